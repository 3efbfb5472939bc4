// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/ResultsView.h"

#include "charts/ChartDataBuilder.h"
#include "charts/ChartFactory.h"
#include "core/analysis/RiskPipeline.h"
#include "core/tco/TcoResult.h"
#include "presentation/BomLines.h"
#include "presentation/CostCategoryText.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/PlainText.h"
#include "ui/charts/ChartView.h"
#include "ui/common/FocusHonestTable.h"
#include "ui/common/Palette.h"
#include "ui/common/ReadableText.h"
#include "ui/common/TableCopy.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/BomTableModel.h"
#include "ui/results/CatalogTable.h"
#include "ui/results/CostBreakdown.h"
#include "ui/results/CostTableModel.h"
#include "ui/results/PlanPairPicker.h"
#include "ui/results/PriceToBeatPage.h"
#include "ui/results/ResultWords.h"
#include "ui/results/SummaryHtml.h"

#include <QAccessible>
#include <QChart>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace fabrictco::ui {

using enum ResultPages::Page;

namespace {
QWidget* withCopyButton(QTableView* table, QPushButton* button,
                        std::initializer_list<QWidget*> leading = {})
{
    // Tab leaves the table (the arrow keys move between cells): with Qt's default, Tab and
    // Ctrl+Tab cycled the cells and the only way out was a menu (issue 40).
    table->setTabKeyNavigation(false);
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* row = new QHBoxLayout;
    for (QWidget* widget : leading)
        row->addWidget(widget);
    row->addStretch();
    row->addWidget(button);
    layout->addLayout(row);
    layout->addWidget(table);
    return page;
}
} // namespace

