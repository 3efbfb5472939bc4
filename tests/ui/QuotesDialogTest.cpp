// SPDX-License-Identifier: GPL-3.0-or-later
// File > Vendor quotes: every quote with its validity and use; and importing a quote for an
// input the user typed a value for asks which one to keep.
#include "ui/plans/QuotesDialog.h"

#include "ExampleWindowTest.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/QuoteConflictDialog.h"
#include "ui/plans/QuoteImportDialog.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

Quote quote(const std::string& item, const std::string& vendor, const char* price,
            const std::string& validUntil)
{
    return {item,         vendor,     Money::parse(price, Currency::usd()),
            "2026-10-01", validUntil, "quotes.csv"};
}

class QuotesDialogTest : public test::ExampleWindowTest
{
protected:
    void setQuotes(std::vector<Quote> quotes)
    {
        Scenario after = window->document()->scenario();
        after.quotes = std::move(quotes);
        window->document()->replaceScenario([] { return QStringLiteral("quotes"); }, after);
    }
    QString cell(QuotesDialog& dialog, int row, int column) const
    {
        return dialog.table()->item(row, column)->text();
    }
    /// Handles the modal dialogs that open during `run`, in order, then returns how many were
    /// handled.
    int withDialogs(const std::function<void()>& run,
                    std::vector<std::function<void(QWidget*)>> handlers)
    {
        std::size_t next = 0;
        QTimer timer;
        timer.setInterval(10);
        QObject::connect(&timer, &QTimer::timeout, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal == nullptr || next >= handlers.size())
                return;
            handlers[next++](modal);
        });
        timer.start();
        run();
        return int(next);
    }
    QString writeCsv(const QByteArray& text)
    {
        return test::writeFile(dir, QStringLiteral("quotes.csv"), text);
    }
    QTemporaryDir dir;
};

TEST_F(QuotesDialogTest, ListsEveryQuoteWithItsValidityAndUse)
{
    setQuotes({quote("ib.price.switch", "Acme", "33000", "2027-06-30"),
               quote("price.nic", "NIC Co", "900", "2026-12-15"),
               quote("roce.price.switch", "Old Co", "21000", "2026-11-30"),
               quote("roce.price.transceiver", "Optics Co", "450", ""),
               quote("price.switch", "Generic Co", "30000", "2027-06-30"),
               Quote{"ib.price.switch", "Later Co", Money::parse("32000", Currency::usd()),
                     "2026-11-15", "2027-06-30", "quotes.csv"}});
    QuotesDialog dialog(window->document());
    dialog.setToday(QDate(2026, 12, 1));
    ASSERT_EQ(dialog.table()->rowCount(), 6);
    EXPECT_EQ(cell(dialog, 0, QuotesDialog::ItemColumn), QStringLiteral("Switch price"));
    EXPECT_EQ(cell(dialog, 0, QuotesDialog::ScopeColumn), QStringLiteral("InfiniBand plans"));
    EXPECT_EQ(cell(dialog, 1, QuotesDialog::ScopeColumn), QStringLiteral("Every plan"));
    EXPECT_EQ(cell(dialog, 0, QuotesDialog::PriceColumn), QStringLiteral("33,000.00 USD"));
    EXPECT_EQ(cell(dialog, 0, QuotesDialog::StatusColumn), QStringLiteral("valid"));
    EXPECT_EQ(cell(dialog, 1, QuotesDialog::StatusColumn), QStringLiteral("expiring"));
    EXPECT_EQ(cell(dialog, 2, QuotesDialog::StatusColumn), QStringLiteral("expired"));
    EXPECT_EQ(cell(dialog, 3, QuotesDialog::StatusColumn), QStringLiteral("no validity stated"));
    // Expired and expiring stand out in colour as well as in words.
    EXPECT_NE(dialog.table()->item(2, QuotesDialog::StatusColumn)->foreground().color(),
              dialog.table()->item(0, QuotesDialog::StatusColumn)->foreground().color());
    const Scenario& scenario = window->document()->scenario();
    // The later InfiniBand switch quote prices the InfiniBand plan; the earlier one names it.
    EXPECT_EQ(cell(dialog, 5, QuotesDialog::UsedByColumn),
              QString::fromStdString(scenario.plans[0].name));
    EXPECT_EQ(
        cell(dialog, 0, QuotesDialog::UsedByColumn),
        QStringLiteral("Not used: the quote from Later Co of 2026-11-15 prices the same item"));
    EXPECT_EQ(cell(dialog, 1, QuotesDialog::UsedByColumn),
              QString::fromStdString(scenario.plans[0].name + "; " + scenario.plans[1].name));
    EXPECT_EQ(cell(dialog, 0, QuotesDialog::OriginColumn), QStringLiteral("quotes.csv"));
    // Both fabrics have a quote of their own: the generic one prices nothing, and says which does.
    EXPECT_EQ(cell(dialog, 4, QuotesDialog::UsedByColumn),
              QStringLiteral("Not used: the quote from Old Co of 2026-10-01 prices the same item"));
}

