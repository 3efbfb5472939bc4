// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterSpec.h"
#include "core/model/ResolvedParameters.h"
#include "core/model/Scenario.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QDialogButtonBox;
class QPushButton;

namespace fabrictco::ui {

class ScenarioDocument;

/// Low, most likely and high of one input, for the risk analysis (issue 35): a typed value is
/// firm, so whoever wants uncertainty around it gives it here. Values are in the field's display
/// units (percent for shares). The dialog only asks; ScenarioRanges changes the scenario.
class RangeDialog : public QDialog
{
    Q_OBJECT
public:
    /// `current` is the input as resolved (its value and range prefill the fields); `ownRange`
    /// whether the document already gives it a range of its own (then it can be removed).
    RangeDialog(const ResolvedParameter& current, const QString& planName, bool ownRange,
                QWidget* parent = nullptr);

    /// What was chosen, in stored units: the most likely value and the range; nullopt when the
    /// user removed the range.
    struct Choice
    {
        Decimal low;
        Decimal mostLikely;
        Decimal high;
    };
    std::optional<Choice> choice() const { return m_choice; }
    bool removeRange() const { return m_remove; }

    /// The value's "Uncertainty range..." action: asks for the range of `parameter` of plan
    /// `planId` ("" for a shared assumption) and puts it into `document` as one undo step.
    static void editRange(ScenarioDocument& document, const std::string& planId,
                          const ParameterSpec& parameter, QWidget* parent);

private:
    void check();

    const ParameterSpec& m_spec;
    int m_factor = 1;
    QLineEdit* m_low = nullptr;
    QLineEdit* m_mostLikely = nullptr;
    QLineEdit* m_high = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    std::optional<Choice> m_choice;
    bool m_remove = false;
};

/// Puts a chosen range into a scenario: the most likely value as the user's own value (in the
/// input's currency) and the range as the document's own, or takes both away.
class ScenarioRanges
{
public:
    static Scenario withRange(Scenario scenario, const std::string& planId,
                              const ParameterSpec& spec, const RangeDialog::Choice& choice,
                              std::optional<Currency> currency);
    static Scenario withoutRange(Scenario scenario, const std::string& planId,
                                 const ParameterSpec& spec);
};

} // namespace fabrictco::ui
