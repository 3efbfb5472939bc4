// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace fabrictco::test {

/// The QCoreApplication that translators and QProcess need, created once per test program and
/// deliberately never destroyed (tearing Qt down in exit handlers crashes).
inline void ensureCoreApplication()
{
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "fabrictco-test";
    static char* argv[] = {name, nullptr};
    new QCoreApplication(argc, argv);
}

} // namespace fabrictco::test
