// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/ValueEditor.h"

#include "core/money/ComputedFigure.h"
#include "presentation/CjkSpacing.h"
#include "ui/common/AlertLabel.h"
#include "ui/common/Palette.h"
#include "ui/plans/DecimalSpinBox.h"

#include <QAccessible>
#include <QAction>
#include <QCheckBox>
#include <QContextMenuEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QTextDocumentFragment>
#include <QTimer>

namespace fabrictco::ui {

ValueEditor::ValueEditor(FieldSpec spec, QWidget* parent) : QWidget(parent), m_spec(std::move(spec))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(4);
    layout->setVerticalSpacing(0);
    m_marker = new ValueOriginMarker;
    m_originAction = new QAction(this);
    m_originAction->setEnabled(false); // a heading, not a command
    m_resetAction = new QAction(this);
    m_quotesAction = new QAction(this);
    m_rangeAction = new QAction(this);
    connect(m_rangeAction, &QAction::triggered, this, &ValueEditor::rangeRequested);
    connect(m_resetAction, &QAction::triggered, this, &ValueEditor::resetRequested);
    connect(m_quotesAction, &QAction::triggered, this, &ValueEditor::quotesRequested);
    auto* markerMenu = new QMenu(this);
    markerMenu->addAction(m_originAction);
    markerMenu->addAction(m_resetAction);
    markerMenu->addAction(m_quotesAction);
    markerMenu->addAction(m_rangeAction);
    m_marker->setMenu(markerMenu);
    layout->addWidget(m_marker, 0, 0);
    if (m_spec.kind == FieldSpec::Kind::Boolean) {
        m_check = new QCheckBox;
        m_check->installEventFilter(this);
        layout->addWidget(m_check, 0, 1, 1, 2);
        connect(m_check, &QCheckBox::toggled, this,
                [this](bool on) { Q_EMIT valueEdited(Decimal(on ? 1 : 0)); });
    } else {
        m_spin = new DecimalSpinBox;
        m_edit = m_spin->editor();
        m_spin->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("000000000000")));
        m_unit = new QLabel;
        m_unit->setTextFormat(Qt::PlainText);
        layout->addWidget(m_spin, 0, 1);
        layout->addWidget(m_unit, 0, 2);
        layout->setColumnStretch(1, 1);
        connect(m_edit, &QLineEdit::textEdited, this, &ValueEditor::onTextEdited);
        m_problemDelay = new QTimer(this);
        m_problemDelay->setSingleShot(true);
        m_problemDelay->setInterval(kProblemDelayMs);
        connect(m_problemDelay, &QTimer::timeout, this, [this] { showError(errorText()); });
        // Enter, or focus moving elsewhere (the spin box reports it, or its line edit when the
        // key reaches the line edit directly).
        connect(m_spin, &QAbstractSpinBox::editingFinished, this, &ValueEditor::commit);
        connect(m_edit, &QLineEdit::editingFinished, this, &ValueEditor::commit);
        // Arrow keys, Page Up/Down and the buttons step exactly: a chosen value, committed now.
        connect(m_spin, &DecimalSpinBox::textStepped, this, [this](const QString& text) {
            onTextEdited(text);
            commit();
        });
        m_spin->installEventFilter(this);
        m_edit->installEventFilter(this);
    }
    m_error = new AlertLabel;
    layout->addWidget(m_error, 1, 1, 1, 2);
    applyTexts();
}

ValueEditor::~ValueEditor()
{
    // The spin box, destroyed after this object's members, gives up the focus and reports
    // editing finished: commit() then read destroyed members (seen with valgrind).
    if (m_spin) {
        disconnect(m_spin, nullptr, this, nullptr);
        disconnect(m_edit, nullptr, this, nullptr);
    }
}

void ValueEditor::setMarkerSpaceKept(bool kept)
{
    QSizePolicy policy = m_marker->sizePolicy();
    policy.setRetainSizeWhenHidden(kept);
    m_marker->setSizePolicy(policy);
}

void ValueEditor::setOrigin(const Origin& origin)
{
    if (origin == m_origin)
        return;
    m_origin = origin;
    m_marker->setOrigin(origin.kind, origin.expired, origin.checkNote);
    applyTexts();
}

void ValueEditor::showContextMenu(const QPoint& globalPos)
{
    QMenu* menu = m_edit ? m_edit->createStandardContextMenu() : new QMenu;
    if (m_origin.kind != ValueOrigin::None) {
        menu->addSeparator();
        menu->addAction(m_resetAction);
        menu->addAction(m_quotesAction);
        menu->addAction(m_rangeAction);
    }
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(globalPos);
}

