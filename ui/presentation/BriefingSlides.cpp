// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/presentation/BriefingSlides.h"

#include "presentation/BriefingText.h"

namespace fabrictco::ui {

namespace {

std::optional<Briefing> briefing(const ComparisonData& data, const QLocale& locale)
{
    if (!data.recommendationResult || !data.scenario)
        return std::nullopt;
    RecommendationText names(locale);
    std::map<std::string, QString> planNames;
    for (const PlanSpec& plan : data.scenario->plans)
        planNames[plan.id] = QString::fromStdString(plan.name.empty() ? plan.id : plan.name);
    names.setPlanNames(planNames);
    BriefingText text(names, locale, data.scenario->cluster.horizonYears, data.riskTrials);
    text.setQuotes(data.scenario.get(), QDate::currentDate());
    return text.build(*data.recommendationResult);
}

QString open(double scale)
{
    return QStringLiteral("<div style='font-size:%1pt'>").arg(10.0 * scale, 0, 'f', 1);
}

QString headline(const QString& text, double scale)
{
    return QStringLiteral("<p align='center' style='font-size:%1pt'><b>%2</b></p>")
        .arg(15.0 * scale, 0, 'f', 1)
        .arg(text.toHtmlEscaped());
}

QString list(const QStringList& items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li style='margin-bottom:0.4em'>%1</li>").arg(item.toHtmlEscaped());
    return html + QStringLiteral("</ul>");
}

} // namespace

QString BriefingSlides::answer(const ComparisonData& data, const QLocale& locale, double scale)
{
    const auto b = briefing(data, locale);
    if (!b)
        return {};
    // Three points a room can take in: how much, how sure, and what decides it.
    QStringList points{b->howMuch, b->howSure};
    if (!b->deciding.isEmpty())
        points << tr("Deciding: %1").arg(b->deciding);
    return open(scale) + headline(b->headline, scale) + list(points) + QStringLiteral("</div>");
}

QString BriefingSlides::reasons(const ComparisonData& data, const QLocale& locale, double scale)
{
    const auto b = briefing(data, locale);
    if (!b)
        return {};
    QString html = open(scale);
    if (!b->why.isEmpty())
        html += headline(tr("Why"), scale * 0.8) + list(b->why);
    html += headline(tr("What could change the answer"), scale * 0.8);
    return html + list(b->nextSteps) + QStringLiteral("</div>");
}

} // namespace fabrictco::ui
