// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace fabrictco::ui {

/// A plan's name, edited in place at the head of its column. Unlike a line edit it wraps, so a
/// long name ("RoCE on the existing Ethernet vendor") stays whole in a narrow column on a
/// 1280-pixel screen; it grows to as many lines as the name needs. It is still one line of text:
/// Enter moves on instead of breaking the line, and pasted line breaks become spaces.
class PlanNameEdit : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit PlanNameEdit(QWidget* parent = nullptr);

    QString text() const;
    /// Replaces the text without emitting textEdited (undo, redo, a language change).
    void setText(const QString& text);

    /// Why the typed name cannot be the plan's ("Another plan is already named ..."), shown by a
    /// red frame, as the tooltip and to screen readers; empty when the name is fine.
    void setProblem(const QString& problem);
    QString problem() const { return m_problem; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /// The user changed the name (typing, pasting, deleting).
    void textEdited(const QString& text);
    /// The field lost the focus: the name typed is the one to keep (or to give up, if it has a
    /// problem).
    void editingFinished();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void insertFromMimeData(const QMimeData* source) override;
    void resizeEvent(QResizeEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    /// Cuts the text to ScenarioValidator::kMaxPlanNameCharacters and says why.
    void keepWithinLimit();
    int heightForText() const;

    bool m_settingText = false;
    QString m_problem;
};

} // namespace fabrictco::ui
