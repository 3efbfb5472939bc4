// SPDX-License-Identifier: GPL-3.0-or-later
// The XLSX/CSV sheet of the price to beat (issue 43): one row per input of both plans, the
// figures as numbers a buyer can compute with, exactly as the window and the report print them.
#include "presentation/PriceToBeatText.h"
#include "report/ReportPriceToBeat.h"
#include "report/SpreadsheetTables.h"

namespace fabrictco {

namespace {

using Cell = SpreadsheetCell;

/// A figure in the units it is typed in: money to the cent, a share in per cent to 0.01.
Cell figure(const std::optional<Decimal>& value, const PriceToBeatLine& line)
{
    if (!value)
        return Cell::textCell(QStringLiteral("\u2013"));
    const Decimal shown = line.isShare ? value->times(100) : *value;
    return Cell::number(QString::fromStdString(shown.rounded(2, kDefaultRounding).toString()),
                        Cell::Format::Money);
}

} // namespace

SpreadsheetSheet SpreadsheetTables::priceToBeat(const ReportData& data)
{
    SpreadsheetSheet sheet;
    sheet.name = tr("Price to beat");
    // The spreadsheet's own words: the locale's digits stay out of the cells (numbers).
    const std::unique_ptr<PriceToBeatText> text = ReportPriceToBeat::text(data, QLocale::c());
    if (!text)
        return sheet;
    sheet.columns = {PriceToBeatText::planColumn(),
                     tr("Input"),
                     tr("Key"),
                     tr("Source"),
                     tr("Unit"),
                     tr("Priced at"),
                     tr("Price to beat"),
                     tr("Change"),
                     tr("Cheaper in 50 % of outcomes"),
                     tr("Cheaper in 80 % of outcomes"),
                     text->whenColumn()};
    sheet.widths = {26, 30, 30, 16, 8};
    for (const PriceToBeatLine& line : text->lines())
        sheet.rows.push_back({Cell::textCell(line.plan), Cell::textCell(line.input),
                              Cell::textCell(QString::fromStdString(line.item->key)),
                              Cell::textCell(line.source), Cell::textCell(line.unit),
                              figure(line.pricedAt, line), figure(line.priceToBeat, line),
                              figure(line.change, line), figure(line.atHalf, line),
                              figure(line.atFourFifths, line), Cell::textCell(line.when)});
    // The uniform discount on each plan's hardware, as rows of their own in per cent (the
    // window and the report say it in sentences; found missing here by a stranger).
    const QStringList sentences = text->discountSentences();
    const auto& discounts = text->result().discounts;
    for (std::size_t i = 0; i < discounts.size(); ++i) {
        const BomDiscount& d = discounts[i];
        PriceToBeatLine share;
        share.isShare = true;
        const std::optional<Decimal> atDiscount =
            d.verdict == BreakEvenVerdict::Reached ? std::optional(d.share) : std::nullopt;
        sheet.rows.push_back(
            {Cell::textCell(text->planName(d.planId)),
             Cell::textCell(tr("Uniform discount on every hardware unit price")),
             Cell::textCell(QString()), Cell::textCell(QString()),
             Cell::textCell(QStringLiteral("%")), figure(Decimal(0), share),
             figure(atDiscount, share), figure(atDiscount, share), figure(std::nullopt, share),
             figure(std::nullopt, share),
             Cell::textCell(i < std::size_t(sentences.size()) ? sentences[qsizetype(i)]
                                                              : QString())});
    }
    return sheet;
}

} // namespace fabrictco
