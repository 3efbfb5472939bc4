// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/PlansView.h"

#include "core/model/ParameterRegistry.h"
#include "presentation/EngineErrorText.h"
#include "presentation/EnumText.h"
#include "translations/I18n.h"
#include "ui/common/AlertLabel.h"
#include "ui/common/Palette.h"
#include "ui/common/WheelGuard.h"
#include "ui/document/CatalogCache.h"
#include "ui/document/ChangeValueCommand.h"
#include "ui/document/PlanCommands.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/ParameterDisplay.h"
#include "ui/plans/PlanGrid.h"
#include "ui/plans/RangeDialog.h"
#include "ui/plans/ValueEditor.h"
#include "ui/plans/ValueOriginLegend.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace fabrictco::ui {

namespace {

constexpr QLatin1String kNodesKey("cluster.nodes");
constexpr QLatin1String kGrowthKey("growth.annual");
/// Characters a cluster choice box is sized for (buildCluster).
constexpr int kChoiceCharacters = 24;

/// "Change <field>" for a cluster or design field, named when the undo step is shown.
UndoText changeText(const QString& key)
{
    return [key] {
        return PlansView::tr("Change %1").arg(Fields::label(key));
    };
}
} // namespace

PlansView::PlansView(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_clusterFields(Fields::clusterFields())
{
    m_assumptionFields = Fields::parameterFields(ParameterScope::Scenario);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    m_clusterBox = new QGroupBox;
    layout->addWidget(m_clusterBox);
    buildCluster();

    m_plansBox = new QGroupBox;
    auto* plansLayout = new QVBoxLayout(m_plansBox);
    auto* buttons = new QHBoxLayout;
    m_addIb = new QPushButton;
    m_addRoce = new QPushButton;
    buttons->addWidget(m_addIb);
    buttons->addWidget(m_addRoce);
    buttons->addStretch();
    plansLayout->addLayout(buttons);
    // The organisation's catalog is the machine's, the same for every document opened here.
    plansLayout->addWidget(new ValueOriginLegend(!CatalogCache::get().organisationName().empty()));
    m_grid = new PlanGrid(m_document);
    plansLayout->addWidget(m_grid);
    layout->addWidget(m_plansBox);
    m_assumptionsBox = new QGroupBox;
    layout->addWidget(m_assumptionsBox);
    buildAssumptions();
    layout->addStretch();

    m_scroll = new QScrollArea;
    m_scroll->setWidgetResizable(true);
    m_scroll->setWidget(content);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // Focused (it scrolls by keyboard), the pane shows it: Qt draws nothing for a scroll area.
    m_scroll->setStyleSheet(Palette::scrollFocusBorderStyle(QStringLiteral("QScrollArea")));
    m_search = new InputSearch([this] { return searchEntries(); });
    connect(m_search, &InputSearch::inputFound, this,
            [this](QWidget* input) { m_scroll->ensureWidgetVisible(input, 40, 80); });
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_search);
    outer->addWidget(m_scroll);

    connect(m_addIb, &QPushButton::clicked, this, [this] { addPlan(Fabric::InfiniBand); });
    connect(m_addRoce, &QPushButton::clicked, this, [this] { addPlan(Fabric::RoCE); });
    connect(m_grid, &PlanGrid::quotesRequested, this, &PlansView::quotesRequested);
    connect(m_grid, &PlanGrid::rangeRequested, this,
            [this](const std::string& planId, const ParameterSpec* parameter) {
                RangeDialog::editRange(*m_document, planId, *parameter, this);
            });
    connect(m_grid, &PlanGrid::showRequested, this,
            [this](QWidget* widget) { m_scroll->ensureWidgetVisible(widget, 40, 80); });
    connect(m_grid, &PlanGrid::rebuilt, this, &PlansView::updateTabOrder);
    connect(m_document, &ScenarioDocument::structureChanged, m_grid, &PlanGrid::rebuild);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &PlansView::refreshValues);
    updateTabOrder();
    retranslateUi();
    refreshValues();
}

QWidget* PlansView::scrolledContent() const
{
    return m_scroll->widget();
}

