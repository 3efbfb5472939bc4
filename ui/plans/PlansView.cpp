// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/PlansView.h"

#include "core/model/DefaultProducts.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/ParameterResolver.h"
#include "core/model/PlanColours.h"
#include "core/model/PlanEdits.h"
#include "core/model/ProductSelection.h"
#include "core/model/QuoteValidity.h"
#include "presentation/EngineErrorText.h"
#include "presentation/EnumText.h"
#include "presentation/ParameterSourceText.h"
#include "presentation/ParameterText.h"
#include "presentation/ProductErrorText.h"
#include "presentation/ProductText.h"
#include "presentation/QuoteText.h"
#include "translations/I18n.h"
#include "ui/common/Palette.h"
#include "ui/common/WheelGuard.h"
#include "ui/document/ChangeValueCommand.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/document/ScenarioFactory.h"
#include "ui/plans/PlanNameEdit.h"
#include "ui/plans/ProductPicker.h"
#include "ui/plans/RangeDialog.h"
#include "ui/plans/ValueEditor.h"
#include "ui/plans/ValueOriginLegend.h"

#include <QComboBox>
#include <QDate>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace fabrictco::ui {

namespace {

// The design field a picked product decides, so its editor becomes read-only.
std::optional<ProductClass> decidingClass(const QString& fieldKey)
{
    if (fieldKey == QLatin1String("switchRadix"))
        return ProductClass::Switch;
    if (fieldKey == QLatin1String("linkSpeedGbps"))
        return ProductClass::Nic;
    if (fieldKey == QLatin1String("twinPortTransceivers"))
        return ProductClass::Optics;
    return std::nullopt;
}

/// "Change <field>" for a cluster or design field, named when the undo step is shown.
UndoText changeText(const QString& key)
{
    return [key] {
        return PlansView::tr("Change %1").arg(Fields::label(key));
    };
}
} // namespace

PlansView::PlansView(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_clusterFields(Fields::clusterFields()),
      m_planFields(Fields::planFields())
{
    for (PlanField& field : Fields::parameterFields(ParameterScope::Plan))
        m_planFields.push_back(std::move(field));
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
    plansLayout->addWidget(new ValueOriginLegend);
    m_grid = new QWidget;
    m_gridLayout = new QGridLayout(m_grid);
    m_gridLayout->setContentsMargins(0, 0, 0, 0);
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
    m_search = new InputSearch([this] { return searchEntries(); });
    connect(m_search, &InputSearch::inputFound, this,
            [this](QWidget* input) { m_scroll->ensureWidgetVisible(input, 40, 80); });
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_search);
    outer->addWidget(m_scroll);

    connect(m_addIb, &QPushButton::clicked, this, [this] { addPlan(Fabric::InfiniBand); });
    connect(m_addRoce, &QPushButton::clicked, this, [this] { addPlan(Fabric::RoCE); });
    connect(m_document, &ScenarioDocument::structureChanged, this, &PlansView::rebuildPlans);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &PlansView::refreshValues);
    rebuildPlans();
    retranslateUi();
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

    for (std::size_t i = 0; i < m_clusterFields.size(); ++i) {
        const ClusterField& field = m_clusterFields[i];
        auto* label = new QLabel;
        auto* editor = new ValueEditor(field.spec);
        label->setBuddy(editor->input());
        const int row = 3 + static_cast<int>(i);
        const int column = 0;
        grid->addWidget(label, row, column);
        grid->addWidget(editor, row, column + 1);
        m_clusterLabels.push_back(label);
        m_clusterEditors.push_back(editor);
        connect(editor, &ValueEditor::valueEdited, this, [this, i](const Decimal& value) {
            const ClusterField& f = m_clusterFields[i];
            m_document->changeValue<Decimal>(f.spec.key, changeText(f.spec.key), value, f.get,
                                             f.set);
        });
    }
    // The box is as wide as the plan grid below it: with three or more plans, stretched fields
    // would put their right-aligned values out of sight. They keep their natural width and an
    // empty column takes the rest.
    grid->setColumnStretch(2, 1);
}

