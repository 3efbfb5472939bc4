// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/FieldSpec.h"

#include "core/model/ParameterRegistry.h"
#include "presentation/ParameterText.h"

#include <QLocale>

#include <algorithm>

namespace fabrictco::ui {

QString FieldSpec::validate(const Decimal& value) const
{
    const QString range = QStringLiteral("%1 – %2").arg(QString::fromStdString(min.toString()),
                                                        QString::fromStdString(max.toString()));
    if (kind == Kind::Integer && !value.isInteger())
        return Fields::tr("%1 must be a whole number (%2).").arg(label, range);
    if (value < min || value > max)
        return Fields::tr("%1 must be between %2 %3; %4 is out of range.")
            .arg(label, range, unit, QString::fromStdString(value.toString()))
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

std::vector<PlanField> Fields::planFields()
{
    using K = FieldSpec::Kind;
    std::vector<PlanField> f;
    f.push_back({{QStringLiteral("railsPerNode"),
                  tr("Rails per node"),
                  tr("ports"),
                  tr("NIC ports per node attached to this fabric; one rail per GPU on 8-GPU "
                     "nodes."),
                  tr("Default: NVIDIA reference architectures (rail-optimised)"),
                  K::Integer,
                  dec(1),
                  dec(16),
                  {}},
                 [](const PlanSpec& p) { return dec(p.design.railsPerNode); },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.railsPerNode = toInt(v);
                 }});
    f.push_back({{QStringLiteral("linkSpeedGbps"),
                  tr("Link speed"),
                  tr("Gb/s"),
                  tr("Port speed of node links and switch ports."),
                  tr("Default: NDR / 400GbE default"),
                  K::Integer,
                  dec(10),
                  dec(1600),
                  {}},
                 [](const PlanSpec& p) { return dec(p.design.linkSpeedGbps); },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.linkSpeedGbps = toInt(v);
                 }});
    f.push_back({{QStringLiteral("switchRadix"), tr("Switch radix"), tr("ports"),
                  tr("Switch ports at the link speed: 64 for a QM9700-class NDR switch."),
                  tr("Default: NVIDIA QM9700 data sheet"), K::Integer, dec(4), dec(512),
                  [](const Decimal& v) {
                      return v.toInt64() % 2 != 0
                                 ? tr("Switch radix must be even: a leaf splits its ports between "
                                      "nodes and spines.")
                                 : QString();
                  }},
                 [](const PlanSpec& p) { return dec(p.design.switchRadix); },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.switchRadix = toInt(v);
                 }});
    f.push_back({{QStringLiteral("oversubscription"),
                  tr("Oversubscription"),
                  tr(": 1"),
                  tr("Leaf downlinks per uplink; 1 is non-blocking, as AI training needs."),
                  tr("Default: Textbook fat-tree (Al-Fares et al. 2008)"),
                  K::Decimal,
                  dec(1),
                  dec(8),
                  {}},
                 [](const PlanSpec& p) { return p.design.oversubscription; },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.oversubscription = v;
                 }});
    f.push_back({{QStringLiteral("scalableUnitNodes"),
                  tr("Scalable unit"),
                  tr("nodes"),
                  tr("Nodes per scalable unit; the fabric is sized in whole units. 0 means not "
                     "sized in units."),
                  tr("Default: NVIDIA DGX SuperPOD: 32 nodes per unit"),
                  K::Integer,
                  dec(0),
                  dec(4096),
                  {}},
                 [](const PlanSpec& p) { return dec(p.design.scalableUnitNodes); },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.scalableUnitNodes = toInt(v);
                 }});
    f.push_back({{QStringLiteral("extraEndpoints"),
                  tr("Extra endpoints"),
                  tr("ports"),
                  tr("Storage, management or UFM appliances on the fabric besides the GPU "
                     "rails."),
                  tr("Default: Your design"),
                  K::Integer,
                  dec(0),
                  dec(100000),
                  {}},
                 [](const PlanSpec& p) { return dec(p.design.extraEndpoints); },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.extraEndpoints = toInt(v);
                 }});
    f.push_back({{QStringLiteral("sparesPercent"),
                  tr("Spares"),
                  tr("%"),
                  tr("Spare switches, NICs, cables and modules kept on site, as a percentage of "
                     "the installed count (rounded up)."),
                  tr("Default: Common operations practice"),
                  K::Decimal,
                  dec(0),
                  dec(50),
                  {}},
                 [](const PlanSpec& p) { return p.design.sparesPercent; },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.sparesPercent = v;
                 }});
    f.push_back({{QStringLiteral("twinPortTransceivers"),
                  tr("Twin-port optics"),
                  QString(),
                  tr("Each optical module carries two links (2×400G OSFP) on switch-to-switch "
                     "links."),
                  tr("Default: NVIDIA NDR cabling guide"),
                  K::Boolean,
                  dec(0),
                  dec(1),
                  {}},
                 [](const PlanSpec& p) { return dec(p.design.twinPortTransceivers ? 1 : 0); },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.twinPortTransceivers = !v.isZero();
                 }});
    f.push_back({{QStringLiteral("copperMaxMeters"),
                  tr("Copper up to"),
                  tr("m"),
                  tr("Links up to this length use copper DAC; longer ones are optical."),
                  tr("Default: DAC reach at 400G (about 3 m)"),
                  K::Decimal,
                  dec(0),
                  dec(10),
                  {}},
                 [](const PlanSpec& p) { return p.design.copperMaxMeters; },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.copperMaxMeters = v;
                 }});
    f.push_back({{QStringLiteral("leafSpineMeters"),
                  tr("Leaf–spine length"),
                  tr("m"),
                  tr("Typical length of a leaf-to-spine link."),
                  tr("Default: Typical data-hall layout"),
                  K::Decimal,
                  dec(0),
                  dec(2000),
                  {}},
                 [](const PlanSpec& p) { return p.design.leafSpineMeters; },
                 [](PlanSpec& p, const Decimal& v) {
                     p.design.leafSpineMeters = v;
                 }});
    return f;
}

