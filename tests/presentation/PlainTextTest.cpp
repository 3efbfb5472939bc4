// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/PlainText.h"

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

TEST(PlainTextTest, ForHtmlEscapesEveryMarkupCharacter)
{
    EXPECT_EQ(PlainText::forHtml(QStringLiteral("<img src=/tmp/x.png>")),
              QStringLiteral("&lt;img src=/tmp/x.png&gt;"));
    // An entity stays those characters: "&amp;" shows as five characters, not as "&".
    EXPECT_EQ(PlainText::forHtml(QStringLiteral("&amp; R&D")), QStringLiteral("&amp;amp; R&amp;D"));
    EXPECT_EQ(PlainText::forHtml(QStringLiteral("<a href=\"x\">")),
              QStringLiteral("&lt;a href=&quot;x&quot;&gt;"));
    EXPECT_EQ(PlainText::forHtml(QStringLiteral("InfiniBand NDR")),
              QStringLiteral("InfiniBand NDR"));
}

TEST(PlainTextTest, ForRichTextGuessIsAlwaysRichAndEscaped)
{
    // Qt::mightBeRichText is QtGui; its rule is a known tag before the first line break.
    const QString plain = PlainText::forRichTextGuess(QStringLiteral("R&D"));
    EXPECT_TRUE(plain.startsWith(QStringLiteral("<p "))) << plain.toStdString();
    EXPECT_TRUE(plain.contains(QStringLiteral("R&amp;D")));
    const QString markup = PlainText::forRichTextGuess(QStringLiteral("<b>bold</b>\nline"));
    EXPECT_TRUE(markup.contains(QStringLiteral("&lt;b&gt;bold&lt;/b&gt;\nline")));
    EXPECT_FALSE(markup.contains(QStringLiteral("<b>")));
}

TEST(PlainTextTest, ForRichTextGuessOneLineNeverWrapsAndIsEscaped)
{
    const QString shown = PlainText::forRichTextGuessOneLine(QStringLiteral("<b>A</b> & B"));
    EXPECT_TRUE(shown.startsWith(QStringLiteral("<p style=\"white-space:pre\">")))
        << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("&lt;b&gt;A&lt;/b&gt; &amp; B")));
    EXPECT_FALSE(shown.contains(QStringLiteral("<b>")));
}

TEST(PlainTextTest, ForWindowTitleKeepsAPlaceholderLiteral)
{
    EXPECT_EQ(PlainText::forWindowTitle(QStringLiteral("Plan [*] B")),
              QStringLiteral("Plan [*][*] B"));
    EXPECT_EQ(PlainText::forWindowTitle(QStringLiteral("Plan B")), QStringLiteral("Plan B"));
}

TEST(PlainTextTest, TerminalControlsAreC0ButTabAndLineFeedDelAndC1)
{
    for (char16_t c = 0; c < 0x20; ++c)
        EXPECT_EQ(PlainText::isTerminalControl(QChar(c)), c != u'\t' && c != u'\n') << int(c);
    EXPECT_TRUE(PlainText::isTerminalControl(QChar(0x7f)));
    for (char16_t c = 0x80; c <= 0x9f; ++c)
        EXPECT_TRUE(PlainText::isTerminalControl(QChar(c))) << int(c);
    for (char16_t c : {u' ', u'~', u'<', char16_t(0xa0), char16_t(0x4e2d), char16_t(0x241b)})
        EXPECT_FALSE(PlainText::isTerminalControl(QChar(c))) << int(c);
}

TEST(PlainTextTest, ForTerminalShowsEveryControlAsItsEscape)
{
    EXPECT_EQ(PlainText::forTerminal(QStringLiteral("a\x1b]0;pwned\x07z")),
              QStringLiteral("a\\u001b]0;pwned\\u0007z"));
    EXPECT_EQ(PlainText::forTerminal(QStringLiteral("\x1b[2J")), QStringLiteral("\\u001b[2J"));
    EXPECT_EQ(PlainText::forTerminal(QString(QChar(0x7f)) + QChar(0x9b) + QChar(0x85)),
              QStringLiteral("\\u007f\\u009b\\u0085"));
    EXPECT_EQ(PlainText::forTerminal(QStringLiteral("a\rb")), QStringLiteral("a\\u000db"));
    EXPECT_EQ(PlainText::forTerminal(QString(QChar(0))), QStringLiteral("\\u0000"));
}

TEST(PlainTextTest, ForTerminalKeepsTextLinesAndTabs)
{
    const QString text = QStringLiteral("Title:\t中文 <b>bold</b> &amp;\nline two\r\nthree");
    EXPECT_EQ(PlainText::forTerminal(text), text);
    EXPECT_EQ(PlainText::forTerminal(QString()), QString());
}

TEST(PlainTextTest, ForTerminalKeepsJsonValidAndMeaningTheSame)
{
    // A control can only stand inside a JSON string, where \u00XX is its escape.
    EXPECT_EQ(
        PlainText::forTerminal(QStringLiteral("{\"t\":\"a") + QChar(0x9b) + QStringLiteral("\"}")),
        QStringLiteral("{\"t\":\"a\\u009b\"}"));
}

} // namespace
