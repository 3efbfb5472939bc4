// SPDX-License-Identifier: GPL-3.0-or-later
// No figure depends on the process locale: every fabrictco-cli command prints the same bytes and
// writes the same documents, PDF text, CSV and XLSX under C, de_DE, fr_FR and zh_CN (LC_ALL,
// LANG or LC_NUMERIC alone). Runs the real executable, as a user would: its QCoreApplication
// sets the C library locale from the environment, which in-process tests never see.
#include "app/cli/CommandRegistry.h"
#include "tests/support/ProcessLocale.h"
#include "tests/support/ProcessRun.h"
#include "tests/support/TestData.h"
#include "tests/support/TestNames.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cctype>
#include <gtest/gtest.h>
#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace {

/// One command line; `output` names the file it writes (relative to the working folder), whose
/// content is compared too: text of a PDF, every part of an XLSX, bytes of anything else.
struct Step
{
    QStringList arguments;
    QString output;
    int exitCode = 0; ///< under "C"
};

struct Case
{
    std::string name;
    std::vector<Step> steps;
    std::vector<std::pair<QString, QByteArray>> inputs; ///< files written before the first step
};

/// The environment of one run: the locale variables set, every other LC_* and LANG removed.
struct Environment
{
    std::string name;
    std::vector<std::pair<QString, QString>> variables;
};

const Environment& baseline()
{
    static const Environment c{"LC_ALL=C", {{QStringLiteral("LC_ALL"), QStringLiteral("C")}}};
    return c;
}

std::vector<Environment> otherEnvironments()
{
    std::vector<Environment> all;
    for (const char* name : {"de_DE.UTF-8", "fr_FR.UTF-8", "zh_CN.UTF-8"})
        all.push_back({std::string("LC_ALL=") + name,
                       {{QStringLiteral("LC_ALL"), QString::fromLatin1(name)}}});
    // What a desktop session sets, and a decimal comma through LC_NUMERIC alone.
    all.push_back({"LANG=fr_FR.UTF-8", {{QStringLiteral("LANG"), QStringLiteral("fr_FR.UTF-8")}}});
    all.push_back({"LANG=en_US.UTF-8 LC_NUMERIC=de_DE.UTF-8",
                   {{QStringLiteral("LANG"), QStringLiteral("en_US.UTF-8")},
                    {QStringLiteral("LC_NUMERIC"), QStringLiteral("de_DE.UTF-8")}}});
    return all;
}

QProcessEnvironment processEnvironment(const Environment& environment)
{
    QProcessEnvironment result = QProcessEnvironment::systemEnvironment();
    for (const QString& key : result.keys()) {
        if (key == QLatin1String("LANG") || key == QLatin1String("LANGUAGE") ||
            key.startsWith(QLatin1String("LC_")))
            result.remove(key);
    }
    for (const auto& [key, value] : environment.variables)
        result.insert(key, value);
    result.insert(QStringLiteral("FABRICTCO_DATA_DIR"), fabrictco::test::dataDir());
    if (!result.contains(QStringLiteral("QT_QPA_PLATFORM")))
        result.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return result;
}

using fabrictco::test::runProcess;
using Finished = fabrictco::test::ProcessRun;

QString cli()
{
    return QStringLiteral(FABRICTCO_CLI_EXECUTABLE);
}

