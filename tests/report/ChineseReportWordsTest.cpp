// SPDX-License-Identifier: GPL-3.0-or-later
// The zh_CN report is Chinese throughout (issue 15, item 4): outside the names of things (vendors,
// products, protocols, the document's own names and notes) and units, no English words. Counts
// the Latin-letter words in the text a reader gets out of the PDF (pdftotext) for every bundled
// example, after removing the parameter keys (shown on purpose, small, as a reference).
#include "core/model/Catalog.h"
#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "presentation/ProductText.h"
#include "report/ReportGenerator.h"
#include "tests/report/ReportTesting.h"
#include "translations/I18n.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>
#include <gtest/gtest.h>
#include <map>

using namespace fabrictco;

namespace {

/// More than this many English words per report fails: a handful may remain where a sentence
/// quotes a source, but a whole untranslated column or section is hundreds.
constexpr int kMaxEnglishWords = 20;

/// Names and units that stay Latin in a Chinese text: vendors, products, protocols, papers,
/// standard abbreviations and units. Each is a name, never an English word of the language.
const QSet<QString>& names()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        for (const char* word :
             {// fabrics, protocols and techniques
              "InfiniBand", "RoCE", "RDMA", "SHARP", "PFC", "ECN", "DCQCN", "ECMP", "NDR", "XDR",
              "IB", "UFM", "NOS", "OSFP", "QSFP", "DAC", "AEC", "AOC", "AR", "ASIC", "NIC", "NICs",
              "GPU", "GPUs", "CPU", "DPU", "Arm", "PUE", "AI", "IT", "HPC", "HFT", "CFD", "Ceph",
              "AllReduce", "NCCL", "Spectrum", "BlueField", "SuperNIC", "ConnectX", "LinkX",
              "Quantum", "QM", "SN", "Tomahawk", "Cumulus", "SuperPOD", "DGX", "Ethernet",
              // vendors, publications and sources
              "NVIDIA", "Broadcom", "Meta", "Llama", "Microsoft", "Alibaba", "SIGCOMM", "CCR",
              "BLS", "SemiAnalysis", "FabricTCO", "Cisco", "Hedgehog", "GoIndustry", "DoveBid",
              "Roskies", "Zacharia", "CTWatch", "ByteDance", "MegaScale", "ByteRobust", "NSDI",
              "HPCA", "Kokolis", "Google", "Uptime", "Institute", "Gill", "UfiSpace", "Arista",
              "EOS", "Dell", "Enterprise", "SONiC", "Aviz", "Linux", "ECEC", "Electronic", "Design",
              "Point", "LightCounting", "Oro", "Kedios", "Asterfusion", "arXiv",
              // optics and cables by their standard names
              "DR", "DD", "FR", "LPO", "LACC", "ACC", "DSP",
              // money, finance and statistics
              "USD", "CNY", "TCO", "NPV", "CVaR", "PERT", "FTE", "SHA",
              // units
              "Gb", "Tb", "kW", "kWh", "GW", "MW",
              // the documentation the methodology points to
              "core", "MODEL", "md"})
            set.insert(QString::fromLatin1(word));
        return set;
    }();
    return words;
}

