<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChartDataBuilder</name>
    <message>
        <source>Break-even: %1 = %2</source>
        <translation>盈亏平衡：%1 = %2</translation>
    </message>
    <message>
        <source>NPV of %1 minus %2</source>
        <translation>%1 与 %2 的净现值之差</translation>
    </message>
</context>
<context>
    <name>ChartFactory</name>
    <message>
        <source>billion %1</source>
        <translation>十亿 %1</translation>
    </message>
    <message>
        <source>million %1</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>thousand %1</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>Cumulative total cost of ownership</source>
        <translation>累计总拥有成本</translation>
    </message>
    <message>
        <source>%1, year %2: %3</source>
        <translation>%1，第 %2 年：%3</translation>
    </message>
    <message>
        <source>Year of operation</source>
        <translation>运营年份</translation>
    </message>
    <message>
        <source>Cumulative TCO (%1)</source>
        <translation>累计 TCO（%1）</translation>
    </message>
    <message>
        <source>Horizon cost by category</source>
        <translation>评估期内各类成本</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2：%3</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Cost over the horizon (%1)</source>
        <translation>评估期成本（%1）</translation>
    </message>
    <message>
        <source>Cost against cluster size (P5–P95)</source>
        <translation>成本随集群规模变化（P5–P95）</translation>
    </message>
    <message>
        <source>%1, %2 nodes: median %3 (P5 %4, P95 %5)</source>
        <translation>%1，%2 个节点：中位数 %3（P5 %4，P95 %5）</translation>
    </message>
    <message>
        <source>%1 P5–P95</source>
        <translation>%1 P5–P95</translation>
    </message>
    <message>
        <source>%1 median</source>
        <translation>%1 中位数</translation>
    </message>
    <message>
        <source>Break-even at about %1 nodes (%2)</source>
        <translation>盈亏平衡点约 %1 个节点（%2）</translation>
    </message>
    <message>
        <source>Compute nodes (log scale)</source>
        <translation>计算节点数（对数刻度）</translation>
    </message>
    <message>
        <source>Horizon NPV (%1, log scale)</source>
        <translation>评估期净现值（%1，对数刻度）</translation>
    </message>
    <message>
        <source>Expected cost against risk</source>
        <translation>期望成本与风险</translation>
    </message>
    <message>
        <source>%1, %2 nodes: expected %3, risk (P95 − median) %4</source>
        <translation>%1，%2 个节点：期望 %3，风险（P95 − 中位数）%4</translation>
    </message>
    <message>
        <source>Expected horizon NPV (%1)</source>
        <translation>评估期期望净现值（%1）</translation>
    </message>
    <message>
        <source>Risk: P95 minus median (%1)</source>
        <translation>风险：P95 减中位数（%1）</translation>
    </message>
    <message>
        <source>Sensitivity: %1</source>
        <translation>敏感性：%1</translation>
    </message>
    <message>
        <source>Input at its low value</source>
        <translation>输入取低值</translation>
    </message>
    <message>
        <source>Input at its high value</source>
        <translation>输入取高值</translation>
    </message>
    <message>
        <source>%1 = %2: %3</source>
        <translation>%1 = %2：%3</translation>
    </message>
    <message>
        <source>Change from %1 (%2)</source>
        <translation>相对 %1 的变化（%2）</translation>
    </message>
</context>
<context>
    <name>CostCategoryText</name>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Licences and support</source>
        <translation>许可与支持</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>电力与冷却</translation>
    </message>
    <message>
        <source>Staff expertise</source>
        <translation>人员与专业能力</translation>
    </message>
    <message>
        <source>Idle compute (jitter)</source>
        <translation>算力闲置（抖动）</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>故障事件</translation>
    </message>
    <message>
        <source>Re-architecture risk</source>
        <translation>推倒重建风险</translation>
    </message>
