// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace fabrictco::ui {

class ScenarioDocument;

/// Importing a quote file into the open document: the row-by-row report of the file
/// (QuoteImportDialog), the question about typed values a quote would replace
/// (QuoteConflictDialog), then the accepted quotes as one undo step.
class QuoteImportFlow
{
    Q_DECLARE_TR_FUNCTIONS(QuoteImportFlow)
public:
    /// What the status bar says afterwards; empty when a message box said it already.
    struct Outcome
    {
        QString status;
        int timeoutMs = 0;
    };
    /// Imports `path` into `document`, whose file content is `content`.
    static Outcome run(QWidget* parent, ScenarioDocument& document, const DocumentContent& content,
                       const QString& path);
};

} // namespace fabrictco::ui