int PlansView::widthShowingEveryPlan(bool comfortable) const
{
    const QWidget* content = m_scroll->widget();
    // A layout's preferred size can be below its minimum (wrapped labels prefer to be narrow).
    const int narrowest = content->minimumSizeHint().width();
    const int contentWidth =
        comfortable ? std::max(narrowest, content->sizeHint().width()) : narrowest;
    // The inputs are taller than any screen: the vertical scroll bar is always there.
    return contentWidth + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_scroll) +
           2 * m_scroll->frameWidth();
}

void PlansView::buildCluster()
{
    auto* grid = new QGridLayout(m_clusterBox);
    m_workloadLabel = new QLabel;
    m_workload = new QComboBox;
    for (const Workload w : allWorkloads())
        m_workload->addItem(QString(), static_cast<int>(w));
    WheelGuard::install(m_workload);
    m_workloadLabel->setBuddy(m_workload);
    m_teamLabel = new QLabel;
    m_team = new QComboBox;
    for (const TeamExpertise t : allTeamExpertise())
        m_team->addItem(QString(), static_cast<int>(t));
    WheelGuard::install(m_team);
    m_teamLabel->setBuddy(m_team);
    // The document's currency: a document in yuan converts world prices at the exchange rate
    // and takes the catalog's local salary and power price (issue 36, item 6).
    m_currencyLabel = new QLabel;
    m_currency = new QComboBox;
    for (const Currency& currency : {Currency::usd(), Currency::cny()})
        m_currency->addItem(QString(), QString::fromStdString(currency.code()));
    WheelGuard::install(m_currency);
    m_currencyLabel->setBuddy(m_currency);
    // Sized for their usual choices, not the longest ("A "network doctor": runs PFC, ECN and
    // DCQCN"): the field column is as wide as its widest field, and in a narrow pane (a small
    // window at 1.5x) the cluster's values, right-aligned in that column, were scrolled out of
    // sight. A longer choice is shortened in the box and whole in its list and tooltip.
    for (QComboBox* box : {m_workload, m_team, m_currency}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(kChoiceCharacters);
        connect(box, &QComboBox::currentTextChanged, box, &QWidget::setToolTip);
    }
    grid->addWidget(m_workloadLabel, 0, 0);
    grid->addWidget(m_workload, 0, 1);
    grid->addWidget(m_teamLabel, 1, 0);
    grid->addWidget(m_team, 1, 1);
    grid->addWidget(m_currencyLabel, 2, 0);
    grid->addWidget(m_currency, 2, 1);
    connect(m_workload, &QComboBox::activated, this, [this](int index) {
        const auto value = static_cast<Workload>(m_workload->itemData(index).toInt());
        m_document->changeValue<Workload>(
            QStringLiteral("workload"), [] { return tr("Change workload"); }, value,
            [](const Scenario& s) { return s.workload; },
            [](Scenario& s, const Workload& w) { s.workload = w; });
    });
    connect(m_team, &QComboBox::activated, this, [this](int index) {
        const auto value = static_cast<TeamExpertise>(m_team->itemData(index).toInt());
        m_document->changeValue<TeamExpertise>(
            QStringLiteral("team"), [] { return tr("Change team expertise"); }, value,
            [](const Scenario& s) { return s.team; },
            [](Scenario& s, const TeamExpertise& t) { s.team = t; });
    });

    connect(m_currency, &QComboBox::activated, this, [this](int index) {
        const Currency value =
            Currency::fromCode(m_currency->itemData(index).toString().toStdString());
        m_document->changeValue<Currency>(
            QStringLiteral("cluster.currency"), [] { return tr("Change currency"); }, value,
            [](const Scenario& s) { return s.cluster.currency; },
            [](Scenario& s, const Currency& c) { s.cluster.currency = c; });
    });

    int row = 3;
    for (std::size_t i = 0; i < m_clusterFields.size(); ++i, ++row) {
        const ClusterField& field = m_clusterFields[i];
        auto* label = new QLabel;
        auto* editor = new ValueEditor(field.spec);
        label->setBuddy(editor->input());
        const int column = 0;
        grid->addWidget(label, row, column);
        grid->addWidget(editor, row, column + 1);
        if (field.spec.key == kNodesKey)
            m_growthRow = ++row;
        m_clusterLabels.push_back(label);
        m_clusterEditors.push_back(editor);
        connect(editor, &ValueEditor::valueEdited, this, [this, i](const Decimal& value) {
            const ClusterField& f = m_clusterFields[i];
            m_document->changeValue<Decimal>(f.spec.key, changeText(f.spec.key), value, f.get,
                                             f.set, ScenarioDocument::UndoStep::Own);
        });
    }
    // The box is as wide as the plan grid below it: with three or more plans, stretched fields
    // would put their right-aligned values out of sight. They keep their natural width and an
    // empty column takes the rest.
    grid->setColumnStretch(2, 1);
}

