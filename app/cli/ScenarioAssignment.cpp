// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ScenarioAssignment.h"

#include "app/cli/CliErrors.h"
#include "core/bom/DesignFieldRegistry.h"
#include "core/model/ClusterFields.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/Product.h"
#include "core/model/ProductSelection.h"
#include "core/model/ScenarioValidator.h"

#include <QStringList>

#include <algorithm>
#include <locale>
#include <map>
#include <regex>

namespace fabrictco::cli {

namespace {

[[noreturn]] void fail(const std::string& key, const std::string& message)
{
    throw UsageError(key + ": " + message);
}

std::int64_t integer(const std::string& key, const std::string& text, std::int64_t low,
                     std::int64_t high)
{
    const auto value = Decimal::tryParse(text);
    if (!value || !value->isInteger() || *value < Decimal(low) || *value > Decimal(high))
        fail(key, "must be a whole number from " + std::to_string(low) + " to " +
                      std::to_string(high) + " (got \"" + text.substr(0, 40) + "\")");
    return value->toInt64();
}

Decimal decimal(const std::string& key, const std::string& text)
{
    const auto value = Decimal::tryParse(text);
    // "1e12" is a number to a spreadsheet: say that an amount is written out in full.
    static const std::regex exponent("[0-9.]+[eE][+-]?[0-9]+");
    if (!value && std::regex_match(text, exponent))
        fail(key, "must be an exact decimal number written out in full, such as 1000000 for "
                  "1e6 (got \"" +
                      text.substr(0, 40) + "\")");
    if (!value)
        fail(key,
             "must be an exact decimal number such as 1.5 (got \"" + text.substr(0, 40) + "\")");
    return *value;
}

template <typename T>
T choice(const std::string& key, const std::string& text, std::optional<T> parsed,
         const std::string& choices)
{
    if (!parsed)
        fail(key, "must be one of " + choices + " (got \"" + text.substr(0, 40) + "\")");
    return *parsed;
}

std::string ids(const auto& all, auto idOf)
{
    std::string out;
    for (const auto& value : all)
        out += (out.empty() ? "" : ", ") + std::string(idOf(value));
    return out;
}

/// "fabric, nodes, rails_per_node, ...": what PLANID.design.FIELD accepts.
std::string designFieldNames()
{
    std::string names = "fabric";
    for (const DesignField& f : DesignFieldRegistry::all())
        if (f.column != "nodes")
            names += ", " + f.column;
    return names;
}

ParameterValue parameterValue(const Scenario& s, const std::string& key, const ParameterSpec& spec,
                              std::string text)
{
    std::optional<Currency> currency;
    if (text.size() > 3) {
        const std::string tail = text.substr(text.size() - 3);
        // The classic locale, not LC_CTYPE: an 8-bit locale (de_DE.ISO-8859-1) counts bytes
        // such as 0xE4 as letters.
        const auto letter = [](char c) {
            return std::isalpha(c, std::locale::classic());
        };
        // A currency is three letters: "1e12" ends in "e12", an exponent, not a currency.
        if (std::all_of(tail.begin(), tail.end(), letter)) {
            currency = Currency::tryFromCode(tail);
            if (!currency)
                fail(key, "unknown currency \"" + tail + "\"");
            text = text.substr(0, text.size() - 3);
            while (!text.empty() && text.back() == ' ')
                text.pop_back();
        }
    }
    if (spec.kind == ParameterKind::Money && !currency)
        currency = s.cluster.currency;
    // The window, the report and the price to beat show a fraction as a percent ("4.18 %"):
    // typed back that way it is that percent, exactly (found by a stranger).
    if (spec.kind == ParameterKind::Fraction && !text.empty() && text.back() == '%') {
        text.pop_back();
        while (!text.empty() && text.back() == ' ')
            text.pop_back();
        // Nine places hold any percent typed to seven: exact in practice.
        return ParameterValue{decimal(key, text).divide(Decimal(100), RoundingMode::HalfEven),
                              currency};
    }
    return ParameterValue{decimal(key, text), currency};
}

/// KEY=LOW..MODE..HIGH: three values, the currency (if any) after the last one for all three.
std::vector<std::string> rangeParts(const std::string& text)
{
    std::vector<std::string> parts;
    std::size_t from = 0;
    for (std::size_t at = text.find(".."); at != std::string::npos; at = text.find("..", from)) {
        parts.push_back(text.substr(from, at - from));
        from = at + 2;
    }
    parts.push_back(text.substr(from));
    return parts;
}

void setParameter(Scenario& s, std::map<std::string, ParameterValue>& overrides,
                  std::map<std::string, Uncertainty>& ranges, const std::string& field,
                  const std::string& param, const std::string& text, ParameterScope scope)
{
    if (text.empty()) {
        // Back to the catalog, a quote or a preset: the typed value and its range both go.
        overrides.erase(param);
        ranges.erase(param);
        return;
    }
    const ParameterSpec& spec = ParameterRegistry::instance().at(param);
    const auto checked = [&](const std::string& part) {
        const ParameterValue value = parameterValue(s, field, spec, part);
        if (const auto problems = ScenarioValidator::checkParameter(field, param, value, scope);
            !problems.empty())
            throw UsageError(ScenarioValidator::describe(problems));
        return value;
    };
    std::vector<std::string> parts = rangeParts(text);
    if (parts.size() == 1) {
        overrides[param] = checked(text); // firm: priced as typed, never drawn
        return;
    }
    if (parts.size() != 3)
        fail(field, "a range is LOW..MOST_LIKELY..HIGH (got \"" + text.substr(0, 60) + "\")");
    if (!spec.uncertain)
        fail(field, "cannot have a range: the risk analysis keeps it fixed");
    // "28000..30000..33000USD": the currency written once, at the end, is the three's.
    std::string currency;
    if (const ParameterValue high = parameterValue(s, field, spec, parts[2]);
        high.currency && spec.kind == ParameterKind::Money)
        currency = high.currency->code();
    for (std::size_t i = 0; i < 2; ++i)
        if (!currency.empty() && !parts[i].empty() &&
            std::isdigit(static_cast<unsigned char>(parts[i].back())))
            parts[i] += currency;
    const ParameterValue low = checked(parts[0]);
    const ParameterValue mode = checked(parts[1]);
    const ParameterValue high = checked(parts[2]);
    if (low.currency != mode.currency || mode.currency != high.currency)
        fail(field, "a range's three values are in one currency");
    if (!(low.value <= mode.value && mode.value <= high.value && low.value < high.value))
        fail(field, "a range needs LOW <= MOST_LIKELY <= HIGH and LOW below HIGH (got " +
                        low.value.toString() + ".." + mode.value.toString() + ".." +
                        high.value.toString() + ")");
    overrides[param] = mode;
    ranges[param] = Uncertainty{DistributionShape::Pert, low.value, high.value};
}

void setDesign(FabricDesign& d, const std::string& key, const std::string& field,
               const std::string& v)
{
    if (field == "fabric") {
        d.fabric = choice(key, v, fabricFromId(v), "ib, roce");
        return;
    }
    // Every plan's fabric holds the cluster's nodes (BuildablePlans sets them): a plan's own
    // count was accepted and then ignored (found by a stranger).
    if (field == "nodes")
        fail(key, "is the cluster's node count, the same for every plan; set cluster.nodes");
    const DesignField* spec = DesignFieldRegistry::byColumn(field);
    if (!spec)
        fail(key, "unknown design field; use one of " + designFieldNames());
    if (const auto problem = spec->textProblem(v))
        fail(key, *problem);
    const auto value = spec->parse(v);
    spec->set(d, *value);
}

// A picked product decides these fields; changing them by hand would be silently undone.
void refuseProductField(const PlanSpec& plan, const std::string& key, const std::string& field)
{
    const auto refuse = [&](ProductClass productClass) {
        const std::string& id = plan.products.id(productClass);
        if (id.empty())
            return;
        const std::string word = productClass == ProductClass::Nic
                                     ? std::string("NIC")
                                     : std::string(productClassId(productClass));
        fail(key, "is decided by the plan's " + word + " \"" + id + "\"; set " + plan.id + "." +
                      std::string(productClassId(productClass)) + "=custom first");
    };
    if (const DesignField* designField = DesignFieldRegistry::byColumn(field))
        if (const auto productClass = ProductSelection::decidedBy(designField->key))
            refuse(*productClass);
}

void setCluster(Scenario& s, const std::string& key, const std::string& field, const std::string& v)
{
    ClusterInputs& c = s.cluster;
    const auto whole = [&key, &v](const ClusterField& limits) {
        return int(integer(key, v, limits.minimum, limits.maximum));
    };
    if (field == "nodes") {
        ClusterFields::setNodes(s, whole(ClusterFields::nodes()));
    } else if (field == "gpus_per_node") {
        c.gpusPerNode = whole(ClusterFields::gpusPerNode());
    } else if (field == "horizon_years") {
        ClusterFields::setHorizon(s, whole(ClusterFields::horizonYears()));
    } else if (field == "currency") {
        c.currency = choice(key, v, Currency::tryFromCode(v), "CNY, USD");
    } else if (field == "rounding") {
        c.rounding = choice(key, v, roundingModeFromId(v), "half-even, half-up");
    } else if (field == "nodes_by_year") {
        c.nodesByYear.clear();
        if (!v.empty()) {
            for (const QString& part : QString::fromStdString(v).split(QLatin1Char(',')))
                c.nodesByYear.push_back(
                    int(integer(key, part.trimmed().toStdString(), ClusterFields::nodes().minimum,
                                ClusterFields::nodes().maximum)));
        }
    } else {
        fail(key, "unknown cluster field; use nodes, gpus_per_node, horizon_years, currency, "
                  "rounding or nodes_by_year");
    }
}

} // namespace

void ScenarioAssignment::apply(Scenario& s, const QString& assignment)
{
    const qsizetype equals = assignment.indexOf(QLatin1Char('='));
    if (equals <= 0)
        throw UsageError("expected KEY=VALUE, got \"" + assignment.left(60).toStdString() + "\"");
    const std::string key = assignment.left(equals).trimmed().toStdString();
    const std::string value = assignment.mid(equals + 1).trimmed().toStdString();
    ScenarioMetadata& m = s.metadata;

    if (key == "title" || key == "author" || key == "organisation" || key == "notes") {
        std::string& field = key == "title"          ? m.title
                             : key == "author"       ? m.author
                             : key == "organisation" ? m.organisation
                                                     : m.notes;
        field = assignment.mid(equals + 1).toStdString(); // keep spaces the user quoted
        return;
    }
    if (key == "workload") {
        s.workload = choice(key, value, workloadFromId(value), ids(allWorkloads(), workloadId));
        return;
    }
    if (key == "team") {
        s.team = choice(key, value, teamExpertiseFromId(value),
                        ids(allTeamExpertise(), teamExpertiseId));
        return;
    }
    if (key.starts_with("cluster.")) {
        setCluster(s, key, key.substr(8), value);
        return;
    }
    const ParameterRegistry& registry = ParameterRegistry::instance();
    if (const ParameterSpec* spec = registry.find(key)) {
        if (spec->scope == ParameterScope::Plan) {
            std::string plans;
            for (const PlanSpec& p : s.plans)
                plans += (plans.empty() ? "" : ", ") + p.id;
            fail(key, "is a plan parameter: write PLANID." + key + "=VALUE, for example " +
                          (s.plans.empty() ? std::string("ib") : s.plans.front().id) + "." + key +
                          "=" + value + " (plans: " + plans + ")");
        }
        setParameter(s, s.overrides, s.uncertainty, key, key, value, ParameterScope::Scenario);
        return;
    }
    const auto dot = key.find('.');
    if (dot != std::string::npos) {
        const std::string planId = key.substr(0, dot);
        const std::string rest = key.substr(dot + 1);
        for (PlanSpec& plan : s.plans) {
            if (plan.id != planId)
                continue;
            if (rest == "name") {
                plan.name = value;
                return;
            }
            if (rest.starts_with("design.")) {
                refuseProductField(plan, key, rest.substr(7));
                setDesign(plan.design, key, rest.substr(7), value);
                return;
            }
            if (const auto productClass = productClassFromId(rest);
                productClass && *productClass != ProductClass::FabricElement) {
                // "custom" (or nothing) gives the plan back its own radix, speed and prices.
                plan.products.id(*productClass) = value == "custom" ? std::string() : value;
                return;
            }
            // An older name ("ib.efficiency_loss" in "ib.ib.efficiency_loss") still works.
            const std::string param(ParameterRegistry::currentKey(rest));
            if (const ParameterSpec* spec = registry.find(param)) {
                if (spec->scope != ParameterScope::Plan)
                    fail(key, "is a scenario parameter: write " + param + "=VALUE");
                setParameter(s, plan.overrides, plan.uncertainty, key, param, value,
                             ParameterScope::Plan);
                return;
            }
            fail(key,
                 "\"" + rest.substr(0, 60) + "\" is not a plan parameter, name or design field");
        }
    }
    fail(key, "unknown key; see 'fabrictco-cli set --help'");
}

QString ScenarioAssignment::help()
{
    const auto range = [](const ClusterField& field) {
        return QStringLiteral("%1..%2").arg(field.minimum).arg(field.maximum);
    };
    QString fields = QStringLiteral("Design fields (PLANID.design.FIELD):\n"
                                    "  fabric                                  ib or roce\n");
    for (const DesignField& f : DesignFieldRegistry::all())
        if (f.column != "nodes") // the cluster's, cluster.nodes
            fields += QStringLiteral("  %1 %2\n")
                          .arg(QString::fromStdString(f.column), -39)
                          .arg(QString::fromStdString(f.rangeText()));
    return QStringLiteral(
               "Keys:\n"
               "  title, author, organisation, notes     document metadata (text)\n"
               "  workload                                llm-training, hpc, hft, storage, "
               "rendering, "
               "internet-backend\n"
               "  team                                    none, some, strong\n"
               "  cluster.nodes                           %1 (also sets every plan's design "
               "nodes and scales a yearly schedule in proportion)\n"
               "  cluster.gpus_per_node                   %2\n"
               "  cluster.horizon_years                   %3 (cuts a yearly schedule or holds "
               "its last year)\n"
               "  cluster.currency                        CNY or USD\n"
               "  cluster.rounding                        half-even or half-up\n"
               "  cluster.nodes_by_year                   N,N,... one per year (first = "
               "cluster.nodes); "
               "empty clears\n"
               "  PARAM                                   a scenario parameter, e.g. "
               "power.pue=1.3, "
               "gpu_hour_value=2.5USD\n"
               "  PLANID.PARAM                            a plan parameter, e.g. "
               "roce.price.switch=98000CNY\n"
               "  PLANID.name                             the plan's display name\n"
               "  PLANID.switch, PLANID.nic, PLANID.optics\n"
               "                                          a catalog product id (an unknown id "
               "lists them) "
               "or\n"
               "                                          custom: the plan's own radix, speed, "
               "prices\n"
               "  PLANID.design.FIELD                     a design field, see below\n"
               "A money VALUE may end with its currency (\"2.5 USD\"); without one it is in "
               "cluster.currency.\n"
               "A fraction is written 0.5, or as a percent: 50% (\"growth.annual=50%\").\n"
               "A VALUE is firm: priced as given and never drawn in the risk analysis. For an\n"
               "uncertain input, LOW..MOST_LIKELY..HIGH (\"28000..30000..33000USD\") gives a\n"
               "PERT range instead, drawn in the risk analysis and priced at its mean.\n"
               "An empty VALUE (\"PARAM=\") removes the override and its range, so the catalog "
               "or a\nquote applies again.\n"
               "All assignments are checked together, then the document is saved atomically; on "
               "any "
               "error\n"
               "nothing is written.\n")
               .arg(range(ClusterFields::nodes()), range(ClusterFields::gpusPerNode()),
                    range(ClusterFields::horizonYears())) +
           fields;
}

} // namespace fabrictco::cli
