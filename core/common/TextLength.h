// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string_view>

namespace fabrictco {

/// How long a text is for a person: its characters (Unicode code points), not its UTF-8 bytes.
/// Every length limit a user meets is counted this way, so a Chinese plan name of 67 characters
/// (201 bytes) is as acceptable as an English one (issue 34: the CLI counted bytes and said
/// "characters"). Malformed UTF-8 counts each stray byte as one character.
inline std::size_t characterCount(std::string_view utf8)
{
    std::size_t count = 0;
    for (const char c : utf8)
        count += (static_cast<unsigned char>(c) & 0xC0) != 0x80; // not a continuation byte
    return count;
}

} // namespace fabrictco
