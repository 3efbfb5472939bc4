// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli tco`: year-by-year total cost of ownership of each plan, as a table or JSON.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/RiskScenario.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/Catalog.h"
#include "core/model/ClusterFields.h"
#include "core/model/Examples.h"
#include "core/model/ScenarioJson.h"
#include "core/model/ScenarioValidator.h"
#include "core/tco/CostModelBuilder.h"
#include "core/tco/FormulaText.h"
#include "core/tco/TcoEngine.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/PlainText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fabrictco::cli {

namespace {

QString q(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString amount(const Money& money)
{
    return QString::fromStdString(FormulaText::amount(money.amount()));
}

QString exact(const Money& money)
{
    return QString::fromStdString(money.toString());
}

void addOptions(CliOptions& options)
{
    ScenarioSource::addOptions(options);
    options.addPositional(QStringLiteral("FILE"),
                          QStringLiteral("A .fabrictco plan document (instead of --example)."),
                          QStringLiteral("[FILE]"));
    const ClusterField& nodes = ClusterFields::nodes();
    const ClusterField& years = ClusterFields::horizonYears();
    options.addValueOption(QStringLiteral("nodes"), QStringLiteral("N"),
                           QStringLiteral("Nodes in the first year, %1 to %2; a yearly schedule "
                                          "is scaled in proportion.")
                               .arg(nodes.minimum)
                               .arg(nodes.maximum));
    options.addValueOption(
        QStringLiteral("years"), QStringLiteral("Y"),
        QStringLiteral("Horizon in years, %1 to %2.").arg(years.minimum).arg(years.maximum));
    options.addValueOption(
        QStringLiteral("workload"), QStringLiteral("W"),
        QStringLiteral("llm-training, hpc, hft, storage, rendering or internet-backend."));
    options.addValueOption(QStringLiteral("team"), QStringLiteral("T"),
                           QStringLiteral("RDMA expertise of the team: none, some or strong."));
    options.addValueOption(QStringLiteral("currency"), QStringLiteral("CNY|USD"),
                           QStringLiteral("Currency of the results."));
    options.addValueOption(QStringLiteral("growth"), QStringLiteral("PCT"),
                           QStringLiteral("Annual node growth in percent, 0 to 1000."));
    options.addValueOption(QStringLiteral("discount-rate"), QStringLiteral("PCT"),
                           QStringLiteral("Annual discount rate in percent, 0 to 100."));
    options.addValueOption(
        QStringLiteral("gpu-hour-value"), QStringLiteral("X"),
        QStringLiteral("Value of a GPU-hour in the result currency, 0 to 10000."));
    options.addValueOption(QStringLiteral("rounding"), QStringLiteral("MODE"),
                           QStringLiteral("half-even (default) or half-up."));
    options.addFlag(QStringLiteral("breakdown"),
                    QStringLiteral("Also list every line item with its formula."));
    options.addFlag(QStringLiteral("json"),
                    QStringLiteral("Print one JSON object instead of tables."));
}

Decimal percent(const QString& text)
{
    return Decimal::parse(text.toStdString()).divide(Decimal(100), RoundingMode::HalfEven);
}

/// Applies the command-line overrides; returns whether any was given.
bool applyOptions(const CliOptions& options, Scenario& scenario)
{
    bool changed = false;
    if (const auto nodes =
            options.optionalInteger(QStringLiteral("nodes"), ClusterFields::nodes().minimum,
                                    ClusterFields::nodes().maximum)) {
        ClusterFields::setNodes(scenario, int(*nodes));
        changed = true;
    }
    if (const auto years =
            options.optionalInteger(QStringLiteral("years"), ClusterFields::horizonYears().minimum,
                                    ClusterFields::horizonYears().maximum)) {
        ClusterFields::setHorizon(scenario, int(*years));
        changed = true;
    }
    if (options.isSet(QStringLiteral("workload"))) {
        QStringList ids;
        for (Workload w : allWorkloads())
            ids << q(workloadId(w));
        scenario.workload =
            *workloadFromId(options.choice(QStringLiteral("workload"), ids, {}).toStdString());
        changed = true;
    }
    if (options.isSet(QStringLiteral("team"))) {
        QStringList ids;
        for (TeamExpertise t : allTeamExpertise())
            ids << q(teamExpertiseId(t));
        scenario.team =
            *teamExpertiseFromId(options.choice(QStringLiteral("team"), ids, {}).toStdString());
        changed = true;
    }
    if (options.isSet(QStringLiteral("currency"))) {
        const QString code = options.choice(QStringLiteral("currency"),
                                            {QStringLiteral("CNY"), QStringLiteral("USD")}, {});
        scenario.cluster.currency = Currency::fromCode(code.toStdString());
        changed = true;
    }
    if (options.isSet(QStringLiteral("rounding"))) {
        const QString mode =
            options.choice(QStringLiteral("rounding"),
                           {QStringLiteral("half-even"), QStringLiteral("half-up")}, {});
        scenario.cluster.rounding = *roundingModeFromId(mode.toStdString());
        changed = true;
    }
    if (const auto growth = options.optionalDecimal(QStringLiteral("growth"), QStringLiteral("0"),
                                                    QStringLiteral("1000"))) {
        scenario.overrides["growth.annual"] = ParameterValue{percent(*growth), std::nullopt};
        changed = true;
    }
    if (const auto rate = options.optionalDecimal(QStringLiteral("discount-rate"),
                                                  QStringLiteral("0"), QStringLiteral("100"))) {
        scenario.overrides["discount_rate"] = ParameterValue{percent(*rate), std::nullopt};
        changed = true;
    }
    if (const auto value = options.optionalDecimal(QStringLiteral("gpu-hour-value"),
                                                   QStringLiteral("0"), QStringLiteral("10000"))) {
        scenario.overrides["gpu_hour_value"] =
            ParameterValue{Decimal::parse(value->toStdString()), scenario.cluster.currency};
        changed = true;
    }
    return changed;
}

QJsonObject planJson(const PlanResult& plan)
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), QString::fromStdString(plan.planName));
    o.insert(QStringLiteral("fabric"), q(fabricId(plan.fabric)));
    QJsonArray years;
    for (const YearResult& year : plan.years) {
        QJsonObject y;
        y.insert(QStringLiteral("year"), year.year);
        y.insert(QStringLiteral("nodes"), year.nodes);
        y.insert(QStringLiteral("gpus"), qint64(year.gpus));
        // Expected job-stalling network incidents in the year (component failures, and RoCE
        // configuration incidents), as the incidents category prices them.
        y.insert(QStringLiteral("incident_count"),
                 QString::fromStdString(year.incidentCount.toString()));
        y.insert(QStringLiteral("tiers"), year.bom.tiers);
        for (CostCategory c : allCostCategories())
            y.insert(q(costCategoryId(c)), exact(year.nominal[c]));
        y.insert(QStringLiteral("total"), exact(year.nominal.total));
        QJsonObject discounted;
        for (CostCategory c : allCostCategories())
            discounted.insert(q(costCategoryId(c)), exact(year.discounted[c]));
        discounted.insert(QStringLiteral("total"), exact(year.discounted.total));
        y.insert(QStringLiteral("discounted"), discounted);
        y.insert(QStringLiteral("cumulative"), exact(year.cumulativeNominal));
        y.insert(QStringLiteral("cumulative_discounted"), exact(year.cumulativeDiscounted));
        years.append(y);
    }
    o.insert(QStringLiteral("years"), years);
    QJsonObject categories;
    for (CostCategory c : allCostCategories())
        categories.insert(q(costCategoryId(c)), exact(plan.total[c]));
    o.insert(QStringLiteral("categories"), categories);
    o.insert(QStringLiteral("total"), exact(plan.total.total));
    o.insert(QStringLiteral("npv"), exact(plan.npv));
    o.insert(QStringLiteral("cost_per_gpu_month"), exact(plan.costPerGpuMonth));
    return o;
}

