// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QScrollArea;

namespace fabrictco::ui {

/// A slide of rich text that always fits: on every resize it picks the largest type scale, up
/// to a maximum, at which the whole text fits the slide, so a projector at 1280x720 shows
/// smaller type rather than a cut sentence.
class FittedTextSlide : public QWidget
{
    Q_OBJECT
public:
    /// `html(scale)` is the slide's text at a type scale (1 = the window's normal size).
    using Html = std::function<QString(double scale)>;
    FittedTextSlide(Html html, double maxScale, QWidget* parent = nullptr);

    double scale() const { return m_scale; }
    /// The smallest scale the slide chooses before it lets the text scroll instead.
    double minimumScale() const;
    /// The text's height at the chosen scale and the slide's width (for tests: never above
    /// roomHeight()).
    int textHeight() const;
    /// The height the text has on the slide.
    int roomHeight() const;
    /// Whether the text is shown whole, without a scroll bar (what a room sees).
    bool showsAllText() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fit();
    QSize room() const;
    int heightAt(double scale, int width) const;
    QSize sizeAt(double scale, int width) const;

    Html m_html;
    double m_maxScale = 1;
    double m_scale = 1;
    QLabel* m_label = nullptr;
    QScrollArea* m_scroll = nullptr;
    QLabel* m_measure = nullptr; ///< a hidden twin of m_label that sizeAt() lays text out in
};

} // namespace fabrictco::ui