ResultsView::ResultsView(QWidget* parent) : QWidget(parent)
{
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->setUsesScrollButtons(true);
    // On a laptop only a few tabs fit; this lists every page, the current one checked.
    m_tabList = new QToolButton;
    m_tabList->setArrowType(Qt::DownArrow);
    m_tabList->setAutoRaise(true);
    m_tabList->setPopupMode(QToolButton::InstantPopup);
    auto* tabMenu = new QMenu(m_tabList);
    m_tabList->setMenu(tabMenu);
    connect(tabMenu, &QMenu::aboutToShow, this, [this, tabMenu] {
        tabMenu->clear();
        for (int page = 0; page < m_tabs->count(); ++page) {
            QAction* action = tabMenu->addAction(m_tabs->tabText(page),
                                                 [this, page] { m_tabs->setCurrentIndex(page); });
            action->setCheckable(true);
            action->setChecked(page == m_tabs->currentIndex());
        }
    });
    m_tabs->setCornerWidget(m_tabList, Qt::TopRightCorner);
    // The tab bar's scroll arrows were Tab stops of their own, without names: the arrow keys on
    // the tab bar (and Ctrl+Tab) do what they do.
    for (QToolButton* arrow : m_tabs->tabBar()->findChildren<QToolButton*>())
        arrow->setFocusPolicy(Qt::NoFocus);
    m_charts.assign(ResultPages::PageCount, nullptr);
    for (int page = 0; page < ResultPages::PageCount; ++page) {
        switch (page) {
        case Summary: {
            m_summary = new QLabel;
            m_summary->setTextFormat(Qt::RichText);
            m_summary->setWordWrap(true);
            m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
            m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse |
                                               Qt::TextSelectableByKeyboard);
            m_summary->setMargin(8);
            m_summaryScroll = new QScrollArea;
            m_summaryScroll->setWidgetResizable(true);
            m_summaryScroll->setWidget(m_summary);
            // The page scrolls by keyboard once focused: show that it is (Qt draws nothing).
            // The label, not the scroll area, takes the focus: a screen reader then lands on
            // the summary's name and text (the scroll area had neither); Page Up and Down
            // still scroll, the label passing them on.
            m_summaryScroll->setFocusPolicy(Qt::NoFocus);
            m_summary->setFocusPolicy(Qt::StrongFocus);
            m_summary->setStyleSheet(Palette::focusBorderStyle(QStringLiteral("QLabel")));
            QScrollArea* scroll = m_summaryScroll;
            m_tabs->addTab(scroll, QString());
            break;
        }
        case BomPage:
            m_bomTable = new ResultTableView;
            m_bomModel = new BomTableModel(this);
            m_bomTable->setModel(m_bomModel);
            m_copyBom = new QPushButton;
            m_bomYear = new QComboBox;
            m_bomYear->setSizeAdjustPolicy(QComboBox::AdjustToContents);
            m_bomYearLabel = new QLabel;
            m_bomYearLabel->setBuddy(m_bomYear);
            connect(m_bomYear, &QComboBox::currentIndexChanged, this, [this] { fillBomTable(); });
            m_bomSpares = new QLabel;
            m_bomSpares->setWordWrap(true);
            {
                QWidget* bomPage =
                    withCopyButton(m_bomTable, m_copyBom, {m_bomYearLabel, m_bomYear});
                bomPage->layout()->addWidget(m_bomSpares);
                m_tabs->addTab(bomPage, QString());
            }
            break;
        case CostTable: {
            m_costTable = new ResultTableView;
            m_costModel = new CostTableModel(this);
            m_costTable->setModel(m_costModel);
            m_costTable->verticalHeader()->setVisible(false);
            m_copyCost = new QPushButton;
            // Under the table, the ledger lines of the selected cell: how each amount is made.
            m_breakdownTable = new ResultTableWidget;
            m_breakdownTable->verticalHeader()->setVisible(false);
            m_breakdownTable->setSelectionMode(QAbstractItemView::ContiguousSelection);
            m_breakdownTable->setTabKeyNavigation(false);
            m_breakdownTitle = new QLabel;
            m_breakdownTitle->setTextFormat(Qt::PlainText); // names the plan (document text)
            m_breakdownTitle->setWordWrap(true);
            auto* detail = new QWidget;
            auto* detailLayout = new QVBoxLayout(detail);
            detailLayout->setContentsMargins(0, 0, 0, 0);
            m_breakdownNote = new QLabel;
            m_breakdownNote->setTextFormat(Qt::PlainText);
            m_breakdownNote->setWordWrap(true);
            m_breakdownNote->setVisible(false);
            detailLayout->addWidget(m_breakdownTitle);
            detailLayout->addWidget(m_breakdownTable);
            detailLayout->addWidget(m_breakdownNote);
            auto* split = new QSplitter(Qt::Vertical);
            split->addWidget(withCopyButton(m_costTable, m_copyCost));
            split->addWidget(detail);
            split->setStretchFactor(0, 3);
            split->setStretchFactor(1, 2);
            split->setChildrenCollapsible(false);
            m_tabs->addTab(split, QString());
            break;
        }
        case CatalogPage: {
            m_catalogTable = new ResultTableWidget;
            m_copyCatalog = new QPushButton;
            m_catalogOrigin = new QLabel;
            m_catalogOrigin->setTextFormat(Qt::PlainText); // a file's own name and path
            m_catalogOrigin->setWordWrap(true);
            QWidget* catalogPage = withCopyButton(m_catalogTable, m_copyCatalog);
            // Across the page, between the button and the table.
            static_cast<QVBoxLayout*>(catalogPage->layout())->insertWidget(1, m_catalogOrigin);
            m_tabs->addTab(catalogPage, QString());
            break;
        }
        case Tornado: {
            m_charts[static_cast<std::size_t>(page)] = new ChartView;
            m_pairPicker = new PlanPairPicker;
            auto* tornadoPage = new QWidget;
            auto* tornadoLayout = new QVBoxLayout(tornadoPage);
            tornadoLayout->setContentsMargins(0, 4, 0, 0);
            tornadoLayout->addWidget(m_pairPicker);
            tornadoLayout->addWidget(m_charts[static_cast<std::size_t>(page)], 1);
            m_tabs->addTab(tornadoPage, QString());
            break;
        }
        case PriceToBeatTab:
            m_priceToBeat = new PriceToBeatPage;
            m_tabs->addTab(m_priceToBeat, QString());
            break;
        default: // the other chart pages (ResultPages::isChart)
            m_charts[static_cast<std::size_t>(page)] = new ChartView;
            m_tabs->addTab(m_charts[static_cast<std::size_t>(page)], QString());
        }
    }
    for (QTableView* table :
         std::initializer_list<QTableView*>{m_bomTable, m_costTable, m_catalogTable}) {
        table->setSelectionMode(QAbstractItemView::ContiguousSelection);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        table->setAlternatingRowColors(true);
    }
    connect(m_copyBom, &QPushButton::clicked, this,
            [this] { TableCopy::copyToClipboard(*m_bomTable); });
    connect(m_copyCatalog, &QPushButton::clicked, this,
            [this] { TableCopy::copyToClipboard(*m_catalogTable); });
    connect(m_copyCost, &QPushButton::clicked, this,
            [this] { TableCopy::copyToClipboard(*m_costTable); });

    m_runRisk = new QPushButton;
    m_cancelRisk = new QPushButton;
    m_cancelRisk->setVisible(false);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 100);
    m_progress->setVisible(false);
    // One short line, the sentence in its tooltip: a wrapped sentence made the row taller and
    // pushed the tabs down at every edit (found by a stranger, issue 38).
    m_updating = new QLabel;
    m_updating->setVisible(false);
    // Above every page, as the figures of each page are without the plans left out (only the
    // summary said so, found by a stranger); the reasons in its tooltip and the summary.
    m_leftOut = new QLabel;
    m_leftOut->setTextFormat(Qt::PlainText);
    m_leftOut->setVisible(false);
    auto* riskRow = new QHBoxLayout;
    riskRow->addWidget(m_runRisk);
    riskRow->addWidget(m_progress, 1);
    riskRow->addWidget(m_cancelRisk);
    riskRow->addWidget(m_updating, 2);
    riskRow->addWidget(m_leftOut, 3);
    riskRow->addStretch();
    connect(m_runRisk, &QPushButton::clicked, this, &ResultsView::runRiskRequested);
    connect(m_cancelRisk, &QPushButton::clicked, this, &ResultsView::cancelRiskRequested);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(riskRow);
    layout->addWidget(m_tabs);
    connect(m_pairPicker, &PlanPairPicker::pairChanged, this,
            [this](const std::string& first, const std::string& second) {
                m_userPair = std::pair(first, second);
                showTornadoFor(first, second);
                refresh();
            });
    connect(m_costTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showBreakdown(current.row()); });
    CostBreakdown::clear(*m_breakdownTable);
    retranslateUi();
    // Until a document is open: the bundled catalog. It changes only with the document.
    setCatalog(std::make_shared<const Catalog>(CatalogCache::get()), {});
}

