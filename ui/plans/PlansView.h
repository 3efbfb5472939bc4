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

class AlertLabel;
class ScenarioDocument;
class PlanGrid;
class ProductPicker;
class ValueEditor;

/// The inputs: the cluster every plan shares, the plans side by side (PlanGrid) and the
/// assumptions every plan shares, with a search for an input by name in either language.
class PlansView : public QWidget
{
    Q_OBJECT
public:
    explicit PlansView(ScenarioDocument* document, QWidget* parent = nullptr);

    void addPlan(Fabric fabric);
    void duplicatePlan(const std::string& planId);
    void removePlan(const std::string& planId);
    /// False, and nothing changed, when the name cannot be the plan's (PlanEdits::checkName).
    bool renamePlan(const std::string& planId, const QString& name);
    /// The plan whose column holds `widget` (an input, a picker, the name), or "" when none does.
    std::string planIdOf(const QWidget* widget) const;

    /// The editor of a cluster input ("cluster.nodes") or a plan input ("ib", "switchRadix").
    ValueEditor* clusterEditor(const QString& key) const;
    QComboBox* currencyPicker() const { return m_currency; }
    ValueEditor* planEditor(const std::string& planId, const QString& key) const;
    /// The width at which every plan's column shows without scrolling sideways: `comfortable`
    /// at the columns' preferred width, else at their narrowest (names wrapped, pickers elided).
    int widthShowingEveryPlan(bool comfortable) const;
    /// What scrolls: the cluster, the plans and the assumptions (it asks for a new layout
    /// whenever their widths change).
    QWidget* scrolledContent() const;
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
    void buildCluster();
    void buildAssumptions();
    void updateTabOrder();
    std::vector<InputSearchEntry> searchEntries() const;
    void refreshValues();
    void retranslateUi();

    ScenarioDocument* m_document;
    std::vector<ClusterField> m_clusterFields;
    QGroupBox* m_clusterBox = nullptr;
    /// The cluster box's row for the growth rate: a shared assumption, shown under the first
    /// year's nodes where the start page asked for both (it was at the bottom of the pane).
    int m_growthRow = -1;
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
    AlertLabel* m_catalogError = nullptr;
    QGroupBox* m_plansBox = nullptr;
    InputSearch* m_search = nullptr;
    QScrollArea* m_scroll = nullptr;
    QPushButton* m_addIb = nullptr;
    QPushButton* m_addRoce = nullptr;
    PlanGrid* m_grid = nullptr;
};

} // namespace fabrictco::ui
