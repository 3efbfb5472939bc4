// SPDX-License-Identifier: GPL-3.0-or-later
// The report does not depend on the process locale: with the C library locale set to de_DE,
// fr_FR or zh_CN (LC_ALL, or LC_NUMERIC alone), the engines run, the report's HTML is the one
// written under "C", and the XLSX export holds the same sheets ("1234.5", never "1234,5", which
// libxlsxwriter's snprintf would write under a decimal-comma locale).
#include "core/model/Examples.h"
#include "report/ChartTextObject.h"
#include "report/ReportDataBuilder.h"
#include "report/ReportHtml.h"
#include "report/ReportText.h"
#include "report/SpreadsheetExport.h"
#include "tests/report/ReportTesting.h"
#include "tests/support/ProcessLocale.h"
#include "tests/support/TestNames.h"
#include "translations/I18n.h"

#include <QTemporaryDir>

#include <clocale>
#include <exception>
#include <gtest/gtest.h>
#include <string>

using namespace fabrictco;

namespace {

struct Written
{
    QString html;
    QString xlsx; ///< every part of the workbook but its creation time
};

QString workbookParts(const QString& path)
{
    QStringList parts = test::runTool(QStringLiteral("unzip"), {QStringLiteral("-Z1"), path})
                            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    parts.sort();
    QString text;
    for (const QString& part : parts) {
        if (part == QLatin1String("docProps/core.xml"))
            continue; // the time the file was written
        text += QStringLiteral("== ") + part + QLatin1Char('\n') +
                test::runTool(QStringLiteral("unzip"),
                              {QStringLiteral("-p"), path, test::unzipLiteral(part)});
    }
    return text;
}

/// The report's HTML and the XLSX of `example` in `language`, or what went wrong.
Written write(const char* example, const QString& language)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Scenario scenario = Examples::load(example, test::dataDir());
    ReportOptions options;
    options.language = language;
    options.trials = 1500;
    options.date = QDate(2026, 11, 29);
    Written written;
    try {
        const ReportData data = ReportDataBuilder::build(scenario, catalog, options);
        {
            const i18n::LanguageScope scope(language);
            const ReportText text(language);
            ChartTextObject charts;
            written.html = ReportHtml(data, text).build(charts);
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("export.xlsx"));
        SpreadsheetExport::write(path, data);
        written.xlsx = workbookParts(path);
    } catch (const std::exception& e) {
        written.html = QStringLiteral("failed: ") + QString::fromUtf8(e.what());
    }
    return written;
}

struct Variant
{
    int category;
    const char* name;
};

class ReportLocaleIndependenceTest : public ::testing::TestWithParam<const char*>
{
protected:
    void SetUp() override
    {
        test::reportApplication();
        // Fail, never skip: setlocale() would stay in "C" and the test would compare C with C.
        const std::string missing = test::missingTestLocales();
        ASSERT_TRUE(missing.empty()) << missing;
        ASSERT_TRUE(test::hasTool(QStringLiteral("unzip")))
            << "unzip is not installed: run sudo bash scripts/deps.sh";
    }
};

TEST_P(ReportLocaleIndependenceTest, HtmlAndWorkbookAreTheSameAsUnderC)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        Written expected;
        {
            const test::ProcessLocaleScope c(LC_ALL, "C");
            ASSERT_TRUE(c.ok());
            expected = write(GetParam(), language);
        }
        ASSERT_FALSE(expected.html.startsWith(QLatin1String("failed: ")))
            << expected.html.toStdString();
        ASSERT_TRUE(expected.xlsx.contains(QLatin1String("<v>"))) << "no number in the workbook";
        for (const Variant variant :
             {Variant{LC_ALL, "de_DE.UTF-8"}, Variant{LC_ALL, "fr_FR.UTF-8"},
              Variant{LC_ALL, "zh_CN.UTF-8"}, Variant{LC_NUMERIC, "de_DE.UTF-8"}}) {
            const test::ProcessLocaleScope locale(variant.category, variant.name);
            ASSERT_TRUE(locale.ok()) << variant.name;
            const Written actual = write(GetParam(), language);
            const std::string where =
                std::string(variant.category == LC_ALL ? "LC_ALL=" : "LC_NUMERIC=") + variant.name +
                ", --lang " + language.toStdString();
            EXPECT_EQ(actual.html.toStdString(), expected.html.toStdString()) << where;
            EXPECT_EQ(actual.xlsx.toStdString(), expected.xlsx.toStdString()) << where;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Examples, ReportLocaleIndependenceTest,
                         ::testing::Values("llm-training", "hft", "ceph-storage"),
                         test::exampleTestName);

} // namespace
