// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliErrors.h"
#include "core/model/Catalog.h"
#include "core/model/ParameterResolver.h"
#include "storage/PlanDocument.h"
#include "tests/cli/CliRun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using test::runCli;

class ImportPricesCommandTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_path = m_dir.filePath(QStringLiteral("a.fabrictco"));
        m_csv = m_dir.filePath(QStringLiteral("quotes.csv"));
        ASSERT_EQ(runCli({QStringLiteral("new"), QStringLiteral("-o"), m_path}).code,
                  cli::kExitSuccess);
        test::writeFile(m_csv, "\xEF\xBB\xBF物料;供应商;单价;币种;报价日期;有效期\r\n"
                               "roce.price.switch;供应商 B;98000.00;USD;2026-11-02;90天\r\n"
                               "no.such.item;X;1;USD;2026-11-02;\r\n");
    }
    QTemporaryDir m_dir;
    QString m_path;
    QString m_csv;
};

TEST_F(ImportPricesCommandTest, DryRunReportsRowsAndChangesNothing)
{
    const QByteArray before = test::fileBytes(m_path);
    const auto r =
        runCli({QStringLiteral("import-prices"), m_path, m_csv, QStringLiteral("--dry-run")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("line 2: ok")));
    EXPECT_TRUE(
        r.out.contains(QStringLiteral("line 3: rejected  unknown item key \"no.such.item\"")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("1 accepted, 1 rejected")));
    EXPECT_EQ(test::fileBytes(m_path), before);
}

TEST_F(ImportPricesCommandTest, ImportAddsQuotesThatOverrideTheCatalogWithProvenance)
{
    const auto r = runCli({QStringLiteral("import-prices"), m_path, m_csv});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    const Scenario s = PlanDocument::open(m_path).scenario;
    ASSERT_EQ(s.quotes.size(), 1u);
    EXPECT_EQ(s.quotes[0].origin, "quotes.csv line 2");
    EXPECT_EQ(s.quotes[0].validUntil, "2027-01-31");
    const PlanSpec* roce = nullptr;
    for (const PlanSpec& plan : s.plans) {
        if (plan.design.fabric == Fabric::RoCE)
            roce = &plan;
    }
    ASSERT_NE(roce, nullptr);
    const Quote* used = ParameterResolver::findQuote(s, *roce, "price.switch");
    ASSERT_NE(used, nullptr);
    EXPECT_EQ(used->unitPrice, Money::parse("98000", Currency::usd()));
}

