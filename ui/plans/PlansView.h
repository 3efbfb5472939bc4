// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/WordedCommand.h"
#include "ui/plans/FieldSpec.h"
#include "ui/plans/InputSearch.h"
#include "ui/plans/ValueEditor.h"

#include <QWidget>

#include <array>
#include <map>
#include <vector>

class QComboBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QScrollArea;
class QPushButton;

namespace fabrictco {
class Catalog;
struct ResolvedParameter;
} // namespace fabrictco

namespace fabrictco::ui {

using InputSearchEntry = InputSearch::Entry;

class ScenarioDocument;
class PlanNameEdit;
class ProductPicker;
class ValueEditor;

/// The inputs: the cluster every plan shares, then the plans side by side in columns with one
/// row per input, so the same input of each plan sits on one line.
class PlansView : public QWidget
{
    Q_OBJECT
public:
    explicit PlansView(ScenarioDocument* document, QWidget* parent = nullptr);

    void addPlan(Fabric fabric);
    void duplicatePlan(const std::string& planId);
    void removePlan(const std::string& planId);
    void renamePlan(const std::string& planId, const QString& name);
    /// The plan whose column holds `widget` (an input, a picker, the name), or "" when none does.
    std::string planIdOf(const QWidget* widget) const;

    /// The editor of a cluster input ("cluster.nodes") or a plan input ("ib", "switchRadix").
    ValueEditor* clusterEditor(const QString& key) const;
    QComboBox* currencyPicker() const { return m_currency; }
    ValueEditor* planEditor(const std::string& planId, const QString& key) const;
    /// Ctrl+F: the box that finds an input by name in either language.
    InputSearch* search() const { return m_search; }
    /// The switch, NIC or optics picker of a plan.
    ProductPicker* productPicker(const std::string& planId, ProductClass productClass) const;
    /// Shows errors the BOM engine found, by plan id and FabricDesign field; "nodes" beside the
    /// cluster's node count.
    void setPlanErrors(const std::map<std::string, std::pair<QString, QString>>& errors);

Q_SIGNALS:
    /// A value's "Vendor quotes..." action: show the document's quotes.
    void quotesRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Column
    {
        std::string planId;
        PlanNameEdit* name = nullptr;
        QComboBox* fabric = nullptr;
        QWidget* actions = nullptr;
        QPushButton* duplicate = nullptr;
        QPushButton* remove = nullptr;
        std::array<ProductPicker*, 3> products{}; ///< switch, NIC, optics
        std::vector<ValueEditor*> editors;        ///< parallel to m_planFields
    };

    void buildCluster();
    void buildAssumptions();
    void updateTabOrder();
    /// After a plan is added, copied or removed: the focus stays in the plans, on this one.
    void focusPlanName(const std::string& planId);
    std::vector<InputSearchEntry> searchEntries() const;
    void commitParameter(const std::string& planId, const ParameterSpec& parameter,
                         const Decimal& displayed);
    /// Tooltip line on where a resolved value comes from.
    static QString provenance(const ResolvedParameter* resolved, const Scenario& scenario,
                              const PlanSpec* plan, const Catalog& catalog);
    /// The marker, the value replaced and the reset action of a resolved value.
    static ValueEditor::Origin origin(const ResolvedParameter* resolved, const Scenario& scenario,
                                      const PlanSpec* plan, const Catalog& catalog);
    /// Sets or (nullopt) removes the user's value of a parameter, as one undo step ("Change
    /// %1", or "Reset %1" for nullopt); planId "" for the shared assumptions.
    /// The value's menu, "Uncertainty range...": asks for low, most likely and high.
    void editRange(const std::string& planId, const ParameterSpec& parameter);
    void setOverride(const std::string& planId, const ParameterSpec& parameter,
                     const std::optional<ParameterValue>& value);
    /// Replaces one plan through the undo stack (a product or fabric change moves several
    /// fields together, so undo restores them together); edits of one `field` merge.
    void changePlan(const std::string& planId, const QString& field, UndoText text,
                    const PlanSpec& after);
    void refreshProducts(Column& column, const PlanSpec& plan);
    void rebuildPlans();
    void refreshValues();
    void retranslateUi();
    void setRowLabel(std::size_t row, const QString& unit);

    ScenarioDocument* m_document;
    std::vector<ClusterField> m_clusterFields;
    std::vector<PlanField> m_planFields;
    QGroupBox* m_clusterBox = nullptr;
    QLabel* m_workloadLabel = nullptr;
    QComboBox* m_workload = nullptr;
    QLabel* m_teamLabel = nullptr;
    QComboBox* m_team = nullptr;
    QLabel* m_currencyLabel = nullptr;
    QComboBox* m_currency = nullptr;
    std::vector<QLabel*> m_clusterLabels;
    std::vector<ValueEditor*> m_clusterEditors;
    std::vector<PlanField> m_assumptionFields; ///< scenario-scope cost-model parameters
    QGroupBox* m_assumptionsBox = nullptr;
    std::vector<QLabel*> m_assumptionLabels;
    std::vector<ValueEditor*> m_assumptionEditors;
    QLabel* m_catalogError = nullptr;
    QGroupBox* m_plansBox = nullptr;
    InputSearch* m_search = nullptr;
    QScrollArea* m_scroll = nullptr;
    QPushButton* m_addIb = nullptr;
    QPushButton* m_addRoce = nullptr;
    QWidget* m_grid = nullptr;
    QGridLayout* m_gridLayout = nullptr;
    std::vector<QLabel*> m_rowLabels;
    std::array<QLabel*, 3> m_productLabels{};
    std::vector<Column> m_columns;
};

} // namespace fabrictco::ui
