// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fabrictco::test {

/// The repository's data/ folder (catalog, examples).
QString dataDir();
/// tests/fixtures/, for files of earlier formats and bad inputs.
QString fixturesDir();

} // namespace fabrictco::test
