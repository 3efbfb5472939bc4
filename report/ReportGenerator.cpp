// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportGenerator.h"

#include "report/HtmlReport.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/ReportFonts.h"
#include "report/ReportPages.h"

#include <QApplication>

namespace fabrictco {

namespace {

ReportData buildChecked(const Scenario& scenario, const Catalog& catalog,
                        const ReportOptions& options)
{
    if (!QCoreApplication::instance() || !QCoreApplication::instance()->inherits("QApplication"))
        throw ReportError("the report needs a QApplication (charts are widgets)");
    // Fail on a missing Chinese font before the engines run.
    ReportFonts::families(options.language);
    return ReportDataBuilder::build(scenario, catalog, options);
}

} // namespace

QByteArray ReportGenerator::pdf(const Scenario& scenario, const Catalog& catalog,
                                const ReportOptions& options, int* pageCount)
{
    const ReportPages pages(buildChecked(scenario, catalog, options));
    if (pageCount)
        *pageCount = pages.pageCount();
    return pages.pdf();
}

void ReportGenerator::writePdf(const QString& path, const Scenario& scenario,
                               const Catalog& catalog, const ReportOptions& options)
{
    ReportPages(buildChecked(scenario, catalog, options)).writePdf(path);
}

QByteArray ReportGenerator::html(const Scenario& scenario, const Catalog& catalog,
                                 const ReportOptions& options)
{
    return HtmlReport(buildChecked(scenario, catalog, options)).html();
}

void ReportGenerator::writeHtml(const QString& path, const Scenario& scenario,
                                const Catalog& catalog, const ReportOptions& options)
{
    HtmlReport(buildChecked(scenario, catalog, options)).write(path);
}

} // namespace fabrictco
