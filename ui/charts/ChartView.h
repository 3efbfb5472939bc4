// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChartView>

namespace fabrictco::ui {

/// Shows a ChartFactory chart with tooltips carrying the exact amounts, and exposes the same
/// texts to screen readers as the accessible description.
class ChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);

    /// Takes ownership of `chart` and deletes the previous one.
    void replaceChart(QChart* chart);
    /// The tooltip texts of every series, one per line (for tests and accessibility).
    QStringList pointTexts() const;

private:
    void connectTooltips();
};

} // namespace fabrictco::ui
