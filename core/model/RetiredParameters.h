// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <string>
#include <vector>

namespace fabrictco {

/// Inputs an earlier version priced and this one does not (the model changed how it counts
/// something). A document that set one must still open and compute, and must not lose what the
/// user typed: retireParameters() moves each such value or range into the document's notes,
/// saying what replaced it, and removes it from the inputs. Saving the document keeps the note.
/// Returns the notes it added (empty when the document used none).
std::vector<std::string> retireParameters(Scenario& scenario);

/// Moves values and ranges set under an older name of a parameter
/// (ParameterRegistry::currentKey) to its current name; a value already set under the current
/// name wins. Returns how many it moved.
int renameParameters(Scenario& scenario);

} // namespace fabrictco