QString toJson(const Scenario& scenario, const TcoResult& result,
               const std::vector<std::string>& leftOut)
{
    // Plans sit at the top level under their ids ("ib", "roce"); the scenario and the
    // differences under their own keys.
    QJsonObject root;
    QJsonObject meta;
    meta.insert(QStringLiteral("title"), QString::fromStdString(scenario.metadata.title));
    meta.insert(QStringLiteral("currency"), QString::fromStdString(result.currency.code()));
    meta.insert(QStringLiteral("horizon_years"), result.horizonYears);
    meta.insert(QStringLiteral("discount_rate"),
                QString::fromStdString(result.discountRate.toString()));
    meta.insert(QStringLiteral("rounding"), q(roundingModeId(result.rounding)));
    meta.insert(QStringLiteral("workload"), q(workloadId(scenario.workload)));
    meta.insert(QStringLiteral("team"), q(teamExpertiseId(scenario.team)));
    QJsonArray planIds;
    for (const PlanResult& plan : result.plans) {
        root.insert(QString::fromStdString(plan.planId), planJson(plan));
        planIds.append(QString::fromStdString(plan.planId));
    }
    meta.insert(QStringLiteral("plans"), planIds);
    // The document's plans that cannot be built for the cluster, without figures (the note on
    // standard error says why): a script sees that they are missing, not only that they are.
    QJsonArray leftOutIds;
    for (const std::string& id : leftOut)
        leftOutIds.append(QString::fromStdString(id));
    meta.insert(QStringLiteral("plans_left_out"), leftOutIds);
    root.insert(QStringLiteral("scenario"), meta);
    QJsonObject differences;
    for (const PlanDifference& d : result.differences) {
        if (d.planId == d.baselinePlanId)
            continue;
        QJsonObject o;
        o.insert(QStringLiteral("baseline"), QString::fromStdString(d.baselinePlanId));
        o.insert(QStringLiteral("total"), exact(d.total.total));
        o.insert(QStringLiteral("npv"), exact(d.npv));
        differences.insert(QString::fromStdString(d.planId), o);
    }
    root.insert(QStringLiteral("differences"), differences);
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

QString row(const QStringList& cells, const QList<int>& widths)
{
    QString line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += QStringLiteral("  ");
        line += i == 0 ? cells[i].leftJustified(widths[i]) : cells[i].rightJustified(widths[i]);
    }
    return line.trimmed() + QLatin1Char('\n');
}

