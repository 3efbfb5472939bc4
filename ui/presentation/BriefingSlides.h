// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/ComparisonData.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace fabrictco::ui {

/// The recommendation as two slides: the answer (headline and three short points) and the
/// reasons with next steps. Words are made when drawn, in the current language; amounts are
/// rounded for speaking (the figures slide has them to the cent).
class BriefingSlides
{
    Q_DECLARE_TR_FUNCTIONS(BriefingSlides)
public:
    /// Empty when the data holds no recommendation.
    static QString answer(const ComparisonData& data, const QLocale& locale, double scale);
    static QString reasons(const ComparisonData& data, const QLocale& locale, double scale);
};

} // namespace fabrictco::ui
