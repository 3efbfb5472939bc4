// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fabrictco::ui {

/// Registers the window's own accessible interfaces (AccessibleComboBox, AccessibleAlert) with
/// Qt, before any widget is made; safe to call more than once.
void installAccessibleInterfaces();

} // namespace fabrictco::ui
