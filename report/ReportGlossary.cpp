// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportGlossary.h"

#include "report/HtmlTable.h"
#include "report/ReportStyle.h"

#include <utility>
#include <vector>

namespace fabrictco {

QString ReportGlossary::html(QChar letter)
{
    const std::vector<std::pair<QString, QString>> terms{
        {tr("NPV (net present value)"),
         tr("Each year's cost discounted to today at the discount rate and added up; plans are "
            "compared on it because money spent later weighs less.")},
        {tr("P5, P50, P95"),
         tr("Of the simulated outcomes, 5 %, half and 95 % cost less than this figure. P95 is a "
            "bad but plausible case.")},
        {tr("CVaR95"),
         tr("The average of the worst 5 % of simulated outcomes: how bad the bad cases are.")},
        {tr("Monte Carlo trials"),
         tr("The cost computed many times, each time with the uncertain inputs drawn from their "
            "ranges, to see how far the answer can move.")},
        {tr("Break-even node count"),
         tr("The cluster size at which the cheaper plan changes from one fabric to the other.")},
        {tr("Oversubscription"),
         tr("Leaf ports facing servers per port facing the spines; 1:1 is non-blocking, 3:1 "
            "saves switches but congests traffic that leaves the leaf.")},
        {tr("Rail-optimised"),
         tr("Each GPU's NIC of every server goes to its own leaf (rail), so most collective "
            "traffic stays on one switch.")},
        {tr("RDMA"),
         tr("Remote direct memory access: a NIC writes into another server's memory without its "
            "CPU. InfiniBand has it natively; RoCE carries it over Ethernet.")},
        {tr("PFC (priority flow control)"),
         tr("Ethernet pause frames that make a lossless class for RoCE; mistuned, they cause "
            "pause storms and deadlocks.")},
        {tr("ECN (explicit congestion notification)"),
         tr("Switches mark packets when queues grow, so senders slow down before packets are "
            "dropped.")},
        {tr("DCQCN"),
         tr("The congestion control RoCE NICs run on ECN marks; its thresholds need tuning per "
            "fabric.")},
        {tr("Adaptive routing"),
         tr("Switches spread each flow's packets over all free paths (InfiniBand AR, "
            "Spectrum-X) instead of fixing a path per flow (ECMP), which avoids collisions of "
            "large flows.")},
        {tr("SHARP"),
         tr("InfiniBand switches that add up the data of a collective (AllReduce) themselves, "
            "halving the traffic; it needs a licence.")},
        {tr("DAC, AEC, AOC"),
         tr("Passive copper cables (within a rack), active retimed copper (to the next rack) and "
            "active optical cables with built-in ends; longer links use fibre with a pluggable "
            "module at each end.")},
    };
    HtmlTable table({tr("Term"), tr("Meaning")}, {HtmlTable::Left, HtmlTable::Left});
    for (const auto& [term, meaning] : terms)
        table.addRow({term, meaning});
    //: %1 the appendix's letter: D, or E after the price to beat's appendix.
    return ReportStyle::sectionHeading(tr("Appendix %1: glossary").arg(letter)) + table.html();
}

} // namespace fabrictco
