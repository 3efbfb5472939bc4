// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plans/FieldSpec.h"
#include "ui/plans/InputSearch.h"

#include <QWidget>

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QToolButton;

namespace fabrictco::ui {

class PlanNameEdit;
class ProductPicker;
class ScenarioDocument;
class ValueEditor;

/// The plans side by side: a column per plan (name, fabric, Duplicate and Remove, the switch,
/// NIC and optics pickers, then one editor per input) and a row label per input, so the same
/// input of each plan sits on one line. Rebuilt when plans are added, copied or removed; edits
/// go to the document through PlanCommands.
class PlanGrid : public QWidget
{
    Q_OBJECT
public:
    explicit PlanGrid(ScenarioDocument* document, QWidget* parent = nullptr);

    /// The plan whose column holds `widget` (an input, a picker, the name), or "" when none does.
    std::string planIdOf(const QWidget* widget) const;
    ValueEditor* planEditor(const std::string& planId, const QString& key) const;
    ProductPicker* productPicker(const std::string& planId, ProductClass productClass) const;
    /// Shows errors the BOM engine found, by plan id and FabricDesign field.
    void setPlanErrors(const std::map<std::string, std::pair<QString, QString>>& errors);
    /// Puts the focus on the name of plan `planId` once its column is shown.
    void focusPlanName(const std::string& planId);
    /// Every focusable widget, column by column, in the order Tab should reach them.
    std::vector<QWidget*> tabChain() const;
    /// For the input search: `entryText(field, planName)` for each input of each plan.
    void addSearchEntries(
        std::vector<InputSearch::Entry>& entries,
        const std::function<QString(const FieldSpec&, const QString&)>& entryText) const;

    /// After a structural change of the document: the columns again, one per plan.
    void rebuild();
    /// After any change of the document: every value, source and marker.
    void refresh();
    void retranslateUi();

Q_SIGNALS:
    /// A value's "Vendor quotes..." action.
    void quotesRequested();
    /// A value's "Uncertainty range..." action.
    void rangeRequested(const std::string& planId, const ParameterSpec* parameter);
    /// A widget to scroll into view (the name of a plan just added, copied or moved to).
    void showRequested(QWidget* widget);
    /// The columns were rebuilt: the tab order around them must be set again.
    void rebuilt();

private:
    struct Column
    {
        std::string planId;
        PlanNameEdit* name = nullptr;
        QComboBox* fabric = nullptr;
        QWidget* actions = nullptr;
        QToolButton* duplicate = nullptr;
        QToolButton* remove = nullptr;
        std::array<ProductPicker*, 3> products{}; ///< switch, NIC, optics
        std::vector<ValueEditor*> editors;        ///< parallel to m_fields
        /// The currency each money editor shows its value in ("" for other rows), parallel.
        std::vector<QString> currencies;
    };

    void discardColumns();
    Column makeColumn(const PlanSpec& plan, int gridColumn, int productRow, int headerRows);
    void connectEditor(ValueEditor* editor, const std::string& planId, std::size_t row);
    void refreshColumn(Column& column, const PlanSpec& plan);
    void refreshProducts(Column& column, const PlanSpec& plan);
    void nameColumn(Column& column);
    void setRowLabel(std::size_t row, const QString& unit);
    /// An input's row label and, for money, its currency notes: the one currency of the row's
    /// values on the row, or all of them on the row and each value's beside it.
    void labelParameterRow(std::size_t row, const Currency& documentCurrency);

    ScenarioDocument* m_document;
    std::vector<PlanField> m_fields;
    QGridLayout* m_layout = nullptr;
    std::vector<QLabel*> m_rowLabels;
    std::array<QLabel*, 3> m_productLabels{};
    std::vector<Column> m_columns;
};

} // namespace fabrictco::ui
