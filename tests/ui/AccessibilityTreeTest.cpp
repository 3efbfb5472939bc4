// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader reads, walked through QAccessibleInterface over the real window, each
// result page, the start page, the dialogs and the presentation window, in both languages
// (issue 40): every focusable control has a name, no two controls in one window share it (two
// plans' "Switch price" fields were one name), and a spin box's value is the figure it shows
// (every field reported 0).
#include "ExampleWindowTest.h"
#include "ui/common/AccessibleInterfaces.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/export/ReportDialog.h"
#include "ui/export/RfqDialog.h"
#include "ui/plans/QuotesDialog.h"
#include "ui/plans/ValueEditor.h"
#include "ui/presentation/PresentationWindow.h"
#include "ui/results/ResultsView.h"
#include "ui/start/StartPage.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAccessibleInterface>
#include <QAccessibleValueInterface>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>

#include <gtest/gtest.h>

namespace fabrictco::test {
namespace {

struct Control
{
    QWidget* widget;
    QAccessibleInterface* iface;
    QString name;
};

/// The focusable, shown widgets under `iface`, each with the interface Qt gives it.
void collect(QAccessibleInterface* iface, std::vector<Control>& out, int depth = 0)
{
    if (iface == nullptr || depth > 80)
        return;
    auto* widget = qobject_cast<QWidget*>(iface->object());
    const QAccessible::State state = iface->state();
    if (widget != nullptr && widget->isVisible() && state.focusable && !state.invisible &&
        QAccessible::queryAccessibleInterface(widget) == iface)
        out.push_back({widget, iface, iface->text(QAccessible::Name)});
    for (int i = 0; i < iface->childCount(); ++i)
        collect(iface->child(i), out, depth + 1);
}

QString describe(const Control& c)
{
    const QWidget* parent = c.widget->parentWidget();
    return QStringLiteral("%1 \"%2\" in %3")
        .arg(QString::fromLatin1(c.widget->metaObject()->className()), c.name,
             parent ? QString::fromLatin1(parent->metaObject()->className()) : QString());
}

/// Every problem a screen-reader user would meet in `top`, one line each.
QStringList problemsIn(QWidget* top)
{
    std::vector<Control> controls;
    collect(QAccessible::queryAccessibleInterface(top), controls);
    QStringList problems;
    std::map<QString, const Control*> named;
    for (const Control& c : controls) {
        if (c.name.trimmed().isEmpty()) {
            problems << QStringLiteral("no name: %1").arg(describe(c));
            continue;
        }
        if (const auto [it, added] = named.emplace(c.name, &c); !added)
            problems
                << QStringLiteral("same name: %1 and %2").arg(describe(c), describe(*it->second));
        auto* spin = qobject_cast<QAbstractSpinBox*>(c.widget);
        QAccessibleValueInterface* value = c.iface->valueInterface();
        if (spin == nullptr || value == nullptr)
            continue;
        // The figure shown, without a suffix or the "≈" of a rounded mean, is the value read.
        QString shown = spin->text();
        shown.remove(QChar(0x2248));
        if (auto* plain = qobject_cast<QSpinBox*>(spin))
            shown = QString::number(plain->value());
        const std::optional<Decimal> figure = ui::ValueEditor::parse(shown);
        const double read = value->currentValue().toDouble();
        if (!figure || std::abs(figure->toDouble() - read) > 1e-9 * std::max(1.0, std::abs(read)))
            problems << QStringLiteral("value: %1 shows \"%2\", reads %3")
                            .arg(describe(c), spin->text(), QString::number(read));
        if (value->maximumValue().toDouble() <= value->minimumValue().toDouble())
            problems << QStringLiteral("range: %1").arg(describe(c));
    }
    if (controls.empty())
        problems << QStringLiteral("nothing focusable in %1").arg(top->objectName());
    return problems;
}

class AccessibilityTreeTest : public ExampleWindowTest,
                              public ::testing::WithParamInterface<const char*>
{
protected:
    void SetUp() override
    {
        ensureApplication();
        ui::installAccessibleInterfaces(); // as runApplication() does, before any widget
        ExampleWindowTest::SetUp();
        i18n::installLanguage(QString::fromLatin1(GetParam()));
        window->resize(1280, 720);
        window->show();
        settleLayouts();
    }
};

TEST_P(AccessibilityTreeTest, EveryResultPageHasNamedDistinctControlsWithTheirValues)
{
    QTabWidget* pages = window->resultsView()->tabs();
    for (int page = 0; page < pages->count(); ++page) {
        pages->setCurrentIndex(page);
        settleLayouts();
        const QStringList problems = problemsIn(window.get());
        EXPECT_TRUE(problems.isEmpty()) << "page " << pages->tabText(page).toStdString() << ":\n"
                                        << problems.join(QLatin1Char('\n')).toStdString();
    }
}

TEST_P(AccessibilityTreeTest, TheStartPageAndTheDialogsToo)
{
    ui::StartPage start;
    start.resize(1280, 720);
    start.show();
    settleLayouts();
    EXPECT_EQ(problemsIn(&start), QStringList());

    ui::ReportDialog report(ui::ReportChoices{}, QStringLiteral("Preview…"));
    report.show();
    settleLayouts();
    EXPECT_EQ(problemsIn(&report), QStringList());

    ui::RfqDialog rfq(window->document()->scenario(), QString::fromLatin1(GetParam()));
    rfq.show();
    settleLayouts();
    EXPECT_EQ(problemsIn(&rfq), QStringList());

    ui::QuotesDialog quotes(window->document());
    quotes.show();
    settleLayouts();
    EXPECT_EQ(problemsIn(&quotes), QStringList());

    ui::PresentationWindow slides(window->resultsView()->data());
    slides.resize(1280, 720);
    slides.show();
    settleLayouts();
    EXPECT_EQ(problemsIn(&slides), QStringList());
}

std::string languageName(const ::testing::TestParamInfo<const char*>& language)
{
    return language.param;
}

INSTANTIATE_TEST_SUITE_P(Languages, AccessibilityTreeTest, ::testing::Values("en", "zh_CN"),
                         languageName);

} // namespace
} // namespace fabrictco::test
