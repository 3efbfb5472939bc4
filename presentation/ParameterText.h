// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/CatalogEntry.h"
#include "core/model/ParameterSpec.h"
#include "core/model/ResolvedParameters.h"
#include "core/money/Currency.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace fabrictco {

/// Words for the cost model's parameters in the current language: a short label and the
/// meaning for each ParameterRegistry key. The only words for them: core keeps keys, units and
/// ranges.
class ParameterText
{
    Q_DECLARE_TR_FUNCTIONS(ParameterText)
public:
    /// Short label; the key itself for a parameter this table does not know yet.
    static QString label(const ParameterSpec& spec);
    /// The label of a ParameterRegistry key; the key itself when the registry does not know it.
    static QString label(std::string_view key);
    /// The meaning, a sentence or two; the key itself for a parameter this table does not know.
    static QString description(const ParameterSpec& spec);
    /// The unit as shown beside the editor: "%" for fractions (shown as percentages), the
    /// currency and its "per ..." for money, "W", "h", ...
    static QString unit(const ParameterSpec& spec, const Currency& currency);
    /// The same with the money's currency written out as given: "USD/CNY per cable" for a row
    /// whose values are in either.
    static QString unit(const ParameterSpec& spec, const QString& currencyCodes);
    /// Fractions are edited as percentages: displayed value = stored value x this factor.
    static int displayFactor(const ParameterSpec& spec);
    /// A resolved value as people read it, exact, with its unit: "8.5 %", "28,000 USD per
    /// switch" (a money value keeps the currency it was given in; `scenarioCurrency` otherwise).
    static QString valueText(const ResolvedParameter& parameter, const Currency& scenarioCurrency,
                             const QLocale& locale = QLocale());
    /// valueText() of the value the tables price (pricedDisplayValue): what a field shows, so
    /// "Reset to default (2,300 USD per NIC port)" gives the field the figure it names.
    static QString pricedValueText(const ResolvedParameter& parameter,
                                   const Currency& scenarioCurrency,
                                   const QLocale& locale = QLocale());
    /// A computed figure (a range's mean) as every place shows it: rounded with "≈" to the
    /// places ComputedFigure keeps ("≈183.33", "≈0.0717"), or exact when it has no more digits.
    /// The description's "Priced at its expected value, 0.07" beside the field's ≈0.0717 was
    /// two answers.
    static QString computedText(const Decimal& value, const QLocale& locale);
    /// The value the tables price, in display units: the value itself when it is firm (typed,
    /// quoted) or has no range, else its range's mean (MODEL.md, "Firm figures and ranges").
    static Decimal pricedDisplayValue(const ResolvedParameter& parameter);
    /// Where the sentence is read: the window can say how to give a firm value a range; a
    /// report, read on paper, cannot (found by a stranger: "use the value's menu" in a PDF).
    enum class Reader
    {
        Window,
        Report,
    };
    /// How the value is priced, in a sentence: "Firm: priced as given; ..." or "Priced at its
    /// expected value, 183.33 (range 120 to 300, most likely 150); ...". Empty for an input
    /// the risk analysis never varies.
    static QString pricingText(const ResolvedParameter& parameter,
                               const QLocale& locale = QLocale(), Reader reader = Reader::Window);
};

} // namespace fabrictco
