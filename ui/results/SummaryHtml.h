// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/ComparisonData.h"

#include <QCoreApplication>
#include <QLocale>

namespace fabrictco::ui {

/// The summary as HTML (a table of each plan's headline figures, then the recommendation), for
/// the results tab, presentation mode and the report alike. Amounts come from MoneyFormat.
class SummaryHtml
{
    Q_DECLARE_TR_FUNCTIONS(SummaryHtml)
public:
    /// `scale` multiplies the base font size (2 or more on a projector).
    /// `withRecommendation` false leaves the recommendation's words out (a slide of their own).
    static QString build(const ComparisonData& data, const QLocale& locale, double scale = 1.0,
                         bool withRecommendation = true);
    /// The same table for presentation mode: titled (slideTitle), amounts rounded in one unit
    /// per row (RoundedRow), the margin printed as the difference of the printed NPVs.
    static QString slide(const ComparisonData& data, const QLocale& locale, double scale,
                         bool withRecommendation);
    static QString slideTitle();

private:
    enum class Amounts
    {
        ToTheCent,
        Rounded
    };
    static QString table(const ComparisonData& data, const QLocale& locale, double scale,
                         bool withRecommendation, Amounts amounts);
};

} // namespace fabrictco::ui
