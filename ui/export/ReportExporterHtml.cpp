// SPDX-License-Identifier: GPL-3.0-or-later
// ReportExporter's HTML report (File > Export HTML report): the PDF's steps, in a file of
// their own to keep ReportExporter.cpp to its size.
#include "report/HtmlReport.h"
#include "report/ReportError.h"
#include "ui/export/ReportErrorText.h"
#include "ui/export/ReportExporter.h"
#include "ui/settings/Settings.h"

#include <QApplication>
#include <QFileInfo>

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
    // A file that cannot be written asks for another place: the report is kept meanwhile.
    QString path = suggestedPath(content, QStringLiteral("html"));
    for (;;) {
        path = m_askSavePath(m_window, tr("Export HTML report"), path, tr("HTML files (*.html)"),
                             nullptr);
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive))
            path += QStringLiteral(".html");
        try {
            report->write(path);
            break;
        } catch (const ReportError&) {
            tell(tr("Cannot save the report"),
                 ReportErrorText::describe(std::current_exception(), nullptr));
        }
    }
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    keepPendingTitle();
    announceWritten(path);
}

} // namespace fabrictco::ui
