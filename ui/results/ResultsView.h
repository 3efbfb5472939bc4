// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/ComparisonData.h"
#include "ui/results/ResultPages.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <string>
#include <utility>

class QComboBox;
class QLabel;
class QScrollArea;
class QToolButton;
class QProgressBar;
class QSplitter;
class QPushButton;
class QTabWidget;
class QTableView;
class QTableWidget;

namespace fabrictco::ui {

class BomTableModel;
class ChartView;
class CostTableModel;
class PlanPairPicker;
class PriceToBeatPage;

/// The answer: the summary, the charts, the BOM and the year-by-year cost table, one tab each.
class ResultsView : public QWidget
{
    Q_OBJECT
public:
    /// Tabs in order (ResultPages); presentation mode steps through the same pages.
    using Page = ResultPages::Page;

    explicit ResultsView(QWidget* parent = nullptr);

    void setData(const ComparisonData& data);
    /// Shows `catalog` (the document's effective catalog) in the catalog tab, marking `own`
    /// (the document's own items) as the document's. Cheap to call again with the same catalog.
    void setCatalog(std::shared_ptr<const Catalog> catalog, const std::vector<CatalogEntry>& own);
    const ComparisonData& data() const { return m_data; }
    QString summaryHtml() const;
    QTableView* bomTable() const { return m_bomTable; }
    QComboBox* bomYearPicker() const { return m_bomYear; }
    QTableView* costTable() const { return m_costTable; }
    QTableWidget* catalogTable() const { return m_catalogTable; }
    /// The line items (label, formula, amount) of the cost table's current row.
    QTableWidget* breakdownTable() const { return m_breakdownTable; }
    ChartView* chartView(Page page) const;
    QTabWidget* tabs() const { return m_tabs; }
    QToolButton* tabListButton() const { return m_tabList; }
    /// The tornado's pair: the runner-up minus the recommended plan until the user picks others.
    PlanPairPicker* pairPicker() const { return m_pairPicker; }
    PriceToBeatPage* priceToBeatPage() const { return m_priceToBeat; }

    /// Progress of a running risk analysis (0..100), or -1 when none is running.
    void setRiskProgress(int percent);

Q_SIGNALS:
    void runRiskRequested();
    void cancelRiskRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    /// Says above every page which plans are left out of the figures, if any.
    void showPlansLeftOut();
    void fillBomTable();
    void fillBomYears();
    void fillCostTable();
    void fillCatalogTable();
    void showBreakdown(int costRow);
    void syncPairPicker();
    /// Recomputes the tornado for the pair picked in the window (exact, on this thread).
    void showTornadoFor(const std::string& first, const std::string& second);

    ComparisonData m_data;
    QTabWidget* m_tabs = nullptr;
    QToolButton* m_tabList = nullptr; ///< every page by name, for the tabs scrolled out of view
    QLabel* m_summary = nullptr;
    QScrollArea* m_summaryScroll = nullptr;
    std::vector<ChartView*> m_charts; ///< by Page, nullptr for non-chart pages
    QTableView* m_bomTable = nullptr;
    BomTableModel* m_bomModel = nullptr;
    QLabel* m_bomSpares = nullptr; ///< says that the counts include spares
    QTableView* m_costTable = nullptr;
    CostTableModel* m_costModel = nullptr;
    QTableWidget* m_catalogTable = nullptr;
    QTableWidget* m_breakdownTable = nullptr;
    QLabel* m_breakdownTitle = nullptr;
    QLabel* m_breakdownNote = nullptr; ///< inputs at their mean, not their most likely value
    std::shared_ptr<const Catalog> m_catalog;
    std::vector<CatalogEntry> m_ownCatalog;
    QPushButton* m_copyCatalog = nullptr;
    QLabel* m_catalogOrigin = nullptr; ///< above the catalog: bundled, or with whose prices
    QPushButton* m_copyBom = nullptr;
    QLabel* m_bomYearLabel = nullptr;
    QComboBox* m_bomYear = nullptr; ///< which year's bill of materials the table shows
    QPushButton* m_copyCost = nullptr;
    QPushButton* m_runRisk = nullptr;
    QPushButton* m_cancelRisk = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_updating = nullptr; ///< says the risk figures shown are from before the last edit
    QLabel* m_leftOut = nullptr;  ///< names the plans without figures (cannot be built)
    PlanPairPicker* m_pairPicker = nullptr;
    PriceToBeatPage* m_priceToBeat = nullptr;
    /// The pair the user picked, kept across recalculations while both plans exist.
    std::optional<std::pair<std::string, std::string>> m_userPair;
};

} // namespace fabrictco::ui
