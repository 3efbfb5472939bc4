// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/PlanNameEdit.h"

#include "core/model/ScenarioValidator.h"
#include "presentation/PlainText.h"
#include "ui/common/Palette.h"

#include <QAbstractTextDocumentLayout>
#include <QKeyEvent>
#include <QMimeData>
#include <QTextBlock>
#include <QToolTip>

namespace fabrictco::ui {

PlanNameEdit::PlanNameEdit(QWidget* parent) : QPlainTextEdit(parent)
{
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTabChangesFocus(true);
    setStyleSheet(Palette::focusBorderStyle(QStringLiteral("QPlainTextEdit")));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    document()->setDocumentMargin(2);
    connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
            [this] {
                setFixedHeight(heightForText());
                updateGeometry();
            });
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (m_settingText)
            return;
        keepWithinLimit();
        Q_EMIT textEdited(text());
    });
}

void PlanNameEdit::keepWithinLimit()
{
    // The limit `set` and `plan` apply, in characters: a longer name typed or pasted here made
    // every cost disappear and Save fail (issue 34).
    constexpr auto kMost = ScenarioValidator::kMaxPlanNameCharacters;
    const QList<uint> characters = toPlainText().toUcs4();
    if (std::size_t(characters.size()) <= kMost)
        return;
    m_settingText = true;
    setPlainText(QString::fromUcs4(reinterpret_cast<const char32_t*>(characters.constData()),
                                   qsizetype(kMost)));
    moveCursor(QTextCursor::End);
    m_settingText = false;
    QToolTip::showText(mapToGlobal(QPoint(0, height())),
                       tr("A plan's name has at most %1 characters.")
                           .arg(QLocale().toString(qulonglong(kMost))),
                       this);
}

QString PlanNameEdit::text() const
{
    return toPlainText();
}

void PlanNameEdit::setText(const QString& text)
{
    if (text == toPlainText())
        return;
    m_settingText = true;
    setPlainText(text);
    m_settingText = false;
}

int PlanNameEdit::heightForText() const
{
    // QPlainTextEdit lays out line by line: the wrapped line count of the one block gives the
    // height.
    int lines = 0;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next())
        lines += std::max(1, block.layout() ? block.layout()->lineCount() : 1);
    const int frame = 2 * frameWidth() + 2 * int(document()->documentMargin());
    return std::max(1, lines) * fontMetrics().lineSpacing() + frame + 2;
}

QSize PlanNameEdit::sizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("InfiniBand NDR 400G")),
            heightForText()};
}

QSize PlanNameEdit::minimumSizeHint() const
{
    return {60, heightForText()};
}

void PlanNameEdit::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        focusNextChild(); // a name is one line: Enter confirms it like in a line edit
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void PlanNameEdit::insertFromMimeData(const QMimeData* source)
{
    if (source && source->hasText()) {
        insertPlainText(source->text().simplified()); // line breaks and tabs become spaces
        return;
    }
    QPlainTextEdit::insertFromMimeData(source);
}

void PlanNameEdit::setProblem(const QString& problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    // Not by colour alone: the words are the tooltip, shown at once, and the accessible
    // description a screen reader reads with the field.
    // Focus is shown by a border in the selection colour (found by a stranger: only the caret
    // showed it); a problem's red border wins.
    setStyleSheet(
        problem.isEmpty()
            ? Palette::focusBorderStyle(QStringLiteral("QPlainTextEdit"))
            : QStringLiteral("QPlainTextEdit { border: 2px solid %1; }").arg(Palette::errorRed()));
    // The reason quotes the typed name: plain text, never markup, in a tooltip (which Qt reads
    // as rich text when it looks like it).
    const QString literal = PlainText::forRichTextGuess(problem);
    setToolTip(literal);
    setAccessibleDescription(problem);
    if (!problem.isEmpty() && hasFocus())
        QToolTip::showText(mapToGlobal(QPoint(0, height())), literal, this);
}

void PlanNameEdit::focusOutEvent(QFocusEvent* event)
{
    QPlainTextEdit::focusOutEvent(event);
    Q_EMIT editingFinished();
}

void PlanNameEdit::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    setFixedHeight(heightForText()); // a narrower column wraps into more lines
}

} // namespace fabrictco::ui
