// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/QuoteCsvImporter.h"
#include "storage/QuoteImport.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco::ui {

/// Why a quote CSV row was rejected, in the window's language: the importer's code and the texts
/// of the row it quotes ("unknown item key \"x.y\"").
class QuoteRejectionText
{
    Q_DECLARE_TR_FUNCTIONS(QuoteRejectionText)
public:
    static QString reason(const RejectedQuoteRow& row);
    /// Why the file as a whole cannot be imported.
    static QString fileProblem(const QuoteImportError& error);
};

} // namespace fabrictco::ui