TEST_F(QuotesDialogTest, AnExpiredQuoteThatPricesAPlanIsNamedUnderTheResults)
{
    setQuotes({quote("ib.price.switch", "Acme", "33000", "2020-01-31"),
               quote("roce.price.switch", "Beta", "21000", "2099-01-31")});
    window->recomputeNow();
    const QStringList notes = ResultWords::notes(window->resultsView()->data());
    ASSERT_EQ(notes.size(), 1) << notes.join('\n').toStdString();
    EXPECT_TRUE(notes[0].startsWith(
        QStringLiteral("The quote for Switch price from Acme expired on 2020-01-31")))
        << notes[0].toStdString();
    // Shadowed by a typed value, it prices nothing: no note.
    Scenario typed = window->document()->scenario();
    typed.plans[0].overrides["price.switch"] = ParameterValue{Decimal(31000), Currency::usd()};
    window->document()->replaceScenario([] { return QStringLiteral("typed"); }, typed);
    window->recomputeNow();
    EXPECT_TRUE(ResultWords::notes(window->resultsView()->data()).isEmpty());
}

TEST_F(QuotesDialogTest, EveryColumnHasAHeader)
{
    QuotesDialog dialog(window->document());
    for (int column = 0; column < QuotesDialog::ColumnCount; ++column) {
        ASSERT_NE(dialog.table()->horizontalHeaderItem(column), nullptr);
        EXPECT_FALSE(dialog.table()->horizontalHeaderItem(column)->text().isEmpty()) << column;
    }
}

