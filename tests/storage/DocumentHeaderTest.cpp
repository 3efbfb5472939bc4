// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentHeader.h"

#include "storage/DocumentError.h"
#include "storage/DocumentSchema.h"
#include "storage/PlanDocument.h"
#include "tests/storage/SampleDocument.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

std::string message(const std::vector<unsigned char>& bytes)
{
    try {
        DocumentHeader::check(bytes);
    } catch (const DocumentError& e) {
        return e.what();
    }
    return {};
}

DocumentProblem problem(const std::vector<unsigned char>& bytes)
{
    try {
        DocumentHeader::check(bytes);
    } catch (const DocumentError& e) {
        return e.problem();
    }
    ADD_FAILURE() << "no DocumentError";
    return DocumentProblem::Invalid;
}

void put32(std::vector<unsigned char>& b, std::size_t at, std::uint32_t v)
{
    b[at] = static_cast<unsigned char>(v >> 24);
    b[at + 1] = static_cast<unsigned char>(v >> 16);
    b[at + 2] = static_cast<unsigned char>(v >> 8);
    b[at + 3] = static_cast<unsigned char>(v);
}

TEST(DocumentHeaderTest, ReturnsTheFormatVersion)
{
    EXPECT_EQ(DocumentHeader::check(PlanDocument::toBytes(test::sampleDocument())),
              DocumentSchema::kCurrentVersion);
}

TEST(DocumentHeaderTest, NamesEachProblem)
{
    const auto good = PlanDocument::toBytes(test::sampleDocument());
    EXPECT_EQ(message({}), "the file is empty");
    EXPECT_NE(message({'P', 'K', 3, 4}).find("not an SQLite database"), std::string::npos);
    EXPECT_NE(message({'S', 'Q', 'L'}).find("truncated"), std::string::npos);

    auto b = good;
    put32(b, 60, 99);
    EXPECT_NE(message(b).find("needs a newer FabricTCO"), std::string::npos);
    b = good;
    put32(b, 60, 0);
    EXPECT_NE(message(b).find("no valid format version"), std::string::npos);
    b = good;
    put32(b, 68, 0x5A5A5A5A);
    EXPECT_NE(message(b).find("another program's SQLite database (application_id 0x5a5a5a5a"),
              std::string::npos);
    b = good;
    b[16] = 0;
    b[17] = 100;
    EXPECT_NE(message(b).find("page size"), std::string::npos);
    b = good;
    b[18] = b[19] = 2;
    EXPECT_NE(message(b).find("write-ahead-log"), std::string::npos);
    b = good;
    b.resize(b.size() + 4096);
    EXPECT_NE(message(b).find("announces"), std::string::npos);
}

TEST(DocumentHeaderTest, SaysWhatKindOfProblemItIs)
{
    // The window words the kind in its language; the English above is the detail.
    const auto good = PlanDocument::toBytes(test::sampleDocument());
    EXPECT_EQ(problem({}), DocumentProblem::Empty);
    EXPECT_EQ(problem({'P', 'K', 3, 4}), DocumentProblem::NotADocument);
    EXPECT_EQ(problem({'S', 'Q', 'L'}), DocumentProblem::Damaged); // truncated
    auto b = good;
    put32(b, 60, 99);
    EXPECT_EQ(problem(b), DocumentProblem::Newer);
    b = good;
    put32(b, 68, 0x5A5A5A5A);
    EXPECT_EQ(problem(b), DocumentProblem::NotADocument);
    b = good;
    b.resize(b.size() + 4096);
    EXPECT_EQ(problem(b), DocumentProblem::Damaged);
    b = good;
    b.resize(120);
    EXPECT_EQ(problem(b), DocumentProblem::Damaged);
}

TEST(DocumentHeaderTest, OddHeaderFieldsAreNamedForWhatTheyAre)
{
    // Issue 34: file format 3 was called write-ahead-log mode, user_version -1 was shown as
    // 4294967295, and a UTF-16 database garbled the error that quoted its text.
    const std::vector<unsigned char> good = PlanDocument::toBytes(test::sampleDocument());
    std::vector<unsigned char> b = good;
    b[18] = b[19] = 3;
    EXPECT_EQ(message(b), "the file is damaged: unknown SQLite file format 3/3");
    b[18] = b[19] = 2;
    EXPECT_NE(message(b).find("write-ahead-log mode"), std::string::npos);
    b = good;
    put32(b, 60, 0xFFFFFFFFu);
    EXPECT_EQ(message(b), "the document has no valid format version (user_version -1)");
    b = good;
    put32(b, 56, 2);
    EXPECT_EQ(message(b),
              "the file is damaged: its texts are not stored as UTF-8 (SQLite text encoding 2)");
    EXPECT_EQ(problem(b), DocumentProblem::Damaged);
}

} // namespace
} // namespace fabrictco
