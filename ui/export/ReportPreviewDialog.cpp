// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/ReportPreviewDialog.h"

#include "ui/common/ButtonText.h"
#include "ui/common/ScreenFit.h"
#include "report/ReportPages.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace fabrictco::ui {

namespace {
constexpr qreal kPreviewDpi = 96; // a page at its printed size on a typical screen
}

ReportPreviewDialog::ReportPreviewDialog(const ReportPages& pages, QWidget* parent)
    : QDialog(parent), m_pages(pages)
{
    setWindowTitle(tr("Report preview"));
    m_image = new QLabel;
    m_image->setAlignment(Qt::AlignCenter);
    m_image->setAccessibleName(tr("Report page"));
    m_scroll = new QScrollArea;
    m_scroll->setWidget(m_image);
    m_scroll->setWidgetResizable(true);
    m_scroll->setBackgroundRole(QPalette::Dark);
    m_previous = new QPushButton(tr("&Previous page"));
    m_previous->setShortcut(QKeySequence::MoveToPreviousPage);
    m_next = new QPushButton(tr("&Next page"));
    m_next->setShortcut(QKeySequence::MoveToNextPage);
    m_position = new QLabel;
    connect(m_previous, &QPushButton::clicked, this, [this] { showPage(m_page - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] { showPage(m_page + 1); });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    keepButtonText(buttons, QDialogButtonBox::Save, [] { return tr("&Save PDF…"); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* navigation = new QHBoxLayout;
    navigation->addWidget(m_previous);
    navigation->addWidget(m_position);
    navigation->addWidget(m_next);
    navigation->addStretch();
    navigation->addWidget(buttons);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(navigation);
    ScreenFit::resize(this, QSize(880, 940));
    showPage(0);
}

void ReportPreviewDialog::showPage(int index)
{
    if (index < 0 || index >= m_pages.pageCount() || index == m_page)
        return;
    m_page = index;
    const qreal ratio = devicePixelRatioF();
    QPixmap pixmap = QPixmap::fromImage(m_pages.pageImage(index, kPreviewDpi * ratio));
    pixmap.setDevicePixelRatio(ratio);
    m_image->setPixmap(pixmap);
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < m_pages.pageCount());
    m_position->setText(tr("Page %1 of %2").arg(index + 1).arg(m_pages.pageCount()));
    m_image->setAccessibleDescription(m_position->text());
}

} // namespace fabrictco::ui
