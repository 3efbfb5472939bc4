// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/PdfReportWriter.h"

#include "report/ChartTextObject.h"
#include "report/ReportError.h"
#include "report/ReportFonts.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace fabrictco {

namespace {

constexpr int kResolution = 600; // dots per inch of the PDF's user space
constexpr qreal kMarginSideMm = 16;
constexpr qreal kMarginTopMm = 22;
constexpr qreal kMarginBottomMm = 20;

qreal mm(qreal millimetres)
{
    return millimetres * kResolution / 25.4;
}

void drawHeaderFooter(QPainter& painter, const QRectF& page, const QRectF& body,
                      const PdfPageSetup& setup, int page1Based, int pages)
{
    painter.save();
    QFont font = ReportFonts::font(setup.language, 8);
    painter.setFont(font);
    painter.setPen(QColor(0x55, 0x5b, 0x66));
    const qreal lineY = body.top() - mm(4);
    if (page1Based > 1) {
        const QRectF header(body.left(), mm(8), body.width(), lineY - mm(9));
        const QFontMetricsF metrics(font, painter.device());
        const QString scenario =
            metrics.elidedText(setup.scenario, Qt::ElideRight, body.width() * 0.45);
        const QString title = metrics.elidedText(setup.title, Qt::ElideRight, body.width() * 0.5);
        painter.drawText(header, Qt::AlignLeft | Qt::AlignBottom, title);
        painter.drawText(header, Qt::AlignRight | Qt::AlignBottom, scenario);
        painter.setPen(QPen(QColor(0xb8, 0xbe, 0xc8), mm(0.2)));
        painter.drawLine(QPointF(body.left(), lineY), QPointF(body.right(), lineY));
        painter.setPen(QColor(0x55, 0x5b, 0x66));
    }
    const qreal footerY = body.bottom() + mm(6);
    const QRectF footer(body.left(), footerY, body.width(), page.bottom() - footerY - mm(8));
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignTop, setup.date);
    painter.drawText(footer, Qt::AlignRight | Qt::AlignTop,
                     PdfReportWriter::tr("Page %1 of %2").arg(page1Based).arg(pages));
    painter.restore();
}

} // namespace

QByteArray PdfReportWriter::render(const QString& html, ChartTextObject& charts,
                                   const PdfPageSetup& setup, int* pageCount)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPdfVersion(QPagedPaintDevice::PdfVersion_1_6);
    writer.setResolution(kResolution);
    writer.setPageSize(QPageSize(setup.paper));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    writer.setTitle(setup.title);
    writer.setCreator(QStringLiteral("FabricTCO %1").arg(QStringLiteral(FABRICTCO_VERSION)));

    const QRectF page(0, 0, writer.width(), writer.height());
    const QRectF body = page.adjusted(mm(kMarginSideMm), mm(kMarginTopMm), -mm(kMarginSideMm),
                                      -mm(kMarginBottomMm));

    QTextDocument document;
    document.documentLayout()->setPaintDevice(&writer);
    charts.install(&document);
    document.setDefaultFont(ReportFonts::font(setup.language, 9.5));
    document.setDocumentMargin(0);
    document.setPageSize(body.size());
    document.setHtml(html);
    const int pages = document.pageCount();

    QPainter painter;
    if (!painter.begin(&writer))
        throw ReportError("cannot start the PDF writer");
    for (int index = 0; index < pages; ++index) {
        if (index > 0)
            writer.newPage();
        painter.save();
        painter.translate(body.topLeft());
        const QRectF view(0, index * body.height(), body.width(), body.height());
        painter.setClipRect(QRectF(0, 0, body.width(), body.height()));
        painter.translate(0, -view.top());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        drawHeaderFooter(painter, page, body, setup, index + 1, pages);
    }
    painter.end();
    if (pageCount)
        *pageCount = pages;
    return bytes;
}

} // namespace fabrictco
