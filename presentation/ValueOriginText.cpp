// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ValueOriginText.h"

#include "core/model/ParameterResolver.h"
#include "core/model/QuoteValidity.h"
#include "presentation/EnumText.h"
#include "presentation/ParameterSourceText.h"
#include "presentation/ParameterText.h"
#include "presentation/QuoteText.h"

#include <QDate>

namespace fabrictco {

QString ValueOriginText::provenance(const ResolvedParameter* r, const Scenario& scenario,
                                    const PlanSpec* plan, const Catalog& catalog)
{
    if (r == nullptr || plan == nullptr)
        return {};
    // In the window's language: the catalog's and products' sources come from the bundled
    // translation, a preset is named by the answer that set it (core's provenance is English).
    const auto described = ParameterSourceText::describe(*r, scenario, *plan, catalog);
    const QString confidence =
        r->confidence
            ? QStringLiteral(" (%1)").arg(EnumText::confidence(
                  *r->confidence, described.layer(), r->spec->kind == ParameterKind::Money))
            : QString();
    const QString dated = described.date.isEmpty()
                              ? described.text
                              : tr("%1, %2").arg(described.text, described.date);
    // An old default says so where it is read: "..., 2024 (estimate); price from 2024: check."
    const QString check = described.needsCheck
                              ? tr("; %1").arg(ParameterSourceText::checkNote(described.date))
                              : QString();
    switch (r->source) {
    case ValueSource::Override:
        return tr("Your value, typed in this document.");
    case ValueSource::Quote:
        if (const Quote* quote = ParameterResolver::findQuote(scenario, *plan, r->spec->key))
            return tr("From a vendor quote: %1")
                .arg(QuoteText::citation(*quote, QDate::currentDate()));
        break;
    case ValueSource::Preset:
        return tr("From the workload and team answers: %1").arg(described.text);
    case ValueSource::Product:
        return tr("Default from the chosen product: %1%2").arg(dated, confidence) + check;
    case ValueSource::Catalog:
        break;
    }
    return tr("Default from the catalog: %1%2").arg(dated, confidence) + check;
}

ValueOriginWords ValueOriginText::origin(const ResolvedParameter* r, const Scenario& scenario,
                                         const PlanSpec* plan, const Catalog& catalog)
{
    ValueOriginWords origin;
    if (r == nullptr || plan == nullptr)
        return origin;
    switch (r->source) {
    case ValueSource::Override:
        origin.kind = ValueOrigin::Typed;
        break;
    case ValueSource::Quote:
        origin.kind = ValueOrigin::Quote;
        origin.fromQuote = true;
        if (const Quote* quote = ParameterResolver::findQuote(scenario, *plan, r->spec->key))
            origin.expired =
                QuoteValidity::status(*quote, QDate::currentDate()) == QuoteStatus::Expired;
        break;
    case ValueSource::Preset:
        origin.kind = ValueOrigin::Preset;
        break;
    case ValueSource::Product:
    case ValueSource::Catalog: {
        const auto described = ParameterSourceText::describe(*r, scenario, *plan, catalog);
        origin.kind = described.organisation ? ValueOrigin::Organisation : ValueOrigin::Default;
        if (described.needsCheck)
            origin.checkNote = ParameterSourceText::checkNote(described.date);
        break;
    }
    }
    origin.rangeable = r->spec->uncertain;
    // A product's figure standing in for the generic catalog entry is still "the default".
    const bool isDefault =
        origin.kind == ValueOrigin::Default || origin.kind == ValueOrigin::Organisation;
    const ResolvedParameter* replaced = isDefault ? nullptr : r->replaced.get();
    if (replaced == nullptr)
        return origin;
    // The figure the field will show and the tables price once this value is gone.
    const QString value = ParameterText::pricedValueText(*replaced, scenario.cluster.currency);
    const auto described = ParameterSourceText::describe(*replaced, scenario, *plan, catalog);
    switch (replaced->source) {
    case ValueSource::Quote:
        origin.fromQuote = true;
        if (const Quote* quote = ParameterResolver::findQuote(scenario, *plan, r->spec->key))
            //: The quote a typed value replaces: vendor, quote date, quoted value.
            origin.replaced = tr("Replaces the quote from %1 (%2): %3")
                                  .arg(QString::fromStdString(quote->vendor),
                                       QString::fromStdString(quote->quoteDate), value);
        origin.resetAction = tr("Use the quote (%1)").arg(value);
        break;
    case ValueSource::Preset:
        origin.replaced = tr("Replaces the preset value: %1 (%2)").arg(value, described.text);
        origin.resetAction = tr("Reset to the preset (%1)").arg(value);
        break;
    case ValueSource::Product:
    case ValueSource::Catalog:
    case ValueSource::Override:
        origin.replaced = tr("Replaces the default: %1 (%2)").arg(value, described.text);
        origin.resetAction = described.organisation
                                 ? tr("Reset to the organisation's default (%1)").arg(value)
                                 : tr("Reset to default (%1)").arg(value);
        break;
    }
    // Only the user's own value can be removed here; a quote is removed in the quotes list.
    if (r->source != ValueSource::Override)
        origin.resetAction.clear();
    return origin;
}

} // namespace fabrictco
