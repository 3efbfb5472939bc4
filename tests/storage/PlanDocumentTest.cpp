// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/PlanDocument.h"

#include "storage/DocumentError.h"
#include "storage/DocumentSchema.h"
#include "tests/storage/SampleDocument.h"

#include <QDir>
#include <QTemporaryDir>

#include <csignal>
#include <gtest/gtest.h>
#include <random>
#include <sys/resource.h>

namespace fabrictco {
namespace {

using test::readBytes;
using test::sampleDocument;
using test::tampered;
using test::writeBytes;

class PlanDocumentTest : public ::testing::Test
{
protected:
    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// Opens `bytes` written to a file and returns the DocumentError message ("" if it opened),
    /// checking that the file on disk is unchanged afterwards.
    std::string openError(const std::vector<unsigned char>& bytes)
    {
        const QString file = path(QStringLiteral("bad.fabrictco"));
        writeBytes(file, bytes);
        std::string message;
        try {
            PlanDocument::open(file);
        } catch (const DocumentError& e) {
            message = e.what();
        }
        EXPECT_EQ(readBytes(file), bytes) << "opening modified the file";
        EXPECT_EQ(QDir(m_dir.path()).entryList(QDir::Files).size(), 1)
            << "opening left files behind";
        return message;
    }

    std::vector<unsigned char> goodBytes() const { return PlanDocument::toBytes(sampleDocument()); }

