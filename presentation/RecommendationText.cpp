// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/RecommendationText.h"

#include "presentation/CjkSpacing.h"
#include "presentation/EnumText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"

namespace fabrictco {

RecommendationText::RecommendationText(QLocale locale) : m_locale(std::move(locale)) {}

QString RecommendationText::planName(const std::string& planId) const
{
    if (const auto it = m_planNames.find(planId); it != m_planNames.end())
        return it->second;
    if (planId == "ib")
        return tr("InfiniBand");
    if (planId == "roce")
        return tr("RoCE");
    return QString::fromStdString(planId);
}

QString RecommendationText::driverName(const RecommendationDriver& driver) const
{
    const auto label = m_labels.find(driver.key);
    const QString name = label != m_labels.end() ? label->second : ParameterText::label(driver.key);
    // The same key can be uncertain in both plans; say whose.
    return driver.planId.empty() ? name : tr("%1 (%2 plan)").arg(name, planName(driver.planId));
}

QString RecommendationText::questionName(ArticleQuestion question)
{
    switch (question) {
    case ArticleQuestion::JitterSensitivity:
        return tr("how sensitive the workload is to jitter");
    case ArticleQuestion::TeamExpertise:
        return tr("whether the team has a \"network doctor\"");
    case ArticleQuestion::ScaleAndGrowth:
        return tr("scale and growth");
    }
    return {};
}

QString RecommendationText::questionHeading(ArticleQuestion question)
{
    QString name = questionName(question);
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

QString RecommendationText::percent(double fraction) const
{
    // Whole percent, but never "100%" or "0%" for a share that is not: 99.5 % said as "100%"
    // told the reader the other plan never wins (the table says 99.5%).
    const double percent = fraction * 100.0;
    const bool wouldOverstate =
        (percent >= 99.5 && fraction < 1.0) || (percent < 0.5 && fraction > 0.0);
    return tr("%1 %").arg(m_locale.toString(percent, 'f', wouldOverstate ? 1 : 0));
}

QString RecommendationText::money(const Money& amount) const
{
    return MoneyFormat(m_locale).format(amount);
}

QString RecommendationText::moreOrLess(const Money& amount) const
{
    // Never "costs -X more": the sign becomes the word.
    if (amount.isZero())
        return tr("the same");
    if (amount.isNegative())
        return tr("%1 less").arg(money(-amount));
    return tr("%1 more").arg(money(amount));
}

QString RecommendationText::nodes(int count) const
{
    return m_locale.toString(count);
}

QString RecommendationText::headline(const Recommendation& r) const
{
    // A plan and its copy, or two plans priced alike: no "costs 0.00 less".
    if (r.margin.isZero())
        return tr("Recommendation: %1 or %2: over the horizon they are expected to cost the same "
                  "(net present value); %1 is listed first. It is the cheapest plan in %3 of the "
                  "simulated outcomes.")
            .arg(planName(r.planId), planName(r.otherPlanId), percent(r.probabilityCheaper));
    // Copies of the recommended plan cost the same and share its outcomes: the probability is
    // of one of them being the cheapest, which the summary's table splits between them (4.3 %,
    // 47.9 %, 47.9 % beside "in 96 %" read as two answers; found by a stranger).
    if (const std::vector<std::string> copies = r.tiedCopies(); !copies.empty()) {
        QStringList names;
        for (const std::string& id : copies)
            names << planName(id);
        //: %1 the recommended plan, %2 its copies costing the same, %3 the margin, %4 the
        //: runner-up, %5 the share of outcomes, %6 the number of plans.
        return tr("Recommendation: %1, or %2, alike in cost. Over the horizon they are expected "
                  "to cost %3 less than the runner-up, %4 (net present value), and one of them "
                  "is the cheapest of the %6 plans in %5 of the simulated outcomes.")
            .arg(planName(r.planId), m_locale.createSeparatedList(names), money(r.margin),
                 planName(r.otherPlanId), percent(r.probabilityCheaper),
                 nodes(int(r.standings.size())));
    }
    // With more than two plans the probability is of being the cheapest of all, and the margin
    // is to the runner-up: say both.
    if (r.standings.size() > 2)
        return tr("Recommendation: %1. Over the horizon it is expected to cost %2 less than the "
                  "runner-up, %3 (net present value), and it is the cheapest of the %5 plans in "
                  "%4 of the simulated outcomes.")
            .arg(planName(r.planId), money(r.margin), planName(r.otherPlanId),
                 percent(r.probabilityCheaper), nodes(int(r.standings.size())));
    return tr("Recommendation: %1. Over the horizon it is expected to cost %2 less than %3 "
              "(net present value), and it is the cheaper plan in %4 of the simulated outcomes.")
        .arg(planName(r.planId), money(r.margin), planName(r.otherPlanId),
             percent(r.probabilityCheaper));
}

QString RecommendationText::closeCallNote(const Recommendation& r) const
{
    if (!r.closeCall)
        return {};
    return tr("This is a close call: the difference is small against the uncertainty. Get firm "
              "vendor quotes and check the main drivers before deciding.");
}

QString RecommendationText::decidingQuestion(const Recommendation& r) const
{
    // A lead the hardware generation makes is not an answer to any of the article's questions.
    if (r.generation && r.generation->decides())
        return CjkSpacing::sentences({tr("Deciding: the hardware generation (%1), not the fabrics.")
                                          .arg(generationDifference(*r.generation)),
                                      equalGenerationSentence(r)});
    if (!r.decidingQuestion)
        return tr("No single question decides it at the expected values; the choice comes from "
                  "the spread of possible outcomes.");
    for (const QuestionAssessment& q : r.questions) {
        if (q.question != *r.decidingQuestion)
            continue;
        // An amount, not a share: shares of a gap with offsets in it read as more than the gap.
        return tr("Deciding question: %1, which adds %2 to the advantage of %3.")
            .arg(questionName(q.question), money(q.advantage), planName(r.planId));
    }
    return {};
}

QStringList RecommendationText::questionLines(const Recommendation& r) const
{
    // Each question adds to the recommended plan's advantage or offsets part of it; the amounts
    // add up to the margin exactly (never a negative share of it).
    QStringList lines;
    Money added = Money::zero(r.margin.currency());
    Money offset = Money::zero(r.margin.currency());
    // With a difference of hardware generation the questions are answered as at equal
    // generation, and say so: their amounts then differ from the evidence lines (as built).
    const bool generation = r.generation.has_value();
    const QString equalHardware = generation ? equalGenerationPhrase(*r.generation) : QString();
    for (const QuestionAssessment& q : r.questions) {
        if (q.favoursPlanId.empty())
            continue;
        const QString number = m_locale.toString(int(q.question) + 1);
        const Money amount = q.advantage.isNegative() ? -q.advantage : q.advantage;
        (q.advantage.isNegative() ? offset : added) += amount;
        if (generation)
            //: %3 says how both plans are rebuilt, e.g. "with switches of one port count on
            //: both sides".
            lines << tr("Question %1 (%2), %3: %4 in favour of %5.")
                         .arg(number, questionName(q.question), equalHardware, money(amount),
                              planName(q.favoursPlanId));
        else if (q.advantage.isNegative())
            lines << tr("Question %1 (%2) offsets %3 of it, in favour of %4.")
                         .arg(number, questionName(q.question), money(amount),
                              planName(q.favoursPlanId));
        else
            lines << tr("Question %1 (%2) adds %3 to the advantage of %4.")
                         .arg(number, questionName(q.question), money(amount), planName(r.planId));
    }
    // The hardware generation, a reason of its own: the questions above are net of it.
    if (generation && !r.questions.empty() && !r.generation->effect.isZero()) {
        const Money& effect = r.generation->effect;
        const Money amount = effect.isNegative() ? -effect : effect;
        (effect.isNegative() ? offset : added) += amount;
        lines << tr("The hardware generation (%1): %2 in favour of %3.")
                     .arg(generationDifference(*r.generation), money(amount),
                          planName(effect.isNegative() ? r.otherPlanId : r.planId));
    }
    if (!lines.isEmpty() && !offset.isZero())
        lines << tr("Together they make the margin: %1 in favour of %2, minus %3 of offsets, "
                    "is %4.")
                     .arg(money(added), planName(r.planId), money(offset), money(added - offset));
    return lines;
}

QString RecommendationText::jitterEvidence(const Recommendation& r) const
{
    if (r.questions.empty())
        return {};
    return tr("Jitter: what jitter and congestion cost is %1 of the cost of ownership of %2 and "
              "%3 of that of %4 (workload: %5).")
        .arg(percent(r.jitter.recommendedShare), planName(r.planId), percent(r.jitter.otherShare),
             planName(r.otherPlanId), EnumText::workload(r.jitter.workload));
}

QString RecommendationText::teamEvidence(const Recommendation& r) const
{
    if (r.questions.empty())
        return {};
    return tr("Team: compared with %1, %2 costs %3 in staff and %4 in incidents and the risk of "
              "tearing the fabric out and rebuilding it (team: %5).")
        .arg(planName(r.planId), planName(r.otherPlanId),
             moreOrLess(r.team.staffOtherMinusRecommended),
             moreOrLess(r.team.incidentsOtherMinusRecommended), EnumText::team(r.team.team));
}

QString RecommendationText::scaleEvidence(const Recommendation& r) const
{
    QString text = scaleSentence(r);
    const ScaleEvidence& s = r.scale;
    if (s.position == ScalePosition::NoBreakEven || !s.nextBreakEven)
        return text;
    // The cited break-even is not the last word when the cheapest plan changes again above it.
    // Chinese sentences follow each other without a space.
    if (!text.endsWith(QChar(0x3002)))
        text += QLatin1Char(' ');
    text += s.firstYearNodes != s.lastYearNodes
                ? tr("From a start of %1 nodes on, %2 is cheaper again.")
                      .arg(nodes(*s.nextBreakEven), planName(s.nextPlanId))
                : tr("From %1 nodes on, %2 is cheaper again.")
                      .arg(nodes(*s.nextBreakEven), planName(s.nextPlanId));
    // "From 207 on, InfiniBand" must not read as "at any size above 207" when RoCE is cheaper
    // again between 228 and 304: name every later change.
    QStringList later;
    for (const int count : r.breakEvenNodes)
        if (count > *s.nextBreakEven)
            later << nodes(count);
    if (!later.isEmpty()) {
        if (!text.endsWith(QChar(0x3002)))
            text += QLatin1Char(' ');
        text += tr("The cheaper plan changes again at %1 nodes (see the break-even counts).")
                    .arg(m_locale.createSeparatedList(later));
    }
    return text; // render() spaces Chinese and Latin words, as for every other line
}

QString RecommendationText::scaleSentence(const Recommendation& r) const
{
    QString text = scalePosition(r);
    // A plan that cannot be built at every size examined: its break-even holds only as far as
    // it can be built, and "the same at every size" only where both can.
    // An inexact boundary (a sweep without a test of what can be built) is not pinned to a node
    // count; the sweep's coverage sentences say it between swept sizes.
    for (const PlanBoundary& boundary : r.scale.boundaries) {
        if (!boundary.exact)
            continue;
        if (!text.endsWith(QChar(0x3002)))
            text += QLatin1Char(' ');
        text += boundary.fitsFromHere
                    ? tr("%1 can be built only from %2 starting nodes on; below, the other plan "
                         "stands alone.")
                          .arg(planName(boundary.planId), nodes(boundary.nodes))
                    : tr("%1 can be built only up to %2 starting nodes; beyond, the other plan "
                         "stands alone.")
                          .arg(planName(boundary.planId), nodes(boundary.nodes - 1));
    }
    return text;
}

QString RecommendationText::scalePosition(const Recommendation& r) const
{
    // A break-even is a starting size with this cluster's growth applied (Recommendation.h), so
    // the sentence says so whenever the cluster grows, and compares starting sizes only.
    const ScaleEvidence& s = r.scale;
    const bool grows = s.firstYearNodes != s.lastYearNodes;
    const QString first = nodes(s.firstYearNodes);
    const QString last = nodes(s.lastYearNodes);
    const QString breakEven = s.nearestBreakEven ? nodes(*s.nearestBreakEven) : QString();
    const QString from = planName(s.fromPlanId);
    const QString to = planName(s.toPlanId);
    switch (s.position) {
    case ScalePosition::NoBreakEven:
        if (!s.boundaries.empty())
            return grows ? tr("Scale: where both plans can be built, the cheaper one is the same "
                              "at every starting size examined, each grown as this cluster grows; "
                              "this cluster starts at %1 nodes and grows to %2.")
                               .arg(first, last)
                         : tr("Scale: where both plans can be built, the cheaper one is the same "
                              "at every cluster size examined; this cluster: %1 nodes.")
                               .arg(first);
        return grows ? tr("Scale: the cheaper plan is the same at every starting size examined, "
                          "each grown as this cluster grows; this cluster starts at %1 nodes and "
                          "grows to %2.")
                           .arg(first, last)
                     : tr("Scale: the cheaper plan is the same at every cluster size examined; "
                          "this cluster: %1 nodes.")
                           .arg(first);
    case ScalePosition::BelowBreakEven:
        return grows ? tr("Scale: this cluster starts at %1 nodes and grows to %2. Grown the same "
                          "way, a cluster that starts at %3 nodes or more is cheaper with %4 than "
                          "with %5; this one starts below that.")
                           .arg(first, last, breakEven, to, from)
                     : tr("Scale: this cluster (%1 nodes) is below the break-even point of %2 "
                          "nodes, from which %3 is cheaper than %4.")
                           .arg(first, breakEven, to, from);
    case ScalePosition::AboveBreakEven:
        return grows ? tr("Scale: this cluster starts at %1 nodes and grows to %2. Grown the same "
                          "way, a cluster that starts at %3 nodes or more is cheaper with %4 than "
                          "with %5; this one starts at or above that.")
                           .arg(first, last, breakEven, to, from)
                     : tr("Scale: this cluster (%1 nodes) is already past the break-even point "
                          "of %2 nodes, from which %3 is cheaper than %4.")
                           .arg(first, breakEven, to, from);
    }
    return {};
}

QString RecommendationText::switchGeneration(const Recommendation& r) const
{
    if (!r.generation)
        return {};
    const GenerationEvidence& g = *r.generation;
    const QString recommended = planName(r.planId);
    const QString other = planName(r.otherPlanId);
    QStringList sentences;
    if (g.linkSpeedsDiffer())
        sentences << tr("Link speed: %1 runs its links at %2 Gb/s and %3 at %4 Gb/s; faster links "
                        "cost more and, where jobs wait on the network, lose less compute to it, "
                        "whatever the fabric.")
                         .arg(recommended, nodes(g.recommended.linkSpeedGbps), other,
                              nodes(g.other.linkSpeedGbps));
    // Each plan's own tiers year by year, so a change is told of the plan it happens to.
    if (g.portsDiffer())
        sentences
            << (g.recommended.tiersByYear != g.other.tiersByYear
                    ? tr("Switch generation: with its %1-port switches %2 needs %3; with its "
                         "%4-port "
                         "switches %5 needs %6.")
                          .arg(nodes(g.recommended.radix), recommended,
                               tierPath(g.recommended.tiersByYear), nodes(g.other.radix), other,
                               tierPath(g.other.tiersByYear))
                    : tr("Switch generation: %1 is built from %2-port switches and %3 from %4-port "
                         "ones, "
                         "in the same tiers (%5); the port counts change what the switches cost.")
                          .arg(recommended, nodes(g.recommended.radix), other, nodes(g.other.radix),
                               tierPath(g.recommended.tiersByYear)));
    QString amount;
    if (g.effect.isZero())
        amount = tr("The hardware generation makes no difference to the cost.");
    else if (g.effect.isNegative())
        amount = tr("That difference of hardware generation, not of the fabrics, costs %1 %2.")
                     .arg(recommended, money(-g.effect));
    else
        amount = tr("That difference of hardware generation, not of the fabrics, is worth %1 "
                    "to %2.")
                     .arg(money(g.effect), recommended);
    sentences << amount;
    if (!g.decides()) // the deciding line says it already
        sentences << equalGenerationSentence(r);
    return CjkSpacing::sentences(sentences);
}

QString RecommendationText::tiersFirstToLast(const std::vector<int>& tiers, const QLocale& locale)
{
    if (tiers.empty())
        return {};
    const QString first = locale.toString(tiers.front());
    return tiers.front() == tiers.back() ? first
                                         : tr("%1 to %2", "tiers in the first and the last year")
                                               .arg(first, locale.toString(tiers.back()));
}

QString RecommendationText::tierPath(const std::vector<int>& tiers) const
{
    // "2 tiers, 3 from year 3": the first year's tiers, then each change from its year.
    if (tiers.empty())
        return {};
    QString path = tr("%n tier(s)", nullptr, tiers.front());
    for (std::size_t y = 1; y < tiers.size(); ++y)
        if (tiers[y] != tiers[y - 1])
            path += tr(", %1 from year %2").arg(nodes(tiers[y]), nodes(int(y) + 1));
    return path;
}

QString RecommendationText::equalGenerationSentence(const Recommendation& r) const
{
    const GenerationEvidence& g = *r.generation;
    const QString ports = nodes(g.commonRadix);
    const QString speed = nodes(g.commonLinkSpeedGbps);
    //: %1 link speed in Gb/s, %2 switch ports.
    if (g.equalGenerationMargin.isZero())
        return tr("Built at %1 Gb/s from %2-port switches on both sides, each at its own price "
                  "and power per port, %3 and %4 would cost the same.")
            .arg(speed, ports, planName(r.planId), planName(r.otherPlanId));
    //: %1 link speed in Gb/s, %2 switch ports.
    if (g.equalGenerationMargin.isNegative())
        return tr("Built at %1 Gb/s from %2-port switches on both sides, each at its own price "
                  "and power per port, %3 would be the cheaper plan, by %4.")
            .arg(speed, ports, planName(r.otherPlanId), money(-g.equalGenerationMargin));
    //: %1 link speed in Gb/s, %2 switch ports.
    return tr("Built at %1 Gb/s from %2-port switches on both sides, each at its own price and "
              "power per port, %3 would still be the cheaper plan, by %4.")
        .arg(speed, ports, planName(r.planId), money(g.equalGenerationMargin));
}

QString RecommendationText::equalGenerationPhrase(const GenerationEvidence& g)
{
    return g.linkSpeedsDiffer()
               ? tr("at one link speed and with switches of one port count on both sides")
               : tr("with switches of one port count on both sides");
}

QString RecommendationText::generationDifference(const GenerationEvidence& g)
{
    if (g.portsDiffer() && g.linkSpeedsDiffer())
        return tr("switch port counts and link speeds");
    return g.linkSpeedsDiffer() ? tr("link speeds") : tr("switch port counts");
}

QString RecommendationText::breakEven(const Recommendation& r) const
{
    if (r.breakEvenNodes.empty())
        return tr("No break-even node count in the range examined.");
    QStringList counts;
    for (const int count : r.breakEvenNodes)
        counts << nodes(count);
    return tr("Break-even node counts: %1.").arg(counts.join(tr(", ")));
}

QString RecommendationText::drivers(const Recommendation& r) const
{
    if (r.topDrivers.empty())
        return {};
    QStringList items;
    for (const RecommendationDriver& driver : r.topDrivers) {
        const QString name = driverName(driver);
        items << (driver.canFlip ? tr("%1 (swing %2, can change the answer)") : tr("%1 (swing %2)"))
                     .arg(name, money(driver.swing));
    }
    return tr("Main drivers: %1.").arg(items.join(tr("; ")));
}

QStringList RecommendationText::render(const Recommendation& r) const
{
    QStringList lines;
    const auto add = [&lines](const QString& line) {
        if (!line.isEmpty())
            lines << line;
    };
    add(headline(r));
    add(closeCallNote(r));
    add(decidingQuestion(r));
    for (const QString& line : questionLines(r))
        add(line);
    add(jitterEvidence(r));
    add(teamEvidence(r));
    add(scaleEvidence(r));
    add(switchGeneration(r));
    add(breakEven(r));
    add(drivers(r));
    return CjkSpacing::spaced(lines);
}

QString RecommendationText::organisationCatalog(const QString& name, const QString& path)
{
    //: %1 the organisation catalog's name, %2 its file.
    return tr("Prices from the organisation's catalog %1 (%2) where it has them").arg(name, path);
}

} // namespace fabrictco
