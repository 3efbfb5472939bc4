// SPDX-License-Identifier: GPL-3.0-or-later
// The plan editor's switch, NIC and optics pickers, through the real window, off screen.
#include "ui/plans/ProductPicker.h"

#include "ExampleWindowTest.h"
#include "UiTestSupport.h"
#include "presentation/ProductErrorText.h"
#include "translations/I18n.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/plans/PlansView.h"
#include "ui/plans/ValueEditor.h"
#include "ui/results/ResultsView.h"

#include <QLineEdit>
#include <QRegularExpression>
#include <QTextDocumentFragment>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class ProductPickerTest : public test::ExampleWindowTest
{
protected:
    ProductPicker* picker(const std::string& plan, ProductClass productClass) const
    {
        return window->plansView()->productPicker(plan, productClass);
    }
    // As a click on an item does: select it and report the activation.
    void pick(const std::string& plan, ProductClass productClass, const QString& id)
    {
        ProductPicker* p = picker(plan, productClass);
        ASSERT_NE(p, nullptr);
        const int index = p->findData(id);
        ASSERT_GE(index, 0) << id.toStdString();
        p->setCurrentIndex(index);
        Q_EMIT p->activated(index);
        QCoreApplication::processEvents();
    }
    const PlanSpec& plan(std::size_t i) const { return window->document()->scenario().plans[i]; }
    ValueEditor* editor(const std::string& planId, const char* key) const
    {
        return window->plansView()->planEditor(planId, QLatin1String(key));
    }
};

TEST_F(ProductPickerTest, ListsTheProductsOfThePlansFabricAndCustom)
{
    ProductPicker* ibSwitch = picker("ib", ProductClass::Switch);
    ASSERT_NE(ibSwitch, nullptr);
    EXPECT_EQ(ibSwitch->currentProductId(), "ib-ndr-qm9700");
    EXPECT_GE(ibSwitch->findData(QStringLiteral("ib-xdr-q3400")), 0);
    EXPECT_LT(ibSwitch->findData(QStringLiteral("roce-sn5600")), 0);
    EXPECT_GE(ibSwitch->findData(QString()), 0); // Custom
    ProductPicker* roceNic = picker("roce", ProductClass::Nic);
    EXPECT_GE(roceNic->findData(QStringLiteral("nic-bf3-supernic-400g")), 0);
    EXPECT_GE(roceNic->findData(QStringLiteral("nic-cx7-400g")), 0);
    EXPECT_LT(picker("ib", ProductClass::Nic)->findData(QStringLiteral("nic-bf3-supernic-400g")),
              0);
}

TEST_F(ProductPickerTest, PickingASwitchChangesTheRadixTheResultAndUndoes)
{
    ValueEditor* radix = editor("roce", "switchRadix");
    ASSERT_NE(radix, nullptr);
    EXPECT_FALSE(radix->isEnabled()); // decided by the Tomahawk-5 white box
    EXPECT_EQ(radix->lineEdit()->text(), QStringLiteral("128"));
    const auto before = window->resultsView()->data().plans[1].npv;
    pick("roce", ProductClass::Switch, QStringLiteral("roce-sn5600"));
    EXPECT_EQ(plan(1).products.switchId, "roce-sn5600");
    EXPECT_EQ(plan(1).design.switchRadix, 128);
    const auto after = window->resultsView()->data().plans[1].npv;
    ASSERT_TRUE(before && after);
    EXPECT_GT(after->amount(), before->amount()); // Spectrum-X is dearer
    window->document()->undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_EQ(plan(1).products.switchId, "roce-th5-64x800");
    EXPECT_EQ(picker("roce", ProductClass::Switch)->currentProductId(), "roce-th5-64x800");
    EXPECT_EQ(window->resultsView()->data().plans[1].npv, before);
}

