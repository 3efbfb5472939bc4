// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;

namespace fabrictco::ui {

/// "Difference: [plan] minus [plan]": which two plans the tornado compares. Lists every plan by
/// its name (plain text: names come from documents); the two choices are always different plans.
class PlanPairPicker : public QWidget
{
    Q_OBJECT
public:
    enum class Wording
    {
        Difference, ///< "Difference: [plan] minus [plan]" (the tornado)
        Pair,       ///< "Compare: [plan] with [plan]" (the price to beat: the order is free)
    };

    explicit PlanPairPicker(QWidget* parent = nullptr) : PlanPairPicker(Wording::Difference, parent)
    {
    }
    explicit PlanPairPicker(Wording wording, QWidget* parent = nullptr);

    /// `plans`: id and name, in plan order. Selects first and second without emitting.
    void setPlans(const std::vector<std::pair<std::string, QString>>& plans,
                  const std::string& first, const std::string& second);
    std::string firstPlanId() const;
    std::string secondPlanId() const;
    QComboBox* firstBox() const { return m_first; }
    QComboBox* secondBox() const { return m_second; }

Q_SIGNALS:
    /// The user picked another pair.
    void pairChanged(const std::string& first, const std::string& second);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void onPicked(QComboBox* changed);
    static void select(QComboBox* box, const std::string& id);

    Wording m_wording = Wording::Difference;
    QLabel* m_label = nullptr;
    QLabel* m_minus = nullptr;
    QComboBox* m_first = nullptr;
    QComboBox* m_second = nullptr;
};

} // namespace fabrictco::ui
