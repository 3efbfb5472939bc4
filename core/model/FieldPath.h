// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace fabrictco {

/// Where in a scenario a problem is, as data: the scenario's own inputs, the cluster, one year of
/// the cluster's schedule, one plan or one quote, and the field within it. Its text
/// ("plans[1].overrides.price.switch") is what files, the CLI and JSON show; the window words the
/// structure (presentation/ValidationText) instead of taking the text apart again.
struct FieldPath
{
    enum class Part
    {
        Scenario,    ///< `field` is the scenario's own: "overrides.<key>", "uncertainty.<key>"
        Cluster,     ///< `field` is the cluster's: "nodes", "horizonYears", ...
        NodesInYear, ///< year `index` (0-based) of the cluster's schedule
        Plans,       ///< the list of plans as a whole
        Plan,        ///< plan `index`; `field`: "name", "design.<field>", "overrides.<key>", ...
        Quote,       ///< quote `index`; `field`: "itemKey", "unitPrice", ...
    };
    Part part = Part::Scenario;
    std::size_t index = 0;
    std::string field;

    static FieldPath cluster(std::string field) { return {Part::Cluster, 0, std::move(field)}; }
    static FieldPath nodesInYear(std::size_t year) { return {Part::NodesInYear, year, {}}; }
    static FieldPath plan(std::size_t index, std::string field)
    {
        return {Part::Plan, index, std::move(field)};
    }
    static FieldPath quote(std::size_t index, std::string field)
    {
        return {Part::Quote, index, std::move(field)};
    }

    /// "plans[1].name", "cluster.nodesByYear[2]", "overrides.price.switch".
    std::string text() const;
    /// The inverse of text(); a text it does not recognise is the scenario's own field.
    static FieldPath parse(std::string_view text);

    friend bool operator==(const FieldPath&, const FieldPath&) = default;
};

} // namespace fabrictco
