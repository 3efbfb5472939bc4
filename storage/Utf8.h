// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

namespace fabrictco {

/// Strict UTF-8 checks for text that comes from files (documents, CSV quotes).
class Utf8
{
public:
    /// True for well-formed UTF-8 without NUL, overlong forms or surrogates.
    static bool isValid(std::string_view text);
};

} // namespace fabrictco
