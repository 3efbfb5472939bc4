// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/BriefingText.h"

#include "core/model/QuoteUsage.h"
#include "core/model/QuoteValidity.h"
#include "presentation/CjkSpacing.h"
#include "presentation/QuoteText.h"
#include "presentation/RoundedMoney.h"

namespace fabrictco {

namespace {

/// A meeting acts on a few next steps; the full list of drivers is in the risk section.
constexpr std::size_t kMaxNextSteps = 3;

} // namespace

BriefingText::BriefingText(const RecommendationText& names, QLocale locale, int horizonYears,
                           std::uint64_t trials)
    : m_names(names), m_locale(std::move(locale)), m_horizonYears(horizonYears), m_trials(trials)
{
}

Briefing BriefingText::build(const Recommendation& r) const
{
    Briefing b;
    QStringList copies;
    for (const std::string& id : r.tiedCopies())
        copies << m_names.planName(id);
    b.headline = r.margin.isZero()
                     ? tr("Recommendation: %1 or %2, alike in cost")
                           .arg(m_names.planName(r.planId), m_names.planName(r.otherPlanId))
                 : !copies.isEmpty()
                     ? tr("Recommendation: %1 or %2, alike in cost")
                           .arg(m_names.planName(r.planId), m_locale.createSeparatedList(copies))
                     : tr("Recommendation: %1").arg(m_names.planName(r.planId));
    b.howMuch = howMuch(r);
    b.howSure = howSure(r);
    b.why = why(r);
    // why() lists the questions that favour a plan in order; find the deciding one among them.
    int line = 0;
    for (const QuestionAssessment& q : r.questions) {
        if (q.favoursPlanId.empty())
            continue;
        if (r.decidingQuestion && q.question == *r.decidingQuestion)
            b.deciding = b.why.value(line);
        ++line;
    }
    // When the hardware generation is the main reason, it decides it (the last line of why()).
    if (r.generation && r.generation->decides() && !r.questions.empty())
        b.deciding = b.why.value(line);
    b.nextSteps = nextSteps(r);
    // Prose for Chinese readers: a space where a plan's name meets Han text.
    b.headline = CjkSpacing::spaced(b.headline);
    b.howMuch = CjkSpacing::spaced(b.howMuch);
    b.howSure = CjkSpacing::spaced(b.howSure);
    b.why = CjkSpacing::spaced(b.why);
    b.deciding = CjkSpacing::spaced(b.deciding);
    b.nextSteps = CjkSpacing::spaced(b.nextSteps);
    return b;
}

QString BriefingText::howMuch(const Recommendation& r) const
{
    const RoundedMoney rounded(m_locale);
    const QString years = m_horizonYears == 1
                              ? tr("over 1 year")
                              : tr("over %1 years").arg(m_locale.toString(m_horizonYears));
    if (r.margin.isZero())
        return tr("Both are expected to cost the same %1 (net present value).").arg(years);
    // The report's summary table: the words stand above it in the report, and on a slide,
    // whose own table is rounded (a slide said "exact figures in the summary table" of none).
    return tr("Expected to cost %1 less than %2 %3 (net present value; the report's summary "
              "table has the exact figures).")
        .arg(rounded.about(r.margin), m_names.planName(r.otherPlanId), years);
}

QString BriefingText::howSure(const Recommendation& r) const
{
    const QString percent = m_names.percent(r.probabilityCheaper);
    const QString trials = m_locale.toString(qulonglong(m_trials));
    // With copies costing the same, the outcomes are theirs together (Recommendation::tiedCopies).
    QStringList sentences{
        r.tiedCopies().empty()
            ? tr("It is the cheaper plan in %1 of %2 simulated outcomes.").arg(percent, trials)
            : tr("One of them is the cheapest plan in %1 of %2 simulated outcomes.")
                  .arg(percent, trials)};
    if (r.savingP5 && r.savingP95) {
        const RoundedMoney rounded(m_locale);
        const Currency& currency = r.margin.currency();
        const auto money = [&](double value) {
            return rounded.rounded(Decimal::fromDouble(value, 2, RoundingMode::HalfEven), currency);
        };
        // The note on negative savings only when the range has some.
        sentences
            << (*r.savingP5 < 0
                    ? tr("In 90 % of them the saving lies between %1 and %2 (negative: %3 would "
                         "have been cheaper).")
                          .arg(money(*r.savingP5), money(*r.savingP95),
                               m_names.planName(r.otherPlanId))
                    : tr("In 90 % of them the saving lies between %1 and %2.")
                          .arg(money(*r.savingP5), money(*r.savingP95)));
    }
    if (r.closeCall)
        sentences << tr("A close call: get firm quotes before deciding.");
    // No space after a Chinese full stop ("更省钱。 其中", found by a stranger).
    return CjkSpacing::sentences(sentences);
}

QStringList BriefingText::why(const Recommendation& r) const
{
    const RoundedMoney rounded(m_locale);
    QStringList lines;
    for (const QuestionAssessment& q : r.questions) {
        if (q.favoursPlanId.empty())
            continue;
        const QString name = RecommendationText::questionHeading(q.question);

        const Money amount = q.advantage.isNegative() ? -q.advantage : q.advantage;
        // With a difference of hardware generation the questions are at equal generation.
        if (r.generation)
            //: %2 says how both plans are rebuilt, e.g. "with switches of one port count on
            //: both sides".
            lines << tr("%1, %2: %3 in favour of %4.")
                         .arg(name, RecommendationText::equalGenerationPhrase(*r.generation),
                              rounded.about(amount), m_names.planName(q.favoursPlanId));
        else
            lines << tr("%1: %2 in favour of %3.")
                         .arg(name, rounded.about(amount), m_names.planName(q.favoursPlanId));
    }
    // The generation is a reason of its own; the questions above are net of it.
    if (r.generation && !r.questions.empty() && !r.generation->effect.isZero()) {
        const Money& effect = r.generation->effect;
        //: %1 what differs, e.g. "switch port counts and link speeds".
        lines << tr("Hardware generation (%1, not the fabrics): %2 in favour of %3.")
                     .arg(RecommendationText::generationDifference(*r.generation),
                          rounded.about(effect.isNegative() ? -effect : effect),
                          m_names.planName(effect.isNegative() ? r.otherPlanId : r.planId));
    }
    return lines;
}

QStringList BriefingText::nextSteps(const Recommendation& r) const
{
    const RoundedMoney rounded(m_locale);
    QStringList steps;
    // A quote that sets a price but has run out: the price is firm, yet no longer offered.
    if (m_scenario != nullptr) {
        const auto uses = QuoteUsage::of(*m_scenario);
        for (std::size_t i = 0; i < uses.size(); ++i) {
            const Quote& quote = m_scenario->quotes[i];
            if (uses[i].empty() || QuoteValidity::status(quote, m_day) != QuoteStatus::Expired)
                continue;
            //: %1 the quoted item, %2 the vendor, %3 the date its validity ended.
            steps << tr("%1: the quote from %2 expired on %3; ask for a new one before deciding.")
                         .arg(QuoteText::item(quote), QString::fromStdString(quote.vendor),
                              QString::fromStdString(quote.validUntil));
        }
    }
    const std::size_t most =
        m_complete ? r.answerChangers.size() : std::min(r.answerChangers.size(), kMaxNextSteps);
    for (std::size_t i = 0; i < most; ++i) {
        const RecommendationDriver& driver = r.answerChangers[i];
        const QString name = m_names.driverName(driver);
        // A price is settled by a quote; anything else by checking it for this site and team.
        const bool price = driver.key.starts_with("price.") || driver.key.starts_with("licence.");
        steps << (price ? tr("%1: get a firm quote. Within its range the difference moves by %2, "
                             "enough to change the answer.")
                        : tr("%1: check it for this site and team. Within its range the "
                             "difference moves by %2, enough to change the answer."))
                     .arg(name, rounded.about(driver.swing));
    }
    if (most < r.answerChangers.size())
        steps << tr("%n more input(s) can change the answer within their ranges: the report "
                    "lists every one.",
                    nullptr, int(r.answerChangers.size() - most));
    if (steps.isEmpty())
        steps << tr("No single input, within its range, changes the answer.");
    return steps;
}

} // namespace fabrictco
