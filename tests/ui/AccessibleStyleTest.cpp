// SPDX-License-Identifier: GPL-3.0-or-later
// What AccessibleStyle draws, measured on the pixels (issue 40): a field's edge at 3:1 against
// the window and the field in the light and the dark palette (Fusion's was 2.0:1 and 1.2:1,
// found with a colour picker by a stranger), and a keyboard focus frame two pixels wide.
#include "ui/common/AccessibleStyle.h"

#include "UiTestSupport.h"
#include "charts/ChartPalette.h"
#include "ui/common/Palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStyleFactory>
#include <QTest>
#include <QVBoxLayout>

#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <utility>
#include <vector>

namespace fabrictco::test {
namespace {

struct NamedPalette
{
    const char* name;
    QPalette palette;
};

std::vector<NamedPalette> palettes()
{
    ensureApplication();
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return {{"light", ui::Palette::withReadableSelection(fusion->standardPalette())},
            {"dark", ui::Palette::dark()}};
}

/// The colour of the widget's left edge, halfway down, as it is painted.
QColor leftEdge(QWidget& widget)
{
    const QImage image = widget.grab().toImage();
    return image.pixelColor(0, image.height() / 2);
}

TEST(AccessibleStyleTest, FieldsHaveAnEdgeAtThreeToOneInBothPalettes)
{
    for (const auto& [which, palette] : palettes()) {
        ui::AccessibleStyle style(QStyleFactory::create(QStringLiteral("Fusion")));
        QLineEdit line;
        QDoubleSpinBox spin;
        QComboBox combo;
        combo.setEditable(true);
        QComboBox picker; // not editable: a list to pick from
        picker.addItem(QStringLiteral("ConnectX-7 400G"));
        QPlainTextEdit text;
        for (QWidget* field :
             std::initializer_list<QWidget*>{&line, &spin, &combo, &picker, &text}) {
            field->setStyle(&style);
            field->setPalette(palette);
            field->resize(160, 40);
            const QColor edge = leftEdge(*field);
            const QString what = QString::fromLatin1(field->metaObject()->className());
            EXPECT_GE(ChartPalette::contrast(edge, palette.color(QPalette::Window)), 3.0)
                << which << " " << what.toStdString() << " edge " << edge.name().toStdString();
            EXPECT_GE(ChartPalette::contrast(edge, palette.color(QPalette::Base)), 3.0)
                << which << " " << what.toStdString() << " edge " << edge.name().toStdString();
        }
    }
}

TEST(AccessibleStyleTest, AReadOnlyTextIsNotDrawnAsAField)
{
    ensureApplication();
    ui::AccessibleStyle style(QStyleFactory::create(QStringLiteral("Fusion")));
    const QPalette palette = ui::Palette::dark();
    QPlainTextEdit text;
    text.setReadOnly(true);
    text.setStyle(&style);
    text.setPalette(palette);
    text.resize(160, 40);
    EXPECT_NE(leftEdge(text), ui::AccessibleStyle::fieldEdge(palette));
}

TEST(AccessibleStyleTest, KeyboardFocusIsATwoPixelFrameAtThreeToOne)
{
    // A check box, and what a stranger found with one pixel or none: a push button (Fusion drew
    // the default button alike with and without focus), a spin box and a picker.
    const std::vector<std::pair<const char*, std::function<QWidget*()>>> kinds{
        {"check box",
         [] {
             return new QCheckBox(QStringLiteral("Second check box"));
         }},
        {"push button",
         [] {
             auto* button = new QPushButton(QStringLiteral("Compare InfiniBand and RoCE"));
             button->setDefault(true);
             return button;
         }},
        {"spin box",
         [] {
             return new QSpinBox;
         }},
        {"picker",
         [] {
             auto* combo = new QComboBox;
             combo->addItem(QStringLiteral("Large-model training"));
             return combo;
         }},
    };
    for (const auto& [which, palette] : palettes()) {
        const QColor frame = ui::AccessibleStyle::focusFrame(palette);
        EXPECT_GE(ChartPalette::contrast(frame, palette.color(QPalette::Window)), 3.0) << which;
        for (const auto& [kind, make] : kinds) {
            ui::AccessibleStyle style(QStyleFactory::create(QStringLiteral("Fusion")));
            QWidget window;
            window.setStyle(&style);
            window.setPalette(palette);
            auto* layout = new QVBoxLayout(&window);
            auto* other = new QCheckBox(QStringLiteral("First"));
            QWidget* target = make();
            for (QWidget* widget : std::initializer_list<QWidget*>{other, target}) {
                widget->setStyle(&style);
                layout->addWidget(widget);
            }
            window.show();
            window.activateWindow();
            ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
            other->setFocus(Qt::TabFocusReason);
            QTest::keyClick(other, Qt::Key_Tab); // focus by keyboard, as a user moves it
            ASSERT_TRUE(target->hasFocus()) << which << " " << kind;

            const QImage image = target->grab().toImage();
            // Some column crosses the frame's top edge: two rows of the frame's colour, one
            // above the other.
            const auto isFrame = [&](int x, int y) {
                return image.pixel(x, y) == frame.rgb();
            };
            bool twoPixels = false;
            for (int x = 0; x < image.width() && !twoPixels; ++x)
                for (int y = 0; y + 1 < image.height() && !twoPixels; ++y)
                    twoPixels = isFrame(x, y) && isFrame(x, y + 1) &&
                                (y + 2 >= image.height() || !isFrame(x, y + 2));
            EXPECT_TRUE(twoPixels)
                << which << " " << kind << ": no two-pixel frame in " << frame.name().toStdString();
        }
    }
}

} // namespace
} // namespace fabrictco::test
