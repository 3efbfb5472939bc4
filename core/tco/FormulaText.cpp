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
    return FormulaText(parameters).of(term);
}

const std::string& FormulaText::parameterText(const TermFactor& factor)
{
    const std::size_t index = factor.index >= 0 ? std::size_t(factor.index)
                                                : ParameterRegistry::instance().indexOf(factor.key);
    if (m_texts.size() <= index)
        m_texts.resize(ParameterRegistry::instance().all().size());
    std::string& text = m_texts[index];
    if (text.empty()) {
        const ResolvedParameter& r = m_parameters.at(factor.key);
        text = factor.key + " " +
               (r.value.currency ? amount(r.value.value) + " " + r.value.currency->code()
                                 : grouped(r.value.value));
    }
    return text;
}

std::string FormulaText::of(const CostTerm& term)
{
    std::string text;
    const auto append = [&](bool divide, const std::string& part) {
        if (!text.empty())
            text += divide ? " ÷ " : " × ";
        else if (divide)
            text += "1 ÷ ";
        text += part;
    };
    for (const TermFactor& f : term.factors) {
        const bool divide = f.exponent < 0;
        const int magnitude = divide ? -f.exponent : f.exponent;
        if (f.isParameter())
            append(divide, parameterText(f) + power(magnitude));
        else if (f.label.empty())
            append(divide, grouped(f.value) + power(magnitude));
        else if (magnitude == 1)
            append(divide, grouped(f.value) + " " + f.label);
        else
            append(divide, f.label + " " + grouped(f.value) + power(magnitude));
    }
    return text;
}

} // namespace fabrictco
