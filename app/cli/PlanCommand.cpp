// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli plan ACTION FILE ...`: adds, duplicates, renames and removes the plans of a
// plan document, so documents with any number of plans can be built from the command line.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ScenarioSource.h"
#include "core/bom/Fabric.h"
#include "core/model/PlanEdits.h"
#include "presentation/PlanNameText.h"

#include <algorithm>

namespace fabrictco::cli {

namespace {

const char* const kActions = "add, duplicate, rename or remove";

std::vector<PlanSpec>::iterator findPlan(Scenario& scenario, const QString& id)
{
    const std::string wanted = id.toStdString();
    const auto it = std::find_if(scenario.plans.begin(), scenario.plans.end(),
                                 [&](const PlanSpec& plan) { return plan.id == wanted; });
    if (it == scenario.plans.end()) {
        std::string known;
        for (const PlanSpec& plan : scenario.plans)
            known += (known.empty() ? "" : ", ") + plan.id;
        throw UsageError("no plan \"" + wanted + "\" in the document (plans: " + known + ")");
    }
    return it;
}

void requireNewId(const Scenario& scenario, const QString& id)
{
    const std::string wanted = id.toStdString();
    if (std::any_of(scenario.plans.begin(), scenario.plans.end(),
                    [&](const PlanSpec& plan) { return plan.id == wanted; }))
        throw UsageError("a plan \"" + wanted + "\" already exists; choose another id");
}

void requireArguments(const QStringList& positional, qsizetype count, const char* syntax)
{
    if (positional.size() != count)
        throw UsageError(std::string("expected: plan ") + syntax);
}

/// `name` trimmed, or a usage error saying why it cannot be a plan's (PlanEdits::checkName).
std::string usableName(const Scenario& scenario, const QString& name, const std::string& exceptId)
{
    const std::string wanted = name.toStdString();
    const PlanEdits::NameCheck check = PlanEdits::checkName(scenario, wanted, exceptId);
    if (check.problem != PlanEdits::NameProblem::None)
        throw UsageError(PlanNameText::problem(check, name).toStdString());
    return PlanEdits::trimmedName(wanted);
}

/// "X (copy)", or "X (copy 2)" and so on when that name is taken.
QString copyName(const Scenario& scenario, const std::string& original)
{
    return QString::fromStdString(
        PlanEdits::copyName(scenario, original, [](const std::string& base, int n) {
            return n == 1 ? base + " (copy)" : base + " (copy " + std::to_string(n) + ")";
        }));
}

/// Applies one action to `scenario`; returns what was done, for the confirmation line.
QString apply(Scenario& scenario, const QStringList& positional, const CliOptions& options)
{
    const QString action = positional.first();
    const auto name = options.value(QStringLiteral("name"));
    if (action == QLatin1String("add")) {
        requireArguments(positional, 3, "add FILE ID --fabric ib|roce [--name NAME]");
        const QString id = positional[2];
        requireNewId(scenario, id);
        const auto fabricText = options.value(QStringLiteral("fabric"));
        if (!fabricText)
            throw UsageError("--fabric ib|roce is required to add a plan");
        const std::optional<Fabric> fabric = fabricFromId(fabricText->toStdString());
        if (!fabric)
            throw UsageError("--fabric: expected ib or roce, got \"" +
                             fabricText->left(40).toStdString() + "\"");
        PlanEdits::add(scenario, *fabric, id.toStdString(),
                       usableName(scenario, name ? *name : id, ""));
        return QStringLiteral("Added plan %1 (%2)").arg(id, *fabricText);
    }
    if (action == QLatin1String("duplicate")) {
        requireArguments(positional, 4, "duplicate FILE ID NEW_ID [--name NAME]");
        const QString newId = positional[3];
        requireNewId(scenario, newId);
        const std::string original = findPlan(scenario, positional[2])->id;
        const std::string copyTitle = usableName(
            scenario, name ? *name : copyName(scenario, scenario.plan(original)->name), "");
        PlanEdits::duplicate(scenario, original, newId.toStdString(), copyTitle);
        return QStringLiteral("Duplicated plan %1 as %2").arg(positional[2], newId);
    }
    if (action == QLatin1String("rename")) {
        requireArguments(positional, 4, "rename FILE ID NAME");
        const auto plan = findPlan(scenario, positional[2]);
        plan->name = usableName(scenario, positional[3], plan->id);
        return QStringLiteral("Renamed plan %1 to \"%2\"")
            .arg(positional[2], QString::fromStdString(plan->name));
    }
    if (action == QLatin1String("remove")) {
        requireArguments(positional, 3, "remove FILE ID");
        const std::string id = findPlan(scenario, positional[2])->id;
        if (!PlanEdits::remove(scenario, id))
            throw UsageError("cannot remove the only plan of the document");
        return QStringLiteral("Removed plan %1").arg(positional[2]);
    }
    throw UsageError("unknown action \"" + action.left(40).toStdString() + "\"; expected " +
                     kActions);
}

int runPlan(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("plan"),
        QStringLiteral("Adds, duplicates, renames or removes a plan of a plan document and saves "
                       "it atomically.\n\n"
                       "  plan add FILE ID --fabric ib|roce [--name NAME]\n"
                       "  plan duplicate FILE ID NEW_ID [--name NAME]\n"
                       "  plan rename FILE ID NAME\n"
                       "  plan remove FILE ID\n\n"
                       "Plan ids are lower-case letters, digits and hyphens, unique in the "
                       "document. A new plan takes the fabric design of the first plan of its "
                       "fabric and no overrides; a duplicate copies everything but the id and the "
                       "name (NAME, or the original name with \" (copy)\") and comes right after "
                       "the original, as in the window."));
    options.addPositional(QStringLiteral("ACTION"), QStringLiteral("add, duplicate, rename or "
                                                                   "remove."));
    options.addPositional(QStringLiteral("FILE"), QStringLiteral("The .fabrictco document."));
    options.addPositional(QStringLiteral("ARGS"), QStringLiteral("The action's arguments."),
                          QStringLiteral("ARGS..."));
    options.addValueOption(QStringLiteral("fabric"), QStringLiteral("ib|roce"),
                           QStringLiteral("Fabric of a new plan (add)."));
    options.addValueOption(QStringLiteral("name"), QStringLiteral("NAME"),
                           QStringLiteral("Name shown for the new plan (add, duplicate)."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const QStringList positional = options.positionalArguments();
    if (positional.size() < 2)
        throw UsageError(std::string("expected an ACTION (") + kActions + ") and a document FILE");
    const QString file = positional[1];
    // Usage problems in the action's own arguments come before touching the file.
    const QString action = positional.first();
    if (action != QLatin1String("add") && action != QLatin1String("duplicate") &&
        action != QLatin1String("rename") && action != QLatin1String("remove"))
        throw UsageError("unknown action \"" + action.left(40).toStdString() + "\"; expected " +
                         kActions);
    PlanDocument::FileState read;
    DocumentContent content = ScenarioSource::openDocument(file, &read);
    const QString done = apply(content.scenario, positional, options);
    ScenarioSource::saveEditedDocument(content, file, read);
    const std::size_t count = content.scenario.plans.size();
    streams.out << done << "; saved " << file << " (" << count
                << (count == 1 ? " plan)\n" : " plans)\n");
    return kExitSuccess;
}

} // namespace

Command planCommand()
{
    return {QStringLiteral("plan"),
            QStringLiteral("Add, duplicate, rename or remove plans of a document"), runPlan};
}

} // namespace fabrictco::cli