namespace {

/// Every field's name in the languages other than the current one, by field key. Made once per
/// language: each language is installed for a moment (LanguageScope) to ask the same
/// translations the window uses.
const std::map<QString, QStringList>& namesInOtherLanguages()
{
    static QString madeFor;
    static std::map<QString, QStringList> names;
    const QString current = i18n::currentLanguage();
    if (madeFor == current)
        return names;
    names.clear();
    for (const QString& language : i18n::availableLanguages()) {
        if (language == current)
            continue;
        const i18n::LanguageScope scope(language);
        auto add = [&](const FieldSpec& spec) {
            names[spec.key] << spec.label;
        };
        for (const ClusterField& field : Fields::clusterFields())
            add(field.spec);
        for (const PlanField& field : Fields::planFields())
            add(field.spec);
        for (const ParameterScope parameterScope : {ParameterScope::Plan, ParameterScope::Scenario})
            for (const PlanField& field : Fields::parameterFields(parameterScope))
                add(field.spec);
    }
    madeFor = current;
    return names;
}

} // namespace

std::vector<InputSearchEntry> PlansView::searchEntries() const
{
    const std::map<QString, QStringList>& others = namesInOtherLanguages();
    auto text = [&](const FieldSpec& spec, const QString& where) {
        QStringList names{spec.label};
        if (const auto it = others.find(spec.key); it != others.end())
            for (const QString& name : it->second)
                if (!names.contains(name))
                    names << name;
        return names.join(QStringLiteral(" · ")) + QStringLiteral(" — ") + where;
    };
    std::vector<InputSearchEntry> entries;
    for (std::size_t i = 0; i < m_clusterEditors.size() && i < m_clusterFields.size(); ++i)
        entries.push_back(
            {text(m_clusterFields[i].spec, tr("cluster")), m_clusterEditors[i]->input()});
    m_grid->addSearchEntries(entries, text);
    for (std::size_t i = 0; i < m_assumptionEditors.size() && i < m_assumptionFields.size(); ++i)
        entries.push_back({text(m_assumptionFields[i].spec, tr("shared assumption")),
                           m_assumptionEditors[i]->input()});
    return entries;
}

void PlansView::buildAssumptions()
{
    auto* grid = new QGridLayout(m_assumptionsBox);
    m_catalogError = new AlertLabel; // may quote the document's own catalog
    grid->addWidget(m_catalogError, 0, 0, 1, 2);
    auto* clusterGrid = static_cast<QGridLayout*>(m_clusterBox->layout());
    int row = 1;
    for (std::size_t i = 0; i < m_assumptionFields.size(); ++i) {
        auto* label = new QLabel;
        auto* editor = new ValueEditor(m_assumptionFields[i].spec);
        label->setBuddy(editor->input());
        if (m_growthRow >= 0 && m_assumptionFields[i].spec.key == kGrowthKey) {
            clusterGrid->addWidget(label, m_growthRow, 0);
            clusterGrid->addWidget(editor, m_growthRow, 1);
        } else {
            grid->addWidget(label, row, 0);
            grid->addWidget(editor, row, 1);
            ++row;
        }
        m_assumptionLabels.push_back(label);
        m_assumptionEditors.push_back(editor);
        connect(editor, &ValueEditor::valueEdited, this, [this, i](const Decimal& value) {
            PlanCommands::commitParameter(*m_document, std::string(),
                                          *m_assumptionFields[i].parameter, value);
        });
        connect(editor, &ValueEditor::resetRequested, this, [this, i] {
            PlanCommands::setOverride(*m_document, std::string(), *m_assumptionFields[i].parameter,
                                      std::nullopt);
        });
        connect(editor, &ValueEditor::rangeRequested, this, [this, i] {
            RangeDialog::editRange(*m_document, std::string(), *m_assumptionFields[i].parameter,
                                   this);
        });
    }
    // The box is as wide as the plan grid below it: with three or more plans, stretched fields
    // would put their right-aligned values out of sight. They keep their natural width and an
    // empty column takes the rest.
    grid->setColumnStretch(2, 1);
}

