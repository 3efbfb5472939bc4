// SPDX-License-Identifier: GPL-3.0-or-later
// What fabrictco-cli prints from a document is plain text for the terminal: an escape sequence
// in a title, a plan name or a vendor must never reach the terminal raw (it could set the window
// title or clear the screen), in text or in JSON, on stdout or in an error message.
#include "app/cli/CliErrors.h"
#include "core/model/ScenarioJson.h"
#include "storage/PlanDocument.h"
#include "tests/cli/CliRun.h"
#include "tests/support/MarkupDocument.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using test::runCli;

/// Fails when `text` holds a character a terminal could act on (C0 but tab and line feed, DEL,
/// C1).
void expectNothingForTheTerminal(const QString& text, const QStringList& command)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        const bool bidi = c == 0x061c || c == 0x200e || c == 0x200f ||
                          (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
        if ((c < 0x20 && c != u'\n' && c != u'\t') || (c >= 0x7f && c <= 0x9f) || bidi) {
            ADD_FAILURE() << command.join(QLatin1Char(' ')).toStdString() << " printed U+"
                          << std::hex << int(c) << " raw, after \""
                          << text.mid(std::max<qsizetype>(0, i - 30), 30).toStdString() << "\"";
            return;
        }
    }
}

class PlainTextCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("markup.fabrictco"));
        m_document = test::markupDocument(m_dir.filePath(QStringLiteral("x.png")));
        PlanDocument::save(m_document, m_path);
    }

    test::CliRun run(const QStringList& arguments)
    {
        test::CliRun r = runCli(arguments);
        expectNothingForTheTerminal(r.out, arguments);
        expectNothingForTheTerminal(r.err, arguments);
        return r;
    }

    QTemporaryDir m_dir;
    QString m_path;
    DocumentContent m_document;
};

TEST_F(PlainTextCliTest, ShowPrintsEveryTextWithItsControlCodesVisible)
{
    const auto r = run({QStringLiteral("show"), m_path});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    // Markup is printed as it is; each control code as its escape.
    EXPECT_TRUE(
        r.out.contains(QStringLiteral("<b>bold</b> &amp; title [*] %1%2 %9 %L1 \\u001b]0;pwned\\u0007")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("\\u001b[2J<i>author</i> %1%2 %9 %L1 \\u007f\\u009b")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("<b>bold</b> &amp; %1%2 %9 %L1 IB\\u001b[2J")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("link</a> %1%2 %9 %L1 RoCE\\u001b]0;pwned\\u0007")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("link</a> vendor %1%2 %9 %L1 \\u001b[2J")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("<b>bold</b> source \\u001b[2J")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("\\u001b]0;pwned\\u0007\\u001b[2J")));
}

TEST_F(PlainTextCliTest, ShowJsonEscapesEveryControlCodeAndKeepsTheTexts)
{
    const auto r = run({QStringLiteral("show"), m_path, QStringLiteral("--json")});
    ASSERT_EQ(r.code, cli::kExitSuccess) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("\\u001b")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("\\u007f")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("\\u009b")));
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    // The escapes are JSON's: a reader gets the document's texts back exactly.
    const Scenario scenario =
        ScenarioJson::fromJson(json.object().value(QStringLiteral("scenario")).toObject());
    EXPECT_EQ(scenario.metadata, m_document.scenario.metadata);
    EXPECT_EQ(scenario.plans, m_document.scenario.plans);
    EXPECT_EQ(scenario.quotes, m_document.scenario.quotes);
}

TEST_F(PlainTextCliTest, EveryCommandThatPrintsADocumentPrintsNoControlCode)
{
    const QString csv = m_dir.filePath(QStringLiteral("quotes.csv"));
    test::writeFile(csv,
                    "item,vendor,unit price,currency,quote date\n"
                    "roce.price.switch,\"\x1b]0;pwned\x07<b>vendor</b>\",98000,USD,2026-11-02\n"
                    "no.such.item\x1b[2J,X,1,USD,2026-11-02\n");
    const QString trials = QStringLiteral("200");
    const std::vector<QStringList> commands{
        {QStringLiteral("tco"), m_path},
        {QStringLiteral("tco"), m_path, QStringLiteral("--breakdown")},
        {QStringLiteral("tco"), m_path, QStringLiteral("--json")},
        {QStringLiteral("bom"), m_path},
        {QStringLiteral("bom"), m_path, QStringLiteral("--json")},
        {QStringLiteral("risk"), m_path, QStringLiteral("--trials"), trials},
        {QStringLiteral("risk"), m_path, QStringLiteral("--trials"), trials,
         QStringLiteral("--json")},
        {QStringLiteral("sweep"), m_path, QStringLiteral("--trials"), trials,
         QStringLiteral("--points"), QStringLiteral("3"), QStringLiteral("--nodes"),
         QStringLiteral("16:1024")},
        {QStringLiteral("sweep"), m_path, QStringLiteral("--trials"), trials,
         QStringLiteral("--points"), QStringLiteral("3"), QStringLiteral("--nodes"),
         QStringLiteral("16:1024"), QStringLiteral("--csv")},
        {QStringLiteral("sensitivity"), m_path},
        {QStringLiteral("recommend"), m_path, QStringLiteral("--trials"), trials},
        {QStringLiteral("recommend"), m_path, QStringLiteral("--trials"), trials,
         QStringLiteral("--json")},
        {QStringLiteral("import-prices"), m_path, csv, QStringLiteral("--dry-run")},
    };
    for (const QStringList& command : commands) {
        const auto r = run(command);
        EXPECT_EQ(r.code, cli::kExitSuccess)
            << command.join(QLatin1Char(' ')).toStdString() << ": " << r.err.toStdString();
        EXPECT_FALSE(r.out.isEmpty()) << command.join(QLatin1Char(' ')).toStdString();
    }
    // The plan names are among what they print, literally.
    EXPECT_TRUE(run({QStringLiteral("tco"), m_path})
                    .out.contains(QStringLiteral("<b>bold</b> &amp; %1%2 %9 %L1 IB\\u001b[2J")));
    EXPECT_TRUE(run({QStringLiteral("bom"), m_path})
                    .out.contains(QStringLiteral("link</a> %1%2 %9 %L1 RoCE\\u001b]0;pwned\\u0007")));
    EXPECT_TRUE(run({QStringLiteral("import-prices"), m_path, csv, QStringLiteral("--dry-run")})
                    .out.contains(QStringLiteral("\\u001b]0;pwned\\u0007<b>vendor</b>")));
}