</context>
<context>
    <name>PdfReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
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
<context>
    <name>ReportCostSections</name>
    <message>
        <source>Per plan</source>
        <translation>各方案</translation>
    </message>
    <message numerus="yes">
        <source>Total cost over %n year(s)</source>
        <translation>
            <numerusform>%n 年总成本</numerusform>
        </translation>
    </message>
    <message>
        <source>Net present value (NPV)</source>
        <translation>净现值（NPV）</translation>
    </message>
    <message>
        <source>Cost per GPU per month</source>
        <translation>每 GPU 每月成本</translation>
    </message>
    <message>
        <source>Cost in year 1</source>
        <translation>第 1 年成本</translation>
    </message>
    <message>
        <source>  %1 (horizon)</source>
        <translation>  %1（评估期）</translation>
    </message>
    <message>
        <source>Difference to %1, total</source>
        <translation>与 %1 的差额（总计）</translation>
    </message>
    <message>
        <source>Difference to %1, NPV</source>
        <translation>与 %1 的差额（净现值）</translation>
    </message>
    <message>
        <source>Switches in year 1 / last year</source>
        <translation>交换机数量（第 1 年 / 最后一年）</translation>
    </message>
    <message>
        <source>Cost over time and by category</source>
        <translation>成本随时间与类别的分布</translation>
    </message>
    <message>
        <source>Nominal amounts; the tables on the following pages give every figure to the cent.</source>
        <translation>图中为名义金额；后续各页表格给出精确到分的全部数字。</translation>
    </message>
    <message>
        <source>Year-by-year costs</source>
        <translation>逐年成本</translation>
    </message>
    <message>
        <source>Nominal cost of each year per category (%1), the year&apos;s total, its value discounted to year 1 at %2 % a year (the sum is the NPV), and the cumulative total.</source>
        <translation>每年各类别的名义成本（%1）、当年合计、按每年 %2 % 折现到第 1 年的价值（其总和即净现值）以及累计总额。</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Discounted to year 1</source>
        <translation>折现到第 1 年</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>InfiniBand or RoCE: total cost of ownership and risk</source>
        <translation>InfiniBand 还是 RoCE：总拥有成本与风险</translation>
    </message>
    <message>
        <source>Network fabric comparison report</source>
        <translation>网络方案对比报告</translation>
    </message>
    <message>
        <source> versus </source>
        <translation> 对比 </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>(not stated)</source>
        <translation>（未填写）</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>团队</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Prepared with FabricTCO %1. Amounts are exact to the cent; estimates are marked as such in the assumptions.</source>
        <translation>由 FabricTCO %1 生成。金额精确到分；估算值在假设部分中已标注。</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
