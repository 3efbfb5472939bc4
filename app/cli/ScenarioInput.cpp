// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ScenarioInput.h"

#include "app/cli/CliErrors.h"
#include "core/model/Examples.h"
#include "core/model/ScenarioJson.h"

#include <QFile>

namespace fabrictco::cli {

void ScenarioInput::addOptions(CliOptions& options)
{
    options.addPositional(QStringLiteral("FILE"),
                          QStringLiteral("Scenario file (JSON) to read; or use --example."),
                          QStringLiteral("[FILE]"));
    options.addValueOption(QStringLiteral("example"), QStringLiteral("NAME"),
                           QStringLiteral("Bundled example: llm-training, ceph-storage or hft."));
}

Scenario ScenarioInput::load(const CliOptions& options)
{
    const QStringList positional = options.positionalArguments();
    const auto example = options.value(QStringLiteral("example"));
    if (positional.size() > 1)
        throw UsageError("give one FILE (got " + std::to_string(positional.size()) + ")");
    if (example && !positional.isEmpty())
        throw UsageError("give either FILE or --example NAME, not both");
    if (!example && positional.isEmpty())
        throw UsageError("a scenario is required: FILE or --example NAME (llm-training, "
                         "ceph-storage, hft)");
    if (example) {
        try {
            return Examples::load(example->toStdString());
        } catch (const ExampleError& error) {
            throw UsageError(std::string("--example: ") + error.what());
        } catch (const std::exception& error) {
            throw DataError(error.what());
        }
    }
    const QString path = positional.first();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw DataError("cannot read " + path.toStdString() + ": " +
                        file.errorString().toStdString());
    try {
        return ScenarioJson::fromBytes(file.readAll());
    } catch (const std::exception& error) {
        throw DataError(path.toStdString() + ": " + error.what());
    }
}

} // namespace fabrictco::cli
