// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartFactory.h"
#include "ui/results/ComparisonData.h"

#include <QWidget>

#include <optional>
#include <string>
#include <utility>

class QComboBox;
class QLabel;
class QToolButton;
class QProgressBar;
class QSplitter;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace fabrictco::ui {

class ChartView;
class PlanPairPicker;

/// The answer: the summary, the charts, the BOM and the year-by-year cost table, one tab each.
class ResultsView : public QWidget
{
    Q_OBJECT
public:
    /// Tabs in order; presentation mode steps through the same pages.
    enum Page
    {
        Summary,
        Cumulative,
        Categories,
        Gap,
        PerGpuMonth,
        Risk,
        Tornado,
        BomPage,
        CostTable,
        CatalogPage,
        PageCount
    };

    explicit ResultsView(QWidget* parent = nullptr);

    void setData(const ComparisonData& data);
    /// Shows `catalog` (the document's effective catalog) in the catalog tab, marking `own`
    /// (the document's own items) as the document's. Cheap to call again with the same catalog.
    void setCatalog(std::shared_ptr<const Catalog> catalog, const std::vector<CatalogEntry>& own);
    const ComparisonData& data() const { return m_data; }
    QString summaryHtml() const;
    QTableWidget* bomTable() const { return m_bomTable; }
    QComboBox* bomYearPicker() const { return m_bomYear; }
    QTableWidget* costTable() const { return m_costTable; }
    QTableWidget* catalogTable() const { return m_catalogTable; }
    /// The line items (label, formula, amount) of the cost table's current row.
    QTableWidget* breakdownTable() const { return m_breakdownTable; }
    ChartView* chartView(Page page) const;
    QTabWidget* tabs() const { return m_tabs; }
    QToolButton* tabListButton() const { return m_tabList; }
    /// The tornado's pair: the recommended plan and the runner-up until the user picks others.
    PlanPairPicker* pairPicker() const { return m_pairPicker; }

    /// Progress of a running risk analysis (0..100), or -1 when none is running.
    void setRiskProgress(int percent);

    /// Builds the chart of `page` from `data` in `style`; nullptr for pages without a chart or
    /// data. Presentation mode uses it with a projector style.
    static QChart* buildChart(Page page, const ComparisonData& data, const ChartStyle& style);
    static QString pageTitle(Page page);
    /// What a chart page says when it has nothing to draw, and why.
    QString missingChartText(Page page) const;
    /// What the sensitivity tab says when it has no tornado to draw.
    static QString tornadoMessage(const ComparisonData& data);

Q_SIGNALS:
    void runRiskRequested();
    void cancelRiskRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    void fillBomTable();
    void fillBomYears();
    /// The bill of materials of plan `plan` in year `year` (0-based); null when unknown.
    const Bom* bomOf(std::size_t plan, std::size_t year) const;
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
    std::vector<ChartView*> m_charts; ///< by Page, nullptr for non-chart pages
    QTableWidget* m_bomTable = nullptr;
    QTableWidget* m_costTable = nullptr;
    QTableWidget* m_catalogTable = nullptr;
    QTableWidget* m_breakdownTable = nullptr;
    QLabel* m_breakdownTitle = nullptr;
    QLabel* m_breakdownNote = nullptr; ///< inputs at their mean, not their most likely value
    std::shared_ptr<const Catalog> m_catalog;
    std::vector<CatalogEntry> m_ownCatalog;
    QPushButton* m_copyCatalog = nullptr;
    QPushButton* m_copyBom = nullptr;
    QLabel* m_bomYearLabel = nullptr;
    QComboBox* m_bomYear = nullptr; ///< which year's bill of materials the table shows
    QPushButton* m_copyCost = nullptr;
    QPushButton* m_runRisk = nullptr;
    QPushButton* m_cancelRisk = nullptr;
    QProgressBar* m_progress = nullptr;
    PlanPairPicker* m_pairPicker = nullptr;
    /// The pair the user picked, kept across recalculations while both plans exist.
    std::optional<std::pair<std::string, std::string>> m_userPair;
};

} // namespace fabrictco::ui