void ValueEditor::setSpec(FieldSpec spec)
{
    m_spec = std::move(spec);
    applyTexts();
    // A new spec comes with a language switch: a message about text still being typed is
    // written again, in the new language.
    if (m_edit && m_uncommitted && !m_inputError.isEmpty())
        check(m_edit->text());
}

void ValueEditor::setUnitAndSource(const QString& unit, const QString& source)
{
    if (unit == m_spec.unit && source == m_spec.source)
        return;
    m_spec.unit = unit;
    m_spec.source = source;
    applyTexts();
}

void ValueEditor::applyTexts()
{
    QString tip = QStringLiteral("<b>%1</b><br>%2")
                      .arg(m_spec.label.toHtmlEscaped(), m_spec.help.toHtmlEscaped());
    if (!m_spec.source.isEmpty())
        tip += QStringLiteral("<br><i>%1</i>").arg(m_spec.source.toHtmlEscaped());
    if (!m_origin.replaced.isEmpty())
        tip += QStringLiteral("<br>%1").arg(m_origin.replaced.toHtmlEscaped());
    m_marker->setToolTip(tip);
    // Qt reads a widget's tooltip as its description when it has none: the markup came out raw.
    m_marker->setAccessibleDescription(QTextDocumentFragment::fromHtml(tip).toPlainText());
    m_resetAction->setText(m_origin.resetAction.isEmpty() ? tr("Reset to default")
                                                          : m_origin.resetAction);
    m_resetAction->setEnabled(!m_origin.resetAction.isEmpty());
    // Only what can be done is listed: a default, a preset or a quote cannot be reset here, so
    // the menu then says where the value comes from and, for a quote, opens the quotes list.
    m_resetAction->setVisible(!m_origin.resetAction.isEmpty());
    // A quote's line is its name only ("Vendor quote (expired)"): the quote's details are in the
    // tooltip and in Vendor quotes..., the next line.
    const QString origin = m_marker->accessibleName();
    const QString source = m_origin.kind == ValueOrigin::Quote
                               ? QString()
                               : fontMetrics().elidedText(m_spec.source, Qt::ElideRight,
                                                          fontMetrics().averageCharWidth() * 70);
    //: The marker menu's first line: the value's origin ("Default") and its source.
    // A menu entry reads "&" as a shortcut mark: a source's own "&" (a vendor's name) is doubled.
    m_originAction->setText(
        source.isEmpty() ? origin
                         : tr("%1: %2").arg(origin, QString(source).replace(QLatin1Char('&'),
                                                                            QStringLiteral("&&"))));
    m_quotesAction->setText(tr("Vendor quotes…"));
    m_quotesAction->setVisible(m_origin.fromQuote);
    m_rangeAction->setText(tr("Uncertainty range…"));
    m_rangeAction->setVisible(m_origin.rangeable);
    setToolTip(tip);
    QWidget* input = m_spin ? static_cast<QWidget*>(m_spin) : m_check;
    input->setToolTip(tip);
    // Help > What's this? (Shift+F1) shows the same, and where the terms are explained.
    input->setWhatsThis(
        tip + QStringLiteral("<br><br>") +
        tr("The terms are explained in Help > User guide and glossary (F1).").toHtmlEscaped());
    if (m_spin) {
        m_spin->setRange(m_spec.min, m_spec.max);
        m_spin->setSmallestStep(m_spec.kind == FieldSpec::Kind::Integer ? Decimal(1)
                                                                        : Decimal::parse("0.01"));
    }
    // A note (another currency than the row's) is part of what the value means: said with it.
    QString name = m_unitNote.isEmpty() ? m_spec.label : tr("%1, %2").arg(m_spec.label, m_unitNote);
    if (!m_ownerName.isEmpty())
        //: A field's accessible name in a plan's column: the field, then the plan's name.
        name = tr("%1, %2").arg(name, m_ownerName);
    if (m_edit)
        m_edit->setAccessibleName(name);
    input->setAccessibleName(name);
    // What the marker shows by its shape, said in words: a screen reader has no shape.
    const QString unit = m_unitNote.isEmpty() ? m_spec.unit : m_unitNote;
    QStringList description{unit.isEmpty() ? QString() : tr("Unit: %1.").arg(unit), m_spec.help,
                            origin.isEmpty() ? QString() : tr("Value: %1.").arg(origin)};
    if (!m_origin.replaced.isEmpty())
        description << m_origin.replaced;
    description.removeAll(QString());
    m_description = description.join(QLatin1Char(' '));
    applyDescription();
    if (m_unit)
        m_unit->setText(m_unitNote.isEmpty() ? m_spec.unit : m_unitNote);
}