void PlansView::addPlan(Fabric fabric)
{
    m_grid->focusPlanName(PlanCommands::addPlan(*m_document, fabric));
}

void PlansView::duplicatePlan(const std::string& planId)
{
    m_grid->focusPlanName(PlanCommands::duplicatePlan(*m_document, planId));
}

void PlansView::removePlan(const std::string& planId)
{
    // The focus goes to the plan that takes the removed one's place (or the one before it).
    m_grid->focusPlanName(PlanCommands::removePlan(*m_document, planId));
}

bool PlansView::renamePlan(const std::string& planId, const QString& name)
{
    return PlanCommands::renamePlan(*m_document, planId, name);
}

std::string PlansView::planIdOf(const QWidget* widget) const
{
    return m_grid->planIdOf(widget);
}

ValueEditor* PlansView::planEditor(const std::string& planId, const QString& key) const
{
    return m_grid->planEditor(planId, key);
}

ProductPicker* PlansView::productPicker(const std::string& planId, ProductClass productClass) const
{
    return m_grid->productPicker(planId, productClass);
}

void PlansView::setPlanErrors(const std::map<std::string, std::pair<QString, QString>>& errors)
{
    m_grid->setPlanErrors(errors);
    // Too many nodes for a plan's fabric: the node count is the cluster's, shared by every plan,
    // so its editor says it (one plan's words when several cannot hold it).
    QString tooMany;
    for (const auto& [planId, error] : errors) {
        if (error.first == QLatin1String("nodes")) {
            tooMany = error.second;
            break;
        }
    }
    if (ValueEditor* nodes = clusterEditor(QStringLiteral("cluster.nodes")))
        nodes->setExternalError(tooMany);
}

void PlansView::updateTabOrder()
{
    // The columns are rebuilt after the shared assumptions were made, so by creation order Tab
    // reached the assumptions first (the IB switch price was ~57 presses from Nodes). The
    // order the eye reads: the cluster, the plan buttons, each plan down its column, then
    // the assumptions.
    std::vector<QWidget*> chain;
    QWidget* growth = nullptr;
    for (std::size_t i = 0; i < m_assumptionEditors.size() && i < m_assumptionFields.size(); ++i)
        if (m_growthRow >= 0 && m_assumptionFields[i].spec.key == kGrowthKey)
            growth = m_assumptionEditors[i]->input();
    for (std::size_t i = 0; i < m_clusterEditors.size() && i < m_clusterFields.size(); ++i) {
        chain.push_back(m_clusterEditors[i]->input());
        if (m_clusterFields[i].spec.key == kNodesKey)
            chain.push_back(growth); // where it is shown
    }
    chain.push_back(m_addIb);
    chain.push_back(m_addRoce);
    for (QWidget* widget : m_grid->tabChain())
        chain.push_back(widget);
    for (ValueEditor* editor : m_assumptionEditors)
        if (editor->input() != growth)
            chain.push_back(editor->input());
    QWidget* previous = nullptr;
    for (QWidget* widget : chain) {
        if (widget == nullptr)
            continue;
        if (previous != nullptr)
            QWidget::setTabOrder(previous, widget);
        previous = widget;
    }
}

