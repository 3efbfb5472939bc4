// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli import-prices FILE QUOTES.csv|QUOTES.xlsx [--dry-run]`: vendor quotes into a plan document.
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/QuoteUsage.h"
#include "presentation/PlainText.h"
#include "storage/BoundedFile.h"
#include "storage/DocumentQuotes.h"
#include "storage/QuoteCsvImporter.h"

#include <QFileInfo>

namespace fabrictco::cli {

namespace {

QString str(const std::string& text)
{
    return QString::fromStdString(text);
}

/// A vendor's name from the file, on one line of the report (PlainText::forTerminalLine).
QString line(const std::string& text)
{
    return PlainText::forTerminalLine(QString::fromStdString(text));
}

QString report(const QuoteImport& result, const DocumentContent& content)
{
    // Rows in file order, accepted and rejected interleaved, as the user sees the spreadsheet.
    std::map<int, QString> lines;
    for (std::size_t i = 0; i < result.accepted.size(); ++i) {
        const Quote& q = result.accepted[i];
        lines[result.acceptedLines[i]] =
            QStringLiteral("ok        %1  %2 %3  %4, %5%6")
                .arg(str(q.itemKey), str(q.unitPrice.toString()),
                     str(q.unitPrice.currency().code()),
                     q.vendor.empty() ? QStringLiteral("(no vendor)") : line(q.vendor),
                     str(q.quoteDate),
                     q.validUntil.empty() ? QString()
                                          : QStringLiteral(", valid until ") + str(q.validUntil));
        if (!DocumentQuotes::pricesAPlan(content, q))
            lines[result.acceptedLines[i]] +=
                QStringLiteral("; prices no plan now (no plan uses this item)");
    }
    for (const RejectedQuoteRow& row : result.rejected)
        lines[row.line] = QStringLiteral("rejected  ") + str(row.reason);
    for (std::size_t i = 0; i < result.unquotedLines.size(); ++i)
        lines[result.unquotedLines[i]] =
            QStringLiteral("not quoted: %1 has no price; skipped").arg(line(result.unquotedItems[i]));
    for (const auto& [line, first] : result.repeatedLines)
        lines[line] = QStringLiteral("repeat    the same as line %1: imported once").arg(first);
    QString out;
    for (const auto& [line, text] : lines)
        out += QStringLiteral("line %1: %2\n").arg(line).arg(text);
    if (!result.ignoredColumns.empty()) {
        QStringList ignored;
        for (const std::string& column : result.ignoredColumns)
            ignored << str(column);
        out += QStringLiteral("Ignored columns: %1\n").arg(ignored.join(QStringLiteral(", ")));
    }
    out += QStringLiteral("%1 accepted, %2 rejected").arg(result.accepted.size()).arg(
        result.rejected.size());
    if (!result.repeatedLines.empty())
        out += QStringLiteral(", %1 repeated").arg(result.repeatedLines.size());
    if (!result.unquotedLines.empty())
        out += QStringLiteral(", %1 not quoted").arg(result.unquotedLines.size());
    out += QLatin1Char('\n');
    return out;
}

int runImportPrices(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("import-prices"),
        QStringLiteral(
            "Imports vendor quotes from CSV or XLSX (the first sheet) into a plan document.\n"
            "Columns (English or Chinese headers): item/物料/项目, vendor/供应商,\n"
            "unit price/单价, currency/币种, quote date/报价日期, validity/有效期; a\n"
            "request for quotation filled in (see rfq) has them. See QUOTES.md (installed in "
            "share/doc/fabrictco).\n"
            "Prints a line per row; rejected rows give their reason, rows without a\n"
            "price are skipped as not quoted. Without --dry-run\n"
            "the accepted rows are added to FILE (saved atomically). Exit code 1 when\n"
            "no row could be imported."));
    options.addPositional(QStringLiteral("FILE"), QStringLiteral("The .fabrictco document."));
    options.addPositional(QStringLiteral("QUOTES"),
                          QStringLiteral("The vendor quotes (.csv or .xlsx)."));
    options.addFlag(QStringLiteral("dry-run"),
                    QStringLiteral("Only print the report; change nothing."));
    options.addFlag(QStringLiteral("use-quotes"),
                    QStringLiteral("Where a plan has a typed value for a quoted item, remove it\n"
                                   "so the quote is used (the window asks; here the typed value\n"
                                   "is kept unless this is given)."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const QStringList positional = options.positionalArguments();
    if (positional.size() != 2)
        throw UsageError("expected a document FILE and a QUOTES file (.csv or .xlsx)");
    const QString file = positional[0];
    const QString csvPath = positional[1];
    PlanDocument::FileState read;
    DocumentContent content = ScenarioSource::openDocument(file, &read);

    const auto maxBytes = static_cast<qint64>(QuoteCsvImporter::kMaxBytes);
    const BoundedFile::Contents csv = BoundedFile::read(csvPath, maxBytes);
    if (csv.problem == BoundedFile::Problem::TooLarge)
        throw DataError(csvPath.toStdString() + ": larger than 16 MiB; not a quote list");
    if (csv.problem != BoundedFile::Problem::None)
        throw DataError(csvPath.toStdString() + ": " + BoundedFile::describe(csv, maxBytes));
    const QByteArray& bytes = csv.bytes;
    QuoteImport result;
    try {
        result = DocumentQuotes::importerFor(content, ScenarioSource::catalogFor(content)).read(
            std::string_view(bytes.constData(), bytes.size()),
            QFileInfo(csvPath).fileName().toStdString());
    } catch (const QuoteImportError& e) {
        throw DataError(csvPath.toStdString() + ": " + e.what());
    }
    QString out = report(result, content);
    if (result.accepted.empty()) {
        streams.out << out;
        throw DataError(csvPath.toStdString() +
                        (result.rejected.empty() && !result.unquotedLines.empty()
                             ? ": no line has a price: nothing was quoted"
                             : ": no row could be imported"));
    }
    // A quote for an input the user typed a value for is shadowed by it: say so, or remove the
    // typed value with --use-quotes, as the window's question does.
    DocumentContent after = content;
    const int added = DocumentQuotes::accept(after, result);
    const bool useQuotes = options.isSet(QStringLiteral("use-quotes"));
    // Against the document without this file's quotes: a second run (with --use-quotes after
    // "Keeps the typed value") finds the same typed values again.
    const auto conflicts = QuoteUsage::conflicts(
        DocumentQuotes::withoutImported(content.scenario, result), after.scenario);
    for (const QuoteUsage::Conflict& c : conflicts) {
        const Quote& quote = after.scenario.quotes[c.quoteIndex];
        out += QStringLiteral("%1 %2.%3: typed %4 %5, quote %6 %7 (%8)\n")
                   .arg(useQuotes ? QStringLiteral("Uses the quote for")
                                  : QStringLiteral("Keeps the typed value of"),
                        str(c.planId), str(c.key), str(c.typed.value.toString()),
                        c.typed.currency ? str(c.typed.currency->code()) : QString(),
                        str(quote.unitPrice.toString()), str(quote.unitPrice.currency().code()),
                        line(quote.vendor));
    }
    if (useQuotes)
        QuoteUsage::useQuotes(after.scenario, conflicts);
    // The same sentence for the dry run and the import: the dry run says what the import does.
    const bool dryRun = options.isSet(QStringLiteral("dry-run"));
    out += QStringLiteral("%1 %2 quote%3 to %4")
               .arg(dryRun ? QStringLiteral("Would add") : QStringLiteral("Added"))
               .arg(added)
               .arg(added == 1 ? "" : "s")
               .arg(file);
    if (added < static_cast<int>(result.accepted.size()))
        out += QStringLiteral(" (%1 already there)")
                   .arg(static_cast<int>(result.accepted.size()) - added);
    out += QLatin1Char('\n');
    const bool changes = added > 0 || (useQuotes && !conflicts.empty());
    if (dryRun) {
        out += QStringLiteral("Dry run: %1 not changed\n").arg(file);
    } else if (!changes) {
        // Nothing new: the file is left as it was, not rewritten with a new modification time.
        out += QStringLiteral("%1 not changed: it holds every quote already\n").arg(file);
    } else {
        content = std::move(after);
        ScenarioSource::saveEditedDocument(content, file, read);
    }
    streams.out << out;
    return kExitSuccess;
}

} // namespace

Command importPricesCommand()
{
    return {QStringLiteral("import-prices"),
            QStringLiteral("Import vendor quotes (CSV or XLSX) into a plan document"), runImportPrices};
}

} // namespace fabrictco::cli