/// What a written file says: a PDF's text (its creation date is not text), an XLSX's parts.
QString fileContent(const QString& path, const QProcessEnvironment& environment)
{
    const QString folder = QFileInfo(path).absolutePath();
    if (path.endsWith(QLatin1String(".pdf"))) {
        const Finished text =
            runProcess(QStringLiteral("pdftotext"),
                       {QStringLiteral("-layout"), path, QStringLiteral("-")}, environment, folder);
        return QStringLiteral("(pdftotext exit %1)\n").arg(text.exitCode) +
               QString::fromUtf8(text.out);
    }
    if (path.endsWith(QLatin1String(".xlsx"))) {
        const Finished list =
            runProcess(QStringLiteral("unzip"), {QStringLiteral("-Z1"), path}, environment, folder);
        QStringList parts =
            QString::fromUtf8(list.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        parts.sort();
        QString content = QStringLiteral("(unzip exit %1)\n").arg(list.exitCode);
        for (const QString& part : parts) {
            const Finished bytes =
                runProcess(QStringLiteral("unzip"),
                           {QStringLiteral("-p"), path, fabrictco::test::unzipLiteral(part)},
                           environment, folder);
            content += QStringLiteral("== ") + part + QLatin1Char('\n') +
                       QString::fromUtf8(bytes.out) + QLatin1Char('\n');
        }
        return content;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("(no file)");
    return QString::fromUtf8(file.readAll());
}

/// The clock is not a figure: documents record when they were written, the report prints
/// today's date, the XLSX its creation time.
QString withoutClock(QString text)
{
    static const QRegularExpression timestamp(
        QStringLiteral(R"(\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)?)"));
    static const QRegularExpression longDate(QStringLiteral(
        "(January|February|March|April|May|June|July|August|September|October|November|"
        "December) \\d{1,2}, \\d{4}"));
    text.replace(timestamp, QStringLiteral("<time>"));
    text.replace(longDate, QStringLiteral("<date>"));
    return text;
}

struct Transcript
{
    QString text;
    std::vector<int> exitCodes;
};

/// Runs every step of `c` in a fresh folder (documents are shared between steps) under
/// `environment` and writes down all it printed and wrote.
Transcript transcript(const Case& c, const Environment& environment)
{
    QTemporaryDir folder;
    for (const auto& [name, bytes] : c.inputs) {
        QFile file(QDir(folder.path()).filePath(name));
        if (file.open(QIODevice::WriteOnly))
            file.write(bytes);
    }
    const QProcessEnvironment variables = processEnvironment(environment);
    Transcript result;
    for (const Step& step : c.steps) {
        const Finished run = runProcess(cli(), step.arguments, variables, folder.path());
        result.exitCodes.push_back(run.exitCode);
        result.text +=
            QStringLiteral("$ fabrictco-cli ") + step.arguments.join(QLatin1Char(' ')) +
            QStringLiteral("\nexit %1 %2\n--- stdout\n").arg(run.exitCode).arg(run.problem) +
            QString::fromUtf8(run.out) + QStringLiteral("--- stderr\n") +
            QString::fromUtf8(run.err);
        if (!step.output.isEmpty())
            // pdftotext and unzip run in "C": only fabrictco-cli sees the locale under test.
            result.text += QStringLiteral("--- ") + step.output + QLatin1Char('\n') +
                           fileContent(QDir(folder.path()).filePath(step.output),
                                       processEnvironment(baseline()));
    }
    result.text = withoutClock(result.text);
    return result;
}

QStringList args(const char* line)
{
    return QString::fromUtf8(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

Step step(const char* line, const char* output = "", int exitCode = 0)
{
    return {args(line), QString::fromUtf8(output), exitCode};
}

/// The command names `fabrictco-cli --help` lists.
QStringList listedCommands()
{
    const Finished help = runProcess(cli(), {QStringLiteral("--help")},
                                     processEnvironment(baseline()), QDir::tempPath());
    QStringList names;
    bool inList = false;
    for (const QString& line : QString::fromUtf8(help.out).split(QLatin1Char('\n'))) {
        if (line == QLatin1String("Commands:"))
            inList = true;
        else if (inList && line.startsWith(QLatin1String("  ")))
            names << line.trimmed().section(QLatin1Char(' '), 0, 0);
        else if (inList)
            break;
    }
    return names;
}

const char* const kExamples[] = {"llm-training", "hft", "ceph-storage"};

std::vector<Case> cases()
{
    std::vector<Case> all;
    auto add = [&](std::string name, std::vector<Step> steps,
                   std::vector<std::pair<QString, QByteArray>> inputs = {}) {
        for (char& ch : name)
            ch = std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
        all.push_back({std::move(name), std::move(steps), std::move(inputs)});
    };
    add("help", {step("--help"), step("--version")});
    std::vector<Step> helps;
    for (const fabrictco::cli::Command& command : fabrictco::cli::commands())
        helps.push_back({{command.name, QStringLiteral("--help")}, {}, 0});
    add("command_help", helps, {});

    add("bom_design",
        {step("bom --fabric ib --nodes 1000 --oversubscription 1.5 --spares 2.5"),
         step("bom --fabric roce --nodes 333 --rails 4 --radix 128 --oversubscription "
              "2.25 --copper-max-meters 2.5 --leaf-spine-meters 30.5 --json"),
         // A decimal comma is refused in every locale, with the same message.
         step("bom --fabric ib --nodes 100 --oversubscription 1,5", "", 2)});
    add("tco_overrides",
        {step("tco --example llm-training --growth 12.5 --discount-rate 7.25 --gpu-hour-value "
              "2.75 --currency CNY --json"),
         step("tco --example hft --nodes 300 --years 4 --rounding half-up --discount-rate 3.5"),
         step("tco --example llm-training --discount-rate 7,5", "", 2)});
    for (const char* example : kExamples) {
        const std::string e = example;
        auto on = [](const std::string& line) {
            return step(line.c_str());
        };
        add("bom_" + e, {on("bom --example " + e), on("bom --example " + e + " --json")});
        add("tco_" + e, {on("tco --example " + e), on("tco --example " + e + " --json"),
                         on("tco --example " + e + " --breakdown")});
        const std::string small = " --trials 1500 --seed 7";
        add("risk_" + e,
            {on("risk --example " + e + small), on("risk --example " + e + small + " --json")});
        add("sweep_" + e,
            {on("sweep --example " + e + small + " --nodes 16:1024 --points 6"),
             on("sweep --example " + e + small + " --nodes 16:1024 --points 6 --csv"),
             on("sweep --example " + e + small + " --nodes 16:1024 --points 6 --json")});
        add("sensitivity_" + e,
            {on("sensitivity --example " + e), on("sensitivity --example " + e + " --json")});
        add("price_to_beat_" + e,
            {on("price-to-beat --example " + e), on("price-to-beat --example " + e + " --json")});
        add("recommend_" + e, {on("recommend --example " + e + small),
                               on("recommend --example " + e + small + " --json"),
                               on("recommend --example " + e + small + " --lang zh_CN")});
    }
    // The defaults (trials, seed, sweep range) of the commands that failed under de_DE.
    add("defaults", {step("risk"), step("sweep --nodes 64:2048 --points 5"), step("sensitivity"),
                     step("recommend --json")});

    // A document through its whole life: written, edited with decimals, given quotes, read.
    add("document",
        {step("new --example hft -o plan.fabrictco"),
         step("set plan.fabrictco power.pue=1.25 gpu_hour_value=2.5USD roce.price.switch=98000.5 "
              "ib.design.spares_percent=2.5"),
         step("set plan.fabrictco power.pue=1,3", "", 2),
         step("import-prices plan.fabrictco quotes.csv --dry-run"),
         step("import-prices plan.fabrictco quotes.csv"), step("show plan.fabrictco"),
         step("show plan.fabrictco --json"), step("tco plan.fabrictco --json"),
         step("bom plan.fabrictco --json"),
         step("risk plan.fabrictco --trials 1500 --seed 7 --json"),
         // A third plan and a copy: the figures of every plan, under every locale.
         step("plan duplicate plan.fabrictco roce roce-copy --name RoCE-copy-1,5"),
         step("plan add plan.fabrictco whitebox --fabric roce --name White-box"),
         step("plan rename plan.fabrictco whitebox White-box-2,5"),
         step("recommend plan.fabrictco --trials 1500 --seed 7 --json"),
         step("plan remove plan.fabrictco whitebox"), step("show plan.fabrictco --json")},
        {{QStringLiteral("quotes.csv"),
          "item,vendor,unit price,currency,quote date,validity\n"
          "roce.price.switch,Vendor B,98000.25,USD,2026-11-02,90 days\n"
          "ib.price.switch,Vendor A,\"123,456.75\",USD,2026-11-02,\n"
          "ib.price.nic,Vendor A,1234.5,CNY,2026-11-02,\n"}});
#ifdef FABRICTCO_HAVE_REPORT
    add("report",
        {step("report --example llm-training -o r.pdf --trials 1500", "r.pdf"),
         step("report --example hft -o z.pdf --trials 1500 --lang zh_CN --paper Letter", "z.pdf")});
    add("export", {step("export --example llm-training -o e.xlsx --trials 1500", "e.xlsx"),
                   step("export --example ceph-storage -o e.csv --trials 1500", "e.csv"),
                   step("export --example hft -o z.xlsx --trials 1500 --lang zh_CN", "z.xlsx")});
    // A plan that outgrows its fabric is left out, and the note says why; the figures of a
    // refusal when none fits, worded by the code the window shares, read "12.288 nodes" under
    // de_DE.
    add("outgrown", {step("new --example llm-training -o big.fabrictco"),
                     step("set big.fabrictco cluster.nodes=8192"), step("tco big.fabrictco"),
                     // Not compared as files: `set` saved the document at a time of its own
                     // in each run, and the reports name its hash.
                     step("report big.fabrictco -o b.pdf --trials 1500"),
                     step("export big.fabrictco -o b.xlsx --trials 1500"),
                     step("set big.fabrictco cluster.nodes_by_year=8192,16384,32768,65536,99000"),
                     step("report big.fabrictco -o n.pdf --trials 1500", "", 1),
                     step("export big.fabrictco -o n.xlsx --trials 1500", "", 1)});
    add("rfq", {step("rfq --example llm-training -o q.xlsx --all-years", "q.xlsx"),
                step("rfq --example hft -o q.csv --year 2 --lang zh_CN", "q.csv")});
#endif
    return all;
}

/// QProcess wants a QCoreApplication; created once and never destroyed.
void ensureApplication()
{
    static int argc = 1;
    static char name[] = "locale-test";
    static char* argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv);
}

/// Fails (never skips) without the locales or the tools that read the PDF and XLSX: without
/// them every comparison would quietly compare "C" with "C", or nothing with nothing.
void requireLocalesAndTools()
{
    const std::string missing = fabrictco::test::missingTestLocales();
    ASSERT_TRUE(missing.empty()) << missing;
    for (const char* tool : {"pdftotext", "unzip"})
        ASSERT_FALSE(QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            << tool << " is not installed (poppler-utils, unzip): run sudo bash scripts/deps.sh";
}

/// Names the case in test output (gtest would print the struct's bytes).
void PrintTo(const Case& c, std::ostream* out)
{
    *out << c.name;
}

class LocaleIndependenceTest : public ::testing::TestWithParam<Case>
{
protected:
    void SetUp() override
    {
        ensureApplication();
        ASSERT_NO_FATAL_FAILURE(requireLocalesAndTools());
    }
};

void expectSameInEveryLocale(const Case& c)
{
    const Transcript expected = transcript(c, baseline());
    ASSERT_EQ(expected.exitCodes.size(), c.steps.size());
    for (std::size_t i = 0; i < c.steps.size(); ++i)
        EXPECT_EQ(expected.exitCodes[i], c.steps[i].exitCode)
            << "under LC_ALL=C: fabrictco-cli "
            << c.steps[i].arguments.join(QLatin1Char(' ')).toStdString() << "\n"
            << expected.text.toStdString();
    // Every written file was read: an unreadable PDF or XLSX would compare equal everywhere.
    static const QRegularExpression unread(
        QStringLiteral(R"(\((pdftotext|unzip) exit [^0]|\(no file\))"));
    ASSERT_FALSE(expected.text.contains(unread)) << expected.text.toStdString();
    for (const Environment& environment : otherEnvironments()) {
        const Transcript actual = transcript(c, environment);
        // EXPECT_EQ on the strings prints a line diff when they differ.
        EXPECT_EQ(actual.text.toStdString(), expected.text.toStdString())
            << "the output under " << environment.name << " differs from the output under "
            << baseline().name;
    }
}

} // namespace

TEST_P(LocaleIndependenceTest, EveryFigureIsTheSameAsUnderC)
{
    expectSameInEveryLocale(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Cli, LocaleIndependenceTest, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& p) { return p.param.name; });

TEST(LocaleIndependenceCoverageTest, EveryCommandTheCliListsIsCompared)
{
    ensureApplication();
    const QStringList listed = listedCommands();
    ASSERT_FALSE(listed.isEmpty()) << "fabrictco-cli --help listed no command";
    QStringList known;
    for (const fabrictco::cli::Command& command : fabrictco::cli::commands())
        known << command.name;
    EXPECT_EQ(listed, known);
    std::set<QString> compared;
    for (const Case& c : cases()) {
        for (const Step& s : c.steps) {
            if (!s.arguments.isEmpty() && !s.arguments.contains(QLatin1String("--help")))
                compared.insert(s.arguments.first());
        }
    }
    for (const QString& command : listed)
        EXPECT_TRUE(compared.count(command)) << command.toStdString() << " is never run";
}
