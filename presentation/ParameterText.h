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
    /// Fractions are edited as percentages: displayed value = stored value x this factor.
    static int displayFactor(const ParameterSpec& spec);
    /// A resolved value as people read it, exact, with its unit: "8.5 %", "28,000 USD per
    /// switch" (a money value keeps the currency it was given in; `scenarioCurrency` otherwise).
    static QString valueText(const ResolvedParameter& parameter, const Currency& scenarioCurrency,
                             const QLocale& locale = QLocale());
};

} // namespace fabrictco