QString toTable(const Scenario& scenario, const TcoResult& result, const Catalog& catalog,
                bool breakdown)
{
    QString out;
    const QString currency = QString::fromStdString(result.currency.code());
    out +=
        QStringLiteral(
            "%1\nWorkload %2, team %3; %4 years; amounts in %5; discount rate %6 %; rounding %7\n")
            // One arg() call: the title may hold "%4".
            .arg(PlainText::forTerminalLine(QString::fromStdString(scenario.metadata.title)),
                 q(workloadId(scenario.workload)), q(teamExpertiseId(scenario.team)),
                 QString::number(result.horizonYears), currency,
                 QString::fromStdString(result.discountRate.times(100).toString()),
                 q(roundingModeId(result.rounding)));
    out += ScenarioSource::organisationCatalogLine(catalog);
    QStringList header{QStringLiteral("year"), QStringLiteral("nodes")};
    for (CostCategory c : allCostCategories())
        header << q(costCategoryId(c));
    header << QStringLiteral("total") << QStringLiteral("discounted");
    for (const PlanResult& plan : result.plans) {
        std::vector<QStringList> rows{header};
        for (const YearResult& year : plan.years) {
            QStringList cells{QString::number(year.year), QString::number(year.nodes)};
            for (CostCategory c : allCostCategories())
                cells << amount(year.nominal[c]);
            cells << amount(year.nominal.total) << amount(year.discounted.total);
            rows.push_back(cells);
        }
        QStringList totals{QStringLiteral("total"), QString()};
        for (CostCategory c : allCostCategories())
            totals << amount(plan.total[c]);
        totals << amount(plan.total.total) << amount(plan.npv);
        rows.push_back(totals);
        QList<int> widths(header.size(), 0);
        for (const QStringList& r : rows) {
            for (qsizetype i = 0; i < r.size(); ++i)
                widths[i] = std::max(widths[i], int(r[i].size()));
        }
        out += QStringLiteral("\n%1 (%2)\n")
                   .arg(PlainText::forTerminalLine(QString::fromStdString(plan.planName)),
                        QString::fromStdString(plan.planId));
        for (const QStringList& r : rows)
            out += row(r, widths);
        out += QStringLiteral(
                   "Horizon total %1 %2; NPV %3 %2; undiscounted cost per GPU-month %4 %2\n")
                   .arg(amount(plan.total.total), currency, amount(plan.npv),
                        amount(plan.costPerGpuMonth));
        if (breakdown) {
            for (const YearResult& year : plan.years) {
                out += QStringLiteral("  Year %1\n").arg(year.year);
                for (const LineItem& item : year.items) {
                    out += QStringLiteral("    %1  %2 %3 = %4\n")
                               .arg(q(costCategoryId(item.category)).leftJustified(14),
                                    QString::fromStdString(item.label()),
                                    QStringLiteral("[") + QString::fromStdString(item.formulaText()) +
                                        QStringLiteral("]"),
                                    amount(item.amount));
                }
            }
        }
    }
    for (const PlanDifference& d : result.differences) {
        if (d.planId == d.baselinePlanId)
            continue;
        out += QStringLiteral("\n%1 minus %2: horizon total %3 %4, NPV %5 %4\n")
                   .arg(QString::fromStdString(d.planId), QString::fromStdString(d.baselinePlanId),
                        amount(d.total.total), currency, amount(d.npv));
    }
    return out;
}

int run(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("tco"),
        QStringLiteral("Year-by-year total cost of ownership of each plan of a scenario."));
    addOptions(options);
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const ScenarioSource::Loaded loaded = ScenarioSource::load(options);
    Scenario scenario = loaded.content.scenario;
    const bool changed = applyOptions(options, scenario);
    if (const auto problems = ScenarioValidator::validate(scenario); !problems.empty())
        throw UsageError(ScenarioValidator::describe(problems));
    const Catalog catalog = ScenarioSource::catalogFor(loaded.content);
    PricedPlans priced;
    try {
        priced = priceBuildablePlans(scenario, catalog, streams.err);
    } catch (const DataError& e) {
        // With options given, the options made the scenario impossible (e.g. too many nodes).
        if (changed)
            throw UsageError(e.what());
        throw;
    }
    const Scenario& pricedScenario = priced.scenario;
    const TcoResult& result = priced.tco;
    const QString text =
        options.isSet(QStringLiteral("json"))
            ? toJson(pricedScenario, result, priced.leftOut)
            : toTable(pricedScenario, result, catalog, options.isSet(QStringLiteral("breakdown")));
    streams.out << text;
    return kExitSuccess;
}

} // namespace

Command tcoCommand()
{
    return {QStringLiteral("tco"),
            QStringLiteral("Total cost of ownership of each plan, year by year"), run};
}

} // namespace fabrictco::cli
