// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/results/ComparisonData.h"

#include <QWidget>

#include <optional>
#include <string>
#include <utility>

class QLabel;
class QPushButton;
class QTableWidget;

namespace fabrictco::ui {

class PlanPairPicker;

/// "Price to beat" (issue 43): for the recommended plan and the runner-up, or a pair the user
/// picks, each negotiable input's price at which the two plans' expected NPVs meet, with the
/// prices at which the runner-up is cheaper in half and in four fifths of the simulated
/// outcomes. The compared pair's figures come from the risk run; another pair's are computed
/// here when picked (the same trials and seed).
class PriceToBeatPage : public QWidget
{
    Q_OBJECT
public:
    explicit PriceToBeatPage(QWidget* parent = nullptr);

    void setData(const ComparisonData& comparison);
    PlanPairPicker* pairPicker() const { return m_pairPicker; }
    QTableWidget* table() const { return m_table; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* notesLabel() const { return m_notes; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();
    /// The price to beat and its odds for a pair the user picked, on this thread.
    void computeFor(const std::string& first, const std::string& second);
    /// The pair the risk run computed, in either order.
    bool isRiskRunPair(const std::string& first, const std::string& second) const;
    /// Why there is no table: one plan, the risk run not done or failed.
    QString missingText() const;

    ComparisonData m_data;
    /// The pair the user picked and its figures, kept while both plans exist.
    std::optional<std::pair<std::string, std::string>> m_userPair;
    std::optional<PriceToBeatResult> m_userResult;
    std::vector<PriceToBeatOdds> m_userOdds;
    QString m_userError; ///< why the picked pair has no figures

    PlanPairPicker* m_pairPicker = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_notes = nullptr;
    QPushButton* m_copy = nullptr;
};

} // namespace fabrictco::ui
