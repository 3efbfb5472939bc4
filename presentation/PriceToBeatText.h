// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/analysis/PriceToBeatOdds.h"
#include "core/tco/PriceToBeat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fabrictco {

/// One row of the price-to-beat table (issue 43) as the window, the report and the XLSX show
/// it: the figures exact, in the units a person types them (money; a share in per cent), and
/// the change computed from the printed figures so that it equals their difference.
struct PriceToBeatLine
{
    const PriceToBeatItem* item = nullptr; ///< into PriceToBeatText's own copy of the result
    QString plan;                          ///< the plan's name, or "both plans"
    QString input;                         ///< the input's label (ParameterText)
    QString source;                        ///< vendor quote, set by hand, catalog ...
    bool quoted = false;                   ///< the figure is a vendor quote's
    bool isShare = false;                  ///< a share, shown in per cent
    QString unit;                          ///< the currency's code, or "%"
    Decimal pricedAt;                      ///< as the cost table prices it, on the grid
    std::optional<Decimal> priceToBeat;    ///< when a value within the input's range closes it
    std::optional<Decimal> change;         ///< priceToBeat - pricedAt
    std::optional<Decimal> atHalf;         ///< the runner-up cheaper in half of the outcomes
    std::optional<Decimal> atFourFifths;   ///< ... in four fifths
    QString when; ///< "at or below", "never, not even at 0", with the range's warning
};

/// The words and rows of the price to beat, in the reader's language: one definition for the
/// window's page, the report's section and appendix, and the XLSX sheet.
class PriceToBeatText
{
    Q_DECLARE_TR_FUNCTIONS(PriceToBeatText)

public:
    /// `names`: plan id to the name the user gave it.
    PriceToBeatText(const PriceToBeatResult& result, std::vector<PriceToBeatOdds> odds,
                    std::map<std::string, QString> names, RoundingMode rounding,
                    QLocale locale = QLocale());
    // The lines point into the text's own copy of the result.
    PriceToBeatText(const PriceToBeatText&) = delete;
    PriceToBeatText& operator=(const PriceToBeatText&) = delete;

    const PriceToBeatResult& result() const { return m_result; }
    /// The pair is one the user picked and its cheaper plan is not the recommended one: the
    /// words say "the cheaper of the two", not "recommended".
    void setPairOutsideRecommendation(bool outside) { m_outside = outside; }

    /// One line per item of the result, in its order.
    const std::vector<PriceToBeatLine>& lines() const { return m_lines; }
    /// The rows of one plan under a heading naming it and its part ("the runner-up").
    struct Group
    {
        QString heading;
        std::vector<const PriceToBeatLine*> lines;
    };
    /// The runner-up's inputs, the recommended plan's, then the ones both plans share.
    std::vector<Group> groups() const;
    /// Input, priced at, price to beat, change, cheaper in 50 %, in 80 %: the columns of a table
    /// grouped by plan (groups()), the document's currency in their headers ("Priced at (USD)").
    /// `separator` between a heading and its currency: a new line makes narrow columns.
    QStringList columns(QChar separator = QLatin1Char(' ')) const;
    /// A flat table's (a spreadsheet's) first and last columns around columns().
    static QString planColumn();
    /// "The runner-up is at most as dear"; for a pair without the recommended plan, "the
    /// dearer of the two".
    QString whenColumn() const;
    /// "20,114.05 USD", "39.85 %", grouped in the reader's locale.
    QString figure(const Decimal& value, const PriceToBeatLine& line) const;
    QString optionalFigure(const std::optional<Decimal>& value, const PriceToBeatLine& line) const;
    /// The line's cells as text, in the order of columns(); "never" where no value closes the
    /// gap (`when` says why); a quoted price says so.
    QStringList cells(const PriceToBeatLine& line) const;

    /// What the line's price to beat means, in a few words a buyer keeps beside a request for
    /// quotation: "at or below this price, InfiniBand NDR is at most as dear as RoCE", or why
    /// there is none.
    QString turningPoint(const PriceToBeatLine& line) const;
    /// The line of `planId`'s `key`, or null (a plan outside the pair, an input not bought).
    const PriceToBeatLine* find(const std::string& planId, const std::string& key) const;

    /// "RoCE is recommended; InfiniBand NDR costs 9,433,396.78 USD more in expected net present
    /// value. ..." and what the columns mean.
    QString summary() const;
    /// What the 50 % and 80 % columns are, with the trials and seed.
    QString oddsNote(std::uint64_t trials, std::uint64_t seed) const;
    /// The uniform hardware discount (or rise) of each plan, one sentence each.
    QStringList discountSentences() const;
    /// For each item with a vendor quote: the quote and the price at which the answer turns.
    QStringList quoteSentences() const;
    /// For each input with a range of its own: that a figure typed for it becomes the range's
    /// most likely value, priced at the range's mean, unless the range is cleared first.
    QStringList rangeSentences() const;
    /// The names of the recommended plan and the runner-up.
    QString recommendedName() const { return name(m_result.recommendedPlanId); }
    /// A plan's name as the rows show it.
    QString planName(const std::string& planId) const { return name(planId); }
    QString runnerUpName() const { return name(m_result.runnerUpPlanId); }

private:
    /// A table cell's figure: without the document's currency, which the headers name.
    QString cellFigure(const Decimal& value, const PriceToBeatLine& line) const;
    QString name(const std::string& planId) const;
    QString percent(const Decimal& fraction) const;

    PriceToBeatResult m_result;
    std::vector<PriceToBeatOdds> m_odds;
    std::map<std::string, QString> m_names;
    RoundingMode m_rounding;
    QLocale m_locale;
    /// The one currency of every price, named in the headers instead of in every cell; empty
    /// when they differ (a USD catalog price in a CNY document), each cell then naming its own.
    QString m_currency;
    bool m_outside = false;
    std::vector<PriceToBeatLine> m_lines;
};

} // namespace fabrictco
