// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "storage/DocumentContent.h"
#include "storage/QuoteImport.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace fabrictco::ui {

/// Shows what a quote CSV holds, row by row (accepted with its item and price, or rejected with
/// the reason), before anything enters the document. Accept adds the accepted quotes.
class QuoteImportDialog : public QDialog
{
    Q_OBJECT
public:
    /// Reads `path` for `content`; check ok() / errorText() before showing. `catalog` names the
    /// products a row may quote (by id or part number); without one only price items are known.
    QuoteImportDialog(const QString& path, const DocumentContent& content,
                      QWidget* parent = nullptr, const Catalog* catalog = nullptr);

    bool ok() const { return m_error.isEmpty(); }
    QString errorText() const { return m_error; }
    const QuoteImport& import() const { return m_import; }
    QTableWidget* table() const { return m_table; }
    /// The sentence above the rows: what can be added, what was refused, what has expired.
    QString summaryText() const;

private:
    void fill();

    DocumentContent m_content; ///< the quotes already held; names the plans a quote is for
    Catalog m_catalog; ///< names the products quotes are for (empty: product ids are shown)
    QuoteImport m_import;
    QString m_error;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace fabrictco::ui