</context>
<context>
    <name>ReportInputSections</name>
    <message>
        <source>The scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Workload (question 1: jitter sensitivity)</source>
        <translation>工作负载（问题一：对抖动的敏感度）</translation>
    </message>
    <message>
        <source>Team (question 2: a &quot;network doctor&quot;?)</source>
        <translation>团队（问题二：有没有&quot;网络医生&quot;？）</translation>
    </message>
    <message>
        <source>Compute nodes in year 1 (question 3: scale)</source>
        <translation>第 1 年计算节点数（问题三：规模）</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>评估期</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n 年</numerusform>
        </translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>舍入方式</translation>
    </message>
    <message>
        <source>Plan design</source>
        <translation>方案设计</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>Rails (NIC ports) per node</source>
        <translation>每节点轨道数（网卡端口）</translation>
    </message>
    <message>
        <source>Link speed (Gb/s)</source>
        <translation>链路速率（Gb/s）</translation>
    </message>
    <message>
        <source>Switch radix (ports)</source>
        <translation>交换机端口数</translation>
    </message>
    <message>
        <source>Leaf oversubscription (r:1)</source>
        <translation>叶交换机收敛比（r:1）</translation>
    </message>
    <message>
        <source>Spares (%)</source>
        <translation>备件比例（%）</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Each plan&apos;s fabric sized for the cluster of each year by the bill-of-materials engine (leaf-spine or fat-tree arithmetic, rounded up to whole switches); spares are included in the totals.</source>
        <translation>由物料清单引擎按每年的集群规模为各方案配置网络（叶脊或胖树拓扑计算，向上取整到整台交换机）；合计中已包含备件。</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Compute nodes</source>
        <translation>计算节点</translation>
    </message>
    <message>
        <source>Switching tiers</source>
        <translation>交换层级</translation>
    </message>
    <message>
        <source>Endpoints (NIC ports and appliances)</source>
        <translation>端点（网卡端口与设备）</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>Spare switches</source>
        <translation>备用交换机</translation>
    </message>
    <message>
        <source>Switches, total</source>
        <translation>交换机合计</translation>
    </message>
    <message>
        <source>NIC ports</source>
        <translation>网卡端口</translation>
    </message>
    <message>
        <source>Copper cables (DAC)</source>
        <translation>铜缆（DAC）</translation>
    </message>
    <message>
        <source>Optical cables</source>
        <translation>光缆</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Room for more endpoints</source>
        <translation>可扩展端点余量</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Quote from %1</source>
        <translation>%1 报价</translation>
    </message>
    <message>
        <source>Shared by every plan</source>
        <translation>所有方案共用</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假设与来源</translation>
    </message>
    <message>
        <source>Every price and parameter the model used, with where it comes from. Figures marked &quot;estimate&quot; are weakly sourced and should be replaced with vendor quotes; figures marked &quot;QUOTE&quot; come from a vendor&apos;s quote in this scenario.</source>
        <translation>模型使用的每一项价格与参数及其来源。标为&quot;估算&quot;的数字来源较弱，应以厂商报价替换；标为&quot;报价&quot;的数字来自本场景中的厂商报价。</translation>
    </message>
    <message>
        <source>Appendix: methodology</source>
        <translation>附录：方法说明</translation>
    </message>
    <message>
        <source>The total cost of ownership (TCO) of each plan is computed year by year over the horizon, in seven categories:</source>
        <translation>每个方案的总拥有成本（TCO）在评估期内逐年计算，分为七类：</translation>
    </message>
    <message>
        <source>Hardware: NICs, switches per tier, cables, transceivers, spares and installation; expansion purchases as the cluster grows (with re-cabling when growth forces a third tier), refresh at end of life, and residual value at the end of the horizon.</source>
        <translation>硬件：网卡、各层交换机、线缆、光模块、备件与安装；集群扩容时的追加采购（扩容导致需要第三层时包括重新布线）、寿命到期的更新换代，以及评估期末的残值。</translation>
    </message>
    <message>
        <source>Licences and support: fabric management (UFM class) for InfiniBand, switch operating system licences for Ethernet, and vendor support as a share of hardware.</source>
        <translation>许可与支持：InfiniBand 的网络管理软件（UFM 类）、以太网交换机操作系统许可，以及按硬件比例计算的厂商支持费用。</translation>
    </message>
    <message>
        <source>Power and cooling: device watts × PUE × electricity price × hours.</source>
        <translation>电力与冷却：设备功率 × PUE × 电价 × 小时数。</translation>
    </message>
    <message>
        <source>Staff expertise: engineers needed to run the fabric, growing faster than linearly with scale and falling with the team&apos;s expertise; hiring premium, training and external tuning help (PFC, ECN, DCQCN).</source>
        <translation>人员与专业能力：运维网络所需的工程师，随规模超线性增长、随团队能力提高而减少；招聘溢价、培训以及外部调优支持（PFC、ECN、DCQCN）。</translation>
    </message>
    <message>
        <source>Idle compute from jitter and congestion: GPUs × hours × utilisation × the workload&apos;s jitter sensitivity × the fabric&apos;s efficiency loss × the value of a GPU-hour. RoCE&apos;s loss falls as tuning matures.</source>
        <translation>抖动与拥塞造成的算力闲置：GPU 数 × 小时数 × 利用率 × 工作负载的抖动敏感度 × 网络效率损失 × 每 GPU 小时价值。RoCE 的损失随调优成熟而下降。</translation>
    </message>
    <message>
        <source>Network incidents: expected failures and, for RoCE, configuration incidents (PFC storms, deadlocks, threshold mismatches), each stalling jobs for the repair time plus the checkpoint rollback.</source>
        <translation>网络故障：预期的硬件故障，以及 RoCE 的配置类故障（PFC 风暴、死锁、阈值不一致），每次都会让作业停顿修复时间加上检查点回滚时间。</translation>
    </message>
    <message>
        <source>Re-architecture risk: the probability that a plan is torn out and rebuilt, times its cost.</source>
        <translation>推倒重建风险：方案被拆除重建的概率乘以其成本。</translation>
    </message>
    <message>
        <source>Amounts are exact decimals: every line item is computed exactly and rounded once to the cent; category, year and horizon totals are sums of the rounded lines, so the tables add up exactly. Later years are discounted at the scenario&apos;s discount rate to give the net present value (NPV).</source>
        <translation>金额均为精确小数：每个明细项精确计算后只舍入一次到分；类别、年度和评估期合计都是已舍入明细的加总，因此表格可以精确对账。以后各年按场景的折现率折现，得到净现值（NPV）。</translation>
    </message>
    <message>
        <source>Risk: every uncertain input carries a low / most likely / high range (triangular or PERT). The Monte Carlo analysis draws all inputs together, with the same draws for both plans where they share an input, and reports the distribution of each plan&apos;s NPV: P5, P50, P95 and CVaR95 (the mean of the worst 5 % of trials), and the probability that each plan is the cheaper. The sweep repeats this for cluster sizes on a logarithmic scale and finds the break-even node counts; the tornado moves one input at a time from its low to its high.</source>
        <translation>风险：每个不确定输入都有低值 / 最可能值 / 高值的区间（三角分布或 PERT 分布）。蒙特卡洛分析同时抽取所有输入，两个方案共用的输入使用相同的抽样，并给出各方案净现值的分布：P5、P50、P95 和 CVaR95（最差 5 % 试验的平均值），以及每个方案更便宜的概率。规模扫描在对数刻度的多个集群规模上重复这一分析并找出盈亏平衡的节点数；龙卷风图每次只把一个输入从低值移到高值。</translation>
    </message>
    <message>
        <source>The recommendation follows the source article&apos;s three questions: how sensitive the workload is to jitter, whether the team has a &quot;network doctor&quot; for RoCE, and how large the cluster is and how fast it grows. The full model, with every formula, input and default, is documented in core/MODEL.md.</source>
        <translation>推荐结论依据原文提出的三个问题：工作负载对抖动有多敏感、团队是否有能驾驭 RoCE 的&quot;网络医生&quot;、集群规模有多大以及增长有多快。完整模型（每个公式、输入和默认值）见 core/MODEL.md。</translation>
    </message>