void ValueEditor::setOwnerName(const QString& owner)
{
    if (owner == m_ownerName)
        return;
    m_ownerName = owner;
    applyTexts();
}

QWidget* ValueEditor::input() const
{
    return m_spin ? static_cast<QWidget*>(m_spin) : m_check;
}

namespace {

// A space, a no-break space or a comma between digits groups thousands in English and Chinese.
const QRegularExpression& groupSeparator()
{
    static const QRegularExpression separator(QStringLiteral("[, \\x{00A0}]"));
    return separator;
}

// Separators are accepted only where they group thousands: "2,5" is how a German or French
// desktop writes 2.5, and reading it as 25 would store ten times what the user meant.
bool separatorsGroupThousands(const QString& text)
{
    static const QRegularExpression grouped(
        QStringLiteral("^[+-]?\\d{1,3}(?:[, \\x{00A0}]\\d{3})+(?:\\.\\d*)?$"));
    return grouped.match(text).hasMatch();
}

} // namespace

std::optional<Decimal> ValueEditor::parse(const QString& text)
{
    QString plain = text.trimmed();
    if (plain.contains(groupSeparator())) {
        if (!separatorsGroupThousands(plain))
            return std::nullopt;
        plain.remove(groupSeparator());
    }
    if (plain.isEmpty())
        return std::nullopt;
    return Decimal::tryParse(plain.toStdString());
}

QString ValueEditor::shownText(bool focused) const
{
    if (!m_committed)
        return {};
    const Decimal& value = *m_committed;
    if (m_shown == Shown::RoundedWhenIdle && !focused) {
        // A range's mean has nine decimals no one quotes; the exact figure comes back to edit.
        if (const auto figure = ComputedFigure::of(value))
            return QStringLiteral("≈") + QString::fromStdString(figure->rounded.toString(
                                             figure->places, kDefaultRounding));
    }
    std::string text = value.toString();
    if (m_spec.money) {
        // To the cent at least, as a price is written and quoted; more digits are kept.
        const auto dot = text.find('.');
        const std::size_t decimals = dot == std::string::npos ? 0 : text.size() - dot - 1;
        if (decimals < 2)
            text += (dot == std::string::npos ? std::string(".00") : std::string(2 - decimals, '0'));
    }
    return QString::fromStdString(text);
}

void ValueEditor::setValue(const Decimal& value, Shown shown)
{
    m_committed = value;
    m_shown = shown;
    if (m_check) {
        const QSignalBlocker block(m_check);
        m_check->setChecked(!value.isZero());
        return;
    }
    // Text the user is typing stays until it is committed or reverted.
    if (m_uncommitted)
        return;
    m_edit->setText(shownText(m_edit->hasFocus()));
    // A value longer than a narrow plan column (the expected value of a range, 39333.333333333)
    // shows its leading digits, not its last ones ("33.333333333" read as a wrong price).
    if (!m_edit->hasFocus())
        m_edit->setCursorPosition(0);
    m_inputError.clear();
    showError(m_externalError);
}

void ValueEditor::setText(const QString& text)
{
    if (m_edit) {
        m_edit->setText(text);
        onTextEdited(text);
        commit();
    } else if (const auto v = parse(text)) {
        m_check->setChecked(!v->isZero());
    }
}

std::optional<Decimal> ValueEditor::check(const QString& text, ProblemShown shown)
{
    const auto value = parse(text);
    if (!value) {
        const QString typed = text.trimmed();
        if (typed.isEmpty())
            m_inputError = tr("%1 needs a value.").arg(m_spec.label);
        else if (typed.contains(QLatin1Char(',')))
            m_inputError = tr("“%1” is not a number: a comma only separates thousands (1,000); "
                              "write decimals with a point, e.g. 2.5.")
                               .arg(typed);
        else if (m_spec.kind == FieldSpec::Kind::Decimal)
            m_inputError = tr("“%1” is not a number; type digits with an optional decimal "
                              "point, e.g. 1.5.")
                               .arg(typed);
        else // a whole number: offering a decimal point contradicted the next message
            m_inputError = tr("“%1” is not a number; type a whole number, e.g. 128.").arg(typed);
    } else {
        m_inputError = m_spec.validate(*value);
    }
    if (!m_inputError.isEmpty() && m_committed && m_edit)
        // A refused value is not taken: the results beside it are still the last value's,
        // which a stranger took for the refused one's.
        m_inputError = CjkSpacing::sentences(
            {m_inputError,
             //: After a field's problem: the results shown are still those of its last
             //: accepted value, %1 (as the field shows it; Escape brings it back).
             tr("The results are still for %1 (Esc restores it).").arg(shownText(false))});
    // A Chinese label before "必须是整数" had the translation's space for a Latin one.
    m_inputError = CjkSpacing::spaced(m_inputError);
    if (m_inputError.isEmpty() || shown == ProblemShown::Now) {
        if (m_problemDelay)
            m_problemDelay->stop();
        showError(errorText());
    } else {
        m_problemDelay->start();
    }
    return m_inputError.isEmpty() ? value : std::nullopt;
}

