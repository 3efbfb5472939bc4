// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/DesignField.h"

namespace fabrictco {

std::optional<Decimal> DesignField::parse(std::string_view text) const
{
    if (kind == DesignFieldKind::Boolean) {
        if (text == "true" || text == "yes")
            return Decimal(1);
        if (text == "false" || text == "no")
            return Decimal(0);
    }
    return Decimal::tryParse(text);
}

std::string DesignField::rangeText() const
{
    const std::string range = "from " + minimum.toString() + " to " + maximum.toString();
    switch (kind) {
    case DesignFieldKind::Boolean:
        return "0 (no) or 1 (yes)";
    case DesignFieldKind::Integer:
        return (evenOnly ? "an even whole number " : "a whole number ") + range;
    case DesignFieldKind::Decimal:
        break;
    }
    return "a number " + range;
}

std::optional<std::string> DesignField::problem(const Decimal& value) const
{
    const bool whole = kind != DesignFieldKind::Decimal;
    const bool fits = (!whole || value.isInteger()) && !(value < minimum) && !(value > maximum) &&
                      !(evenOnly && value.toInt64() % 2 != 0);
    if (fits)
        return std::nullopt;
    return "must be " + rangeText() + " (got " + value.toString() + ")";
}

std::optional<std::string> DesignField::textProblem(std::string_view text) const
{
    const std::string shown = "(got \"" + std::string(text.substr(0, 40)) + "\")";
    const auto value = parse(text);
    if (!value) {
        // "0.1234567890" is a number, only a finer one than the ledger keeps: say so.
        const auto point = text.find('.');
        const bool digits =
            !text.empty() && text.find_first_not_of("+-0123456789.") == std::string_view::npos;
        if (digits && point != std::string_view::npos &&
            text.size() - point - 1 > std::size_t(Decimal::kScale))
            return "must have at most " + std::to_string(Decimal::kScale) + " decimal places " +
                   shown;
        return "must be " + rangeText() + " " + shown;
    }
    if (problem(*value))
        return "must be " + rangeText() + " " + shown;
    return std::nullopt;
}

} // namespace fabrictco
