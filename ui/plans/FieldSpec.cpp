// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/FieldSpec.h"

#include "core/bom/DesignFieldRegistry.h"
#include "core/model/ClusterFields.h"
#include "core/model/ParameterRegistry.h"
#include "presentation/ParameterText.h"

#include <QLocale>

#include <algorithm>

namespace fabrictco::ui {

namespace {

/// A bound as the reader writes numbers: "100,000", not "100000" (found by a stranger).
QString shownBound(const Decimal& bound)
{
    if (bound.isInteger())
        return QLocale().toString(qlonglong(bound.toInt64()));
    return QString::fromStdString(bound.toString());
}

} // namespace

QString FieldSpec::validate(const Decimal& value) const
{
    const QString range = QStringLiteral("%1 – %2").arg(shownBound(min), shownBound(max));
    if (kind != Kind::Decimal && !value.isInteger())
        return Fields::tr("%1 must be a whole number (%2).").arg(label, range);
    if (value < min || value > max)
        return Fields::tr("%1: %2 is out of range; accepted: %3 %4.")
            .arg(label, QString::fromStdString(value.toString()), range, unit)
            .simplified();
    if (rule)
        return rule(value);
    return {};
}

namespace {
Decimal dec(std::int64_t v)
{
    return Decimal(v);
}
int toInt(const Decimal& v)
{
    return static_cast<int>(v.toInt64());
}
} // namespace

namespace {
/// A plan editor for a DesignFieldRegistry field: its range, kind and accessors come from the
/// registry, so the window accepts exactly what `set`, `bom` and a document accept; the words
/// are the window's own, translated.
PlanField designField(const char* key, const QString& label, const QString& unit,
                      const QString& help, const QString& source)
{
    const DesignField& field = *DesignFieldRegistry::byKey(key);
    FieldSpec spec;
    spec.key = QString::fromStdString(field.key);
    spec.label = label;
    spec.unit = unit;
    spec.help = help;
    spec.source = source;
    spec.kind = field.kind == DesignFieldKind::Decimal   ? FieldSpec::Kind::Decimal
                : field.kind == DesignFieldKind::Boolean ? FieldSpec::Kind::Boolean
                                                         : FieldSpec::Kind::Integer;
    spec.min = field.minimum;
    spec.max = field.maximum;
    if (field.evenOnly) {
        spec.rule = [label](const Decimal& v) {
            return v.toInt64() % 2 != 0
                       ? Fields::tr("%1 must be even: a leaf splits its ports between nodes and "
                                    "spines.")
                             .arg(label)
                       : QString();
        };
    }
    return {spec, [get = field.get](const PlanSpec& p) { return get(p.design); },
            [set = field.set](PlanSpec& p, const Decimal& v) {
                set(p.design, v);
            }};
}
} // namespace

std::vector<PlanField> Fields::planFields()
{
    std::vector<PlanField> f;
    f.push_back(designField(
        "railsPerNode", tr("Rails per node"), tr("ports"),
        tr("NIC ports per node attached to this fabric; one rail per GPU on 8-GPU nodes."),
        tr("Default: NVIDIA reference architectures (rail-optimised)")));
    f.push_back(designField("linkSpeedGbps", tr("Link speed"), tr("Gb/s"),
                            tr("Port speed of node links and switch ports."),
                            tr("Default: NDR / 400GbE default")));
    f.push_back(designField("switchRadix", tr("Switch radix"), tr("ports"),
                            tr("Switch ports at the link speed: 64 for a QM9700-class NDR switch."),
                            tr("Default: NVIDIA QM9700 data sheet")));
    f.push_back(
        designField("oversubscription", tr("Oversubscription"), tr(": 1"),
                    tr("Leaf downlinks per uplink; 1 is non-blocking, as AI training needs."),
                    tr("Default: Textbook fat-tree (Al-Fares et al. 2008)")));
    f.push_back(designField("scalableUnitNodes", tr("Scalable unit"), tr("nodes"),
                            tr("Nodes per scalable unit; the fabric is sized in whole units. 0 "
                               "means not sized in units."),
                            tr("Default: NVIDIA DGX SuperPOD: 32 nodes per unit")));
    f.push_back(designField(
        "extraEndpoints", tr("Extra endpoints"), tr("ports"),
        tr("Storage, management or UFM appliances on the fabric besides the GPU rails."),
        tr("Default: Your design")));
    f.push_back(designField("sparesPercent", tr("Spares"), tr("%"),
                            tr("Spare switches, NICs, cables and modules kept on site, as a "
                               "percentage of the installed count (rounded up)."),
                            tr("Default: Common operations practice")));
    f.push_back(designField(
        "twinPortTransceivers", tr("Twin-port optics"), QString(),
        tr("Each optical module carries two links (2×400G OSFP) on switch-to-switch links."),
        tr("Default: NVIDIA NDR cabling guide")));
    f.push_back(designField("twinPortNicTransceivers", tr("Twin-port node optics"), QString(),
                            tr("Each optical module at a node carries two NIC ports (DGX-style "
                               "cages); off means one module per NIC port."),
                            tr("Default: Most servers use one module per port")));
    f.push_back(designField("coPackagedOptics", tr("Co-packaged switch optics"), QString(),
                            tr("The switches' optics sit in the chip's package (CPO): every link "
                               "is fibre, no module goes in a switch port, and a node link needs "
                               "a module at the NIC end only."),
                            tr("Default: Pluggable modules, as most switches sold in 2026")));
    f.push_back(designField("copperMaxMeters", tr("Copper (DAC) up to"), tr("m"),
                            tr("Links up to this length use passive copper (DAC)."),
                            tr("Default: DAC reach at 400G (about 3 m; 2 m at 800G Ethernet; none "
                               "at 800G InfiniBand, where the bill of materials buys none)")));
    f.push_back(designField("aecMaxMeters", tr("Active copper (AEC) up to"), tr("m"),
                            tr("Longer links up to this length use active electrical cables "
                               "(retimed copper). 0 means none."),
                            tr("Default: AEC reach at 400G (about 7 m)")));
    f.push_back(designField("aocMaxMeters", tr("Active optical (AOC) up to"), tr("m"),
                            tr("Longer links up to this length use active optical cables, ends "
                               "built in. 0 means none: fibre with a module at each end. None are "
                               "sold for 800G InfiniBand."),
                            tr("Default: Structured fibre cabling, as reference designs use")));
    f.push_back(designField("nodeLeafMeters", tr("Node–leaf length"), tr("m"),
                            tr("Typical length of a node-to-leaf link; above the copper reach the "
                               "leaves sit in another rack."),
                            tr("Default: Leaf in the same rack")));
    f.push_back(designField("leafSpineMeters", tr("Leaf–spine length"), tr("m"),
                            tr("Typical length of a leaf-to-spine link."),
                            tr("Default: Typical data-hall layout")));
    f.push_back(designField("spineCoreMeters", tr("Spine–core length"), tr("m"),
                            tr("Typical length of a spine-to-core link (three tiers only)."),
                            tr("Default: Typical data-hall layout")));
    return f;
}

std::vector<ClusterField> Fields::clusterFields()
{
    using K = FieldSpec::Kind;
    std::vector<ClusterField> f;
    f.push_back({{QStringLiteral("cluster.nodes"),
                  tr("Nodes in year 1"),
                  tr("nodes"),
                  tr("Compute nodes the fabric connects in the first year."),
                  tr("Default: Your plan"),
                  K::Integer,
                  dec(ClusterFields::nodes().minimum),
                  dec(ClusterFields::nodes().maximum),
                  {}},
                 [](const Scenario& s) { return dec(s.cluster.nodes); },
                 [](Scenario& s, const Decimal& v) {
                     ClusterFields::setNodes(s, toInt(v));
                 }});
    f.push_back({{QStringLiteral("cluster.gpusPerNode"),
                  tr("GPUs per node"),
                  tr("GPUs"),
                  tr("GPUs in each node; idle-compute costs scale with it."),
                  tr("Default: 8-GPU HGX/DGX nodes"),
                  K::Integer,
                  dec(ClusterFields::gpusPerNode().minimum),
                  dec(ClusterFields::gpusPerNode().maximum),
                  {}},
                 [](const Scenario& s) { return dec(s.cluster.gpusPerNode); },
                 [](Scenario& s, const Decimal& v) {
                     s.cluster.gpusPerNode = toInt(v);
                 }});
    f.push_back({{QStringLiteral("cluster.horizonYears"),
                  tr("Planning horizon"),
                  tr("years"),
                  tr("Years of ownership the comparison covers."),
                  tr("Default: Common 5-year depreciation"),
                  K::Integer,
                  dec(ClusterFields::horizonYears().minimum),
                  dec(ClusterFields::horizonYears().maximum),
                  {}},
                 [](const Scenario& s) { return dec(s.cluster.horizonYears); },
                 [](Scenario& s, const Decimal& v) {
                     ClusterFields::setHorizon(s, toInt(v));
                 }});
    return f;
}

FieldSpec Fields::parameterSpec(const ParameterSpec& parameter, const Currency& currency)
{
    const std::int64_t factor = ParameterText::displayFactor(parameter);
    FieldSpec spec;
    spec.key = QString::fromStdString(parameter.key);
    spec.label = ParameterText::label(parameter);
    spec.unit = ParameterText::unit(parameter, currency);
    spec.help = ParameterText::description(parameter);
    // A count of 0 or 1 is a switch on or off (adaptive routing, SHARP): a check box, not a
    // spin box to type 0 or 1 into.
    const bool onOff = parameter.kind == ParameterKind::Count && parameter.minimum.isZero() &&
                       parameter.maximum == Decimal(1);
    spec.kind = onOff                                    ? FieldSpec::Kind::Boolean
                : parameter.kind == ParameterKind::Count ? FieldSpec::Kind::Integer
                                                         : FieldSpec::Kind::Decimal;
    spec.money = parameter.kind == ParameterKind::Money;
    spec.min = parameter.minimum.times(factor);
    spec.max = parameter.maximum.times(factor);
    return spec;
}

std::vector<PlanField> Fields::parameterFields(ParameterScope scope)
{
    // Prices first: they are what a procurement officer changes from a quote.
    static const char* const order[] = {
        "price.",   "hardware.",   "licence.",  "support.",    "power.",    "staff.",
        "ib.",      "roce.",       "incident.", "rearch.",     "growth.",   "discount",
        "gpu_hour", "utilisation", "fx.",       "price_trend", "workload.", "team."};
    auto rank = [](const std::string& key) {
        for (std::size_t i = 0; i < std::size(order); ++i)
            if (key.rfind(order[i], 0) == 0)
                return static_cast<int>(i);
        return static_cast<int>(std::size(order));
    };
    std::vector<const ParameterSpec*> specs;
    for (const ParameterSpec& p : ParameterRegistry::instance().all())
        if (p.scope == scope)
            specs.push_back(&p);
    std::stable_sort(specs.begin(), specs.end(),
                     [&](const ParameterSpec* a, const ParameterSpec* b) {
                         return rank(a->key) < rank(b->key);
                     });
    std::vector<PlanField> fields;
    for (const ParameterSpec* p : specs) {
        PlanField field;
        field.spec = parameterSpec(*p, Currency::usd());
        field.parameter = p;
        fields.push_back(std::move(field));
    }
    return fields;
}

QString Fields::label(const QString& key)
{
    for (const ClusterField& field : clusterFields())
        if (field.spec.key == key)
            return field.spec.label;
    for (const PlanField& field : planFields())
        if (field.spec.key == key)
            return field.spec.label;
    return key;
}

} // namespace fabrictco::ui
