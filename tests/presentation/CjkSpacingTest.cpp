// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/CjkSpacing.h"

#include <gtest/gtest.h>

using namespace fabrictco;

TEST(CjkSpacingTest, SpacesALatinNameInChineseProse)
{
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("对InfiniBand NDR有利。")),
              QStringLiteral("对 InfiniBand NDR 有利。"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("预计RoCE, one switch vendor少花费")),
              QStringLiteral("预计 RoCE, one switch vendor 少花费"));
}

TEST(CjkSpacingTest, LeavesPunctuationNumbersAndEnglishAlone)
{
    // Full-width punctuation needs no space, numbers are spaced by the translations already.
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("建议：InfiniBand（净现值）")),
              QStringLiteral("建议：InfiniBand（净现值）"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("约 1,318 万 USD，66%的结果")),
              QStringLiteral("约 1,318 万 USD，66%的结果"));
    // The ideographic full stop and comma too, though PCRE's \p{Han} takes in "。" and "、"
    // by their script extensions ("USD 。" in every Chinese recommendation).
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("便宜2,622,611.36 USD。RoCE更省钱、IB")),
              QStringLiteral("便宜2,622,611.36 USD。RoCE 更省钱、IB"));
    const QString english = QStringLiteral("Recommendation: InfiniBand NDR (about 2.2 million)");
    EXPECT_EQ(CjkSpacing::spaced(english), english);
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("对 GPU 有利")), QStringLiteral("对 GPU 有利"))
        << "no second space";
    EXPECT_EQ(CjkSpacing::spaced(QStringList{QStringLiteral("用RoCE")}),
              QStringList{QStringLiteral("用 RoCE")});
}

namespace fabrictco {
namespace {

TEST(CjkSpacingTest, SentencesAreSpacedAfterALatinFullStopOnly)
{
    EXPECT_EQ(
        CjkSpacing::sentences({QStringLiteral("Two quotes."), QStringLiteral("One expired.")}),
        QStringLiteral("Two quotes. One expired."));
    EXPECT_EQ(
        CjkSpacing::sentences({QStringLiteral("共 2 条报价。"), QStringLiteral("已过期：1。")}),
        QStringLiteral("共 2 条报价。已过期：1。"));
    EXPECT_EQ(CjkSpacing::sentences({QString(), QStringLiteral("A."), QString()}),
              QStringLiteral("A."));
}

} // namespace
} // namespace fabrictco
