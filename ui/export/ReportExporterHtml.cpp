// SPDX-License-Identifier: GPL-3.0-or-later
// ReportExporter's HTML report (File > Export HTML report): the PDF's steps, in a file of
// their own to keep ReportExporter.cpp to its size.
#include "report/HtmlReport.h"
#include "report/ReportError.h"
#include "ui/export/ReportErrorText.h"
#include "ui/export/ReportExporter.h"

#include <memory>

namespace fabrictco::ui {

void ReportExporter::writeHtml(const QString& path, const DocumentContent& content,
                               const ReportOptions& options, Done done)
{
    compute(content, options, [path, done = std::move(done)](Result result) {
        if (result.status == Result::Done) {
            try {
                HtmlReport(*result.data).write(path);
            } catch (const ReportError&) {
                result.fail(std::current_exception());
            }
        }
        done(std::move(result));
    });
}

void ReportExporter::exportHtml(const DocumentContent& content)
{
    const std::optional<ReportChoices> choices = askChoices(content, tr("&Export…"));
    if (!choices)
        return;
    computeThen(choices->applyTo(content), withSource(optionsFor(*choices)),
                [this, content](const ReportData& data) { saveHtml(data, content); });
}

void ReportExporter::saveHtml(const ReportData& data, const DocumentContent& content)
{
    const std::unique_ptr<HtmlReport> report = made<HtmlReport>(data);
    if (!report)
        return;
    saveAsking(content, QStringLiteral("html"), tr("Export HTML report"), tr("HTML files (*.html)"),
               [&report](const QString& path) { report->write(path); });
}

} // namespace fabrictco::ui
