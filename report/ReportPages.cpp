// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportPages.h"

#include "core/model/CatalogFingerprint.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EnumText.h"
#include "report/ChartTextObject.h"
#include "report/PdfReportWriter.h"
#include "report/ReportError.h"
#include "report/ReportHtml.h"
#include "report/ReportScope.h"
#include "report/ReportText.h"
#include "storage/AtomicFile.h"

#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace fabrictco {

ReportPages::ReportPages(const ReportData& data)
{
    const ReportScope scope(data.options, "PDF");
    m_inputs = data.options.inputFiles;
    const ReportText text(data.options.language);
    const ReportHtml html(data, text);
    m_charts = std::make_unique<ChartTextObject>();
    m_writer = std::make_unique<PdfReportWriter>(html.build(*m_charts), *m_charts,
                                                 pageSetup(data, text, html.title()));
}

ReportPages::ReportPages(ReportData& data, const std::function<ReportRisk()>& risk)
{
    const ReportScope scope(data.options, "PDF");
    m_inputs = data.options.inputFiles;
    const ReportText text(data.options.language);
    const ReportHtml html(data, text);
    m_charts = std::make_unique<ChartTextObject>();
    bool known = false;
    const auto withRisk = [&] {
        if (!known) {
            html.addCostCharts(*m_charts); // reads no risk figure: made before the wait
            data.risk = risk();
        }
        known = true;
    };
    m_writer = std::make_unique<PdfReportWriter>(
        [&] {
            withRisk();
            return html.front(*m_charts);
        },
        html.middle(),
        [&] {
            withRisk();
            return html.back();
        },
        *m_charts, pageSetup(data, text, html.title()));
}

PdfPageSetup ReportPages::pageSetup(const ReportData& data, const ReportText& text,
                                    const QString& title)
{
    const ReportOptions& options = data.options;
    PdfPageSetup setup;
    setup.paper = options.paper;
    setup.language = options.language;
    setup.title = title;
    setup.scenario = EnumText::workload(data.scenario.workload) + QStringLiteral(" · ") +
                     text.count(data.scenario.cluster.nodes) + QLatin1Char(' ') +
                     ReportHtml::tr("nodes");
    setup.date = text.date(options.date);
    setup.author = QString::fromStdString(data.scenario.metadata.author);
    QStringList planNames;
    for (const PlanSpec& plan : data.scenario.plans)
        planNames << QString::fromStdString(plan.name);
    // Spaced as Chinese sets Latin words in Han text: a plan named in Chinese meets "的"
    // without a space, one ending in Latin letters with one.
    setup.subject = CjkSpacing::spaced(ReportHtml::tr("Total cost of ownership and risk of %1")
                                           .arg(planNames.join(ReportHtml::tr(" versus "))));
    setup.keywords = {QStringLiteral("InfiniBand"), QStringLiteral("RoCE"),
                      ReportHtml::tr("total cost of ownership"), ReportHtml::tr("risk"),
                      EnumText::workload(data.scenario.workload)};
    setup.provenance = QStringLiteral("%1 %2; catalog %3; FabricTCO %4")
                           .arg(options.sourceName, options.sourceDigest,
                                QString::fromStdString(CatalogFingerprint::version(data.catalog)),
                                QStringLiteral(FABRICTCO_VERSION))
                           .simplified();
    return setup;
}

ReportPages::~ReportPages() = default;

int ReportPages::pageCount() const
{
    return m_writer->pageCount();
}

QByteArray ReportPages::pdf() const
{
    return m_writer->pdf();
}

void ReportPages::writePdf(const QString& path) const
{
    const QString failure = AtomicFile::write(path, pdf(), m_inputs);
    if (!failure.isEmpty())
        throw cannotWriteError(path.toStdString(), failure.toStdString());
}

void ReportPages::print(QPagedPaintDevice& device, int first, int last) const
{
    first = std::max(0, first);
    last = std::min(pageCount() - 1, last);
    QPainter painter;
    if (!painter.begin(&device))
        throw ReportError("cannot start printing", ReportProblem::CannotPrint);
    const QSizeF page = m_writer->pageSize();
    const QSizeF target(device.width(), device.height());
    const qreal scale = std::min(target.width() / page.width(), target.height() / page.height());
    for (int index = first; index <= last; ++index) {
        if (index > first)
            device.newPage();
        painter.save();
        painter.translate((target.width() - page.width() * scale) / 2,
                          (target.height() - page.height() * scale) / 2);
        painter.scale(scale, scale);
        m_writer->paintPage(painter, index);
        painter.restore();
    }
    painter.end();
}

QImage ReportPages::pageImage(int index, qreal dotsPerInch) const
{
    const QSizeF page = m_writer->pageSize();
    const QSize size = (page * (dotsPerInch / PdfReportWriter::kResolution)).toSize();
    // Drawn three times larger, then scaled down smoothly: glyphs drawn far smaller than they
    // were laid out smear where the font has no bold face (WenQuanYi's bold is synthetic).
    const qreal drawnDpi = dotsPerInch < 300 ? dotsPerInch * 3 : dotsPerInch;
    const qreal scale = drawnDpi / PdfReportWriter::kResolution;
    QImage image((page * scale).toSize(), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    m_writer->paintPage(painter, index);
    painter.end();
    if (image.size() != size)
        image = image.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    image.setDotsPerMeterX(int(dotsPerInch / 0.0254));
    image.setDotsPerMeterY(int(dotsPerInch / 0.0254));
    return image;
}

} // namespace fabrictco
