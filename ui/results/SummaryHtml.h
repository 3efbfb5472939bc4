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
};

} // namespace fabrictco::ui