TEST_F(ImportPricesCommandTest, ATypedValueIsKeptAndNamedUnlessUseQuotesIsGiven)
{
    ASSERT_EQ(
        runCli({QStringLiteral("set"), m_path, QStringLiteral("roce.price.switch=90000USD")}).code,
        cli::kExitSuccess);
    auto r = runCli({QStringLiteral("import-prices"), m_path, m_csv});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Keeps the typed value of roce.price.switch: typed "
                                              "90000 USD, quote 98000.00 USD (供应商 B)")))
        << r.out.toStdString();
    EXPECT_EQ(PlanDocument::open(m_path).scenario.plans[1].overrides.count("price.switch"), 1u);

    // The same file again, with --use-quotes after "Keeps the typed value": the quote is there
    // already, and the typed value goes all the same (a stranger's second run changed nothing).
    ASSERT_EQ(runCli({QStringLiteral("set"), m_path,
                      QStringLiteral("roce.price.switch=85000..90000..99000USD")})
                  .code,
              cli::kExitSuccess);
    r = runCli({QStringLiteral("import-prices"), m_path, m_csv, QStringLiteral("--use-quotes")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Uses the quote for roce.price.switch")))
        << r.out.toStdString();
    {
        const PlanSpec roce = PlanDocument::open(m_path).scenario.plans[1];
        EXPECT_EQ(roce.overrides.count("price.switch"), 0u);
        EXPECT_EQ(roce.uncertainty.count("price.switch"), 0u) << "the quote is firm";
    }
    // Once more: nothing to do, and the file is not rewritten.
    const QByteArray before = test::fileBytes(m_path);
    r = runCli({QStringLiteral("import-prices"), m_path, m_csv});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("not changed"))) << r.out.toStdString();
    EXPECT_EQ(test::fileBytes(m_path), before);
    ASSERT_EQ(runCli({QStringLiteral("set"), m_path, QStringLiteral("roce.price.switch=90000USD")})
                  .code,
              cli::kExitSuccess);

    // A later quote from the same file again, with --use-quotes: the typed value goes.
    test::writeFile(m_csv, "item,vendor,unit price,currency,quote date\n"
                           "roce.price.switch,Vendor C,97000,USD,2026-11-20\n");
    r = runCli({QStringLiteral("import-prices"), m_path, m_csv, QStringLiteral("--use-quotes")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Uses the quote for roce.price.switch")))
        << r.out.toStdString();
    EXPECT_EQ(PlanDocument::open(m_path).scenario.plans[1].overrides.count("price.switch"), 0u);
}

TEST_F(ImportPricesCommandTest, FileLevelProblemsAreDataErrors)
{
    test::writeFile(m_csv, "vendor,price\nA,1\n");
    const auto r = runCli({QStringLiteral("import-prices"), m_path, m_csv});
    EXPECT_EQ(r.code, cli::kExitDataError);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no item"))) << r.err.toStdString();
    test::writeFile(m_csv, "item,unit price,currency,quote date\nnope,1,USD,2026-01-01\n");
    EXPECT_EQ(runCli({QStringLiteral("import-prices"), m_path, m_csv}).code, cli::kExitDataError);
    EXPECT_EQ(runCli({QStringLiteral("import-prices"), m_path,
                      m_dir.filePath(QStringLiteral("none.csv"))})
                  .code,
              cli::kExitDataError);
    EXPECT_EQ(runCli({QStringLiteral("import-prices"), m_path}).code, cli::kExitUsageError);
}

TEST_F(ImportPricesCommandTest, TheDryRunSaysWhatTheImportDoesWithRepeatsAndConflicts)
{
    // Issue 34: the dry run said 51 accepted where the import added 2.
    test::writeFile(m_csv, "item,vendor,unit price,currency,quote date\n"
                           "roce.price.switch,B,98000,USD,2026-11-02\n"
                           "roce.price.switch,B,98000,USD,2026-11-02\n"
                           "ib.price.switch,A,228000.50,USD,2026-11-02\n"
                           "ib.price.switch,A,1.00,USD,2026-11-03\n"
                           "ib.price.nic,C,1.00,USD,2200-01-01\n");
    const auto dry =
        runCli({QStringLiteral("import-prices"), m_path, m_csv, QStringLiteral("--dry-run")});
    ASSERT_EQ(dry.code, cli::kExitSuccess) << dry.err.toStdString();
    EXPECT_TRUE(dry.out.contains(QStringLiteral("line 3: repeat    the same as line 2")))
        << dry.out.toStdString();
    EXPECT_TRUE(dry.out.contains(QStringLiteral("line 4: rejected  conflicts with line 5")));
    EXPECT_TRUE(dry.out.contains(QStringLiteral("line 6: rejected  quote date 2200-01-01 is in "
                                                "the future")));
    EXPECT_TRUE(dry.out.contains(QStringLiteral("1 accepted, 3 rejected, 1 repeated")));
    EXPECT_TRUE(dry.out.contains(QStringLiteral("Would add 1 quote to ")));
    const auto done = runCli({QStringLiteral("import-prices"), m_path, m_csv});
    ASSERT_EQ(done.code, cli::kExitSuccess) << done.err.toStdString();
    EXPECT_TRUE(done.out.contains(QStringLiteral("Added 1 quote to ")));
    EXPECT_EQ(PlanDocument::open(m_path).scenario.quotes.size(), 1u);
    // Again: the quote is there already, and both runs say so alike.
    const auto again =
        runCli({QStringLiteral("import-prices"), m_path, m_csv, QStringLiteral("--dry-run")});
    EXPECT_TRUE(again.out.contains(QStringLiteral("Would add 0 quotes to ")));
    EXPECT_TRUE(again.out.contains(QStringLiteral("(1 already there)")));
}

TEST_F(ImportPricesCommandTest, AQuoteThatPricesNoPlanSaysSo)
{
    // A quote for a product no plan picked (yet): accepted, and said to price nothing now.
    test::writeFile(m_csv, "item,vendor,unit price,currency,quote date\n"
                           "roce-sn5600,Acme,31000,USD,2026-11-02\n"
                           "ib:price.switch,Acme,29000,USD,2026-11-02\n");
    const auto r =
        runCli({QStringLiteral("import-prices"), m_path, m_csv, QStringLiteral("--dry-run")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    ASSERT_GE(lines.size(), 2);
    EXPECT_TRUE(lines[0].endsWith(QStringLiteral("prices no plan now (no plan uses this item)")))
        << lines[0].toStdString();
    EXPECT_FALSE(lines[1].contains(QStringLiteral("prices no plan"))) << lines[1].toStdString();
}

TEST_F(ImportPricesCommandTest, AProductKeepsItsClassCeilingAndAPlansProductMustBeItsOwn)
{
    // Found by a stranger: a NIC quoted at 10^7 + 0.01 by product passed (the switch's 10^8 was
    // applied), and plan ib "quoted" a RoCE switch.
    test::writeFile(m_csv, "item,vendor,unit price,currency,quote date\n"
                           "ib:nic-cx7-400g,Acme,10000000.01,USD,2026-11-02\n"
                           "ib:roce-th5-64x800,Acme,31000,USD,2026-11-02\n"
                           "ib:ib-ndr-qm9700,Acme,29000,USD,2026-11-02\n");
    const auto r =
        runCli({QStringLiteral("import-prices"), m_path, m_csv, QStringLiteral("--dry-run")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("line 2: rejected  unit price \"10000000.01\" must be at most 10000000")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "line 3: rejected  item \"ib:roce-th5-64x800\" names a product plan ib does not use")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("1 accepted, 2 rejected"))) << r.out.toStdString();
}

} // namespace
} // namespace fabrictco
