// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/LineItemText.h"

#include <QRegularExpression>

namespace fabrictco {

namespace {

/// Labels the engine writes whole.
QString whole(const QString& text)
{
    if (text == QLatin1String("External PFC/ECN/DCQCN tuning help"))
        return LineItemText::tr("External PFC/ECN/DCQCN tuning help");
    if (text == QLatin1String("Fabric management software"))
        return LineItemText::tr("Fabric management software");
    if (text == QLatin1String("Switch OS licences and support"))
        return LineItemText::tr("Switch OS licences and support");
    if (text == QLatin1String("Re-cabling labour: switch-to-switch links"))
        return LineItemText::tr("Re-cabling labour: switch-to-switch links");
    if (text == QLatin1String("Rebuild risk: cluster downtime"))
        return LineItemText::tr("Rebuild risk: cluster downtime");
    if (text == QLatin1String("SHARP in-network reduction"))
        return LineItemText::tr("SHARP in-network reduction");
    return {};
}

/// The part before ": ".
QString prefix(const QString& text)
{
    static const char* const known[] = {
        QT_TRANSLATE_NOOP("LineItemText", "Initial purchase"),
        QT_TRANSLATE_NOOP("LineItemText", "Expansion"),
        QT_TRANSLATE_NOOP("LineItemText", "Installation"),
        QT_TRANSLATE_NOOP("LineItemText", "Refresh at end of life"),
        QT_TRANSLATE_NOOP("LineItemText", "Re-cabling for the new tier"),
        QT_TRANSLATE_NOOP("LineItemText", "Power and cooling"),
        QT_TRANSLATE_NOOP("LineItemText", "Support contract"),
        QT_TRANSLATE_NOOP("LineItemText", "Rebuild risk"),
        QT_TRANSLATE_NOOP("LineItemText", "Residual value"),
        QT_TRANSLATE_NOOP("LineItemText", "Engineers"),
        QT_TRANSLATE_NOOP("LineItemText", "RoCE hiring premium"),
        QT_TRANSLATE_NOOP("LineItemText", "RoCE training"),
        QT_TRANSLATE_NOOP("LineItemText", "Stall until restarted"),
        QT_TRANSLATE_NOOP("LineItemText", "Checkpoint rollback"),
        //: Jitter priced as idle GPU time (training, HPC).
        QT_TRANSLATE_NOOP("LineItemText", "Idle compute"),
        //: Jitter priced per node-year: HFT's latency-dependent revenue, storage throughput.
        QT_TRANSLATE_NOOP("LineItemText", "Value lost"),
    };
    for (const char* english : known)
        if (text == QLatin1String(english))
            return LineItemText::tr(english);
    return {};
}

/// What a prefix applies to: equipment, staff or incidents.
QString noun(const QString& text)
{
    static const char* const known[] = {
        QT_TRANSLATE_NOOP("LineItemText", "NIC ports"),
        QT_TRANSLATE_NOOP("LineItemText", "copper cables"),
        QT_TRANSLATE_NOOP("LineItemText", "active copper cables"),
        QT_TRANSLATE_NOOP("LineItemText", "active optical cables"),
        QT_TRANSLATE_NOOP("LineItemText", "fibre patch cables"),
        QT_TRANSLATE_NOOP("LineItemText", "transceivers"),
        QT_TRANSLATE_NOOP("LineItemText", "leaf switches"),
        QT_TRANSLATE_NOOP("LineItemText", "spine switches"),
        QT_TRANSLATE_NOOP("LineItemText", "core switches"),
        QT_TRANSLATE_NOOP("LineItemText", "spare switches"),
        QT_TRANSLATE_NOOP("LineItemText", "switches"),
        QT_TRANSLATE_NOOP("LineItemText", "links"),
        QT_TRANSLATE_NOOP("LineItemText", "switch"),
        QT_TRANSLATE_NOOP("LineItemText", "link"),
        QT_TRANSLATE_NOOP("LineItemText", "NIC port"),
        QT_TRANSLATE_NOOP("LineItemText", "base engineers"),
        QT_TRANSLATE_NOOP("LineItemText", "engineers per 100 nodes"),
        QT_TRANSLATE_NOOP("LineItemText", "engineers per (100 nodes)²"),
        QT_TRANSLATE_NOOP("LineItemText", "RoCE configuration incidents (tuned share of the year)"),
        QT_TRANSLATE_NOOP("LineItemText",
                          "RoCE configuration incidents (untuned share of the year)"),
        QT_TRANSLATE_NOOP("LineItemText", "RoCE configuration incidents after the expansion"),
        QT_TRANSLATE_NOOP("LineItemText", "RoCE configuration incidents from mixed switch batches"),
        QT_TRANSLATE_NOOP("LineItemText", "InfiniBand baseline loss"),
        QT_TRANSLATE_NOOP("LineItemText", "RoCE not yet tuned"),
        QT_TRANSLATE_NOOP("LineItemText", "tuned RoCE"),
        QT_TRANSLATE_NOOP("LineItemText", "mixed switch batches or brands"),
        QT_TRANSLATE_NOOP("LineItemText", "cross-leaf congestion from oversubscription"),
        QT_TRANSLATE_NOOP("LineItemText", "ECMP flow collisions"),
        QT_TRANSLATE_NOOP("LineItemText", "queueing at the tiers above the leaf"),
    };
    for (const char* english : known)
        if (text == QString::fromUtf8(english))
            return LineItemText::tr(english);
    static const QRegularExpression bought(QStringLiteral("^(.+) bought in year (\\d+)$"));
    if (const auto m = bought.match(text); m.hasMatch()) {
        const QString what = noun(m.captured(1));
        if (!what.isEmpty())
            return LineItemText::tr("%1 bought in year %2").arg(what, m.captured(2));
    }
    static const QRegularExpression failures(QStringLiteral("^(.+) failures$"));
    if (const auto m = failures.match(text); m.hasMatch()) {
        const QString what = noun(m.captured(1));
        if (!what.isEmpty())
            return LineItemText::tr("%1 failures").arg(what);
    }
    return {};
}

} // namespace

QString LineItemText::label(const std::string& engineLabel)
{
    const QString text = QString::fromStdString(engineLabel);
    if (const QString known = whole(text); !known.isEmpty())
        return known;
    const qsizetype colon = text.indexOf(QLatin1String(": "));
    if (colon <= 0)
        return text;
    QString head = prefix(text.left(colon));
    QString tail = noun(text.mid(colon + 2));
    if (head.isEmpty() && tail.isEmpty())
        return text;
    if (head.isEmpty())
        head = text.left(colon);
    if (tail.isEmpty())
        tail = text.mid(colon + 2);
    //: A cost line: what is paid for, then on what, e.g. "Expansion: leaf switches".
    return tr("%1: %2").arg(head, tail);
}

} // namespace fabrictco
