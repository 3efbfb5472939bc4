// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportGenerator.h"

#include "core/model/Examples.h"
#include "core/risk/MonteCarloEngine.h"
#include "core/tco/StochasticModelBuilder.h"
#include "core/tco/TcoEngine.h"
#include "presentation/MoneyFormat.h"
#include "report/ReportError.h"
#include "tests/report/ReportTesting.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

struct Generated
{
    QString path;
    int pages = 0;
};

class ReportGeneratorTest : public ::testing::TestWithParam<const char*>
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        if (!test::hasTool(QStringLiteral("pdftotext")) ||
            !test::hasTool(QStringLiteral("pdffonts")) ||
            !test::hasTool(QStringLiteral("pdfimages")) ||
            !test::hasTool(QStringLiteral("pdfinfo")))
            GTEST_SKIP() << "poppler-utils is not installed";
        ASSERT_TRUE(m_dir.isValid());
        m_catalog = Catalog::loadDirectory(test::dataDir());
        m_scenario = Examples::load("llm-training", test::dataDir());
    }

    Generated generate(const QString& language, QPageSize::PageSizeId paper = QPageSize::A4)
    {
        ReportOptions options;
        options.language = language;
        options.paper = paper;
        options.trials = 2000;
        options.date = QDate(2026, 11, 29);
        Generated result;
        const QByteArray pdf = ReportGenerator::pdf(m_scenario, m_catalog, options, &result.pages);
        result.path = m_dir.filePath(language + QStringLiteral(".pdf"));
        QFile file(result.path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(pdf);
        return result;
    }

    QTemporaryDir m_dir;
    Catalog m_catalog;
    Scenario m_scenario;
};

TEST_P(ReportGeneratorTest, PrintsEveryTotalExactlyAsTheEngineFormatsIt)
{
    const QString language = QString::fromLatin1(GetParam());
    const Generated pdf = generate(language);
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {pdf.path, QStringLiteral("-")});
    ASSERT_FALSE(text.isEmpty());
    const TcoResult tco = TcoEngine(m_catalog).evaluate(m_scenario);
    const MoneyFormat format(language == QLatin1String("zh_CN")
                                 ? QLocale(QLocale::Chinese, QLocale::China)
                                 : QLocale(QLocale::English, QLocale::UnitedStates));
    ASSERT_EQ(tco.plans.size(), 2u);
    for (const PlanResult& plan : tco.plans) {
        EXPECT_TRUE(text.contains(format.format(plan.total.total)))
            << plan.planId << " total " << format.format(plan.total.total).toStdString();
        EXPECT_TRUE(text.contains(format.format(plan.npv))) << plan.planId << " NPV";
        EXPECT_TRUE(text.contains(format.format(plan.costPerGpuMonth))) << plan.planId;
        for (const YearResult& year : plan.years)
            EXPECT_TRUE(text.contains(format.formatAmount(year.nominal.total)))
                << plan.planId << " year " << year.year;
    }
}

TEST_P(ReportGeneratorTest, WordsCanBeFoundAsPrinted)
{
    // Latin ligatures would turn "fi" into U+FB01 and hide "InfiniBand" from search.
    const Generated pdf = generate(QString::fromLatin1(GetParam()));
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {pdf.path, QStringLiteral("-")});
    ASSERT_FALSE(text.isEmpty());
    for (const PlanSpec& plan : m_scenario.plans)
        EXPECT_TRUE(text.contains(QString::fromStdString(plan.name))) << plan.name;
    for (char16_t ligature = 0xFB00; ligature <= 0xFB06; ++ligature)
        EXPECT_FALSE(text.contains(QChar(ligature))) << "ligature U+" << std::hex << int(ligature);
}

TEST_P(ReportGeneratorTest, NamesEachPlansHardwareProducts)
{
    // The plan table lists the switch, NIC and optics; the model names stay in both languages.
    const Generated pdf = generate(QString::fromLatin1(GetParam()));
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {pdf.path, QStringLiteral("-")});
    EXPECT_TRUE(text.contains(QStringLiteral("QM9700"))) << "the IB plan's switch";
    EXPECT_TRUE(text.contains(QStringLiteral("Tomahawk 5"))) << "the RoCE plan's switch";
    EXPECT_TRUE(text.contains(QStringLiteral("ConnectX-7"))) << "the NIC";
}

