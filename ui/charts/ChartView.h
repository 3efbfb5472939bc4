// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChartView>

#include <memory>

namespace fabrictco::ui {

/// Shows a ChartFactory chart with tooltips carrying the exact amounts, and exposes the same
/// texts to screen readers as the accessible description.
class ChartView : public QChartView
{
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);

    /// Takes ownership of `chart` and deletes the previous one.
    void replaceChart(std::unique_ptr<QChart> chart);
    /// The tooltip texts of every series, one per line (for tests and accessibility).
    QStringList pointTexts() const;

protected:
    bool viewportEvent(QEvent* event) override;

private:
    void connectTooltips();
    void showPointText(const QObject* series, const QString& text);
    void hidePointText();

    /// The series whose point text is showing; another series' "left" does not hide it.
    const QObject* m_shownBy = nullptr;
    QString m_pointText; ///< what the hovered point shows, made literal
};

} // namespace fabrictco::ui
