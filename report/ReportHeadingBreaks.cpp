// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportHeadingBreaks.h"

#include "report/ReportTableRows.h"

#include <QAbstractTextDocumentLayout>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace fabrictco {

std::optional<ReportHeadingBreaks::Stranded>
ReportHeadingBreaks::firstStranded(const QTextDocument& document, int skipBefore)
{
    const qreal pageHeight = document.pageSize().height();
    if (pageHeight <= 0)
        return std::nullopt;
    QAbstractTextDocumentLayout* layout = document.documentLayout();
    int index = -1;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() <= 0)
            continue;
        ++index;
        const QTextBlock next = block.next();
        if (index < skipBefore || !next.isValid() || QTextCursor(next).currentTable())
            continue;
        const QRectF heading = layout->blockBoundingRect(block);
        const int page = ReportTableRows::pageOf(heading.top(), pageHeight);
        const bool low = heading.top() - page * pageHeight > pageHeight * 4 / 5;
        if (low && ReportTableRows::pageOf(layout->blockBoundingRect(next).bottom() - 1,
                                           pageHeight) > page)
            return Stranded{index, block.position()};
    }
    return std::nullopt;
}

QString ReportHeadingBreaks::breakBefore(const QString& html, int index, qsizetype* breakAt)
{
    *breakAt = -1;
    static const QRegularExpression heading(QStringLiteral("<h[1-6][\\s>]"),
                                            QRegularExpression::CaseInsensitiveOption);
    auto matches = heading.globalMatch(html);
    for (int i = 0; matches.hasNext(); ++i) {
        const QRegularExpressionMatch match = matches.next();
        if (i < index)
            continue;
        const qsizetype at = match.capturedStart();
        const qsizetype end = html.indexOf(QLatin1Char('>'), at);
        if (end < 0)
            return html;
        const QString tag = html.mid(at, end - at + 1);
        if (tag.contains(QLatin1String("page-break-before: always"), Qt::CaseInsensitive))
            return html;
        *breakAt = at;
        QString out = html;
        return out.replace(at, tag.size(), withPageBreak(tag));
    }
    return html;
}

QString ReportHeadingBreaks::withPageBreak(QString tag)
{
    static const QRegularExpression style(QStringLiteral("style\\s*=\\s*\""),
                                          QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = style.match(tag);
    if (match.hasMatch())
        return tag.insert(match.capturedEnd(), QStringLiteral("page-break-before: always; "));
    const qsizetype end = tag.endsWith(QLatin1String("/>")) ? tag.size() - 2 : tag.size() - 1;
    return tag.insert(end, QStringLiteral(" style=\"page-break-before: always;\""));
}

} // namespace fabrictco
