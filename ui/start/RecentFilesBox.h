// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>

class QVBoxLayout;

namespace fabrictco::ui {

/// The start page's recent comparisons (Settings::recentFiles): one button per file that still
/// exists, its name on the button and its folder beside it; hidden when there is none. The start
/// page reads it again whenever it is shown, so a file saved meanwhile is listed.
class RecentFilesBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit RecentFilesBox(QWidget* parent = nullptr);
    /// Reads the list again (the start page does when shown; a language change does too).
    void refresh();

Q_SIGNALS:
    void openRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    QVBoxLayout* m_list = nullptr;
};

} // namespace fabrictco::ui
