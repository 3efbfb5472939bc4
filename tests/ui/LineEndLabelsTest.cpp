// SPDX-License-Identifier: GPL-3.0-or-later
// Lines named at their ends (issue 15, item 1): beside the plot, apart from each other, in the
// lines' colours; hidden with their margin given back when the chart is too narrow, and then
// the legend names the lines again.
#include "charts/LineEndLabels.h"

#include "UiTestSupport.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <gtest/gtest.h>
#include <memory>

using namespace fabrictco;

namespace {

class LineEndLabelsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        m_scene = std::make_unique<QGraphicsScene>();
        m_chart = new QChart;
        m_scene->addItem(m_chart);
        auto* x = new QValueAxis;
        auto* y = new QValueAxis;
        m_chart->addAxis(x, Qt::AlignBottom);
        m_chart->addAxis(y, Qt::AlignLeft);
        // Two lines ending close together (9.8 and 10 on a 0-10 axis), one far below.
        for (const auto& [name, end] : {std::pair{"First <b>plan</b>", 10.0},
                                        std::pair{"Second", 9.8}, std::pair{"Third", 2.0}}) {
            auto* line = new QLineSeries;
            line->setName(QString::fromLatin1(name));
            line->append(0, 0);
            line->append(5, end);
            m_chart->addSeries(line);
            line->attachAxis(x);
            line->attachAxis(y);
            m_lines.push_back({line, line->name(), QColor(Qt::darkGreen)});
        }
        x->setRange(0, 5);
        y->setRange(0, 10);
        m_baseMargin = m_chart->margins().right();
        LineEndLabels::add(m_chart, m_lines, QFont());
    }

    void resize(qreal width, qreal height)
    {
        m_chart->setGeometry(QRectF(0, 0, width, height));
        // The margin may change once more after the first layout: let it settle.
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
    }

    QList<QGraphicsSimpleTextItem*> labels() const
    {
        QList<QGraphicsSimpleTextItem*> items;
        for (QGraphicsItem* child : m_chart->childItems())
            if (auto* text = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(child))
                items << text;
        return items;
    }

    bool legendShows(const QXYSeries* series) const
    {
        const auto markers = m_chart->legend()->markers(const_cast<QXYSeries*>(series));
        return !markers.isEmpty() && markers.first()->isVisible();
    }

    std::unique_ptr<QGraphicsScene> m_scene; // made once the application exists
    QChart* m_chart = nullptr;               // owned by the scene
    std::vector<LineEndLabels::Line> m_lines;
    int m_baseMargin = 0;
};

TEST_F(LineEndLabelsTest, NamesEveryLineBesideItsEndApartFromTheOthers)
{
    resize(900, 500);
    const QList<QGraphicsSimpleTextItem*> items = labels();
    ASSERT_EQ(items.size(), 3);
    const QRectF plot = m_chart->plotArea();
    EXPECT_GT(m_chart->margins().right(), m_baseMargin) << "room made for the names";
    for (int i = 0; i < items.size(); ++i) {
        SCOPED_TRACE(i);
        const QGraphicsSimpleTextItem* item = items[i];
        EXPECT_TRUE(item->isVisible());
        EXPECT_EQ(item->text(), m_lines[std::size_t(i)].name) << "plain text, as given";
        EXPECT_EQ(item->brush().color(), QColor(Qt::darkGreen));
        const QRectF box = item->mapRectToParent(item->boundingRect());
        EXPECT_GE(box.left(), plot.right());
        EXPECT_LE(box.right(), m_chart->geometry().width());
        for (int j = 0; j < i; ++j)
            EXPECT_FALSE(box.intersects(items[j]->mapRectToParent(items[j]->boundingRect())))
                << "overlaps name " << j;
        EXPECT_FALSE(legendShows(m_lines[std::size_t(i)].series)) << "named once, at its end";
    }
    // The far line's name sits at its own end, the close pair's are stacked near theirs.
    const QPointF thirdEnd = m_chart->mapToPosition(QPointF(5, 2), m_lines[2].series);
    const QRectF third = items[2]->mapRectToParent(items[2]->boundingRect());
    EXPECT_NEAR(third.center().y(), thirdEnd.y(), 1.0);
    const QRectF first = items[0]->mapRectToParent(items[0]->boundingRect());
    EXPECT_LT(first.center().y(), items[1]->mapRectToParent(items[1]->boundingRect()).center().y());
}

TEST_F(LineEndLabelsTest, ANarrowChartHidesTheNamesAndShowsTheLegend)
{
    resize(900, 500);
    resize(180, 300);
    for (const QGraphicsSimpleTextItem* item : labels())
        EXPECT_FALSE(item->isVisible());
    EXPECT_EQ(m_chart->margins().right(), m_baseMargin) << "the margin is given back";
    for (const auto& line : m_lines)
        EXPECT_TRUE(legendShows(line.series));
    resize(900, 500);
    for (const QGraphicsSimpleTextItem* item : labels())
        EXPECT_TRUE(item->isVisible()) << "wide again";
}

} // namespace
