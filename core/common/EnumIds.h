// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace fabrictco {

/// A two-way table between an enumeration and the words a file, a command line or a document
/// stores for it ({Workload::Hpc, "hpc"}). The lookups below serve every such table, so none is
/// written by hand again.
template <typename Enum, std::size_t N>
using EnumIdTable = std::array<std::pair<Enum, std::string_view>, N>;

/// The id of `value`; nothing when the table lacks it.
template <typename Enum, std::size_t N>
constexpr std::optional<std::string_view> idIn(const EnumIdTable<Enum, N>& table, Enum value)
{
    for (const auto& [candidate, id] : table)
        if (candidate == value)
            return id;
    return std::nullopt;
}

/// The value whose id is `id` (exact, case-sensitive); nothing for an unknown id.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> valueIn(const EnumIdTable<Enum, N>& table, std::string_view id)
{
    for (const auto& [value, candidate] : table)
        if (candidate == id)
            return value;
    return std::nullopt;
}

/// Every value of the table, in its order.
template <typename Enum, std::size_t N>
std::vector<Enum> valuesIn(const EnumIdTable<Enum, N>& table)
{
    std::vector<Enum> values;
    values.reserve(N);
    for (const auto& entry : table)
        values.push_back(entry.first);
    return values;
}

} // namespace fabrictco