void ValueEditor::onTextEdited(const QString& text)
{
    m_uncommitted = true;
    // A half-typed number (".", "-", "1,") is not a mistake yet: its message waits until the
    // typing pauses, so neither the eye nor a screen reader gets one at every key (found by a
    // stranger with AT-SPI). A fixed one clears at once; Enter shows one at once.
    check(text, ProblemShown::AfterAPause);
}

void ValueEditor::commit()
{
    if (!m_uncommitted)
        return;
    const auto value = check(m_edit->text());
    if (!value)
        return; // the text and its message stay until fixed, or Escape puts the value back
    m_uncommitted = false;
    if (m_committed && *m_committed == *value)
        return; // "128" retyped, or "1,024" for 1024: nothing changed
    m_committed = *value;
    Q_EMIT valueEdited(*value);
}

bool ValueEditor::commitTypedText()
{
    commit();
    return !m_uncommitted;
}

void ValueEditor::revert()
{
    m_uncommitted = false;
    m_inputError.clear();
    if (m_committed)
        m_edit->setText(shownText(m_edit->hasFocus()));
    showError(m_externalError);
}

bool ValueEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        const QKeyCombination combination = key->keyCombination();
        const bool undoKey = key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
                             combination == (Qt::CTRL | Qt::SHIFT | Qt::Key_Z) ||
                             combination == (Qt::CTRL | Qt::Key_Y);
        if (undoKey && !m_uncommitted) {
            // Not the line edit's own text undo: let the window's Undo/Redo shortcut have it.
            event->ignore();
            return true;
        }
    } else if (event->type() == QEvent::ContextMenu) {
        // The field's own menu (cut, copy, paste...) with the value's actions after it.
        showContextMenu(static_cast<QContextMenuEvent*>(event)->globalPos());
        return true;
    } else if ((event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut) &&
               (watched == m_spin || watched == m_edit) && !m_uncommitted &&
               m_shown == Shown::RoundedWhenIdle) {
        // Every digit while editing, the rounded figure again after.
        const bool focused = event->type() == QEvent::FocusIn;
        m_edit->setText(shownText(focused));
        if (!focused)
            m_edit->setCursorPosition(0);
    } else if (event->type() == QEvent::KeyPress && m_uncommitted) {
        if (static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
            revert();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ValueEditor::setExternalError(const QString& message)
{
    m_externalError = message;
    showError(m_inputError.isEmpty() ? m_externalError : m_inputError);
}

void ValueEditor::setUnitVisible(bool visible)
{
    if (m_unit)
        m_unit->setVisible(visible);
}

void ValueEditor::setUnitNote(const QString& note)
{
    if (note == m_unitNote)
        return;
    m_unitNote = note;
    applyTexts();
    setUnitVisible(!note.isEmpty());
}

QString ValueEditor::errorText() const
{
    return m_inputError.isEmpty() ? m_externalError : m_inputError;
}

void ValueEditor::showError(const QString& message)
{
    m_error->setAlert(message);
    if (m_edit)
        m_spin->setStyleSheet(message.isEmpty()
                                  ? QString()
                                  : QStringLiteral("QAbstractSpinBox { border: 2px solid %1; }")
                                        .arg(Palette::errorRed()));
    applyDescription();
}

void ValueEditor::applyDescription()
{
    // The problem first: it is what the field's red edge says to the eye.
    const QString problem = m_error->text();
    //: A field's accessible description while its value is refused: the reason, then the help.
    const QString description =
        problem.isEmpty() ? m_description : tr("Invalid: %1 %2").arg(problem, m_description);
    QWidget* input = m_spin ? static_cast<QWidget*>(m_spin) : m_check;
    // The spin box's line edit is what takes the focus and what a screen reader reads.
    for (QWidget* described : {input, static_cast<QWidget*>(m_edit)}) {
        if (described == nullptr || described->accessibleDescription() == description)
            continue;
        described->setAccessibleDescription(description);
        // Qt 6.4 sends no change event of its own: a reader kept the old description cached.
        QAccessibleEvent changed(described, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&changed);
    }
}

} // namespace fabrictco::ui
