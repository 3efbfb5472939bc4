// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/QuoteRejectionText.h"

namespace fabrictco::ui {

QString QuoteRejectionText::reason(const RejectedQuoteRow& row)
{
    const auto arg = [&row](std::size_t i) {
        return i < row.args.size() ? QString::fromStdString(row.args[i]) : QString();
    };
    switch (row.problem) {
    case QuoteRowProblem::Malformed:
        //: A CSV line the reader cannot split into fields; %1 is the reader's English message.
        return tr("not a valid CSV line (%1)").arg(arg(0));
    case QuoteRowProblem::FieldCount:
        return tr("has %1 field(s) where the header has %2").arg(arg(0), arg(1));
    case QuoteRowProblem::NoItem:
        return tr("no item key");
    case QuoteRowProblem::UnknownItem:
        return tr("unknown item key \"%1\"").arg(arg(0));
    case QuoteRowProblem::VendorTooLong:
        return tr("vendor name is longer than %1 bytes").arg(arg(0));
    case QuoteRowProblem::PriceNotDecimal:
        return tr("bad unit price \"%1\" (write decimals with a point: 1234.50)").arg(arg(0));
    case QuoteRowProblem::PriceNotExact:
        return tr("bad unit price \"%1\" (not an exact decimal number, at most 9 decimals)")
            .arg(arg(0));
    case QuoteRowProblem::PriceNegative:
        return tr("unit price \"%1\" must not be negative").arg(arg(0));
    case QuoteRowProblem::PriceTooLarge:
        return tr("unit price \"%1\" is larger than 10^12").arg(arg(0));
    case QuoteRowProblem::BadCurrency:
        return tr("bad currency \"%1\" (use CNY or USD)").arg(arg(0));
    case QuoteRowProblem::BadQuoteDate:
        return tr("bad quote date \"%1\" (write 2026-11-02)").arg(arg(0));
    case QuoteRowProblem::BadValidity:
        return tr("bad validity \"%1\" (a date such as 2027-01-31, or \"90 days\")").arg(arg(0));
    case QuoteRowProblem::ValidityTooEarly:
        return tr("validity %1 is before the quote date %2").arg(arg(0), arg(1));
    case QuoteRowProblem::ModelRule:
        //: A quote the cost model refuses; %1 is the model's English rule.
        return tr("not accepted by the cost model: %1").arg(arg(0));
    case QuoteRowProblem::DocumentFull:
        return tr("the document is full: it holds at most %1 quotes").arg(arg(0));
    }
    return QString::fromStdString(row.reason);
}

} // namespace fabrictco::ui
