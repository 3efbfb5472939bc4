// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/ResultsView.h"

#include "charts/ChartDataBuilder.h"
#include "core/analysis/RiskPipeline.h"
#include "core/tco/TcoResult.h"
#include "presentation/CableReachText.h"
#include "presentation/CostCategoryText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/PlainText.h"
#include "ui/charts/ChartView.h"
#include "ui/common/Palette.h"
#include "ui/common/TableCopy.h"
#include "ui/document/CatalogCache.h"
#include "ui/results/CatalogTable.h"
#include "ui/results/CostBreakdown.h"
#include "ui/results/PlanPairPicker.h"
#include "ui/results/ResultWords.h"
#include "ui/results/SummaryHtml.h"

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
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace fabrictco::ui {

namespace {
QWidget* withCopyButton(QTableWidget* table, QPushButton* button,
                        std::initializer_list<QWidget*> leading = {})
{
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

/// A right-aligned exact number whose tooltip is made only when shown.
class LazyTooltipItem : public QTableWidgetItem
{
public:
    LazyTooltipItem(const QString& text, const QString& exact) : QTableWidgetItem(text)
    {
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setData(Qt::UserRole, exact);
        setFlags(flags() & ~Qt::ItemIsEditable);
    }
    void setTooltipSource(std::function<QString()> source) { m_source = std::move(source); }
    QVariant data(int role) const override
    {
        if (role == Qt::ToolTipRole && m_source) {
            if (!m_tooltip)
                m_tooltip = m_source();
            return *m_tooltip;
        }
        return QTableWidgetItem::data(role);
    }

private:
    std::function<QString()> m_source;
    mutable std::optional<QString> m_tooltip;
};

QTableWidgetItem* numberItem(const QString& text, const QString& exact)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setData(Qt::UserRole, exact);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
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
    m_charts.assign(PageCount, nullptr);
    for (int page = 0; page < PageCount; ++page) {
        switch (page) {
        case Summary: {
            m_summary = new QLabel;
            m_summary->setTextFormat(Qt::RichText);
            m_summary->setWordWrap(true);
            m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
            m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse |
                                               Qt::TextSelectableByKeyboard);
            m_summary->setMargin(8);
            auto* scroll = new QScrollArea;
            scroll->setWidgetResizable(true);
            scroll->setWidget(m_summary);
            m_tabs->addTab(scroll, QString());
            break;
        }
        case BomPage:
            m_bomTable = new QTableWidget;
            m_copyBom = new QPushButton;
            m_bomYear = new QComboBox;
            m_bomYear->setSizeAdjustPolicy(QComboBox::AdjustToContents);
            m_bomYearLabel = new QLabel;
            m_bomYearLabel->setBuddy(m_bomYear);
            connect(m_bomYear, &QComboBox::currentIndexChanged, this, [this] { fillBomTable(); });
            m_tabs->addTab(withCopyButton(m_bomTable, m_copyBom, {m_bomYearLabel, m_bomYear}),
                           QString());
            break;
        case CostTable: {
            m_costTable = new QTableWidget;
            m_copyCost = new QPushButton;
            // Under the table, the ledger lines of the selected cell: how each amount is made.
            m_breakdownTable = new QTableWidget;
            m_breakdownTable->verticalHeader()->setVisible(false);
            m_breakdownTable->setSelectionMode(QAbstractItemView::ContiguousSelection);
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
        case CatalogPage:
            m_catalogTable = new QTableWidget;
            m_copyCatalog = new QPushButton;
            m_tabs->addTab(withCopyButton(m_catalogTable, m_copyCatalog), QString());
            break;
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
        default:
            m_charts[static_cast<std::size_t>(page)] = new ChartView;
            m_tabs->addTab(m_charts[static_cast<std::size_t>(page)], QString());
        }
    }
    for (QTableWidget* table : {m_bomTable, m_costTable, m_catalogTable}) {
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
    auto* riskRow = new QHBoxLayout;
    riskRow->addWidget(m_runRisk);
    riskRow->addWidget(m_progress, 1);
    riskRow->addWidget(m_cancelRisk);
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
    connect(m_costTable, &QTableWidget::currentCellChanged, this,
            [this](int row) { showBreakdown(row); });
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
    if (m_catalog)
        CatalogTable::fill(*m_catalogTable, *m_catalog, m_ownCatalog);
}

QString ResultsView::pageTitle(Page page)
{
    switch (page) {
    case Summary:
        return tr("Summary");
    case Cumulative:
        return tr("TCO over time");
    case Categories:
        return tr("By category");
    case Gap:
        return tr("Gap vs. size");
    case PerGpuMonth:
        return tr("Per GPU-month");
    case Risk:
        return tr("Cost vs. risk");
    case Tornado:
        return tr("Sensitivity");
    case BomPage:
        return tr("Bill of materials");
    case CostTable:
        return tr("Cost table");
    case CatalogPage:
        return tr("Catalog");
    case PageCount:
        break;
    }
    return {};
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
    refresh();
}

void ResultsView::syncPairPicker()
{
    std::vector<std::pair<std::string, QString>> plans;
    for (const PlanSummary& plan : m_data.plans)
        plans.emplace_back(plan.planId, plan.plan.name);
    m_pairPicker->setPlans(plans, m_data.tornadoFirstPlanId, m_data.tornadoSecondPlanId);
    // Before the risk run there is no tornado to re-pair.
    m_pairPicker->setEnabled(plans.size() >= 2 && !m_data.tornadoFirstPlanId.empty());
}

void ResultsView::showTornadoFor(const std::string& first, const std::string& second)
{
    if (!m_data.scenario || !m_data.catalog || !m_data.tco || first == second)
        return;
    m_data.tornadoFirstPlanId = first;
    m_data.tornadoSecondPlanId = second;
    m_data.tornado.reset();
    try {
        const SensitivityResult sensitivity =
            RiskPipeline::sensitivity(*m_data.scenario, *m_data.catalog, first, second);
        if (!sensitivity.bars.empty())
            m_data.tornado = ChartDataBuilder::tornado(sensitivity, *m_data.tco);
    } catch (const RiskPipelineError&) {
        m_data.notes.push_back(
            {ResultNote::Kind::SensitivityFailed, {}, 0, std::current_exception()});
    }
}

QString ResultsView::summaryHtml() const
{
    return m_summary->text();
}

QChart* ResultsView::buildChart(Page page, const ComparisonData& data, const ChartStyle& style)
{
    switch (page) {
    case Cumulative:
        return data.cumulative ? ChartFactory::cumulativeTco(*data.cumulative, style) : nullptr;
    case Categories:
        return data.categories ? ChartFactory::costByCategory(*data.categories, style) : nullptr;
    case Gap:
        return data.gap && !data.gap->plans.empty() ? ChartFactory::gapVsNodes(*data.gap, style)
                                                    : nullptr;
    case PerGpuMonth:
        return data.perGpuMonth ? ChartFactory::costPerGpuMonth(*data.perGpuMonth, style) : nullptr;
    case Risk:
        return data.costRisk ? ChartFactory::costVsRisk(*data.costRisk, style) : nullptr;
    case Tornado:
        return data.tornado ? ChartFactory::tornado(*data.tornado, style) : nullptr;
    default:
        return nullptr;
    }
}

QString ResultsView::missingChartText(Page page) const
{
    // Why there is nothing to draw: the costs could not be computed (a plan that cannot be
    // built, say), the risk run failed, or it has not run yet.
    if (!m_data.tco && !m_data.notes.empty())
        return ResultWords::notes(m_data).value(0);
    const bool risk = page == Gap || page == PerGpuMonth || page == Risk || page == Tornado;
    if (const QString problem = ResultWords::riskProblem(m_data); risk && !problem.isEmpty())
        return problem;
    if (page == Tornado)
        return tornadoMessage(m_data);
    if (page == Gap && m_data.perGpuMonth)
        return tr("The gap compares plans: add a second plan to see it.");
    return risk ? tr("Run the risk analysis to see this chart.") : tr("Not computed yet.");
}

QString ResultsView::tornadoMessage(const ComparisonData& data)
{
    // The risk run has answered (its sweep is there) but one plan has no pair to compare.
    if (data.perGpuMonth && data.plans.size() < 2)
        return tr("The sensitivity compares two plans: add a second plan to see it.");
    // A pair was analysed and no input moves it: a plan and its copy, say.
    if (!data.tornadoFirstPlanId.empty())
        return tr("No uncertain input changes the difference between these two plans: they cost "
                  "the same in every trial.");
    return tr("Run the risk analysis to see this chart.");
}

void ResultsView::refresh()
{
    m_summary->setText(SummaryHtml::build(m_data, QLocale()));
    ChartStyle style;
    style.dark = Palette::isDark(palette());
    style.locale = QLocale();
    for (int page = 0; page < PageCount; ++page) {
        ChartView* view = m_charts[static_cast<std::size_t>(page)];
        if (view == nullptr)
            continue;
        QChart* chart = buildChart(static_cast<Page>(page), m_data, style);
        if (chart == nullptr)
            chart = ChartFactory::message(missingChartText(static_cast<Page>(page)), style);
        view->replaceChart(chart);
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

const Bom* ResultsView::bomOf(std::size_t plan, std::size_t year) const
{
    if (m_data.tco && plan < m_data.tco->plans.size() &&
        year < m_data.tco->plans[plan].years.size())
        return &m_data.tco->plans[plan].years[year].bom;
    // Without costs (a catalog problem) only the first year's BOM is known.
    const PlanSummary& summary = m_data.plans[plan];
    return year == 0 && summary.bom ? &*summary.bom : nullptr;
}

void ResultsView::fillBomTable()
{
    struct Row
    {
        QString label;
        std::function<std::int64_t(const Bom&)> value;
        bool hiddenWhenZero = false;
        /// Why the count is what it is, where the design alone does not say (a cable kind not
        /// sold at the link speed); shown as the cell's tooltip and accessible description.
        std::function<QString(const Bom&)> note = {};
    };
    std::vector<Row> rows{
        {tr("Switch tiers"),
         [](const Bom& b) {
             return std::int64_t(b.tiers);
         }},
        {tr("Endpoints (NIC ports)"),
         [](const Bom& b) {
             return b.endpoints;
         }},
        {tr("Endpoints the topology can hold"),
         [](const Bom& b) {
             return b.maxEndpoints;
         }},
        {tr("Leaf switches"),
         [](const Bom& b) {
             return b.switches.leaf;
         }},
        {tr("Spine switches"),
         [](const Bom& b) {
             return b.switches.spine;
         }},
        {tr("Core switches"),
         [](const Bom& b) {
             return b.switches.core;
         }},
        {tr("Spare switches"),
         [](const Bom& b) {
             return b.spares.switches;
         }},
        {tr("Switches in total"),
         [](const Bom& b) {
             return b.totalSwitches();
         }},
        {tr("NICs (with spares)"),
         [](const Bom& b) {
             return b.totalNics();
         }},
        // Every count from here on includes spares, as the report and the spreadsheet do.
        {tr("Copper cables (DAC)"),
         [](const Bom& b) { return b.copperCables + b.spares.copperCables; }, false,
         &CableReachText::copper},
        {tr("Active copper cables (AEC)"),
         [](const Bom& b) { return b.aecCables + b.spares.aecCables; }, true},
        {tr("Active optical cables (AOC)"),
         [](const Bom& b) { return b.aocCables + b.spares.aocCables; }, true,
         &CableReachText::activeOptical},
        {tr("Fibre patch cables"),
         [](const Bom& b) {
             return b.opticalCables + b.spares.opticalCables;
         }},
        {tr("Cables in total (with spares)"),
         [](const Bom& b) {
             return b.totalCables();
         }},
        {tr("Transceivers (with spares)"),
         [](const Bom& b) {
             return b.totalTransceivers();
         }},
    };
    // A cable kind no plan uses is left out: most fabrics have no AEC or AOC at all.
    const std::size_t shownYear = std::size_t(std::max(0, m_bomYear->currentIndex()));
    std::erase_if(rows, [&](const Row& row) {
        if (!row.hiddenWhenZero)
            return false;
        for (std::size_t c = 0; c < m_data.plans.size(); ++c)
            if (const Bom* bom = bomOf(c, shownYear); bom && row.value(*bom) != 0)
                return false;
        return true;
    });
    m_bomTable->clear();
    m_bomTable->setRowCount(static_cast<int>(rows.size()));
    m_bomTable->setColumnCount(static_cast<int>(m_data.plans.size()));
    QStringList headers;
    for (const PlanSummary& plan : m_data.plans)
        headers << plan.plan.name;
    m_bomTable->setHorizontalHeaderLabels(headers);
    QStringList rowLabels;
    for (const Row& row : rows)
        rowLabels << row.label;
    m_bomTable->setVerticalHeaderLabels(rowLabels);
    const QLocale locale;
    for (std::size_t c = 0; c < m_data.plans.size(); ++c) {
        const Bom* bom = bomOf(c, shownYear);
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (!bom) {
                m_bomTable->setItem(int(r), int(c), numberItem(QStringLiteral("—"), QString()));
                continue;
            }
            const std::int64_t v = rows[r].value(*bom);
            QTableWidgetItem* item =
                numberItem(locale.toString(static_cast<qlonglong>(v)), QString::number(v));
            if (rows[r].note) {
                const QString note = rows[r].note(*bom);
                item->setToolTip(note);
                item->setData(Qt::AccessibleDescriptionRole, note);
            }
            m_bomTable->setItem(int(r), int(c), item);
        }
    }
}

void ResultsView::fillCostTable()
{
    const MoneyFormat money{QLocale()};
    // An edit refills the table: the row the user was reading stays selected.
    const int current = m_costTable->currentRow();
    const int currentColumn = std::max(0, m_costTable->currentColumn());
    const QSignalBlocker block(m_costTable);
    m_costTable->clear();
    m_costTable->verticalHeader()->setVisible(false);
    m_costTable->setColumnCount(5);
    m_costTable->setHorizontalHeaderLabels(
        {tr("Plan"), tr("Year"), tr("Category"),
         tr("Nominal (%1)").arg(QString::fromStdString(m_data.currency.code())),
         tr("Discounted (%1)").arg(QString::fromStdString(m_data.currency.code()))});
    m_costTable->setRowCount(static_cast<int>(m_data.costTable.size()));
    for (std::size_t r = 0; r < m_data.costTable.size(); ++r) {
        const CostRow& row = m_data.costTable[r];
        const int i = static_cast<int>(r);
        m_costTable->setItem(i, 0, new QTableWidgetItem(row.plan));
        m_costTable->setItem(i, 1,
                             numberItem(QLocale().toString(row.year), QString::number(row.year)));
        m_costTable->setItem(i, 2, new QTableWidgetItem(CostCategoryText::name(row.costCategory)));
        // The line items behind the amount, made when the tooltip is asked for: making all of
        // them on every edit took most of the refresh (60 of 70 ms with the example).
        auto* nominal = new LazyTooltipItem(money.formatAmount(row.nominal),
                                            QString::fromStdString(row.nominal.toString()));
        if (m_data.tco)
            nominal->setTooltipSource([tco = m_data.tco, row] {
                return PlainText::forRichTextGuess(CostBreakdown::tooltip(
                    CostBreakdown::items(*tco, row.planIndex, row.year, row.costCategory),
                    QLocale()));
            });
        m_costTable->setItem(i, 3, nominal);
        m_costTable->setItem(i, 4,
                             numberItem(money.formatAmount(row.discounted),
                                        QString::fromStdString(row.discounted.toString())));
    }
    // The first line explained from the start, so the detail under the table is never blank.
    if (m_costTable->rowCount() > 0)
        m_costTable->setCurrentCell(current >= 0 && current < m_costTable->rowCount() ? current : 0,
                                    current >= 0 ? currentColumn : 3);
    showBreakdown(m_costTable->currentRow());
}

void ResultsView::showBreakdown(int costRow)
{
    if (costRow < 0 || costRow >= static_cast<int>(m_data.costTable.size()) || !m_data.tco) {
        m_breakdownTitle->setText(tr("Select a row of the table to see how its amount is made."));
        CostBreakdown::clear(*m_breakdownTable);
        m_breakdownNote->setVisible(false);
        return;
    }
    const CostRow& row = m_data.costTable[static_cast<std::size_t>(costRow)];
    m_breakdownTitle->setText(
        tr("How it is made: %1, year %2, %3")
            .arg(row.plan, QLocale().toString(row.year), CostCategoryText::name(row.costCategory)));
    const std::vector<const LineItem*> items =
        CostBreakdown::items(*m_data.tco, row.planIndex, row.year, row.costCategory);
    CostBreakdown::fill(*m_breakdownTable, items, row.nominal, QLocale());
    const CostBreakdown::RangeNote note =
        row.planIndex < m_data.tco->parameters.size()
            ? CostBreakdown::rangeNote(items, m_data.tco->parameters[row.planIndex])
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
    for (int page = 0; page < PageCount; ++page)
        m_tabs->setTabText(page, pageTitle(static_cast<Page>(page)));
    m_tabList->setToolTip(tr("All result pages"));
    m_tabList->setAccessibleName(tr("All result pages"));
    m_copyBom->setText(tr("&Copy for spreadsheet"));
    m_bomYearLabel->setText(tr("Bill of materials in &year:"));
    fillBomYears();
    m_copyCost->setText(tr("Copy for &spreadsheet"));
    m_copyCatalog->setText(tr("Copy for spreadsheet"));
    m_catalogTable->setAccessibleName(tr("Catalog of default figures with their sources"));
    m_bomTable->setAccessibleName(tr("Bill of materials"));
    m_costTable->setAccessibleName(tr("Year-by-year cost table"));
    m_runRisk->setText(tr("Run &risk analysis"));
    m_cancelRisk->setText(tr("Cancel"));
    m_progress->setAccessibleName(tr("Risk analysis progress"));
    m_summary->setAccessibleName(tr("Summary"));
}

} // namespace fabrictco::ui
