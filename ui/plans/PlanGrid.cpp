// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/PlanGrid.h"

#include "core/model/ParameterRegistry.h"
#include "core/model/PlanEdits.h"
#include "core/model/ProductKeys.h"
#include "core/model/ProductSelection.h"
#include "presentation/EnumText.h"
#include "presentation/ParameterText.h"
#include "presentation/PlanNameText.h"
#include "presentation/ProductErrorText.h"
#include "presentation/ProductText.h"
#include "ui/common/WheelGuard.h"
#include "ui/document/ChangeValueCommand.h"
#include "ui/document/PlanCommands.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/ParameterDisplay.h"
#include "ui/plans/PlanNameEdit.h"
#include "ui/plans/ProductPicker.h"
#include "ui/plans/ValueEditor.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include <algorithm>

namespace fabrictco::ui {

namespace {

/// The plan inputs in the current language: the design fields, then the plan's parameters.
std::vector<PlanField> planFields()
{
    std::vector<PlanField> fields = Fields::planFields();
    for (PlanField& field : Fields::parameterFields(ParameterScope::Plan))
        fields.push_back(std::move(field));
    return fields;
}

// Name, fabric, actions, then the switch, NIC and optics pickers, then the inputs.
constexpr int kProductRow = 3;
constexpr int kHeaderRows = kProductRow + int(kAllProductClasses.size());

} // namespace

PlanGrid::PlanGrid(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_fields(planFields())
{
    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    rebuild();
}

void PlanGrid::discardColumns()
{
    // Rebuilding can be triggered by a click on a button of the old columns (Remove): those
    // widgets are still in their signal, so they are only scheduled for deletion.
    auto discard = [this](QWidget* widget) {
        m_layout->removeWidget(widget);
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
    for (int c = 1; c < m_layout->columnCount(); ++c)
        m_layout->setColumnStretch(c, 0);
}

void PlanGrid::rebuild()
{
    discardColumns();
    const Scenario& scenario = m_document->scenario();
    for (std::size_t i = 0; i < kAllProductClasses.size(); ++i) {
        m_productLabels[i] = new QLabel;
        m_layout->addWidget(m_productLabels[i], kProductRow + static_cast<int>(i), 0);
    }
    for (std::size_t r = 0; r < m_fields.size(); ++r) {
        auto* label = new QLabel;
        label->setTextFormat(Qt::RichText);
        // Long labels wrap, so the label column does not take the plans' room.
        label->setWordWrap(true);
        label->setMaximumWidth(label->fontMetrics().averageCharWidth() * 22);
        label->setToolTip(m_fields[r].spec.help);
        m_layout->addWidget(label, kHeaderRows + static_cast<int>(r), 0, Qt::AlignTop);
        m_rowLabels.push_back(label);
    }
    for (std::size_t c = 0; c < scenario.plans.size(); ++c) {
        const int gridColumn = 1 + static_cast<int>(c);
        m_columns.push_back(makeColumn(scenario.plans[c], gridColumn, kProductRow, kHeaderRows));
        m_layout->setColumnStretch(gridColumn, 1);
    }
    retranslateUi();
    refresh();
    Q_EMIT rebuilt();
}

PlanGrid::Column PlanGrid::makeColumn(const PlanSpec& plan, int gridColumn, int productRow,
                                      int headerRows)
{
    Column column;
    column.planId = plan.id;
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
    // Tool buttons: a push button is at least 80 pixels wide in most styles, and two of them
    // made each plan column too wide for four plans at 1280x720.
    column.duplicate = new QToolButton;
    column.remove = new QToolButton;
    for (QToolButton* button : {column.duplicate, column.remove})
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    column.remove->setEnabled(m_document->scenario().plans.size() > 1);
    // A long name wraps to more lines than its neighbours: the boxes line up at the top rather
    // than each centred in the row.
    m_layout->addWidget(column.name, 0, gridColumn, Qt::AlignTop);
    m_layout->addWidget(column.fabric, 1, gridColumn);
    // Duplicate and Remove share one cell so every column keeps the same rows.
    column.actions = new QWidget;
    auto* actions = new QHBoxLayout(column.actions);
    actions->setContentsMargins(0, 0, 0, 0);
    actions->setSpacing(2);
    actions->addWidget(column.duplicate);
    actions->addWidget(column.remove);
    m_layout->addWidget(column.actions, 2, gridColumn);
    const std::string id = plan.id;
    PlanNameEdit* name = column.name;
    // As a value field does: the name is checked at every keystroke and kept when the field is
    // left, only if it can be the plan's (one undo step per rename, and no risk run restarted
    // per keystroke). A name it cannot take stays in the field, framed in red and saying why,
    // until it is fixed; the plan keeps its name meanwhile.
    connect(name, &PlanNameEdit::textEdited, this, [this, id, name](const QString& text) {
        name->setProblem(PlanNameText::problem(
            PlanEdits::checkName(m_document->scenario(), text.toStdString(), id), text));
    });
    connect(name, &PlanNameEdit::editingFinished, this, [this, id, name] {
        const PlanSpec* current = m_document->scenario().plan(id);
        if (current == nullptr || !name->problem().isEmpty())
            return;
        if (PlanEdits::trimmedName(name->text().toStdString()) != current->name)
            PlanCommands::renamePlan(*m_document, id, name->text());
        if (const PlanSpec* renamed = m_document->scenario().plan(id))
            name->setText(QString::fromStdString(renamed->name)); // without surrounding spaces
    });
    connect(column.fabric, &QComboBox::activated, this, [this, id, combo = column.fabric](int i) {
        PlanCommands::changeFabric(*m_document, id,
                                   static_cast<Fabric>(combo->itemData(i).toInt()));
    });
    for (std::size_t i = 0; i < kAllProductClasses.size(); ++i) {
        auto* picker = new ProductPicker(kAllProductClasses[i]);
        m_layout->addWidget(picker, productRow + static_cast<int>(i), gridColumn);
        column.products[i] = picker;
        connect(picker, &ProductPicker::productPicked, this,
                [this, id, picker](const std::string& productId) {
                    PlanCommands::changeProduct(*m_document, id, picker->productClass(), productId);
                });
    }
    connect(column.duplicate, &QToolButton::clicked, this, [this, id] {
        focusPlanName(PlanCommands::duplicatePlan(*m_document, id)); // the copy, to be renamed
    });
    connect(column.remove, &QToolButton::clicked, this, [this, id] {
        // The focus goes to the plan that takes the removed one's place.
        focusPlanName(PlanCommands::removePlan(*m_document, id));
    });
    for (std::size_t r = 0; r < m_fields.size(); ++r) {
        auto* editor = new ValueEditor(m_fields[r].spec);
        editor->setUnitVisible(false);
        editor->setMarkerSpaceKept(true);
        m_layout->addWidget(editor, headerRows + static_cast<int>(r), gridColumn, Qt::AlignTop);
        column.editors.push_back(editor);
        column.currencies.emplace_back();
        connectEditor(editor, id, r);
    }
    return column;
}

void PlanGrid::connectEditor(ValueEditor* editor, const std::string& id, std::size_t row)
{
    if (const ParameterSpec* parameter = m_fields[row].parameter) {
        connect(editor, &ValueEditor::resetRequested, this, [this, id, parameter] {
            PlanCommands::setOverride(*m_document, id, *parameter, std::nullopt);
        });
        connect(editor, &ValueEditor::quotesRequested, this, &PlanGrid::quotesRequested);
        connect(editor, &ValueEditor::rangeRequested, this,
                [this, id, parameter] { Q_EMIT rangeRequested(id, parameter); });
    }
    connect(editor, &ValueEditor::valueEdited, this, [this, id, row](const Decimal& value) {
        const PlanField& f = m_fields[row];
        if (f.parameter != nullptr) {
            PlanCommands::commitParameter(*m_document, id, *f.parameter, value);
            return;
        }
        auto get = f.get;
        auto set = f.set;
        const QString key = f.spec.key;
        m_document->changeValue<Decimal>(
            QStringLiteral("plan/%1/%2").arg(QString::fromStdString(id), key),
            [key] { return tr("Change %1").arg(Fields::label(key)); }, value,
            [id, get](const Scenario& s) {
                const PlanSpec* p = s.plan(id);
                return p ? get(*p) : Decimal();
            },
            [id, set](Scenario& s, const Decimal& v) {
                if (PlanSpec* p = s.plan(id))
                    set(*p, v);
            },
            ScenarioDocument::UndoStep::Own);
    });
}

void PlanGrid::refresh()
{
    const Scenario& scenario = m_document->scenario();
    for (Column& column : m_columns)
        if (const PlanSpec* plan = scenario.plan(column.planId))
            refreshColumn(column, *plan);
    // else a structural change is on its way
    // The unit shown on each row: money's with its currency, else the first plan's.
    if (!m_columns.empty())
        for (std::size_t r = 0; r < m_fields.size(); ++r) {
            if (m_fields[r].parameter != nullptr)
                labelParameterRow(r, scenario.cluster.currency);
            else
                setRowLabel(r, m_columns.front().editors[r]->spec().unit);
        }
}

void PlanGrid::labelParameterRow(std::size_t row, const Currency& documentCurrency)
{
    const ParameterSpec& spec = *m_fields[row].parameter;
    QStringList codes;
    for (const Column& column : m_columns)
        if (!column.currencies[row].isEmpty() && !codes.contains(column.currencies[row]))
            codes << column.currencies[row];
    if (codes.isEmpty())
        codes << QString::fromStdString(documentCurrency.code());
    // A row of one currency says it once, even when it is not the document's (catalog prices
    // in USD in a yuan document); a row of two says both, and each value its own: the row read
    // "CNY per switch" above "≈39333.33 USD" and a quote of 150000.00 CNY without a word of its
    // currency (found by a stranger).
    const bool mixed = codes.size() > 1;
    for (Column& column : m_columns)
        column.editors[row]->setUnitNote(mixed ? column.currencies[row] : QString());
    setRowLabel(row, ParameterText::unit(spec, codes.join(QLatin1Char('/'))));
}

void PlanGrid::refreshColumn(Column& column, const PlanSpec& plan)
{
    const Scenario& scenario = m_document->scenario();
    const Catalog& catalog = *m_document->catalog();
    // Not while the name is being typed, nor while it shows a name it cannot take (and why).
    if (!column.name->hasFocus() && column.name->problem().isEmpty())
        column.name->setText(QString::fromStdString(plan.name));
    {
        const QSignalBlocker block(column.fabric);
        column.fabric->setCurrentIndex(column.fabric->findData(static_cast<int>(plan.fabric())));
    }
    refreshProducts(column, plan);
    nameColumn(column);
    const auto resolved = ParameterDisplay::resolve(scenario, plan, catalog);
    for (std::size_t r = 0; r < m_fields.size(); ++r) {
        const PlanField& field = m_fields[r];
        ValueEditor& editor = *column.editors[r];
        if (field.parameter != nullptr) {
            const Currency currency = ParameterDisplay::show(
                editor, *field.parameter, plan.overrides, resolved, &plan, scenario, catalog);
            // Its currency, as it is priced: the row's label and notes say it (labelParameterRow),
            // never "1088.10" under "USD per NIC port".
            column.currencies[r] = field.parameter->kind == ParameterKind::Money
                                       ? QString::fromStdString(currency.code())
                                       : QString();
            // SHARP and its licence exist only on InfiniBand: shown, not edited, elsewhere; a
            // fabric element's price and watts only with a scheduled fabric's leaf.
            const auto only = ParameterRegistry::onlyForFabric(field.parameter->key);
            const bool elementFigure =
                ProductKeys::classFor(field.parameter->key) == ProductClass::FabricElement;
            const bool applies = elementFigure ? ProductSelection::hasFabricElements(plan, catalog)
                                               : !only || *only == plan.fabric();
            editor.setEnabled(applies);
            if (!applies)
                editor.setToolTip(elementFigure
                                      ? tr("Only for a plan whose switch is a scheduled "
                                           "fabric's leaf.")
                                      : tr("Only for %1 plans.").arg(EnumText::fabric(*only)));
            continue;
        }
        editor.setValue(field.get(plan));
        // Radix, link speed and twin-port optics follow the picked products: shown, not edited,
        // until the picker is set back to Custom.
        const auto decidedBy = ProductSelection::decidedBy(field.spec.key.toStdString());
        const bool decided = decidedBy && !plan.products.id(*decidedBy).empty();
        editor.setEnabled(!decided);
        editor.setToolTip(decided ? tr("Decided by the chosen %1; pick Custom to edit it.")
                                        .arg(ProductText::className(*decidedBy).toLower())
                                  : QString());
    }
}

void PlanGrid::nameColumn(Column& column)
{
    // Every control of a column says which plan it belongs to: two "Switch price" fields were
    // one name to a screen reader. The model's name, not the field's text being typed.
    const PlanSpec* plan = m_document->scenario().plan(column.planId);
    const QString planName = plan ? QString::fromStdString(plan->name) : QString();
    const auto position = std::find_if(m_columns.begin(), m_columns.end(),
                                       [&](const Column& c) { return c.planId == column.planId; });
    //: The accessible name of a plan's name field: which column it heads.
    column.name->setAccessibleName(
        tr("Plan name, column %1").arg(position - m_columns.begin() + 1));
    column.fabric->setAccessibleName(tr("Fabric, %1").arg(planName));
    column.duplicate->setAccessibleName(tr("Duplicate plan %1").arg(planName));
    column.remove->setAccessibleName(tr("Remove plan %1").arg(planName));
    for (ProductPicker* picker : column.products)
        picker->setOwnerName(planName);
    for (ValueEditor* editor : column.editors)
        editor->setOwnerName(planName);
}

void PlanGrid::refreshProducts(Column& column, const PlanSpec& plan)
{
    const auto catalog = m_document->catalog();
    if (!catalog)
        return;
    // Without a catalog no product is known: that is the catalog's fault, said under the
    // summary, not every plan's (each picker red "not in the catalog" sent users to their
    // documents).
    const bool known = !m_document->catalogError();
    const auto fault = known ? ProductSelection::problem(plan, *catalog) : std::nullopt;
    const QString problem = fault ? ProductErrorText::message(*fault, catalog.get()) : QString();
    for (ProductPicker* picker : column.products) {
        picker->setChoices(*catalog, plan.fabric(), plan.products.id(picker->productClass()),
                           known);
        picker->setProblem(problem);
    }
}

void PlanGrid::setRowLabel(std::size_t row, const QString& unit)
{
    const QString label = m_fields[row].spec.label.toHtmlEscaped();
    m_rowLabels[row]->setText(
        unit.isEmpty()
            ? label
            : QStringLiteral("%1<br/><small>%2</small>").arg(label, unit.toHtmlEscaped()));
}

std::string PlanGrid::planIdOf(const QWidget* widget) const
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

ValueEditor* PlanGrid::planEditor(const std::string& planId, const QString& key) const
{
    for (const Column& column : m_columns) {
        if (column.planId != planId)
            continue;
        for (std::size_t r = 0; r < m_fields.size(); ++r)
            if (m_fields[r].spec.key == key)
                return column.editors[r];
    }
    return nullptr;
}

ProductPicker* PlanGrid::productPicker(const std::string& planId, ProductClass productClass) const
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

void PlanGrid::setPlanErrors(const std::map<std::string, std::pair<QString, QString>>& errors)
{
    for (Column& column : m_columns) {
        const auto it = errors.find(column.planId);
        for (std::size_t r = 0; r < m_fields.size(); ++r) {
            const bool here = it != errors.end() && it->second.first == m_fields[r].spec.key;
            column.editors[r]->setExternalError(here ? it->second.second : QString());
        }
    }
}

void PlanGrid::focusPlanName(const std::string& planId)
{
    if (planId.empty())
        return;
    // Queued: the rebuilt columns are shown by the layout on the next turn of the event loop,
    // and a hidden widget cannot take the focus.
    QMetaObject::invokeMethod(
        this,
        [this, planId] {
            for (const Column& column : m_columns) {
                if (column.planId == planId) {
                    column.name->setFocus(Qt::OtherFocusReason);
                    Q_EMIT showRequested(column.name);
                    return;
                }
            }
        },
        Qt::QueuedConnection);
}

std::vector<QWidget*> PlanGrid::tabChain() const
{
    std::vector<QWidget*> chain;
    for (const Column& column : m_columns) {
        chain.insert(chain.end(), {column.name, column.fabric, column.duplicate, column.remove});
        chain.insert(chain.end(), column.products.begin(), column.products.end());
        for (ValueEditor* editor : column.editors)
            chain.push_back(editor->input());
    }
    return chain;
}

void PlanGrid::addSearchEntries(
    std::vector<InputSearch::Entry>& entries,
    const std::function<QString(const FieldSpec&, const QString&)>& entryText) const
{
    for (const Column& column : m_columns) {
        const PlanSpec* plan = m_document->scenario().plan(column.planId);
        const QString planName = plan ? QString::fromStdString(plan->name) : QString();
        for (std::size_t r = 0; r < column.editors.size() && r < m_fields.size(); ++r)
            entries.push_back({entryText(m_fields[r].spec, planName), column.editors[r]->input()});
    }
}

void PlanGrid::retranslateUi()
{
    m_fields = planFields();
    for (std::size_t i = 0; i < kAllProductClasses.size(); ++i) {
        if (m_productLabels[i] != nullptr)
            m_productLabels[i]->setText(ProductText::className(kAllProductClasses[i]));
    }
    for (std::size_t r = 0; r < m_rowLabels.size(); ++r) {
        const FieldSpec& spec = m_fields[r].spec;
        setRowLabel(r, spec.unit);
        m_rowLabels[r]->setToolTip(spec.help);
    }
    for (Column& column : m_columns) {
        column.fabric->setItemData(0, EnumText::fabric(Fabric::InfiniBand), Qt::ToolTipRole);
        column.fabric->setItemData(1, EnumText::fabric(Fabric::RoCE), Qt::ToolTipRole);
        column.fabric->setToolTip(
            tr("Network fabric of this plan: %1 or %2")
                .arg(EnumText::fabric(Fabric::InfiniBand), EnumText::fabric(Fabric::RoCE)));
        column.duplicate->setText(tr("Duplicate"));
        column.remove->setText(tr("Remove"));
        for (std::size_t r = 0; r < m_fields.size(); ++r)
            column.editors[r]->setSpec(m_fields[r].spec);
        nameColumn(column);
    }
}

} // namespace fabrictco::ui
