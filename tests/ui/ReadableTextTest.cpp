// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader reads for the summary page's rich text (issue 40): each table row as one
// line whose figures are named by their column headers, paragraphs as lines.
#include "ui/common/ReadableText.h"

#include "UiTestSupport.h"

#include <gtest/gtest.h>

namespace fabrictco::test {
namespace {

TEST(ReadableTextTest, EachRowNamesItsFiguresByTheirColumns)
{
    ensureApplication();
    const QString html = QStringLiteral(
        "<p>Figures</p><table><tr><th></th><th>InfiniBand NDR<br/>InfiniBand</th><th>RoCE</th></tr>"
        "<tr><td>Total cost</td><td>68,428,680.20 USD</td><td>55,177,637.50 USD</td></tr>"
        "<tr><td>Switches</td><td>49</td><td></td></tr></table><p>Recommendation: RoCE.</p>");
    EXPECT_EQ(ui::ReadableText::fromHtml(html),
              QStringLiteral("Figures\nTotal cost. InfiniBand NDR, InfiniBand: 68,428,680.20 USD; "
                             "RoCE: 55,177,637.50 USD.\nSwitches. InfiniBand NDR, InfiniBand: "
                             "49.\nRecommendation: RoCE."));
}

TEST(ReadableTextTest, ATableWithoutAHeaderRowReadsCellByCell)
{
    ensureApplication();
    EXPECT_EQ(ui::ReadableText::fromHtml(
                  QStringLiteral("<table><tr><td>Only</td><td>row</td></tr></table>")),
              QStringLiteral("Only\nrow"));
    EXPECT_EQ(ui::ReadableText::fromHtml(QString()), QString());
    EXPECT_EQ(ui::ReadableText::fromHtml(QStringLiteral("plain &lt;b&gt; text")),
              QStringLiteral("plain <b> text"));
}

} // namespace
} // namespace fabrictco::test
