// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/PriceToBeatPage.h"

#include "core/analysis/RiskPipeline.h"
#include "core/tco/ModelProbe.h"
#include "core/tco/TcoResult.h"
#include "presentation/EngineErrorText.h"
#include "presentation/PlainText.h"
#include "presentation/PriceToBeatText.h"
#include "ui/common/FocusHonestTable.h"
#include "ui/common/TableCopy.h"
#include "ui/results/PlanPairPicker.h"
#include "ui/results/ResultWords.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace fabrictco::ui {

namespace {

QLabel* plainLabel()
{
    auto* label = new QLabel;
    label->setTextFormat(Qt::PlainText); // plan names come from documents
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PriceToBeatPage::PriceToBeatPage(QWidget* parent) : QWidget(parent)
{
    m_pairPicker = new PlanPairPicker(PlanPairPicker::Wording::Pair);
    m_copy = new QPushButton;
    m_summary = plainLabel();
    m_notes = plainLabel();
    m_table = new ResultTableWidget;
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::ContiguousSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move in it
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The figures take their width; the inputs' names what is left, wrapped onto a second line
    // where the pane is narrow (eliding cut "Transce…r price", found by a stranger), so the
    // odds stay in view at 1280x720.
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // Wide enough for the longest word of an input's name ("management").
    m_table->horizontalHeader()->setMinimumSectionSize(m_table->fontMetrics().averageCharWidth() *
                                                       16);

    auto* top = new QHBoxLayout;
    top->addWidget(m_pairPicker);
    top->addStretch();
    top->addWidget(m_copy);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_notes);

    connect(m_copy, &QPushButton::clicked, this, [this] { TableCopy::copyToClipboard(*m_table); });
    connect(m_pairPicker, &PlanPairPicker::pairChanged, this,
            [this](const std::string& first, const std::string& second) {
                computeFor(first, second);
                refresh();
            });
    retranslateUi();
    refresh();
}

void PriceToBeatPage::setData(const ComparisonData& comparison)
{
    const bool sameScenario = comparison.scenario == m_data.scenario;
    m_data = comparison;
    if (m_userPair && m_data.tco && m_data.tco->plan(m_userPair->first) &&
        m_data.tco->plan(m_userPair->second)) {
        // The picked pair stays; its figures follow the scenario's edits.
        if (!sameScenario)
            computeFor(m_userPair->first, m_userPair->second);
    } else {
        m_userPair.reset();
        m_userResult.reset();
        m_userError.clear();
    }
    refresh();
}

void PriceToBeatPage::computeFor(const std::string& first, const std::string& second)
{
    m_userPair.reset();
    m_userResult.reset();
    m_userOdds.clear();
    m_userError.clear();
    if (!m_data.pricedScenario || !m_data.catalog || first == second)
        return;
    // Kept in the order picked, also for the risk run's own pair: the pickers stay as the
    // user set them (they snapped back, found by a stranger).
    m_userPair = std::pair(first, second);
    if (isRiskRunPair(first, second))
        return;
    // The exact figures take milliseconds; the odds, two Monte Carlo runs of the pair per
    // input, a few tenths of a second: short enough to wait for, with the cursor saying so.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        const Scenario& scenario = *m_data.pricedScenario;
        m_userResult = PriceToBeat::compute(scenario, *m_data.catalog, first, second);
        MonteCarloOptions odds;
        odds.trials =
            m_data.riskTrials > 0 ? m_data.riskTrials : RiskPipelineOptions::kDefaultTrials;
        odds.seed = RiskPipelineOptions{}.seed;
        m_userOdds = PriceToBeatRisk::compute(
            ModelProbe::pair(scenario, *m_data.catalog, first, second), *m_userResult, odds);
    } catch (const std::exception&) {
        m_userResult.reset();
        m_userError = EngineErrorText::describe(std::current_exception(), m_data.scenario.get());
    }
    QApplication::restoreOverrideCursor();
}

bool PriceToBeatPage::isRiskRunPair(const std::string& first, const std::string& second) const
{
    return m_data.priceToBeat && std::set<std::string>{first, second} ==
                                     std::set<std::string>{m_data.priceToBeat->recommendedPlanId,
                                                           m_data.priceToBeat->runnerUpPlanId};
}

QString PriceToBeatPage::missingText() const
{
    if (m_data.priceToBeatError)
        //: %1 why, from the engine.
        return tr("The price to beat could not be computed: %1")
            .arg(EngineErrorText::describe(m_data.priceToBeatError, m_data.scenario.get()));
    if (m_data.priceToBeatUpdating)
        return tr("Computing the price to beat…");
    if (!m_data.tco && !m_data.notes.empty())
        return ResultWords::paragraphs(ResultWords::notes(m_data));
    if (const QString problem = ResultWords::riskProblem(m_data); !problem.isEmpty())
        return problem;
    if (const QString why = ResultWords::whyNoPair(m_data); !why.isEmpty())
        return why;
    if (m_data.plans.size() < 2)
        return tr("The price to beat compares two plans: add a second plan to see it.");
    return tr("Run the risk analysis to see the price to beat.");
}