QStringList latinWords(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
    QStringList out;
    for (auto it = word.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    return out;
}

/// Words a chart shortened to fit ("RoCE on the existing Ethernet ve..."), with their ellipsis.
QStringList elidedWords(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("([A-Za-z]{2,})(?:\\.\\.\\.|…)"));
    QStringList out;
    for (auto it = word.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

/// Words of the document's own texts (names, notes, author) and of the product names as the
/// report prints them: the user's and the catalog's names, not the program's words.
QSet<QString> documentWords(const Scenario& scenario, const Catalog& catalog,
                            const QString& sourceName, const QString& digest)
{
    QStringList texts{QString::fromStdString(scenario.metadata.title),
                      QString::fromStdString(scenario.metadata.author),
                      QString::fromStdString(scenario.metadata.organisation),
                      QString::fromStdString(scenario.metadata.notes),
                      sourceName,
                      digest};
    for (const PlanSpec& plan : scenario.plans)
        texts << QString::fromStdString(plan.name) << QString::fromStdString(plan.id);
    for (const Quote& quote : scenario.quotes)
        texts << QString::fromStdString(quote.vendor);
    {
        const i18n::LanguageScope chinese(QStringLiteral("zh_CN"));
        for (const Product& product : catalog.products())
            texts << ProductText::name(product);
    }
    QSet<QString> words;
    for (const QString& text : texts)
        for (const QString& w : latinWords(text))
            words.insert(w);
    return words;
}

/// The text without web addresses and the parameter keys (keys longest first, so "price.nic" does
/// not eat a part of a longer key.
QString withoutKeys(QString text)
{
    // A source's web address (luxoptx.com, ipinfusion.com) is a name, not words.
    static const QRegularExpression address(
        QStringLiteral("[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.(com|org|net|io|ai|jp|au|in|uk)\\b"));
    text.replace(address, QStringLiteral(" "));
    std::vector<std::string> keys;
    for (const ParameterSpec& spec : ParameterRegistry::instance().all())
        keys.push_back(spec.key);
    std::sort(keys.begin(), keys.end(),
              [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    for (const std::string& key : keys)
        text.replace(QString::fromStdString(key), QStringLiteral(" "));
    return text;
}

class ChineseReportWordsTest : public test::PdfReadBackTest<::testing::TestWithParam<std::string>>
{
protected:
};

TEST_P(ChineseReportWordsTest, HasAtMostAFewEnglishWordsOutsideNamesAndUnits)
{
    const Catalog catalog = Catalog::loadDirectory(test::dataDir());
    const Scenario scenario = Examples::load(GetParam(), test::dataDir());
    ReportOptions options;
    options.language = QStringLiteral("zh_CN");
    options.trials = 1000;
    options.date = QDate(2026, 11, 29);
    options.sourceName = QString::fromStdString(GetParam()) + QStringLiteral(".fabrictco");
    options.sourceDigest = QStringLiteral("0123456789ab");
    const QString path = this->m_dir.filePath(QStringLiteral("report.pdf"));
    ReportGenerator::writePdf(path, scenario, catalog, options);

    bool ok = false;
    // Without -layout: a table cell's lines come out together, not interleaved with the
    // neighbouring cells'.
    QString text = test::runTool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}, &ok);
    ASSERT_TRUE(ok);
    ASSERT_GT(text.size(), 1000);
    text = withoutKeys(text);

    const QSet<QString> allowed =
        documentWords(scenario, catalog, options.sourceName, options.sourceDigest);
    // The start of a name a chart cut short is the name.
    QSet<QString> elided;
    for (const QString& w : elidedWords(text))
        for (const QString& name : allowed)
            if (name.startsWith(w))
                elided.insert(w);
    std::map<QString, int> english;
    int count = 0;
    for (const QString& w : latinWords(text)) {
        if (names().contains(w) || allowed.contains(w) || elided.contains(w))
            continue;
        ++english[w];
        ++count;
    }
    std::vector<std::pair<int, QString>> byCount;
    for (const auto& [w, n] : english)
        byCount.emplace_back(n, w);
    std::sort(byCount.begin(), byCount.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    QStringList listed;
    for (const auto& [n, w] : byCount)
        listed << QStringLiteral("%1 %2").arg(w).arg(n);
    EXPECT_LE(count, kMaxEnglishWords)
        << count << " English words in the zh_CN report of " << GetParam() << ":\n"
        << listed.join(QStringLiteral(", ")).toStdString();
}

INSTANTIATE_TEST_SUITE_P(EveryExample, ChineseReportWordsTest,
                         ::testing::ValuesIn(Examples::names()),
                         [](const ::testing::TestParamInfo<std::string>& example) {
                             std::string name = example.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

} // namespace
