// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export request for quotation (issue 35, item 4): the menu entry, the dialog's choices
// and accessible names, and the whole flow with each modal question answered as it opens.
#include "ExampleWindowTest.h"
#include "UiTestSupport.h"
#include "storage/CsvReader.h"
#include "ui/export/ReportExporter.h"
#include "ui/export/RfqDialog.h"
#include "ui/mainwindow/MainWindow.h"

#include <QAccessible>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class RfqExportUiTest : public test::ExampleWindowTest
{
protected:
    ReportExporter& exporter() { return *window->reportExporter(); }
    QAction* fileMenuAction(const QString& text) const
    {
        QMenu* file = window->menuBar()->actions().first()->menu();
        for (QAction* action : file ? file->actions() : QList<QAction*>{})
            if (action->text().remove(QLatin1Char('&')) == text)
                return action;
        return nullptr;
    }
    static QStringList combos(const RfqDialog& dialog)
    {
        QStringList names;
        // On Linux Qt gives a combo box's accessible text as its value and its name through
        // the label's relation: the name set is what other platforms read.
        for (QComboBox* box : dialog.findChildren<QComboBox*>()) {
            names << box->accessibleName();
            EXPECT_EQ(QAccessible::queryAccessibleInterface(box)->text(QAccessible::Value),
                      box->currentText());
        }
        return names;
    }

    QTemporaryDir dir;
};

} // namespace

TEST_F(RfqExportUiTest, TheFileMenuOffersItForAComparisonOnly)
{
    QAction* rfq = fileMenuAction(QStringLiteral("Export request for quotation…"));
    ASSERT_NE(rfq, nullptr);
    EXPECT_TRUE(rfq->isEnabled());
    EXPECT_NE(fileMenuAction(QStringLiteral("Import quotes (CSV, XLSX)…")), nullptr);
    window->showStartPage();
    EXPECT_FALSE(rfq->isEnabled());
}

TEST_F(RfqExportUiTest, TheDialogNamesEachChoiceAndGivesThePlanAndYearsPicked)
{
    const Scenario& scenario = window->documentContent().scenario;
    RfqDialog dialog(scenario, QStringLiteral("zh_CN"));
    EXPECT_EQ(combos(dialog), QStringList({QStringLiteral("Plans to ask prices for"),
                                           QStringLiteral("Quantities of which year"),
                                           QStringLiteral("Language of the request")}));
    EXPECT_EQ(dialog.language(), QStringLiteral("zh_CN"));
    // Each choice has its label, with its mnemonic, pointing at it.
    QStringList labels;
    for (QLabel* label : dialog.findChildren<QLabel*>())
        if (label->buddy() != nullptr)
            labels << label->text();
    EXPECT_EQ(labels, QStringList({QStringLiteral("&Plans:"), QStringLiteral("&Quantities:"),
                                   QStringLiteral("&Language:")}));
    // By default every plan, year 1.
    EXPECT_EQ(dialog.choice().planId, "");
    EXPECT_EQ(dialog.choice().years, std::vector<int>{1});
    const auto boxes = dialog.findChildren<QComboBox*>();
    boxes.at(0)->setCurrentIndex(2); // the second plan
    boxes.at(1)->setCurrentIndex(boxes.at(1)->count() - 1);
    EXPECT_EQ(dialog.choice().planId, scenario.plans.at(1).id);
    EXPECT_TRUE(dialog.choice().years.empty()) << "every year";
    EXPECT_EQ(boxes.at(1)->count(), scenario.cluster.horizonYears + 1);
}

TEST_F(RfqExportUiTest, APlanThatCannotBeBuiltIsNotOfferedAndLeavesNoPriceToBeat)
{
    const Scenario& scenario = window->documentContent().scenario;
    ASSERT_EQ(scenario.plans.size(), 2u);
    {
        RfqDialog both(scenario, QStringLiteral("en"));
        EXPECT_TRUE(both.findChild<QCheckBox*>()->isEnabled());
    }
    // The first plan left out (BuildablePlans): the request is the other plan's alone.
    RfqDialog dialog(scenario, QStringLiteral("en"), nullptr, {scenario.plans.at(0).id});
    QComboBox* plans = dialog.findChildren<QComboBox*>().at(0);
    // The one plan that can be built, and no "Every plan" beside it.
    ASSERT_EQ(plans->count(), 1);
    EXPECT_EQ(plans->itemData(0).toString().toStdString(), scenario.plans.at(1).id);
    EXPECT_EQ(plans->itemText(0).toStdString(), scenario.plans.at(1).name);
    EXPECT_EQ(dialog.choice().planId, scenario.plans.at(1).id);
    // No runner-up, so no price to beat: the box is off and says why.
    auto* buyersCopy = dialog.findChild<QCheckBox*>();
    EXPECT_FALSE(buyersCopy->isEnabled());
    EXPECT_TRUE(buyersCopy->toolTip().contains(QStringLiteral("two plans that can be built")))
        << buyersCopy->toolTip().toStdString();
    bool named = false;
    const QString leftOutName = QString::fromStdString(scenario.plans.at(0).name);
    for (QLabel* label : dialog.findChildren<QLabel*>())
        named = named || (label->text().contains(QStringLiteral("Not asked for: ")) &&
                          label->text().contains(leftOutName));
    EXPECT_TRUE(named) << "the explanation names the plan left out";
}

