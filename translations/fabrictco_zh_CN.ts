<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>RecommendationText</name>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>how sensitive the workload is to jitter</source>
        <translation>业务对性能抖动有多敏感</translation>
    </message>
    <message>
        <source>whether the team has a &quot;network doctor&quot;</source>
        <translation>团队里有没有“网络神医”</translation>
    </message>
    <message>
        <source>scale and growth</source>
        <translation>规模和发展速度</translation>
    </message>
    <message>
        <source>large-model training</source>
        <translation>AI大模型训练</translation>
    </message>
    <message>
        <source>scientific computing (CFD, climate)</source>
        <translation>科学计算（流体力学、气候模拟）</translation>
    </message>
    <message>
        <source>high-frequency trading</source>
        <translation>高频交易</translation>
    </message>
    <message>
        <source>distributed storage (Ceph)</source>
        <translation>分布式存储（Ceph）</translation>
    </message>
    <message>
        <source>video rendering</source>
        <translation>视频渲染</translation>
    </message>
    <message>
        <source>internet back-end</source>
        <translation>互联网后端业务</translation>
    </message>
    <message>
        <source>no RDMA experience</source>
        <translation>没有RDMA经验</translation>
    </message>
    <message>
        <source>some RDMA experience</source>
        <translation>有一定RDMA经验</translation>
    </message>
    <message>
        <source>strong RoCE expertise (PFC, ECN, DCQCN)</source>
        <translation>精通RoCE调优（PFC、ECN、DCQCN）</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Recommendation: %1. Over the horizon it is expected to cost %2 less than %3 (net present value), and it is the cheaper plan in %4 of the simulated outcomes.</source>
        <translation>建议选择%1。在评估期内，其总拥有成本（净现值）预计比%3低%2；在%4的模拟结果中，%1都是更省钱的方案。</translation>
    </message>
    <message>
        <source>This is a close call: the difference is small against the uncertainty. Get firm vendor quotes and check the main drivers before deciding.</source>
        <translation>两个方案难分高下：与不确定性相比，成本差距很小。建议先拿到厂商的正式报价，并核实主要影响因素，再做决定。</translation>
    </message>
    <message>
        <source>No single question decides it at the most likely values; the choice comes from the spread of possible outcomes.</source>
        <translation>各项参数取最可能值时，没有哪一个问题起决定作用；结论取决于各种可能结果的分布。</translation>
    </message>
    <message>
        <source>Deciding question: %1. It accounts for %2 of the cost gap and saves %3 with %4.</source>
        <translation>决定性问题：%1。它占成本差距的%2，选择%4可因此节省%3。</translation>
    </message>
    <message>
        <source>Question %1 (%2) favours %3 by %4 (%5 of the cost gap).</source>
        <translation>问题%1（%2）有利于%3，差额为%4（占成本差距的%5）。</translation>
    </message>
    <message>
        <source>Jitter: idle compute from jitter and congestion is %1 of the RoCE plan&apos;s cost of ownership and %2 of the InfiniBand plan&apos;s (workload: %3).</source>
        <translation>抖动：抖动和拥塞造成的算力闲置，占RoCE方案总拥有成本的%1，占InfiniBand方案的%2（业务类型：%3）。</translation>
    </message>
    <message>
        <source>Team: RoCE compared with InfiniBand costs %1 in staff and %2 in incidents and the risk of tearing the fabric out and rebuilding it (team: %3).</source>
        <translation>团队：与InfiniBand相比，RoCE的人员成本差额为%1，故障及网络“推倒重来”风险的成本差额为%2（团队情况：%3）。</translation>
    </message>
    <message>
        <source>Scale: the cluster grows from %1 to %2 nodes and crosses the break-even point of %3 nodes, where the cheaper plan changes; plan for the size it will reach.</source>
        <translation>规模：集群将从%1个节点增长到%2个节点，跨过%3个节点的盈亏平衡点，更省钱的方案在此发生变化；请按集群将来达到的规模来规划。</translation>
    </message>
    <message>
        <source>No break-even node count in the range examined.</source>
        <translation>在所考察的范围内没有盈亏平衡节点数。</translation>
    </message>
    <message>
        <source>Break-even node counts: %1.</source>
        <translation>盈亏平衡节点数：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (swing %2, can change the answer)</source>
        <translation>%1，波动幅度%2，可能改变结论</translation>
    </message>
    <message>
        <source>%1 (swing %2)</source>
        <translation>%1，波动幅度%2</translation>
    </message>
    <message>
        <source>Main drivers: %1.</source>
        <translation>主要影响因素：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1个节点</translation>
    </message>
    <message>
        <source>%1 growing to %2 nodes</source>
        <translation>从%1个节点增长到%2个节点</translation>
    </message>
    <message>
        <source>Scale: the cheaper plan is the same at every cluster size examined; this cluster: %1.</source>
        <translation>规模：在所考察的各个集群规模下，更省钱的方案都相同；本集群：%1。</translation>
    </message>
    <message>
        <source>Scale: this cluster (%1) stays below the break-even point of %2 nodes.</source>
        <translation>规模：本集群（%1）始终低于%2个节点的盈亏平衡点。</translation>
    </message>
    <message>
        <source>Scale: this cluster (%1) is already past the break-even point of %2 nodes.</source>
        <translation>规模：本集群（%1）已经超过%2个节点的盈亏平衡点。</translation>
    </message>
    <message>
        <source>%1 (%2 plan)</source>
        <translation>%1（%2方案）</translation>
    </message>
</context>
</TS>
