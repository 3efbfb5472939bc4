// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ScenarioSource.h"

#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "core/model/CatalogFingerprint.h"
#include "core/model/ClusterFields.h"
#include "core/model/Examples.h"
#include "core/model/FieldPath.h"
#include "core/model/OrganisationCatalog.h"
#include "core/model/ScenarioJson.h"
#include "core/model/ScenarioValidator.h"
#include "presentation/PlainText.h"
#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"

#include <QCryptographicHash>
#include <QDateTime>

namespace fabrictco::cli {

namespace {

QString exampleNames()
{
    QStringList names;
    for (const std::string& name : Examples::names())
        names << QString::fromStdString(name);
    return names.join(QStringLiteral(", "));
}

/// A problem's field in the words `set` takes: "cluster.nodes_by_year (year 2)", not the file's
/// "cluster.nodesByYear[1]", so the user finds the key they typed.
std::string setKeyOf(const std::string& path)
{
    const FieldPath where = FieldPath::parse(path);
    if (where.part == FieldPath::Part::NodesInYear)
        return "cluster.nodes_by_year (year " + std::to_string(where.index + 1) + ")";
    if (path == "cluster.nodesByYear")
        return "cluster.nodes_by_year";
    if (const ClusterField* field = ClusterFields::find(path))
        return "cluster." + field->name;
    return path;
}

std::string describeForSet(std::vector<ValidationProblem> problems)
{
    for (ValidationProblem& problem : problems)
        problem.field = setKeyOf(problem.field);
    return ScenarioValidator::describe(problems);
}

} // namespace

void ScenarioSource::addOptions(CliOptions& options, ExampleRole role)
{
    const QString help =
        role == ExampleRole::StartingPoint
            ? QStringLiteral("Bundled example to start from: %1 (default %2).")
            : QStringLiteral("Bundled example instead of a document: %1 (default %2).");
    options.addValueOption(QStringLiteral("example"), QStringLiteral("NAME"),
                           help.arg(exampleNames(), QString::fromUtf8(Examples::kDefault.data())));
}

ScenarioSource::Loaded ScenarioSource::load(const CliOptions& options)
{
    const QStringList positional = options.positionalArguments();
    if (positional.size() > 1)
        throw UsageError(QStringLiteral("expected at most one document, got %1 arguments")
                             .arg(positional.size())
                             .toStdString());
    Loaded loaded;
    if (!positional.isEmpty()) {
        if (options.isSet(QStringLiteral("example")))
            throw UsageError("give either a document FILE or --example NAME, not both");
        loaded.content = openDocument(positional.first());
        loaded.origin = positional.first();
        loaded.fromDocument = true;
        return loaded;
    }
    const QString name = options.value(QStringLiteral("example"))
                             .value_or(QString::fromUtf8(Examples::kDefault.data()));
    loaded.content.scenario = loadExample(name);
    loaded.origin = QStringLiteral("example ") + name;
    loaded.example = name;
    return loaded;
}

DocumentContent ScenarioSource::openDocument(const QString& path,
                                             PlanDocument::FileState* state)
{
    try {
        return PlanDocument::open(path, nullptr, state);
    } catch (const DocumentError& e) {
        throw DataError(e.what());
    }
}

void ScenarioSource::saveEditedDocument(DocumentContent& content, const QString& path,
                                        const PlanDocument::FileState& readState)
{
    if (auto problems = ScenarioValidator::validate(content.scenario); !problems.empty())
        throw UsageError(describeForSet(std::move(problems)));
    content.scenario.metadata.modifiedUtc =
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    content.scenario.metadata.programVersion = FABRICTCO_VERSION;
    try {
        PlanDocument::save(content, path, &readState);
    } catch (const DocumentError& e) {
        throw DataError(e.what());
    }
}

Scenario ScenarioSource::loadExample(const QString& name)
{
    const auto& names = Examples::names();
    if (std::find(names.begin(), names.end(), name.toStdString()) == names.end()) {
        throw UsageError(QStringLiteral("--example must be one of %1 (got \"%2\")")
                             .arg(exampleNames(), name.left(40))
                             .toStdString());
    }
    try {
        return Examples::load(name.toStdString());
    } catch (const ExampleError& e) {
        throw DataError(e.what());
    } catch (const ScenarioJsonError& e) {
        throw DataError(std::string("example ") + name.toStdString() + ": " + e.what());
    } catch (const CatalogError& e) {
        throw DataError(e.what());
    }
}

Catalog ScenarioSource::catalogFor(const DocumentContent& content)
{
    try {
        return Catalog::loadDefault().withUserEntries(content.userCatalog);
    } catch (const CatalogError& e) {
        throw DataError(e.what());
    }
}

std::string ScenarioSource::catalogVersion(const Catalog& catalog)
{
    return CatalogFingerprint::version(catalog);
}

QString ScenarioSource::organisationCatalogLine(const Catalog& catalog)
{
    if (catalog.organisationName().empty())
        return {};
    return QStringLiteral("Prices from the organisation's catalog %1 (%2) where it has them\n")
        .arg(PlainText::forTerminalLine(QString::fromStdString(catalog.organisationName())),
             PlainText::forTerminalLine(OrganisationCatalog::path()));
}

} // namespace fabrictco::cli