void PriceToBeatPage::refresh()
{
    const bool riskRunPair = !m_userPair || isRiskRunPair(m_userPair->first, m_userPair->second);
    const PriceToBeatResult* result = nullptr;
    if (m_userResult)
        result = &*m_userResult;
    else if (m_data.priceToBeat && riskRunPair)
        result = &*m_data.priceToBeat;
    std::vector<std::pair<std::string, QString>> plans;
    std::map<std::string, QString> names;
    for (const PlanSummary& plan : m_data.plans) {
        if (m_data.tco && m_data.tco->plan(plan.planId)) // a plan left out has no figures
            plans.emplace_back(plan.planId, plan.plan.name);
        names[plan.planId] = plan.plan.name;
    }
    const std::string first = m_userPair ? m_userPair->first
                              : result   ? result->recommendedPlanId
                                         : std::string();
    const std::string second = m_userPair ? m_userPair->second
                               : result   ? result->runnerUpPlanId
                                          : std::string();
    m_pairPicker->setPlans(plans, first, second);
    m_pairPicker->setEnabled(plans.size() >= 2 && m_data.priceToBeat.has_value());

    m_table->clearContents();
    m_table->setRowCount(0);
    m_copy->setEnabled(result != nullptr);
    if (!result) {
        m_summary->setText(m_userError.isEmpty() ? missingText() : m_userError);
        m_notes->clear();
        m_table->setAccessibleDescription(m_summary->text());
        return;
    }
    PriceToBeatText text(*result, m_userResult ? m_userOdds : m_data.priceToBeatOdds, names,
                         m_data.tco ? m_data.tco->rounding : kDefaultRounding);
    text.setPairOutsideRecommendation(result->recommendedPlanId != m_data.recommendedPlanId);
    // The previous run's figures while this run's are computed, said to be so.
    const bool updating = m_data.riskUpdating || (m_data.priceToBeatUpdating && !m_userResult);
    m_summary->setText(updating ? tr("Updating: these figures are from before your last change.") +
                                      QLatin1Char(' ') + text.summary()
                                : text.summary());
    QStringList notes = text.rangeSentences();
    notes << text.quoteSentences();
    notes << text.discountSentences();
    notes << text.oddsNote(m_data.riskTrials > 0 ? m_data.riskTrials
                                                 : RiskPipelineOptions::kDefaultTrials,
                           RiskPipelineOptions{}.seed);
    m_notes->setText(notes.join(QLatin1Char('\n')));

    const QStringList columns = text.columns(QLatin1Char('\n'));
    m_table->setColumnCount(int(columns.size()));
    m_table->setHorizontalHeaderLabels(columns);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    const auto headingFont = [&] {
        QFont font = m_table->font();
        font.setBold(true);
        return font;
    }();
    for (const PriceToBeatText::Group& group : text.groups()) {
        // A heading row across the table names the plan: a plan column repeated the name on
        // every row and did not fit beside the inputs.
        const int heading = m_table->rowCount();
        m_table->insertRow(heading);
        auto* title = new QTableWidgetItem(group.heading);
        title->setFont(headingFont);
        title->setToolTip(PlainText::forRichTextGuess(group.heading));
        m_table->setItem(heading, 0, title);
        m_table->setSpan(heading, 0, 1, int(columns.size()));
        for (const PriceToBeatLine* line : group.lines) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const QStringList cells = text.cells(*line);
            for (int column = 0; column < int(cells.size()); ++column) {
                auto* item = new QTableWidgetItem(cells[column]);
                // Figures right-aligned, so their digits line up; words left.
                if (column >= 1)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                // Why a price is what it is, or why there is none: the whole sentence.
                item->setToolTip(PlainText::forRichTextGuess(
                    column >= 2   ? text.whenColumn() + QStringLiteral(": ") + line->when
                    : column == 1 ? tr("%1 (%2)").arg(cells[column], line->source)
                                  : cells[column]));
                m_table->setItem(row, column, item);
            }
        }
    }
    m_table->setAccessibleDescription(m_summary->text());
}

void PriceToBeatPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QWidget::changeEvent(event);
}

void PriceToBeatPage::retranslateUi()
{
    m_copy->setText(tr("Copy for spreadsheet"));
    m_copy->setAccessibleName(tr("Copy the price to beat for a spreadsheet"));
    m_table->setAccessibleName(tr("Price to beat per input"));
    m_summary->setAccessibleName(tr("What the price to beat is"));
    m_notes->setAccessibleName(tr("Discounts, quotes and odds"));
}

} // namespace fabrictco::ui
