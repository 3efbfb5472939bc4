// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChartView>

#include <memory>
#include <optional>
#include <vector>

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

    /// The point the arrow keys have reached (-1 before the first key) and its text.
    int keyboardPoint() const { return m_keyPoint; }
    QString keyboardPointText() const;

protected:
    bool viewportEvent(QEvent* event) override;
    /// Left/Right (or Up/Down), Home and End step through the chart's points, each shown with
    /// its exact figures as the mouse shows them and given to a screen reader (issue 40).
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    struct KeyPoint
    {
        QString text;
        std::optional<QPointF> position; ///< in the view, for a line's point; none for a bar
    };
    /// Every point once, in series order: a line's markers repeat its points' texts.
    std::vector<KeyPoint> keyPoints() const;
    void showKeyPoint();
    void connectTooltips();
    void showPointText(const QObject* series, const QString& text);
    void hidePointText();

    /// The series whose point text is showing; another series' "left" does not hide it.
    const QObject* m_shownBy = nullptr;
    QString m_pointText; ///< what the hovered point shows, made literal
    int m_keyPoint = -1;
    QString m_chartDescription; ///< every point's text, the accessible description at rest
};

} // namespace fabrictco::ui
