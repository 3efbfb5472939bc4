// SPDX-License-Identifier: GPL-3.0-or-later
// `fabrictco-cli rfq`: the plans' bills of materials as a request for quotation (XLSX or CSV).
#include "app/cli/CliErrors.h"
#include "app/cli/CliOptions.h"
#include "app/cli/Commands.h"
#include "app/cli/ReportCommandSupport.h"
#include "app/cli/ReportCommandTitles.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/ScenarioValidator.h"
#include "core/tco/CostModelBuilder.h"
#include "presentation/ExampleText.h"
#include "presentation/GrowthLimitText.h"
#include "presentation/PlainText.h"
#include "report/ReportError.h"
#include "report/RfqExport.h"
#include "report/SpreadsheetExport.h"
#include "storage/OutputPath.h"
#include "translations/I18n.h"

#include <QLocale>

#include <stdexcept>

namespace fabrictco::cli {

namespace {

int runRfq(const QStringList& arguments, CliStreams& streams)
{
    CliOptions options(
        QStringLiteral("rfq"),
        QStringLiteral(
            "Writes the plans' bills of materials as a request for quotation: per plan and\n"
            "item, the product, part number, description, quantity (spares included) and\n"
            "unit, with empty vendor, unit price, currency, quote date and validity columns\n"
            "for a vendor to fill. Read the filled file back with import-prices.\n"
            "See QUOTES.md (installed in share/doc/fabrictco)."));
    ScenarioSource::addOptions(options);
    options.addPositional(QStringLiteral("FILE"),
                          QStringLiteral("Plan document (.fabrictco); or use --example NAME."),
                          QStringLiteral("[FILE]"));
    addSpreadsheetOutputOption(options);
    options.addValueOption(QStringLiteral("plan"), QStringLiteral("ID"),
                           QStringLiteral("Only this plan (default: every plan)."));
    options.addValueOption(QStringLiteral("year"), QStringLiteral("N"),
                           QStringLiteral("The year whose installed quantities are asked "
                                          "(default 1)."));
    options.addFlag(QStringLiteral("all-years"),
                    QStringLiteral("A quantity column for every year of the horizon."));
    options.addFlag(QStringLiteral("buyers-copy"),
                    QStringLiteral("The buyer's own copy, never to be sent: each line also has "
                                   "its price to beat (the recommended plan against the "
                                   "runner-up, as price-to-beat computes it) and what it "
                                   "means, in columns marked \"Buyer only\"."));
    options.addValueOption(QStringLiteral("lang"), QStringLiteral("en|zh_CN"),
                           QStringLiteral("Language of the headers and descriptions "
                                          "(default en)."));
    if (!options.parse(arguments)) {
        streams.out << options.helpText();
        return kExitSuccess;
    }
    const QString out = spreadsheetOutput(options);
    const QString language =
        options.choice(QStringLiteral("lang"), i18n::availableLanguages(), QStringLiteral("en"));
    if (options.isSet(QStringLiteral("all-years")) && options.isSet(QStringLiteral("year")))
        throw UsageError("give --year N or --all-years, not both");

    ScenarioSource::Loaded input = ScenarioSource::load(options);
    Scenario& scenario = input.content.scenario;
    const QStringList inputs = input.fromDocument ? QStringList{input.origin} : QStringList{};
    // Before anything is computed: a file that cannot go where it is asked is said at once.
    if (const OutputPath::Target target = OutputPath::resolve(out, inputs); !target.ok())
        throw DataError("cannot write " + out.toStdString() + ": " +
                        target.refusal.toStdString());
    RfqExport::Choice choice;
    choice.planId = options.value(QStringLiteral("plan")).value_or(QString()).toStdString();
    if (!choice.planId.empty() &&
        std::none_of(scenario.plans.begin(), scenario.plans.end(),
                     [&](const PlanSpec& p) { return p.id == choice.planId; })) {
        QStringList ids;
        for (const PlanSpec& plan : scenario.plans)
            ids << QString::fromStdString(plan.id);
        throw UsageError("--plan: no plan \"" + choice.planId +
                         "\" (the plans are: " + ids.join(QStringLiteral(", ")).toStdString() +
                         ")");
    }
    choice.buyersCopy = options.isSet(QStringLiteral("buyers-copy"));
    if (choice.buyersCopy && scenario.plans.size() < 2)
        throw UsageError("--buyers-copy: the price to beat compares two plans, and the document "
                         "has one");
    if (!options.isSet(QStringLiteral("all-years")))
        choice.years = {int(options.integer(QStringLiteral("year"), 1, 1,
                                            scenario.cluster.horizonYears))};
    if (const auto problems = ScenarioValidator::validate(scenario); !problems.empty())
        throw DataError(ScenarioValidator::describe(problems));
    if (!input.fromDocument) {
        const i18n::LanguageScope scope(language);
        ExampleText::localize(scenario);
    }
    const Catalog catalog = ScenarioSource::catalogFor(input.content);
    Rfq rfq;
    try {
        rfq = RfqExport::write(out, scenario, catalog, choice, language, inputs);
    } catch (const TcoError& e) {
        throw DataError(GrowthLimitText::whyNoCosts(scenario, catalog,
                                                    QString::fromUtf8(e.what()), QLocale::c())
                            .join(QLatin1Char('\n'))
                            .toStdString());
    } catch (const ReportError& e) {
        throw DataError(e.what());
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (!rfq.plansLeftOut.empty()) {
        // Why each plan is left out, then what that means for the request (not the figures').
        QStringList sentences =
            GrowthLimitText::whyLeftOut(scenario, catalog, rfq.plansLeftOut, true, QLocale::c());
        sentences.removeLast();
        sentences << QStringLiteral("The request leaves out %1, which cannot be built for this "
                                    "cluster.")
                         .arg(GrowthLimitText::quotedNames(
                             GrowthLimitText::planNames(scenario, rfq.plansLeftOut)));
        for (const QString& sentence : sentences)
            streams.err << "Note: " << PlainText::forTerminalLine(sentence) << "\n";
    }
    // One arg() call: a path holding "%2" must not take the count.
    streams.out << QStringLiteral("wrote %1: %2 line%3%4\n")
                       .arg(PlainText::forTerminalLine(out), QString::number(rfq.lines.size()),
                            rfq.lines.size() == 1 ? QString() : QStringLiteral("s"),
                            choice.buyersCopy
                                ? QStringLiteral(" (the buyer's copy: do not send it)")
                                : QString());
    return kExitSuccess;
}

} // namespace

Command rfqCommand()
{
    return {QString::fromLatin1(kRfqCommandTitle.name),
            QString::fromLatin1(kRfqCommandTitle.summary), runRfq};
}

} // namespace fabrictco::cli
