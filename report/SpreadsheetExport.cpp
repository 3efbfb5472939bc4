// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/SpreadsheetExport.h"

#include "report/CsvWriter.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/SpreadsheetTables.h"
#include "report/XlsxWriter.h"
#include "translations/I18n.h"

#include <QSaveFile>

namespace fabrictco {

SpreadsheetExport::Format SpreadsheetExport::formatForPath(const QString& path)
{
    if (path.endsWith(QStringLiteral(".xlsx"), Qt::CaseInsensitive))
        return Format::Xlsx;
    if (path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive))
        return Format::Csv;
    throw ReportError("the output must end in .xlsx or .csv (got \"" + path.left(60).toStdString() +
                      "\")");
}

void SpreadsheetExport::write(const QString& path, const Scenario& scenario, const Catalog& catalog,
                              const ReportOptions& options)
{
    formatForPath(path);
    write(path, ReportDataBuilder::build(scenario, catalog, options));
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
        XlsxWriter::write(path, sheets);
        return;
    }
    const QByteArray bytes = CsvWriter::write(sheets);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw ReportError("cannot write " + path.toStdString() + ": " +
                          file.errorString().toStdString());
}

} // namespace fabrictco
