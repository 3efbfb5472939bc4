// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/ComparisonData.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace fabrictco::ui {

/// The words of a ComparisonData, made when drawn so a language switch shows at once: the notes
/// on what could not be computed, the recommendation with its reasons, why the risk charts are
/// empty. ComparisonData itself holds figures and facts only.
class ResultWords
{
    Q_DECLARE_TR_FUNCTIONS(ResultWords)
public:
    /// One paragraph per note, in order (a cost failure may explain itself in several).
    static QStringList notes(const ComparisonData& data);
    /// The recommended plan with its margin, probability and reasons, one line each; empty
    /// before the risk run has answered.
    static QString recommendation(const ComparisonData& data, const QLocale& locale = QLocale());
    /// Why the last risk run gave no figures; empty when it has not run or succeeded.
    static QString riskProblem(const ComparisonData& data);
    /// Why nothing compares two plans although the document has two or more: only one can be
    /// built (its notes' words); empty otherwise.
    static QString whyNoPair(const ComparisonData& data);
    /// Which plans the sweep could price only at some sizes (SweepCoverageText), in the
    /// installed language; none before the risk run or when every plan is everywhere.
    static QStringList sweptWhere(const ComparisonData& data, const QLocale& locale = QLocale());
    /// Notes as paragraphs of a plain-text label or a chart's message: a blank line apart.
    static QString paragraphs(const QStringList& sentences);
    static QString note(const ComparisonData& data, const ResultNote& note);
    /// Why a plan cannot be built, as shown beside the field at fault (away from it, the
    /// field's name first); empty when it can. `data`'s catalog names the products where it
    /// has them; with its scenario, too many nodes for a growing cluster also says how many
    /// first-year nodes still fit in the last year.
    static QString planProblem(const PlanSummary& plan, const ComparisonData& data,
                               bool namingTheField = false);
};

} // namespace fabrictco::ui
