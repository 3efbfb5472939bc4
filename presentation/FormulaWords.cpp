// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/FormulaWords.h"

#include "core/tco/FormulaText.h"
#include "presentation/ParameterText.h"

namespace fabrictco {

namespace {

QString power(int exponent)
{
    return exponent == 1 ? QString() : QStringLiteral("^%1").arg(exponent);
}

/// The figure as the engine's English writes it ("36,000", "0.95", "36,000.00 USD").
QString figure(const FormulaFactor& factor)
{
    if (factor.currency)
        return QString::fromStdString(FormulaText::amount(factor.value) + " " +
                                      factor.currency->code());
    return QString::fromStdString(FormulaText::grouped(factor.value));
}

QString part(const FormulaFactor& factor, int magnitude)
{
    if (factor.isParameter())
        return ParameterText::label(factor.key) + QLatin1Char(' ') + figure(factor) +
               power(magnitude);
    const QString noun = FormulaWords::noun(factor.label);
    if (noun.isEmpty())
        return figure(factor) + power(magnitude);
    if (magnitude == 1 && !isMultiplier(factor.label.noun))
        return figure(factor) + QLatin1Char(' ') + noun;
    return noun + QLatin1Char(' ') + figure(factor) + power(magnitude);
}

} // namespace

QString FormulaWords::noun(const FactorLabel& label)
{
    switch (label.noun) {
    case FactorNoun::None:
        return {};
    case FactorNoun::LeafSwitches:
        return tr("leaf switches");
    case FactorNoun::SpineSwitches:
        return tr("spine switches");
    case FactorNoun::CoreSwitches:
        return tr("core switches");
    case FactorNoun::SpareSwitches:
        return tr("spare switches");
    case FactorNoun::Switches:
        return tr("switches");
    case FactorNoun::NicPorts:
        return tr("NIC ports");
    case FactorNoun::CopperCables:
        return tr("copper cables");
    case FactorNoun::ActiveCopperCables:
        return tr("active copper cables");
    case FactorNoun::ActiveOpticalCables:
        return tr("active optical cables");
    case FactorNoun::FibrePatchCables:
        return tr("fibre patch cables");
    case FactorNoun::Transceivers:
        return tr("transceivers");
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
    case FactorNoun::HundredsOfNodes:
        return tr("hundreds of nodes");
    case FactorNoun::NodesForFullBaseStaff:
        return tr("nodes for the full base staff");
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
    case FactorNoun::StragglerFactor:
        return tr("straggler factor at %1 endpoints").arg(label.endpoints);
    }
    return QString::fromStdString(englishNoun(label));
}

QString FormulaWords::formula(const Formula& formula)
{
    QString text;
    for (const FormulaFactor& factor : formula) {
        const bool divide = factor.exponent < 0;
        if (!text.isEmpty())
            text += divide ? QStringLiteral(" ÷ ") : QStringLiteral(" × ");
        else if (divide)
            text += QStringLiteral("1 ÷ ");
        text += part(factor, divide ? -factor.exponent : factor.exponent);
    }
    return text;
}

} // namespace fabrictco
