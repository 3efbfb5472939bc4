// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportInputSections.h"

#include "core/model/FigureAge.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/ProductKeys.h"
#include "core/model/ProductSelection.h"
#include "core/model/QuoteValidity.h"
#include "core/tco/ExpectedValues.h"
#include "presentation/BomLines.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EnumText.h"
#include "presentation/ParameterSourceText.h"
#include "presentation/ParameterText.h"
#include "presentation/ProductText.h"
#include "presentation/QuoteText.h"
#include "report/HtmlTable.h"
#include "report/PlanColumns.h"
#include "report/ReportStyle.h"

#include <algorithm>
#include <optional>

namespace fabrictco {

namespace {

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

QString ReportInputSections::planName(const PlanSpec& plan) const
{
    return plan.name.empty() ? q(plan.id) : q(plan.name);
}

QString ReportInputSections::scenarioInputs() const
{
    const Scenario& scenario = m_data.scenario;
    QString html = ReportStyle::sectionHeading(tr("The scenario"));
    HtmlTable cluster({tr("Input"), tr("Value")}, {HtmlTable::Left, HtmlTable::Left}, {40, 60});
    cluster.addRow(
        {tr("Workload (question 1: jitter sensitivity)"), EnumText::workload(scenario.workload)});
    cluster.addRow({tr("Team (question 2: a \"network doctor\"?)"), EnumText::team(scenario.team)});
    cluster.addRow(
        {tr("Compute nodes in year 1 (question 3: scale)"), m_text.count(scenario.cluster.nodes)});
    cluster.addRow({tr("GPUs per node"), m_text.count(scenario.cluster.gpusPerNode)});
    cluster.addRow({tr("Horizon"), tr("%n year(s)", nullptr, scenario.cluster.horizonYears)});
    cluster.addRow({tr("Currency"), q(scenario.cluster.currency.code())});
    cluster.addRow({tr("Rounding"), EnumText::rounding(scenario.cluster.rounding)});
    html += cluster.html();

    QStringList planNames;
    for (const ReportPlan& plan : m_data.plans)
        planNames << planName(plan.spec);
    // The design holds counts and names, no amounts: the currency stays out of its header.
    QVector<HtmlTable::Align> align(planNames.size() + 1, HtmlTable::Right);
    align[0] = HtmlTable::Left;
    HtmlTable plans(QStringList{tr("Plan design")} + planNames, align,
                    PlanColumns::widths(std::size_t(planNames.size())));
    auto row = [&](const QString& label, auto value) {
        QStringList cells{label};
        for (const ReportPlan& plan : m_data.plans)
            cells << value(plan.spec.design);
        plans.addRow(cells);
    };
    row(tr("Fabric"), [](const FabricDesign& d) { return EnumText::fabric(d.fabric); });
    // The products the plan picked: they set its radix, speed, optics and default prices.
    for (ProductClass productClass : kAllProductClasses) {
        QStringList cells{ProductText::className(productClass)};
        for (const ReportPlan& plan : m_data.plans) {
            const std::string& id = plan.spec.products.id(productClass);
            const Product* product = id.empty() ? nullptr : m_data.catalog.findProduct(id);
            cells << (id.empty() ? ProductText::custom()
                      : product  ? ProductText::name(*product)
                                 : q(id));
        }
        plans.addRow(cells);
    }
    row(tr("Rails (NIC ports) per node"),
        [this](const FabricDesign& d) { return m_text.count(d.railsPerNode); });
    row(tr("Link speed (Gb/s)"),
        [this](const FabricDesign& d) { return m_text.count(d.linkSpeedGbps); });
    row(tr("Switch radix (ports)"),
        [this](const FabricDesign& d) { return m_text.count(d.switchRadix); });
    row(tr("Leaf oversubscription (r:1)"),
        [this](const FabricDesign& d) { return m_text.decimal(d.oversubscription); });
    row(tr("Spares (%)"),
        [this](const FabricDesign& d) { return m_text.decimal(d.sparesPercent); });
    // Which cable each hop gets: the cheapest kind whose reach covers the hop's length.
    const QString slash = QStringLiteral(" / ");
    row(tr("Cable reach DAC / AEC / AOC (m)"), [&](const FabricDesign& d) {
        return m_text.decimal(d.copperMaxMeters) + slash + m_text.decimal(d.aecMaxMeters) + slash +
               m_text.decimal(d.aocMaxMeters);
    });
    row(tr("Link length node–leaf / leaf–spine / spine–core (m)"), [&](const FabricDesign& d) {
        return m_text.decimal(d.nodeLeafMeters) + slash + m_text.decimal(d.leafSpineMeters) +
               slash + m_text.decimal(d.spineCoreMeters);
    });
    html += plans.html();
    if (!scenario.metadata.notes.empty())
        html += ReportStyle::paragraph(q(scenario.metadata.notes));
    return html;
}

QString ReportInputSections::billOfMaterials() const
{
    QString html = ReportStyle::sectionHeading(tr("Appendix A: bill of materials per year")) +
                   ReportStyle::paragraph(CjkSpacing::sentences(
                       {tr("Each plan's fabric sized for the cluster of each year by the "
                           "bill-of-materials engine (leaf-spine or fat-tree arithmetic, rounded "
                           "up to whole switches)."),
                        BomLines::sparesIncluded()}));
    for (const ReportPlan& plan : m_data.plans) {
        QStringList headers{planName(plan.spec)};
        QVector<HtmlTable::Align> align{HtmlTable::Left};
        for (const YearResult& year : plan.tco.years) {
            headers << tr("Year %1").arg(year.year);
            align << HtmlTable::Right;
        }
        HtmlTable table(headers, align);
        for (const BomLines::Line line : BomLines::all()) {
            const auto count = [line](const YearResult& y) {
                return BomLines::count(line, y.bom);
            };
            // A cable kind the plan never uses is left out (most fabrics have no AEC or AOC).
            if (BomLines::hiddenWhenZero(line) &&
                std::all_of(plan.tco.years.begin(), plan.tco.years.end(),
                            [&](const YearResult& y) { return count(y) == 0; }))
                continue;
            QStringList cells{BomLines::label(line)};
            for (const YearResult& year : plan.tco.years)
                cells << m_text.count(count(year));
            table.addRow(cells, BomLines::isTotal(line));
        }
        html += table.html();
    }
    return html;
}

QString ReportInputSections::parameterValue(const ResolvedParameter& parameter) const
{
    // A money figure keeps the currency it was given in (a USD catalog price in a CNY
    // scenario); the unit's words ("USD per switch") come with it. The value is the one the
    // tables price, a range's mean (issue 35), shown as the window's field shows it: a quote or
    // a typed value to its last digit, a computed mean rounded with "≈" ("≈3,966.67", not
    // "3,966.666666667": issue 39).
    return ParameterText::pricedValueText(parameter, m_data.scenario.cluster.currency,
                                          m_text.locale());
}

QString ReportInputSections::assumptions() const
{
    // A table per part (shared, then each plan), each opening with the part's title: a page of
    // the PDF is laid out with its whole table, so one table of every part was laid out again
    // for each of its pages (issue 42).
    const auto newTable = [] {
        HtmlTable table(
            {tr("Parameter"), tr("Value"), tr("Source"), tr("Date"), tr("Kind")},
            {HtmlTable::Left, HtmlTable::Right, HtmlTable::Left, HtmlTable::Left, HtmlTable::Left},
            {27, 17, 32, 10, 14});
        table.setFontSize(7.5);
        table.setNoWrap({3, 4}); // "2026-11", "estimate": a word broken in two reads as two
        return table;
    };
    HtmlTable table = newTable();
    QString tables;
    // Whether `key` (a 0/1 switch such as "sharp") is on for `plan`, or for any plan.
    const auto switchedOn = [this](std::string_view key, const ReportPlan* plan) {
        const auto on = [key](const ReportPlan& p) {
            const auto found = p.parameters.all().find(std::string(key));
            return found != p.parameters.all().end() && !found->second.value.value.isZero();
        };
        return plan ? on(*plan) : std::any_of(m_data.plans.begin(), m_data.plans.end(), on);
    };

    int toCheck = 0; // catalog figures over 18 months old or dated later, every part counted
    bool negotiated = false; // a price from the organisation's catalog marked "quote"
    auto addRows = [&](const ReportPlan& plan, bool scenarioScope) {
        // Figures over 18 months old on the report's date first, flagged: the ones to check
        // before signing (issue 41); otherwise in the parameters' order.
        struct Row
        {
            const std::string* key;
            const ResolvedParameter* parameter;
            ParameterSourceText::Described described; // worked out once, for the order and the row
        };
        std::vector<Row> rows;
        for (const auto& [key, parameter] : plan.parameters.all()) {
            // An InfiniBand plan's part does not list RoCE's tuning losses, nor the reverse, nor
            // SHARP's licence with SHARP off: the plan's cost never reads them. A shared input
            // of SHARP is listed when some plan has it on.
            const std::optional<Fabric> only = ParameterRegistry::onlyForFabric(key);
            if (!scenarioScope && only && *only != plan.spec.fabric())
                continue;
            if (const std::string_view needs = ParameterRegistry::onlyWithSwitch(key);
                !needs.empty() && !switchedOn(needs, scenarioScope ? nullptr : &plan))
                continue;
            // A fabric element's price and watts: only for a scheduled fabric's plan.
            if (!scenarioScope && ProductKeys::classFor(key) == ProductClass::FabricElement &&
                !ProductSelection::hasFabricElements(plan.spec, m_data.catalog))
                continue;
            if ((parameter.spec->scope == ParameterScope::Scenario) == scenarioScope)
                rows.push_back(
                    {&key, &parameter,
                     ParameterSourceText::describe(parameter, m_data.scenario, plan.spec,
                                                   m_data.catalog, m_data.options.date)});
        }
        const auto fresh = std::stable_partition(
            rows.begin(), rows.end(), [](const Row& row) { return row.described.needsCheck; });
        toCheck += int(std::distance(rows.begin(), fresh));
        for (const Row& row : rows) {
            const std::string& key = *row.key;
            const ResolvedParameter& parameter = *row.parameter;
            const ParameterSourceText::Described& described = row.described;
            // How far to trust a sourced figure; where the value came from otherwise.
            const bool isPrice = parameter.spec->kind == ParameterKind::Money;
            negotiated = negotiated || (described.organisation && isPrice &&
                                        described.confidence == Confidence::Quote);
            const QString kind =
                described.confidence
                    ? EnumText::confidence(*described.confidence, described.layer(), isPrice)
                    : EnumText::valueSource(parameter.source);
            // The parameter's name and meaning in the report's language; the key stays as a
            // small reference for looking it up in the catalog, the CLI and core/MODEL.md.
            // Whether the figure is firm or a range, and which value of it is priced.
            const QString pricing = ParameterText::pricingText(parameter, m_text.locale(),
                                                               ParameterText::Reader::Report);
            // An old price says so in its date, as the window's catalog tab does.
            const QString date = described.needsCheck
                                     //: The date cell of a catalog price over 18 months old:
                                     //: "2024: check".
                                     ? tr("%1: check").arg(described.date)
                                     : described.date;
            table.addRow({ParameterText::label(*parameter.spec), parameterValue(parameter),
                          described.text, date, kind},
                         ParameterText::description(*parameter.spec) +
                             (pricing.isEmpty() ? QString() : QLatin1Char(' ') + pricing),
                         q(key));
        }
    };
    if (!m_data.plans.empty()) {
        table.addSection(tr("Shared by every plan"));
        addRows(m_data.plans.front(), true);
        tables += table.html();
    }
    for (const ReportPlan& plan : m_data.plans) {
        table = newTable();
        table.addSection(planName(plan.spec));
        addRows(plan, false);
        tables += table.html();
    }
    return ReportStyle::sectionHeading(tr("Appendix B: assumptions and sources")) +
           ReportStyle::paragraph(
               tr("Every price and parameter the model used, with where it comes from. "
                  "Figures marked \"%1\" are weakly sourced and should be replaced "
                  "with vendor quotes; figures marked \"%2\" come from a vendor's "
                  "quote in this scenario. Catalog figures dated more than %3 months "
                  "before this report, or after it (a mistyped date or a wrong clock), "
                  "say \"check\" and come first in each part.")
                   .arg(EnumText::confidence(Confidence::Estimate),
                        EnumText::valueSource(ValueSource::Quote))
                   .arg(FigureAge::kCheckAfterMonths)) +
           (negotiated
                ? ReportStyle::paragraph(
                      tr("Prices marked \"%1\" are the ones your organisation "
                         "negotiated, from its catalog file.")
                          .arg(EnumText::confidence(Confidence::Quote, CatalogLayer::Organisation)))
                : QString()) +
           (toCheck == 0
                ? QString()
                // Any catalog figure: a salary or a rate as well as a price.
                : ReportStyle::paragraph(tr("%n catalog figure(s) in this report marked \"check\": "
                                            "confirm each before signing (prices with the vendor, "
                                            "other figures with their source).",
                                            nullptr, toCheck))) +
           // "Article: ..." was never identified here (found by a stranger).
           ReportStyle::paragraph(
               tr("A source that begins \"Article\" is the article this comparison is "
                  "built on, named in Appendix C: methodology.")) +
           tables + quotes();
}

QString ReportInputSections::quotes() const
{
    const Scenario& scenario = m_data.scenario;
    if (scenario.quotes.empty())
        return {};
    HtmlTable table({tr("Item"), tr("For"), tr("Vendor"), tr("Unit price"), tr("Quoted"),
                     tr("Valid until"), tr("Status"), tr("Used by")},
                    {HtmlTable::Left, HtmlTable::Left, HtmlTable::Left, HtmlTable::Right,
                     HtmlTable::Left, HtmlTable::Left, HtmlTable::Left, HtmlTable::Left},
                    {15, 12, 14, 14, 10, 10, 9, 16});
    table.setFontSize(7.5);
    table.setNoWrap({3, 4, 5});
    // The quotes that set a price first, then the others as far as a few pages go: a document
    // may hold 10,000 quotes, and laying out all of them took minutes. The spreadsheet and
    // `fabrictco-cli show` list every one.
    constexpr std::size_t kMostListed = 60;
    const auto uses = QuoteUsage::of(scenario);
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < scenario.quotes.size(); ++i)
        if (!uses[i].empty())
            order.push_back(i);
    for (std::size_t i = 0; i < scenario.quotes.size() && order.size() < kMostListed; ++i)
        if (uses[i].empty())
            order.push_back(i);
    for (const std::size_t i : order) {
        const Quote& quote = scenario.quotes[i];
        const QuoteStatus status = QuoteValidity::status(quote, m_data.options.date);
        table.addRow({QuoteText::item(quote, &m_data.catalog), QuoteText::scope(quote, scenario),
                      QString::fromStdString(quote.vendor), m_text.money(quote.unitPrice),
                      QString::fromStdString(quote.quoteDate),
                      QString::fromStdString(quote.validUntil), EnumText::quoteStatus(status),
                      QuoteText::usage(i, scenario, uses)});
    }
    const std::size_t left = scenario.quotes.size() - order.size();
    QString html =
        ReportStyle::subsectionHeading(tr("Vendor quotes"), true) +
        ReportStyle::paragraph(tr("The quotes in this comparison, with their validity on the "
                                  "report's date (%1). A quote ending within %2 days is expiring: "
                                  "ask the vendor again before ordering.")
                                   .arg(m_text.date(m_data.options.date),
                                        QString::number(QuoteValidity::kExpiringDays))) +
        table.html();
    if (left > 0)
        html += ReportStyle::paragraph(
            tr("%n more quote(s), none of which sets a price, are not listed here; "
               "the spreadsheet export lists every quote.",
               nullptr, int(left)));
    return html;
}

QString ReportInputSections::methodology() const
{
    QString html = ReportStyle::sectionHeading(tr("Appendix C: methodology"));
    html += ReportStyle::paragraph(
        tr("The total cost of ownership (TCO) of each plan is computed year by "
           "year over the horizon, in seven categories:"));
    html += QStringLiteral("<ol>");
    const QStringList items{
        tr("Hardware: NICs, switches per tier, cables, transceivers, spares and installation; "
           "expansion purchases as the cluster grows (with re-cabling when growth forces a third "
           "tier), refresh at end of life, and residual value at the end of the horizon."),
        tr("Licences and support: fabric management (UFM class) for InfiniBand, switch "
           "operating system licences for Ethernet, and vendor support as a share of hardware."),
        tr("Power and cooling: device watts × PUE × electricity price × hours."),
        tr("Staff expertise: engineers needed to run the fabric, growing faster than linearly "
           "with scale and falling with the team's expertise; hiring premium, training and "
           "external tuning help (PFC, ECN, DCQCN)."),
        tr("Jitter and congestion: the value of the capacity in use (GPU-hours, or node-years "
           "of trading or storage throughput for HFT and storage) × the workload's jitter "
           "sensitivity × the fabric's efficiency loss. The loss grows with the size of the "
           "collective (stragglers) and, on traffic that leaves a leaf, with oversubscription, "
           "ECMP hashing without adaptive routing and extra tiers; SHARP removes part of it; "
           "RoCE's loss falls as tuning matures."),
        tr("Network incidents: expected failures and, for RoCE, configuration incidents (PFC "
           "storms, deadlocks, threshold mismatches), each stalling jobs for the repair time "
           "plus the checkpoint rollback."),
        tr("Re-architecture risk: the probability that a plan is torn out and rebuilt, times "
           "its cost."),
    };
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    html += QStringLiteral("</ol>");
    html += ReportStyle::paragraph(
        tr("Amounts are exact decimals: every line item is computed exactly and "
           "rounded once to the cent; category, year and horizon totals are sums "
           "of the rounded lines, so the tables add up exactly. Later years are "
           "discounted at the scenario's discount rate to give the net present "
           "value (NPV)."));
    html += ReportStyle::paragraph(
        tr("Expected costs: every uncertain input is priced at its mean, (low + "
           "most likely + high) / 3 for a triangular range and (low + 4 x most "
           "likely + high) / 6 for PERT. The cost model is a sum of products of "
           "independent inputs, so each table shows the expected cost exactly, and "
           "the recommendation's margin is the difference in the tables."));
    html += ReportStyle::paragraph(
        tr("Risk: every uncertain input carries a low / most likely / high range "
           "(triangular or PERT). The Monte Carlo analysis draws all inputs "
           "together, with the same draws for both plans where they share an "
           "input, and reports the distribution of each plan's NPV: P5, P50, P95 "
           "and CVaR95 (the mean of the worst 5 % of trials), and the probability "
           "that each plan is the cheaper. The sweep repeats this for cluster "
           "sizes on a logarithmic scale and finds the break-even node counts; "
           "the tornado moves one input at a time from its low to its high."));
    // Named for a reader who has neither the article nor the source tree (found by a stranger:
    // "the article" was never identified, and core/MODEL.md is a path in the source).
    html += ReportStyle::paragraph(
        tr("The recommendation follows the three questions of the article it is "
           "built on, \"Choosing InfiniBand or RoCE? Understand these three "
           "points\" (选InfiniBand还是RoCE？搞懂这三点，别让高速网络拖垮你的AI算力): "
           "how sensitive the workload is to jitter, whether the team has a "
           "\"network doctor\" for RoCE, and how large the cluster is and how fast "
           "it grows. The full model, with every formula, input and default, is "
           "documented in MODEL.md, installed with FabricTCO in its documentation "
           "folder (share/doc/fabrictco)."));
    return html;
}

} // namespace fabrictco
