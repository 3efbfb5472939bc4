// SPDX-License-Identifier: GPL-3.0-or-later
// Contrast of the window's own colours in the light and the dark palette (issue 40): text at
// least 4.5:1 on the colours it is drawn on, the error red included (#d32f2f was 4.21:1 on the
// light window and 2.88:1 on the dark one). The charts' colours: ChartPaletteTest.
#include "UiTestSupport.h"
#include "charts/ChartPalette.h"
#include "ui/common/Palette.h"

#include <QStyle>
#include <QStyleFactory>

#include <gtest/gtest.h>

namespace fabrictco::test {
namespace {

void expectReadable(const QPalette& palette, const std::string& which)
{
    const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
        {QPalette::WindowText, QPalette::Window},
        {QPalette::Text, QPalette::Base},
        {QPalette::Text, QPalette::AlternateBase},
        {QPalette::ButtonText, QPalette::Button},
        {QPalette::HighlightedText, QPalette::Highlight},
        {QPalette::ToolTipText, QPalette::ToolTipBase},
        {QPalette::PlaceholderText, QPalette::Base}};
    for (const auto& [text, background] : pairs) {
        const double ratio = ChartPalette::contrast(palette.color(text), palette.color(background));
        EXPECT_GE(ratio, 4.5) << which << ": role " << int(text) << " on " << int(background);
    }
    const QColor error(ui::Palette::errorRed(palette));
    for (const QPalette::ColorRole background : {QPalette::Window, QPalette::Base})
        EXPECT_GE(ChartPalette::contrast(error, palette.color(background)), 4.5)
            << which << ": error red " << error.name().toStdString() << " on role "
            << int(background);
}

TEST(AccessibilityContrastTest, TextAndErrorsReadOnTheLightAndTheDarkPalette)
{
    ensureApplication();
    // The light palette as runApplication() sets it: the style's own, selection made readable.
    expectReadable(ui::Palette::withReadableSelection(
                       QStyleFactory::create(QStringLiteral("Fusion"))->standardPalette()),
                   "light");
    expectReadable(ui::Palette::dark(), "dark");
    EXPECT_TRUE(ui::Palette::isDark(ui::Palette::dark()));
}

} // namespace
} // namespace fabrictco::test
