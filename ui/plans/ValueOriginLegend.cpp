// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/ValueOriginLegend.h"

#include "core/model/FigureAge.h"
#include "ui/plans/ValueOriginMarker.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace fabrictco::ui {

namespace {

struct LegendItem
{
    ValueOrigin origin;
    bool struck;
};

/// The markers in the order a value's sources rise (a default, the organisation's, a preset, a
/// quote, the user's own), then the struck marker any of the first two or a quote can take.
constexpr std::array<LegendItem, 6> kItems{{{ValueOrigin::Default, false},
                                            {ValueOrigin::Organisation, false},
                                            {ValueOrigin::Preset, false},
                                            {ValueOrigin::Quote, false},
                                            {ValueOrigin::Typed, false},
                                            {ValueOrigin::Default, true}}};
constexpr std::size_t kOrganisationItem = 1;

} // namespace

ValueOriginLegend::ValueOriginLegend(bool withOrganisation, QWidget* parent) : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    for (std::size_t i = 0; i < kItems.size(); ++i) {
        m_icons[i] = new QLabel;
        m_names[i] = new QLabel;
        m_names[i]->setTextFormat(Qt::PlainText);
        // Only a machine with an organisation's catalog has its marker to explain.
        const bool shown = i != kOrganisationItem || withOrganisation;
        m_icons[i]->setVisible(shown);
        m_names[i]->setVisible(shown);
        layout->addWidget(m_icons[i]);
        layout->addWidget(m_names[i]);
        if (i + 1 < kItems.size())
            layout->addSpacing(8);
    }
    layout->addStretch();
    retranslateUi();
}

void ValueOriginLegend::retranslateUi()
{
    for (std::size_t i = 0; i < kItems.size(); ++i) {
        m_icons[i]->setPixmap(ValueOriginMarker::icon(kItems[i].origin, palette(), kItems[i].struck)
                                  .pixmap(QSize(12, 12)));
        m_names[i]->setText(kItems[i].struck
                                //: The legend's struck-through marker: an old price or an
                                //: expired quote, to check with the vendor.
                                ? tr("To check")
                                : ValueOriginMarker::name(kItems[i].origin));
    }
    setToolTip(tr("Where each value comes from. Click a value's marker to reset it to the "
                  "default or to use a vendor quote instead. A struck-through marker is a "
                  "price dated over %1 months ago or an expired quote: check it before "
                  "signing.")
                   .arg(FigureAge::kCheckAfterMonths));
}

void ValueOriginLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace fabrictco::ui
