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

TEST(CjkSpacingTest, NoSpaceBetweenAChineseNameAndChineseProse)
{
    // A translation spaces "%1 更便宜" for a Latin name; a Chinese one ends in a Han character.
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("▲ RoCE，沿用现有以太网厂商 更便宜")),
              QStringLiteral("▲ RoCE，沿用现有以太网厂商更便宜"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("零线以上 InfiniBand NDR 更便宜")),
              QStringLiteral("零线以上 InfiniBand NDR 更便宜"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("甲 乙 丙")), QStringLiteral("甲乙丙"));
}

TEST(CjkSpacingTest, SpacesFiguresInChineseProse)
{
    // Found reading the Chinese report: "采用64端口" beside "以 400 Gb/s", "便宜2,756,622.76 USD".
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("都以400 Gb/s链路采用64端口交换机")),
              QStringLiteral("都以 400 Gb/s 链路采用 64 端口交换机"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("便宜2,756,622.76 USD。")),
              QStringLiteral("便宜 2,756,622.76 USD。"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("需要2层，第3年起3层")),
              QStringLiteral("需要 2 层，第 3 年起 3 层"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("在98 %的模拟结果中")),
              QStringLiteral("在 98 % 的模拟结果中"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("问题1（抖动）")),
              QStringLiteral("问题 1（抖动）"));
}

TEST(CjkSpacingTest, LeavesDatesSolid)
{
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("2026年12月4日")), QStringLiteral("2026年12月4日"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("生成于2026年12月4日，共3页")),
              QStringLiteral("生成于 2026年12月4日，共 3 页"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("报价有效至2027年1月")),
              QStringLiteral("报价有效至 2027年1月"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("2026年12月4日起3年")),
              QStringLiteral("2026年12月4日起 3 年"));
}

TEST(CjkSpacingTest, LeavesPunctuationSpacedFiguresAndEnglishAlone)
{
    // Full-width punctuation needs no space; a figure spaced already gets no second one.
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("建议：InfiniBand（净现值）")),
              QStringLiteral("建议：InfiniBand（净现值）"));
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("约 1,318 万 USD，66 % 的结果")),
              QStringLiteral("约 1,318 万 USD，66 % 的结果"));
    // The ideographic full stop and comma too, though PCRE's \p{Han} takes in "。" and "、"
    // by their script extensions ("USD 。" in every Chinese recommendation).
    EXPECT_EQ(CjkSpacing::spaced(QStringLiteral("便宜 2,622,611.36 USD。RoCE更省钱、IB")),
              QStringLiteral("便宜 2,622,611.36 USD。RoCE 更省钱、IB"));
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