void PlansView::rebuildPlans()
{
    // Rebuilding can be triggered by a click on a button of the old columns (Remove): those
    // widgets are still in their signal, so they are only scheduled for deletion.
    auto discard = [this](QWidget* widget) {
        m_gridLayout->removeWidget(widget);
        widget->hide();
        widget->deleteLater();
    };
    for (QLabel* label : m_rowLabels)
        discard(label);
    m_rowLabels.clear();
    for (QLabel*& label : m_productLabels) {
        if (label != nullptr)
            discard(label);
        label = nullptr;
    }
    for (Column& column : m_columns) {
        discard(column.name);
        discard(column.fabric);
        for (ProductPicker* picker : column.products)
            discard(picker);
        discard(column.actions); // owns Duplicate and Remove
        for (ValueEditor* editor : column.editors)
            discard(editor);
    }
    m_columns.clear();
    for (int c = 1; c < m_gridLayout->columnCount(); ++c)
        m_gridLayout->setColumnStretch(c, 0);

    const Scenario& scenario = m_document->scenario();
    // Name, fabric, actions, then the switch, NIC and optics pickers.
    const int productRow = 3;
    const int headerRows = productRow + static_cast<int>(kAllProductClasses.size());
    for (std::size_t i = 0; i < kAllProductClasses.size(); ++i) {
        m_productLabels[i] = new QLabel;
        m_gridLayout->addWidget(m_productLabels[i], productRow + static_cast<int>(i), 0);
    }
    for (std::size_t r = 0; r < m_planFields.size(); ++r) {
        auto* label = new QLabel;
        label->setTextFormat(Qt::RichText);
        label->setToolTip(m_planFields[r].spec.help);
        m_gridLayout->addWidget(label, headerRows + static_cast<int>(r), 0, Qt::AlignTop);
        m_rowLabels.push_back(label);
    }
    for (std::size_t c = 0; c < scenario.plans.size(); ++c) {
        const PlanSpec& plan = scenario.plans[c];
        Column column;
        column.planId = plan.id;
        const int gridColumn = 1 + static_cast<int>(c);
        column.name = new PlanNameEdit;
        column.name->setText(QString::fromStdString(plan.name));
        QFont bold = column.name->font();
        bold.setBold(true);
        column.name->setFont(bold);
        column.fabric = new QComboBox;
        WheelGuard::install(column.fabric);
        // Narrow columns: two plans must fit beside the results on a 1280-pixel screen.
        column.fabric->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        column.fabric->setMinimumContentsLength(10);
        // The short product names fit a narrow column; the long names are their tooltips.
        column.fabric->addItem(QStringLiteral("InfiniBand"), static_cast<int>(Fabric::InfiniBand));
        column.fabric->addItem(QStringLiteral("RoCE"), static_cast<int>(Fabric::RoCE));
        column.fabric->setCurrentIndex(column.fabric->findData(static_cast<int>(plan.fabric())));
        column.duplicate = new QPushButton;
        column.remove = new QPushButton;
        column.remove->setEnabled(scenario.plans.size() > 1);
        m_gridLayout->addWidget(column.name, 0, gridColumn);
        m_gridLayout->addWidget(column.fabric, 1, gridColumn);
        // Duplicate and Remove share one cell so every column keeps the same rows.
        column.actions = new QWidget;
        auto* actions = new QHBoxLayout(column.actions);
        actions->setContentsMargins(0, 0, 0, 0);
        actions->setSpacing(2);
        actions->addWidget(column.duplicate);
        actions->addWidget(column.remove);
        m_gridLayout->addWidget(column.actions, 2, gridColumn);
        const std::string id = plan.id;
        connect(column.name, &PlanNameEdit::textEdited, this,
                [this, id](const QString& text) { renamePlan(id, text); });
        connect(
            column.fabric, &QComboBox::activated, this, [this, id, combo = column.fabric](int i) {
                const auto fabric = static_cast<Fabric>(combo->itemData(i).toInt());
                const PlanSpec* p = m_document->scenario().plan(id);
                if (p == nullptr || !m_document->catalog())
                    return;
                PlanSpec changed = ProductSelection::withFabric(*p, fabric, *m_document->catalog());
                // The plan takes a colour of its new fabric's family, one no other plan has.
                if (fabric != p->fabric())
                    changed.colourSlot = PlanColours::freeSlot(m_document->scenario(), fabric, p);
                changePlan(
                    id, QStringLiteral("fabric"), [] { return tr("Change fabric"); }, changed);
            });
        for (std::size_t i = 0; i < kAllProductClasses.size(); ++i) {
            auto* picker = new ProductPicker(kAllProductClasses[i]);
            m_gridLayout->addWidget(picker, productRow + static_cast<int>(i), gridColumn);
            column.products[i] = picker;
            connect(picker, &ProductPicker::productPicked, this,
                    [this, id, picker](const std::string& productId) {
                        const PlanSpec* p = m_document->scenario().plan(id);
                        if (p == nullptr || !m_document->catalog())
                            return;
                        const ProductClass productClass = picker->productClass();
                        changePlan(
                            id, QString::fromUtf8(productClassId(productClass).data()),
                            [productClass] {
                                return tr("Change %1").arg(ProductText::className(productClass));
                            },
                            ProductSelection::withProduct(*p, picker->productClass(), productId,
                                                          *m_document->catalog()));
                    });
        }
        connect(column.duplicate, &QPushButton::clicked, this, [this, id] { duplicatePlan(id); });
        connect(column.remove, &QPushButton::clicked, this, [this, id] { removePlan(id); });

        for (std::size_t r = 0; r < m_planFields.size(); ++r) {
            auto* editor = new ValueEditor(m_planFields[r].spec);
            editor->setUnitVisible(false);
            editor->setMarkerSpaceKept(true);
            if (const ParameterSpec* parameter = m_planFields[r].parameter) {
                connect(editor, &ValueEditor::resetRequested, this,
                        [this, id, parameter] { setOverride(id, *parameter, std::nullopt); });
                connect(editor, &ValueEditor::quotesRequested, this, &PlansView::quotesRequested);
                connect(editor, &ValueEditor::rangeRequested, this,
                        [this, id, parameter] { editRange(id, *parameter); });
            }
            m_gridLayout->addWidget(editor, headerRows + static_cast<int>(r), gridColumn,
                                    Qt::AlignTop);
            column.editors.push_back(editor);
            connect(editor, &ValueEditor::valueEdited, this, [this, id, r](const Decimal& value) {
                const PlanField& f = m_planFields[r];
                if (f.parameter != nullptr) {
                    commitParameter(id, *f.parameter, value);
                    return;
                }
                auto get = f.get;
                auto set = f.set;
                m_document->changeValue<Decimal>(
                    QStringLiteral("plan/%1/%2").arg(QString::fromStdString(id), f.spec.key),
                    changeText(f.spec.key), value,
                    [id, get](const Scenario& s) {
                        const PlanSpec* p = s.plan(id);
                        return p ? get(*p) : Decimal();
                    },
                    [id, set](Scenario& s, const Decimal& v) {
                        if (PlanSpec* p = s.plan(id))
                            set(*p, v);
                    });
            });
        }
        m_gridLayout->setColumnStretch(gridColumn, 1);
        m_columns.push_back(std::move(column));
    }
    updateTabOrder();
    retranslateUi();
    refreshValues();
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
    for (const Column& column : m_columns) {
        const PlanSpec* plan = m_document->scenario().plan(column.planId);
        const QString planName = plan ? QString::fromStdString(plan->name) : QString();
        for (std::size_t r = 0; r < column.editors.size() && r < m_planFields.size(); ++r)
            entries.push_back({text(m_planFields[r].spec, planName), column.editors[r]->input()});
    }
    for (std::size_t i = 0; i < m_assumptionEditors.size() && i < m_assumptionFields.size(); ++i)
        entries.push_back({text(m_assumptionFields[i].spec, tr("shared assumption")),
                           m_assumptionEditors[i]->input()});
    return entries;
}

