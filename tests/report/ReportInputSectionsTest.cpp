// SPDX-License-Identifier: GPL-3.0-or-later
// The assumptions appendix (issue 41): a catalog price dated more than 18 months before the
// report's date says "<date>: check" in its date and comes first in its part, and the appendix
// says how many there are; other figures and prices within the 18 months are not flagged.
#include "report/ReportInputSections.h"

#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "presentation/ParameterText.h"
#include "report/HtmlTable.h"
#include "report/ReportDataBuilder.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ReportInputSectionsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    }

    /// An example's report data, with a short risk run (the appendix does not read it).
    static ReportData exampleData(const char* example)
    {
        ReportOptions options;
        options.trials = 100;
        return ReportDataBuilder::build(Examples::load(example, test::dataDir()),
                                        Catalog::loadDirectory(test::dataDir()), options);
    }
    /// The assumptions appendix in English.
    static QString assumptionsOf(const ReportData& data)
    {
        return ReportInputSections(data, ReportText(QStringLiteral("en"))).assumptions();
    }

    /// The appendix's rows, part by part: for each, whether it is flagged.
    static std::vector<std::vector<bool>>
    flaggedByPart(const QDate& reportDate,
                  const Catalog& catalog = Catalog::loadDirectory(test::dataDir()))
    {
        ReportOptions options;
        options.trials = 100;
        options.date = reportDate;
        const ReportData data = ReportDataBuilder::build(
            Examples::load("llm-training", test::dataDir()), catalog, options);
        const ReportText text(QStringLiteral("en"));
        const QString html = ReportInputSections(data, text).assumptions();
        std::vector<std::vector<bool>> parts;
        for (const QString& row : html.split(QStringLiteral("<tr")).mid(1)) {
            if ((QStringLiteral("<tr") + row).startsWith(HtmlTable::sectionRowStart())) {
                parts.emplace_back();
                continue;
            }
            if (!parts.empty())
                parts.back().push_back(row.contains(QStringLiteral(": check<")));
        }
        long flagged = 0;
        for (const auto& part : parts)
            flagged += long(std::count(part.begin(), part.end(), true));
        // "N catalog figure(s) in this report marked "check"": a salary or a rate is counted
        // as well as a price, so the sentence says figures, not prices.
        static const QRegularExpression count(
            QStringLiteral("(\\d+) catalog figures? in this report"));
        const QRegularExpressionMatch said = count.match(html);
        EXPECT_EQ(said.hasMatch(), flagged > 0)
            << "the appendix says how many figures to check, when there are some";
        if (said.hasMatch()) {
            EXPECT_EQ(said.captured(1).toLong(), flagged) << "the count is the rows flagged";
        }
        return parts;
    }
};

TEST_F(ReportInputSectionsTest, OldPricesAreFlaggedAndComeFirstInTheirPart)
{
    // Long after every figure's date, every catalog price is flagged.
    const auto parts = flaggedByPart(QDate(2040, 1, 1));
    ASSERT_GE(parts.size(), 3u); // shared, then each plan
    int flagged = 0;
    for (const std::vector<bool>& part : parts) {
        // Flagged rows form the part's head: none after the first unflagged one.
        const auto firstUnflagged = std::find(part.begin(), part.end(), false);
        EXPECT_EQ(std::find(firstUnflagged, part.end(), true), part.end());
        flagged += int(std::count(part.begin(), part.end(), true));
    }
    // Each plan prices at least its switch, NIC and optics from the catalog.
    EXPECT_GE(flagged, 6);
}

TEST_F(ReportInputSectionsTest, NothingIsFlaggedWhenEveryPriceIsWithinEighteenMonths)
{
    // The bundled catalog with every figure dated June 2026, in a report of December 2026.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ASSERT_TRUE(QFile::copy(QDir(test::dataDir()).filePath(QStringLiteral("presets.json")),
                            dir.filePath(QStringLiteral("presets.json"))));
    QFile bundled(QDir(test::dataDir()).filePath(QStringLiteral("catalog.json")));
    ASSERT_TRUE(bundled.open(QIODevice::ReadOnly));
    QString json = QString::fromUtf8(bundled.readAll());
    json.replace(QRegularExpression(QStringLiteral("\"date\": \"[0-9-]+\"")),
                 QStringLiteral("\"date\": \"2026-06\""));
    QFile recent(dir.filePath(QStringLiteral("catalog.json")));
    ASSERT_TRUE(recent.open(QIODevice::WriteOnly));
    recent.write(json.toUtf8());
    recent.close();
    for (const std::vector<bool>& part :
         flaggedByPart(QDate(2026, 12, 1), Catalog::loadDirectory(dir.path()))) {
        EXPECT_EQ(std::count(part.begin(), part.end(), true), 0);
    }
}