</context>
<context>
    <name>ReportRiskSections</name>
    <message>
        <source>Cost and risk against cluster size</source>
        <translation>成本与风险随集群规模的变化</translation>
    </message>
    <message>
        <source>Monte Carlo horizon NPV of each plan from %1 to %2 nodes: the line is the median, the band P5 to P95; squares mark break-even node counts. The second chart shows what each plan costs against how much it can overrun (P95 minus median) at several sizes.</source>
        <translation>各方案在 %1 到 %2 个节点之间的蒙特卡洛评估期净现值：线为中位数，色带为 P5 到 P95；方块标出盈亏平衡的节点数。第二张图给出在若干规模下各方案的期望成本与可能的超支幅度（P95 减中位数）。</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性分析</translation>
    </message>
    <message>
        <source>Each input moved alone from its low to its high value, every other input at its most likely value: the change in the NPV of InfiniBand minus RoCE. The longest bars decide the comparison.</source>
        <translation>每次只把一个输入从低值移到高值，其余输入取最可能值：InfiniBand 与 RoCE 净现值之差的变化。条形最长的输入决定比较结果。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>Difference at low</source>
        <translation>低值时的差额</translation>
    </message>
    <message>
        <source>Difference at high</source>
        <translation>高值时的差额</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Distribution of each plan&apos;s horizon NPV over %1 Monte Carlo trials (seed %2). CVaR95 is the mean of the worst 5 % of trials.</source>
        <translation>各方案评估期净现值在 %1 次蒙特卡洛试验中的分布（随机种子 %2）。CVaR95 为最差 5 % 试验的平均值。</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>P5</source>
        <translation>P5</translation>
    </message>
    <message>
        <source>P50 (median)</source>
        <translation>P50（中位数）</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>CVaR95</source>
        <translation>CVaR95</translation>
    </message>
    <message>
        <source>P95 minus median</source>
        <translation>P95 减中位数</translation>
    </message>
    <message>
        <source>Probability of being the cheaper</source>
        <translation>更便宜的概率</translation>
    </message>
    <message>
        <source>Trial by trial on the same draws, %1 is cheaper than %2 in %3 of the trials; on average %2 costs %4 more than %1.</source>
        <translation>在相同抽样下逐次比较，%1 在 %3 的试验中比 %2 便宜；平均而言 %2 比 %1 多花 %4。</translation>
    </message>
    <message>
        <source>No break-even between %1 and %2 nodes: the same plan is cheaper at every size swept.</source>
        <translation>在 %1 到 %2 个节点之间没有盈亏平衡点：在扫描的每个规模下都是同一方案更便宜。</translation>
    </message>
    <message>
        <source>Break-even (first-year nodes)</source>
        <translation>盈亏平衡点（第 1 年节点数）</translation>
    </message>
    <message>
        <source>Cheaper below</source>
        <translation>低于该点时更便宜</translation>
    </message>
    <message>
        <source>Cheaper from</source>
        <translation>自该点起更便宜</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>MMMM d, yyyy</source>
        <extracomment>Date format on the report&apos;s cover and footer (Qt QDate::toString syntax).</extracomment>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE (Ethernet)</source>
        <translation>RoCE（以太网）</translation>
    </message>
    <message>
        <source>Large-model training</source>
        <translation>大模型训练</translation>
    </message>
    <message>
        <source>Scientific computing (CFD, climate)</source>
        <translation>科学计算（CFD、气候）</translation>
    </message>
    <message>
        <source>High-frequency trading</source>
        <translation>高频交易</translation>
    </message>
    <message>
        <source>Distributed storage (Ceph)</source>
        <translation>分布式存储（Ceph）</translation>
    </message>
    <message>
        <source>Video rendering</source>
        <translation>视频渲染</translation>
    </message>
    <message>
        <source>Internet back-end</source>
        <translation>互联网后端</translation>
    </message>
    <message>
        <source>No RDMA experience</source>
        <translation>没有 RDMA 经验</translation>
    </message>
    <message>
        <source>Some RDMA experience</source>
        <translation>有一定 RDMA 经验</translation>
    </message>
    <message>
        <source>Strong RoCE expertise</source>
        <translation>RoCE 经验丰富</translation>
    </message>
    <message>
        <source>published</source>
        <translation>公开数据</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <source>QUOTE</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>user override</source>
        <translation>用户设定</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>SpreadsheetTables</name>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>Spare switches</source>
        <translation>备用交换机</translation>
    </message>
    <message>
        <source>Switches, total</source>
        <translation>交换机合计</translation>
    </message>
    <message>
        <source>NIC ports</source>
        <translation>网卡端口</translation>
    </message>
    <message>
        <source>Copper cables</source>
        <translation>铜缆</translation>
    </message>
    <message>
        <source>Optical cables</source>
        <translation>光缆</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Yearly costs</source>
        <translation>逐年成本</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>合计（%1）</translation>
    </message>
    <message>
        <source>Discounted (%1)</source>
        <translation>折现值（%1）</translation>
    </message>
    <message>
        <source>Cumulative (%1)</source>
        <translation>累计（%1）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Risk summary</source>
        <translation>风险汇总</translation>
    </message>
    <message>
        <source>Mean (%1)</source>
        <translation>平均值（%1）</translation>
    </message>
    <message>
        <source>P5 (%1)</source>
        <translation>P5（%1）</translation>
    </message>
    <message>
        <source>P50 (%1)</source>
        <translation>P50（%1）</translation>
    </message>
    <message>
        <source>P95 (%1)</source>
        <translation>P95（%1）</translation>
    </message>
    <message>
        <source>CVaR95 (%1)</source>
        <translation>CVaR95（%1）</translation>
    </message>
    <message>
        <source>Probability cheapest</source>
        <translation>最便宜的概率</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Node-count sweep</source>
        <translation>节点数扫描</translation>
    </message>
    <message>
        <source>Per GPU per month (%1)</source>
        <translation>每 GPU 每月（%1）</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>break-even: %1 to %2</source>
        <translation>盈亏平衡：%1 转为 %2</translation>
    </message>
</context>
</TS>