void PlansView::updateTabOrder()
{
    // The columns are rebuilt after the shared assumptions were made, so by creation order Tab
    // reached the assumptions first (the IB switch price was ~57 presses from Nodes). The
    // order the eye reads: the cluster, the plan buttons, each plan down its column, then
    // the assumptions.
    std::vector<QWidget*> chain{m_addIb, m_addRoce};
    for (const Column& column : m_columns) {
        chain.insert(chain.end(), {column.name, column.fabric, column.duplicate, column.remove});
        chain.insert(chain.end(), column.products.begin(), column.products.end());
        for (ValueEditor* editor : column.editors)
            chain.push_back(editor->input());
    }
    for (ValueEditor* editor : m_assumptionEditors)
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
    const Catalog& catalog = *m_document->catalog();
    auto resolve = [&](const PlanSpec& plan) -> std::optional<ResolvedParameters> {
        try {
            return ParameterResolver::resolve(scenario, plan, catalog);
        } catch (const std::exception&) {
            return std::nullopt; // shown as the catalog error; editors keep their text
        }
    };
    // Shows the override when there is one, else the resolved default, in display units; gives
    // the currency of the value shown.
    auto show = [&](ValueEditor* editor, const ParameterSpec& parameter,
                    const std::map<std::string, ParameterValue>& overrides,
                    const std::optional<ResolvedParameters>& resolved,
                    const PlanSpec* plan) -> Currency {
        const ResolvedParameter* r = nullptr;
        if (resolved) {
            const auto it = resolved->all().find(parameter.key);
            r = it == resolved->all().end() ? nullptr : &it->second;
        }
        const auto own = overrides.find(parameter.key);
        std::optional<ParameterValue> value;
        if (own != overrides.end())
            value = own->second;
        else if (r != nullptr)
            value = r->value;
        const Currency currency =
            value && value->currency ? *value->currency : scenario.cluster.currency;
        QString source = provenance(r, scenario, plan, catalog);
        if (r != nullptr)
            if (const QString pricing = ParameterText::pricingText(*r); !pricing.isEmpty())
                //: A value's source, then how it is priced: two sentences (found by a stranger:
                //: "...（估算）按其期望值..." ran them together).
                source = tr("%1. %2").arg(source, pricing);
        editor->setUnitAndSource(ParameterText::unit(parameter, currency), source);
        editor->setOrigin(origin(r, scenario, plan, catalog));
        // The value the tables price: a default with a range shows its mean, as priced (issue
        // 35); a typed value shows what was typed (firm, or the most likely of its range).
        if (own == overrides.end() && r != nullptr)
            editor->setValue(ParameterText::pricedDisplayValue(*r));
        else if (value)
            editor->setValue(value->value.times(ParameterText::displayFactor(parameter)));
        return currency;
    };
    for (Column& column : m_columns) {
        const PlanSpec* plan = scenario.plan(column.planId);
        if (plan == nullptr)
            continue; // a structural change is on its way
        if (!column.name->hasFocus()) {
            column.name->setText(QString::fromStdString(plan->name));
        }
        const QSignalBlocker block(column.fabric);
        column.fabric->setCurrentIndex(column.fabric->findData(static_cast<int>(plan->fabric())));
        refreshProducts(column, *plan);
        const auto resolved = resolve(*plan);
        for (std::size_t r = 0; r < m_planFields.size(); ++r) {
            const PlanField& field = m_planFields[r];
            if (field.parameter != nullptr) {
                const Currency currency =
                    show(column.editors[r], *field.parameter, plan->overrides, resolved, plan);
                // The row says the document's currency; a value in another (a quote in CNY in
                // a USD comparison) says its own beside it, as it is priced: never "1088.10" under
                // "USD per NIC port".
                column.editors[r]->setUnitNote(field.parameter->kind == ParameterKind::Money &&
                                                       currency != scenario.cluster.currency
                                                   ? QString::fromStdString(currency.code())
                                                   : QString());
                // SHARP and its licence exist only on InfiniBand: shown, not edited, elsewhere.
                const auto only = ParameterRegistry::onlyForFabric(field.parameter->key);
                const bool applies = !only || *only == plan->fabric();
                column.editors[r]->setEnabled(applies);
                if (!applies)
                    column.editors[r]->setToolTip(
                        tr("Only for %1 plans.").arg(EnumText::fabric(*only)));
                continue;
            }
            column.editors[r]->setValue(field.get(*plan));
            // Radix, link speed and twin-port optics follow the picked products: shown, not
            // edited, until the picker is set back to Custom.
            const auto decidedBy = decidingClass(field.spec.key);
            const bool decided = decidedBy && !plan->products.id(*decidedBy).empty();
            column.editors[r]->setEnabled(!decided);
            column.editors[r]->setToolTip(
                decided ? tr("Decided by the chosen %1; pick Custom to edit it.")
                              .arg(ProductText::className(*decidedBy).toLower())
                        : QString());
        }
    }
    // The unit shown on each row: money in the document's currency (a plan's value in another
    // says so beside it), else the first plan's.
    if (!m_columns.empty())
        for (std::size_t r = 0; r < m_planFields.size(); ++r)
            setRowLabel(
                r, m_planFields[r].parameter != nullptr
                       ? ParameterText::unit(*m_planFields[r].parameter, scenario.cluster.currency)
                       : m_columns.front().editors[r]->spec().unit);
    const auto shared = scenario.plans.empty() ? std::nullopt : resolve(scenario.plans.front());
    for (std::size_t i = 0; i < m_assumptionFields.size(); ++i)
        show(m_assumptionEditors[i], *m_assumptionFields[i].parameter, scenario.overrides, shared,
             scenario.plans.empty() ? nullptr : &scenario.plans.front());
    m_catalogError->setText(EngineErrorText::describe(m_document->catalogError()));
    m_catalogError->setVisible(m_document->catalogError() != nullptr);
}

