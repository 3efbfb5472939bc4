// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/FileDialogs.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMimeDatabase>

namespace fabrictco::ui {

QIcon FileIconsByName::icon(const QFileInfo& info) const
{
    return QFileIconProvider::icon(info.isDir() ? QAbstractFileIconProvider::Folder
                                                : QAbstractFileIconProvider::File);
}

QString FileIconsByName::type(const QFileInfo& info) const
{
    if (info.isDir())
        return tr("Folder");
    if (!info.isFile())
        return QFileIconProvider::type(info); // a drive, a link to nothing: no content is read
    const QMimeType mime = QMimeDatabase().mimeTypeForFile(info, QMimeDatabase::MatchExtension);
    return mime.comment().isEmpty() ? mime.name() : mime.comment();
}

namespace {

/// `dialog` names files by `icons`, which outlives it (the dialog's file-system model asks it
/// from its own thread until the dialog is gone).
QString ask(QFileDialog& dialog, FileIconsByName& icons, const QString& path,
            QString* selectedFilter)
{
    dialog.setIconProvider(&icons);
    const QFileInfo info(path);
    if (!path.isEmpty() && !info.isDir()) {
        dialog.setDirectory(info.absolutePath());
        dialog.selectFile(info.fileName());
    } else if (!path.isEmpty()) {
        dialog.setDirectory(path);
    }
    if (selectedFilter && !selectedFilter->isEmpty())
        dialog.selectNameFilter(*selectedFilter);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    if (selectedFilter)
        *selectedFilter = dialog.selectedNameFilter();
    return dialog.selectedFiles().constFirst();
}

} // namespace

QString FileDialogs::openFileName(QWidget* parent, const QString& caption, const QString& path,
                                  const QString& filters)
{
    FileIconsByName icons;
    QFileDialog dialog(parent, caption, QString(), filters);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return ask(dialog, icons, path, nullptr);
}

QString FileDialogs::saveFileName(QWidget* parent, const QString& caption, const QString& path,
                                  const QString& filters, QString* selectedFilter)
{
    FileIconsByName icons;
    QFileDialog dialog(parent, caption, QString(), filters);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    return ask(dialog, icons, path, selectedFilter);
}

} // namespace fabrictco::ui
