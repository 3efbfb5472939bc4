// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plans/FieldSpec.h"
#include "ui/plans/ValueOriginMarker.h"

#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QTimer;

namespace fabrictco::ui {
class AlertLabel;
class DecimalSpinBox;
}

namespace fabrictco::ui {

/// Edits one exact value described by a FieldSpec. Typed text is checked at every keystroke
/// (the message under the field says what is wrong) but committed only on Enter or when the
/// field loses focus, and only if valid: the model never sees "3" on the way to "30". A step
/// (arrow keys, Page Up/Down, the buttons, the wheel) commits at once. Escape puts back the
/// committed value. Ctrl+Z and Ctrl+Shift+Z undo the field's own typing only while it holds
/// uncommitted text; otherwise they reach the document's undo stack.
class ValueEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ValueEditor(FieldSpec spec, QWidget* parent = nullptr);
    ~ValueEditor() override;

    const FieldSpec& spec() const { return m_spec; }
    void setSpec(FieldSpec spec); ///< after a language change
    /// Unit and provenance that depend on the resolved value (currency, catalog source).
    void setUnitAndSource(const QString& unit, const QString& source);
    /// Where the value comes from, shown by the marker before the field and in the tooltip.
    /// Where the value comes from (ValueOriginText::origin), shown by the marker.
    using Origin = ValueOriginWords;
    void setOrigin(const Origin& origin);
    const Origin& origin() const { return m_origin; }
    /// In the plan columns, rows without a marker keep its room so the fields line up.
    void setMarkerSpaceKept(bool kept);
    ValueOriginMarker* marker() const { return m_marker; }
    /// The value's actions, also in the field's context menu; disabled when they do not apply.
    QAction* resetAction() const { return m_resetAction; }
    QAction* quotesAction() const { return m_quotesAction; }
    QAction* rangeAction() const { return m_rangeAction; }
    /// The first, inactive line of the marker's menu: where the value comes from.
    QAction* originAction() const { return m_originAction; }
    /// How a value is shown while the field does not have the focus.
    enum class Shown
    {
        AsIs,           ///< every digit: what was typed or quoted
        RoundedWhenIdle ///< a computed value (a range's mean): "≈39333.33", every digit to edit
    };
    /// Shows `value` unless the user is in the middle of typing it.
    void setValue(const Decimal& value, Shown shown = Shown::AsIs);
    /// An error found elsewhere (e.g. the BOM engine rejecting the design); empty clears it.
    void setExternalError(const QString& message);
    QString errorText() const;
    /// In the plan columns the unit is on the row's label, once, instead of in every column.
    void setUnitVisible(bool visible);
    /// Shows `note` beside the value instead of the unit (a plan's column whose value is in
    /// another currency than its row's: "CNY"); empty hides it again.
    void setUnitNote(const QString& note);
    /// The plan whose column holds the field: its name joins the field's accessible name
    /// ("Switch price, InfiniBand NDR"), as two columns' fields would otherwise read alike.
    void setOwnerName(const QString& owner);
    /// Interprets `text` the way typing it and pressing Enter would; for tests and paste.
    void setText(const QString& text);
    /// Whether the field holds typed text not yet committed (valid or not).
    bool hasUncommittedText() const { return m_uncommitted; }
    /// Takes what is being typed as entered, as Enter does; false when it is not a value (the
    /// text and its message stay).
    bool commitTypedText();
    QLineEdit* lineEdit() const { return m_edit; }
    /// The unit beside the value ("USD/NIC port"), as shown.
    QString unitText() const { return m_spec.unit; }
    /// The numeric input (arrow-key stepping); null for a yes/no field. Labels use it as buddy.
    QWidget* input() const;
    QCheckBox* checkBox() const { return m_check; }

    /// Parses a typed number: a point for decimals; commas, spaces or no-break spaces only where
    /// they group thousands ("1,234.5", "1 234"). Whatever else, such as a German "2,5", is not
    /// a number (nullopt), never a silently different value.
    static std::optional<Decimal> parse(const QString& text);

Q_SIGNALS:
    void valueEdited(const fabrictco::Decimal& value);
    /// "Reset to default" or "Use the quote": remove the user's own value.
    void resetRequested();
    /// "Vendor quotes...": show the document's quotes.
    void quotesRequested();
    /// The user asked to give the value a range (low, most likely, high).
    void rangeRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The committed value as the field shows it, with or without the focus.
    QString shownText(bool focused) const;
    /// Checks `text`; returns the value when it may be committed.
    enum class ProblemShown
    {
        Now,
        AfterAPause, ///< kProblemDelayMs after the last key
    };
    static constexpr int kProblemDelayMs = 700;
    std::optional<Decimal> check(const QString& text, ProblemShown shown = ProblemShown::Now);
    void onTextEdited(const QString& text);
    void commit();
    void revert();
    void showError(const QString& message);
    void applyTexts();
    void applyDescription();
    void showContextMenu(const QPoint& globalPos);

    FieldSpec m_spec;
    QString m_unitNote;
    QString m_ownerName;
    DecimalSpinBox* m_spin = nullptr;
    QLineEdit* m_edit = nullptr; ///< the spin box's line edit
    QCheckBox* m_check = nullptr;
    QLabel* m_unit = nullptr;
    ValueOriginMarker* m_marker = nullptr;
    QAction* m_originAction = nullptr;
    QAction* m_resetAction = nullptr;
    QAction* m_quotesAction = nullptr;
    QAction* m_rangeAction = nullptr;
    Origin m_origin;
    AlertLabel* m_error = nullptr;
    QTimer* m_problemDelay = nullptr; ///< shows a typed problem once the typing pauses
    QString m_description; ///< the field's unit, help and origin, without a problem
    QString m_inputError;
    QString m_externalError;
    bool m_uncommitted = false;
    Shown m_shown = Shown::AsIs;
    std::optional<Decimal> m_committed; ///< the last value set or committed
};

} // namespace fabrictco::ui
