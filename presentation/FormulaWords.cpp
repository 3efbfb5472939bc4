// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/FormulaWords.h"

#include "core/model/ParameterRegistry.h"
#include "presentation/ParameterText.h"

#include <QRegularExpression>

namespace fabrictco {

namespace {

/// Every constant's label core writes (core/tco/*CostTerms.cpp, ModelContext.cpp).
constexpr const char* kNouns[] = {
    QT_TRANSLATE_NOOP("FormulaWords", "leaf switches"),
    QT_TRANSLATE_NOOP("FormulaWords", "spine switches"),
    QT_TRANSLATE_NOOP("FormulaWords", "core switches"),
    QT_TRANSLATE_NOOP("FormulaWords", "spare switches"),
    QT_TRANSLATE_NOOP("FormulaWords", "switches"),
    QT_TRANSLATE_NOOP("FormulaWords", "NIC ports"),
    QT_TRANSLATE_NOOP("FormulaWords", "copper cables"),
    QT_TRANSLATE_NOOP("FormulaWords", "active copper cables"),
    QT_TRANSLATE_NOOP("FormulaWords", "active optical cables"),
    QT_TRANSLATE_NOOP("FormulaWords", "fibre patch cables"),
    QT_TRANSLATE_NOOP("FormulaWords", "transceivers"),
    QT_TRANSLATE_NOOP("FormulaWords", "links"),
    QT_TRANSLATE_NOOP("FormulaWords", "switch-to-switch links"),
    QT_TRANSLATE_NOOP("FormulaWords", "nodes"),
    QT_TRANSLATE_NOOP("FormulaWords", "GPUs"),
    QT_TRANSLATE_NOOP("FormulaWords", "hours per year"),
    QT_TRANSLATE_NOOP("FormulaWords", "hours per day"),
    QT_TRANSLATE_NOOP("FormulaWords", "W per kW"),
    QT_TRANSLATE_NOOP("FormulaWords", "price trend"),
    //: A residual value is a negative cost: the amount is multiplied by -1.
    QT_TRANSLATE_NOOP("FormulaWords", "credit"),
    QT_TRANSLATE_NOOP("FormulaWords", "years of life left"),
    QT_TRANSLATE_NOOP("FormulaWords", "years of life"),
    QT_TRANSLATE_NOOP("FormulaWords", "expansion this year"),
    QT_TRANSLATE_NOOP("FormulaWords", "half as much in year 2"),
    QT_TRANSLATE_NOOP("FormulaWords", "hundreds of nodes"),
    QT_TRANSLATE_NOOP("FormulaWords", "nodes for the full base staff"),
    QT_TRANSLATE_NOOP("FormulaWords", "nodes on other leaves"),
    QT_TRANSLATE_NOOP("FormulaWords", "untuned share"),
    QT_TRANSLATE_NOOP("FormulaWords", "tuned share"),
    QT_TRANSLATE_NOOP("FormulaWords", "of the tuning time"),
    QT_TRANSLATE_NOOP("FormulaWords", "extra switch batches"),
    QT_TRANSLATE_NOOP("FormulaWords", "oversubscription r - 1"),
    QT_TRANSLATE_NOOP("FormulaWords", "oversubscription r"),
    QT_TRANSLATE_NOOP("FormulaWords", "tiers above the leaf"),
};

/// A figure as FormulaText writes it: "-1", "36,000.00", "0.95".
const QString kNumber = QStringLiteral("-?[0-9][0-9,]*(?:\\.[0-9]+)?");

QString part(const QString& text)
{
    // An input: "<key> <value>[ <currency>][^n]".
    const qsizetype space = text.indexOf(QLatin1Char(' '));
    if (space > 0) {
        const QString head = text.left(space);
        if (ParameterRegistry::instance().find(head.toStdString()))
            return ParameterText::label(head.toStdString()) + text.mid(space);
    }
    // A count: "<number> <noun>".
    static const QRegularExpression counted(QStringLiteral("^(%1) (.+)$").arg(kNumber));
    if (const auto m = counted.match(text); m.hasMatch()) {
        if (const QString noun = FormulaWords::noun(m.captured(2)); !noun.isEmpty())
            return m.captured(1) + QLatin1Char(' ') + noun;
        return text;
    }
    // A power: "<noun> <number>^n".
    static const QRegularExpression power(QStringLiteral("^(.+) (%1(?:\\^[0-9]+)?)$").arg(kNumber));
    if (const auto m = power.match(text); m.hasMatch()) {
        if (const QString noun = FormulaWords::noun(m.captured(1)); !noun.isEmpty())
            return noun + QLatin1Char(' ') + m.captured(2);
    }
    return text;
}

} // namespace

QString FormulaWords::noun(const QString& engineNoun)
{
    for (const char* english : kNouns)
        if (engineNoun == QLatin1String(english))
            return tr(english);
    static const QRegularExpression straggler(
        QStringLiteral("^straggler factor at ([0-9]+) endpoints$"));
    if (const auto m = straggler.match(engineNoun); m.hasMatch())
        return tr("straggler factor at %1 endpoints").arg(m.captured(1));
    return {};
}

QString FormulaWords::formula(const std::string& engineFormula)
{
    const QString text = QString::fromStdString(engineFormula);
    static const QRegularExpression operators(QStringLiteral(" [×÷] "));
    QString out;
    qsizetype at = 0;
    for (auto it = operators.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += part(text.mid(at, m.capturedStart() - at)) + m.captured();
        at = m.capturedEnd();
    }
    return out + part(text.mid(at));
}

} // namespace fabrictco