    QTemporaryDir m_dir;
};

TEST_F(PlanDocumentTest, SaveThenOpenGivesBackExactlyWhatWasSaved)
{
    const DocumentContent doc = sampleDocument();
    PlanDocument::save(doc, path(QStringLiteral("plan.fabrictco")));
    int version = 0;
    const DocumentContent reopened =
        PlanDocument::open(path(QStringLiteral("plan.fabrictco")), &version);
    EXPECT_EQ(version, DocumentSchema::kCurrentVersion);
    EXPECT_EQ(reopened.scenario, doc.scenario);
    EXPECT_EQ(reopened, doc);
    // Nano-unit amounts survive exactly: no REAL column in between.
    EXPECT_EQ(reopened.scenario.quotes[1].unitPrice.amount().toString(), "0.000000001");
    EXPECT_EQ(reopened.scenario.overrides.at("gpu_hour_value").value.toString(), "15.123456789");
}

TEST_F(PlanDocumentTest, MinimalScenarioRoundTrips)
{
    DocumentContent doc;
    doc.scenario.plans.push_back(PlanSpec{"ib", "IB", FabricDesign{}, {}, {}, {}});
    doc.scenario.plans.back().colourSlot = 0; // a plan without one is given one as it is read
    const DocumentContent reopened = PlanDocument::fromBytes(PlanDocument::toBytes(doc));
    EXPECT_EQ(reopened, doc);
}

TEST_F(PlanDocumentTest, ModelRulesApplyOnSaveAndOpen)
{
    DocumentContent doc = sampleDocument();
    doc.scenario.overrides["no.such.parameter"] = ParameterValue{Decimal(1), std::nullopt};
    EXPECT_THROW(PlanDocument::toBytes(doc), DocumentError);
    // A plan parameter set scenario-wide, written by a hand-edited file.
    const std::string message = openError(
        tampered(goodBytes(), "INSERT INTO parameter VALUES ('', 'price.switch', '5', 'USD')"));
    EXPECT_NE(message.find("overrides.price.switch"), std::string::npos) << message;
    EXPECT_NE(message.find("plan parameter"), std::string::npos) << message;
}

TEST_F(PlanDocumentTest, SaveAsWritesAnEqualCopyAndLeavesTheOriginal)
{
    const QString original = path(QStringLiteral("a.fabrictco"));
    PlanDocument::save(sampleDocument(), original);
    const auto originalBytes = readBytes(original);
    DocumentContent edited = PlanDocument::open(original);
    edited.scenario.metadata.title = "Copy";
    const QString copy = path(QStringLiteral("b.fabrictco"));
    PlanDocument::save(edited, copy);
    EXPECT_EQ(PlanDocument::open(copy), edited);
    EXPECT_EQ(readBytes(original), originalBytes);
    EXPECT_EQ(PlanDocument::open(original), sampleDocument());
}

TEST_F(PlanDocumentTest, SaveReplacesAnExistingFile)
{
    const QString file = path(QStringLiteral("a.fabrictco"));
    DocumentContent small;
    small.scenario.plans.push_back(PlanSpec{"ib", "IB", FabricDesign{}, {}, {}, {}});
    small.scenario.plans.back().colourSlot = 0;
    PlanDocument::save(small, file);
    PlanDocument::save(sampleDocument(), file);
    EXPECT_EQ(PlanDocument::open(file), sampleDocument());
}

TEST_F(PlanDocumentTest, FileCarriesApplicationIdAndVersion)
{
    const auto bytes = goodBytes();
    ASSERT_GE(bytes.size(), 100u);
    auto be32 = [&](std::size_t at) {
        return (std::uint32_t(bytes[at]) << 24) | (std::uint32_t(bytes[at + 1]) << 16) |
               (std::uint32_t(bytes[at + 2]) << 8) | bytes[at + 3];
    };
    EXPECT_EQ(be32(68), DocumentSchema::kApplicationId);
    EXPECT_EQ(be32(60), std::uint32_t(DocumentSchema::kCurrentVersion));
}

TEST_F(PlanDocumentTest, NewerVersionIsRefusedSayingItNeedsANewerProgram)
{
    const std::string newer = std::to_string(DocumentSchema::kCurrentVersion + 1);
    const auto bytes = tampered(goodBytes(), "PRAGMA user_version = " + newer);
    const std::string message = openError(bytes);
    EXPECT_NE(message.find("newer FabricTCO"), std::string::npos) << message;
    EXPECT_NE(message.find("version " + newer), std::string::npos) << message;
}

TEST_F(PlanDocumentTest, EmptyFileIsRejected)
{
    EXPECT_NE(openError({}).find("empty"), std::string::npos);
}

TEST_F(PlanDocumentTest, TruncatedFileIsRejected)
{
    auto bytes = goodBytes();
    bytes.resize(bytes.size() / 2);
    EXPECT_NE(openError(bytes).find("truncated"), std::string::npos);
    bytes.resize(60);
    EXPECT_NE(openError(bytes).find("truncated"), std::string::npos);
    bytes = goodBytes();
    bytes.resize(bytes.size() - 100);
    EXPECT_NE(openError(bytes).find("truncated"), std::string::npos);
}

TEST_F(PlanDocumentTest, RandomBytesAreRejected)
{
    std::mt19937 random(42);
    std::vector<unsigned char> bytes(8192);
    for (auto& b : bytes)
        b = static_cast<unsigned char>(random());
    EXPECT_NE(openError(bytes).find("not an SQLite database"), std::string::npos);
}

TEST_F(PlanDocumentTest, CorruptedPagesAreRejected)
{
    auto bytes = goodBytes();
    std::mt19937 random(7);
    for (std::size_t i = 4096; i < bytes.size(); ++i)
        bytes[i] = static_cast<unsigned char>(random());
    const std::string message = openError(bytes);
    EXPECT_FALSE(message.empty());
    EXPECT_NE(message.find("bad.fabrictco"), std::string::npos) << message;
}

TEST_F(PlanDocumentTest, AnotherProgramsDatabaseIsRejected)
{
    // A minimal SQLite database as another program would write it.
    std::vector<unsigned char> empty = tampered(goodBytes(), "PRAGMA application_id = 0");
    const std::string message = openError(empty);
    EXPECT_NE(message.find("another program's SQLite database"), std::string::npos) << message;

    auto other = tampered(goodBytes(), "PRAGMA application_id = 1598903374"); // Fossil's id
    EXPECT_NE(openError(other).find("another program"), std::string::npos);
}

TEST_F(PlanDocumentTest, FileWithATriggerIsRejected)
{
    const auto bytes = tampered(
        goodBytes(), "CREATE TRIGGER evil AFTER INSERT ON quote BEGIN DELETE FROM plan; END");
    const std::string message = openError(bytes);
    EXPECT_NE(message.find("trigger"), std::string::npos) << message;
}

TEST_F(PlanDocumentTest, FileWithAViewIsRejected)
{
    const auto bytes = tampered(goodBytes(), "CREATE VIEW plan_names AS SELECT name FROM plan");
    EXPECT_NE(openError(bytes).find("view"), std::string::npos);
}

TEST_F(PlanDocumentTest, UnknownTableOrIndexOrChangedColumnIsRejected)
{
    EXPECT_NE(openError(tampered(goodBytes(), "CREATE TABLE extra (x INTEGER) STRICT"))
                  .find("unknown table \"extra\""),
              std::string::npos);
    EXPECT_NE(
        openError(tampered(goodBytes(), "CREATE INDEX i ON plan(name)")).find("unknown index"),
        std::string::npos);
    EXPECT_NE(
        openError(tampered(goodBytes(), "ALTER TABLE plan ADD COLUMN colour TEXT")).find("layout"),
        std::string::npos);
    EXPECT_NE(openError(tampered(goodBytes(), "DROP TABLE catalog_item")).find("missing"),
              std::string::npos);
}

TEST_F(PlanDocumentTest, OutOfRangeValuesAreRejectedByName)
{
    const auto bad = [&](const std::string& sql) {
        return openError(tampered(goodBytes(), sql));
    };
    EXPECT_NE(bad("UPDATE scenario SET nodes = -3").find("nodes -3 is outside 1..100000"),
              std::string::npos);
    // The model's limit, the same as `set` and the window's (it was 1..1000000 here).
    EXPECT_NE(bad("UPDATE scenario SET nodes = 200000").find("nodes 200000 is outside 1..100000"),
              std::string::npos);
    EXPECT_NE(bad("UPDATE plan SET nodes = -1 WHERE id = 'ib'")
                  .find("plan \"ib\": nodes must be a whole number from 1 to 100000 (got -1)"),
              std::string::npos);
    EXPECT_NE(bad("UPDATE scenario SET horizon_years = 11").find("horizon"), std::string::npos);
    EXPECT_NE(bad("UPDATE quote SET unit_price = '100000000000000000000'").find("unit price"),
              std::string::npos);
    EXPECT_NE(bad("UPDATE quote SET unit_price = '-5'").find("unit price -5"), std::string::npos);
    EXPECT_NE(bad("UPDATE parameter SET value = '1e20'").find("is not an exact decimal"),
              std::string::npos);
    EXPECT_NE(bad("UPDATE plan SET twin_port_transceivers = 7").find("0 (no) or 1 (yes)"),
              std::string::npos);
    EXPECT_NE(bad("UPDATE plan SET aec_max_meters = '50' WHERE id = 'ib'")
                  .find("plan \"ib\": aec_max_meters must be a number from 0 to 20 (got 50)"),
              std::string::npos);
    EXPECT_NE(bad("UPDATE scenario SET nodes = 9223372036854775807").find("out of range"),
              std::string::npos);
    EXPECT_NE(bad("DELETE FROM nodes_by_year WHERE year = 2").find("out of sequence"),
              std::string::npos);
    EXPECT_NE(bad("UPDATE uncertainty SET low = '9' WHERE key = 'utilisation'").find("above high"),
              std::string::npos);
}

TEST_F(PlanDocumentTest, NanTextIsRejected)
{
    const std::string message =
        openError(tampered(goodBytes(), "UPDATE plan SET oversubscription = 'NaN'"));
    EXPECT_NE(message.find("oversubscription \"NaN\" is not an exact decimal number"),
              std::string::npos)
        << message;
    EXPECT_NE(
        openError(tampered(goodBytes(), "UPDATE quote SET unit_price = 'inf'")).find("\"inf\""),
        std::string::npos);
}

TEST_F(PlanDocumentTest, UnknownCodesAndPlanIdsAreRejected)
{
    const auto bad = [&](const std::string& sql) {
        return openError(tampered(goodBytes(), sql));
    };
    EXPECT_NE(bad("UPDATE quote SET currency = 'XYZ'").find("\"XYZ\" is not a supported currency"),
              std::string::npos);
    EXPECT_NE(bad("UPDATE scenario SET workload = 'mining'").find("unknown workload \"mining\""),
              std::string::npos);
    EXPECT_NE(bad("UPDATE plan SET fabric = 'omnipath'").find("unknown fabric"), std::string::npos);
    EXPECT_NE(bad("UPDATE plan SET id = 'IB!' WHERE id = 'ib'").find("plan id \"IB!\""),
              std::string::npos);
    EXPECT_NE(
        bad("UPDATE parameter SET scope = 'ghost' WHERE scope = 'ib'").find("no plan \"ghost\""),
        std::string::npos);
    EXPECT_NE(bad("UPDATE quote SET quote_date = '2026-02-30'").find("not a date"),
              std::string::npos);
}

TEST_F(PlanDocumentTest, WrongStorageTypeIsRejected)
{
    // STRICT tables refuse this on insert, but a file is just bytes: rewrite the schema to
    // non-STRICT (as a hostile tool could), store a REAL, then restore the original schema text.
    const auto bytes =
        tampered(goodBytes(), "PRAGMA writable_schema = ON;"
                              "UPDATE sqlite_schema SET sql = replace(sql, ') STRICT', ')') "
                              "WHERE name = 'quote';");
    const auto withReal =
        tampered(bytes, "UPDATE quote SET unit_price = 1.5e20;"
                        "PRAGMA writable_schema = ON;"
                        "UPDATE sqlite_schema SET sql = sql || ' STRICT' WHERE name = 'quote';");
    const std::string message = openError(withReal);
    EXPECT_FALSE(message.empty());
}

TEST_F(PlanDocumentTest, MissingFileIsAnError)
{
    EXPECT_THROW(PlanDocument::open(path(QStringLiteral("none.fabrictco"))), DocumentError);
}

TEST_F(PlanDocumentTest, InvalidContentIsNotSaved)
{
    const QString file = path(QStringLiteral("a.fabrictco"));
    PlanDocument::save(sampleDocument(), file);
    const auto before = readBytes(file);
    DocumentContent bad = sampleDocument();
    bad.scenario.plans[1].id = "ib"; // duplicate
    EXPECT_THROW(PlanDocument::save(bad, file), DocumentError);
    EXPECT_EQ(readBytes(file), before);
}

TEST_F(PlanDocumentTest, SaveIntoAMissingOrNonDirectoryFails)
{
    writeBytes(path(QStringLiteral("file")), {1, 2, 3});
    EXPECT_THROW(PlanDocument::save(sampleDocument(), path(QStringLiteral("file/doc.fabrictco"))),
                 DocumentError);
    EXPECT_THROW(
        PlanDocument::save(sampleDocument(), path(QStringLiteral("no/such/doc.fabrictco"))),
        DocumentError);
}

TEST_F(PlanDocumentTest, FailingDeviceLeavesTheOldFileIntact)
{
    const QString file = path(QStringLiteral("a.fabrictco"));
    DocumentContent small;
    small.scenario.plans.push_back(PlanSpec{"ib", "IB", FabricDesign{}, {}, {}, {}});
    small.scenario.plans.back().colourSlot = 0;
    PlanDocument::save(small, file);
    const auto before = readBytes(file);
    ASSERT_FALSE(before.empty());

    // A device that fills up mid-write (works even as root): writes past 1 KiB fail with EFBIG.
    rlimit old{};
    getrlimit(RLIMIT_FSIZE, &old);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit tight = old;
    tight.rlim_cur = 1024;
    setrlimit(RLIMIT_FSIZE, &tight);
    std::string message;
    try {
        PlanDocument::save(sampleDocument(), file);
    } catch (const DocumentError& e) {
        message = e.what();
    }
    setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);

    EXPECT_NE(message.find("cannot save"), std::string::npos) << message;
    EXPECT_EQ(readBytes(file), before);
    EXPECT_EQ(PlanDocument::open(file), small);
    EXPECT_EQ(QDir(m_dir.path()).entryList(QDir::Files).size(), 1)
        << "a temporary file was left behind";
}

} // namespace
} // namespace fabrictco