TEST_P(ReportGeneratorTest, SensitivityInputsAreNamedInWordsNotKeys)
{
    // The tornado's table names each input as its chart does ("Transceiver price (plan)"), not by
    // its key ("price.transceiver (plan)").
    const Generated pdf = generate(QString::fromLatin1(GetParam()));
    // Chart labels and table cells wrap: the plan may be on the next line; Chinese brackets
    // are full-width.
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {pdf.path, QStringLiteral("-")}).simplified();
    ASSERT_FALSE(text.isEmpty());
    int named = 0;
    for (const PlanSpec& plan : m_scenario.plans) {
        const QString suffix =
            QStringLiteral(" ?[(（]%1[)）]")
                .arg(QRegularExpression::escape(QString::fromStdString(plan.name).simplified()));
        const QRegularExpression key(QStringLiteral("\\b[a-z_]+\\.[a-z_.]+") + suffix);
        EXPECT_FALSE(text.contains(key)) << text.toStdString().substr(
            std::size_t(std::max<qsizetype>(0, text.indexOf(key) - 40)), 120);
        named += int(text.count(QRegularExpression(QStringLiteral("\\p{L}[^(（.]*") + suffix)));
    }
    EXPECT_GE(named, 5) << "the table lists the ten largest inputs with their plans";
}

TEST_P(ReportGeneratorTest, PrintsTheRiskFiguresOfTheSameMonteCarloRun)
{
    const QString language = QString::fromLatin1(GetParam());
    const Generated pdf = generate(language);
    const QString text =
        test::runTool(QStringLiteral("pdftotext"), {pdf.path, QStringLiteral("-")});
    MonteCarloOptions options;
    options.trials = 2000; // as generate()
    const MonteCarloResult risk =
        MonteCarloEngine::run(buildStochasticModel(m_scenario, m_catalog), options);
    const MoneyFormat format(language == QLatin1String("zh_CN")
                                 ? QLocale(QLocale::Chinese, QLocale::China)
                                 : QLocale(QLocale::English, QLocale::UnitedStates));
    const Currency currency = m_scenario.cluster.currency;
    auto money = [&](double value) {
        return format.format(Money(
            Decimal::fromDouble(value, currency.minorUnitDigits(), m_scenario.cluster.rounding),
            currency));
    };
    ASSERT_EQ(risk.plans.size(), 2u);
    // Issue 13: the risk table's first row is the cost table's expected NPV (exact), not the
    // trials' sample mean, so the PDF never shows two different "averages".
    const TcoResult table = TcoEngine(m_catalog).evaluate(m_scenario);
    for (const PlanStatistics& plan : risk.plans) {
        for (double value : {plan.p5, plan.p50, plan.p95, plan.cvar95})
            EXPECT_TRUE(text.contains(money(value))) << plan.planId << " " << value;
        EXPECT_TRUE(text.contains(format.format(table.plan(plan.planId)->npv))) << plan.planId;
    }
}

TEST_P(ReportGeneratorTest, EmbedsEveryFont)
{
    const Generated pdf = generate(QString::fromLatin1(GetParam()));
    const QStringList lines = test::runTool(QStringLiteral("pdffonts"), {pdf.path})
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_GT(lines.size(), 2) << "no fonts listed";
    // name type encoding emb sub uni id: "emb" is the 4th column from the right ("yes"/"no").
    for (const QString& line : lines.mid(2)) {
        const QStringList columns = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        ASSERT_GE(columns.size(), 7) << line.toStdString();
        EXPECT_EQ(columns.at(columns.size() - 5), QStringLiteral("yes")) << line.toStdString();
    }
}

TEST_P(ReportGeneratorTest, HasNoRasterImages)
{
    const Generated pdf = generate(QString::fromLatin1(GetParam()));
    const QStringList lines =
        test::runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf.path})
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_EQ(lines.size(), 2) << "images found:\n" << lines.join(QLatin1Char('\n')).toStdString();
}

