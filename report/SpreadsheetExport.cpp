// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SpreadsheetExport.h"

#include "core/model/CatalogFingerprint.h"
#include "presentation/PlainText.h"
#include "report/CsvWriter.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/SpreadsheetTables.h"
#include "report/XlsxWriter.h"
#include "storage/AtomicFile.h"
#include "translations/I18n.h"

namespace fabrictco {

SpreadsheetExport::Format SpreadsheetExport::formatForPath(const QString& path)
{
    if (path.endsWith(QStringLiteral(".xlsx"), Qt::CaseInsensitive))
        return Format::Xlsx;
    if (path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive))
        return Format::Csv;
    throw ReportError("the output must end in .xlsx or .csv (got \"" + path.left(60).toStdString() +
                          "\")",
                      ReportProblem::UnsupportedFormat, path.toStdString());
}

void SpreadsheetExport::write(const QString& path, const Scenario& scenario, const Catalog& catalog,
                              const ReportOptions& options)
{
    formatForPath(path);
    write(path, ReportDataBuilder::build(scenario, catalog, options));
}

XlsxWriter::Properties SpreadsheetExport::properties(const ReportData& data)
{
    // Plain text everywhere: a spreadsheet shows these in File > Properties as they are.
    const auto text = [](const std::string& value) {
        return PlainText::forTerminal(QString::fromStdString(value));
    };
    XlsxWriter::Properties p;
    p.title = text(data.scenario.metadata.title);
    QStringList planNames;
    for (const PlanSpec& plan : data.scenario.plans)
        planNames << text(plan.name);
    p.subject = QStringLiteral("InfiniBand / RoCE TCO: ") + planNames.join(QStringLiteral(" | "));
    p.author = text(data.scenario.metadata.author);
    p.keywords = QStringLiteral("InfiniBand, RoCE, TCO, risk");
    const ReportOptions& o = data.options;
    p.comments =
        QStringLiteral("FabricTCO %1; source %2 %3; catalog %4")
            .arg(QStringLiteral(FABRICTCO_VERSION), PlainText::forTerminal(o.sourceName),
                 o.sourceDigest, QString::fromStdString(CatalogFingerprint::version(data.catalog)))
            .simplified();
    p.custom = {
        {QStringLiteral("Scenario"), p.title},
        {QStringLiteral("Source document"), PlainText::forTerminal(o.sourceName)},
        {QStringLiteral("Source SHA-256 (first 12)"), o.sourceDigest},
        {QStringLiteral("Unsaved changes"),
         o.sourceModified ? QStringLiteral("yes") : QStringLiteral("no")},
        {QStringLiteral("Catalog version"),
         QString::fromStdString(CatalogFingerprint::version(data.catalog))},
        {QStringLiteral("Catalog newest source"),
         QString::fromStdString(CatalogFingerprint::latestDate(data.catalog))},
        // The organisation's catalog on the machine that priced it (OrganisationCatalog).
        {QStringLiteral("Organisation catalog"),
         data.catalog.organisationName().empty()
             ? QStringLiteral("none")
             : PlainText::forTerminal(QString::fromStdString(data.catalog.organisationName()))},
        {QStringLiteral("Program version"), QStringLiteral(FABRICTCO_VERSION)},
        {QStringLiteral("Monte Carlo trials"), QString::number(o.trials)},
        {QStringLiteral("Monte Carlo seed"), QString::number(o.seed)},
    };
    return p;
}

void SpreadsheetExport::write(const QString& path, const ReportData& data)
{
    const Format format = formatForPath(path);
    std::vector<SpreadsheetSheet> sheets;
    {
        const i18n::LanguageScope language(data.options.language);
        if (!language.installed())
            throw ReportError("unknown language \"" + data.options.language.toStdString() +
                              "\": use en or zh_CN");
        sheets = SpreadsheetTables::build(data);
    }
    if (format == Format::Xlsx) {
        XlsxWriter::write(path, sheets, properties(data), data.options.inputFiles);
        return;
    }
    const QString failure =
        AtomicFile::write(path, CsvWriter::write(sheets), data.options.inputFiles);
    if (!failure.isEmpty())
        throw cannotWriteError(path.toStdString(), failure.toStdString());
}

} // namespace fabrictco
