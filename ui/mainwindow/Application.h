// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QApplication;

namespace fabrictco::ui {

/// Everything main() does: names, language, command line (--example NAME, FILE, --lang,
/// --screenshot PATH), the main window and the event loop. Returns the exit code.
int runApplication(QApplication& app);

} // namespace fabrictco::ui
