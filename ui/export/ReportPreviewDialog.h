// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QScrollArea;

namespace fabrictco {
class ReportPages;
}

namespace fabrictco::ui {

/// The pages of a report before it is saved: one page at a time, painted from the same layout
/// the PDF is written from. Accepting ("Save PDF…") means: write this report.
class ReportPreviewDialog : public QDialog
{
    Q_OBJECT
public:
    /// `pages` must outlive the dialog.
    explicit ReportPreviewDialog(const ReportPages& pages, QWidget* parent = nullptr);

    int currentPage() const { return m_page; }
    void showPage(int index);

private:
    const ReportPages& m_pages;
    int m_page = -1;
    QScrollArea* m_scroll = nullptr;
    QLabel* m_image = nullptr;
    QLabel* m_position = nullptr;
    QPushButton* m_previous = nullptr;
    QPushButton* m_next = nullptr;
};

} // namespace fabrictco::ui
