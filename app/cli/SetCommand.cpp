// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli set FILE KEY=VALUE...`: edits a plan document from the command line.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ScenarioAssignment.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/ProductSelection.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/PlainText.h"

namespace fabrictco::cli {

namespace {

/// One line for each value that lies outside the document's own range for it: the risk
/// analysis widens the range to hold the value (holding(), the one rule), and says so here.
void reportWidenedRanges(const Scenario& scenario, CliStreams& streams)
{
    const auto report = [&streams](const std::string& prefix,
                                   const std::map<std::string, ParameterValue>& overrides,
                                   const std::map<std::string, Uncertainty>& ranges) {
        for (const auto& [key, value] : overrides) {
            const auto range = ranges.find(key);
            if (range == ranges.end())
                continue;
            const Uncertainty used = holding(range->second, value.value);
            if (used == range->second)
                continue;
            streams.out << "Note: " << QString::fromStdString(prefix + key) << " = "
                        << QString::fromStdString(value.value.toString())
                        << " lies outside the document's range for it, "
                        << QString::fromStdString(range->second.low.toString()) << " to "
                        << QString::fromStdString(range->second.high.toString())
                        << "; the risk analysis draws it from "
                        << QString::fromStdString(used.low.toString()) << " to "
                        << QString::fromStdString(used.high.toString()) << "\n";
        }
    };
    report({}, scenario.overrides, scenario.uncertainty);
    for (const PlanSpec& plan : scenario.plans)
        report(plan.id + ".", plan.overrides, plan.uncertainty);
}

int runSet(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("set"),
        QStringLiteral("Sets inputs of a plan document and saves it atomically.\n\n") +
            ScenarioAssignment::help());
    options.addPositional(QStringLiteral("FILE"), QStringLiteral("The .fabrictco document."));
    options.addPositional(QStringLiteral("KEY=VALUE"), QStringLiteral("One or more assignments."),
                          QStringLiteral("KEY=VALUE..."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const QStringList positional = options.positionalArguments();
    if (positional.size() < 2)
        throw UsageError("expected a document FILE and at least one KEY=VALUE");
    const QString file = positional.first();
    PlanDocument::FileState read;
    DocumentContent content = ScenarioSource::openDocument(file, &read);
    const std::vector<int> scheduleBefore = content.scenario.cluster.nodesByYear;
    for (qsizetype i = 1; i < positional.size(); ++i)
        ScenarioAssignment::apply(content.scenario, positional[i]);
    // The picked products decide radix, link speed and optics: checked and written through
    // before anything is saved.
    const Catalog catalog = ScenarioSource::catalogFor(content);
    for (PlanSpec& plan : content.scenario.plans) {
        try {
            ProductSelection::apply(plan, catalog);
        } catch (const ProductError& e) {
            throw UsageError(e.what());
        }
    }
    ScenarioSource::saveEditedDocument(content, file, read);
    streams.out << "Saved " << file << " (" << (positional.size() - 1) << " change"
                << (positional.size() == 2 ? "" : "s") << ")\n";
    reportWidenedRanges(content.scenario, streams);
    // A new first-year size or horizon moves an explicit schedule (ClusterFields): say where.
    const std::vector<int>& schedule = content.scenario.cluster.nodesByYear;
    if (!schedule.empty() && schedule != scheduleBefore) {
        QStringList years;
        for (const int nodes : schedule)
            years << QString::number(nodes);
        streams.out << "Note: the nodes by year are now " << years.join(QStringLiteral(", "))
                    << "\n";
    }
    // Saved as the window saves it, but a plan that outgrows its fabric in a later year has no
    // costs: said now, in the words `tco` would use, not only when the costs are asked for.
    for (const QString& sentence :
         GrowthLimitText::outgrown(content.scenario, catalog, QLocale::c()))
        streams.out << "Note: " << PlainText::forTerminalLine(sentence) << "\n";
    return kExitSuccess;
}

} // namespace

Command setCommand()
{
    return {QStringLiteral("set"), QStringLiteral("Set inputs of a plan document (KEY=VALUE...)"),
            runSet};
}

} // namespace fabrictco::cli
