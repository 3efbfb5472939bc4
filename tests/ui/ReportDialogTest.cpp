// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/ReportDialog.h"

#include "UiTestSupport.h"
#include "translations/I18n.h"
#include "ui/settings/Settings.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLineEdit>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

class ReportDialogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        i18n::installLanguage(QStringLiteral("en"));
        for (const auto* preference :
             {&Settings::reportPaper, &Settings::reportPreparedBy, &Settings::reportOrganisation})
            preference->clear();
    }
    void TearDown() override
    {
        for (const auto* preference :
             {&Settings::reportPaper, &Settings::reportPreparedBy, &Settings::reportOrganisation})
            preference->clear();
        i18n::installLanguage(QStringLiteral("en"));
    }
};

} // namespace

TEST_F(ReportDialogTest, PaperFollowsTheLocale)
{
    EXPECT_EQ(ReportChoices::paperForLocale(QLocale(QLocale::English, QLocale::UnitedStates)),
              QPageSize::Letter);
    EXPECT_EQ(ReportChoices::paperForLocale(QLocale(QLocale::English, QLocale::UnitedKingdom)),
              QPageSize::A4);
    EXPECT_EQ(ReportChoices::paperForLocale(QLocale(QLocale::Chinese, QLocale::China)),
              QPageSize::A4);
}

TEST_F(ReportDialogTest, DefaultsAreTheWindowsLanguageAndTheDocumentsAuthor)
{
    DocumentContent content;
    content.scenario.metadata.author = "Li Wei";
    content.scenario.metadata.organisation = "Compute Procurement";
    i18n::installLanguage(QStringLiteral("zh_CN"));
    const ReportChoices choices = ReportChoices::defaults(content);
    EXPECT_EQ(choices.language, QStringLiteral("zh_CN"));
    EXPECT_EQ(choices.preparedBy, QStringLiteral("Li Wei"));
    EXPECT_EQ(choices.organisation, QStringLiteral("Compute Procurement"));
    EXPECT_EQ(choices.paper, ReportChoices::paperForLocale(QLocale::system()));
}

TEST_F(ReportDialogTest, RemembersPaperAuthorAndOrganisationForDocumentsWithout)
{
    ReportChoices chosen;
    chosen.paper = QPageSize::Letter;
    chosen.preparedBy = QStringLiteral("Ana Souza");
    chosen.organisation = QStringLiteral("HPC Centre");
    chosen.remember();
    const ReportChoices next = ReportChoices::defaults(DocumentContent{});
    EXPECT_EQ(next.paper, QPageSize::Letter);
    EXPECT_EQ(next.preparedBy, QStringLiteral("Ana Souza"));
    EXPECT_EQ(next.organisation, QStringLiteral("HPC Centre"));

    const DocumentContent applied = next.applyTo(DocumentContent{});
    EXPECT_EQ(applied.scenario.metadata.author, "Ana Souza");
    EXPECT_EQ(applied.scenario.metadata.organisation, "HPC Centre");
}

TEST_F(ReportDialogTest, ShowsTheChoicesAndReturnsTheEditedOnes)
{
    ReportChoices choices;
    choices.paper = QPageSize::Letter;
    choices.language = QStringLiteral("zh_CN");
    choices.preparedBy = QStringLiteral("A");
    ReportDialog dialog(choices, QStringLiteral("Preview…"));
    const QList<QComboBox*> combos = dialog.findChildren<QComboBox*>();
    const QList<QLineEdit*> edits = dialog.findChildren<QLineEdit*>();
    ASSERT_EQ(combos.size(), 2);
    ASSERT_EQ(edits.size(), 3);
    for (QWidget* widget : dialog.findChildren<QWidget*>()) {
        if (widget->focusPolicy() != Qt::NoFocus && !qobject_cast<QAbstractButton*>(widget)) {
            EXPECT_FALSE(widget->accessibleName().isEmpty()) << widget->metaObject()->className();
        }
    }
    EXPECT_EQ(dialog.choices().paper, QPageSize::Letter);
    EXPECT_EQ(dialog.choices().language, QStringLiteral("zh_CN"));
    combos[0]->setCurrentIndex(combos[0]->findData(int(QPageSize::A4)));
    edits[2]->setText(QStringLiteral("Org"));
    EXPECT_EQ(dialog.choices().paper, QPageSize::A4);
    EXPECT_EQ(dialog.choices().organisation, QStringLiteral("Org"));
    EXPECT_EQ(dialog.choices().preparedBy, QStringLiteral("A"));
}

// Issue 38: the report's title could only be set outside the window. The dialog offers it, the
// document's title first; empty prints the generic title, shown greyed in the box.
TEST_F(ReportDialogTest, TheTitleIsTheDocumentsAndCanBeChanged)
{
    DocumentContent content;
    content.scenario.metadata.title = "GPU cluster 2027";
    const ReportChoices choices = ReportChoices::defaults(content);
    EXPECT_EQ(choices.title, QStringLiteral("GPU cluster 2027"));
    ReportDialog dialog(choices, QStringLiteral("Preview…"));
    QLineEdit* title = nullptr;
    for (QLineEdit* edit : dialog.findChildren<QLineEdit*>())
        if (edit->accessibleName() == QLatin1String("Report title"))
            title = edit;
    ASSERT_NE(title, nullptr);
    EXPECT_EQ(title->text(), QStringLiteral("GPU cluster 2027"));
    EXPECT_FALSE(title->placeholderText().isEmpty());
    title->setText(QStringLiteral("  InfiniBand or RoCE for hall B  "));
    const DocumentContent applied = dialog.choices().applyTo(content);
    EXPECT_EQ(applied.scenario.metadata.title, "InfiniBand or RoCE for hall B");
    title->clear();
    EXPECT_EQ(dialog.choices().applyTo(content).scenario.metadata.title, "");
}

// The dialog shows the title it opens with whole: an example's 42-character title read
// "rge-model training cluster, growing fast" in a field 40 characters wide (found by a
// stranger). A very long title keeps the dialog within a 1280-pixel screen and scrolls.
TEST_F(ReportDialogTest, TheTitleItOpensWithIsWhole)
{
    ReportChoices choices;
    choices.title = QStringLiteral("Large-model training cluster, growing fast");
    ReportDialog dialog(choices, QStringLiteral("Preview…"));
    dialog.show();
    const QLineEdit* title = nullptr;
    for (const QLineEdit* field : dialog.findChildren<QLineEdit*>())
        if (field->accessibleName() == QStringLiteral("Report title"))
            title = field;
    ASSERT_NE(title, nullptr);
    const int textWidth = title->fontMetrics().horizontalAdvance(choices.title);
    EXPECT_GE(title->width(), textWidth + 2 * title->fontMetrics().averageCharWidth());
}

TEST_F(ReportDialogTest, AVeryLongTitleKeepsTheDialogOnAProjectorsScreen)
{
    ReportChoices choices;
    choices.title = QString(190, QLatin1Char('W'));
    ReportDialog dialog(choices, QStringLiteral("Preview…"));
    dialog.show();
    EXPECT_LE(dialog.width(), 1280);
}
