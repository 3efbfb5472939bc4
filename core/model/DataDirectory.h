// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fabrictco {

/// Finds the bundled data (catalog.json, presets.json, examples/): the environment variable
/// FABRICTCO_DATA_DIR, then share/fabrictco installed beside the program's folder
/// (<prefix>/bin/../share/fabrictco; in the build tree a link to data/ stands there), then the
/// same from <prefix>/libexec/fabrictco, where fabrictco-cli's programs are (CliPrograms.h).
class DataDirectory
{
public:
    /// The first candidate that holds catalog.json; throws CatalogError listing the places tried.
    static QString path();
    /// The candidates in order, for error messages and diagnostics.
    static QStringList candidates();
};

} // namespace fabrictco
