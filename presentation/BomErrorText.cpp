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
    case BomProblem::TooManyEndpoints: {
        const QString need =
            tr("%1 nodes × %2 rails + %3 extra endpoints need %4 endpoints, more than a "
               "three-tier fat-tree of %5-port switches holds at %6:1 oversubscription (%7)")
                .arg(arg(0), arg(1), arg(2), arg(3), arg(4), arg(5), arg(6));
        const QString low = error.field() == "nodes" ? QStringLiteral("1") : QStringLiteral("0");
        QString accepted = tr("accepted: %1 to %2").arg(low, arg(7));
        if (!arg(8).isEmpty())
            accepted =
                tr("accepted: %1 to %2, or switches of at least %3 ports").arg(low, arg(7), arg(8));
        //: What the design needs, then what it accepts.
        return tr("%1; %2").arg(need, accepted);
    }
    }
    return QString::fromStdString(error.detail());
}

} // namespace fabrictco
