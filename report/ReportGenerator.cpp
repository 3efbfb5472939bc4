// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportGenerator.h"

#include "report/HtmlReport.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportError.h"
#include "report/ReportFonts.h"
#include "report/ReportPages.h"
#include "report/ReportRiskBuilder.h"

#include <QApplication>

#include <future>

namespace fabrictco {

namespace {

/// Fails on what the report cannot do without before the engines run: a QApplication (charts
/// are widgets) and, for a Chinese report, a Chinese font.
void checkCanReport(const ReportOptions& options)
{
    if (!QCoreApplication::instance() || !QCoreApplication::instance()->inherits("QApplication"))
        throw ReportError("the report needs a QApplication (charts are widgets)");
    ReportFonts::families(options.language);
}

ReportData buildChecked(const Scenario& scenario, const Catalog& catalog,
                        const ReportOptions& options)
{
    checkCanReport(options);
    return ReportDataBuilder::build(scenario, catalog, options);
}

/// The PDF's pages with the risk analysis run on another thread while the sections that do not
/// read it are laid out: the two took turns and the risk analysis was a third of a report's
/// time (issue 42). The pages are the same.
template <typename Use>
auto withPages(const Scenario& scenario, const Catalog& catalog, const ReportOptions& options,
               const Use& use)
{
    checkCanReport(options);
    ReportData data = ReportDataBuilder::buildWithoutRisk(scenario, catalog, options);
    // The analysis reads `data` (never written until it is joined) and no Qt object.
    std::future<ReportRisk> risk =
        std::async(std::launch::async, [&data] { return ReportRiskBuilder::build(data); });
    const ReportPages pages(data, [&risk] { return risk.get(); });
    return use(pages);
}

} // namespace

QByteArray ReportGenerator::pdf(const Scenario& scenario, const Catalog& catalog,
                                const ReportOptions& options, int* pageCount)
{
    return withPages(scenario, catalog, options, [pageCount](const ReportPages& pages) {
        if (pageCount)
            *pageCount = pages.pageCount();
        return pages.pdf();
    });
}

void ReportGenerator::writePdf(const QString& path, const Scenario& scenario,
                               const Catalog& catalog, const ReportOptions& options)
{
    withPages(scenario, catalog, options, [&path](const ReportPages& pages) {
        pages.writePdf(path);
        return 0;
    });
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
