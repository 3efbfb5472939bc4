// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/ScenarioValidator.h"

#include "core/bom/BomCalculator.h"
#include "core/common/TextLength.h"
#include "core/model/ClusterFields.h"
#include "core/model/ParameterRegistry.h"

#include <algorithm>
#include <regex>
#include <set>

namespace fabrictco {

namespace {

bool isScenarioCurrency(const Currency& c)
{
    return c.code() == "CNY" || c.code() == "USD";
}

void checkUncertainty(std::vector<ValidationProblem>& out, const std::string& field,
                      std::string_view key, const Uncertainty& u, ParameterScope scope)
{
    const ParameterSpec* spec = ParameterRegistry::instance().find(key);
    if (!spec) {
        out.push_back({field, "unknown parameter", ValidationCode::UnknownParameter, {}});
        return;
    }
    if (spec->scope != scope) {
        out.push_back({field,
                       "is a " + std::string(parameterScopeId(spec->scope)) + " parameter",
                       ValidationCode::WrongScope,
                       {std::string(parameterScopeId(spec->scope))}});
        return;
    }
    if (!spec->uncertain && u.shape != DistributionShape::Fixed) {
        out.push_back({field, "cannot carry uncertainty", ValidationCode::NoUncertainty, {}});
        return;
    }
    if (u.shape != DistributionShape::Fixed &&
        (u.low < spec->minimum || u.high > spec->maximum)) {
        // A share's range beyond 1 drew utilisations above 100 % (issue 35).
        out.push_back({field,
                       "must lie from " + spec->minimum.toString() + " to " +
                           spec->maximum.toString() + " (got " + u.low.toString() + " to " +
                           u.high.toString() + ")",
                       ValidationCode::OutOfRange,
                       {spec->minimum.toString(), spec->maximum.toString(),
                        u.low.toString() + ".." + u.high.toString()}});
        return;
    }
    if (u.low > u.high)
        out.push_back({field,
                       "low " + u.low.toString() + " is above high " + u.high.toString(),
                       ValidationCode::LowAboveHigh,
                       {u.low.toString(), u.high.toString()}});
    else if (u.shape != DistributionShape::Fixed && u.low == u.high)
        // A distribution of no width around a value it cannot hold broke the risk run; a
        // firm value is a fixed one.
        out.push_back({field,
                       "a " + std::string(distributionShapeId(u.shape)) +
                           " range needs its low below its high (both are " + u.low.toString() +
                           "); a firm value has no range",
                       ValidationCode::NoWidth,
                       {u.low.toString()}});
}

// The BOM engine is the one authority on what can be built; its error names the design field.
void checkDesign(std::vector<ValidationProblem>& out, const std::string& path, const PlanSpec& plan,
                 int clusterNodes)
{
    FabricDesign design = plan.design;
    design.nodes = clusterNodes; // the design follows the cluster; year 1 is checked here
    try {
        BomCalculator::validate(design);
    } catch (const BomError& e) {
        // A cluster larger than this plan's fabric holds is a valid document: the plan cannot be
        // built for it and is left out of the figures, which say why (BuildablePlans). It was
        // refused here, so a study of a cluster only one fabric can hold could not be saved.
        if (e.field() == "nodes" && e.isTooManyEndpoints())
            return;
        const std::string field =
            e.field() == "nodes" ? "cluster.nodes" : path + ".design." + e.field();
        std::string message = e.what();
        if (message.rfind(e.field() + ": ", 0) == 0)
            message = message.substr(e.field().size() + 2);
        // The cluster's node count is one field for every plan: say whose fabric it outgrows
        // (two plans' limits read "accepted: 1 to 8192; ... accepted: 1 to 65536").
        if (field == "cluster.nodes")
            message = "plan \"" + (plan.name.empty() ? plan.id : plan.name) + "\": " + message;
        // Plans sharing a design would report the same cluster-level problem twice.
        const ValidationProblem problem{field, message, ValidationCode::Design, {e.field()}};
        if (std::find(out.begin(), out.end(), problem) == out.end())
            out.push_back(problem);
    }
}

} // namespace

std::vector<ValidationProblem> ScenarioValidator::checkParameter(const std::string& field,
                                                                 std::string_view key,
                                                                 const ParameterValue& value,
                                                                 ParameterScope scope)
{
    std::vector<ValidationProblem> out;
    const auto& registry = ParameterRegistry::instance();
    const ParameterSpec* spec = registry.find(key);
    if (!spec) {
        out.push_back({field,
                       "unknown parameter \"" + std::string(key.substr(0, 60)) + "\"",
                       ValidationCode::UnknownParameter,
                       {std::string(key.substr(0, 60))}});
        return out;
    }
    if (spec->scope != scope) {
        out.push_back({field,
                       "is a " + std::string(parameterScopeId(spec->scope)) +
                           " parameter; set it on the " +
                           (spec->scope == ParameterScope::Plan ? "plan" : "scenario"),
                       ValidationCode::WrongScope,
                       {std::string(parameterScopeId(spec->scope))}});
        return out;
    }
    if (spec->kind == ParameterKind::Money) {
        if (!value.currency)
            out.push_back(
                {field, "needs a currency (CNY or USD)", ValidationCode::NeedsCurrency, {}});
        else if (!isScenarioCurrency(*value.currency))
            out.push_back({field,
                           "currency must be CNY or USD (got " + value.currency->code() + ")",
                           ValidationCode::UnsupportedCurrency,
                           {value.currency->code()}});
    } else if (value.currency) {
        out.push_back({field,
                       "is not an amount of money and takes no currency",
                       ValidationCode::TakesNoCurrency,
                       {}});
    }
    if (auto problem = checkValue(field, *spec, value.value))
        out.push_back(std::move(*problem));
    return out;
}

std::optional<ValidationProblem> ScenarioValidator::checkValue(const std::string& field,
                                                               const ParameterSpec& spec,
                                                               const Decimal& value)
{
    const std::string problem = ParameterRegistry::instance().checkValue(spec, value);
    if (problem.empty())
        return std::nullopt;
    const bool whole = spec.kind != ParameterKind::Count || value.isInteger();
    return ValidationProblem{
        field, problem, whole ? ValidationCode::OutOfRange : ValidationCode::NotWhole,
        whole ? std::vector<std::string>{spec.minimum.toString(), spec.maximum.toString(),
                                         value.toString()}
              : std::vector<std::string>{value.toString()}};
}

std::vector<ValidationProblem> ScenarioValidator::validate(const Scenario& s)
{
    std::vector<ValidationProblem> out;
    const ClusterInputs& c = s.cluster;
    const auto checkRange = [&out](const ClusterField& field, int value) {
        if (!field.accepts(value))
            out.push_back({field.path,
                           "must be " + field.rangeText() + " (got " + std::to_string(value) + ")",
                           ValidationCode::OutOfRange,
                           {std::to_string(field.minimum), std::to_string(field.maximum),
                            std::to_string(value)}});
    };
    checkRange(ClusterFields::nodes(), c.nodes);
    checkRange(ClusterFields::gpusPerNode(), c.gpusPerNode);
    checkRange(ClusterFields::horizonYears(), c.horizonYears);
    const bool horizonOk = ClusterFields::horizonYears().accepts(c.horizonYears);
    if (!c.nodesByYear.empty()) {
        if (horizonOk && static_cast<int>(c.nodesByYear.size()) != c.horizonYears) {
            out.push_back({"cluster.nodesByYear",
                           "must list one node count per year of the horizon (" +
                               std::to_string(c.horizonYears) + ")",
                           ValidationCode::YearsListed,
                           {std::to_string(c.horizonYears)}});
        }
        for (std::size_t i = 0; i < c.nodesByYear.size(); ++i) {
            const ClusterField& nodes = ClusterFields::nodes();
            if (!nodes.accepts(c.nodesByYear[i]))
                out.push_back({"cluster.nodesByYear[" + std::to_string(i) + "]",
                               "must be " + nodes.rangeText(),
                               ValidationCode::OutOfRange,
                               {std::to_string(nodes.minimum), std::to_string(nodes.maximum)}});
        }
        if (c.nodesByYear.front() != c.nodes)
            out.push_back({"cluster.nodesByYear[0]",
                           "must equal cluster.nodes",
                           ValidationCode::FirstYearNodes,
                           {}});
    }
    if (!isScenarioCurrency(c.currency))
        out.push_back({"cluster.currency",
                       "must be CNY or USD (got " + c.currency.code() + ")",
                       ValidationCode::UnsupportedCurrency,
                       {c.currency.code()}});
    if (c.rounding != RoundingMode::HalfEven && c.rounding != RoundingMode::HalfUp)
        out.push_back({"cluster.rounding",
                       "must be half-even or half-up",
                       ValidationCode::UnsupportedRounding,
                       {}});

    for (const auto& [key, value] : s.overrides) {
        const auto problems =
            checkParameter("overrides." + key, key, value, ParameterScope::Scenario);
        out.insert(out.end(), problems.begin(), problems.end());
    }
    for (const auto& [key, u] : s.uncertainty)
        checkUncertainty(out, "uncertainty." + key, key, u, ParameterScope::Scenario);

    if (s.plans.empty())
        out.push_back({"plans", "a scenario needs at least one plan", ValidationCode::NoPlans, {}});
    static const std::regex idPattern("^[a-z0-9-]{1,32}$");
    std::set<std::string> ids;
    for (std::size_t i = 0; i < s.plans.size(); ++i) {
        const PlanSpec& plan = s.plans[i];
        const std::string path = "plans[" + std::to_string(i) + "]";
        if (!std::regex_match(plan.id, idPattern))
            out.push_back(
                {path + ".id",
                 "must be 1 to 32 of a-z, 0-9 and - (got \"" + plan.id.substr(0, 40) + "\")",
                 ValidationCode::BadId,
                 {plan.id.substr(0, 40)}});
        else if (!ids.insert(plan.id).second)
            out.push_back({path + ".id",
                           "\"" + plan.id + "\" is used by an earlier plan",
                           ValidationCode::DuplicateId,
                           {plan.id}});
        if (plan.name.empty() || characterCount(plan.name) > kMaxPlanNameCharacters) {
            const std::string most = std::to_string(kMaxPlanNameCharacters);
            out.push_back({path + ".name", "must be 1 to " + most + " characters",
                           ValidationCode::NameLength, {most}});
        }
        if (ClusterFields::nodes().accepts(c.nodes))
            checkDesign(out, path, plan, c.nodes);
        // Whether a product exists is the catalog's business (ProductSelection); here its form.
        static const std::regex productPattern("^[a-z0-9-]{1,48}$");
        for (ProductClass pc : kAllProductClasses) {
            const std::string& productId = plan.products.id(pc);
            if (!productId.empty() && !std::regex_match(productId, productPattern))
                out.push_back(
                    {path + ".products." + std::string(productClassId(pc)),
                     "must be 1 to 48 of a-z, 0-9 and - (got \"" + productId.substr(0, 60) + "\")",
                     ValidationCode::BadProductId,
                     {productId.substr(0, 60)}});
        }
        for (const auto& [key, value] : plan.overrides) {
            const auto problems =
                checkParameter(path + ".overrides." + key, key, value, ParameterScope::Plan);
            out.insert(out.end(), problems.begin(), problems.end());
        }
        // SHARP reduces in InfiniBand switches; an Ethernet plan cannot turn it on.
        if (const auto sharp = plan.overrides.find("sharp"); sharp != plan.overrides.end() &&
                                                             plan.fabric() == Fabric::RoCE &&
                                                             sharp->second.value == Decimal(1))
            out.push_back({path + ".overrides.sharp",
                           "SHARP is an InfiniBand feature: a RoCE plan cannot use it",
                           ValidationCode::SharpOnRoce,
                           {}});
        for (const auto& [key, u] : plan.uncertainty)
            checkUncertainty(out, path + ".uncertainty." + key, key, u, ParameterScope::Plan);
    }

    static const std::regex datePattern(R"(^(\d{4}-\d{2}-\d{2})?$)");
    for (std::size_t i = 0; i < s.quotes.size(); ++i) {
        const Quote& quote = s.quotes[i];
        const std::string path = "quotes[" + std::to_string(i) + "]";
        // "<key>", "<fabric or plan id>.<key>": the key is whatever money parameter it ends with.
        const ParameterSpec* spec = nullptr;
        for (const ParameterSpec& candidate : ParameterRegistry::instance().all()) {
            if (candidate.kind != ParameterKind::Money || candidate.scope != ParameterScope::Plan)
                continue;
            if (quote.itemKey == candidate.key || quote.itemKey.ends_with("." + candidate.key) ||
                quote.itemKey.ends_with(":" + candidate.key))
                spec = &candidate;
        }
        // "<product>", "<plan id>.<product>" or "<plan id>:<product>": a product's price, whichever class; whether the
        // catalog has the product is the importer's to check. Bounded as the dearest class is.
        static const std::regex productPattern("^(([a-z0-9-]{1,32})[.:])?[a-z0-9-]{1,48}$");
        std::smatch productKey;
        if (!spec && std::regex_match(quote.itemKey, productKey, productPattern) &&
            (!productKey[2].matched || ids.contains(productKey[2].str())))
            spec = &ParameterRegistry::instance().at("price.switch");
        if (!spec)
            out.push_back({path + ".itemKey",
                           "\"" + quote.itemKey.substr(0, 60) + "\" is not a priced plan item",
                           ValidationCode::NotPricedItem,
                           {quote.itemKey.substr(0, 60)}});
        if (quote.unitPrice.isNegative())
            out.push_back(
                {path + ".unitPrice", "must not be negative", ValidationCode::Negative, {}});
        else if (spec && quote.unitPrice.amount() > spec->maximum)
            out.push_back({path + ".unitPrice",
                           "must be at most " + spec->maximum.toString(),
                           ValidationCode::AboveMaximum,
                           {spec->maximum.toString()}});
        if (!isScenarioCurrency(quote.unitPrice.currency()))
            out.push_back({path + ".currency",
                           "must be CNY or USD",
                           ValidationCode::UnsupportedCurrency,
                           {}});
        if (!std::regex_match(quote.quoteDate, datePattern))
            out.push_back(
                {path + ".quoteDate", "must be a date YYYY-MM-DD", ValidationCode::BadDate, {}});
        if (!std::regex_match(quote.validUntil, datePattern))
            out.push_back({path + ".validUntil",
                           "must be a date YYYY-MM-DD or empty",
                           ValidationCode::BadDateOrEmpty,
                           {}});
    }
    return out;
}

std::string ScenarioValidator::describe(const std::vector<ValidationProblem>& problems)
{
    std::string text;
    for (const ValidationProblem& p : problems) {
        if (!text.empty())
            text += "; ";
        text += p.field + ": " + p.message;
    }
    return text;
}

} // namespace fabrictco