TEST_F(QuotesDialogTest, RemovingQuotesIsOneUndoStepAndTheListFollowsTheDocument)
{
    setQuotes(
        {quote("ib.price.switch", "Acme", "33000", ""), quote("price.nic", "NIC Co", "900", "")});
    QuotesDialog dialog(window->document());
    EXPECT_FALSE(dialog.removeButton()->isEnabled());
    dialog.table()->selectRow(0);
    EXPECT_TRUE(dialog.removeButton()->isEnabled());
    dialog.removeSelected();
    ASSERT_EQ(window->document()->scenario().quotes.size(), 1u);
    EXPECT_EQ(window->document()->scenario().quotes[0].vendor, "NIC Co");
    EXPECT_EQ(dialog.table()->rowCount(), 1);
    EXPECT_EQ(window->document()->undoStack()->undoText(), QStringLiteral("Remove 1 quote"));
    // The row that moved up is selected: Remove can be pressed again.
    EXPECT_EQ(dialog.table()->selectionModel()->selectedRows().size(), 1);
    EXPECT_TRUE(dialog.removeButton()->isEnabled());
    // Ctrl+Z in the quotes window undoes the removal.
    dialog.show();
    dialog.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
    QTest::keyClick(dialog.table(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(window->document()->scenario().quotes.size(), 2u);
    EXPECT_EQ(dialog.table()->rowCount(), 2);
    QTest::keyClick(dialog.table(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(window->document()->scenario().quotes.size(), 1u);
}

TEST_F(QuotesDialogTest, TheWindowShowsOneQuotesListAndTheMarkerOpensIt)
{
    window->showQuotes();
    QuotesDialog* first = window->quotesDialog();
    ASSERT_NE(first, nullptr);
    window->showQuotes();
    EXPECT_EQ(window->quotesDialog(), first);
    first->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_EQ(window->quotesDialog(), nullptr);
    // A quoted value's "Vendor quotes..." action opens the list again.
    setQuotes({quote("ib.price.switch", "Acme", "33000", "")});
    ValueEditor* price = window->plansView()->planEditor("ib", QStringLiteral("price.switch"));
    ASSERT_TRUE(price->quotesAction()->isVisible());
    price->quotesAction()->trigger();
    ASSERT_NE(window->quotesDialog(), nullptr);
    EXPECT_TRUE(window->quotesDialog()->isVisible());
    EXPECT_EQ(window->quotesDialog()->table()->rowCount(), 1);
}

TEST_F(QuotesDialogTest, ImportingAQuoteForATypedValueAsksAndUsesTheQuoteOnlyWhereChecked)
{
    Scenario typed = window->document()->scenario();
    typed.plans[0].overrides["price.switch"] = ParameterValue{Decimal(31000), Currency::usd()};
    typed.plans[1].overrides["price.switch"] = ParameterValue{Decimal(20000), Currency::usd()};
    window->document()->replaceScenario([] { return QStringLiteral("typed"); }, typed);
    const int steps = window->document()->undoStack()->count();
    const QString csv = writeCsv("item,vendor,unit price,currency,quote date\n"
                                 "ib.price.switch,Acme,33000,USD,2026-11-02\n"
                                 "roce.price.switch,Beta,21000,USD,2026-11-02\n");
    int conflictRows = 0;
    std::vector<Qt::CheckState> offered;
    const int handled =
        withDialogs([&] { window->importQuotes(csv); },
                    {[](QWidget* w) {
                         ASSERT_NE(qobject_cast<QuoteImportDialog*>(w), nullptr);
                         static_cast<QDialog*>(w)->accept();
                     },
                     [&](QWidget* w) {
                         auto* question = qobject_cast<QuoteConflictDialog*>(w);
                         ASSERT_NE(question, nullptr);
                         conflictRows = question->table()->rowCount();
                         for (int row = 0; row < conflictRows; ++row)
                             offered.push_back(question->table()->item(row, 0)->checkState());
                         // Keep the typed RoCE price, use the InfiniBand quote.
                         question->table()->item(0, 0)->setCheckState(Qt::Checked);
                         question->accept();
                     }});
    EXPECT_EQ(handled, 2);
    EXPECT_EQ(conflictRows, 2);
    // Nothing typed is replaced unless the user asks: every row is offered unchecked.
    EXPECT_EQ(offered, std::vector<Qt::CheckState>(2, Qt::Unchecked));
    const Scenario& after = window->document()->scenario();
    EXPECT_EQ(after.quotes.size(), 2u);
    EXPECT_EQ(after.plans[0].overrides.count("price.switch"), 0u);
    EXPECT_EQ(after.plans[1].overrides.at("price.switch").value, Decimal(20000));
    // Quotes and the choice are one undo step.
    EXPECT_EQ(window->document()->undoStack()->count(), steps + 1);
    window->document()->undoStack()->undo();
    EXPECT_TRUE(window->document()->scenario().quotes.empty());
    EXPECT_EQ(window->document()->scenario().plans[0].overrides.at("price.switch").value,
              Decimal(31000));
}

TEST_F(QuotesDialogTest, CancellingTheQuestionCancelsTheWholeImport)
{
    Scenario typed = window->document()->scenario();
    typed.plans[0].overrides["price.switch"] = ParameterValue{Decimal(31000), Currency::usd()};
    window->document()->replaceScenario([] { return QStringLiteral("typed"); }, typed);
    const Scenario before = window->document()->scenario();
    const QString csv = writeCsv("item,vendor,unit price,currency,quote date\n"
                                 "ib.price.switch,Acme,33000,USD,2026-11-02\n");
    const int handled = withDialogs([&] { window->importQuotes(csv); },
                                    {[](QWidget* w) { static_cast<QDialog*>(w)->accept(); },
                                     [](QWidget* w) {
                                         ASSERT_NE(qobject_cast<QuoteConflictDialog*>(w), nullptr);
                                         static_cast<QDialog*>(w)->reject();
                                     }});
    EXPECT_EQ(handled, 2);
    EXPECT_EQ(window->document()->scenario(), before);
}

TEST_F(QuotesDialogTest, AnImportWithoutTypedValuesAsksNothing)
{
    const QString csv = writeCsv("item,vendor,unit price,currency,quote date\n"
                                 "ib.price.switch,Acme,33000,USD,2026-11-02\n");
    const int handled = withDialogs([&] { window->importQuotes(csv); },
                                    {[](QWidget* w) { static_cast<QDialog*>(w)->accept(); },
                                     [](QWidget* w) {
                                         static_cast<QDialog*>(w)->reject();
                                     }});
    EXPECT_EQ(handled, 1);
    EXPECT_EQ(window->document()->scenario().quotes.size(), 1u);
}

TEST_F(QuotesDialogTest, ImportingTheSameFileAgainChangesNothing)
{
    const QString csv = writeCsv("item,vendor,unit price,currency,quote date\n"
                                 "ib.price.switch,Acme,33000,USD,2026-11-02\n");
    auto acceptImport = [](QWidget* w) {
        static_cast<QDialog*>(w)->accept();
    };
    ASSERT_EQ(withDialogs([&] { window->importQuotes(csv); }, {acceptImport}), 1);
    ASSERT_EQ(window->document()->scenario().quotes.size(), 1u);
    window->document()->undoStack()->setClean();
    const int steps = window->document()->undoStack()->count();
    QString secondResult;
    bool canAdd = true;
    const int handled = withDialogs(
        [&] { window->importQuotes(csv); }, {[&](QWidget* w) {
            auto* preview = qobject_cast<QuoteImportDialog*>(w);
            ASSERT_NE(preview, nullptr);
            secondResult = preview->table()->item(0, 1)->text();
            canAdd =
                preview->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
            preview->accept();
        }});
    EXPECT_EQ(handled, 1);
    EXPECT_EQ(secondResult, QStringLiteral("already in the document"));
    EXPECT_FALSE(canAdd);
    EXPECT_EQ(window->document()->scenario().quotes.size(), 1u);
    EXPECT_EQ(window->document()->undoStack()->count(), steps);
    EXPECT_TRUE(window->document()->undoStack()->isClean());
}

TEST_F(QuotesDialogTest, AQuoteInAnotherCurrencyShowsItsOwnCurrency)
{
    setQuotes({Quote{"roce.price.nic", "Huawei", Money::parse("3150", Currency::cny()),
                     "2026-11-02", "2027-01-31", "quotes-zh.csv"}});
    ValueEditor* nic = window->plansView()->planEditor("roce", QStringLiteral("price.nic"));
    ASSERT_NE(nic, nullptr);
    // To the cent, as quoted; in a USD comparison the column says its own currency beside the
    // value (a stranger read "1088.1" under the row's "USD per NIC port"), and so does its name.
    EXPECT_EQ(nic->lineEdit()->text(), QStringLiteral("3150.00"));
    EXPECT_TRUE(nic->unitText().startsWith(QStringLiteral("CNY"))) << nic->unitText().toStdString();
    EXPECT_TRUE(nic->input()->accessibleName().contains(QStringLiteral(", CNY, ")))
        << nic->input()->accessibleName().toStdString();
    ValueEditor* ibNic = window->plansView()->planEditor("ib", QStringLiteral("price.nic"));
    ASSERT_NE(ibNic, nullptr);
    EXPECT_FALSE(ibNic->input()->accessibleName().contains(QStringLiteral("CNY")));
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    EXPECT_TRUE(nic->unitText().startsWith(QStringLiteral("CNY"))) << nic->unitText().toStdString();
}

} // namespace
