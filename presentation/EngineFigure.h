// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>

namespace fabrictco {

/// A figure the engine wrote in its canonical form ("16000", "1.5", "100000000") as the reader
/// writes numbers ("16,000", "1.5", "100,000,000"); text that is not a number stays as it is.
QString engineFigure(const std::string& text);

} // namespace fabrictco
