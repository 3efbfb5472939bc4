// SPDX-License-Identifier: GPL-3.0-or-later
// The pages of the answer are one list for the window's tabs and the presentation's slides.
#include "ui/results/ResultPages.h"

#include "UiTestSupport.h"

#include <QChart>

#include <gtest/gtest.h>
#include <set>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

TEST(ResultPagesTest, EveryPageHasATitleOfItsOwnInBothLanguages)
{
    test::ensureApplication();
    for (const char* language : {"en", "zh_CN"}) {
        ASSERT_TRUE(i18n::installLanguage(QString::fromLatin1(language)));
        std::set<QString> titles;
        for (int page = 0; page < ResultPages::PageCount; ++page) {
            const QString title = ResultPages::title(ResultPages::Page(page));
            EXPECT_FALSE(title.isEmpty()) << language << " page " << page;
            titles.insert(title);
        }
        EXPECT_EQ(titles.size(), std::size_t(ResultPages::PageCount)) << language;
    }
    i18n::installLanguage(QStringLiteral("en"));
}

TEST(ResultPagesTest, WithoutDataAChartPageSaysWhyInsteadOfDrawing)
{
    test::ensureApplication();
    const ComparisonData nothing;
    for (int p = 0; p < ResultPages::PageCount; ++p) {
        const auto page = ResultPages::Page(p);
        EXPECT_EQ(ResultPages::chart(page, nothing, ChartStyle{}), nullptr) << p;
        if (ResultPages::isChart(page)) {
            EXPECT_FALSE(ResultPages::missingChartText(page, nothing).isEmpty()) << p;
        }
    }
    EXPECT_FALSE(ResultPages::isChart(ResultPages::Summary));
    EXPECT_FALSE(ResultPages::isChart(ResultPages::BomPage));
    EXPECT_TRUE(ResultPages::isChart(ResultPages::Tornado));
    EXPECT_EQ(ResultPages::missingChartText(ResultPages::Risk, nothing),
              QStringLiteral("Run the risk analysis to see this chart."));
}

} // namespace
