<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChartDataBuilder</name>
    <message>
        <source>Break-even: %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPV of %1 minus %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartFactory</name>
    <message>
        <source>billion %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>million %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thousand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, year %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year of operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative TCO (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon cost by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost over the horizon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost against cluster size (P5–P95)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 nodes: median %3 (P5 %4, P95 %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 P5–P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even at about %1 nodes (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon NPV (%1, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected cost against risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 nodes: expected %3, risk (P95 − median) %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected horizon NPV (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk: P95 minus median (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input at its low value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input at its high value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change from %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostCategoryText</name>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences and support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff expertise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle compute (jitter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-architecture risk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PdfReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecommendationText</name>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how sensitive the workload is to jitter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether the team has a &quot;network doctor&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale and growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>large-model training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scientific computing (CFD, climate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high-frequency trading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distributed storage (Ceph)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>video rendering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internet back-end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RDMA experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some RDMA experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strong RoCE expertise (PFC, ECN, DCQCN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1. Over the horizon it is expected to cost %2 less than %3 (net present value), and it is the cheaper plan in %4 of the simulated outcomes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a close call: the difference is small against the uncertainty. Get firm vendor quotes and check the main drivers before deciding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single question decides it at the most likely values; the choice comes from the spread of possible outcomes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deciding question: %1. It accounts for %2 of the cost gap and saves %3 with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 (%2) favours %3 by %4 (%5 of the cost gap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jitter: idle compute from jitter and congestion is %1 of the RoCE plan&apos;s cost of ownership and %2 of the InfiniBand plan&apos;s (workload: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team: RoCE compared with InfiniBand costs %1 in staff and %2 in incidents and the risk of tearing the fabric out and rebuilding it (team: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: the cluster grows from %1 to %2 nodes and crosses the break-even point of %3 nodes, where the cheaper plan changes; plan for the size it will reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even node count in the range examined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even node counts: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (swing %2, can change the answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (swing %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main drivers: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 growing to %2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: the cheaper plan is the same at every cluster size examined; this cluster: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: this cluster (%1) stays below the break-even point of %2 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: this cluster (%1) is already past the break-even point of %2 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 plan)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCostSections</name>
    <message>
        <source>Per plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Total cost over %n year(s)</source>
        <translation>
            <numerusform>Total cost over %n year</numerusform>
            <numerusform>Total cost over %n years</numerusform>
        </translation>
    </message>
    <message>
        <source>Net present value (NPV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per GPU per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost in year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (horizon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference to %1, total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference to %1, NPV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches in year 1 / last year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost over time and by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominal amounts; the tables on the following pages give every figure to the cent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year-by-year costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominal cost of each year per category (%1), the year&apos;s total, its value discounted to year 1 at %2 % a year (the sum is the NPV), and the cumulative total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounted to year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand or RoCE: total cost of ownership and risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network fabric comparison report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> versus </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not stated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared with FabricTCO %1. Amounts are exact to the cent; estimates are marked as such in the assumptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportInputSections</name>
    <message>
        <source>The scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload (question 1: jitter sensitivity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team (question 2: a &quot;network doctor&quot;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes in year 1 (question 3: scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n year</numerusform>
            <numerusform>%n years</numerusform>
        </translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rails (NIC ports) per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed (Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch radix (ports)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf oversubscription (r:1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each plan&apos;s fabric sized for the cluster of each year by the bill-of-materials engine (leaf-spine or fat-tree arithmetic, rounded up to whole switches); spares are included in the totals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoints (NIC ports and appliances)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches, total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copper cables (DAC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optical cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room for more endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared by every plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every price and parameter the model used, with where it comes from. Figures marked &quot;estimate&quot; are weakly sourced and should be replaced with vendor quotes; figures marked &quot;QUOTE&quot; come from a vendor&apos;s quote in this scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix: methodology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The total cost of ownership (TCO) of each plan is computed year by year over the horizon, in seven categories:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware: NICs, switches per tier, cables, transceivers, spares and installation; expansion purchases as the cluster grows (with re-cabling when growth forces a third tier), refresh at end of life, and residual value at the end of the horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licences and support: fabric management (UFM class) for InfiniBand, switch operating system licences for Ethernet, and vendor support as a share of hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and cooling: device watts × PUE × electricity price × hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff expertise: engineers needed to run the fabric, growing faster than linearly with scale and falling with the team&apos;s expertise; hiring premium, training and external tuning help (PFC, ECN, DCQCN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle compute from jitter and congestion: GPUs × hours × utilisation × the workload&apos;s jitter sensitivity × the fabric&apos;s efficiency loss × the value of a GPU-hour. RoCE&apos;s loss falls as tuning matures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network incidents: expected failures and, for RoCE, configuration incidents (PFC storms, deadlocks, threshold mismatches), each stalling jobs for the repair time plus the checkpoint rollback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-architecture risk: the probability that a plan is torn out and rebuilt, times its cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts are exact decimals: every line item is computed exactly and rounded once to the cent; category, year and horizon totals are sums of the rounded lines, so the tables add up exactly. Later years are discounted at the scenario&apos;s discount rate to give the net present value (NPV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk: every uncertain input carries a low / most likely / high range (triangular or PERT). The Monte Carlo analysis draws all inputs together, with the same draws for both plans where they share an input, and reports the distribution of each plan&apos;s NPV: P5, P50, P95 and CVaR95 (the mean of the worst 5 % of trials), and the probability that each plan is the cheaper. The sweep repeats this for cluster sizes on a logarithmic scale and finds the break-even node counts; the tornado moves one input at a time from its low to its high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommendation follows the source article&apos;s three questions: how sensitive the workload is to jitter, whether the team has a &quot;network doctor&quot; for RoCE, and how large the cluster is and how fast it grows. The full model, with every formula, input and default, is documented in core/MODEL.md.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportRiskSections</name>
    <message>
        <source>Cost and risk against cluster size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo horizon NPV of each plan from %1 to %2 nodes: the line is the median, the band P5 to P95; squares mark break-even node counts. The second chart shows what each plan costs against how much it can overrun (P95 minus median) at several sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each input moved alone from its low to its high value, every other input at its most likely value: the change in the NPV of InfiniBand minus RoCE. The longest bars decide the comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference at low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference at high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribution of each plan&apos;s horizon NPV over %1 Monte Carlo trials (seed %2). CVaR95 is the mean of the worst 5 % of trials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50 (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CVaR95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 minus median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability of being the cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial by trial on the same draws, %1 is cheaper than %2 in %3 of the trials; on average %2 costs %4 more than %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even between %1 and %2 nodes: the same plan is cheaper at every size swept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even (first-year nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheaper below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheaper from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>MMMM d, yyyy</source>
        <extracomment>Date format on the report&apos;s cover and footer (Qt QDate::toString syntax).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE (Ethernet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large-model training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scientific computing (CFD, climate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-frequency trading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distributed storage (Ceph)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video rendering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internet back-end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No RDMA experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some RDMA experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong RoCE expertise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QUOTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpreadsheetTables</name>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches, total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copper cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optical cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounted (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P5 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CVaR95 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node-count sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU per month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-even: %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