TEST_F(PlainTextCliTest, ErrorsThatQuoteWhatTheyWereGivenPrintNoControlCode)
{
    const auto r = run({QStringLiteral("set"), m_path, QStringLiteral("\x1b[2Jtitle=x")});
    EXPECT_EQ(r.code, cli::kExitUsageError);
    EXPECT_TRUE(r.err.contains(QStringLiteral("\\u001b[2J"))) << r.err.toStdString();
    EXPECT_TRUE(r.out.isEmpty());
    const auto unknown = run({QStringLiteral("\x1b]0;pwned\x07")});
    EXPECT_EQ(unknown.code, cli::kExitUsageError);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("\\u001b]0;pwned\\u0007")))
        << unknown.err.toStdString();
}

TEST_F(PlainTextCliTest, SetStoresTheTextAsGivenAndShowPrintsItVisibly)
{
    const QString name = QStringLiteral("<img src=/tmp/x.png>\x1b[2J");
    ASSERT_EQ(run({QStringLiteral("set"), m_path, QStringLiteral("ib.name=") + name}).code,
              cli::kExitSuccess);
    EXPECT_EQ(QString::fromStdString(PlanDocument::open(m_path).scenario.plans.at(0).name), name);
    EXPECT_TRUE(run({QStringLiteral("show"), m_path})
                    .out.contains(QStringLiteral("<img src=/tmp/x.png>\\u001b[2J")));
}

TEST_F(PlainTextCliTest, BidiControlsAndLineBreaksInTheDocumentAreShownEscaped)
{
    // Issue 34: U+202E in a title showed "exe.pdf" for "fdp.exe", and a line break in a title
    // or vendor printed a line that read as the program's own.
    DocumentContent content = m_document;
    content.scenario.metadata.title = "Offer \u202Efdp.exe\nQuotes (0, status as of 2026-01-01):";
    content.scenario.plans.front().name = "IB\nPlans (9):";
    content.scenario.quotes.push_back({"ib.price.switch", "Acme\u2066\nfake line",
                                       Money::parse("30000", Currency::usd()), "2026-11-02", "",
                                       "q.csv line 2"});
    PlanDocument::save(content, m_path);
    const test::CliRun shown = run({QStringLiteral("show"), m_path});
    ASSERT_EQ(shown.code, cli::kExitSuccess) << shown.err.toStdString();
    EXPECT_TRUE(shown.out.contains(
        QStringLiteral("Title:        Offer \\u202efdp.exe\\u000aQuotes (0, status as of")))
        << shown.out.toStdString();
    EXPECT_TRUE(shown.out.contains(QStringLiteral("IB\\u000aPlans (9):")));
    EXPECT_TRUE(shown.out.contains(QStringLiteral("Acme\\u2066\\u000afake line")));
    for (const QString& lineShown : shown.out.split(QLatin1Char('\n')))
        EXPECT_FALSE(lineShown.startsWith(QStringLiteral("Plans (9)")) ||
                     lineShown.startsWith(QStringLiteral("fake line")))
            << lineShown.toStdString();
    for (const QStringList& command :
         {QStringList{"tco", m_path}, QStringList{"bom", m_path},
          QStringList{"recommend", m_path, "--trials", "200"},
          QStringList{"risk", m_path, "--trials", "200"}}) {
        const test::CliRun r = run(command);
        EXPECT_FALSE(r.out.contains(QStringLiteral("\nPlans (9):"))) << r.out.toStdString();
    }
}

} // namespace
} // namespace fabrictco
