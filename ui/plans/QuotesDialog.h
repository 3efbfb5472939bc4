// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QDialog>

class QAction;
class QLabel;
class QPushButton;
class QTableWidget;

namespace fabrictco::ui {

class ScenarioDocument;

/// The document's vendor quotes: item, plans, vendor, price, dates, whether each is still
/// valid (valid, expiring within 30 days, expired) and which plan inputs it prices. Follows the
/// document while open; removing quotes is one undo step.
class QuotesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit QuotesDialog(ScenarioDocument* document, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QPushButton* removeButton() const { return m_remove; }
    /// Undo and redo of the document's changes (Ctrl+Z, Ctrl+Shift+Z here too).
    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    /// The day validity is judged on; today unless a test sets another.
    void setToday(const QDate& day);
    /// Removes the selected quotes from the document.
    void removeSelected();

    enum Column
    {
        ItemColumn,
        ScopeColumn,
        VendorColumn,
        PriceColumn,
        QuotedColumn,
        ValidUntilColumn,
        StatusColumn,
        UsedByColumn,
        OriginColumn,
        ColumnCount
    };

Q_SIGNALS:
    /// "Import..." was pressed: the window asks for a CSV file and imports it.
    void importRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslateUi();

    ScenarioDocument* m_document;
    QDate m_today = QDate::currentDate();
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_import = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace fabrictco::ui
