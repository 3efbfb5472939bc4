// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli show FILE [--json]`: what a plan document holds.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ProductLines.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/Catalog.h"
#include "core/model/OrganisationCatalog.h"
#include "core/model/QuoteValidity.h"
#include "core/model/ScenarioJson.h"
#include "presentation/PlainText.h"
#include "storage/DocumentError.h"
#include "storage/DocumentSchema.h"
#include "storage/PlanDocument.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fabrictco::cli {

namespace {

/// A one-line text of the document, for the terminal (PlainText::forTerminalLine).
QString line(const std::string& text)
{
    return PlainText::forTerminalLine(QString::fromStdString(text));
}

QString str(const std::string& text)
{
    return QString::fromStdString(text);
}

QString str(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString valueText(const ParameterValue& value)
{
    return str(value.value.toString()) +
           (value.currency ? QLatin1Char(' ') + str(value.currency->code()) : QString());
}

QString uncertaintyText(const Uncertainty& u)
{
    return str(distributionShapeId(u.shape)) + QStringLiteral(" ") + str(u.low.toString()) +
           QStringLiteral("..") + str(u.high.toString());
}

void parameters(QString& out, const QString& indent,
                const std::map<std::string, ParameterValue>& overrides,
                const std::map<std::string, Uncertainty>& uncertainty)
{
    for (const auto& [key, value] : overrides)
        out += indent + str(key) + QStringLiteral(" = ") + valueText(value) + QLatin1Char('\n');
    for (const auto& [key, range] : uncertainty)
        out +=
            indent + str(key) + QStringLiteral(" ~ ") + uncertaintyText(range) + QLatin1Char('\n');
}

QString text(const DocumentContent& doc, int formatVersion, const Catalog& catalog)
{
    const Scenario& s = doc.scenario;
    const ScenarioMetadata& m = s.metadata;
    QString out;
    out += QStringLiteral("Title:        %1\n").arg(line(m.title));
    out +=
        QStringLiteral("Author:       %1%2\n")
            .arg(line(m.author),
                 m.organisation.empty() ? QString() : QStringLiteral(", ") + line(m.organisation));
    out += QStringLiteral("Created:      %1   modified: %2\n")
               .arg(str(m.createdUtc), str(m.modifiedUtc));
    out += QStringLiteral("Written by:   FabricTCO %1, format version %2%3\n")
               .arg(str(m.programVersion))
               .arg(formatVersion)
               .arg(formatVersion < DocumentSchema::kCurrentVersion
                        ? QStringLiteral(" (upgraded when saved)")
                        : QString());
    out += QStringLiteral("Catalog:      %1\n")
               .arg(doc.catalogVersion.empty() ? QStringLiteral("(not recorded)")
                                               : str(doc.catalogVersion));
    // The machine's, not the document's: the prices it is shown with here.
    if (!catalog.organisationName().empty())
        out += QStringLiteral("              priced here with the organisation's catalog %1 (%2)\n")
                   .arg(line(catalog.organisationName()),
                        PlainText::forTerminalLine(OrganisationCatalog::path()));
    out += QStringLiteral("Workload:     %1\nTeam:         %2\n")
               .arg(str(workloadId(s.workload)), str(teamExpertiseId(s.team)));
    const ClusterInputs& c = s.cluster;
    out += QStringLiteral("Cluster:      %1 nodes x %2 GPUs, %3 years, %4, rounding %5\n")
               .arg(c.nodes)
               .arg(c.gpusPerNode)
               .arg(c.horizonYears)
               .arg(str(c.currency.code()), str(roundingModeId(c.rounding)));
    if (!c.nodesByYear.empty()) {
        QStringList years;
        for (int n : c.nodesByYear)
            years << QString::number(n);
        out += QStringLiteral("Nodes by year: %1\n").arg(years.join(QStringLiteral(", ")));
    }
    if (!m.notes.empty())
        out +=
            QStringLiteral("Notes:        %1\n")
                .arg(str(m.notes)
                         .replace(QLatin1Char('\r'), QStringLiteral("\\u000d"))
                         .replace(QLatin1Char('\n'), QStringLiteral("\n              ")));
    if (!s.overrides.empty() || !s.uncertainty.empty()) {
        out += QStringLiteral("Scenario parameters:\n");
        parameters(out, QStringLiteral("  "), s.overrides, s.uncertainty);
    }
    out += QStringLiteral("Plans (%1):\n").arg(s.plans.size());
    for (const PlanSpec& p : s.plans) {
        const FabricDesign& d = p.design;
        out += QStringLiteral("  %1  %2 [%3]: %4 nodes, %5 rails, %6G, radix %7, oversubscription "
                              "%8:1, spares %9%\n")
                   // One arg() call: a name holding "%4" is not a place for the next value.
                   .arg(str(p.id), line(p.name), str(fabricId(d.fabric)),
                        QString::number(d.nodes), QString::number(d.railsPerNode),
                        QString::number(d.linkSpeedGbps), QString::number(d.switchRadix),
                        str(d.oversubscription.toString()), str(d.sparesPercent.toString()));
        out += QStringLiteral("      hardware: %1\n").arg(ProductLines::text(p, catalog));
        parameters(out, QStringLiteral("      "), p.overrides, p.uncertainty);
    }
    // Validity on the day `show` runs, as the window's quotes list shows it.
    out += QStringLiteral("Quotes (%1, status as of %2):\n")
               .arg(s.quotes.size())
               .arg(QDate::currentDate().toString(Qt::ISODate));
    for (const Quote& q : s.quotes) {
        out += QStringLiteral("  %1  %2 %3  %4, %5%6  %8  [%7]\n")
                   .arg(str(q.itemKey), str(q.unitPrice.toString()),
                        str(q.unitPrice.currency().code()),
                        q.vendor.empty() ? QStringLiteral("(no vendor)") : line(q.vendor),
                        str(q.quoteDate),
                        q.validUntil.empty() ? QString()
                                             : QStringLiteral(", valid until ") + str(q.validUntil),
                        str(q.origin),
                        str(std::string(
                            QuoteValidity::id(QuoteValidity::status(q, QDate::currentDate())))));
    }
    out += QStringLiteral("Own catalog items (%1):\n").arg(doc.userCatalog.size());
    for (const CatalogEntry& e : doc.userCatalog) {
        out +=
            QStringLiteral("  %1%2 = %3  (%4, %5, %6)\n")
                .arg(str(e.key),
                     e.fabric ? QStringLiteral(" [") + str(fabricId(*e.fabric)) + QLatin1Char(']')
                              : QString(),
                     valueText(e.value), str(e.source), str(e.date),
                     str(confidenceId(e.confidence)));
    }
    return out;
}

QString json(const DocumentContent& doc, int formatVersion)
{
    Catalog own;
    for (const CatalogEntry& entry : doc.userCatalog)
        own.addOrReplace(entry);
    const QJsonObject catalog = QJsonDocument::fromJson(own.toJson()).object();
    QJsonObject root;
    root[QStringLiteral("format")] = QStringLiteral("fabrictco-document");
    root[QStringLiteral("formatVersion")] = formatVersion;
    root[QStringLiteral("catalogVersion")] = str(doc.catalogVersion);
    root[QStringLiteral("scenario")] = ScenarioJson::toJson(doc.scenario);
    root[QStringLiteral("userCatalog")] = catalog.value(QStringLiteral("entries")).toArray();
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

int runShow(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(QStringLiteral("show"), QStringLiteral("Shows what a plan document holds."));
    options.addPositional(QStringLiteral("FILE"), QStringLiteral("The .fabrictco document."));
    options.addFlag(
        QStringLiteral("json"),
        QStringLiteral(
            "Print JSON: {format, formatVersion, catalogVersion, scenario, userCatalog}."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const QStringList files = options.positionalArguments();
    if (files.size() != 1)
        throw UsageError("expected one document FILE");
    int version = 0;
    DocumentContent doc;
    try {
        doc = PlanDocument::open(files.first(), &version);
    } catch (const DocumentError& e) {
        throw DataError(e.what());
    }
    streams.out << (options.isSet(QStringLiteral("json"))
                        ? json(doc, version)
                        : text(doc, version, ScenarioSource::catalogFor(doc)));
    return kExitSuccess;
}

} // namespace

Command showCommand()
{
    return {QStringLiteral("show"), QStringLiteral("Show what a plan document holds"), runShow};
}

} // namespace fabrictco::cli
