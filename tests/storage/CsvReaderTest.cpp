// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/CsvReader.h"

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

using Fields = std::vector<std::string>;

TEST(CsvReaderTest, SplitsCommaSeparatedRecordsWithLineNumbers)
{
    const CsvTable t = CsvReader::parse("a,b,c\n1,2,3\r\n\n4,5,6");
    EXPECT_EQ(t.delimiter, ',');
    ASSERT_EQ(t.records.size(), 3u);
    EXPECT_EQ(t.records[0].fields, (Fields{"a", "b", "c"}));
    EXPECT_EQ(t.records[1].line, 2);
    EXPECT_EQ(t.records[2].line, 4); // the blank line 3 is skipped but counted
    EXPECT_EQ(t.records[2].fields, (Fields{"4", "5", "6"}));
}

TEST(CsvReaderTest, DetectsSemicolonsAndTabs)
{
    EXPECT_EQ(CsvReader::parse("item;price;note\nx;1,5;a,b\n").delimiter, ';');
    EXPECT_EQ(CsvReader::parse("item;price;note\nx;1,5;a,b\n").records[1].fields,
              (Fields{"x", "1,5", "a,b"}));
    EXPECT_EQ(CsvReader::detectDelimiter("a\tb\tc"), '\t');
    EXPECT_EQ(CsvReader::detectDelimiter("\"a;b\",c"), ',');
    EXPECT_EQ(CsvReader::detectDelimiter("single"), ',');
}

TEST(CsvReaderTest, StripsByteOrderMark)
{
    const CsvTable t = CsvReader::parse("\xEF\xBB\xBF物料,单价\n");
    EXPECT_EQ(t.records[0].fields, (Fields{"物料", "单价"}));
}

TEST(CsvReaderTest, QuotedFieldsKeepSeparatorsQuotesAndLineBreaks)
{
    const CsvTable t = CsvReader::parse("a,b\n\"x, \"\"y\"\"\",\"two\nlines\"\nz,w\n");
    ASSERT_EQ(t.records.size(), 3u);
    EXPECT_EQ(t.records[1].fields, (Fields{"x, \"y\"", "two\nlines"}));
    EXPECT_TRUE(t.records[1].error.empty());
    EXPECT_EQ(t.records[2].line, 4);
}

TEST(CsvReaderTest, MalformedRecordsCarryTheirError)
{
    const CsvTable t = CsvReader::parse("a,b\n\"x\"junk,1\n\"open,2\n");
    ASSERT_EQ(t.records.size(), 3u);
    EXPECT_NE(t.records[1].error.find("after the closing quote"), std::string::npos);
    EXPECT_NE(t.records[2].error.find("not closed"), std::string::npos);
}

TEST(CsvReaderTest, LimitsFieldsAndFieldLength)
{
    std::string wide(CsvReader::kMaxFields + 5, ',');
    EXPECT_FALSE(CsvReader::parse(wide).records.at(0).error.empty());
    std::string longField(CsvReader::kMaxFieldBytes + 1, 'x');
    EXPECT_FALSE(CsvReader::parse("a\n" + longField).records.at(1).error.empty());
}

TEST(CsvReaderTest, EmptyInputHasNoRecords)
{
    EXPECT_TRUE(CsvReader::parse("").records.empty());
    EXPECT_TRUE(CsvReader::parse("\xEF\xBB\xBF\n\n").records.empty());
}

} // namespace
} // namespace fabrictco
