// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ParameterSourceText.h"

#include "core/model/FigureAge.h"
#include "core/model/LinkSpeedFigures.h"
#include "core/model/ParameterResolver.h"
#include "core/model/ProductKeys.h"
#include "core/model/ProductSelection.h"
#include "core/model/QuoteValidity.h"
#include "presentation/CatalogText.h"
#include "presentation/EnumText.h"
#include "presentation/ProductText.h"

namespace fabrictco {

QString ParameterSourceText::preset(const ParameterSpec& spec, const Scenario& scenario)
{
    // The rule ParameterResolver uses to pick the preset: workload.* from the workload's.
    if (spec.key.starts_with("workload."))
        return tr("Preset for the workload: %1").arg(EnumText::workload(scenario.workload));
    return tr("Preset for the team: %1").arg(EnumText::team(scenario.team));
}

QString ParameterSourceText::override(ValueSource replaced)
{
    switch (replaced) {
    case ValueSource::Quote:
        return tr("Entered in this document, replacing the vendor quote");
    case ValueSource::Preset:
        return tr("Entered in this document, replacing the preset");
    case ValueSource::Catalog:
    case ValueSource::Product:
    case ValueSource::Override:
        break;
    }
    return tr("Entered in this document, replacing the default");
}

QString ParameterSourceText::checkNote(const QString& date, const QDate& today)
{
    if (FigureAge::isInFuture(date.toStdString(), today))
        //: Flags a catalog price whose source date is after today (mistyped, or a wrong
        //: clock). %1 the date as written.
        return tr("price dated %1, after today: check").arg(date);
    //: Flags a catalog price dated over 18 months ago. %1 its year.
    return tr("price from %1: check").arg(date.left(4));
}

ParameterSourceText::Described
ParameterSourceText::describe(const ResolvedParameter& parameter, const Scenario& scenario,
                              const PlanSpec& plan, const Catalog& catalog, const QDate& today)
{
    const std::string& key = parameter.spec->key;
    // Prices move within a year; a failure rate or a reference design from a 2024 paper is
    // still the latest public figure, so only prices are flagged by age.
    const bool isPrice = parameter.spec->kind == ParameterKind::Money;
    Described out;
    switch (parameter.source) {
    case ValueSource::Quote:
        if (const Quote* quote = ParameterResolver::findQuote(scenario, plan, key)) {
            const QString vendor = QString::fromStdString(quote->vendor);
            out.text = QuoteValidity::status(*quote, today) == QuoteStatus::Expired
                           //: A figure's source: a vendor quote whose validity has ended.
                           ? tr("Quote from %1, expired %2")
                                 .arg(vendor, QString::fromStdString(quote->validUntil))
                           : tr("Quote from %1").arg(vendor);
            out.date = QString::fromStdString(quote->quoteDate);
            out.confidence = Confidence::Quote;
        }
        break;
    case ValueSource::Catalog: {
        // The entry ParameterResolver took: in the document's currency, at the plan's speed.
        const int speed =
            ProductSelection::linkSpeedGbps(plan, ProductSelection::select(plan, catalog));
        if (const CatalogEntry* entry =
                catalog.find(key, plan.fabric(), scenario.cluster.currency, speed)) {
            out.text = CatalogText::source(*entry);
            const int figureSpeed = entry->speedGbps.value_or(LinkSpeedFigures::kReferenceGbps);
            if (figureSpeed != speed && !catalog.isUserEntry(*entry) &&
                LinkSpeedFigures::dependsOnSpeed(key))
                //: Appended to a catalog figure's source. %1 the figure's link speed (the
                //: nearest the catalog has), %2 the plan's link speed, both in Gb/s.
                out.text += tr(" (the %1G figure: the catalog has none at %2G; replace it with a "
                               "quote)")
                                .arg(figureSpeed)
                                .arg(speed);
            out.date = QString::fromStdString(entry->date);
            out.confidence = entry->confidence;
            out.needsCheck = isPrice && FigureAge::needsCheck(entry->date, today);
            out.organisation = entry->layer == CatalogLayer::Organisation;
        }
        break;
    }
    case ValueSource::Product:
        if (const auto productClass = ProductKeys::classFor(key)) {
            if (const Product* product =
                    ProductSelection::select(plan, catalog).of(*productClass)) {
                //: A product's source: its name, then who says so.
                out.text = tr("%1: %2").arg(ProductText::name(*product),
                                            CatalogText::source(*product, key));
                out.date = QString::fromStdString(product->date);
                out.confidence = product->confidence;
                out.needsCheck = isPrice && FigureAge::needsCheck(product->date, today);
                out.organisation = product->layer == CatalogLayer::Organisation;
            }
        } else if (const Product* leaf = ProductSelection::select(plan, catalog).switchProduct) {
            // adaptive_routing, which a scheduled fabric's leaf turns on (ParameterResolver).
            //: A scheduled fabric's leaf switch as the source of "adaptive routing: on".
            out.text = tr("%1: a scheduled fabric sprays cells over every fabric link")
                           .arg(ProductText::name(*leaf));
            out.date = QString::fromStdString(leaf->date);
            out.confidence = Confidence::Published;
        }
        break;
    case ValueSource::Preset:
        out.text = preset(*parameter.spec, scenario);
        break;
    case ValueSource::Override:
        out.text = override(parameter.replaced ? parameter.replaced->source : ValueSource::Catalog);
        break;
    }
    if (out.organisation)
        //: A figure's source from the catalog an organisation installed with its own prices.
        out.text = tr("%1 (organisation catalog)").arg(out.text);
    return out;
}

} // namespace fabrictco
