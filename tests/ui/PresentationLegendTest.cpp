// SPDX-License-Identifier: GPL-3.0-or-later
// Every legend entry on a chart slide is shown whole at the projector's 1280x720: once the
// lines were named at their ends and left the legend, Qt kept the first entry cut as it had
// been to fit them all, "This cluster (128 nod..." with room to spare (found by a stranger).
#include "ExampleWindowTest.h"
#include "ui/charts/ChartView.h"
#include "ui/presentation/PresentationWindow.h"
#include "ui/results/ResultsView.h"

#include <QChart>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTextDocumentFragment>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

/// The texts a graphics item and its children show, as painted.
QStringList shownTexts(const QGraphicsItem& item)
{
    QStringList texts;
    for (const QGraphicsItem* child : item.childItems()) {
        if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(child);
            text && text->isVisible())
            texts << text->toPlainText();
        texts << shownTexts(*child);
    }
    return texts;
}

class PresentationLegendTest : public test::ExampleWindowTest
{
};

TEST_F(PresentationLegendTest, EveryLegendEntryOfEveryChartSlideIsWhole)
{
    useQuickRiskRuns();
    QSignalSpy finished(window->riskRunner(), &RiskRunner::finished);
    window->startRiskAnalysis();
    ASSERT_TRUE(finished.wait(60000));
    QCoreApplication::processEvents();

    // Each slide as the presentation opens on it (as `--slide N --screenshot` does): stepping
    // through them first lays each chart out again and hid the cut.
    int checked = 0;
    const int pages = PresentationWindow(window->resultsView()->data()).pageCount();
    for (int page = 0; page < pages; ++page) {
        PresentationWindow slides(window->resultsView()->data());
        slides.resize(1280, 720);
        slides.show();
        QCoreApplication::processEvents();
        slides.showPage(page);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const auto stacks = slides.findChildren<QStackedWidget*>();
        ASSERT_EQ(stacks.size(), 1);
        const auto* view = qobject_cast<const ChartView*>(stacks.front()->currentWidget());
        if (!view || !view->chart() || !view->chart()->legend()->isVisible())
            continue;
        const QChart* chart = view->chart();
        const QStringList shown = shownTexts(*chart->legend());
        for (const QLegendMarker* marker : chart->legend()->markers()) {
            if (!marker->isVisible())
                continue;
            const QString label = QTextDocumentFragment::fromHtml(marker->label()).toPlainText();
            EXPECT_TRUE(shown.contains(label))
                << "slide " << page << ": \"" << label.toStdString() << "\" shown as \""
                << shown.join(QStringLiteral(" | ")).toStdString() << '"';
            ++checked;
        }
    }
    EXPECT_GT(checked, 5);
}

} // namespace
