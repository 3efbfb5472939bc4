// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/ParameterDisplay.h"

#include "core/model/ParameterResolver.h"
#include "presentation/ParameterText.h"
#include "presentation/ValueOriginText.h"
#include "ui/plans/ValueEditor.h"

namespace fabrictco::ui {

std::optional<ResolvedParameters>
ParameterDisplay::resolve(const Scenario& scenario, const PlanSpec& plan, const Catalog& catalog)
{
    try {
        return ParameterResolver::resolve(scenario, plan, catalog);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

Currency ParameterDisplay::show(ValueEditor& editor, const ParameterSpec& parameter,
                                const std::map<std::string, ParameterValue>& overrides,
                                const std::optional<ResolvedParameters>& resolved,
                                const PlanSpec* plan, const Scenario& scenario,
                                const Catalog& catalog)
{
    const ResolvedParameter* r = nullptr;
    if (resolved) {
        const auto it = resolved->all().find(parameter.key);
        r = it == resolved->all().end() ? nullptr : &it->second;
    }
    const auto own = overrides.find(parameter.key);
    std::optional<ParameterValue> value;
    if (own != overrides.end())
        value = own->second;
    else if (r != nullptr)
        value = r->value;
    const Currency currency =
        value && value->currency ? *value->currency : scenario.cluster.currency;
    QString source = ValueOriginText::provenance(r, scenario, plan, catalog);
    if (r != nullptr)
        if (const QString pricing = ParameterText::pricingText(*r); !pricing.isEmpty())
            //: A value's source, then how it is priced: two sentences (found by a stranger:
            //: "...（估算）按其期望值..." ran them together).
            source = tr("%1. %2").arg(source, pricing);
    editor.setUnitAndSource(ParameterText::unit(parameter, currency), source);
    editor.setOrigin(ValueOriginText::origin(r, scenario, plan, catalog));
    // The value the tables price: a default with a range shows its mean, as priced (issue 35);
    // a typed value shows what was typed (firm, or the most likely of its range).
    if (own == overrides.end() && r != nullptr)
        editor.setValue(ParameterText::pricedDisplayValue(*r), ValueEditor::Shown::RoundedWhenIdle);
    else if (value)
        editor.setValue(value->value.times(ParameterText::displayFactor(parameter)));
    return currency;
}

} // namespace fabrictco::ui