TEST_F(RfqExportUiTest, TheWholeFlowWritesTheRequestAndAsksAgainWhenItCannotBeWritten)
{
    const QString bad = dir.filePath(QString(300, QLatin1Char('r')));
    const QString good = dir.filePath(QStringLiteral("offer"));
    QStringList suggested;
    exporter().setSavePathPrompt([&](QWidget*, const QString&, const QString& path,
                                     const QString& filters, QString* selected) {
        suggested << path;
        EXPECT_TRUE(filters.contains(QStringLiteral("*.xlsx")) &&
                    filters.contains(QStringLiteral("*.csv")));
        // The CSV filter picked, the name typed without an extension.
        *selected = filters.section(QStringLiteral(";;"), 1, 1);
        return suggested.size() == 1 ? bad : good;
    });
    QStringList messages;
    QTimer answer;
    answer.setInterval(20);
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            messages << box->text();
            box->accept();
        } else if (auto* dialog = qobject_cast<RfqDialog*>(modal)) {
            dialog->findChildren<QComboBox*>().at(0)->setCurrentIndex(2); // the RoCE plan
            dialog->accept();
        }
    });
    answer.start();
    QSignalSpy wrote(&exporter(), &ReportExporter::written);
    exporter().exportRequestForQuotation(window->documentContent());
    answer.stop();
    ASSERT_EQ(wrote.count(), 1);
    // Where it went, and the file to open from the notice.
    EXPECT_TRUE(wrote.at(0).at(0).toString().startsWith(QStringLiteral("Saved offer.csv in ")))
        << wrote.at(0).at(0).toString().toStdString();
    EXPECT_TRUE(wrote.at(0).at(0).toString().contains(QStringLiteral("line")));
    EXPECT_EQ(wrote.at(0).at(1).toString(),
              QFileInfo(good + QStringLiteral(".csv")).absoluteFilePath());
    EXPECT_TRUE(suggested.first().endsWith(QStringLiteral("-rfq.xlsx")))
        << suggested.first().toStdString();
    ASSERT_EQ(messages.size(), 1) << "the unwritable name is an error, then the question again";
    EXPECT_FALSE(QFileInfo::exists(bad + QStringLiteral(".csv")));
    QFile file(good + QStringLiteral(".csv"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const CsvTable table = CsvReader::parse({bytes.constData(), std::size_t(bytes.size())});
    ASSERT_GT(table.records.size(), 1u);
    const std::string roce = window->documentContent().scenario.plans.at(1).id + ":";
    for (std::size_t r = 1; r < table.records.size(); ++r)
        EXPECT_EQ(table.records[r].fields.front().rfind(roce, 0), 0u)
            << table.records[r].fields.front();
}

TEST_F(RfqExportUiTest, ALanguageChangeWhileTheDialogIsOpenKeepsItsOwnButton)
{
    // Switching the language just before opening the dialog once gave it the button box's own
    // "OK" (确定) in place of "Export…": the box retranslates its standard buttons.
    RfqDialog dialog(window->documentContent().scenario, QStringLiteral("en"));
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    auto* box = dialog.findChild<QDialogButtonBox*>();
    ASSERT_NE(box, nullptr);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&dialog, &change); // as Qt does: the dialog, then its children
    QCoreApplication::processEvents(); // the button's words come back from the event loop
    EXPECT_EQ(box->button(QDialogButtonBox::Ok)->text(), QStringLiteral("导出(&E)…"));
    EXPECT_EQ(dialog.windowTitle(), QStringLiteral("询价单"));
    EXPECT_EQ(dialog.findChildren<QComboBox*>().at(0)->itemText(0), QStringLiteral("全部方案"));
}