void PlansView::refreshValues()
{
    const Scenario& scenario = m_document->scenario();
    {
        const QSignalBlocker b1(m_workload);
        const QSignalBlocker b2(m_team);
        const QSignalBlocker b3(m_currency);
        m_workload->setCurrentIndex(m_workload->findData(static_cast<int>(scenario.workload)));
        m_team->setCurrentIndex(m_team->findData(static_cast<int>(scenario.team)));
        m_currency->setCurrentIndex(
            m_currency->findData(QString::fromStdString(scenario.cluster.currency.code())));
    }
    for (std::size_t i = 0; i < m_clusterFields.size(); ++i)
        m_clusterEditors[i]->setValue(m_clusterFields[i].get(scenario));
    m_grid->refresh();
    // The shared assumptions resolve with the first plan (they are the same for every plan).
    const Catalog& catalog = *m_document->catalog();
    const PlanSpec* first = scenario.plans.empty() ? nullptr : &scenario.plans.front();
    const auto shared = first ? ParameterDisplay::resolve(scenario, *first, catalog) : std::nullopt;
    for (std::size_t i = 0; i < m_assumptionFields.size(); ++i)
        ParameterDisplay::show(*m_assumptionEditors[i], *m_assumptionFields[i].parameter,
                               scenario.overrides, shared, first, scenario, catalog);
    m_catalogError->setAlert(m_document->catalogError()
                                 ? EngineErrorText::describe(m_document->catalogError())
                                 : QString());
}

ValueEditor* PlansView::clusterEditor(const QString& key) const
{
    for (std::size_t i = 0; i < m_clusterFields.size(); ++i)
        if (m_clusterFields[i].spec.key == key)
            return m_clusterEditors[i];
    return nullptr;
}

void PlansView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refreshValues(); // units and sources depend on the resolved values
    }
    QWidget::changeEvent(event);
}

namespace {

/// A field's name before its editor, with the colon of the window's language ("第 1 年节点数："
/// beside "业务类型：", not an ASCII colon; found by a stranger).
QString fieldLabel(const QString& name)
{
    //: A form field's name before its editor: %1 the name.
    return PlansView::tr("%1:", "field label").arg(name);
}

} // namespace

void PlansView::retranslateUi()
{
    m_clusterFields = Fields::clusterFields();
    m_assumptionFields = Fields::parameterFields(ParameterScope::Scenario);
    m_assumptionsBox->setTitle(tr("Shared assumptions (every plan)"));
    for (std::size_t i = 0; i < m_assumptionFields.size(); ++i) {
        m_assumptionLabels[i]->setText(fieldLabel(m_assumptionFields[i].spec.label));
        m_assumptionEditors[i]->setSpec(m_assumptionFields[i].spec);
    }
    m_clusterBox->setTitle(tr("Cluster (shared by every plan)"));
    m_workloadLabel->setText(tr("Workload:"));
    m_workload->setAccessibleName(tr("Workload"));
    for (int i = 0; i < m_workload->count(); ++i)
        m_workload->setItemText(
            i, EnumText::workload(static_cast<Workload>(m_workload->itemData(i).toInt())));
    m_teamLabel->setText(tr("Team:"));
    m_team->setAccessibleName(tr("Team expertise"));
    for (int i = 0; i < m_team->count(); ++i)
        m_team->setItemText(
            i, EnumText::team(static_cast<TeamExpertise>(m_team->itemData(i).toInt())));
    m_currencyLabel->setText(tr("Currency:"));
    m_currency->setAccessibleName(tr("Currency of the document"));
    m_currency->setToolTip(tr("Amounts are shown in this currency. Prices in the other currency "
                              "are converted at the exchange rate; salaries and power have local "
                              "figures in yuan."));
    m_currency->setItemText(0, tr("US dollar (USD)"));
    m_currency->setItemText(1, tr("Chinese yuan (CNY)"));
    for (std::size_t i = 0; i < m_clusterFields.size(); ++i) {
        m_clusterLabels[i]->setText(fieldLabel(m_clusterFields[i].spec.label));
        m_clusterEditors[i]->setSpec(m_clusterFields[i].spec);
    }
    m_plansBox->setTitle(tr("Plans side by side"));
    m_search->setPlaceholderText(tr("Find an input by name (Ctrl+F)"));
    m_search->setAccessibleName(tr("Find an input"));
    m_scroll->setAccessibleName(tr("Inputs of the cluster and the plans"));
    m_addIb->setText(tr("Add &InfiniBand plan"));
    m_addRoce->setText(tr("Add R&oCE plan"));
    m_grid->retranslateUi();
}

} // namespace fabrictco::ui
