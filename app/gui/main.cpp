// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop executable. Everything lives in fabrictco_ui; this only hands over the arguments.
#include "core/common/FreedMemory.h"
#include "storage/AtomicFile.h"
#include "storage/RuntimeDirectory.h"
#include "ui/mainwindow/Application.h"

#include <QApplication>

#include <cstdio>
#include <cstring>

namespace {

bool noDisplay()
{
    return qEnvironmentVariableIsEmpty("DISPLAY") &&
           qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
           qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

bool asksOnlyForText(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"--help", "-h", "--help-all", "--version", "-v"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    fabrictco::FreedMemory::keepForReuse();
    fabrictco::AtomicFile::reportOversizedWrites();
    fabrictco::RuntimeDirectory::prepare();
    // Without a display Qt aborts, saying only that no platform plugin could be loaded. Help
    // and version need no window; anything else is told what works without one.
    if (noDisplay()) {
        if (!asksOnlyForText(argc, argv)) {
            std::fputs("fabrictco: there is no display to open the window on (DISPLAY is not "
                       "set). Without one, fabrictco-cli gives the same figures, for example:\n"
                       "  fabrictco-cli report --example llm-training -o report.pdf\n",
                       stderr);
            return 1;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    return fabrictco::ui::runApplication(app);
}
