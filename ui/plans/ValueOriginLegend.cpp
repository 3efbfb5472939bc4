// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/ValueOriginLegend.h"

#include "ui/plans/ValueOriginMarker.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace fabrictco::ui {

namespace {

constexpr std::array<ValueOrigin, 4> kOrigins{ValueOrigin::Default, ValueOrigin::Preset,
                                              ValueOrigin::Quote, ValueOrigin::Typed};

} // namespace

ValueOriginLegend::ValueOriginLegend(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    for (std::size_t i = 0; i < kOrigins.size(); ++i) {
        m_icons[i] = new QLabel;
        m_names[i] = new QLabel;
        m_names[i]->setTextFormat(Qt::PlainText);
        layout->addWidget(m_icons[i]);
        layout->addWidget(m_names[i]);
        layout->addSpacing(8);
    }
    layout->addStretch();
    retranslateUi();
}

void ValueOriginLegend::retranslateUi()
{
    for (std::size_t i = 0; i < kOrigins.size(); ++i) {
        m_icons[i]->setPixmap(
            ValueOriginMarker::icon(kOrigins[i], palette()).pixmap(QSize(12, 12)));
        m_names[i]->setText(ValueOriginMarker::name(kOrigins[i]));
    }
    setToolTip(tr("Where each value comes from. Click a value's marker to reset it to the "
                  "default or to use a vendor quote instead."));
}

void ValueOriginLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace fabrictco::ui
