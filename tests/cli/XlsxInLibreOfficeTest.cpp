// SPDX-License-Identifier: GPL-3.0-or-later
// The exported workbook as an analyst's spreadsheet reads it (issue 39): the real fabrictco-cli
// exports an example, LibreOffice opens the XLSX and saves it as flat ODS, and the cells are read
// back. The yearly sheet holds data rows only, every table has a filter, the seed is text, and
// the sweep sheet has the gap and per-GPU-month series. Needs LibreOffice
// (libreoffice-calc-nogui): CI's extras stage installs it; without it the test says so and skips.
#include "tests/cli/LibreOfficeRun.h"
#include "tests/support/CoreApplication.h"
#include "tests/support/ProcessRun.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>
#include <map>

namespace {

using fabrictco::test::runProcess;

std::string said(const fabrictco::test::ProcessRun& run)
{
    return (run.out + run.err).toStdString();
}

/// One sheet as LibreOffice saved it: its rows of cell texts, and which cells are strings.
struct Sheet
{
    std::vector<QStringList> rows;
    std::vector<std::vector<bool>> isString;
};

/// The sheets of a flat ODS file, by name (repeated cells and rows expanded, up to a bound).
std::map<QString, Sheet> readSheets(const QString& xml)
{
    std::map<QString, Sheet> sheets;
    QXmlStreamReader reader(xml);
    Sheet* sheet = nullptr;
    int repeat = 1;
    QString valueType;
    QString text;
    bool inCell = false;
    int paragraphs = 0; // text:p depth: only their characters are the cell's (not indentation)
    while (!reader.atEnd()) {
        reader.readNext();
        const QStringView name = reader.qualifiedName();
        if (reader.isStartElement()) {
            if (name == u"table:table") {
                sheet = &sheets[reader.attributes().value(QLatin1String("table:name")).toString()];
            } else if (name == u"table:table-row" && sheet) {
                sheet->rows.emplace_back();
                sheet->isString.emplace_back();
            } else if ((name == u"table:table-cell" || name == u"table:covered-table-cell") &&
                       sheet && !sheet->rows.empty()) {
                const auto attributes = reader.attributes();
                repeat = std::min(
                    64, std::max(1, attributes.value(QLatin1String("table:number-columns-repeated"))
                                        .toInt()));
                valueType = attributes.value(QLatin1String("office:value-type")).toString();
                text.clear();
                inCell = true;
            } else if (name == u"text:p" && inCell) {
                if (!text.isEmpty())
                    text += QLatin1Char('\n');
                ++paragraphs;
            }
        } else if (reader.isCharacters() && inCell && paragraphs > 0) {
            text += reader.text();
        } else if (reader.isEndElement() && name == u"text:p" && paragraphs > 0) {
            --paragraphs;
        } else if (reader.isEndElement() && inCell &&
                   (name == u"table:table-cell" || name == u"table:covered-table-cell")) {
            for (int i = 0; i < repeat; ++i) {
                sheet->rows.back() << text;
                sheet->isString.back().push_back(valueType == u"string");
            }
            inCell = false;
        }
    }
    // Drop trailing empty cells and rows (LibreOffice pads to the used range).
    for (auto& [ignored, s] : sheets) {
        for (std::size_t r = 0; r < s.rows.size(); ++r)
            while (!s.rows[r].isEmpty() && s.rows[r].back().isEmpty()) {
                s.rows[r].removeLast();
                s.isString[r].pop_back();
            }
        while (!s.rows.empty() && s.rows.back().isEmpty()) {
            s.rows.pop_back();
            s.isString.pop_back();
        }
    }
    return sheets;
}

TEST(XlsxInLibreOfficeTest, AnAnalystsSheetsHoldDataRowsFiltersAndEverySeries)
{
    fabrictco::test::ensureCoreApplication();
    const QString soffice = fabrictco::test::sofficePath();
    if (soffice.isEmpty())
        GTEST_SKIP() << "LibreOffice is not installed (Debian package libreoffice-calc-nogui); "
                        "CI's extras stage runs this test with it";
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QProcessEnvironment environment = fabrictco::test::libreOfficeEnvironment(folder.path());
    const auto exported = runProcess(QStringLiteral(FABRICTCO_CLI_EXECUTABLE),
                                     {"export", "--example", "hft", "-o", "e.xlsx", "--trials",
                                      "500", "--seed", "9007199254740993"},
                                     environment, folder.path());
    ASSERT_TRUE(exported.ok()) << said(exported);
    const QString out = QDir(folder.path()).filePath(QStringLiteral("out"));
    const auto converted =
        runProcess(soffice, {"--headless", "--convert-to", "fods", "--outdir", out, "e.xlsx"},
                   environment, folder.path(), 180'000);
    ASSERT_TRUE(converted.ok()) << said(converted);
    QFile file(QDir(out).filePath(QStringLiteral("e.fods")));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << said(converted);
    const QString xml = QString::fromUtf8(file.readAll());
    const std::map<QString, Sheet> sheets = readSheets(xml);

    // Yearly costs: a header, then one row per plan and year, each year a number.
    ASSERT_TRUE(sheets.count(QStringLiteral("Yearly costs")));
    const Sheet& yearly = sheets.at(QStringLiteral("Yearly costs"));
    ASSERT_EQ(yearly.rows.size(), 1u + 2u * 3u); // hft: two plans, three years
    for (std::size_t r = 1; r < yearly.rows.size(); ++r) {
        EXPECT_FALSE(yearly.isString[r].at(1)) << yearly.rows[r].join(u'|').toStdString();
        EXPECT_NE(yearly.rows[r].at(1), QStringLiteral("Total"));
    }
    ASSERT_TRUE(sheets.count(QStringLiteral("Totals over the horizon")));
    EXPECT_EQ(sheets.at(QStringLiteral("Totals over the horizon")).rows.size(), 3u);

    // The seed, above 2^53, as text with every digit.
    const Sheet& risk = sheets.at(QStringLiteral("Risk summary"));
    ASSERT_GE(risk.rows.size(), 2u);
    EXPECT_EQ(risk.rows[1].back(), QStringLiteral("9007199254740993"));
    EXPECT_TRUE(risk.isString[1].back());

    // The sweep: the gap band and the per-GPU-month series, data rows only.
    const Sheet& sweep = sheets.at(QStringLiteral("Node-count sweep"));
    ASSERT_GE(sweep.rows.size(), 2u);
    const QString header = sweep.rows.front().join(u'|');
    for (const char* column : {"Minus InfiniBand NDR, P5 (USD)", "Minus InfiniBand NDR, P95 (USD)",
                               "P95 per GPU-month (USD)", "Overrun at P95 per GPU-month (USD)"})
        EXPECT_TRUE(header.contains(QLatin1String(column))) << header.toStdString();
    for (std::size_t r = 1; r < sweep.rows.size(); ++r)
        EXPECT_FALSE(sweep.isString[r].at(0)) << sweep.rows[r].join(u'|').toStdString();

    // A filter on every table's header row.
    for (const char* name : {"Bill of materials", "Yearly costs", "Totals over the horizon",
                             "Risk summary", "Node-count sweep"}) {
        // The sheet's name is quoted in the address, as ' or as the entity &apos;.
        const QString sheet = QStringLiteral("(?:'|&apos;)?%1(?:'|&apos;)?")
                                  .arg(QRegularExpression::escape(QLatin1String(name)));
        const QRegularExpression filtered(
            QStringLiteral("<table:database-range [^>]*table:target-range-address=\"%1\\.A1:"
                           "[^\"]*\"[^>]*table:display-filter-buttons=\"true\"")
                .arg(sheet));
        EXPECT_TRUE(xml.contains(filtered)) << name;
    }
}

} // namespace
