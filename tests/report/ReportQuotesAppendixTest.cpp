// SPDX-License-Identifier: GPL-3.0-or-later
// The report's vendor-quotes appendix on a document that holds many quotes (found by a
// stranger, issue 34): 1,000 quotes took half a minute to lay out, 10,000 more than ten. The
// quotes that set a price are listed, then others up to a few pages, and the rest are counted.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "report/ReportGenerator.h"
#include "tests/report/ReportTesting.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

TEST(ReportQuotesAppendixTest, QuotesThatSetAPriceAreListedAndTheRestCounted)
{
    test::reportApplication();
    if (!test::hasTool(QStringLiteral("pdftotext")))
        GTEST_SKIP() << "pdftotext (poppler-utils) is not installed";
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    // 500 quotes for the same item: the latest (the last one's date) sets the price.
    for (int i = 0; i < 500; ++i)
        scenario.quotes.push_back(
            Quote{"ib.price.switch", "Vendor " + std::to_string(i),
                  Money::parse(std::to_string(30000 + i), scenario.cluster.currency),
                  i == 499 ? "2026-11-30" : "2026-11-01", "", "q.csv"});
    ReportOptions options;
    options.trials = 200;
    options.date = QDate(2026, 12, 1);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.pdf"));
    ReportGenerator::writePdf(path, scenario, Catalog::loadDirectory(test::dataDir()), options);
    const QString text = test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")})
                             .simplified();
    EXPECT_TRUE(text.contains(QStringLiteral("Vendor 499"))) << "the quote in use is listed";
    EXPECT_TRUE(text.contains(QStringLiteral("Vendor 0 ")));
    EXPECT_FALSE(text.contains(QStringLiteral("Vendor 300 ")));
    EXPECT_TRUE(text.contains(QStringLiteral("440 more quotes, none of which sets a price, are "
                                             "not listed here")))
        << "60 of 500 are listed";
}

} // namespace