void ResultsView::setCatalog(std::shared_ptr<const Catalog> catalog,
                             const std::vector<CatalogEntry>& own)
{
    if (catalog == m_catalog && own == m_ownCatalog)
        return;
    m_catalog = std::move(catalog);
    m_ownCatalog = own;
    fillCatalogTable();
}

void ResultsView::fillCatalogTable()
{
    if (!m_catalog)
        return;
    if (const std::exception_ptr error = CatalogCache::error()) {
        CatalogTable::describeUnavailable(*m_catalogOrigin, *m_catalogTable, error);
        return;
    }
    CatalogTable::fill(*m_catalogTable, *m_catalog, m_ownCatalog);
    CatalogTable::describeOrigin(*m_catalogOrigin, *m_catalog);
}

ChartView* ResultsView::chartView(Page page) const
{
    return m_charts[static_cast<std::size_t>(page)];
}

void ResultsView::setData(const ComparisonData& data)
{
    m_data = data;
    // A pair the user picked stays while both plans exist and the risk run has answered.
    if (m_userPair && m_data.tco && m_data.tco->plan(m_userPair->first) &&
        m_data.tco->plan(m_userPair->second)) {
        if (!m_data.tornadoFirstPlanId.empty() &&
            std::pair(m_data.tornadoFirstPlanId, m_data.tornadoSecondPlanId) != *m_userPair)
            showTornadoFor(m_userPair->first, m_userPair->second);
    } else {
        m_userPair.reset();
    }
    syncPairPicker();
    m_priceToBeat->setData(m_data);
    refresh();
}

void ResultsView::syncPairPicker()
{
    std::vector<std::pair<std::string, QString>> plans;
    for (const PlanSummary& plan : m_data.plans)
        if (m_data.tco && m_data.tco->plan(plan.planId)) // a plan left out has no figures
            plans.emplace_back(plan.planId, plan.plan.name);
    m_pairPicker->setPlans(plans, m_data.tornadoFirstPlanId, m_data.tornadoSecondPlanId);
    // Before the risk run there is no tornado to re-pair.
    m_pairPicker->setEnabled(plans.size() >= 2 && !m_data.tornadoFirstPlanId.empty());
}

