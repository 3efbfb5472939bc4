// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/FormulaText.h"

#include "core/model/ParameterRegistry.h"

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

std::string FormulaText::english(const Formula& formula)
{
    std::string text;
    const auto append = [&](bool divide, const std::string& part) {
        if (!text.empty())
            text += divide ? " ÷ " : " × ";
        else if (divide)
            text += "1 ÷ ";
        text += part;
    };
    for (const FormulaFactor& f : formula) {
        const bool divide = f.exponent < 0;
        const int magnitude = divide ? -f.exponent : f.exponent;
        const std::string noun = englishNoun(f.label);
        if (f.isParameter())
            append(divide, f.key + " " +
                               (f.currency ? amount(f.value) + " " + f.currency->code()
                                           : grouped(f.value)) +
                               power(magnitude));
        else if (noun.empty())
            append(divide, grouped(f.value) + power(magnitude));
        else if (magnitude == 1 && !isMultiplier(f.label.noun))
            append(divide, grouped(f.value) + " " + noun);
        else
            append(divide, noun + " " + grouped(f.value) + power(magnitude));
    }
    return text;
}

} // namespace fabrictco
