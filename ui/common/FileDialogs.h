// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QFileIconProvider>
#include <QString>

class QWidget;

namespace fabrictco::ui {

/// Names a file's type from its name alone. Qt's own provider reads a file's first bytes to guess
/// its type (QMimeDatabase's content match) on the GUI thread: in /proc, reading /proc/kmsg
/// waits forever and the whole window froze. A file dialog shows a type and an icon; neither is
/// worth opening the file.
class FileIconsByName : public QFileIconProvider
{
    Q_DECLARE_TR_FUNCTIONS(FileIconsByName)
public:
    using QFileIconProvider::icon;
    QIcon icon(const QFileInfo& info) const override;
    QString type(const QFileInfo& info) const override;
};

/// QFileDialog::getOpenFileName and getSaveFileName with FileIconsByName: every file dialog of
/// the window goes through these.
class FileDialogs
{
public:
    /// `path` is a folder, or a file whose folder opens with its name filled in.
    static QString openFileName(QWidget* parent, const QString& caption, const QString& path,
                                const QString& filters);
    static QString saveFileName(QWidget* parent, const QString& caption, const QString& path,
                                const QString& filters, QString* selectedFilter = nullptr);
};

} // namespace fabrictco::ui
