// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli bom`: the network bill of materials for one fabric, as a table or JSON.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ProductLines.h"
#include "app/cli/ScenarioSource.h"
#include "core/bom/BomCalculator.h"
#include "core/bom/DesignFieldRegistry.h"
#include "core/bom/SwitchClasses.h"
#include "core/bom/SwitchClasses.h"
#include "core/model/ProductSelection.h"
#include "core/model/Scenario.h"
#include "presentation/BomLines.h"
#include "presentation/CableReachText.h"
#include "presentation/PlainText.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace fabrictco::cli {

namespace {

/// The command-line option for the FabricDesign member a BomError names.
QString optionFor(const std::string& field)
{
    const DesignField* spec = DesignFieldRegistry::byKey(field);
    return QString::fromStdString(spec ? spec->option : field);
}

/// The user typed an option, not a FabricDesign member: the message names the option.
UsageError usageErrorFrom(const BomError& error)
{
    const QString detail = QString::fromStdString(error.detail());
    const QString option = QStringLiteral("--") + optionFor(error.field());
    const QString line = detail.startsWith(QStringLiteral("must "))
                             ? option + QLatin1Char(' ') + detail
                             : option + QStringLiteral(": ") + detail;
    return UsageError(line.toStdString());
}

void addOptions(CliOptions& options)
{
    options.addValueOption(QStringLiteral("fabric"), QStringLiteral("ib|roce"),
                           QStringLiteral("Fabric family (required)."));
    for (const DesignField& f : DesignFieldRegistry::all()) {
        const QString name = QString::fromStdString(f.option);
        const QString description = QString::fromStdString(f.description);
        if (f.kind == DesignFieldKind::Boolean) {
            options.addFlag(name, description + QLatin1Char('.'));
            continue;
        }
        const QString required =
            f.key == "nodes" ? QStringLiteral(", required")
                             : QStringLiteral(", default %1")
                                   .arg(QString::fromStdString(f.defaultValue().toString()));
        options.addValueOption(
            name, QStringLiteral("VALUE"),
            QStringLiteral("%1: %2%3.")
                .arg(description, QString::fromStdString(f.rangeText()), required));
    }
    ScenarioSource::addOptions(options);
    options.addPositional(QStringLiteral("FILE"),
                          QStringLiteral("A .fabrictco document: the BOM of each of its plans "
                                         "(instead of --fabric/--nodes)."),
                          QStringLiteral("[FILE]"));
    options.addValueOption(QStringLiteral("plan"), QStringLiteral("ID"),
                           QStringLiteral("With a document or --example: only this plan."));
    options.addFlag(QStringLiteral("json"),
                    QStringLiteral("Print one JSON object instead of a table."));
}

FabricDesign designFrom(const CliOptions& options)
{
    FabricDesign design;
    const auto fabricText = options.value(QStringLiteral("fabric"));
    if (!fabricText)
        throw UsageError("--fabric is required: one of ib, roce");
    const QString fabric = options.choice(QStringLiteral("fabric"),
                                          {QStringLiteral("ib"), QStringLiteral("roce")}, {});
    design.fabric = *fabricFromId(fabric.toStdString());
    const DesignField& nodes = *DesignFieldRegistry::byKey("nodes");
    if (!options.isSet(QStringLiteral("nodes")))
        throw UsageError("--nodes is required: " + nodes.rangeText());
    for (const DesignField& f : DesignFieldRegistry::all()) {
        const QString name = QString::fromStdString(f.option);
        if (f.kind == DesignFieldKind::Boolean) {
            if (options.isSet(name))
                f.set(design, Decimal(f.flagValue ? 1 : 0));
            continue;
        }
        const auto text = options.value(name);
        if (!text)
            continue;
        const std::string typed = text->trimmed().toStdString();
        if (const auto problem = f.textProblem(typed))
            throw UsageError("--" + f.option + " " + *problem);
        const auto value = f.parse(typed);
        f.set(design, *value);
    }
    return design;
}

QJsonObject linksJson(const LinkCounts& links)
{
    return {{QStringLiteral("node_leaf"), qint64(links.nodeLeaf)},
            {QStringLiteral("leaf_spine"), qint64(links.leafSpine)},
            {QStringLiteral("spine_core"), qint64(links.spineCore)},
            {QStringLiteral("total"), qint64(links.total())}};
}

QString toJson(const Bom& bom)
{
    const FabricDesign& d = bom.design;
    QJsonObject root;
    root[QStringLiteral("fabric")] = QString::fromUtf8(fabricId(d.fabric).data());
    root[QStringLiteral("nodes")] = d.nodes;
    root[QStringLiteral("rails")] = d.railsPerNode;
    root[QStringLiteral("radix")] = d.switchRadix;
    root[QStringLiteral("link_speed_gbps")] = d.linkSpeedGbps;
    // Exact decimals travel as strings so no reader turns 2.5 into a binary approximation.
    root[QStringLiteral("oversubscription")] =
        QString::fromStdString(d.oversubscription.toString());
    root[QStringLiteral("spares_percent")] = QString::fromStdString(d.sparesPercent.toString());
    root[QStringLiteral("extra_endpoints")] = d.extraEndpoints;
    root[QStringLiteral("tiers")] = bom.tiers;
    root[QStringLiteral("endpoints")] = qint64(bom.endpoints);
    root[QStringLiteral("max_endpoints")] = qint64(bom.maxEndpoints);
    root[QStringLiteral("headroom_endpoints")] = qint64(bom.headroomEndpoints);
    root[QStringLiteral("installed_endpoint_ports")] = qint64(bom.installedEndpointPorts);
    root[QStringLiteral("leaf_downlinks")] = qint64(bom.leafDownlinks);
    root[QStringLiteral("leaf_uplinks")] = qint64(bom.leafUplinks);
    root[QStringLiteral("scalable_units")] = qint64(bom.scalableUnits);
    root[QStringLiteral("leaves_per_scalable_unit")] = qint64(bom.leavesPerScalableUnit);
    root[QStringLiteral("pods")] = qint64(bom.pods);
    // A scheduled fabric's second tier is its fabric elements, counted apart from spines.
    const bool scheduled = d.scheduled.isScheduled();
    QJsonObject switches{{QStringLiteral("leaf"), qint64(bom.switches.leaf)},
                         {QStringLiteral("spine"), qint64(SwitchClasses::spines(bom))},
                         {QStringLiteral("core"), qint64(bom.switches.core)},
                         {QStringLiteral("total"), qint64(bom.switches.total())}};
    if (scheduled)
        switches[QStringLiteral("fabric_elements")] = qint64(SwitchClasses::fabricElements(bom));
    root[QStringLiteral("switches")] = switches;
    root[QStringLiteral("links")] = linksJson(bom.links);
    root[QStringLiteral("optical_links")] = linksJson(bom.opticalLinks);
    root[QStringLiteral("cables")] =
        qint64(bom.copperCables + bom.aecCables + bom.aocCables + bom.opticalCables);
    root[QStringLiteral("copper_cables")] = qint64(bom.copperCables);
    root[QStringLiteral("aec_cables")] = qint64(bom.aecCables);
    root[QStringLiteral("aoc_cables")] = qint64(bom.aocCables);
    root[QStringLiteral("optical_cables")] = qint64(bom.opticalCables);
    root[QStringLiteral("transceivers")] = qint64(bom.transceivers);
    root[QStringLiteral("transceivers_nic_side")] = qint64(bom.nicTransceivers);
    root[QStringLiteral("transceivers_switch_side")] = qint64(bom.switchTransceivers);
    root[QStringLiteral("nics")] = qint64(bom.nics);
    // A scheduled fabric's spare elements are a class of their own, beside the spare switches.
    QJsonObject spares{{QStringLiteral("switches"), qint64(SwitchClasses::spareSwitches(bom))},
                       {QStringLiteral("nics"), qint64(bom.spares.nics)},
                       {QStringLiteral("copper_cables"), qint64(bom.spares.copperCables)},
                       {QStringLiteral("aec_cables"), qint64(bom.spares.aecCables)},
                       {QStringLiteral("aoc_cables"), qint64(bom.spares.aocCables)},
                       {QStringLiteral("optical_cables"), qint64(bom.spares.opticalCables)},
                       {QStringLiteral("transceivers"), qint64(bom.spares.transceivers)}};
    if (scheduled)
        spares[QStringLiteral("fabric_elements")] = qint64(bom.spares.fabricElements);
    root[QStringLiteral("spares")] = spares;
    root[QStringLiteral("totals_with_spares")] =
        QJsonObject{{QStringLiteral("switches"), qint64(bom.totalSwitches())},
                    {QStringLiteral("nics"), qint64(bom.totalNics())},
                    {QStringLiteral("cables"), qint64(bom.totalCables())},
                    {QStringLiteral("transceivers"), qint64(bom.totalTransceivers())}};
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

QString topologyName(const Bom& bom)
{
    switch (bom.tiers) {
    case 1:
        return QStringLiteral("1 tier (single switch)");
    case 2:
        return bom.design.scheduled.isScheduled()
                   ? QStringLiteral("2 tiers (scheduled: leaves and fabric elements)")
                   : QStringLiteral("2 tiers (leaf-spine)");
    default:
        return QStringLiteral("3 tiers (fat-tree of pods)");
    }
}

/// The label column: as wide as the longest label ("Endpoints (NIC ports and appliances)").
constexpr int kLabelWidth = 38;

/// One table row: label left, numbers right-aligned in fixed columns.
QString row(const QString& label, const QStringList& cells)
{
    QString line = label.leftJustified(kLabelWidth);
    for (const QString& cell : cells)
        line += cell.rightJustified(12);
    return line + QLatin1Char('\n');
}

QString n(std::int64_t value)
{
    return QString::number(value);
}

QString toTable(const Bom& bom)
{
    const FabricDesign& d = bom.design;
    const QString fabric = QString::fromLatin1(fabricName(d.fabric));
    QString text;
    text += QStringLiteral("%1 fabric: %2 nodes x %3 rails, %4-port switches at %5G, %6:1 leaf "
                           "oversubscription\n\n")
                .arg(fabric)
                .arg(d.nodes)
                .arg(d.railsPerNode)
                .arg(d.switchRadix)
                .arg(d.linkSpeedGbps)
                .arg(QString::fromStdString(d.oversubscription.toString()));
    text += QStringLiteral("Topology").leftJustified(kLabelWidth) + topologyName(bom) +
            QLatin1Char('\n');
    if (bom.tiers > 1)
        text +=
            row(QStringLiteral("Leaf ports down / up"), {n(bom.leafDownlinks), n(bom.leafUplinks)});
    if (bom.scalableUnits > 0)
        text += row(QStringLiteral("Scalable units (leaves each)"),
                    {n(bom.scalableUnits), n(bom.leavesPerScalableUnit)});
    if (bom.pods > 0)
        text += row(QStringLiteral("Pods"), {n(bom.pods)});

    // The lines and labels of the window's, the report's and the spreadsheet's bill of
    // materials: the topology's first (the design line above names the nodes, the topology line
    // the tiers), then the items bought, split into installed, spares and total.
    for (const BomLines::Line line : BomLines::all())
        if (!BomLines::equipmentOf(line) && line != BomLines::Line::Nodes &&
            line != BomLines::Line::Tiers)
            text += row(BomLines::label(line), {n(BomLines::count(line, bom))});
    text += QLatin1Char('\n') +
            row(QStringLiteral("Item"),
                {QStringLiteral("Installed"), QStringLiteral("Spares"), QStringLiteral("Total")});
    for (const BomLines::Line line : BomLines::all()) {
        if (!BomLines::equipmentOf(line))
            continue;
        // Only a scheduled fabric has fabric elements; the other fabrics' tables stay as they were.
        if ((line == BomLines::lineOf(Equipment::FabricElements) ||
             line == BomLines::lineOf(Equipment::SpareFabricElements)) &&
            !d.scheduled.isScheduled())
            continue;
        const QString count = n(BomLines::count(line, bom));
        if (const std::optional<BomLines::Split> split = BomLines::split(line, bom))
            text += row(BomLines::label(line), {n(split->installed), n(split->spares), count});
        else if (line == BomLines::lineOf(Equipment::SpareSwitches) ||
                 line == BomLines::lineOf(Equipment::SpareFabricElements))
            text += row(BomLines::label(line), {QString(), count});
        else
            text += row(BomLines::label(line), {count});
    }
    text += row(QStringLiteral("  at node/appliance end"), {n(bom.nicTransceivers)});
    text += row(QStringLiteral("  in switch cages"), {n(bom.switchTransceivers)});

    text += QLatin1Char('\n') +
            row(QStringLiteral("Links"), {QStringLiteral("node-leaf"),
                                          d.scheduled.isScheduled() ? QStringLiteral("leaf-element")
                                                                    : QStringLiteral("leaf-spine"),
                                          QStringLiteral("spine-core")});
    const LinkCounts& all = bom.links;
    const LinkCounts& optical = bom.opticalLinks;
    text += row(QStringLiteral("All"), {n(all.nodeLeaf), n(all.leafSpine), n(all.spineCore)});
    // Co-packaged switch ports take fibre without a module: only the NIC end has one.
    text += row(bom.design.coPackagedOptics ? QStringLiteral("Fibre (modules at NICs only)")
                                            : QStringLiteral("Fibre with modules"),
                {n(optical.nodeLeaf), n(optical.leafSpine), n(optical.spineCore)});
    text += row(QStringLiteral("DAC, AEC or AOC"),
                {n(all.nodeLeaf - optical.nodeLeaf), n(all.leafSpine - optical.leafSpine),
                 n(all.spineCore - optical.spineCore)});
    // A cable kind the design allows but the market does not sell at this speed.
    for (const QString& note : {CableReachText::copper(bom), CableReachText::activeOptical(bom)})
        if (!note.isEmpty())
            text += QLatin1Char('\n') + note + QLatin1Char('\n');
    return text;
}

/// `bom FILE` / `bom --example NAME`: the first-year bill of materials of every plan (or of
/// --plan ID) of a document or example, each plan's own design at the scenario's node count.
int runForScenario(const CliOptions& options, CliStreams& streams)
{
    QStringList designOptions{QStringLiteral("fabric")};
    for (const DesignField& f : DesignFieldRegistry::all())
        designOptions << QString::fromStdString(f.option);
    for (const QString& designOption : designOptions) {
        if (options.isSet(designOption)) {
            throw UsageError(QStringLiteral("--%1 cannot be combined with a document or --example: "
                                            "the plans carry their own designs")
                                 .arg(designOption)
                                 .toStdString());
        }
    }
    const ScenarioSource::Loaded loaded = ScenarioSource::load(options);
    const Scenario& scenario = loaded.content.scenario;
    const Catalog catalog = ScenarioSource::catalogFor(loaded.content);
    const auto onlyPlan = options.value(QStringLiteral("plan"));
    QJsonObject plansJson;
    QString table;
    bool found = false;
    for (const PlanSpec& plan : scenario.plans) {
        if (onlyPlan && *onlyPlan != QString::fromStdString(plan.id))
            continue;
        found = true;
        Bom bom;
        try {
            FabricDesign design = ProductSelection::design(plan, catalog);
            design.nodes = scenario.cluster.nodes;
            bom = BomCalculator::calculate(design);
        } catch (const ProductError& error) {
            throw DataError(error.what());
        } catch (const BomError& error) {
            throw DataError(
                QStringLiteral("plan \"%1\": %2")
                    .arg(QString::fromStdString(plan.id), QString::fromUtf8(error.what()))
                    .toStdString());
        }
        QJsonObject planJson = QJsonDocument::fromJson(toJson(bom).toUtf8()).object();
        planJson.insert(QStringLiteral("products"), ProductLines::json(plan));
        plansJson.insert(QString::fromStdString(plan.id), planJson);
        table += QStringLiteral("Plan %1 (%2), year 1\n")
                     .arg(PlainText::forTerminalLine(QString::fromStdString(plan.name)),
                          QString::fromStdString(plan.id));
        table += QStringLiteral("Hardware: %1\n").arg(ProductLines::text(plan, catalog));
        table += toTable(bom) + QLatin1Char('\n');
    }
    if (!found) {
        QStringList ids;
        for (const PlanSpec& plan : scenario.plans)
            ids << QString::fromStdString(plan.id);
        throw UsageError(
            QStringLiteral("--plan must be one of %1 (got \"%2\")")
                .arg(ids.join(QStringLiteral(", ")), onlyPlan.value_or(QString()).left(40))
                .toStdString());
    }
    streams.out << (options.isSet(QStringLiteral("json"))
                        ? QString::fromUtf8(
                              QJsonDocument(plansJson).toJson(QJsonDocument::Indented))
                        : table);
    return kExitSuccess;
}

int runBom(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("bom"),
        QStringLiteral("Derive the network bill of materials (switches per tier, links, cables, "
                       "transceivers, NICs, spares) for an InfiniBand or RoCE fabric."));
    addOptions(options);
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    // QCommandLineParser would silently keep the last of two --nodes; a BOM for the wrong
    // cluster is worse than an error.
    const QStringList given = options.parser().optionNames();
    for (const QString& name : given) {
        if (given.count(name) > 1) {
            throw UsageError(QStringLiteral("--%1 is given more than once; give it once")
                                 .arg(name)
                                 .toStdString());
        }
    }
    if (!options.positionalArguments().isEmpty() || options.isSet(QStringLiteral("example")))
        return runForScenario(options, streams);
    const FabricDesign design = designFrom(options);
    Bom bom;
    try {
        bom = BomCalculator::calculate(design);
    } catch (const BomError& error) {
        throw usageErrorFrom(error);
    }
    // Built completely before anything is printed: an error never leaves partial output.
    const QString text = options.isSet(QStringLiteral("json")) ? toJson(bom) : toTable(bom);
    streams.out << text;
    return kExitSuccess;
}

} // namespace

Command bomCommand()
{
    return {QStringLiteral("bom"),
            QStringLiteral("Bill of materials of an InfiniBand or RoCE fabric"), runBom};
}

} // namespace fabrictco::cli
