// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/RfqExport.h"

#include "core/tco/BuildablePlans.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/PriceToBeat.h"
#include "core/tco/TcoEngine.h"
#include "presentation/CjkSpacing.h"
#include "presentation/EnumText.h"
#include "presentation/PlainText.h"
#include "presentation/PriceToBeatText.h"
#include "presentation/ProductText.h"
#include "report/CsvWriter.h"
#include "report/ReportClock.h"
#include "report/ReportError.h"
#include "report/SpreadsheetExport.h"
#include "report/XlsxWriter.h"
#include "storage/AtomicFile.h"
#include "translations/I18n.h"

#include <algorithm>

namespace fabrictco {

namespace {

/// A text from the document (a plan's name, its title) as a cell shows it: plain, one line.
QString plain(const std::string& text)
{
    return PlainText::forTerminal(QString::fromStdString(text));
}

QString planNames(const Scenario& scenario, const Rfq& rfq)
{
    QStringList names;
    for (const PlanSpec& plan : scenario.plans) {
        const bool asked = std::any_of(rfq.lines.begin(), rfq.lines.end(),
                                       [&](const RfqLine& l) { return l.planId == plan.id; });
        if (asked)
            names << plain(plan.name);
    }
    return names.join(QStringLiteral(" | "));
}

} // namespace

QString RfqExport::unit(RfqItem item)
{
    switch (item) {
    case RfqItem::Switch:
        return tr("switch");
    case RfqItem::FabricElement:
        return tr("fabric element");
    case RfqItem::Nic:
        return tr("NIC port");
    case RfqItem::Transceiver:
        return tr("module");
    case RfqItem::CopperCable:
    case RfqItem::AecCable:
    case RfqItem::AocCable:
    case RfqItem::OpticalCable:
        return tr("cable");
    }
    return {};
}

QString RfqExport::genericDescription(const PlanSpec& plan, const RfqLine& line)
{
    // The fabric's name meets the Chinese words without a space in the translation; spaced()
    // adds one after a Latin word ("InfiniBand 无源铜缆") and none after "（以太网）".
    return CjkSpacing::spaced(describe(plan, line));
}

QString RfqExport::describe(const PlanSpec& plan, const RfqLine& line)
{
    const QString fabric = EnumText::fabric(plan.fabric());
    const int speed = line.speedGbps;
    switch (line.item) {
    case RfqItem::Switch:
        return tr("%1 switch, %2 ports of %3 Gbit/s").arg(fabric).arg(line.ports).arg(speed);
    case RfqItem::FabricElement:
        return tr("%1 scheduled fabric element (cell switch), %2 ports of %3 Gbit/s")
            .arg(fabric)
            .arg(line.ports)
            .arg(speed);
    case RfqItem::Nic:
        return tr("%1 network adapter port, %2 Gbit/s").arg(fabric).arg(speed);
    case RfqItem::Transceiver:
        return tr("%1 optical transceiver module for %2 Gbit/s links").arg(fabric).arg(speed);
    case RfqItem::CopperCable:
        return tr("%1 passive copper cable (DAC), %2 Gbit/s").arg(fabric).arg(speed);
    case RfqItem::AecCable:
        return tr("%1 active electrical cable (AEC), %2 Gbit/s").arg(fabric).arg(speed);
    case RfqItem::AocCable:
        return tr("%1 active optical cable (AOC), %2 Gbit/s").arg(fabric).arg(speed);
    case RfqItem::OpticalCable:
        return tr("Fibre patch cable between two optical modules, %1 Gbit/s").arg(speed);
    }
    return {};
}

SpreadsheetSheet RfqExport::requestSheet(const Scenario& scenario, const Catalog& catalog,
                                         const Rfq& rfq, const PriceToBeatText* buyers)
{
    SpreadsheetSheet sheet;
    // The buyer's copy says so where it opens, in the sheet's tab (at most 31 characters).
    sheet.name = buyers ? tr("Buyer's copy, do not send") : tr("Request for quotation");
    // The headers are ones import-prices knows (storage/QuoteColumns): "Item (do not change)"
    // reads as "item", "Quantity, year 1 (spares included)" as a quantity, which it skips.
    sheet.columns << tr("Item (do not change)") << tr("Plan") << tr("Product")
                  << tr("Part number") << tr("Description");
    sheet.widths = {26, 20, 22, 14, 44};
    for (int year : rfq.years) {
        sheet.columns << tr("Quantity, year %1 (spares included)").arg(year)
                      << tr("Spares, year %1").arg(year);
        sheet.widths.insert(sheet.widths.end(), {13, 9});
    }
    sheet.columns << tr("Unit") << tr("Vendor") << tr("Unit price") << tr("Currency (CNY or USD)")
                  << tr("Quote date (YYYY-MM-DD)") << tr("Validity (date or 90 days)");
    sheet.widths.insert(sheet.widths.end(), {10, 18, 12, 12, 13, 14});
    if (buyers) {
        // "Buyer only" begins both headers: import-prices knows them as not the vendor's.
        // The price to beat is in its input's currency (a NIC quoted in USD in a yuan
        // document): the currency has a column of its own beside the figure.
        sheet.columns << tr("Buyer only: price to beat") << tr("Buyer only: currency or unit")
                      << tr("Buyer only: what it means");
        sheet.widths.insert(sheet.widths.end(), {16, 10, 60});
    }
    for (const RfqLine& line : rfq.lines) {
        const PlanSpec* plan = scenario.plan(line.planId);
        if (!plan)
            continue;
        const Product* product =
            line.productId.empty() ? nullptr : catalog.findProduct(line.productId);
        std::vector<SpreadsheetCell> row;
        row.push_back(SpreadsheetCell::textCell(QString::fromStdString(line.itemKey)));
        row.push_back(SpreadsheetCell::textCell(plain(plan->name)));
        row.push_back(SpreadsheetCell::textCell(QString::fromStdString(line.productId)));
        // "–" where the plan names a class of product, not a model: an empty column labelled
        // "Part number" read as one left unfilled (found by a stranger).
        const bool named = product && !product->partNumber.empty();
        row.push_back(SpreadsheetCell::textCell(named ? QString::fromStdString(product->partNumber)
                                                      : QStringLiteral("\u2013")));
        row.push_back(SpreadsheetCell::textCell(product ? ProductText::name(*product)
                                                        : genericDescription(*plan, line)));
        for (std::size_t y = 0; y < rfq.years.size(); ++y) {
            row.push_back(SpreadsheetCell::number(QString::number(line.quantities[y]),
                                                  SpreadsheetCell::Format::Integer));
            row.push_back(SpreadsheetCell::number(QString::number(line.spares[y]),
                                                  SpreadsheetCell::Format::Integer));
        }
        row.push_back(SpreadsheetCell::textCell(unit(line.item)));
        for (int fill = 0; fill < 5; ++fill)
            row.push_back(SpreadsheetCell::fillIn());
        if (buyers) {
            const PriceToBeatLine* target =
                buyers->find(line.planId, RequestForQuotation::priceKey(line.item));
            if (target && target->priceToBeat) {
                row.push_back(
                    SpreadsheetCell::number(QString::fromStdString(target->priceToBeat->toString()),
                                            SpreadsheetCell::Format::Money));
                row.push_back(SpreadsheetCell::textCell(target->unit));
                row.push_back(SpreadsheetCell::textCell(buyers->turningPoint(*target)));
            } else {
                row.push_back(SpreadsheetCell::textCell(QStringLiteral("\u2013")));
                row.push_back(SpreadsheetCell::textCell(QString()));
                row.push_back(SpreadsheetCell::textCell(
                    target ? buyers->turningPoint(*target)
                           //: %1 the recommended plan, %2 the runner-up.
                           : tr("the price to beat compares %1 and %2 only")
                                 .arg(buyers->recommendedName(), buyers->runnerUpName())));
            }
        }
        sheet.rows.push_back(std::move(row));
    }
    return sheet;
}

SpreadsheetSheet RfqExport::instructionsSheet(const Scenario& scenario, const Rfq& rfq,
                                              bool buyersCopy)
{
    SpreadsheetSheet sheet;
    sheet.name = tr("How to fill in");
    sheet.columns << tr("Request for quotation: %1").arg(plain(scenario.metadata.title));
    sheet.widths = {100};
    sheet.wrapText = true;
    QStringList lines;
    if (buyersCopy)
        lines << tr("BUYER'S COPY: do not send this file. Its \"Buyer only\" columns show the "
                    "price at which each item would make the runner-up as cheap as the "
                    "recommended plan. Send the vendor the request exported without the buyer's "
                    "copy.");
    lines << QStringList{
        tr("Prepared on %1 with FabricTCO %2 for: %3.")
            .arg(ReportClock::today().toString(Qt::ISODate), QStringLiteral(FABRICTCO_VERSION),
                 planNames(scenario, rfq)),
        tr("Each line is one item a plan buys. Its quantity is what the plan has installed in "
           "the year the column names, spares included."),
        tr("For each line you quote, fill in Vendor, Unit price (per unit, a decimal with a "
           "point such as 1234.50, without a currency sign or thousands spaces), Currency (CNY "
           "or USD), Quote date (such as 2026-11-02) and Validity (a date, or a period such as "
           "90 days)."),
        tr("Leave the price empty for a line you do not quote. Do not change the Item column: "
           "it tells which plan and product the price is for."),
        tr("Part number is the model the plan was priced with, where it names one; \"\u2013\" "
           "means any product that fits the description. To offer an equivalent, name it in "
           "the Vendor column after your company (such as \"Vendor B, part 123-456\")."),
        tr("Send the file back as XLSX or as CSV (UTF-8). The buyer imports it with "
           "File > Import quotes or with fabrictco-cli import-prices."),
    };
    for (const QString& text : lines)
        sheet.rows.push_back({SpreadsheetCell::textCell(text)});
    return sheet;
}

Rfq RfqExport::write(const QString& path, const Scenario& scenario, const Catalog& catalog,
                     const Choice& choice, const QString& language, const QStringList& inputs)
{
    const SpreadsheetExport::Format format = SpreadsheetExport::formatForPath(path);
    // A request for one plan prices that plan alone: another plan that cannot hold the cluster
    // refused it (found by a stranger). The buyer's copy compares the two best plans, so it
    // prices every plan.
    Scenario priced = scenario;
    TcoResult result;
    std::vector<std::string> leftOut;
    if (!choice.planId.empty() && !choice.buyersCopy &&
        std::any_of(scenario.plans.begin(), scenario.plans.end(),
                    [&](const PlanSpec& plan) { return plan.id == choice.planId; })) {
        std::erase_if(priced.plans, [&](const PlanSpec& plan) { return plan.id != choice.planId; });
        result = TcoEngine(catalog).evaluate(priced);
    } else {
        // A plan that cannot be built for the cluster is left out, as of every other figure: it
        // refused the whole request (found by a stranger).
        PricedPlans buildable = BuildablePlans::price(scenario, catalog);
        priced = std::move(buildable.scenario);
        result = std::move(buildable.tco);
        leftOut = std::move(buildable.leftOut);
    }
    Rfq rfq = RequestForQuotation::build(priced, result, choice.planId, choice.years);
    rfq.plansLeftOut = std::move(leftOut);
    // The buyer's copy: the exact price to beat of the recommended plan and the runner-up.
    std::optional<PriceToBeatResult> priceToBeat;
    const ComparedPlans pair = ComparedPlans::of(result);
    if (choice.buyersCopy && !pair.complete())
        throw ReportError(tr("The buyer's copy gives the price to beat of two plans, and only "
                             "one of the document's plans can be built for this cluster.")
                              .toStdString(),
                          ReportProblem::NoCosts);
    if (choice.buyersCopy)
        priceToBeat = PriceToBeat::compute(priced, catalog, pair.firstPlanId, pair.secondPlanId);
    std::vector<SpreadsheetSheet> sheets;
    {
        const i18n::LanguageScope scope(language);
        if (!scope.installed())
            throw ReportError("unknown language \"" + language.toStdString() +
                              "\": use en or zh_CN");
        std::map<std::string, QString> names;
        for (const PlanSpec& plan : scenario.plans)
            names[plan.id] = plain(plan.name.empty() ? plan.id : plan.name);
        std::unique_ptr<PriceToBeatText> buyers;
        if (priceToBeat)
            buyers =
                std::make_unique<PriceToBeatText>(*priceToBeat, std::vector<PriceToBeatOdds>{},
                                                  std::move(names), result.rounding, QLocale::c());
        sheets = {requestSheet(scenario, catalog, rfq, buyers.get()),
                  instructionsSheet(scenario, rfq, buyers != nullptr)};
    }
    if (format == SpreadsheetExport::Format::Xlsx) {
        XlsxWriter::Properties properties;
        properties.title = sheets.back().columns.front();
        properties.subject = planNames(scenario, rfq);
        properties.author = plain(scenario.metadata.author);
        properties.keywords = QStringLiteral("RFQ, InfiniBand, RoCE");
        properties.comments = QStringLiteral("FabricTCO %1").arg(QStringLiteral(FABRICTCO_VERSION));
        XlsxWriter::write(path, sheets, properties, inputs);
        return rfq;
    }
    const QString failure = AtomicFile::write(path, CsvWriter::writeTable(sheets.front()), inputs);
    if (!failure.isEmpty())
        throw cannotWriteError(path.toStdString(), failure.toStdString());
    return rfq;
}

} // namespace fabrictco