void PlansView::refreshProducts(Column& column, const PlanSpec& plan)
{
    const auto catalog = m_document->catalog();
    if (!catalog)
        return;
    const auto fault = ProductSelection::problem(plan, *catalog);
    const QString problem = fault ? ProductErrorText::message(*fault, catalog.get()) : QString();
    for (ProductPicker* picker : column.products) {
        picker->setChoices(*catalog, plan.fabric(), plan.products.id(picker->productClass()));
        picker->setProblem(problem);
    }
}

void PlansView::changePlan(const std::string& planId, const QString& field, UndoText text,
                           const PlanSpec& after)
{
    m_document->changeValue<PlanSpec>(
        QStringLiteral("plan/%1/%2").arg(QString::fromStdString(planId), field), text, after,
        [planId](const Scenario& s) {
            const PlanSpec* p = s.plan(planId);
            return p ? *p : PlanSpec();
        },
        [planId](Scenario& s, const PlanSpec& plan) {
            if (PlanSpec* p = s.plan(planId))
                *p = plan;
        });
}

ProductPicker* PlansView::productPicker(const std::string& planId, ProductClass productClass) const
{
    for (const Column& column : m_columns) {
        if (column.planId != planId)
            continue;
        for (ProductPicker* picker : column.products)
            if (picker->productClass() == productClass)
                return picker;
    }
    return nullptr;
}

