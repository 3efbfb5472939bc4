// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace fabrictco {

/// Checks the first 100 bytes of a would-be document before SQLite sees it, so the common
/// wrong files (empty, truncated, not SQLite, another program's database, a newer FabricTCO's
/// file) get a precise message without parsing anything else.
class DocumentHeader
{
public:
    /// Largest document accepted; real ones are a few hundred kilobytes.
    static constexpr std::size_t kMaxFileSize = 64u << 20;

    /// Returns the file's format version (its user_version). Throws DocumentError.
    static int check(const std::vector<unsigned char>& bytes);
};

} // namespace fabrictco
