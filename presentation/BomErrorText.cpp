// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/BomErrorText.h"

#include "core/bom/DesignFieldRegistry.h"
#include "presentation/EngineFigure.h"

#include <QLocale>

namespace fabrictco {

QString BomErrorText::range(const std::string& field)
{
    const DesignField* spec = DesignFieldRegistry::byKey(field);
    if (spec == nullptr)
        return {};
    const QString low = engineFigure(spec->minimum.toString());
    const QString high = engineFigure(spec->maximum.toString());
    switch (spec->kind) {
    case DesignFieldKind::Boolean:
        return tr("0 (no) or 1 (yes)");
    case DesignFieldKind::Integer:
        return spec->evenOnly ? tr("an even whole number from %1 to %2").arg(low, high)
                              : tr("a whole number from %1 to %2").arg(low, high);
    case DesignFieldKind::Decimal:
        break;
    }
    return tr("a number from %1 to %2").arg(low, high);
}

QString BomErrorText::message(const BomError& error)
{
    return message(error, std::nullopt);
}

QString BomErrorText::message(const BomError& error, std::optional<FirstYearLimit> withGrowth)
{
    const std::vector<std::string>& a = error.args();
    const auto arg = [&a](std::size_t i) {
        return engineFigure(i < a.size() ? a[i] : std::string());
    };
    switch (error.problem()) {
    case BomProblem::OutOfRange:
        //: A design field's value outside what a fabric accepts.
        return tr("must be %1 (got %2)").arg(range(error.field()), arg(0));
    case BomProblem::UnitTooLarge:
        return tr("a unit of %1 nodes × %2 rails needs %3 leaves, more than a three-tier "
                  "fat-tree of %4-port switches holds; accepted: 0 to %5 nodes per unit")
            .arg(arg(0), arg(1), arg(2), arg(3), arg(4));
    case BomProblem::TooManyEndpoints:
    case BomProblem::ScheduledFabricFull: {
        const QString need =
            error.problem() == BomProblem::ScheduledFabricFull
                ? tr("%1 nodes × %2 rails + %3 extra endpoints need %4 endpoints, more than "
                     "the scheduled fabric holds (%5)")
                      .arg(arg(0), arg(1), arg(2), arg(3), arg(6))
                : tr("%1 nodes × %2 rails + %3 extra endpoints need %4 endpoints, more than a "
                     "three-tier fat-tree of %5-port switches holds at %6:1 oversubscription "
                     "(%7)")
                      .arg(arg(0), arg(1), arg(2), arg(3), arg(4), arg(5), arg(6));
        const QString low = error.field() == "nodes" ? QStringLiteral("1") : QStringLiteral("0");
        // With growth the first year's range is smaller than what the fabric holds: one
        // accepted range, the first year's, with the fabric's own limit said as its reason.
        const QString high = withGrowth ? engineFigure(std::to_string(withGrowth->nodes)) : arg(7);
        QString accepted =
            withGrowth
                ? tr("accepted with the growth planned: %1 to %2 nodes in year 1 (they grow to "
                     "at most %3 by year %4)")
                      .arg(low, high, arg(7), engineFigure(std::to_string(withGrowth->lastYear)))
                : tr("accepted: %1 to %2").arg(low, high);
        // The port count the engine names is for this year's nodes alone: with growth it would
        // be too few by the last year, so it is left out (the growth note names the right one).
        if (!arg(8).isEmpty() && !withGrowth)
            accepted = tr("%1, or switches of at least %2 ports").arg(accepted, arg(8));
        //: What the design needs, then what it accepts.
        return tr("%1; %2").arg(need, accepted);
    }
    }
    return QString::fromStdString(error.detail());
}

} // namespace fabrictco
