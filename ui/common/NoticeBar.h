// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QTimer>

class QLabel;
class QPushButton;
class QToolButton;

namespace fabrictco::ui {

/// A line above the window's content that says a file was written, with buttons to open it and
/// its folder (issue 38: a status-bar note for six seconds went unseen after saving a PDF). It
/// takes no focus by itself and closes after a minute, by its close button or the next notice.
class NoticeBar : public QFrame
{
    Q_OBJECT
public:
    explicit NoticeBar(QWidget* parent = nullptr);

    /// Shows `text` about the file at `path` (empty: no file buttons).
    void showNotice(const QString& text, const QString& path);
    QString text() const;
    QString path() const { return m_path; }

Q_SIGNALS:
    /// The user asked to open the file or its folder (the window hands it to the desktop).
    void openRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_text = nullptr;
    QPushButton* m_open = nullptr;
    QPushButton* m_folder = nullptr;
    QToolButton* m_close = nullptr;
    QString m_path;
    QTimer m_expiry;
};

} // namespace fabrictco::ui
