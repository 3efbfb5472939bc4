// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialogButtonBox>
#include <QString>

#include <functional>

namespace fabrictco::ui {

/// Gives a dialog's standard button its own words ("Add the accepted quotes" for OK) and keeps
/// them. QDialogButtonBox puts its standard text back ("OK", "确定") on every language change,
/// and one can reach a dialog made just after the language was switched: `text` is asked again
/// after each, so the button says what it does in the language now shown.
void keepButtonText(QDialogButtonBox* box, QDialogButtonBox::StandardButton which,
                    std::function<QString()> text);

} // namespace fabrictco::ui
