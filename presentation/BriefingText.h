// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"
#include "presentation/RecommendationText.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace fabrictco {

/// The recommendation as a speaker gives it in a meeting: which plan, about how much, how sure,
/// why (the article's three questions) and what could change the answer, phrased as next steps.
/// Amounts are rounded words (RoundedMoney); the exact figures stay in the tables.
struct Briefing
{
    QString headline;      ///< "Recommendation: RoCE, one switch vendor"
    QString howMuch;       ///< "About 8.0 million USD cheaper than ... over 5 years (NPV)."
    QString howSure;       ///< probability and the P5-P95 range of the saving
    QStringList why;       ///< one line per question that favours a plan
    QString deciding;      ///< the line of `why` for the deciding question; empty without one
    QStringList nextSteps; ///< the inputs whose range could change the answer, as actions
};

class BriefingText
{
    Q_DECLARE_TR_FUNCTIONS(BriefingText)
public:
    /// `names` words plans and inputs; `horizonYears` and `trials` are what the figures cover.
    BriefingText(const RecommendationText& names, QLocale locale, int horizonYears,
                 std::uint64_t trials);

    Briefing build(const Recommendation& recommendation) const;

    /// Every input that can change the answer, not only the first few (the report; the slides
    /// and the window say how many more there are).
    void setCompleteList(bool complete) { m_complete = complete; }
    /// The document's quotes, for the next steps: a quote that sets a price but has expired is
    /// named with its vendor and date (a firm figure is never "get a firm quote").
    void setQuotes(const Scenario* scenario, QDate day)
    {
        m_scenario = scenario;
        m_day = day;
    }

private:
    QString howMuch(const Recommendation& r) const;
    QString howSure(const Recommendation& r) const;
    QStringList why(const Recommendation& r) const;
    QStringList nextSteps(const Recommendation& r) const;

    const RecommendationText& m_names;
    QLocale m_locale;
    int m_horizonYears = 1;
    std::uint64_t m_trials = 0;
    bool m_complete = false;
    const Scenario* m_scenario = nullptr;
    QDate m_day;
};

} // namespace fabrictco
