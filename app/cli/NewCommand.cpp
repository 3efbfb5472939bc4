// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli new [--example NAME] -o FILE`: a new plan document from a bundled example.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ScenarioSource.h"
#include "storage/DocumentError.h"
#include "storage/OutputPath.h"
#include "storage/PlanDocument.h"

#include <QDateTime>
#include <QFileInfo>

namespace fabrictco::cli {

namespace {

int runNew(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("new"),
        QStringLiteral("Creates a plan document (.fabrictco) from a bundled example."));
    ScenarioSource::addOptions(options, ScenarioSource::ExampleRole::StartingPoint);
    options.parser().addOption(QCommandLineOption(
        {QStringLiteral("o"), QStringLiteral("output")},
        QStringLiteral("The document to write (required)."), QStringLiteral("FILE")));
    options.addFlag(QStringLiteral("force"), QStringLiteral("Replace FILE if it exists."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    if (!options.positionalArguments().isEmpty())
        throw UsageError("unexpected argument \"" +
                         options.positionalArguments().first().left(40).toStdString() +
                         "\"; name the document with -o FILE");
    const auto output = options.value(QStringLiteral("output"));
    if (!output || output->isEmpty())
        throw UsageError("-o FILE is required: the document to write");
    const QFileInfo existing(*output);
    if ((existing.exists() || existing.isSymLink()) && !options.isSet(QStringLiteral("force")))
        throw DataError(output->toStdString() + " already exists; use --force to replace it");
    // --force replaces a document, never a device, a folder or what a link points nowhere to.
    if (const OutputPath::Target target = OutputPath::resolve(*output, {}, OutputPath::Kind::Document); !target.ok())
        throw DataError("cannot write " + output->toStdString() + ": " +
                        target.refusal.toStdString());

    const ScenarioSource::Loaded source = ScenarioSource::load(options);
    DocumentContent content = source.content;
    const std::string now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    content.scenario.metadata.createdUtc = now;
    content.scenario.metadata.modifiedUtc = now;
    content.scenario.metadata.programVersion = FABRICTCO_VERSION;
    content.catalogVersion = ScenarioSource::catalogVersion(ScenarioSource::catalogFor(content));
    try {
        PlanDocument::save(content, *output);
    } catch (const DocumentError& e) {
        throw DataError(e.what());
    }
    streams.out << "Wrote " << *output << " (" << source.origin << ", "
                << content.scenario.plans.size() << " plans)\n";
    return kExitSuccess;
}

} // namespace

Command newCommand()
{
    return {QStringLiteral("new"),
            QStringLiteral("Create a plan document (.fabrictco) from an example"), runNew};
}

} // namespace fabrictco::cli
