// SPDX-License-Identifier: GPL-3.0-or-later
// A report priced with an organisation's catalog (OrganisationCatalog) says so: the cover's
// catalog line names it and counts its figures, each of its figures in the assumptions appendix
// says "(organisation catalog)" after its source, and the spreadsheet's properties name it.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "report/ChartTextObject.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportHtml.h"
#include "report/ReportInputSections.h"
#include "report/SpreadsheetExport.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ReportOrganisationCatalogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        ASSERT_TRUE(i18n::installLanguage(QStringLiteral("en")));
    }
    static ReportData reportData(const Catalog& catalog)
    {
        ReportOptions options;
        options.trials = 100;
        options.date = QDate(2026, 12, 5);
        return ReportDataBuilder::build(Examples::load("llm-training", test::dataDir()), catalog,
                                        options);
    }
    static Catalog withExample()
    {
        QFile file(
            QDir(test::dataDir()).filePath(QStringLiteral("organisation-catalog.example.json")));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return Catalog::loadDirectory(test::dataDir())
            .withOrganisation(Catalog::fromJson(file.readAll(), file.fileName()), "example");
    }
    static QString cover(const ReportData& data)
    {
        const ReportText text(QStringLiteral("en"));
        ChartTextObject charts;
        const QString html = ReportHtml(data, text).build(charts);
        return html.left(html.indexOf(QLatin1String(ReportHtml::kContentsMarker)));
    }
};

TEST_F(ReportOrganisationCatalogTest, TheCoverNamesItAndCountsItsFigures)
{
    const QString withIt = cover(reportData(withExample()));
    EXPECT_TRUE(
        withIt.contains(QStringLiteral("; 4 figures from the organisation's catalog "
                                       "&quot;Example Corp framework agreement 2026&quot;")))
        << withIt.toStdString();
    const QString without = cover(reportData(Catalog::loadDirectory(test::dataDir())));
    EXPECT_FALSE(without.contains(QStringLiteral("organisation's catalog")));
    EXPECT_TRUE(without.contains(QStringLiteral("newest source")));
}

TEST_F(ReportOrganisationCatalogTest, ItsFiguresSaySoInTheAssumptions)
{
    const ReportData data = reportData(withExample());
    const ReportText text(QStringLiteral("en"));
    const QString html = ReportInputSections(data, text).assumptions();
    // The salary and the power price once (shared); the InfiniBand switch's price and watts,
    // both figures of the product the organisation's file repeats.
    EXPECT_EQ(html.count(QStringLiteral("(organisation catalog)")), 4) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral(
        "Example Corp HR: loaded yearly cost of a network engineer in the 2027 budget "
        "(organisation catalog)")));
}

TEST_F(ReportOrganisationCatalogTest, TheSpreadsheetPropertiesNameIt)
{
    const auto property = [](const ReportData& data) {
        for (const auto& [name, value] : SpreadsheetExport::properties(data).custom)
            if (name == QStringLiteral("Organisation catalog"))
                return value;
        return QStringLiteral("(missing)");
    };
    EXPECT_EQ(property(reportData(withExample())).toStdString(),
              "Example Corp framework agreement 2026");
    EXPECT_EQ(property(reportData(Catalog::loadDirectory(test::dataDir()))).toStdString(), "none");
}

} // namespace

// The organisation's "quote" is its negotiated price, not a vendor's quote in this document;
// the same product's watts are its figure, not a price (found by a stranger, issue 41).
TEST_F(ReportOrganisationCatalogTest, ItsNegotiatedPricesSaySoAndItsWattsAreItsFigures)
{
    const ReportText text(QStringLiteral("en"));
    const QString html = ReportInputSections(reportData(withExample()), text).assumptions();
    // The power price and the switch price; the switch's watts are the organisation's figure.
    EXPECT_EQ(html.count(QStringLiteral(">negotiated price<")), 2) << html.toStdString();
    EXPECT_EQ(html.count(QStringLiteral(">organisation&#x27;s figure<")) +
                  html.count(QStringLiteral(">organisation's figure<")),
              1)
        << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("your organisation negotiated")));
    const QString without =
        ReportInputSections(reportData(Catalog::loadDirectory(test::dataDir())), text)
            .assumptions();
    EXPECT_FALSE(without.contains(QStringLiteral("negotiated")));
}

TEST_F(ReportOrganisationCatalogTest, ANewestSourceAfterTheReportsDateIsFlaggedOnTheCover)
{
    ReportData data = reportData(withExample());
    EXPECT_FALSE(cover(data).contains(QStringLiteral("after this report")));
    data.options.date = QDate(2025, 12, 31); // every figure of 2026 lies after it
    EXPECT_TRUE(cover(data).contains(QStringLiteral("(after this report&#x27;s date: check)")) ||
                cover(data).contains(QStringLiteral("(after this report's date: check)")))
        << cover(data).toStdString();
}