void PlansView::setRowLabel(std::size_t row, const QString& unit)
{
    const QString label = m_planFields[row].spec.label.toHtmlEscaped();
    m_rowLabels[row]->setText(
        unit.isEmpty()
            ? label
            : QStringLiteral("%1<br/><small>%2</small>").arg(label, unit.toHtmlEscaped()));
}

QString PlansView::provenance(const ResolvedParameter* r, const Scenario& scenario,
                              const PlanSpec* plan, const Catalog& catalog)
{
    if (r == nullptr || plan == nullptr)
        return {};
    // In the window's language: the catalog's and products' sources come from the bundled
    // translation, a preset is named by the answer that set it (core's provenance is English).
    const auto described = ParameterSourceText::describe(*r, scenario, *plan, catalog);
    const QString confidence =
        r->confidence ? QStringLiteral(" (%1)").arg(EnumText::confidence(*r->confidence))
                      : QString();
    const QString dated = described.date.isEmpty()
                              ? described.text
                              : tr("%1, %2").arg(described.text, described.date);
    switch (r->source) {
    case ValueSource::Override:
        return tr("Your value, typed in this document.");
    case ValueSource::Quote:
        if (const Quote* quote = ParameterResolver::findQuote(scenario, *plan, r->spec->key))
            return tr("From a vendor quote: %1")
                .arg(QuoteText::citation(*quote, QDate::currentDate()));
        break;
    case ValueSource::Preset:
        return tr("From the workload and team answers: %1").arg(described.text);
    case ValueSource::Product:
        return tr("Default from the chosen product: %1%2").arg(dated, confidence);
    case ValueSource::Catalog:
        break;
    }
    return tr("Default from the catalog: %1%2").arg(dated, confidence);
}

ValueEditor::Origin PlansView::origin(const ResolvedParameter* r, const Scenario& scenario,
                                      const PlanSpec* plan, const Catalog& catalog)
{
    ValueEditor::Origin origin;
    if (r == nullptr || plan == nullptr)
        return origin;
    switch (r->source) {
    case ValueSource::Override:
        origin.kind = ValueOrigin::Typed;
        break;
    case ValueSource::Quote:
        origin.kind = ValueOrigin::Quote;
        origin.fromQuote = true;
        if (const Quote* quote = ParameterResolver::findQuote(scenario, *plan, r->spec->key))
            origin.expired =
                QuoteValidity::status(*quote, QDate::currentDate()) == QuoteStatus::Expired;
        break;
    case ValueSource::Preset:
        origin.kind = ValueOrigin::Preset;
        break;
    case ValueSource::Product:
    case ValueSource::Catalog:
        origin.kind = ValueOrigin::Default;
        break;
    }
    origin.rangeable = r->spec->uncertain;
    // A product's figure standing in for the generic catalog entry is still "the default".
    const ResolvedParameter* replaced =
        origin.kind == ValueOrigin::Default ? nullptr : r->replaced.get();
    if (replaced == nullptr)
        return origin;
    // The figure the field will show and the tables price once this value is gone.
    const QString value = ParameterText::pricedValueText(*replaced, scenario.cluster.currency);
    const auto described = ParameterSourceText::describe(*replaced, scenario, *plan, catalog);
    switch (replaced->source) {
    case ValueSource::Quote:
        origin.fromQuote = true;
        if (const Quote* quote = ParameterResolver::findQuote(scenario, *plan, r->spec->key))
            //: The quote a typed value replaces: vendor, quote date, quoted value.
            origin.replaced = tr("Replaces the quote from %1 (%2): %3")
                                  .arg(QString::fromStdString(quote->vendor),
                                       QString::fromStdString(quote->quoteDate), value);
        origin.resetAction = tr("Use the quote (%1)").arg(value);
        break;
    case ValueSource::Preset:
        origin.replaced = tr("Replaces the preset value: %1 (%2)").arg(value, described.text);
        origin.resetAction = tr("Reset to the preset (%1)").arg(value);
        break;
    case ValueSource::Product:
    case ValueSource::Catalog:
    case ValueSource::Override:
        origin.replaced = tr("Replaces the default: %1 (%2)").arg(value, described.text);
        origin.resetAction = tr("Reset to default (%1)").arg(value);
        break;
    }
    // Only the user's own value can be removed here; a quote is removed in the quotes list.
    if (r->source != ValueSource::Override)
        origin.resetAction.clear();
    return origin;
}