void ResultsView::showTornadoFor(const std::string& first, const std::string& second)
{
    if (!m_data.pricedScenario || !m_data.catalog || !m_data.tco || first == second)
        return;
    m_data.tornadoFirstPlanId = first;
    m_data.tornadoSecondPlanId = second;
    m_data.tornado.reset();
    try {
        const SensitivityResult sensitivity =
            RiskPipeline::sensitivity(*m_data.pricedScenario, *m_data.catalog, first, second);
        if (!sensitivity.bars.empty())
            m_data.tornado = ChartDataBuilder::tornado(sensitivity, *m_data.tco);
    } catch (const RiskPipelineError&) {
        m_data.notes.push_back(
            {ResultNote::Kind::SensitivityFailed, {}, 0, std::current_exception()});
    }
}

void ResultsView::showPlansLeftOut()
{
    const auto note =
        std::find_if(m_data.notes.begin(), m_data.notes.end(),
                     [](const ResultNote& n) { return n.kind == ResultNote::Kind::PlansLeftOut; });
    m_leftOut->setVisible(note != m_data.notes.end());
    if (note == m_data.notes.end())
        return;
    //: Above every results page: %1 names the plans without figures.
    const QString text =
        tr("Left out: %1 (see the summary)").arg(GrowthLimitText::quotedNames(note->plans));
    m_leftOut->setText(text);
    const QString why = ResultWords::notes(m_data).join(QLatin1Char('\n'));
    m_leftOut->setToolTip(why);
    m_leftOut->setAccessibleName(text);
    m_leftOut->setAccessibleDescription(why);
}

QString ResultsView::summaryHtml() const
{
    return m_summary->text();
}

void ResultsView::refresh()
{
    // The previous run's figures stay while the next one runs, said to be so: they never blank.
    m_updating->setVisible(m_data.riskUpdating);
    showPlansLeftOut();
    const QString summary = SummaryHtml::build(m_data, QLocale());
    if (summary != m_summary->text()) {
        m_summary->setText(summary);
        // A label's rich text is not read out: the figures row by row and the recommendation as
        // plain text, and one polite change event, never a focus move (issue 40). The plans'
        // colour squares are for the eye.
        m_summary->setAccessibleDescription(
            ReadableText::fromHtml(summary).remove(QStringLiteral("\u25A0 ")));
        QAccessibleEvent changed(m_summary, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&changed);
    }
    ChartStyle style;
    style.dark = Palette::isDark(palette());
    style.locale = QLocale();
    for (int page = 0; page < ResultPages::PageCount; ++page) {
        if (!ResultPages::isChart(Page(page)))
            continue;
        ChartView* view = m_charts[static_cast<std::size_t>(page)];
        std::unique_ptr<QChart> chart = ResultPages::chart(Page(page), m_data, style);
        if (chart == nullptr)
            chart = ChartFactory::message(ResultPages::missingChartText(Page(page), m_data), style);
        view->replaceChart(std::move(chart));
    }
    fillBomYears();
    fillBomTable();
    fillCostTable();
}

void ResultsView::fillBomYears()
{
    // The years of the horizon, each with its cluster size: growth changes the BOM year by year.
    const std::vector<YearResult>* years =
        m_data.tco && !m_data.tco->plans.empty() ? &m_data.tco->plans.front().years : nullptr;
    const int keep = std::max(0, m_bomYear->currentIndex());
    const QSignalBlocker block(m_bomYear);
    m_bomYear->clear();
    const QLocale locale;
    if (!years || years->empty()) {
        m_bomYear->addItem(tr("Year 1"));
    } else {
        for (const YearResult& year : *years)
            m_bomYear->addItem(
                tr("Year %1 (%2 nodes)").arg(year.year).arg(locale.toString(year.nodes)));
    }
    m_bomYear->setCurrentIndex(std::min(keep, m_bomYear->count() - 1));
    m_bomYear->setEnabled(m_bomYear->count() > 1);
}

void ResultsView::fillBomTable()
{
    m_bomModel->setContents(m_data, std::size_t(std::max(0, m_bomYear->currentIndex())));
}

void ResultsView::fillCostTable()
{
    // An edit refills the table: the row the user was reading stays selected.
    const QModelIndex current = m_costTable->currentIndex();
    const QSignalBlocker block(m_costTable->selectionModel());
    m_costModel->setContents(m_data);
    // The first line explained from the start, so the detail under the table is never blank.
    if (m_costModel->rowCount() > 0) {
        const int row =
            current.isValid() && current.row() < m_costModel->rowCount() ? current.row() : 0;
        m_costTable->setCurrentIndex(m_costModel->index(
            row, current.isValid() ? current.column() : int(CostTableModel::NominalColumn)));
    }
    showBreakdown(m_costTable->currentIndex().row());
}

