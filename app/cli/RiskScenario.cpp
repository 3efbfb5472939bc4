// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/RiskScenario.h"

#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "core/model/Examples.h"

namespace fabrictco::cli {

void addScenarioArguments(CliOptions& options)
{
    options.addPositional(QStringLiteral("FILE"), QStringLiteral("Scenario file (.fabrictco)."),
                          QStringLiteral("[FILE]"));
    options.addValueOption(QStringLiteral("example"), QStringLiteral("NAME"),
                           QStringLiteral("Bundled example: llm-training, ceph-storage or hft."));
}

RiskScenario loadRiskScenario(const CliOptions& options, std::optional<int> years)
{
    const QStringList files = options.positionalArguments();
    if (files.size() > 1)
        throw UsageError("give one scenario FILE or --example NAME, not several");
    if (!files.isEmpty() && options.isSet(QStringLiteral("example")))
        throw UsageError("give either a scenario FILE or --example NAME, not both");
    if (!files.isEmpty())
        throw UsageError("FILE: reading scenario files is not supported yet; use --example NAME");
    const std::string example =
        options.value(QStringLiteral("example")).value_or(QString()).toStdString();
    try {
        (void)Examples::load(example.empty() ? Examples::kDefault : example);
    } catch (const ExampleError& e) {
        throw UsageError(std::string("--example: ") + e.what());
    }
    (void)years;
    // The TCO engine (buildStochasticModel) is wired in once it lands in main.
    throw DataError("--example: the TCO engine is not available in this build yet");
}

} // namespace fabrictco::cli
