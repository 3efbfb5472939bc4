// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop executable. Everything lives in fabrictco_ui; this only hands over the arguments.
#include "storage/AtomicFile.h"
#include "ui/mainwindow/Application.h"

#include <QApplication>

int main(int argc, char** argv)
{
    fabrictco::AtomicFile::reportOversizedWrites();
    QApplication app(argc, argv);
    return fabrictco::ui::runApplication(app);
}