void ResultsView::showBreakdown(int costRow)
{
    const CostRow* row = m_costModel->costRow(costRow);
    if (row == nullptr || !m_data.tco) {
        // An empty table says why, as the charts do (it was blank with "select a row" under
        // it when a plan could not be built; found by a stranger).
        m_breakdownTitle->setText(
            m_costModel->rowCount() == 0
                ? ResultPages::missingChartText(ResultPages::CostTable, m_data)
                : tr("Select a row of the table to see how its amount is made."));
        CostBreakdown::clear(*m_breakdownTable);
        m_breakdownNote->setVisible(false);
        return;
    }
    m_breakdownTitle->setText(tr("How it is made: %1, year %2, %3")
                                  .arg(row->plan, QLocale().toString(row->year),
                                       CostCategoryText::name(row->costCategory)));
    const std::vector<const LineItem*> items =
        CostBreakdown::items(*m_data.tco, row->planIndex, row->year, row->costCategory);
    CostBreakdown::fill(*m_breakdownTable, items, row->nominal, QLocale());
    const CostBreakdown::RangeNote note =
        row->planIndex < m_data.tco->parameters.size()
            ? CostBreakdown::rangeNote(items, m_data.tco->parameters[row->planIndex])
            : CostBreakdown::RangeNote{};
    m_breakdownNote->setText(note.text);
    m_breakdownNote->setToolTip(PlainText::forRichTextGuess(note.details));
    m_breakdownNote->setVisible(!note.text.isEmpty());
}

void ResultsView::setRiskProgress(int percent)
{
    const bool running = percent >= 0;
    m_progress->setVisible(running);
    m_cancelRisk->setVisible(running);
    m_runRisk->setEnabled(!running);
    if (running)
        m_progress->setValue(percent);
}

void ResultsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fillCatalogTable();
        refresh();
    } else if (event->type() == QEvent::PaletteChange) {
        refresh();
    }
    QWidget::changeEvent(event);
}

void ResultsView::retranslateUi()
{
    for (int page = 0; page < ResultPages::PageCount; ++page)
        m_tabs->setTabText(page, ResultPages::title(Page(page)));
    m_tabList->setToolTip(tr("All result pages"));
    m_tabList->setAccessibleName(tr("All result pages"));
    m_copyBom->setText(tr("&Copy for spreadsheet"));
    m_bomYearLabel->setText(tr("Bill of materials in &year:"));
    m_bomSpares->setText(BomLines::sparesIncluded());
    fillBomYears();
    m_copyCost->setText(tr("Copy for &spreadsheet"));
    m_copyCatalog->setText(tr("Copy for spreadsheet"));
    fillCatalogTable(); // its heading's words
    // Three buttons read the same: their names say what each copies.
    m_copyBom->setAccessibleName(tr("Copy the bill of materials for a spreadsheet"));
    m_copyCost->setAccessibleName(tr("Copy the year-by-year costs for a spreadsheet"));
    m_copyCatalog->setAccessibleName(tr("Copy the catalog for a spreadsheet"));
    m_bomYear->setAccessibleName(tr("Bill of materials in year"));
    m_catalogTable->setAccessibleName(tr("Catalog of default figures with their sources"));
    m_bomTable->setAccessibleName(tr("Bill of materials table"));
    m_costTable->setAccessibleName(tr("Year-by-year cost table"));
    m_runRisk->setText(tr("Run &risk analysis"));
    m_cancelRisk->setText(tr("Cancel"));
    m_progress->setAccessibleName(tr("Risk analysis progress"));
    m_updating->setText(tr("Updating…"));
    const QString updating =
        tr("Updating: the recommendation and the risk figures are from before your last change.");
    m_updating->setToolTip(updating);
    m_updating->setAccessibleName(tr("Updating…"));
    m_updating->setAccessibleDescription(updating);
    m_summary->setAccessibleName(tr("Summary of the results"));
    m_summaryScroll->setAccessibleName(tr("Summary page"));
    m_tabs->setAccessibleName(tr("Result pages"));
    m_breakdownTable->setAccessibleName(tr("How the selected amount is made"));
}

} // namespace fabrictco::ui