// A source cannot be from the future: in a report dated before its figures' dates (every
// bundled figure is dated 2020 or later), each catalog price is flagged for a check.
TEST_F(ReportInputSectionsTest, APriceDatedAfterTheReportIsFlagged)
{
    int flagged = 0;
    for (const std::vector<bool>& part : flaggedByPart(QDate(2019, 12, 31)))
        flagged += int(std::count(part.begin(), part.end(), true));
    EXPECT_GE(flagged, 6);
}

// A firm value's sentence in the window says how to give it a range ("use the value's menu");
// on paper there is no menu (found by a stranger in the ceph-storage report).
TEST_F(ReportInputSectionsTest, AFirmValueIsNotToldToUseAMenuOnPaper)
{
    const QString html = assumptionsOf(exampleData("ceph-storage"));
    EXPECT_TRUE(html.contains(QStringLiteral("Firm: priced as given")))
        << "the example has quoted or typed values";
    EXPECT_FALSE(html.contains(QStringLiteral("menu")));
}

// Each plan's part lists the inputs its own cost reads: RoCE's tuning losses and configuration
// incidents are not an InfiniBand plan's assumptions, nor InfiniBand's loss a RoCE plan's.
TEST_F(ReportInputSectionsTest, APlansPartListsOnlyTheInputsOfItsFabric)
{
    const ReportData data = exampleData("llm-training");
    const QStringList parts = assumptionsOf(data).split(HtmlTable::sectionRowStart()).mid(1);
    ASSERT_EQ(parts.size(), qsizetype(data.plans.size() + 1)); // shared, then each plan
    int checked = 0;
    for (std::size_t i = 0; i < data.plans.size(); ++i) {
        const Fabric fabric = data.plans[i].spec.fabric();
        const QString& part = parts[qsizetype(i + 1)];
        for (const ParameterSpec& spec : ParameterRegistry::instance().all()) {
            const std::optional<Fabric> only = ParameterRegistry::onlyForFabric(spec.key);
            if (!only || spec.scope != ParameterScope::Plan ||
                !ParameterRegistry::onlyWithSwitch(spec.key).empty())
                continue;
            const QString row =
                ParameterText::label(spec).toHtmlEscaped() + QStringLiteral("<br/>");
            EXPECT_EQ(part.contains(row),
                      *only == fabric && data.plans[i].parameters.all().count(spec.key) > 0)
                << spec.key << " in the part of " << data.plans[i].spec.name;
            ++checked;
        }
    }
    EXPECT_GE(checked, 20);
}

// SHARP's licence is an InfiniBand plan's assumption only with SHARP on, and its remaining
// loss a shared one only when some plan has it on (found by a stranger: "SHARP licence ≈133.33
// USD per node-year" was listed for a plan without SHARP).
TEST_F(ReportInputSectionsTest, SharpsInputsAreListedOnlyWithSharpOn)
{
    const QString licence =
        ParameterText::label(ParameterRegistry::instance().at("licence.sharp_per_node"))
            .toHtmlEscaped() +
        QStringLiteral("<br/>");
    const QString remaining =
        ParameterText::label(ParameterRegistry::instance().at("congestion.sharp_remaining"))
            .toHtmlEscaped() +
        QStringLiteral("<br/>");
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    ASSERT_EQ(scenario.plans.front().fabric(), Fabric::InfiniBand);
    ReportOptions options;
    options.trials = 100;
    const auto appendix = [&] {
        return assumptionsOf(
            ReportDataBuilder::build(scenario, Catalog::loadDirectory(test::dataDir()), options));
    };
    scenario.plans.front().overrides["sharp"] = ParameterValue{Decimal(0), std::nullopt};
    const QString without = appendix();
    EXPECT_FALSE(without.contains(licence));
    EXPECT_FALSE(without.contains(remaining));
    scenario.plans.front().overrides["sharp"] = ParameterValue{Decimal(1), std::nullopt};
    const QString with = appendix();
    EXPECT_TRUE(with.contains(licence));
    EXPECT_TRUE(with.contains(remaining));
}

} // namespace