TEST_P(ReportGeneratorTest, PageCountMatchesTheLayoutAndTheFooter)
{
    const Generated pdf = generate(QString::fromLatin1(GetParam()));
    const QString info = test::runTool(QStringLiteral("pdfinfo"), {pdf.path});
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    ASSERT_TRUE(match.hasMatch());
    EXPECT_EQ(match.captured(1).toInt(), pdf.pages);
    // Cover, summary, two chart pages, tornado, yearly costs, risk, inputs, BOM, assumptions
    // (several pages), methodology.
    EXPECT_GE(pdf.pages, 12);
    const QString lastPage =
        test::runTool(QStringLiteral("pdftotext"),
                      {QStringLiteral("-f"), QString::number(pdf.pages), QStringLiteral("-l"),
                       QString::number(pdf.pages), pdf.path, QStringLiteral("-")});
    const QString footer = GetParam() == std::string("zh_CN")
                               ? QStringLiteral("第 %1 页，共 %1 页").arg(pdf.pages)
                               : QStringLiteral("Page %1 of %1").arg(pdf.pages);
    EXPECT_TRUE(lastPage.contains(footer)) << lastPage.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, ReportGeneratorTest, ::testing::Values("en", "zh_CN"));

TEST(ReportGeneratorPaperTest, LetterAndA4HaveTheirPageSizes)
{
    test::reportApplication();
    if (!test::hasTool(QStringLiteral("pdfinfo")))
        GTEST_SKIP() << "poppler-utils is not installed";
    QTemporaryDir dir;
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Scenario scenario = Examples::load("hft", test::dataDir());
    for (const auto& [paper, expected] :
         {std::pair{QPageSize::A4, QStringLiteral("(A4)")},
          std::pair{QPageSize::Letter, QStringLiteral("(letter)")}}) {
        ReportOptions options;
        options.paper = paper;
        options.trials = 500;
        const QString path = dir.filePath(QStringLiteral("paper.pdf"));
        ReportGenerator::writePdf(path, scenario, catalog, options);
        const QString info = test::runTool(QStringLiteral("pdfinfo"), {path});
        EXPECT_TRUE(info.contains(expected)) << info.toStdString();
    }
}

TEST(ReportGeneratorErrorTest, RejectsAnUnknownLanguageAndAnInvalidScenario)
{
    test::reportApplication();
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("hft", test::dataDir());
    ReportOptions options;
    options.language = QStringLiteral("fr");
    EXPECT_THROW(ReportGenerator::pdf(scenario, catalog, options), ReportError);
    options.language = QStringLiteral("en");
    scenario.cluster.nodes = 0;
    EXPECT_THROW(ReportGenerator::pdf(scenario, catalog, options), ReportError);
}

TEST(ReportGeneratorErrorTest, UnwritablePathLeavesNoFile)
{
    test::reportApplication();
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Scenario scenario = Examples::load("hft", test::dataDir());
    const QString path = QStringLiteral("/nonexistent-folder/report.pdf");
    ReportOptions options;
    options.trials = 500;
    EXPECT_THROW(ReportGenerator::writePdf(path, scenario, catalog, options), ReportError);
    EXPECT_FALSE(QFile::exists(path));
}

} // namespace

TEST(ReportGeneratorPlanIdsTest, ComparesTheFirstPlanOfEachFabricWhateverItsId)
{
    // A document whose original RoCE plan was removed keeps a copy named "roce-2": the report
    // compares it with the InfiniBand plan instead of refusing.
    test::reportApplication();
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    Scenario scenario = Examples::load("hft", test::dataDir());
    ASSERT_EQ(scenario.plans.size(), 2u);
    scenario.plans[1].id = "roce-2";
    ReportOptions options;
    options.trials = 500;
    int pages = 0;
    const QByteArray pdf = ReportGenerator::pdf(scenario, catalog, options, &pages);
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_GT(pages, 10);

    // One plan: a report without a comparison (it used to be refused), and it says why.
    Scenario onlyRoce = scenario;
    onlyRoce.plans.erase(onlyRoce.plans.begin());
    int onePlanPages = 0;
    const QByteArray single = ReportGenerator::pdf(onlyRoce, catalog, options, &onePlanPages);
    EXPECT_TRUE(single.startsWith("%PDF-"));
    EXPECT_GT(onePlanPages, 5);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("one-plan.pdf"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(single);
    file.close();
    const QString text = test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    EXPECT_TRUE(text.contains(QStringLiteral("nothing to compare")))
        << text.left(2000).toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("Recommendation:")));
}
