<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
</TS>