void PlansView::commitParameter(const std::string& planId, const ParameterSpec& parameter,
                                const Decimal& displayed)
{
    const Scenario& scenario = m_document->scenario();
    const int factor = ParameterText::displayFactor(parameter);
    ParameterValue value{factor == 1 ? displayed
                                     : displayed.divide(Decimal(factor), kDefaultRounding),
                         std::nullopt};
    if (parameter.kind == ParameterKind::Money) {
        // Keep the currency the default is quoted in; the model converts with fx.usd_cny.
        value.currency = scenario.cluster.currency;
        const PlanSpec* plan = planId.empty()
                                   ? (scenario.plans.empty() ? nullptr : &scenario.plans.front())
                                   : scenario.plan(planId);
        if (plan != nullptr) {
            try {
                const auto resolved =
                    ParameterResolver::resolve(scenario, *plan, *m_document->catalog());
                if (const auto& c = resolved.at(parameter.key).value.currency)
                    value.currency = c;
            } catch (const std::exception&) {
            }
        }
    }
    setOverride(planId, parameter, value);
}

void PlansView::editRange(const std::string& planId, const ParameterSpec& parameter)
{
    const Scenario& scenario = m_document->scenario();
    const PlanSpec* plan = planId.empty()
                               ? (scenario.plans.empty() ? nullptr : &scenario.plans.front())
                               : scenario.plan(planId);
    if (plan == nullptr)
        return;
    std::optional<ResolvedParameters> resolved;
    try {
        resolved = ParameterResolver::resolve(scenario, *plan, *m_document->catalog());
    } catch (const std::exception&) {
        return; // the catalog note says why nothing can be resolved
    }
    const ResolvedParameter& current = resolved->at(parameter.key);
    const auto& ranges = planId.empty() ? scenario.uncertainty : plan->uncertainty;
    const bool ownRange = ranges.count(parameter.key) > 0;
    RangeDialog dialog(current, planId.empty() ? QString() : QString::fromStdString(plan->name),
                       ownRange, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::string key = parameter.key;
    const UndoText text = [key] {
        return tr("Range of %1").arg(ParameterText::label(key));
    };
    if (dialog.removeRange()) {
        m_document->replaceScenario(text,
                                    ScenarioRanges::withoutRange(scenario, planId, parameter));
    } else if (const auto choice = dialog.choice()) {
        m_document->replaceScenario(text,
                                    ScenarioRanges::withRange(scenario, planId, parameter, *choice,
                                                              current.value.currency));
    }
}

void PlansView::setOverride(const std::string& planId, const ParameterSpec& parameter,
                            const std::optional<ParameterValue>& value)
{
    const std::string key = parameter.key;
    const bool reset = !value;
    const UndoText undoText = [key, reset] {
        const QString label = ParameterText::label(key);
        return reset ? tr("Reset %1").arg(label) : tr("Change %1").arg(label);
    };
    using Value = std::optional<ParameterValue>;
    // Typing merges into one step per input; a reset is a step of its own, so undoing it brings
    // back the typed value rather than what was there before the typing.
    const QString mergeSuffix = value ? QString() : QStringLiteral("/reset");
    if (planId.empty()) {
        m_document->changeValue<Value>(
            QStringLiteral("scenario/param/%1%2").arg(QString::fromStdString(key), mergeSuffix),
            undoText, value,
            [key](const Scenario& s) -> Value {
                const auto it = s.overrides.find(key);
                return it == s.overrides.end() ? Value() : Value(it->second);
            },
            [key](Scenario& s, const Value& v) {
                if (v)
                    s.overrides[key] = *v;
                else
                    s.overrides.erase(key);
            });
        return;
    }
    m_document->changeValue<Value>(
        QStringLiteral("plan/%1/param/%2%3")
            .arg(QString::fromStdString(planId), QString::fromStdString(key), mergeSuffix),
        undoText, value,
        [planId, key](const Scenario& s) -> Value {
            const PlanSpec* p = s.plan(planId);
            if (p == nullptr)
                return Value();
            const auto it = p->overrides.find(key);
            return it == p->overrides.end() ? Value() : Value(it->second);
        },
        [planId, key](Scenario& s, const Value& v) {
            PlanSpec* p = s.plan(planId);
            if (p == nullptr)
                return;
            if (v)
                p->overrides[key] = *v;
            else
                p->overrides.erase(key);
        });
}

void PlansView::buildAssumptions()
{
    auto* grid = new QGridLayout(m_assumptionsBox);
    m_catalogError = new QLabel;
    m_catalogError->setTextFormat(Qt::PlainText); // may quote the document's own catalog
    m_catalogError->setWordWrap(true);
    m_catalogError->setStyleSheet(Palette::errorTextStyle());
    grid->addWidget(m_catalogError, 0, 0, 1, 2);
    for (std::size_t i = 0; i < m_assumptionFields.size(); ++i) {
        auto* label = new QLabel;
        auto* editor = new ValueEditor(m_assumptionFields[i].spec);
        label->setBuddy(editor->input());
        const int row = 1 + static_cast<int>(i);
        const int column = 0;
        grid->addWidget(label, row, column);
        grid->addWidget(editor, row, column + 1);
        m_assumptionLabels.push_back(label);
        m_assumptionEditors.push_back(editor);
        connect(editor, &ValueEditor::valueEdited, this, [this, i](const Decimal& value) {
            commitParameter(std::string(), *m_assumptionFields[i].parameter, value);
        });
        connect(editor, &ValueEditor::resetRequested, this, [this, i] {
            setOverride(std::string(), *m_assumptionFields[i].parameter, std::nullopt);
        });
        connect(editor, &ValueEditor::rangeRequested, this,
                [this, i] { editRange(std::string(), *m_assumptionFields[i].parameter); });
    }
    // The box is as wide as the plan grid below it: with three or more plans, stretched fields
    // would put their right-aligned values out of sight. They keep their natural width and an
    // empty column takes the rest.
    grid->setColumnStretch(2, 1);
}

void PlansView::addPlan(Fabric fabric)
{
    Scenario after = m_document->scenario();
    PlanSpec plan;
    plan.design.fabric = fabric;
    plan.design.nodes = after.cluster.nodes;
    plan.products = DefaultProducts::forFabric(fabric);
    plan.design.switchRadix = DefaultProducts::radixFor(fabric);
    plan.id = PlanEdits::uniqueId(after, std::string(fabricId(fabric)));
    plan.name = (fabric == Fabric::InfiniBand ? tr("InfiniBand plan %1") : tr("RoCE plan %1"))
                    .arg(after.plans.size() + 1)
                    .toStdString();
    plan.colourSlot = PlanColours::freeSlot(after, fabric);
    after.plans.push_back(plan);
    m_document->replaceScenario([] { return tr("Add plan"); }, after);
    focusPlanName(plan.id);
}

void PlansView::duplicatePlan(const std::string& planId)
{
    Scenario after = m_document->scenario();
    const PlanSpec* source = after.plan(planId);
    if (source == nullptr)
        return;
    // Named as `plan duplicate` names it, in the window's language: "X (copy)", "X (copy 2)".
    const std::string name =
        PlanEdits::copyName(after, source->name, [](const std::string& base, int n) {
            const QString original = QString::fromStdString(base);
            return (n == 1 ? tr("%1 (copy)").arg(original)
                           : tr("%1 (copy %2)").arg(original).arg(n))
                .toStdString();
        });
    const std::string copyId =
        PlanEdits::duplicate(after, planId, PlanEdits::uniqueId(after, planId), name)->id;
    m_document->replaceScenario([] { return tr("Duplicate plan"); }, after);
    focusPlanName(copyId); // the copy, to be renamed
}

void PlansView::removePlan(const std::string& planId)
{
    Scenario after = m_document->scenario();
    if (after.plans.size() <= 1)
        return;
    const auto removed = std::find_if(after.plans.begin(), after.plans.end(),
                                      [&](const PlanSpec& p) { return p.id == planId; });
    if (removed == after.plans.end())
        return;
    // The focus goes to the plan that takes the removed one's place (or the one before it).
    const std::size_t index = std::size_t(removed - after.plans.begin());
    after.plans.erase(removed);
    const std::string neighbour = after.plans[std::min(index, after.plans.size() - 1)].id;
    m_document->replaceScenario([] { return tr("Remove plan"); }, after);
    focusPlanName(neighbour);
}

void PlansView::focusPlanName(const std::string& planId)
{
    // Queued: the rebuilt columns are shown by the layout on the next turn of the event loop,
    // and a hidden widget cannot take the focus.
    QMetaObject::invokeMethod(
        this,
        [this, planId] {
            for (const Column& column : m_columns) {
                if (column.planId == planId) {
                    column.name->setFocus(Qt::OtherFocusReason);
                    m_scroll->ensureWidgetVisible(column.name, 40, 80);
                    return;
                }
            }
        },
        Qt::QueuedConnection);
}

std::string PlansView::planIdOf(const QWidget* widget) const
{
    if (widget == nullptr)
        return {};
    auto holds = [widget](const QWidget* part) {
        return part != nullptr && (part == widget || part->isAncestorOf(widget));
    };
    for (const Column& column : m_columns) {
        const bool inColumn = holds(column.name) || holds(column.fabric) || holds(column.actions) ||
                              std::any_of(column.products.begin(), column.products.end(), holds) ||
                              std::any_of(column.editors.begin(), column.editors.end(), holds);
        if (inColumn)
            return column.planId;
    }
    return {};
}

void PlansView::renamePlan(const std::string& planId, const QString& name)
{
    m_document->changeValue<std::string>(
        QStringLiteral("plan/%1/name").arg(QString::fromStdString(planId)),
        [] { return tr("Rename plan"); }, name.toStdString(),
        [planId](const Scenario& s) {
            const PlanSpec* p = s.plan(planId);
            return p ? p->name : std::string();
        },
        [planId](Scenario& s, const std::string& n) {
            if (PlanSpec* p = s.plan(planId))
                p->name = n;
        });
}

ValueEditor* PlansView::clusterEditor(const QString& key) const
{
    for (std::size_t i = 0; i < m_clusterFields.size(); ++i)
        if (m_clusterFields[i].spec.key == key)
            return m_clusterEditors[i];
    return nullptr;
}

ValueEditor* PlansView::planEditor(const std::string& planId, const QString& key) const
{
    for (const Column& column : m_columns) {
        if (column.planId != planId)
            continue;
        for (std::size_t r = 0; r < m_planFields.size(); ++r)
            if (m_planFields[r].spec.key == key)
                return column.editors[r];
    }
    return nullptr;
}

void PlansView::setPlanErrors(const std::map<std::string, std::pair<QString, QString>>& errors)
{
    for (Column& column : m_columns) {
        const auto it = errors.find(column.planId);
        for (std::size_t r = 0; r < m_planFields.size(); ++r) {
            const bool here = it != errors.end() && it->second.first == m_planFields[r].spec.key;
            column.editors[r]->setExternalError(here ? it->second.second : QString());
        }
    }
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

void PlansView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refreshValues(); // units and sources depend on the resolved values
    }
    QWidget::changeEvent(event);
}