TEST_F(ProductPickerTest, EightHundredGigNicMakesTheSpeedFollowAndCustomFreesIt)
{
    ValueEditor* speed = editor("ib", "linkSpeedGbps");
    ASSERT_NE(speed, nullptr);
    EXPECT_FALSE(speed->isEnabled());
    pick("ib", ProductClass::Switch, QStringLiteral("ib-xdr-q3400"));
    pick("ib", ProductClass::Nic, QStringLiteral("nic-cx8-800g"));
    pick("ib", ProductClass::Optics, QStringLiteral("osfp-1600g-2x800g"));
    EXPECT_EQ(plan(0).design.linkSpeedGbps, 800);
    EXPECT_EQ(plan(0).design.switchRadix, 144);
    EXPECT_EQ(speed->lineEdit()->text(), QStringLiteral("800"));
    pick("ib", ProductClass::Nic, QString());
    EXPECT_TRUE(plan(0).products.nicId.empty());
    EXPECT_TRUE(editor("ib", "linkSpeedGbps")->isEnabled());
    EXPECT_FALSE(editor("ib", "switchRadix")->isEnabled());
}

TEST_F(ProductPickerTest, AProductThatDoesNotFitIsKeptAndMarked)
{
    pick("ib", ProductClass::Nic, QStringLiteral("nic-cx8-800g")); // faster than NDR ports
    EXPECT_EQ(plan(0).products.nicId, "nic-cx8-800g");
    EXPECT_TRUE(picker("ib", ProductClass::Nic)->toolTip().contains(QStringLiteral("faster")))
        << picker("ib", ProductClass::Nic)->toolTip().toStdString();
    EXPECT_FALSE(window->resultsView()->data().plans[0].npv.has_value());
}

TEST_F(ProductPickerTest, AProductThatDoesNotFitIsExplainedInTheWindowsLanguage)
{
    pick("ib", ProductClass::Nic, QStringLiteral("nic-cx8-800g"));
    const std::optional<ProductFault> fault = window->resultsView()->data().plans[0].productFault;
    ASSERT_TRUE(fault.has_value());
    EXPECT_EQ(fault->problem, ProductProblem::NicFasterThanSwitch);
    // Shown as escaped rich text, so that Chinese wraps: read as the user reads it.
    const auto shownTip = [this] {
        return QTextDocumentFragment::fromHtml(picker("ib", ProductClass::Nic)->toolTip())
            .toPlainText();
    };
    const QString english = shownTip();
    // The window's words: products by name, no command line to type.
    EXPECT_FALSE(english.contains(QStringLiteral("fabrictco-cli"))) << english.toStdString();
    EXPECT_FALSE(english.contains(QStringLiteral("plan \""))) << english.toStdString();

    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QString chinese = shownTip();
    EXPECT_NE(chinese, english);
    QString words = chinese;
    // Ids, product names, units and the fabric keep their own spelling.
    words.remove(QRegularExpression(QStringLiteral("\\([a-z0-9-]+\\)|Gb/s|NIC")));
    words.remove(QRegularExpression(QStringLiteral("ConnectX-\\d|Quantum-\\d|QM\\d+|NDR|XDR")));
    EXPECT_FALSE(
        words.contains(QRegularExpression(QStringLiteral("\\b(faster|ports|switch|the)\\b"))))
        << chinese.toStdString();
    EXPECT_TRUE(window->resultsView()->summaryHtml().contains(
        ProductErrorText::message(*fault, window->resultsView()->data().catalog.get())
            .toHtmlEscaped()))
        << window->resultsView()->summaryHtml().toStdString();
}

TEST_F(ProductPickerTest, ChangingTheFabricPicksThatFabricsProducts)
{
    window->plansView()->addPlan(Fabric::InfiniBand);
    QCoreApplication::processEvents();
    ASSERT_EQ(window->document()->scenario().plans.size(), 3u);
    EXPECT_EQ(plan(2).products.switchId, "ib-ndr-qm9700");
    EXPECT_EQ(picker(plan(2).id, ProductClass::Switch)->currentProductId(), "ib-ndr-qm9700");
}

TEST_F(ProductPickerTest, NamesAreChineseInChinese)
{
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    ProductPicker* custom = picker("ib", ProductClass::Switch);
    const QString text = custom->itemText(custom->findData(QString()));
    EXPECT_NE(text, QStringLiteral("Custom"));
    // The product class, then the plan whose column it is in (issue 40).
    EXPECT_TRUE(custom->accessibleName().startsWith(QStringLiteral("交换机，")))
        << custom->accessibleName().toStdString();
}

} // namespace
