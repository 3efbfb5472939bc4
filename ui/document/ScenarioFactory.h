// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fabrictco::ui {

/// The answers to the article's three questions, as the start page collects them.
struct StartAnswers
{
    Workload workload = Workload::LlmTraining;
    TeamExpertise team = TeamExpertise::NoRdma;
    int startingNodes = 128;
    int growthPercentPerYear = 20; ///< node growth per year, 0..300
    int horizonYears = 5;
};

/// Builds new scenarios: from the start page's answers (one InfiniBand and one RoCE plan) and
/// the bundled examples.
class ScenarioFactory
{
public:
    static Scenario fromAnswers(const StartAnswers& answers);
    /// Node count in each year: year 1 is `startingNodes`, then compound growth rounded up
    /// (an estimate for the start page's hint; the TCO engine has the final word).
    static std::vector<int> nodesByYear(int startingNodes, int growthPercentPerYear,
                                        int horizonYears);
    /// The bundled examples' names, default first ("llm-training", "ceph-storage", "hft").
    static QStringList exampleNames();
    /// The example's title in the installed language, for menus ("llm-training" → "Large-model
    /// training cluster, growing fast"); the name itself when the example cannot be read.
    static QString exampleTitle(const QString& name);
    /// Throws ExampleError (unknown name, listing the known ones) or ScenarioJsonError.
    static Scenario example(const QString& name);
};

} // namespace fabrictco::ui