namespace {
// An explicit node schedule, when the scenario has one, follows the edited inputs.
void setNodes(Scenario& s, int nodes)
{
    s.cluster.nodes = nodes;
    if (!s.cluster.nodesByYear.empty())
        s.cluster.nodesByYear.front() = nodes;
    for (PlanSpec& plan : s.plans)
        plan.design.nodes = nodes;
}
void setHorizon(Scenario& s, int years)
{
    s.cluster.horizonYears = years;
    if (!s.cluster.nodesByYear.empty())
        s.cluster.nodesByYear.resize(static_cast<std::size_t>(years), s.cluster.nodesByYear.back());
}
} // namespace

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
                  dec(1),
                  dec(100000),
                  {}},
                 [](const Scenario& s) { return dec(s.cluster.nodes); },
                 [](Scenario& s, const Decimal& v) {
                     setNodes(s, toInt(v));
                 }});
    f.push_back({{QStringLiteral("cluster.gpusPerNode"),
                  tr("GPUs per node"),
                  tr("GPUs"),
                  tr("GPUs in each node; idle-compute costs scale with it."),
                  tr("Default: 8-GPU HGX/DGX nodes"),
                  K::Integer,
                  dec(1),
                  dec(16),
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
                  dec(1),
                  dec(10),
                  {}},
                 [](const Scenario& s) { return dec(s.cluster.horizonYears); },
                 [](Scenario& s, const Decimal& v) {
                     setHorizon(s, toInt(v));
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
    spec.kind = parameter.kind == ParameterKind::Count ? FieldSpec::Kind::Integer
                                                       : FieldSpec::Kind::Decimal;
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

} // namespace fabrictco::ui
