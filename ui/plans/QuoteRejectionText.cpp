// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/QuoteRejectionText.h"

#include "presentation/ValidationText.h"

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
        return tr("vendor name is longer than %1 characters").arg(arg(0));
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
    case QuoteRowProblem::NoSuchDay:
        return tr("the quote date \"%1\" is no day of the calendar").arg(arg(0));
    case QuoteRowProblem::BadValidity:
        return tr("bad validity \"%1\" (a date such as 2027-01-31, or \"90 days\")").arg(arg(0));
    case QuoteRowProblem::ValidityTooEarly:
        return tr("validity %1 is before the quote date %2").arg(arg(0), arg(1));
    case QuoteRowProblem::ModelRule:
        if (row.rule)
            //: A quote the cost model refuses: which of its fields, then why.
            return tr("not accepted by the cost model: %1 %2")
                .arg(ValidationText::quoteField(row.rule->field),
                     ValidationText::message(*row.rule));
        return tr("not accepted by the cost model");
    case QuoteRowProblem::DocumentFull:
        return tr("the document is full: it holds at most %1 quotes").arg(arg(0));
    case QuoteRowProblem::DateInFuture:
        //: %1 the quote's date, %2 today's date.
        return tr("the quote date %1 is in the future (today is %2): a quote is dated when it "
                  "was given")
            .arg(arg(0), arg(1));
    case QuoteRowProblem::Conflicting:
        //: %1 another line of the file, %2 its price, %3 this row's price.
        return tr("conflicts with line %1: the same item and vendor at %2 against %3 here; "
                  "neither is imported, keep the right one in the file")
            .arg(arg(0), arg(1), arg(2));
    case QuoteRowProblem::ConflictingHeld:
        //: %1 the price of the quote the document holds, %2 its date.
        return tr("conflicts with the quote the document holds from the same vendor for the same "
                  "item and day (%1, %2): remove one of them")
            .arg(arg(0), arg(1));
    }
    return QString::fromStdString(row.reason);
}

QString QuoteRejectionText::fileProblem(const QuoteImportError& error)
{
    const QString arg = QString::fromStdString(error.arg());
    switch (error.problem()) {
    case QuoteFileProblem::TooLarge:
        return tr("The file is larger than %1 MiB.").arg(arg);
    case QuoteFileProblem::NotUtf8:
        return tr("The file is not UTF-8 text: in Excel or WPS, save it as \"CSV UTF-8\".");
    case QuoteFileProblem::NoHeader:
        return tr("The file is empty: it has not even a header line.");
    case QuoteFileProblem::TooManyRows:
        return tr("The file has more than %1 rows.").arg(arg);
    case QuoteFileProblem::MalformedHeader:
        //: %1 is the CSV reader's English detail.
        return tr("The header line cannot be read: %1").arg(arg);
    case QuoteFileProblem::DuplicateColumn:
        return tr("The header line has the column \"%1\" twice.").arg(arg);
    case QuoteFileProblem::MissingColumn:
        return tr("The header line has no %1 column.").arg(arg);
    case QuoteFileProblem::NotAWorkbook:
        //: %1 is the XLSX reader's English detail.
        return tr("The file cannot be read as an XLSX workbook: %1").arg(arg);
    }
    return QString::fromUtf8(error.what());
}

} // namespace fabrictco::ui
