// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/FormulaWords.h"

#include "core/tco/FormulaText.h"
#include "presentation/EquipmentText.h"
#include "presentation/ParameterText.h"

namespace fabrictco {

QString FormulaWords::noun(const FactorLabel& label, bool one)
{
    if (const std::optional<Equipment> counted = equipmentOf(label.noun))
        return EquipmentText::counted(*counted, one);
    switch (label.noun) {
    case FactorNoun::None:
    case FactorNoun::FirstEquipment: // above
        return {};
    case FactorNoun::Links:
        return tr("links");
    case FactorNoun::SwitchToSwitchLinks:
        return tr("switch-to-switch links");
    case FactorNoun::Nodes:
        return tr("nodes");
    case FactorNoun::Gpus:
        return tr("GPUs");
    case FactorNoun::HoursPerYear:
        return tr("hours per year");
    case FactorNoun::HoursPerDay:
        return tr("hours per day");
    case FactorNoun::WattsPerKilowatt:
        return tr("W per kW");
    case FactorNoun::PriceTrend:
        return tr("price trend");
    //: A residual value is a negative cost: the amount is multiplied by -1.
    case FactorNoun::Credit:
        return tr("credit");
    case FactorNoun::YearsOfLifeLeft:
        return tr("years of life left");
    case FactorNoun::YearsOfLife:
        return tr("years of life");
    case FactorNoun::ExpansionThisYear:
        return tr("expansion this year");
    case FactorNoun::HalfAsMuchInYear2:
        return tr("half as much in year 2");
    case FactorNoun::StaffScaleFactor:
        return tr("staff scale factor at %1 nodes").arg(label.endpoints);
    case FactorNoun::ReferenceFabricNodes:
        return tr("nodes of the reference fabric");
    case FactorNoun::NodesOnOtherLeaves:
        return tr("nodes on other leaves");
    case FactorNoun::UntunedShare:
        return tr("untuned share");
    case FactorNoun::TunedShare:
        return tr("tuned share");
    case FactorNoun::OfTheTuningTime:
        return tr("of the tuning time");
    case FactorNoun::ExtraSwitchBatches:
        return tr("extra switch batches");
    case FactorNoun::OversubscriptionMinusOne:
        return tr("oversubscription r - 1");
    case FactorNoun::Oversubscription:
        return tr("oversubscription r");
    case FactorNoun::TiersAboveLeaf:
        return tr("tiers above the leaf");
    case FactorNoun::LargestJobGpus:
        return tr("GPUs of the largest job");
    case FactorNoun::ClusterGpus:
        return tr("GPUs in the cluster");
    case FactorNoun::StragglerFactor:
        return tr("straggler factor at %1 endpoints").arg(label.endpoints);
    case FactorNoun::LinkSpeedFactor:
        //: %1 the plan's link bandwidth per GPU in Gb/s (link speed x rails / GPUs per node).
        return tr("link speed factor at %1 Gb/s per GPU").arg(label.endpoints);
    }
    return QString::fromStdString(englishNoun(label));
}

QString FormulaWords::formula(const Formula& formula)
{
    // The engine's reading (operators, figures, name or figure first), with the names in words.
    QString text;
    for (std::size_t i = 0; i < formula.size(); ++i) {
        const FormulaText::Reading r = FormulaText::reading(formula, i);
        const FormulaFactor& f = formula[i];
        const QString name =
            f.isParameter() ? ParameterText::label(f.key) : noun(f.label, r.figure == "1");
        const QString figure = QString::fromStdString(r.figure);
        text += QString::fromStdString(r.lead);
        if (name.isEmpty())
            text += figure;
        else
            text +=
                r.nameFirst ? name + QLatin1Char(' ') + figure : figure + QLatin1Char(' ') + name;
    }
    return text;
}

} // namespace fabrictco
