// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"
#include "core/tco/TcoResult.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fabrictco {

/// What a request-for-quotation line asks a price for: one priced item class of the bill of
/// materials. Leaf, spine, core and spare switches are one line (the plan buys one switch).
enum class RfqItem
{
    Switch,
    Nic,
    Transceiver,
    CopperCable,
    AecCable,
    AocCable,
    OpticalCable,
    FabricElement, ///< a scheduled fabric's cell switch
};

/// One line of a request for quotation: what a plan buys of one item, per requested year.
struct RfqLine
{
    std::string planId;
    RfqItem item = RfqItem::Switch;
    /// The quote item key a filled line is imported under, scoped to its plan so the price
    /// lands on this plan only: "<plan>:<product id>" for a catalog product the plan picked,
    /// "<plan>:price.cable_copper" (the parameter) otherwise.
    std::string itemKey;
    /// The catalog product, or empty (custom hardware, cables).
    std::string productId;
    /// Installed in each requested year, spares included (parallel to Rfq::years).
    std::vector<std::int64_t> quantities;
    /// Of `quantities`, the spares held on site.
    std::vector<std::int64_t> spares;
    /// The link speed the item carries, in Gbit/s (from the plan's design).
    int speedGbps = 0;
    /// Switches only: ports of the plan's switch.
    int ports = 0;
};

/// The lines of a request for quotation, plan by plan in the scenario's order.
struct Rfq
{
    std::vector<int> years; ///< the years whose installed quantities are asked, ascending
    std::vector<RfqLine> lines;
    /// Ids of the document's plans not asked for: they cannot be built for the cluster
    /// (BuildablePlans), so they have no bill of materials to quote.
    std::vector<std::string> plansLeftOut;
};

/// Turns the plans' bills of materials into a request for quotation (issue 35): per plan, one
/// line per priced item it buys (an item no requested year needs is left out), with the
/// installed quantity, spares included, of each requested year. Prices are not in it: the
/// vendor fills them, and `import-prices` reads them back by the lines' item keys.
class RequestForQuotation
{
public:
    /// `result` from TcoEngine::evaluate(scenario). `planId` empty: every plan. `years` empty:
    /// every year of the horizon. Throws std::invalid_argument for a plan id the result does not
    /// have or a year outside 1..horizon.
    static Rfq build(const Scenario& scenario, const TcoResult& result,
                     const std::string& planId, std::vector<int> years);
    /// The parameter that prices `item` ("price.switch", "price.cable_aoc").
    static const std::string& priceKey(RfqItem item);
};

} // namespace fabrictco
