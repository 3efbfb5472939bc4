// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/FormulaText.h"

#include "core/model/ParameterRegistry.h"
#include "core/money/ComputedFigure.h"

#include <cstdlib>

namespace fabrictco {

namespace {

std::string groupDigits(const std::string& plain)
{
    std::size_t start = plain[0] == '-' ? 1 : 0;
    std::size_t point = plain.find('.');
    if (point == std::string::npos)
        point = plain.size();
    std::string integer = plain.substr(start, point - start);
    std::string out;
    for (std::size_t i = 0; i < integer.size(); ++i) {
        if (i > 0 && (integer.size() - i) % 3 == 0)
            out += ',';
        out += integer[i];
    }
    return plain.substr(0, start) + out + plain.substr(point);
}

std::string power(int exponent)
{
    return exponent == 1 ? std::string() : "^" + std::to_string(exponent);
}

/// "≈" before a figure shown rounded, so a reader does not take it for the exact value the
/// amount was computed with.
std::string roughly(const Decimal& exact, const Decimal& shown)
{
    return shown == exact ? std::string() : "\u2248";
}

/// An input's figure as its editor shows it: a share in per cent ("5.67 %", the editor's
/// unit), an amount to the cent ("39,333.33 USD"), another input as ComputedFigure rounds it
/// ("exchange rate ≈7.17", not "7.166666667" beside "≈39,333.33 USD"; found by a stranger);
/// "≈" where that rounds (an expected value of a range). Constants and counts keep every digit.
std::string presentedFigure(const FormulaFactor& f)
{
    if (f.currency) {
        const Decimal cents = f.value.rounded(2, kDefaultRounding);
        return roughly(f.value, cents) + FormulaText::amount(cents) + " " + f.currency->code();
    }
    const ParameterSpec* spec =
        f.isParameter() ? ParameterRegistry::instance().find(f.key) : nullptr;
    if (spec != nullptr && spec->kind == ParameterKind::Fraction && std::abs(f.exponent) == 1) {
        const Decimal percent = f.value.times(100);
        const Decimal shown = percent.rounded(2, kDefaultRounding);
        return roughly(percent, shown) + FormulaText::grouped(shown) + " %";
    }
    if (spec != nullptr && std::abs(f.exponent) == 1)
        if (const auto computed = ComputedFigure::of(f.value))
            return "\u2248" + FormulaText::grouped(computed->rounded);
    return FormulaText::grouped(f.value);
}

} // namespace

std::string FormulaText::grouped(const Decimal& value)
{
    // Counts are the common case; std::to_string is far cheaper than the 128-bit conversion.
    static const Decimal::Raw nano = 1000000000;
    static const Decimal::Raw limit = nano * nano;
    if (value.raw() < limit && value.raw() > -limit && value.raw() % nano == 0)
        return groupDigits(std::to_string(static_cast<long long>(value.raw() / nano)));
    return groupDigits(value.toString());
}

std::string FormulaText::amount(const Decimal& value)
{
    std::string plain = value.toString();
    const std::size_t point = plain.find('.');
    if (point == std::string::npos)
        plain += ".00";
    else if (plain.size() - point == 2)
        plain += "0";
    return groupDigits(plain);
}

std::string FormulaText::of(const CostTerm& term, const ResolvedParameters& parameters)
{
    return english(FormulaText(parameters).factors(term));
}

Formula FormulaText::factors(const CostTerm& term) const
{
    Formula formula;
    formula.reserve(term.factors.size());
    for (const TermFactor& f : term.factors) {
        if (!f.isParameter()) {
            formula.push_back({std::string(), f.value, std::nullopt, f.exponent, f.label});
            continue;
        }
        const ResolvedParameter& r = m_parameters.at(f.key);
        formula.push_back({f.key, r.value.value, r.value.currency, f.exponent, FactorLabel()});
    }
    return formula;
}

FormulaText::Reading FormulaText::reading(const Formula& formula, std::size_t i)
{
    const FormulaFactor& f = formula.at(i);
    const bool divide = f.exponent < 0;
    Reading r;
    r.lead = i > 0 ? (divide ? " ÷ " : " × ") : (divide ? "1 ÷ " : "");
    r.figure = presentedFigure(f) + power(divide ? -f.exponent : f.exponent);
    // A count reads "12 leaf switches"; an input, a multiplier or a power names itself first.
    r.nameFirst = f.isParameter() || std::abs(f.exponent) != 1 || isMultiplier(f.label.noun);
    return r;
}

std::string FormulaText::english(const Formula& formula)
{
    std::string text;
    for (std::size_t i = 0; i < formula.size(); ++i) {
        const Reading r = reading(formula, i);
        const FormulaFactor& f = formula[i];
        const std::string name = f.isParameter() ? f.key : englishNoun(f.label, r.figure == "1");
        text += r.lead;
        if (name.empty())
            text += r.figure;
        else
            text += r.nameFirst ? name + " " + r.figure : r.figure + " " + name;
    }
    return text;
}

} // namespace fabrictco
