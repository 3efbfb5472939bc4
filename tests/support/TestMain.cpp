// SPDX-License-Identifier: GPL-3.0-or-later
// The main() of every test executable. Widget tests need a QApplication; they create it through
// fabrictco::test::ensureApplication(), so plain model tests stay free of any GUI.
#include <gtest/gtest.h>

#include <cstdlib>

int main(int argc, char** argv)
{
    // gtest_discover_tests may run the binary without the test environment.
    if (std::getenv("QT_QPA_PLATFORM") == nullptr)
        setenv("QT_QPA_PLATFORM", "offscreen", 0);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
