// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"
#include "report/RfqExport.h"

#include <QDialog>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;

namespace fabrictco::ui {

/// File > Export request for quotation: which plans, which years' quantities and in which
/// language the vendor gets the request (issue 35). The file's place and format (XLSX or CSV)
/// are asked next, by the save dialog.
class RfqDialog : public QDialog
{
    Q_OBJECT
public:
    /// `leftOut`: the plans that cannot be built for this cluster (BuildablePlans), which the
    /// request leaves out: they are not offered, and the explanation names them.
    RfqDialog(const Scenario& scenario, const QString& language, QWidget* parent = nullptr,
              std::vector<std::string> leftOut = {});

    RfqExport::Choice choice() const;
    QString language() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    int m_horizonYears = 0;
    QStringList m_leftOutNames;
    bool m_comparesPlans = false;
    QLabel* m_explanation = nullptr;
    QFormLayout* m_form = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QComboBox* m_plan = nullptr;
    QComboBox* m_years = nullptr;
    QComboBox* m_language = nullptr;
    /// The buyer's own copy with the price to beat: with two or more plans only.
    QCheckBox* m_buyersCopy = nullptr;
};

} // namespace fabrictco::ui
