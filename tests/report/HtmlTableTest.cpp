// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/HtmlTable.h"

#include <gtest/gtest.h>

using namespace fabrictco;

TEST(HtmlTableTest, FiguresNeverWrapButNamesInAFigureColumnMay)
{
    HtmlTable table({QStringLiteral("Plan design"), QStringLiteral("IB")},
                    {HtmlTable::Left, HtmlTable::Right});
    table.addRow({QStringLiteral("NPV"), QStringLiteral("75,316,410.12 USD")});
    table.addRow({QStringLiteral("Optics"),
                  QStringLiteral("OSFP 800G twin-port (2 x 400G) module, vendor-branded")});
    const QString html = table.html();
    const qsizetype figure = html.indexOf(QStringLiteral("75,316,410.12 USD"));
    const qsizetype name = html.indexOf(QStringLiteral("OSFP 800G"));
    ASSERT_GT(figure, 0);
    ASSERT_GT(name, 0);
    // The style of each cell comes just before its text.
    const QString figureCell = html.mid(html.lastIndexOf(QStringLiteral("<td"), figure),
                                        figure - html.lastIndexOf(QStringLiteral("<td"), figure));
    const QString nameCell = html.mid(html.lastIndexOf(QStringLiteral("<td"), name),
                                      name - html.lastIndexOf(QStringLiteral("<td"), name));
    EXPECT_TRUE(figureCell.contains(QStringLiteral("nowrap"))) << figureCell.toStdString();
    EXPECT_FALSE(nameCell.contains(QStringLiteral("nowrap"))) << nameCell.toStdString();
    EXPECT_TRUE(nameCell.contains(QStringLiteral("align=\"right\"")));
}
