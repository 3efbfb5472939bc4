// SPDX-License-Identifier: GPL-3.0-or-later
// The report's assumptions say which figures are firm and which are ranges, and price each as
// the tables do (issue 35, item 1): a quoted price is firm, shown as quoted; a default with a
// range is shown at its mean, with its range and most likely value.
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "report/ReportGenerator.h"
#include "tests/report/ReportTesting.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

class ReportFirmFiguresTest : public test::PdfReadBackTest<>
{
};

TEST_F(ReportFirmFiguresTest, TheAssumptionsSayWhatIsFirmAndWhatIsARange)
{
    Scenario scenario = Examples::load("llm-training", test::dataDir());
    scenario.quotes.push_back(Quote{"ib.price.switch", "NVIDIA",
                                    Money::parse("30000", Currency::usd()), "2026-11-30", "",
                                    "quotes.csv line 2"});
    ReportOptions options;
    options.trials = 200;
    options.date = QDate(2026, 12, 1);
    const QString path = m_dir.filePath(QStringLiteral("r.pdf"));
    ReportGenerator::writePdf(path, scenario, Catalog::loadDirectory(test::dataDir()), options);
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}).simplified();
    EXPECT_TRUE(text.contains(QStringLiteral("Firm: priced as given")));
    EXPECT_TRUE(text.contains(QStringLiteral("Priced at its expected value, ≈183.33 (range 100 to "
                                             "300, most likely 150)")))
        << "the copper cable's default";
    // The appendix shows a computed mean as the window's field does, rounded with "≈" (issue
    // 39: "183.333333333" beside the description's 183.33); the quote to its last digit.
    EXPECT_TRUE(text.contains(QStringLiteral("≈183.33 USD per cable")));
    EXPECT_FALSE(text.contains(QStringLiteral("183.333333333")));
    EXPECT_TRUE(text.contains(QStringLiteral("30,000 USD per switch Quote from NVIDIA")))
        << text.toStdString();
}

} // namespace
