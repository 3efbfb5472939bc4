// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportGenerator.h"

#include "presentation/EnumText.h"
#include "report/ChartTextObject.h"
#include "report/PdfReportWriter.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/ReportFonts.h"
#include "report/ReportHtml.h"
#include "report/ReportText.h"
#include "translations/I18n.h"

#include <QSaveFile>

namespace fabrictco {

QByteArray ReportGenerator::pdf(const Scenario& scenario, const Catalog& catalog,
                                const ReportOptions& options, int* pageCount)
{
    if (!QCoreApplication::instance() || !QCoreApplication::instance()->inherits("QApplication")) {
        throw ReportError("the PDF report needs a QApplication (charts are widgets)");
    }
    // Fail on a missing Chinese font before any work is done.
    ReportFonts::families(options.language);
    // A GUI in English can export a Chinese report without switching its own language.
    const i18n::LanguageScope language(options.language);
    if (!language.installed())
        throw ReportError("unknown language \"" + options.language.toStdString() +
                          "\": use en or zh_CN");
    const ReportData data = ReportDataBuilder::build(scenario, catalog, options);
    const ReportText text(options.language);
    const ReportHtml html(data, text);
    ChartTextObject charts;
    PdfPageSetup setup;
    setup.paper = options.paper;
    setup.language = options.language;
    setup.title = html.title();
    setup.scenario = EnumText::workload(scenario.workload) + QStringLiteral(" · ") +
                     text.count(scenario.cluster.nodes) + QLatin1Char(' ') +
                     ReportHtml::tr("nodes");
    setup.date = text.date(data.options.date);
    return PdfReportWriter::render(html.build(charts), charts, setup, pageCount);
}

void ReportGenerator::writePdf(const QString& path, const Scenario& scenario,
                               const Catalog& catalog, const ReportOptions& options)
{
    const QByteArray bytes = pdf(scenario, catalog, options);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        throw ReportError("cannot write " + path.toStdString() + ": " +
                          file.errorString().toStdString());
}

} // namespace fabrictco
