// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/money/Currency.h"

#include "core/money/Decimal.h"

namespace fabrictco {

namespace {
struct KnownCurrency
{
    std::string_view code;
    int minorDigits;
};
constexpr std::array<KnownCurrency, 5> kKnown{{
    {"CNY", 2},
    {"USD", 2},
    {"EUR", 2},
    {"GBP", 2},
    {"JPY", 0},
}};
} // namespace

const std::array<std::string_view, 5>& Currency::supportedCodes()
{
    static const std::array<std::string_view, 5> codes{
        kKnown[0].code, kKnown[1].code, kKnown[2].code, kKnown[3].code, kKnown[4].code};
    return codes;
}

std::optional<Currency> Currency::tryFromCode(std::string_view code) noexcept
{
    for (const auto& known : kKnown) {
        if (known.code == code)
            return Currency({code[0], code[1], code[2]}, known.minorDigits);
    }
    return std::nullopt;
}

Currency Currency::fromCode(std::string_view code)
{
    if (auto currency = tryFromCode(code))
        return *currency;
    throw DecimalError("unknown currency \"" + std::string(code.substr(0, 8)) +
                       "\" (supported: CNY, USD, EUR, GBP, JPY)");
}

} // namespace fabrictco
