// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace fabrictco::ui {

/// The plain text a screen reader should read for rich text shown in a label (the summary page),
/// where Qt exposes no table structure: paragraphs as lines, and each table row as one line that
/// names its cells by their column headers ("Total cost over the horizon. InfiniBand NDR:
/// 68,428,680.20 USD; RoCE: 55,177,637.50 USD."). QTextDocumentFragment::toPlainText() gave
/// every cell its own line, so a listener heard figures without knowing whose (issue 40).
/// A table's first row is its header row; a cell of several paragraphs reads them joined. The
/// joining punctuation is the reader's language's ("规划期总成本。InfiniBand NDR：...；...").
class ReadableText
{
    Q_DECLARE_TR_FUNCTIONS(ReadableText)
public:
    static QString fromHtml(const QString& html);
};

} // namespace fabrictco::ui