void PlansView::retranslateUi()
{
    m_clusterFields = Fields::clusterFields();
    m_planFields = Fields::planFields();
    for (PlanField& field : Fields::parameterFields(ParameterScope::Plan))
        m_planFields.push_back(std::move(field));
    m_assumptionFields = Fields::parameterFields(ParameterScope::Scenario);
    m_assumptionsBox->setTitle(tr("Shared assumptions (every plan)"));
    for (std::size_t i = 0; i < m_assumptionFields.size(); ++i) {
        m_assumptionLabels[i]->setText(m_assumptionFields[i].spec.label + QLatin1Char(':'));
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
        m_clusterLabels[i]->setText(m_clusterFields[i].spec.label + QLatin1Char(':'));
        m_clusterEditors[i]->setSpec(m_clusterFields[i].spec);
    }
    m_plansBox->setTitle(tr("Plans side by side"));
    m_search->setPlaceholderText(tr("Find an input by name (Ctrl+F)"));
    m_search->setAccessibleName(tr("Find an input"));
    m_addIb->setText(tr("Add &InfiniBand plan"));
    m_addRoce->setText(tr("Add R&oCE plan"));
    for (std::size_t i = 0; i < kAllProductClasses.size(); ++i) {
        if (m_productLabels[i] != nullptr)
            m_productLabels[i]->setText(ProductText::className(kAllProductClasses[i]));
    }
    for (std::size_t r = 0; r < m_rowLabels.size(); ++r) {
        const FieldSpec& spec = m_planFields[r].spec;
        setRowLabel(r, spec.unit);
        m_rowLabels[r]->setToolTip(spec.help);
    }
    for (Column& column : m_columns) {
        column.name->setAccessibleName(tr("Plan name"));
        column.fabric->setAccessibleName(tr("Fabric"));
        column.fabric->setItemData(0, EnumText::fabric(Fabric::InfiniBand), Qt::ToolTipRole);
        column.fabric->setItemData(1, EnumText::fabric(Fabric::RoCE), Qt::ToolTipRole);
        column.fabric->setToolTip(
            tr("Network fabric of this plan: %1 or %2")
                .arg(EnumText::fabric(Fabric::InfiniBand), EnumText::fabric(Fabric::RoCE)));
        column.duplicate->setText(tr("Duplicate"));
        column.duplicate->setAccessibleName(tr("Duplicate plan %1").arg(column.name->text()));
        column.remove->setText(tr("Remove"));
        column.remove->setAccessibleName(tr("Remove plan %1").arg(column.name->text()));
        for (std::size_t r = 0; r < m_planFields.size(); ++r)
            column.editors[r]->setSpec(m_planFields[r].spec);
    }
}

} // namespace fabrictco::ui
