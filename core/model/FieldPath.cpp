// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/FieldPath.h"

#include <charconv>

namespace fabrictco {

namespace {

constexpr std::string_view kClusterPrefix = "cluster.";
constexpr std::string_view kYears = "cluster.nodesByYear[";

/// "<prefix><digits>]" at the start of `text`: the index and what follows the "]"; none when
/// `text` does not start that way.
bool indexAfter(std::string_view text, std::string_view prefix, std::size_t& index,
                std::string_view& rest)
{
    if (!text.starts_with(prefix))
        return false;
    text.remove_prefix(prefix.size());
    const auto close = text.find(']');
    if (close == std::string_view::npos || close == 0)
        return false;
    const auto [end, error] = std::from_chars(text.data(), text.data() + close, index);
    if (error != std::errc() || end != text.data() + close)
        return false;
    rest = text.substr(close + 1);
    return true;
}

} // namespace

std::string FieldPath::text() const
{
    switch (part) {
    case Part::Scenario:
        return field;
    case Part::Cluster:
        return std::string(kClusterPrefix) + field;
    case Part::NodesInYear:
        return std::string(kYears) + std::to_string(index) + "]";
    case Part::Plans:
        return "plans";
    case Part::Plan:
        return "plans[" + std::to_string(index) + "]" + (field.empty() ? "" : "." + field);
    case Part::Quote:
        return "quotes[" + std::to_string(index) + "]" + (field.empty() ? "" : "." + field);
    }
    return field;
}

FieldPath FieldPath::parse(std::string_view text)
{
    std::size_t index = 0;
    std::string_view rest;
    if (indexAfter(text, kYears, index, rest) && rest.empty())
        return nodesInYear(index);
    if (text.starts_with(kClusterPrefix))
        return cluster(std::string(text.substr(kClusterPrefix.size())));
    if (text == "plans")
        return {Part::Plans, 0, {}};
    for (const auto& [prefix, which] :
         {std::pair{std::string_view("plans["), Part::Plan}, {"quotes[", Part::Quote}}) {
        if (indexAfter(text, prefix, index, rest) && (rest.empty() || rest.starts_with('.')))
            return {which, index, std::string(rest.empty() ? rest : rest.substr(1))};
    }
    return {Part::Scenario, 0, std::string(text)};
}

} // namespace fabrictco
