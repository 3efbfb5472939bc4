<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccessibleHtml</name>
    <message>
        <source>Table %1</source>
        <translation>表 %1</translation>
    </message>
    <message>
        <source>Table %1, %2</source>
        <extracomment>A table's name for a screen reader: its number, then its section.</extracomment>
        <translation>表 %1，%2</translation>
    </message>
</context>
<context>
    <name>BomErrorText</name>
    <message>
        <source>0 (no) or 1 (yes)</source>
        <translation>0（否）或 1（是）</translation>
    </message>
    <message>
        <source>an even whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的偶数</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation>%1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>must be %1 (got %2)</source>
        <extracomment>A design field's value outside what a fabric accepts.</extracomment>
        <translation>应为%1（当前为 %2）</translation>
    </message>
    <message>
        <source>a unit of %1 nodes × %2 rails needs %3 leaves, more than a three-tier fat-tree of %4-port switches holds; accepted: 0 to %5 nodes per unit</source>
        <translation>每个单元 %1 个节点 × %2 条轨道需要 %3 台叶交换机，超过 %4 端口交换机组成的三层胖树所能容纳的数量；可接受：每单元 0 到 %5 个节点</translation>
    </message>
    <message>
        <source>%1 nodes × %2 rails + %3 extra endpoints need %4 endpoints, more than a three-tier fat-tree of %5-port switches holds at %6:1 oversubscription (%7)</source>
        <translation>%1 个节点 × %2 条轨道 + %3 个额外端点共需 %4 个端点，超过 %5 端口交换机组成的三层胖树在 %6:1 收敛比下所能容纳的数量（%7）</translation>
    </message>
    <message>
        <source>accepted: %1 to %2</source>
        <translation>可接受：%1 到 %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>What the design needs, then what it accepts.</extracomment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>accepted with the growth planned: %1 to %2 nodes in year 1 (they grow to at most %3 by year %4)</source>
        <translation>按计划增长可接受：第 1 年 %1 到 %2 个节点（到第 %4 年增长至最多 %3 个）</translation>
    </message>
    <message>
        <source>%1, or switches of at least %2 ports</source>
        <translation>%1，或使用至少 %2 端口的交换机</translation>
    </message>
    <message>
        <source>%1 nodes × %2 rails + %3 extra endpoints need %4 endpoints, more than the scheduled fabric holds (%5)</source>
        <translation>%1 个节点 × %2 条轨道 + %3 个额外端点共需 %4 个端点，超过调度式交换矩阵所能容纳的数量（%5）</translation>
    </message>
</context>
<context>
    <name>BomLines</name>
    <message>
        <source>Compute nodes</source>
        <translation>计算节点</translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation>交换层数</translation>
    </message>
    <message>
        <source>Endpoints (NIC ports and appliances)</source>
        <translation>端点（网卡端口与设备）</translation>
    </message>
    <message>
        <source>Endpoints the topology can hold</source>
        <translation>拓扑可容纳的端点数</translation>
    </message>
    <message>
        <source>Room for more endpoints</source>
        <translation>可扩展端点余量</translation>
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
        <source>Switches in total</source>
        <translation>交换机合计</translation>
    </message>
    <message>
        <source>NIC ports</source>
        <translation>网卡端口</translation>
    </message>
    <message>
        <source>Copper cables (DAC)</source>
        <translation>无源铜缆（DAC）</translation>
    </message>
    <message>
        <source>Active copper cables (AEC)</source>
        <translation>有源铜缆（AEC）</translation>
    </message>
    <message>
        <source>Active optical cables (AOC)</source>
        <translation>有源光缆（AOC）</translation>
    </message>
    <message>
        <source>Fibre patch cables</source>
        <translation>光纤跳线</translation>
    </message>
    <message>
        <source>Cables in total</source>
        <translation>线缆合计</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Switches, NIC ports, cables and transceivers are counted with their spares.</source>
        <translation>交换机、网卡端口、线缆和光模块的数量均含备件。</translation>
    </message>
    <message>
        <source>Fabric elements (scheduled fabric)</source>
        <translation>交换矩阵单元（调度式交换矩阵）</translation>
    </message>
    <message>
        <source>Spare fabric elements</source>
        <translation>备用交换矩阵单元</translation>
    </message>
</context>
<context>
    <name>BriefingSlides</name>
    <message>
        <source>Why</source>
        <translation>为什么</translation>
    </message>
    <message>
        <source>What could change the answer</source>
        <translation>什么会改变结论</translation>
    </message>
    <message>
        <source>Deciding: %1</source>
        <translation>决定因素：%1</translation>
    </message>
</context>
<context>
    <name>BriefingText</name>
    <message>
        <source>Recommendation: %1 or %2, alike in cost</source>
        <translation>建议：%1 或 %2，成本相当</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <source>over 1 year</source>
        <translation>在 1 年内</translation>
    </message>
    <message>
        <source>over %1 years</source>
        <translation>在 %1 年内</translation>
    </message>
    <message>
        <source>Both are expected to cost the same %1 (net present value).</source>
        <translation>两者预计%1花费相同（净现值）。</translation>
    </message>
    <message>
        <source>It is the cheaper plan in %1 of %2 simulated outcomes.</source>
        <translation>在 %2 次模拟结果中，它在 %1 的结果里更省钱。</translation>
    </message>
    <message>
        <source>In 90 % of them the saving lies between %1 and %2 (negative: %3 would have been cheaper).</source>
        <translation>其中 90 % 的结果里，节省金额介于 %1 与 %2 之间（负数表示%3会更省钱）。</translation>
    </message>
    <message>
        <source>A close call: get firm quotes before deciding.</source>
        <translation>两者难分高下：请先拿到正式报价再做决定。</translation>
    </message>
    <message>
        <source>%1: %2 in favour of %3.</source>
        <translation>%1：%2，对%3有利。</translation>
    </message>
    <message>
        <source>%1: get a firm quote. Within its range the difference moves by %2, enough to change the answer.</source>
        <translation>%1：请拿到正式报价。在其取值范围内，差额会变动%2，足以改变结论。</translation>
    </message>
    <message>
        <source>%1: check it for this site and team. Within its range the difference moves by %2, enough to change the answer.</source>
        <translation>%1：请结合本机房和团队情况核实。在其取值范围内，差额会变动%2，足以改变结论。</translation>
    </message>
    <message>
        <source>No single input, within its range, changes the answer.</source>
        <translation>没有哪一项输入在其取值范围内会单独改变结论。</translation>
    </message>
    <message>
        <source>In 90 % of them the saving lies between %1 and %2.</source>
        <translation>其中 90 % 的结果里，节省金额介于 %1 与 %2 之间。</translation>
    </message>
    <message>
        <source>%1: the quote from %2 expired on %3; ask for a new one before deciding.</source>
        <extracomment>%1 the quoted item, %2 the vendor, %3 the date its validity ended.</extracomment>
        <translation>%1：%2 的报价已于 %3 到期；请在决定前重新询价。</translation>
    </message>
    <message numerus="yes">
        <source>%n more input(s) can change the answer within their ranges: the report lists every one.</source>
        <translation>
            <numerusform>另有 %n 项输入在其区间内可能改变结论：报告列出了全部。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2: %3 in favour of %4.</source>
        <extracomment>%2 says how both plans are rebuilt, e.g. "with switches of one port count on both sides".</extracomment>
        <translation>%1（%2）：%3，对%4有利。</translation>
    </message>
    <message>
        <source>Hardware generation (%1, not the fabrics): %2 in favour of %3.</source>
        <extracomment>%1 what differs, e.g. "switch port counts and link speeds".</extracomment>
        <translation>硬件代际（%1，而非网络类型）：%2，对%3有利。</translation>
    </message>
    <message>
        <source>Expected to cost %1 less than %2 %3 (net present value; the report's summary table has the exact figures).</source>
        <translation>预计%3比%2少花费%1（净现值；精确数字见报告的汇总表）。</translation>
    </message>
    <message>
        <source>One of them is the cheapest plan in %1 of %2 simulated outcomes.</source>
        <translation>在 %2 次模拟结果中，其中之一在 %1 的结果里是最省钱的方案。</translation>
    </message>
</context>
<context>
    <name>CableReachText</name>
    <message>
        <source>No passive copper (DAC) is sold at %1G for %2: links the design gives to DAC use active copper, or fibre with modules.</source>
        <extracomment>%1 link speed in Gb/s, %2 the fabric.</extracomment>
        <translation>%2 在 %1G 速率下没有无源铜缆（DAC）可买：设计中本应使用 DAC 的链路改用有源铜缆，或带光模块的光纤。</translation>
    </message>
    <message>
        <source>Passive copper (DAC) at %1G for %2 is sold up to about %3 m: longer links use active copper, or fibre with modules.</source>
        <extracomment>%1 link speed in Gb/s, %2 the fabric, %3 metres.</extracomment>
        <translation>%2 在 %1G 速率下的无源铜缆（DAC）最长约 %3 米：更长的链路改用有源铜缆，或带光模块的光纤。</translation>
    </message>
    <message>
        <source>No active optical cable (AOC) is sold at %1G for %2: longer links are fibre with a module at each end.</source>
        <extracomment>%1 link speed in Gb/s, %2 the fabric.</extracomment>
        <translation>%2 在 %1G 速率下没有有源光缆（AOC）可买：较长的链路使用两端各带一个光模块的光纤。</translation>
    </message>
    <message>
        <source>The switches have co-packaged optics: every link is fibre, with a module at the NIC end only and none in a switch port.</source>
        <translation>交换机采用共封装光学器件：所有链路都是光纤，只在网卡端有光模块，交换机端口中没有。</translation>
    </message>
</context>
<context>
    <name>CatalogErrorText</name>
    <message>
        <source>value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>low value</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>high value</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An input's name, then the fabric its catalog item is for.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A catalog item's name, then which of its parts is wrong.</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>The document's own catalog item %1 is not accepted: %2</source>
        <extracomment>Which of the document's own catalog items is wrong, then what is wrong.</extracomment>
        <translation>本文档自带的目录条目“%1”不被接受：%2</translation>
    </message>
    <message>
        <source>The bundled catalog cannot be read, so the installation is damaged: reinstall FabricTCO. Detail: %1</source>
        <translation>无法读取随附的价格目录，安装已损坏：请重新安装 FabricTCO。详情：%1</translation>
    </message>
    <message>
        <source>Your organisation's catalog cannot be used, so nothing is priced rather than priced with figures it did not intend. Ask whoever installed it to correct it, then restart FabricTCO; or start FabricTCO with FABRICTCO_ORGANISATION_CATALOG set to nothing to use the bundled catalog alone. Detail: %1</source>
        <extracomment>The catalog an organisation installed beside the bundled one is wrong. %1 the file and the problem, in English.</extracomment>
        <translation>贵组织的价格目录无法使用：与其按非本意的数值计价，不如不计价。请联系安装它的人更正，然后重新启动 FabricTCO；或将 FABRICTCO_ORGANISATION_CATALOG 设为空值后启动 FabricTCO，只使用内置目录。详情：%1</translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
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
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>both</source>
        <translation>两者通用</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>This document</source>
        <translation>本文档</translation>
    </message>
    <message>
        <source>Bundled catalog</source>
        <translation>内置目录</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>A plan that picks this product takes this figure as its default.</source>
        <translation>选用此产品的方案以该数值为默认值。</translation>
    </message>
    <message>
        <source>%1, %2G</source>
        <extracomment>A catalog figure for one link speed: %1 the fabric (or "both"), %2 Gb/s.</extracomment>
        <translation>%1，%2G</translation>
    </message>
    <message>
        <source>%1: check</source>
        <extracomment>A catalog figure's date in the catalog table when it is over 18 months old.</extracomment>
        <translation>%1：请核实</translation>
    </message>
    <message>
        <source>Over %1 months old: check it with a vendor before relying on it.</source>
        <translation>已超过 %1 个月：采用前请向供应商核实。</translation>
    </message>
    <message>
        <source>From %1, the catalog your organisation installed on this computer: it replaces the bundled catalog's figure for every document opened here.</source>
        <translation>来自%1，即贵组织在本机安装的目录：它替换内置目录的数值，对本机打开的每个文档都有效。</translation>
    </message>
    <message>
        <source>Organisation catalog</source>
        <translation>组织目录</translation>
    </message>
    <message>
        <source>The document's own figure: it replaces the catalog's for this comparison.</source>
        <translation>文档自有的数值：在本次比较中替换目录中的数值。</translation>
    </message>
    <message>
        <source>Product, organisation catalog</source>
        <extracomment>A product's figure in the catalog table, from the organisation's catalog.</extracomment>
        <translation>产品，组织目录</translation>
    </message>
    <message>
        <source>The bundled catalog: every default figure with its source and date.</source>
        <translation>内置价格目录：每个默认数值及其来源和日期。</translation>
    </message>
    <message>
        <source>The bundled catalog with your organisation's prices from %1 (%2).</source>
        <translation>内置价格目录，并采用贵组织的价格：%1（%2）。</translation>
    </message>
    <message>
        <source>Dated after today: the date was mistyped or this computer's clock is wrong. Check the figure and its source.</source>
        <translation>日期晚于今天：日期可能输错，或本机时钟有误。请核实该数值及其来源。</translation>
    </message>
    <message>
        <source>%1: after today, check</source>
        <extracomment>A catalog figure's date in the catalog table when it lies after today.</extracomment>
        <translation>%1：晚于今天，请核实</translation>
    </message>
    <message>
        <source>No figures to show: %1</source>
        <extracomment>The catalog tab when no catalog could be loaded; %1 says why and what to do.</extracomment>
        <translation>没有可显示的数值：%1</translation>
    </message>
    <message>
        <source>Most likely</source>
        <translation>最可能值</translation>
    </message>
</context>
<context>
    <name>ChartFactory</name>
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
        <translation>运行年份</translation>
    </message>
    <message>
        <source>Cumulative TCO (%1)</source>
        <translation>累计 TCO（%1）</translation>
    </message>
    <message>
        <source>Horizon cost by category</source>
        <translation>规划期成本构成</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2：%3</translation>
    </message>
    <message>
        <source>Cost over the horizon (%1)</source>
        <translation>规划期内成本（%1）</translation>
    </message>
    <message>
        <source>%1 P5–P95</source>
        <translation>%1 P5–P95</translation>
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
    <message>
        <source>Sensitivity</source>
        <translation>敏感性分析</translation>
    </message>
    <message>
        <source>This cluster (%1 nodes)</source>
        <translation>本集群（%1 个节点）</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>%1, start: %2</source>
        <translation>%1，起点：%2</translation>
    </message>
    <message>
        <source>Cost gap against cluster size</source>
        <translation>成本差距与集群规模</translation>
    </message>
    <message>
        <source>Each line is another plan's cost minus %1's: above zero %1 is cheaper, below it that plan; where a line crosses zero both cost the same.</source>
        <translation>每条线是另一方案的成本减去 %1 的成本：零线以上 %1 更便宜，零线以下该方案更便宜；曲线与零线相交处两者成本相同。</translation>
    </message>
    <message>
        <source>Zero: both cost the same (break-even)</source>
        <translation>零线：两者成本相同（盈亏平衡）</translation>
    </message>
    <message>
        <source>%1 and %2 cost the same at %3 nodes; from %3 nodes on %4 is cheaper.</source>
        <translation>%1 与 %2 在 %3 个节点时成本相同；从 %3 个节点起 %4 更便宜。</translation>
    </message>
    <message>
        <source>%1 and %2 change places below %3 nodes (sizes just below cannot be built); from %3 nodes on %4 is cheaper.</source>
        <translation>%1 与 %2 在 %3 个节点以下互换位次（略小的规模无法组网）；从 %3 个节点起 %4 更便宜。</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 个节点</translation>
    </message>
    <message>
        <source>%1 nodes (%2)</source>
        <translation>%1 个节点（%2）</translation>
    </message>
    <message>
        <source>Gap in NPV (%1)</source>
        <translation>净现值差距（%1）</translation>
    </message>
    <message>
        <source>▲ %1 cheaper</source>
        <translation>▲ %1 更便宜</translation>
    </message>
    <message>
        <source>▼ %1 cheaper</source>
        <translation>▼ %1 更便宜</translation>
    </message>
    <message>
        <source>NPV per GPU-month (%1)</source>
        <translation>每 GPU 每月净现值（%1）</translation>
    </message>
    <message>
        <source>Cost against risk per GPU-month</source>
        <translation>每 GPU 每月的成本与风险</translation>
    </message>
    <message>
        <source>At this cluster's size (%1 nodes) %2 is both the cheapest plan and the one with the least to lose.</source>
        <translation>在本集群的规模（%1 个节点）下，%2 既是最便宜的方案，也是可能损失最少的方案。</translation>
    </message>
    <message>
        <source>Expected NPV per GPU-month (%1)</source>
        <translation>每 GPU 每月期望净现值（%1）</translation>
    </message>
    <message>
        <source>P95 overrun per GPU-month (%1)</source>
        <translation>每 GPU 每月 P95 超支（%1）</translation>
    </message>
    <message>
        <source>Its growth to %1 nodes</source>
        <translation>此后增长到 %1 个节点</translation>
    </message>
    <message>
        <source>Compute nodes in year 1 (log scale)</source>
        <translation>第 1 年计算节点数（对数坐标）</translation>
    </message>
    <message>
        <source>▼ that line's plan cheaper</source>
        <translation>▼ 该线对应的方案更便宜</translation>
    </message>
    <message>
        <source>Each line is another plan's cost minus %1's: above zero %1 is cheaper, below it that plan; no line crosses zero in this range.</source>
        <translation>每条线是另一方案的成本减去 %1 的成本：零线以上 %1 更便宜，零线以下该方案更便宜；在此范围内没有曲线与零线相交。</translation>
    </message>
    <message>
        <source>The lowest line is the cheapest plan at that size, in discounted cost; a wide band is a plan whose cost is uncertain.</source>
        <translation>最低的线是该规模下按折现成本最便宜的方案；色带越宽，该方案的成本越不确定。</translation>
    </message>
    <message>
        <source>%1 minus %2 at %3 nodes:
%4 expected (P5 %5, P95 %6)</source>
        <translation>%3 个节点时 %1 减 %2：
期望 %4（P5 %5，P95 %6）</translation>
    </message>
    <message>
        <source>%1 minus %2 at %3 nodes:
%4 expected</source>
        <translation>%3 个节点时 %1 减 %2：
期望 %4</translation>
    </message>
    <message>
        <source>%1 at %2 nodes:
%3 per GPU-month expected (P5 %4, P95 %5)</source>
        <translation>%2 个节点时 %1：
每 GPU 每月期望 %3（P5 %4，P95 %5）</translation>
    </message>
    <message>
        <source>%1 at %2 nodes:
%3 per GPU-month expected, %4 more in a bad case (P95)</source>
        <translation>%2 个节点时 %1：
每 GPU 每月期望 %3，不利情况（P95）下再多 %4</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>NPV of %1 minus %2</source>
        <translation>%1 的净现值减去 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An input of the model, then the plan it belongs to.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Best at %1 nodes</source>
        <translation>%1 个节点时最优</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Discounted cost (NPV) per GPU-month against cluster size</source>
        <translation>每 GPU 每月折现成本（净现值）与集群规模</translation>
    </message>
    <message>
        <source>Cost gap near this cluster's size</source>
        <translation>本集群规模附近的成本差距</translation>
    </message>
    <message>
        <source>From %1 to %2 nodes, around this cluster and its growth, on a scale for the expected gaps: the P5-P95 band runs past it. %3</source>
        <extracomment>%1, %2 node counts; %3 the sentence saying how to read the gap.</extracomment>
        <translation>仅显示 %1 至 %2 个节点，即本集群及其增长附近；纵轴按期望差距取刻度，P5–P95 区间超出图外。%3</translation>
    </message>
    <message>
        <source>From %1 to %2 nodes, around this cluster and its growth, on a scale of its own. %3</source>
        <translation>仅显示 %1 至 %2 个节点，即本集群及其增长附近，纵轴单独取刻度。%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A cost category in the chart's legend, after its number in the key.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>equal cost</source>
        <translation>成本相同</translation>
    </message>
    <message>
        <source>%1 at this cluster's size (%2 nodes)</source>
        <translation>%1，本集群规模（%2 个节点）</translation>
    </message>
    <message>
        <source>Lower left is better: cheaper, and less to lose when things go badly. Points are cluster sizes in nodes, joined in order of size.</source>
        <translation>越靠左下越好：成本更低，情况变糟时损失更少。每个点是一个集群规模（节点数），按规模顺序连线。</translation>
    </message>
    <message>
        <source>The line is %2's cost minus %1's: above zero %1 is cheaper, below it %2; it does not cross zero in this range: no break-even.</source>
        <translation>曲线为 %2 的成本减去 %1 的成本：零线以上 %1 更便宜，零线以下 %2 更便宜；在此范围内曲线不与零线相交：没有盈亏平衡点。</translation>
    </message>
    <message>
        <source>The line is %2's cost minus %1's: above zero %1 is cheaper, below it %2; where it crosses zero both cost the same.</source>
        <translation>曲线为 %2 的成本减去 %1 的成本：零线以上 %1 更便宜，零线以下 %2 更便宜；曲线与零线相交处两者成本相同。</translation>
    </message>
    <message>
        <source>From %1 to %2 nodes, around this cluster's size, on a scale for the expected gaps: the P5-P95 band runs past it. %3</source>
        <translation>仅显示 %1 至 %2 个节点，即本集群规模附近；纵轴按期望差距取刻度，P5–P95 区间超出图外。%3</translation>
    </message>
    <message>
        <source>From %1 to %2 nodes, around this cluster's size, on a scale of its own. %3</source>
        <translation>仅显示 %1 至 %2 个节点，即本集群规模附近，纵轴单独取刻度。%3</translation>
    </message>
    <message>
        <source>No gap to draw at this cluster's size (%1 nodes): the plans cannot be built side by side for it. The chart of the whole range shows the gap where they can.</source>
        <translation>在本集群的规模（%1 个节点）下没有差额可画：各方案无法同时为它建成。全范围的图表给出了各方案都能建成之处的差额。</translation>
    </message>
</context>
<context>
    <name>CostBreakdown</name>
    <message>
        <source>No cost in this category this year.</source>
        <translation>该类别本年没有成本。</translation>
    </message>
    <message>
        <source>%1: %2 = %3</source>
        <translation>%1：%2 = %3</translation>
    </message>
    <message>
        <source>Line item</source>
        <translation>明细项</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>计算公式</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>%1 %2 (from %3 to %4, most likely %5)</source>
        <extracomment>An input's name, the mean the formulas use, its low and high, its most likely.</extracomment>
        <translation>%1 %2（范围 %3 至 %4，最可能值 %5）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Inputs with a range enter the formulas at their expected value, worked out from their low, most likely and high values (for a triangular range, the average of the three), as the input fields show them, not at the most likely value the catalog tab lists: %1. Point here for each range.</source>
        <extracomment>%1 lists the inputs' names.</extracomment>
        <translation>带范围的输入项在公式中取期望值（由低值、最可能值和高值算出，三角分布即三者的平均），与输入框显示的一致，而非价格目录页列出的最可能值。涉及：%1。将鼠标指向此处可查看各项的范围。</translation>
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
        <translation>许可与维保</translation>
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
        <source>Incidents</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Re-architecture risk</source>
        <translation>推倒重建风险</translation>
    </message>
    <message>
        <source>Jitter and congestion</source>
        <translation>抖动与拥塞</translation>
    </message>
</context>
<context>
    <name>DocumentErrorText</name>
    <message>
        <source>The document holds a value FabricTCO does not accept. The details name it.</source>
        <translation>文档中有 FabricTCO 不接受的值，详细信息中写明了是哪一个。</translation>
    </message>
    <message>
        <source>The file cannot be opened: it is missing, or this account may not read it.</source>
        <translation>无法打开该文件：文件不存在，或当前账户无权读取。</translation>
    </message>
    <message>
        <source>This is a folder or a device, not a document file.</source>
        <translation>这是文件夹或设备，不是文档文件。</translation>
    </message>
    <message>
        <source>The file is far larger than any FabricTCO document, so it was not read.</source>
        <translation>该文件远大于任何 FabricTCO 文档，因此没有读取。</translation>
    </message>
    <message>
        <source>The system could not read the file.</source>
        <translation>系统无法读取该文件。</translation>
    </message>
    <message>
        <source>A newer version of FabricTCO wrote this document. Install that version to open it.</source>
        <translation>此文档由更新版本的 FabricTCO 写入，请安装该版本后再打开。</translation>
    </message>
    <message>
        <source>The document is damaged and cannot be opened.</source>
        <translation>文档已损坏，无法打开。</translation>
    </message>
    <message>
        <source>Another program is saving this document right now. Nothing was saved; try again in a moment.</source>
        <translation>另一个程序正在保存此文档。本次没有保存任何内容，请稍后再试。</translation>
    </message>
    <message>
        <source>The file changed on disk since it was read. Nothing was saved.</source>
        <translation>文件在读取之后已在磁盘上被修改。本次没有保存任何内容。</translation>
    </message>
    <message>
        <source>The document cannot be used.</source>
        <translation>无法使用该文档。</translation>
    </message>
    <message>
        <source>The document cannot be written there; the details say why. Nothing was changed on disk: choose another folder.</source>
        <translation>无法在该位置写入文档，原因见详细信息。磁盘上的内容没有任何改变：请选择其他文件夹。</translation>
    </message>
    <message>
        <source>The file is empty: it holds no comparison. Open another file, or restore this one from a backup.</source>
        <translation>文件是空的，不含任何对比。请打开其他文件，或从备份中恢复此文件。</translation>
    </message>
    <message>
        <source>This file is not a FabricTCO document. Open a .fabrictco file saved by FabricTCO; vendor quotes (.csv, .xlsx) come in with File &gt; Import quotes.</source>
        <translation>该文件不是 FabricTCO 文档。请打开由 FabricTCO 保存的 .fabrictco 文件；供应商报价（.csv、.xlsx）请通过“文件 &gt; 导入报价”导入。</translation>
    </message>
</context>
<context>
    <name>EngineErrorText</name>
    <message>
        <source>FabricTCO met an error it did not expect. Please report it with this detail: %1</source>
        <translation>FabricTCO 遇到了意料之外的错误。请连同以下详情报告此问题：%1</translation>
    </message>
    <message>
        <source>%1 has no value for %2: no override, quote, preset or catalog item gives one.</source>
        <translation>%2 的“%1”没有取值：没有覆盖值、报价、预设或目录条目提供它。</translation>
    </message>
    <message>
        <source>%1 cannot be built in year %2: %3</source>
        <extracomment>A plan's name, the year, then why its fabric cannot be built.</extracomment>
        <translation>%1 在第 %2 年无法构建：%3</translation>
    </message>
    <message>
        <source>Growth takes the cluster past %1 nodes in year %2: lower the growth or shorten the horizon.</source>
        <translation>按此增长，集群在第 %2 年将超过 %1 个节点：请降低增长率或缩短规划年限。</translation>
    </message>
    <message>
        <source>The comparison has no plan to analyse.</source>
        <translation>本比较没有可分析的方案。</translation>
    </message>
    <message>
        <source>%1 has no value: no override, quote, preset or catalog item gives one.</source>
        <translation>“%1”没有取值：没有覆盖值、报价、预设或目录条目提供它。</translation>
    </message>
</context>
<context>
    <name>EnumText</name>
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
        <translation>科学计算（流体力学、气候模拟）</translation>
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
        <source>Internet back-end services</source>
        <translation>互联网后端业务</translation>
    </message>
    <message>
        <source>No RDMA experience</source>
        <translation>没有 RDMA 经验</translation>
    </message>
    <message>
        <source>Some RDMA / RoCE experience</source>
        <translation>有一定 RDMA / RoCE 经验</translation>
    </message>
    <message>
        <source>A "network doctor": runs PFC, ECN and DCQCN</source>
        <translation>有“网络神医”：玩得转 PFC、ECN 和 DCQCN</translation>
    </message>
    <message>
        <source>Without someone who can tune lossless Ethernet, RoCE carries a high risk; InfiniBand bundles that expertise into the vendor's service.</source>
        <translation>没有能调优无损以太网的人，上 RoCE 风险很高；InfiniBand 把这份专业能力打包进了厂商服务。</translation>
    </message>
    <message>
        <source>RoCE is possible, but budget for tuning time and the vendor's help.</source>
        <translation>可以考虑 RoCE，但要为调优时间和厂商支持留出预算。</translation>
    </message>
    <message>
        <source>The team can read switch logs with the vendor: RoCE's risk is manageable.</source>
        <translation>团队能和厂商一起啃交换机日志：RoCE 的风险可控。</translation>
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
        <source>vendor quote</source>
        <translation>供应商报价</translation>
    </message>
    <message>
        <source>your own figure</source>
        <translation>您的数值</translation>
    </message>
    <message>
        <source>A public, citable figure.</source>
        <translation>公开、可引用的数据。</translation>
    </message>
    <message>
        <source>An estimate: replace it with a quote.</source>
        <translation>估算值：请用报价替换。</translation>
    </message>
    <message>
        <source>Derived from published figures.</source>
        <translation>由公开数据推算。</translation>
    </message>
    <message>
        <source>From a vendor's quote.</source>
        <translation>来自供应商报价。</translation>
    </message>
    <message>
        <source>Entered by you.</source>
        <translation>由您填写。</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>手动设定</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>chosen product</source>
        <translation>所选产品</translation>
    </message>
    <message>
        <source>Half to even (banker's rounding)</source>
        <translation>四舍六入五成双（银行家舍入）</translation>
    </message>
    <message>
        <source>Half away from zero</source>
        <translation>四舍五入</translation>
    </message>
    <message>
        <source>Half toward zero</source>
        <translation>五舍六入</translation>
    </message>
    <message>
        <source>Toward zero (truncate)</source>
        <translation>向零舍入（截断）</translation>
    </message>
    <message>
        <source>Away from zero</source>
        <translation>远离零舍入</translation>
    </message>
    <message>
        <source>Down (toward negative infinity)</source>
        <translation>向下舍入（趋向负无穷）</translation>
    </message>
    <message>
        <source>Up (toward positive infinity)</source>
        <translation>向上舍入（趋向正无穷）</translation>
    </message>
    <message>
        <source>Thousands of GPUs wait for the slowest link at every step of the training: jitter stalls the whole job, and the article leans towards InfiniBand.</source>
        <translation>训练的每一步，成千上万块 GPU 都在等最慢的那条链路：抖动会拖住整个作业，文章倾向 InfiniBand。</translation>
    </message>
    <message>
        <source>Tightly coupled simulations exchange small messages all the time: latency and its jitter set the pace, and the article leans towards InfiniBand.</source>
        <translation>紧耦合的仿真计算时刻都在交换小消息：时延及其抖动决定了速度，文章倾向 InfiniBand。</translation>
    </message>
    <message>
        <source>Microseconds of delay cost real money: the article leans towards InfiniBand, or a specialised low-latency Ethernet.</source>
        <translation>微秒级的延迟就是真金白银：文章倾向 InfiniBand，或专门的低延迟以太网。</translation>
    </message>
    <message>
        <source>Throughput matters more than the odd microsecond of jitter: RoCE deserves a serious evaluation.</source>
        <translation>吞吐量比偶尔的微秒级抖动更重要：RoCE 值得认真评估。</translation>
    </message>
    <message>
        <source>Frames are rendered independently and tolerate jitter; bandwidth per dollar decides: RoCE deserves a serious evaluation.</source>
        <translation>各帧独立渲染，能容忍抖动；每美元带宽才是关键：RoCE 值得认真评估。</translation>
    </message>
    <message>
        <source>Services already run on Ethernet and tolerate occasional jitter: RoCE fits the existing network and team.</source>
        <translation>业务本就运行在以太网上，能容忍偶尔的抖动：RoCE 与现有网络和团队相契合。</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>有效</translation>
    </message>
    <message>
        <source>expiring</source>
        <extracomment>A quote whose validity ends within 30 days.</extracomment>
        <translation>即将到期</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>no validity stated</source>
        <translation>未注明有效期</translation>
    </message>
    <message>
        <source>negotiated price</source>
        <extracomment>The confidence of a price in the organisation's catalog file, marked "quote" there: a price the organisation negotiated company-wide, not a quote in this document. For a figure other than a price (a product's watts): the organisation's own figure.</extracomment>
        <translation>协议价</translation>
    </message>
    <message>
        <source>A price your organisation negotiated, from its catalog file; a vendor quote in this document replaces it.</source>
        <translation>贵组织谈定的价格，来自其目录文件；本文档中的厂商报价会取代它。</translation>
    </message>
    <message>
        <source>organisation's figure</source>
        <translation>组织提供的数值</translation>
    </message>
    <message>
        <source>Your organisation's figure, from its catalog file.</source>
        <translation>贵组织提供的数值，来自其目录文件。</translation>
    </message>
</context>
<context>
    <name>EquipmentText</name>
    <message>
        <source>leaf switches</source>
        <comment>counted</comment>
        <translation>台叶交换机</translation>
    </message>
    <message>
        <source>spine switches</source>
        <comment>counted</comment>
        <translation>台脊交换机</translation>
    </message>
    <message>
        <source>core switches</source>
        <comment>counted</comment>
        <translation>台核心交换机</translation>
    </message>
    <message>
        <source>spare switches</source>
        <comment>counted</comment>
        <translation>台备用交换机</translation>
    </message>
    <message>
        <source>switches</source>
        <comment>counted</comment>
        <translation>台交换机</translation>
    </message>
    <message>
        <source>NIC ports</source>
        <comment>counted</comment>
        <translation>个网卡端口</translation>
    </message>
    <message>
        <source>copper cables</source>
        <comment>counted</comment>
        <translation>根铜缆</translation>
    </message>
    <message>
        <source>active copper cables</source>
        <comment>counted</comment>
        <translation>根有源铜缆</translation>
    </message>
    <message>
        <source>active optical cables</source>
        <comment>counted</comment>
        <translation>根有源光缆</translation>
    </message>
    <message>
        <source>fibre patch cables</source>
        <comment>counted</comment>
        <translation>光纤跳线</translation>
    </message>
    <message>
        <source>cables</source>
        <comment>counted</comment>
        <translation>根线缆</translation>
    </message>
    <message>
        <source>transceivers</source>
        <comment>counted</comment>
        <translation>个光模块</translation>
    </message>
    <message>
        <source>leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>spare switches</source>
        <translation>备用交换机</translation>
    </message>
    <message>
        <source>switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>NIC ports</source>
        <translation>网卡端口</translation>
    </message>
    <message>
        <source>copper cables</source>
        <translation>铜缆</translation>
    </message>
    <message>
        <source>active copper cables</source>
        <translation>有源铜缆</translation>
    </message>
    <message>
        <source>active optical cables</source>
        <translation>有源光缆</translation>
    </message>
    <message>
        <source>fibre patch cables</source>
        <translation>光纤跳线</translation>
    </message>
    <message>
        <source>cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>leaf switch</source>
        <comment>counted, one</comment>
        <extracomment>"counted": the noun after a figure; Chinese adds its measure word (12 台叶交换机). "counted, one": the same after the figure 1 ("1 spare switch"); Chinese as "counted".</extracomment>
        <translation>台叶交换机</translation>
    </message>
    <message>
        <source>spine switch</source>
        <comment>counted, one</comment>
        <translation>台脊交换机</translation>
    </message>
    <message>
        <source>core switch</source>
        <comment>counted, one</comment>
        <translation>台核心交换机</translation>
    </message>
    <message>
        <source>spare switch</source>
        <comment>counted, one</comment>
        <translation>台备用交换机</translation>
    </message>
    <message>
        <source>switch</source>
        <comment>counted, one</comment>
        <translation>台交换机</translation>
    </message>
    <message>
        <source>NIC port</source>
        <comment>counted, one</comment>
        <translation>个网卡端口</translation>
    </message>
    <message>
        <source>copper cable</source>
        <comment>counted, one</comment>
        <translation>根铜缆</translation>
    </message>
    <message>
        <source>active copper cable</source>
        <comment>counted, one</comment>
        <translation>根有源铜缆</translation>
    </message>
    <message>
        <source>active optical cable</source>
        <comment>counted, one</comment>
        <translation>根有源光缆</translation>
    </message>
    <message>
        <source>fibre patch cable</source>
        <comment>counted, one</comment>
        <translation>光纤跳线</translation>
    </message>
    <message>
        <source>cable</source>
        <comment>counted, one</comment>
        <translation>根线缆</translation>
    </message>
    <message>
        <source>transceiver</source>
        <comment>counted, one</comment>
        <translation>个光模块</translation>
    </message>
    <message>
        <source>fabric element</source>
        <comment>counted, one</comment>
        <translation>台交换矩阵单元</translation>
    </message>
    <message>
        <source>fabric elements</source>
        <comment>counted</comment>
        <translation>台交换矩阵单元</translation>
    </message>
    <message>
        <source>fabric elements</source>
        <translation>交换矩阵单元</translation>
    </message>
    <message>
        <source>spare fabric element</source>
        <comment>counted, one</comment>
        <translation>台备用交换矩阵单元</translation>
    </message>
    <message>
        <source>spare fabric elements</source>
        <comment>counted</comment>
        <translation>台备用交换矩阵单元</translation>
    </message>
    <message>
        <source>spare fabric elements</source>
        <translation>备用交换矩阵单元</translation>
    </message>
</context>
<context>
    <name>ExampleText</name>
    <message>
        <source>Large-model training cluster, growing fast</source>
        <translation>大模型训练集群，快速增长</translation>
    </message>
    <message>
        <source>Ceph storage cluster run by an Ethernet team</source>
        <translation>由以太网团队运维的 Ceph 存储集群</translation>
    </message>
    <message>
        <source>Latency-critical trading cluster</source>
        <translation>对时延极其敏感的交易集群</translation>
    </message>
    <message>
        <source>InfiniBand NDR</source>
        <translation>InfiniBand NDR</translation>
    </message>
    <message>
        <source>RoCE, one switch vendor</source>
        <translation>RoCE，单一交换机厂商</translation>
    </message>
    <message>
        <source>RoCE on the existing Ethernet vendor</source>
        <translation>RoCE，沿用现有以太网厂商</translation>
    </message>
    <message>
        <source>RoCE, Spectrum-X</source>
        <translation>RoCE，Spectrum-X 以太网</translation>
    </message>
    <message>
        <source>24 storage nodes with two 400G ports each; jitter is priced as lost throughput at a storage node's all-in cost of CNY 200,000 a year. The strong Ethernet team already runs PFC/ECN. Figures in yuan with local salary and electricity; one vendor quote for the RoCE switch.</source>
        <translation>24 台存储节点，每台两个 400G 端口；抖动按损失的吞吐计价，以存储节点每年 20 万元的综合成本计。以太网团队实力强，已在运行 PFC/ECN。金额以人民币计，采用本地薪资和电价；RoCE 交换机采用一家厂商的报价。</translation>
    </message>
    <message>
        <source>16 two-GPU nodes where microseconds are money: jitter is priced as the trading revenue that depends on the fabric's latency, USD 500,000 per node-year (the HFT preset's estimate: put the desk's own figure in). The team has some RDMA experience.</source>
        <translation>16 台双卡节点，微秒就是金钱：抖动按依赖网络时延的交易收入计价，每节点每年 50 万美元（高频交易预设的估算值，请填入本部门自己的数字）。团队有一定的 RDMA 经验。</translation>
    </message>
    <message>
        <source>The article's default case: 128 eight-GPU nodes growing 50 % a year, a team without RoCE experience. Growth forces the InfiniBand fabric (64-port NDR switches) into a third switch tier in year 3; the 51.2 Tb/s Ethernet switches, run as 128 x 400G, stay at two tiers. That difference of switch generation, not of the fabrics, can decide the cheaper plan: the recommendation says when it does and shows the plans also with switches of one port count on both sides.</source>
        <translation>文章的默认情形：128 台 8 卡节点，每年增长 50%，团队没有 RoCE 经验。增长使 InfiniBand 网络（64 端口 NDR 交换机）在第 3 年需要第三层交换；51.2 Tb/s 以太网交换机按 128 × 400G 使用，始终保持两层。这一差异来自交换机代际而非网络类型，可能决定哪个方案更省钱：推荐结论会说明何时如此，并同时给出两方采用相同端口数交换机时的比较。</translation>
    </message>
    <message>
        <source>FabricTCO examples</source>
        <translation>FabricTCO 示例</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>%1 must be a whole number (%2).</source>
        <translation>%1 必须是整数（%2）。</translation>
    </message>
    <message>
        <source>Rails per node</source>
        <translation>每节点轨道数</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>个端口</translation>
    </message>
    <message>
        <source>NIC ports per node attached to this fabric; one rail per GPU on 8-GPU nodes.</source>
        <translation>每个节点接入该网络的网卡端口数；8 卡节点每块 GPU 一条轨道。</translation>
    </message>
    <message>
        <source>Default: NVIDIA reference architectures (rail-optimised)</source>
        <translation>默认值：NVIDIA 参考架构（轨道优化）</translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation>链路速率</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Port speed of node links and switch ports.</source>
        <translation>节点链路和交换机端口的速率。</translation>
    </message>
    <message>
        <source>Default: NDR / 400GbE default</source>
        <translation>默认值：NDR / 400GbE</translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation>交换机端口数</translation>
    </message>
    <message>
        <source>Switch ports at the link speed: 64 for a QM9700-class NDR switch.</source>
        <translation>按链路速率计的交换机端口数：QM9700 级 NDR 交换机为 64。</translation>
    </message>
    <message>
        <source>Default: NVIDIA QM9700 data sheet</source>
        <translation>默认值：NVIDIA QM9700 数据手册</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>: 1</source>
        <translation>: 1</translation>
    </message>
    <message>
        <source>Leaf downlinks per uplink; 1 is non-blocking, as AI training needs.</source>
        <translation>叶交换机下行与上行端口之比；1 表示无阻塞，AI 训练需要如此。</translation>
    </message>
    <message>
        <source>Default: Textbook fat-tree (Al-Fares et al. 2008)</source>
        <translation>默认值：经典胖树（Al-Fares 等，2008）</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>可扩展单元</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>Nodes per scalable unit; the fabric is sized in whole units. 0 means not sized in units.</source>
        <translation>每个可扩展单元的节点数；网络按整单元配置。0 表示不按单元配置。</translation>
    </message>
    <message>
        <source>Default: NVIDIA DGX SuperPOD: 32 nodes per unit</source>
        <translation>默认值：NVIDIA DGX SuperPOD，每单元 32 个节点</translation>
    </message>
    <message>
        <source>Extra endpoints</source>
        <translation>额外端点</translation>
    </message>
    <message>
        <source>Storage, management or UFM appliances on the fabric besides the GPU rails.</source>
        <translation>除 GPU 轨道外接入网络的存储、管理或 UFM 设备。</translation>
    </message>
    <message>
        <source>Default: Your design</source>
        <translation>默认值：按您的设计</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Spare switches, NICs, cables and modules kept on site, as a percentage of the installed count (rounded up).</source>
        <translation>现场备用的交换机、网卡、线缆和模块，占安装数量的百分比（向上取整）。</translation>
    </message>
    <message>
        <source>Default: Common operations practice</source>
        <translation>默认值：常见运维做法</translation>
    </message>
    <message>
        <source>Twin-port optics</source>
        <translation>双端口光模块</translation>
    </message>
    <message>
        <source>Each optical module carries two links (2×400G OSFP) on switch-to-switch links.</source>
        <translation>交换机互联链路上每个光模块承载两条链路（2×400G OSFP）。</translation>
    </message>
    <message>
        <source>Default: NVIDIA NDR cabling guide</source>
        <translation>默认值：NVIDIA NDR 布线指南</translation>
    </message>
    <message>
        <source>m</source>
        <translation>米</translation>
    </message>
    <message>
        <source>Leaf–spine length</source>
        <translation>叶–脊链路长度</translation>
    </message>
    <message>
        <source>Typical length of a leaf-to-spine link.</source>
        <translation>叶到脊链路的典型长度。</translation>
    </message>
    <message>
        <source>Default: Typical data-hall layout</source>
        <translation>默认值：典型机房布局</translation>
    </message>
    <message>
        <source>Nodes in year 1</source>
        <translation>第 1 年节点数</translation>
    </message>
    <message>
        <source>Compute nodes the fabric connects in the first year.</source>
        <translation>第一年网络连接的计算节点数。</translation>
    </message>
    <message>
        <source>Default: Your plan</source>
        <translation>默认值：按您的规划</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>块 GPU</translation>
    </message>
    <message>
        <source>GPUs in each node; idle-compute costs scale with it.</source>
        <translation>每个节点的 GPU 数；算力空转成本随之增减。</translation>
    </message>
    <message>
        <source>Default: 8-GPU HGX/DGX nodes</source>
        <translation>默认值：8 卡 HGX/DGX 节点</translation>
    </message>
    <message>
        <source>Planning horizon</source>
        <translation>规划年限</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Years of ownership the comparison covers.</source>
        <translation>对比所覆盖的拥有年限。</translation>
    </message>
    <message>
        <source>Default: Common 5-year depreciation</source>
        <translation>默认值：常见的 5 年折旧期</translation>
    </message>
    <message>
        <source>%1 must be even: a leaf splits its ports between nodes and spines.</source>
        <translation>%1必须为偶数：叶交换机的端口要在节点与脊交换机之间分配。</translation>
    </message>
    <message>
        <source>Twin-port node optics</source>
        <translation>节点侧双端口光模块</translation>
    </message>
    <message>
        <source>Each optical module at a node carries two NIC ports (DGX-style cages); off means one module per NIC port.</source>
        <translation>节点上每个光模块承载两个网卡端口（DGX 式笼位）；关闭表示每个网卡端口一个模块。</translation>
    </message>
    <message>
        <source>Default: Most servers use one module per port</source>
        <translation>默认：多数服务器每个端口一个模块</translation>
    </message>
    <message>
        <source>Copper (DAC) up to</source>
        <translation>无源铜缆（DAC）最长</translation>
    </message>
    <message>
        <source>Links up to this length use passive copper (DAC).</source>
        <translation>不超过此长度的链路使用无源铜缆（DAC）。</translation>
    </message>
    <message>
        <source>Active copper (AEC) up to</source>
        <translation>有源铜缆（AEC）最长</translation>
    </message>
    <message>
        <source>Longer links up to this length use active electrical cables (retimed copper). 0 means none.</source>
        <translation>更长但不超过此长度的链路使用有源电缆（带重定时的铜缆）。0 表示不使用。</translation>
    </message>
    <message>
        <source>Default: AEC reach at 400G (about 7 m)</source>
        <translation>默认：400G 下 AEC 的传输距离（约 7 米）</translation>
    </message>
    <message>
        <source>Active optical (AOC) up to</source>
        <translation>有源光缆（AOC）最长</translation>
    </message>
    <message>
        <source>Default: Structured fibre cabling, as reference designs use</source>
        <translation>默认：结构化光纤布线，与参考设计一致</translation>
    </message>
    <message>
        <source>Node–leaf length</source>
        <translation>节点–叶链路长度</translation>
    </message>
    <message>
        <source>Typical length of a node-to-leaf link; above the copper reach the leaves sit in another rack.</source>
        <translation>节点到叶交换机链路的典型长度；超过铜缆距离时叶交换机位于另一个机柜。</translation>
    </message>
    <message>
        <source>Default: Leaf in the same rack</source>
        <translation>默认：叶交换机与节点同机柜</translation>
    </message>
    <message>
        <source>Spine–core length</source>
        <translation>脊–核心链路长度</translation>
    </message>
    <message>
        <source>Typical length of a spine-to-core link (three tiers only).</source>
        <translation>脊交换机到核心交换机链路的典型长度（仅三层组网）。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; accepted: %3 %4.</source>
        <translation>%1：%2 超出范围；可接受：%3 %4。</translation>
    </message>
    <message>
        <source>Default: DAC reach at 400G (about 3 m; 2 m at 800G Ethernet; none at 800G InfiniBand, where the bill of materials buys none)</source>
        <translation>默认：400G 的 DAC 距离（约 3 米；800G 以太网约 2 米；800G InfiniBand 没有 DAC，物料清单不会采购）</translation>
    </message>
    <message>
        <source>Longer links up to this length use active optical cables, ends built in. 0 means none: fibre with a module at each end. None are sold for 800G InfiniBand.</source>
        <translation>不超过此长度的较长链路使用两端内置光器件的有源光缆。0 表示不用：使用两端各带一个光模块的光纤。800G InfiniBand 没有 AOC 可买。</translation>
    </message>
    <message>
        <source>Co-packaged switch optics</source>
        <translation>交换机共封装光学器件</translation>
    </message>
    <message>
        <source>The switches' optics sit in the chip's package (CPO): every link is fibre, no module goes in a switch port, and a node link needs a module at the NIC end only.</source>
        <translation>交换机的光器件位于芯片封装内（CPO）：所有链路都是光纤，交换机端口中不插光模块，节点链路只在网卡端需要一个模块。</translation>
    </message>
    <message>
        <source>Default: Pluggable modules, as most switches sold in 2026</source>
        <translation>默认：可插拔光模块，与 2026 年销售的大多数交换机相同</translation>
    </message>
</context>
<context>
    <name>FileIconsByName</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
</context>
<context>
    <name>FormulaWords</name>
    <message>
        <source>links</source>
        <translation>条链路</translation>
    </message>
    <message>
        <source>switch-to-switch links</source>
        <translation>条交换机间链路</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>块 GPU</translation>
    </message>
    <message>
        <source>hours per year</source>
        <translation>小时/年</translation>
    </message>
    <message>
        <source>hours per day</source>
        <translation>小时/天</translation>
    </message>
    <message>
        <source>W per kW</source>
        <translation>W/kW</translation>
    </message>
    <message>
        <source>price trend</source>
        <translation>价格趋势</translation>
    </message>
    <message>
        <source>credit</source>
        <extracomment>A residual value is a negative cost: the amount is multiplied by -1.</extracomment>
        <translation>（抵减）</translation>
    </message>
    <message>
        <source>years of life left</source>
        <translation>年剩余寿命</translation>
    </message>
    <message>
        <source>years of life</source>
        <translation>年使用寿命</translation>
    </message>
    <message>
        <source>expansion this year</source>
        <translation>次扩容（今年）</translation>
    </message>
    <message>
        <source>half as much in year 2</source>
        <translation>（第 2 年减半）</translation>
    </message>
    <message>
        <source>nodes on other leaves</source>
        <translation>个节点在其他叶交换机下</translation>
    </message>
    <message>
        <source>untuned share</source>
        <translation>未调优部分</translation>
    </message>
    <message>
        <source>tuned share</source>
        <translation>已调优部分</translation>
    </message>
    <message>
        <source>of the tuning time</source>
        <translation>调优总时长</translation>
    </message>
    <message>
        <source>extra switch batches</source>
        <translation>个额外交换机批次</translation>
    </message>
    <message>
        <source>oversubscription r - 1</source>
        <translation>超分比 r − 1</translation>
    </message>
    <message>
        <source>oversubscription r</source>
        <translation>超分比 r</translation>
    </message>
    <message>
        <source>tiers above the leaf</source>
        <translation>个叶层之上的层级</translation>
    </message>
    <message>
        <source>straggler factor at %1 endpoints</source>
        <translation>%1 个端点时的拖尾系数</translation>
    </message>
    <message>
        <source>staff scale factor at %1 nodes</source>
        <translation>%1 节点时的人员规模系数</translation>
    </message>
    <message>
        <source>nodes of the reference fabric</source>
        <translation>参考网络的节点数</translation>
    </message>
    <message>
        <source>GPUs of the largest job</source>
        <translation>最大作业的 GPU 数</translation>
    </message>
    <message>
        <source>GPUs in the cluster</source>
        <translation>集群 GPU 数</translation>
    </message>
    <message>
        <source>link speed factor at %1 Gb/s per GPU</source>
        <extracomment>%1 the plan's link bandwidth per GPU in Gb/s (link speed x rails / GPUs per node).</extracomment>
        <translation>每块 GPU %1 Gb/s 时的链路速率系数</translation>
    </message>
</context>
<context>
    <name>GrowthLimitText</name>
    <message>
        <source>%1 cannot hold the cluster from year %2 on: it has %3 nodes then, and a fat-tree of %4-port switches with %5 rails per node at %6:1 oversubscription holds at most %7 nodes.</source>
        <translation>%1 从第 %2 年起容纳不下集群：届时有 %3 个节点，而由 %4 端口交换机组成、每节点 %5 条轨道、收敛比 %6:1 的胖树最多容纳 %7 个节点。</translation>
    </message>
    <message>
        <source>To fix it, pick switches with at least %1 ports, use fewer rails per node or more oversubscription, or let the cluster grow to at most %2 nodes.</source>
        <translation>解决办法：选用至少 %1 端口的交换机，减少每节点轨道数或提高收敛比，或让集群最多增长到 %2 个节点。</translation>
    </message>
    <message>
        <source>To fix it, use fewer rails per node or more oversubscription, or let the cluster grow to at most %1 nodes.</source>
        <translation>解决办法：减少每节点轨道数或提高收敛比，或让集群最多增长到 %1 个节点。</translation>
    </message>
    <message>
        <source>%1 cannot be costed from year %2 on: it has %3 nodes then, and FabricTCO costs a fabric of at most %4 nodes (its own limit, not the switches'). Keep the growth at or below %4 nodes.</source>
        <extracomment>%4 is the most nodes FabricTCO costs a fabric for: its own limit, not the switches'.</extracomment>
        <translation>%1 从第 %2 年起无法计算成本：届时有 %3 个节点，而 FabricTCO 最多为 %4 个节点的网络计算成本（这是本程序的上限，不是交换机的上限）。请把增长控制在 %4 个节点以内。</translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>plan in a list</comment>
        <extracomment>A plan's name in a list of plans, quoted: a name may hold a comma ("RoCE, one switch vendor") and would read as two plans.</extracomment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The figures compare the other plans without %1, which cannot be built for this cluster.</source>
        <extracomment>%1 names the plans that cannot be built; every figure shown is another plan's.</extracomment>
        <translation>图中各项数字只比较其余方案，不含 %1：它无法为这个集群建成。</translation>
    </message>
    <message>
        <source>To fix it, pick switches with at least %1 ports, use fewer rails per node or more oversubscription, or plan a cluster of at most %2 nodes.</source>
        <translation>解决办法：选用至少 %1 端口的交换机，减少每节点轨道数或提高收敛比，或把集群规划为最多 %2 个节点。</translation>
    </message>
    <message>
        <source>To fix it, use fewer rails per node or more oversubscription, or plan a cluster of at most %1 nodes.</source>
        <translation>解决办法：减少每节点轨道数或提高收敛比，或把集群规划为最多 %1 个节点。</translation>
    </message>
    <message>
        <source>Every figure for this cluster is of %2 alone: %1 cannot be built for it, so there is nothing to compare and no recommendation.</source>
        <extracomment>%1 names the plans that cannot be built, %2 the one plan that can. The size sweep still shows %1 at the sizes where it can be built, hence "for this cluster".</extracomment>
        <translation>这个集群的各项数字只属于 %2：%1 无法为它建成，因此无从比较，也没有推荐。</translation>
    </message>
    <message>
        <source>%1 cannot hold the cluster from year %2 on: it has %3 nodes then, and its scheduled fabric holds at most %4 endpoint ports, %5 nodes of %6 rails.</source>
        <translation>%1 从第 %2 年起容纳不下集群：届时有 %3 个节点，而其调度式交换矩阵最多容纳 %4 个端点端口，即 %5 个 %6 轨道节点。</translation>
    </message>
    <message>
        <source>To fix it, use fewer rails per node or plan a cluster of at most %1 nodes.</source>
        <translation>解决办法：减少每节点的轨道数，或将集群规划为最多 %1 个节点。</translation>
    </message>
    <message>
        <source>To fix it, use fewer rails per node or let the cluster grow to at most %1 nodes.</source>
        <translation>解决办法：减少每节点的轨道数，或让集群最多增长到 %1 个节点。</translation>
    </message>
</context>
<context>
    <name>HtmlReport</name>
    <message>
        <source>Chart: %1</source>
        <translation>图表：%1</translation>
    </message>
    <message>
        <source>Chart: %1. %2</source>
        <extracomment>A chart's text alternative: %1 its title, %2 the sentence that explains it.</extracomment>
        <translation>图表：%1。%2</translation>
    </message>
    <message>
        <source>Figure %1: %2.</source>
        <extracomment>A chart's caption: %1 its number, %2 its title.</extracomment>
        <translation>图 %1：%2。</translation>
    </message>
    <message>
        <source>Its figures are in table %1.</source>
        <extracomment>Under a chart: a link to the table of its figures, %1 the table's number.</extracomment>
        <translation>图中数据见表 %1。</translation>
    </message>
</context>
<context>
    <name>LineItemText</name>
    <message>
        <source>External PFC/ECN/DCQCN tuning help</source>
        <translation>外部 PFC/ECN/DCQCN 调优支持</translation>
    </message>
    <message>
        <source>Fabric management software</source>
        <translation>网络管理软件</translation>
    </message>
    <message>
        <source>Switch OS licences and support</source>
        <translation>交换机操作系统许可与维保</translation>
    </message>
    <message>
        <source>Re-cabling labour: switch-to-switch links</source>
        <translation>重新布线人工：交换机间链路</translation>
    </message>
    <message>
        <source>Rebuild risk: cluster downtime</source>
        <translation>重建风险：集群停机</translation>
    </message>
    <message>
        <source>Initial purchase</source>
        <translation>首次采购</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>扩容</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Refresh at end of life</source>
        <translation>到期更换</translation>
    </message>
    <message>
        <source>Re-cabling for the new tier</source>
        <translation>新增层级重新布线</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>电力与冷却</translation>
    </message>
    <message>
        <source>Support contract</source>
        <translation>维保合同</translation>
    </message>
    <message>
        <source>Rebuild risk</source>
        <translation>重建风险</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Engineers</source>
        <translation>工程师</translation>
    </message>
    <message>
        <source>RoCE hiring premium</source>
        <translation>RoCE 招聘溢价</translation>
    </message>
    <message>
        <source>RoCE training</source>
        <translation>RoCE 培训</translation>
    </message>
    <message>
        <source>Checkpoint rollback</source>
        <translation>检查点回滚</translation>
    </message>
    <message>
        <source>%1 bought in year %2</source>
        <translation>第 %2 年购入的%1</translation>
    </message>
    <message>
        <source>%1 failures</source>
        <translation>%1故障</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A cost line: what is paid for, then on what, e.g. "Expansion: leaf switches".</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Stall until restarted</source>
        <translation>重启前停顿</translation>
    </message>
    <message>
        <source>RoCE configuration incidents (tuned share of the year)</source>
        <translation>RoCE 配置故障（年内已调优部分）</translation>
    </message>
    <message>
        <source>RoCE configuration incidents (untuned share of the year)</source>
        <translation>RoCE 配置故障（年内未调优部分）</translation>
    </message>
    <message>
        <source>RoCE configuration incidents after the expansion</source>
        <translation>扩容后的 RoCE 配置故障</translation>
    </message>
    <message>
        <source>RoCE configuration incidents from mixed switch batches</source>
        <translation>交换机批次混用导致的 RoCE 配置故障</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>NIC port</source>
        <translation>网卡端口</translation>
    </message>
    <message>
        <source>SHARP in-network reduction</source>
        <translation>SHARP 网内归约</translation>
    </message>
    <message>
        <source>Idle compute</source>
        <extracomment>Jitter priced as idle GPU time (training, HPC).</extracomment>
        <translation>算力空转</translation>
    </message>
    <message>
        <source>Value lost</source>
        <extracomment>Jitter priced per node-year: HFT's latency-dependent revenue, storage throughput.</extracomment>
        <translation>价值损失</translation>
    </message>
    <message>
        <source>InfiniBand baseline loss</source>
        <translation>InfiniBand 基线损失</translation>
    </message>
    <message>
        <source>RoCE not yet tuned</source>
        <translation>RoCE 尚未调优</translation>
    </message>
    <message>
        <source>tuned RoCE</source>
        <translation>调优后的 RoCE</translation>
    </message>
    <message>
        <source>mixed switch batches or brands</source>
        <translation>交换机批次或品牌混用</translation>
    </message>
    <message>
        <source>cross-leaf congestion from oversubscription</source>
        <translation>收敛比导致的跨叶拥塞</translation>
    </message>
    <message>
        <source>ECMP flow collisions</source>
        <translation>ECMP 流冲突</translation>
    </message>
    <message>
        <source>queueing at the tiers above the leaf</source>
        <translation>叶层之上各层的排队</translation>
    </message>
    <message>
        <source>network engineers of the fabric</source>
        <translation>该网络的网络工程师</translation>
    </message>
</context>
<context>
    <name>MoneyMagnitude</name>
    <message>
        <source>thousand %1</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>million %1</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>billion %1</source>
        <translation>十亿 %1</translation>
    </message>
</context>
<context>
    <name>ParameterDisplay</name>
    <message>
        <source>%1. %2</source>
        <extracomment>A value's source, then how it is priced: two sentences (found by a stranger: "...（估算）按其期望值..." ran them together).</extracomment>
        <translation>%1。%2</translation>
    </message>
</context>
<context>
    <name>ParameterSourceText</name>
    <message>
        <source>Preset for the workload: %1</source>
        <translation>工作负载预设：%1</translation>
    </message>
    <message>
        <source>Preset for the team: %1</source>
        <translation>团队预设：%1</translation>
    </message>
    <message>
        <source>Entered in this document, replacing the default</source>
        <translation>本文档中填写的值，替代默认值</translation>
    </message>
    <message>
        <source>Quote from %1</source>
        <translation>%1 报价</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A product's source: its name, then who says so.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Entered in this document, replacing the vendor quote</source>
        <translation>本文档中填写的值，替代供应商报价</translation>
    </message>
    <message>
        <source>Entered in this document, replacing the preset</source>
        <translation>本文档中填写的值，替代预设值</translation>
    </message>
    <message>
        <source>Quote from %1, expired %2</source>
        <translation>%1 报价，已于 %2 过期</translation>
    </message>
    <message>
        <source> (the %1G figure: the catalog has none at %2G; replace it with a quote)</source>
        <extracomment>Appended to a catalog figure's source. %1 the figure's link speed (the nearest the catalog has), %2 the plan's link speed, both in Gb/s.</extracomment>
        <translation>（%1G 的数字：目录中没有 %2G 的数字，请以报价代替）</translation>
    </message>
    <message>
        <source>price from %1: check</source>
        <extracomment>Flags a catalog price dated over 18 months ago. %1 its year.</extracomment>
        <translation>%1 年的价格：请核实</translation>
    </message>
    <message>
        <source>%1 (organisation catalog)</source>
        <extracomment>A figure's source from the catalog an organisation installed with its own prices.</extracomment>
        <translation>%1（组织目录）</translation>
    </message>
    <message>
        <source>price dated %1, after today: check</source>
        <extracomment>Flags a catalog price whose source date is after today (mistyped, or a wrong clock). %1 the date as written.</extracomment>
        <translation>价格日期 %1 晚于今天：请核实</translation>
    </message>
    <message>
        <source>%1: a scheduled fabric sprays cells over every fabric link</source>
        <extracomment>A scheduled fabric's leaf switch as the source of "adaptive routing: on".</extracomment>
        <translation>%1：调度式交换矩阵把信元喷洒到每条交换矩阵链路上</translation>
    </message>
</context>
<context>
    <name>ParameterText</name>
    <message>
        <source>Value of a GPU-hour</source>
        <translation>GPU 小时价值</translation>
    </message>
    <message>
        <source>All-in cost of an owned GPU-hour, or the rental price: what an idle GPU-hour is worth.</source>
        <translation>自有 GPU 每小时的全口径成本或租用价格，即一个空转 GPU 小时的价值。</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>Share of the hours in which the GPUs run useful jobs.</source>
        <translation>GPU 运行有效作业的时间占比。</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Annual discount rate for the net present value.</source>
        <translation>计算净现值所用的年折现率。</translation>
    </message>
    <message>
        <source>Node growth</source>
        <translation>节点增长率</translation>
    </message>
    <message>
        <source>Annual growth of the node count.</source>
        <translation>节点数的年增长率。</translation>
    </message>
    <message>
        <source>Hardware price trend</source>
        <translation>硬件价格趋势</translation>
    </message>
    <message>
        <source>Annual change of hardware prices for later purchases (−5 % = 5 % cheaper each year).</source>
        <translation>后续采购硬件价格的年变化（−5 % 表示每年便宜 5 %）。</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Yuan per US dollar, used for every conversion between CNY and USD.</source>
        <translation>每美元兑人民币数，用于所有人民币与美元之间的换算。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre: cooling and losses on top of IT power.</source>
        <translation>数据中心电能使用效率：在 IT 功耗之上叠加制冷和损耗。</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Price of one kilowatt-hour.</source>
        <translation>每千瓦时电的价格。</translation>
    </message>
    <message>
        <source>Engineer cost</source>
        <translation>工程师成本</translation>
    </message>
    <message>
        <source>Loaded annual cost of one network engineer.</source>
        <translation>一名网络工程师的全口径年成本。</translation>
    </message>
    <message>
        <source>Consultant day rate</source>
        <translation>外部顾问日费率</translation>
    </message>
    <message>
        <source>Day rate of external RoCE tuning help (PFC, ECN, DCQCN).</source>
        <translation>外部 RoCE 调优支持（PFC、ECN、DCQCN）的日费率。</translation>
    </message>
    <message>
        <source>Checkpoint rollback</source>
        <translation>检查点回滚</translation>
    </message>
    <message>
        <source>Work lost per incident by restarting from the last checkpoint.</source>
        <translation>每次故障从上一个检查点重启而损失的工作量。</translation>
    </message>
    <message>
        <source>Jitter sensitivity</source>
        <translation>抖动敏感度</translation>
    </message>
    <message>
        <source>Share of the fabric's efficiency loss that becomes idle GPU time for this workload.</source>
        <translation>对该业务而言，网络效率损失中转化为 GPU 空转时间的比例。</translation>
    </message>
    <message>
        <source>RoCE staffing multiplier</source>
        <translation>RoCE 人员倍数</translation>
    </message>
    <message>
        <source>Multiplier on the engineers a RoCE fabric needs, by the team's RDMA expertise.</source>
        <translation>按团队 RDMA 能力调整 RoCE 网络所需工程师人数的倍数。</translation>
    </message>
    <message>
        <source>Years to tune RoCE</source>
        <translation>RoCE 调优所需年数</translation>
    </message>
    <message>
        <source>Years until this team has RoCE fully tuned (PFC, ECN, DCQCN); 0 = tuned from day one.</source>
        <translation>该团队把 RoCE（PFC、ECN、DCQCN）完全调好所需的年数；0 表示第一天就调好。</translation>
    </message>
    <message>
        <source>Hiring lead time</source>
        <translation>招聘周期</translation>
    </message>
    <message>
        <source>Months to hire RoCE specialists; tuning starts that much later.</source>
        <translation>招聘 RoCE 专家所需月数；调优也相应推迟开始。</translation>
    </message>
    <message>
        <source>Specialist pay premium</source>
        <translation>专家薪资溢价</translation>
    </message>
    <message>
        <source>Salary premium for the RoCE specialists the team has to hire.</source>
        <translation>团队需要招聘的 RoCE 专家的薪资溢价。</translation>
    </message>
    <message>
        <source>Training per engineer</source>
        <translation>每名工程师培训费</translation>
    </message>
    <message>
        <source>One-time RoCE training per network engineer, in the first year.</source>
        <translation>第一年每名网络工程师一次性的 RoCE 培训费用。</translation>
    </message>
    <message>
        <source>External help</source>
        <translation>外部支持</translation>
    </message>
    <message>
        <source>Days of external RoCE tuning help in the first year (half as many in the second).</source>
        <translation>第一年外部 RoCE 调优支持的天数（第二年减半）。</translation>
    </message>
    <message>
        <source>Config incident repair</source>
        <translation>配置故障修复时长</translation>
    </message>
    <message>
        <source>Hours this team needs to find and fix a RoCE configuration incident.</source>
        <translation>该团队发现并修复一次 RoCE 配置故障所需的小时数。</translation>
    </message>
    <message>
        <source>Rebuild risk multiplier</source>
        <translation>重建风险倍数</translation>
    </message>
    <message>
        <source>Multiplier on the chance that a RoCE fabric is torn out, by the team's expertise.</source>
        <translation>按团队能力调整 RoCE 网络被推倒重来概率的倍数。</translation>
    </message>
    <message>
        <source>NIC price</source>
        <translation>网卡单价</translation>
    </message>
    <message>
        <source>Price of one single-port NIC (one per rail).</source>
        <translation>一块单端口网卡的价格（每条轨道一块）。</translation>
    </message>
    <message>
        <source>Switch price</source>
        <translation>交换机单价</translation>
    </message>
    <message>
        <source>Price of one switch.</source>
        <translation>一台交换机的价格。</translation>
    </message>
    <message>
        <source>Copper cable price</source>
        <translation>铜缆单价</translation>
    </message>
    <message>
        <source>Price of one copper direct-attach cable.</source>
        <translation>一根铜缆（DAC）的价格。</translation>
    </message>
    <message>
        <source>Optical cable price</source>
        <translation>光缆单价</translation>
    </message>
    <message>
        <source>Transceiver price</source>
        <translation>光模块单价</translation>
    </message>
    <message>
        <source>Price of one optical transceiver module.</source>
        <translation>一个光模块的价格。</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>安装费用</translation>
    </message>
    <message>
        <source>Installation and cabling labour as a share of each hardware purchase.</source>
        <translation>安装和布线人工占每次硬件采购额的比例。</translation>
    </message>
    <message>
        <source>Re-cabling per link</source>
        <translation>每链路重新布线</translation>
    </message>
    <message>
        <source>Labour to re-cable one switch-to-switch link when growth forces a third tier.</source>
        <translation>扩容被迫升级为三层网络时，重新布线一条交换机互联链路的人工费用。</translation>
    </message>
    <message>
        <source>Hardware life</source>
        <translation>硬件寿命</translation>
    </message>
    <message>
        <source>Service life of network hardware; it is bought again at this age.</source>
        <translation>网络硬件的使用寿命；到期后重新采购。</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Switch power</source>
        <translation>交换机功耗</translation>
    </message>
    <message>
        <source>Typical power draw of one switch.</source>
        <translation>一台交换机的典型功耗。</translation>
    </message>
    <message>
        <source>NIC power</source>
        <translation>网卡功耗</translation>
    </message>
    <message>
        <source>Typical power draw of one NIC port.</source>
        <translation>一个网卡端口的典型功耗。</translation>
    </message>
    <message>
        <source>Transceiver power</source>
        <translation>光模块功耗</translation>
    </message>
    <message>
        <source>Typical power draw of one optical module.</source>
        <translation>一个光模块的典型功耗。</translation>
    </message>
    <message>
        <source>Fabric management licence</source>
        <translation>网络管理软件许可</translation>
    </message>
    <message>
        <source>Switch OS licence</source>
        <translation>交换机操作系统许可</translation>
    </message>
    <message>
        <source>Switch operating-system licence and its support, per switch and year.</source>
        <translation>每台交换机每年的操作系统许可及其支持费用。</translation>
    </message>
    <message>
        <source>Support contract</source>
        <translation>维保合同</translation>
    </message>
    <message>
        <source>Vendor support per year as a share of the installed hardware's price.</source>
        <translation>每年厂商维保费用占已安装硬件价格的比例。</translation>
    </message>
    <message>
        <source>InfiniBand efficiency loss</source>
        <translation>InfiniBand 效率损失</translation>
    </message>
    <message>
        <source>InfiniBand's share of collective throughput lost to jitter and congestion.</source>
        <translation>InfiniBand 因抖动和拥塞损失的集合通信吞吐占比。</translation>
    </message>
    <message>
        <source>RoCE loss, untuned</source>
        <translation>RoCE 损失（未调优）</translation>
    </message>
    <message>
        <source>RoCE's throughput loss before PFC, ECN and DCQCN are tuned.</source>
        <translation>PFC、ECN、DCQCN 调优完成之前 RoCE 的吞吐损失。</translation>
    </message>
    <message>
        <source>RoCE loss, tuned</source>
        <translation>RoCE 损失（已调优）</translation>
    </message>
    <message>
        <source>RoCE's throughput loss once tuned.</source>
        <translation>调优完成后 RoCE 的吞吐损失。</translation>
    </message>
    <message>
        <source>Loss per extra switch batch</source>
        <translation>每多一个交换机批次的损失</translation>
    </message>
    <message>
        <source>Extra RoCE loss for each additional switch brand, batch or firmware line.</source>
        <translation>每多混用一个交换机品牌、批次或固件大版本带来的额外 RoCE 损失。</translation>
    </message>
    <message>
        <source>Switch batches mixed</source>
        <translation>混用的交换机批次</translation>
    </message>
    <message>
        <source>Switch brands, batches or major firmware lines mixed in the RoCE fabric (1 = uniform, as the article advises).</source>
        <translation>RoCE 网络中混用的交换机品牌、批次或固件大版本数（1 表示统一，正如原文建议）。</translation>
    </message>
    <message>
        <source>RoCE config incidents</source>
        <translation>RoCE 配置故障</translation>
    </message>
    <message>
        <source>Switch failure rate</source>
        <translation>交换机故障率</translation>
    </message>
    <message>
        <source>Switch failures per switch and year.</source>
        <translation>每台交换机每年的故障次数。</translation>
    </message>
    <message>
        <source>Link failure rate</source>
        <translation>链路故障率</translation>
    </message>
    <message>
        <source>Cable or transceiver failures per link and year.</source>
        <translation>每条链路每年的线缆或光模块故障次数。</translation>
    </message>
    <message>
        <source>NIC failure rate</source>
        <translation>网卡故障率</translation>
    </message>
    <message>
        <source>NIC failures per NIC port and year.</source>
        <translation>每个网卡端口每年的故障次数。</translation>
    </message>
    <message>
        <source>Stall per failure</source>
        <translation>每次故障停顿</translation>
    </message>
    <message>
        <source>Rebuild probability</source>
        <translation>重建概率</translation>
    </message>
    <message>
        <source>Chance per year that the fabric is torn out and rebuilt.</source>
        <translation>网络每年被推倒重建的概率。</translation>
    </message>
    <message>
        <source>Rebuild cost</source>
        <translation>重建成本</translation>
    </message>
    <message>
        <source>Cost of a rebuild as a multiple of the installed hardware's price.</source>
        <translation>推倒重建的费用，以已安装硬件价格的倍数计。</translation>
    </message>
    <message>
        <source>Rebuild downtime</source>
        <translation>重建停机时间</translation>
    </message>
    <message>
        <source>Days the cluster is down while the fabric is rebuilt.</source>
        <translation>网络重建期间集群停机的天数。</translation>
    </message>
    <message>
        <source>% per year</source>
        <translation>%/年</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation>%1/GPU·小时</translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation>%1/千瓦时</translation>
    </message>
    <message>
        <source>%1 per engineer-year</source>
        <translation>%1/人·年</translation>
    </message>
    <message>
        <source>%1 per engineer</source>
        <translation>%1/名工程师</translation>
    </message>
    <message>
        <source>%1 per day</source>
        <translation>%1/天</translation>
    </message>
    <message>
        <source>%1 per NIC port</source>
        <translation>%1/网卡端口</translation>
    </message>
    <message>
        <source>%1 per switch</source>
        <translation>%1/台交换机</translation>
    </message>
    <message>
        <source>%1 per cable</source>
        <translation>%1/根线缆</translation>
    </message>
    <message>
        <source>%1 per module</source>
        <translation>%1/个模块</translation>
    </message>
    <message>
        <source>%1 per link</source>
        <translation>%1/条链路</translation>
    </message>
    <message>
        <source>%1 per node-year</source>
        <translation>%1/节点·年</translation>
    </message>
    <message>
        <source>%1 per switch-year</source>
        <translation>%1/台·年</translation>
    </message>
    <message>
        <source>CNY per USD</source>
        <translation>人民币/美元</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>W</source>
        <translation>瓦</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>per switch-year</source>
        <translation>次/台·年</translation>
    </message>
    <message>
        <source>per link-year</source>
        <translation>次/链路·年</translation>
    </message>
    <message>
        <source>per NIC-year</source>
        <translation>次/网卡·年</translation>
    </message>
    <message>
        <source>Configuration incidents (PFC storms, deadlocks, threshold mismatches) a tuned RoCE fabric has a year.</source>
        <translation>已调优的 RoCE 网络每年发生的配置故障（PFC 风暴、死锁、阈值不匹配）次数。</translation>
    </message>
    <message>
        <source>Config incidents before tuning</source>
        <translation>调优前配置故障倍数</translation>
    </message>
    <message>
        <source>How many times more configuration incidents the fabric has before its tuning is done.</source>
        <translation>网络在调优完成之前，配置故障是调优后的多少倍。</translation>
    </message>
    <message>
        <source>Config incidents per expansion</source>
        <translation>每次扩容的配置故障</translation>
    </message>
    <message>
        <source>Configuration incidents after each expansion of the fabric.</source>
        <translation>网络每次扩容后发生的配置故障次数。</translation>
    </message>
    <message>
        <source>Config incidents per extra batch</source>
        <translation>每增加一个批次的配置故障</translation>
    </message>
    <message>
        <source>Configuration incidents a year for each additional switch brand, batch or firmware line.</source>
        <translation>每多一个交换机品牌、批次或固件版本，每年增加的配置故障次数。</translation>
    </message>
    <message>
        <source>Hours jobs stall per component failure until they run again around it (detection, isolation, restart).</source>
        <translation>每次部件故障后作业停顿、直到绕开故障重新运行的小时数（发现、隔离、重启）。</translation>
    </message>
    <message>
        <source>per fabric-year</source>
        <translation>次/网络·年</translation>
    </message>
    <message>
        <source>per expansion</source>
        <translation>次/次扩容</translation>
    </message>
    <message>
        <source>per batch-year</source>
        <translation>次/批次·年</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>Value of a node-year</source>
        <translation>节点年价值</translation>
    </message>
    <message>
        <source>Adaptive routing</source>
        <translation>自适应路由</translation>
    </message>
    <message>
        <source>1 when the fabric spreads flows by adaptive routing or packet spraying (InfiniBand; Spectrum-X with BlueField-3 NICs), 0 for ECMP hashing.</source>
        <translation>网络用自适应路由或逐包喷洒分散流量时为 1（InfiniBand；配 BlueField-3 网卡的 Spectrum-X），用 ECMP 哈希时为 0。</translation>
    </message>
    <message>
        <source>SHARP in-network reduction</source>
        <translation>SHARP 网内归约</translation>
    </message>
    <message>
        <source>1 when the InfiniBand fabric reduces collectives in the switches (SHARP), 0 otherwise.</source>
        <translation>InfiniBand 网络在交换机内完成集合通信归约（SHARP）时为 1，否则为 0。</translation>
    </message>
    <message>
        <source>SHARP licence</source>
        <translation>SHARP 许可</translation>
    </message>
    <message>
        <source>SHARP in-network reduction licence per node and year, when the plan uses SHARP.</source>
        <translation>方案使用 SHARP 时，每节点每年的 SHARP 网内归约许可费用。</translation>
    </message>
    <message>
        <source>Reference collective size</source>
        <translation>参考集合通信规模</translation>
    </message>
    <message>
        <source>Collective size at which the efficiency losses are quoted; larger collectives lose more to stragglers, smaller ones less.</source>
        <translation>效率损失数据所对应的集合通信规模；规模更大时掉队者造成的损失更多，更小时更少。</translation>
    </message>
    <message>
        <source>Loss from oversubscription</source>
        <translation>收敛比造成的损失</translation>
    </message>
    <message>
        <source>Efficiency loss of the traffic that leaves a leaf through oversubscribed uplinks, at the limit of r:1 (scaled by 1 − 1/r).</source>
        <translation>离开叶交换机的流量经收敛（超额订阅）的上行链路造成的效率损失，取 r:1 的极限值（按 1 − 1/r 缩放）。</translation>
    </message>
    <message>
        <source>Loss from ECMP collisions</source>
        <translation>ECMP 冲突造成的损失</translation>
    </message>
    <message>
        <source>Efficiency loss of the traffic that leaves a leaf from ECMP flow collisions, on a fabric without adaptive routing or packet spraying. Tuning does not close it.</source>
        <translation>在没有自适应路由或逐包喷洒的网络上，离开叶交换机的流量因 ECMP 流冲突造成的效率损失。调优无法消除。</translation>
    </message>
    <message>
        <source>Loss per tier above the leaf</source>
        <translation>叶层之上每层的损失</translation>
    </message>
    <message>
        <source>Efficiency loss of the traffic that leaves a leaf, per switch tier above the leaf.</source>
        <translation>离开叶交换机的流量在叶层之上每多一层交换所增加的效率损失。</translation>
    </message>
    <message>
        <source>Loss left with SHARP</source>
        <translation>使用 SHARP 后剩余的损失</translation>
    </message>
    <message>
        <source>Share of the jitter and congestion loss left when SHARP reduces in the network.</source>
        <translation>SHARP 在网络内归约后仍剩余的抖动与拥塞损失比例。</translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation>个端点</translation>
    </message>
    <message>
        <source>What a node-year of this workload's output is worth when jitter costs more than idle GPU time: latency-dependent trading revenue (HFT), a storage node's throughput. It also prices incident stalls and rebuild downtime. 0 = priced as idle GPU-hours.</source>
        <translation>当抖动的代价不止是 GPU 空转时，该业务一个节点一年产出的价值：依赖时延的交易收入（高频交易）、存储节点的吞吐。故障停顿和重建停机也按它计价。0 = 按 GPU 空转小时计价。</translation>
    </message>
    <message>
        <source>Active copper cable price</source>
        <translation>有源铜缆单价</translation>
    </message>
    <message>
        <source>Price of one active electrical (retimed copper) cable.</source>
        <translation>一根有源电缆（带重定时的铜缆）的价格。</translation>
    </message>
    <message>
        <source>Active optical cable price</source>
        <translation>有源光缆单价</translation>
    </message>
    <message>
        <source>Price of one active optical cable, both ends built in.</source>
        <translation>一根两端一体的有源光缆的价格。</translation>
    </message>
    <message>
        <source>Price of one optical fibre patch cable between two modules.</source>
        <translation>两个光模块之间一根光纤跳线的价格。</translation>
    </message>
    <message>
        <source>Active copper cable power</source>
        <translation>有源铜缆功耗</translation>
    </message>
    <message>
        <source>Typical power draw of one active electrical cable, both ends.</source>
        <translation>一根有源电缆两端合计的典型功耗。</translation>
    </message>
    <message>
        <source>Active optical cable power</source>
        <translation>有源光缆功耗</translation>
    </message>
    <message>
        <source>Typical power draw of one active optical cable, both ends.</source>
        <translation>一根有源光缆两端合计的典型功耗。</translation>
    </message>
    <message>
        <source>×</source>
        <comment>a multiplier</comment>
        <translation>倍</translation>
    </message>
    <message>
        <source>× hardware price</source>
        <translation>× 硬件价格</translation>
    </message>
    <message>
        <source>× IT power</source>
        <translation>× IT 功耗</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A value and its unit: "28,000 USD per switch", "8.5 %".</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Firm: priced as given, and the risk analysis does not vary it. For a range, use the value's menu.</source>
        <translation>确定值：按给定值计价，风险分析不改变它。如需区间，请使用该数值的菜单。</translation>
    </message>
    <message>
        <source>Priced at its expected value, %1 (range %2 to %3, most likely %4); the risk analysis draws it from that range.</source>
        <extracomment>%1 the mean the tables price (rounded), %2 low, %3 high, %4 the most likely value.</extracomment>
        <translation>按其期望值 %1 计价（区间 %2 至 %3，最可能值 %4）；风险分析在该区间内抽样。</translation>
    </message>
    <message>
        <source>Reference fabric size</source>
        <translation>参考网络规模</translation>
    </message>
    <message>
        <source>Fabric size at which the engineers per fabric are given; other sizes scale from it.</source>
        <translation>给出每套网络工程师人数时所依据的网络规模；其他规模由此推算。</translation>
    </message>
    <message>
        <source>Staff scale exponent</source>
        <translation>人员规模指数</translation>
    </message>
    <message>
        <source>Engineers grow with (nodes / reference size) to this power: below 1, each added node needs less staff (automation, not engineers per link).</source>
        <translation>工程师人数按（节点数 ÷ 参考规模）的此次幂增长：小于 1 时，每增加一个节点所需人员更少（靠自动化，而不是按链路配工程师）。</translation>
    </message>
    <message>
        <source>Largest job</source>
        <translation>最大作业</translation>
    </message>
    <message>
        <source>GPUs of the largest job a network incident can stall; a larger cluster runs several jobs, so an incident stalls at most this many.</source>
        <translation>一次网络故障最多能中断的最大作业的 GPU 数；更大的集群同时运行多个作业，因此一次故障最多中断这么多 GPU。</translation>
    </message>
    <message>
        <source>Largest job's share</source>
        <translation>最大作业占比</translation>
    </message>
    <message>
        <source>Share of the cluster the largest job spans; an incident stalls that job (one large job spanning the cluster: 100 %).</source>
        <translation>最大作业所占集群的比例；一次故障会中断该作业（一个大型作业覆盖整个集群时为 100 %）。</translation>
    </message>
    <message>
        <source>Resale value at the end of the horizon, as a share of the straight-line book value.</source>
        <translation>评估期末的转售价值，占直线法账面价值的比例。</translation>
    </message>
    <message>
        <source>Engineers at the reference size</source>
        <translation>参考规模下的工程师人数</translation>
    </message>
    <message>
        <source>Network engineers (full-time equivalents) a fabric of this kind needs at the reference size, before the team's multiplier.</source>
        <translation>此类网络在参考规模下所需的网络工程师（全职当量），未乘团队系数。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>块 GPU</translation>
    </message>
    <message>
        <source>power of the size ratio</source>
        <translation>规模比的幂次</translation>
    </message>
    <message>
        <source>Link speed of the quoted losses</source>
        <translation>损失数字对应的链路速率</translation>
    </message>
    <message>
        <source>Link speed per GPU of the clusters the efficiency losses were measured on: 400 for H100-class GPUs with one 400G NIC each; 800 for GPUs with an 800G NIC each. A plan with faster links per GPU exposes less communication and loses less; slower links lose more.</source>
        <translation>测得效率损失的集群中每块 GPU 的链路速率：H100 级 GPU 每块配一张 400G 网卡时为 400；每块配一张 800G 网卡的 GPU 为 800。每块 GPU 链路更快的方案暴露的通信更少，损失更小；链路更慢则损失更大。</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>暴露的通信</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Share of a training step spent waiting on the network at the quoted link speed. The smaller it is, the more closely the losses follow the bandwidth per GPU; at 100 % the link speed changes nothing.</source>
        <translation>在所引用的链路速率下，一个训练步中等待网络的时间份额。它越小，损失越接近按每块 GPU 的带宽变化；为 100% 时链路速率不改变任何损失。</translation>
    </message>
    <message>
        <source>FTE</source>
        <extracomment>Full-time equivalents: "1 FTE", "2.5 FTE" (a count of engineers, fractions allowed).</extracomment>
        <translation>名工程师</translation>
    </message>
    <message>
        <source>Fabric-management software (UFM class) per managed endpoint (NIC port) and year: an 8-rail node is 8 endpoints.</source>
        <translation>网络管理软件（UFM 类）每个受管端点（网卡端口）每年的费用：一个 8 轨节点即 8 个端点。</translation>
    </message>
    <message>
        <source>%1 per endpoint-year</source>
        <extracomment>Money per managed endpoint (a NIC port the fabric manager manages) and year.</extracomment>
        <translation>%1/端点·年</translation>
    </message>
    <message>
        <source>Firm: priced as given, and the risk analysis does not vary it.</source>
        <translation>确定值：按给定值计价，风险分析不改变它。</translation>
    </message>
    <message>
        <source>Fabric element price</source>
        <translation>交换矩阵单元单价</translation>
    </message>
    <message>
        <source>Price of one cell switch of a scheduled Ethernet fabric.</source>
        <translation>调度式以太网交换矩阵中一台信元交换机的价格。</translation>
    </message>
    <message>
        <source>Fabric element power</source>
        <translation>交换矩阵单元功耗</translation>
    </message>
    <message>
        <source>Typical power draw of one cell switch of a scheduled fabric.</source>
        <translation>调度式交换矩阵中一台信元交换机的典型功耗。</translation>
    </message>
    <message>
        <source>%1 per fabric element</source>
        <translation>%1/台交换矩阵单元</translation>
    </message>
</context>
<context>
    <name>PdfReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>页码</translation>
    </message>
</context>
<context>
    <name>PlanColumns</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>PlanCommands</name>
    <message>
        <source>InfiniBand plan %1</source>
        <translation>InfiniBand 方案 %1</translation>
    </message>
    <message>
        <source>RoCE plan %1</source>
        <translation>RoCE 方案 %1</translation>
    </message>
    <message>
        <source>Add plan</source>
        <translation>添加方案</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>%1 (copy %2)</source>
        <translation>%1（副本 %2）</translation>
    </message>
    <message>
        <source>Duplicate plan</source>
        <translation>复制方案</translation>
    </message>
    <message>
        <source>Remove plan</source>
        <translation>删除方案</translation>
    </message>
    <message>
        <source>Rename plan</source>
        <translation>重命名方案</translation>
    </message>
    <message>
        <source>Change fabric</source>
        <translation>修改网络类型</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>重置%1</translation>
    </message>
</context>
<context>
    <name>PlanNameText</name>
    <message>
        <source>A plan needs a name: it cannot be empty or only spaces.</source>
        <translation>方案需要名称：不能为空，也不能只有空格。</translation>
    </message>
    <message>
        <source>A plan's name must fit on one line (no line breaks or control characters).</source>
        <translation>方案名称必须写在一行内（不能含换行符或控制字符）。</translation>
    </message>
    <message>
        <source>Another plan is already named "%1"; give each plan its own name.</source>
        <translation>已有另一个方案名为“%1”；请为每个方案取不同的名称。</translation>
    </message>
    <message>
        <source>A plan's name has at most %1 characters.</source>
        <translation>方案名称最多 %1 个字符。</translation>
    </message>
</context>
<context>
    <name>PriceToBeatText</name>
    <message>
        <source>both plans</source>
        <translation>两个方案</translation>
    </message>
    <message>
        <source>at or below the price to beat</source>
        <translation>不高于目标价时</translation>
    </message>
    <message>
        <source>at or above the price to beat</source>
        <translation>不低于目标价时</translation>
    </message>
    <message>
        <source>never, not even at 0</source>
        <translation>无法达到，即使为 0 也不行</translation>
    </message>
    <message>
        <source>never, not even at %1</source>
        <extracomment>%1 the greatest value the input accepts.</extracomment>
        <translation>无法达到，即使为 %1 也不行</translation>
    </message>
    <message>
        <source>; it has a range of its own: clear the range before typing the price to beat, or it is priced at the range's mean</source>
        <translation>；该输入有自己的区间：输入目标价前请先清除区间，否则按区间均值计价</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Priced at</source>
        <translation>计价</translation>
    </message>
    <message>
        <source>Price to beat</source>
        <translation>目标价</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Cheaper in 50 %</source>
        <translation>50 % 情形更便宜</translation>
    </message>
    <message>
        <source>Cheaper in 80 %</source>
        <translation>80 % 情形更便宜</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>The runner-up is at most as dear</source>
        <translation>次优方案不贵于推荐方案的条件</translation>
    </message>
    <message>
        <source>%1 (the runner-up)</source>
        <translation>%1（次优方案）</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐方案）</translation>
    </message>
    <message>
        <source>Both plans</source>
        <translation>两个方案共用</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A share in per cent, e.g. "39.85 %".</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1, quoted</source>
        <extracomment>A vendor's quoted price in the price-to-beat table, e.g. "31,200.00, quoted".</extracomment>
        <translation>%1（报价）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>无法达到</translation>
    </message>
    <message>
        <source>%1 is recommended; %2 costs %3 more in expected net present value. For each input of either plan, the price to beat is the value at which %2 would cost no more than %1, every other input where the cost table prices it (the mean of its range). Typed or quoted at that value, it makes the two plans meet.</source>
        <translation>推荐%1；%2 的期望净现值高出 %3。对两个方案的每个输入，目标价是使%2的成本不高于%1的取值，其余输入均按成本表的计价（其区间的均值）。按此值输入或报价，两个方案的成本即持平。</translation>
    </message>
    <message>
        <source>%1: no discount on its hardware, up to 100 %, closes the gap.</source>
        <translation>%1：硬件即使折扣到 100 % 也无法弥补差距。</translation>
    </message>
    <message>
        <source>%1 stays the cheaper plan at any rise in its hardware prices up to %2.</source>
        <translation>%1的硬件价格即使上涨 %2，仍是更便宜的方案。</translation>
    </message>
    <message>
        <source>%1 is at most as dear as %2 with a discount of %3 or more on every unit price of its hardware (switches, NICs, modules, cables).</source>
        <extracomment>%3 a discount in per cent on every hardware unit price of plan %1.</extracomment>
        <translation>%1的每项硬件单价（交换机、网卡、光模块、线缆）折扣达到 %3 或更多时，不贵于%2。</translation>
    </message>
    <message>
        <source>%1 stays cheaper than %2 up to a rise of %3 in every unit price of its hardware.</source>
        <translation>%1的每项硬件单价上涨不超过 %3 时，仍比%2便宜。</translation>
    </message>
    <message>
        <source>The vendor quote for %1 of %2 is %3; no price within its range makes %4 at most as dear as %5.</source>
        <extracomment>%1 the input, %2 its plan, %3 the quoted price, %4 the runner-up, %5 the recommended plan.</extracomment>
        <translation>%2的%1供应商报价为 %3；其区间内没有任何价格能使%4不贵于%5。</translation>
    </message>
    <message>
        <source>The vendor quote for %1 of %2 is %3; at or below %4, %5 is at most as dear as %6.</source>
        <translation>%2的%1供应商报价为 %3；不高于 %4 时，%5不贵于%6。</translation>
    </message>
    <message>
        <source>The vendor quote for %1 of %2 is %3; at or above %4, %5 is at most as dear as %6.</source>
        <translation>%2的%1供应商报价为 %3；不低于 %4 时，%5不贵于%6。</translation>
    </message>
    <message>
        <source>at or below this price, %1 is at most as dear as %2</source>
        <extracomment>%1 the runner-up, %2 the recommended plan.</extracomment>
        <translation>不高于此价格时，%1不贵于%2</translation>
    </message>
    <message>
        <source>at or above this price, %1 is at most as dear as %2</source>
        <translation>不低于此价格时，%1不贵于%2</translation>
    </message>
    <message>
        <source>%1 (the dearer of the two)</source>
        <extracomment>A heading over the runner-up's inputs in the price-to-beat table.</extracomment>
        <translation>%1（两者中较贵的）</translation>
    </message>
    <message>
        <source>%1 (the cheaper of the two)</source>
        <translation>%1（两者中较便宜的）</translation>
    </message>
    <message>
        <source>Of these two, %1 is the cheaper; %2 costs %3 more in expected net present value. For each input of either plan, the price to beat is the value at which %2 would cost no more than %1, every other input where the cost table prices it (the mean of its range).</source>
        <extracomment>%1 the recommended plan, %2 the runner-up, %3 how much more the runner-up costs. A pair the user picked, neither the recommended plan: %1 the cheaper of the two.</extracomment>
        <translation>这两个方案中%1更便宜；%2的期望净现值高出 %3。对两个方案的每个输入，目标价是使%2的成本不高于%1的取值，其余输入均按成本表的计价（其区间的均值）。</translation>
    </message>
    <message>
        <source>%1 of %2 has a range of its own: a figure typed for it becomes the range's most likely value and is priced at the range's mean. Clear the range before typing the price to beat.</source>
        <extracomment>%1 the input, %2 its plan.</extracomment>
        <translation>%2的%1有自己的区间：为它输入的数值会成为区间的最可能值，并按区间均值计价。输入目标价前请先清除该区间。</translation>
    </message>
    <message>
        <source>The dearer of the two is at most as dear</source>
        <translation>两者中较贵的方案不贵于另一方案的条件</translation>
    </message>
    <message>
        <source>Cheaper in 50 % and in 80 % of outcomes: the value at which %1 is the cheaper plan in half and in four fifths of %2 simulated outcomes (with seed %3, as in the risk analysis). The wider the distance from the price to beat, the more margin the uncertainty eats. –: no value the input may take, from its smallest to its largest allowed, gets there; the values shown may lie outside its low to high range.</source>
        <extracomment>%1 the runner-up, %2 the number of simulated outcomes, %3 the random seed.</extracomment>
        <translation>50 % / 80 % 情形更便宜：在 %2 次模拟结果中（随机种子 %3，与风险分析相同），使%1在一半和五分之四的结果中更便宜的取值。与目标价相差越大，不确定性吃掉的余量越多。–：该输入允许的取值（从最小到最大允许值）中没有能达到的取值；所示取值可能落在其低值至高值区间之外。</translation>
    </message>
</context>
<context>
    <name>ProductErrorText</name>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>pick switch, NIC and optics of the same speed</source>
        <extracomment>Speeds must match across the plan's switch, NIC and optics.</extracomment>
        <translation>请选择速率一致的交换机、网卡和光模块</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 is not a %2 product but a %3 product</source>
        <translation>%1 不是%2产品，而是%3产品</translation>
    </message>
    <message>
        <source>%1 is for %2 only, and this plan is %3</source>
        <translation>%1 仅用于 %2，而此方案是 %3</translation>
    </message>
    <message>
        <source>NIC %1 runs at %2, faster than the %3 ports of switch %4: %5</source>
        <extracomment>%1 the NIC, %2 its speed, %3 the switch's port speed, %4 the switch, %5 the advice.</extracomment>
        <translation>网卡 %1 速率为 %2，高于交换机 %4 的 %3 端口：%5</translation>
    </message>
    <message>
        <source>links of %1 do not fit the %2 ports of switch %3 (a port splits into links of 1/2, 1/4, … of its speed): %4</source>
        <translation>%1 链路不适配交换机 %3 的 %2 端口（一个端口只能拆分为其速率 1/2、1/4……的链路）：%4</translation>
    </message>
    <message>
        <source>optics %1 carry %2 links, but the plan's links run at %3: %4</source>
        <translation>光模块 %1 承载 %2 链路，但方案的链路速率为 %3：%4</translation>
    </message>
    <message>
        <source>the catalog has no product "%1" (%2 products for this fabric: %3); if the document comes from another computer, its organisation's catalog may have it</source>
        <extracomment>%1 the product id, %2 the product class (Switch, NIC, Optics), %3 the choices. A document from another computer may pick a product of that computer's organisation catalog, which this one does not have.</extracomment>
        <translation>目录中没有产品“%1”（本网络可选的%2产品：%3）；如果文档来自另一台计算机，该产品可能来自那台计算机的组织目录</translation>
    </message>
</context>
<context>
    <name>ProductText</name>
    <message>
        <source>InfiniBand NDR 64 x 400G (QM9700 class)</source>
        <translation>InfiniBand NDR 64 × 400G（QM9700 级）</translation>
    </message>
    <message>
        <source>InfiniBand XDR 144 x 800G (Quantum-X800 Q3400 class)</source>
        <translation>InfiniBand XDR 144 × 800G（Quantum-X800 Q3400 级）</translation>
    </message>
    <message>
        <source>Spectrum-4 64 x 800G (SN5600 class, Spectrum-X)</source>
        <translation>Spectrum-4 64 × 800G（SN5600 级，Spectrum-X）</translation>
    </message>
    <message>
        <source>Tomahawk 5 white box 64 x 800G</source>
        <translation>Tomahawk 5 白盒交换机 64 × 800G</translation>
    </message>
    <message>
        <source>Tomahawk 5 white box 128 x 400G</source>
        <translation>Tomahawk 5 白盒交换机 128 × 400G</translation>
    </message>
    <message>
        <source>ConnectX-7 400G (one port)</source>
        <translation>ConnectX-7 400G（单端口）</translation>
    </message>
    <message>
        <source>BlueField-3 SuperNIC 400G (Spectrum-X)</source>
        <translation>BlueField-3 SuperNIC 400G（Spectrum-X）</translation>
    </message>
    <message>
        <source>ConnectX-8 SuperNIC 800G</source>
        <translation>ConnectX-8 SuperNIC 800G</translation>
    </message>
    <message>
        <source>OSFP 400G single-port module</source>
        <translation>OSFP 400G 单端口光模块</translation>
    </message>
    <message>
        <source>OSFP 800G twin-port (2 x 400G) module, third-party</source>
        <translation>OSFP 800G 双端口（2 × 400G）光模块，第三方</translation>
    </message>
    <message>
        <source>OSFP 800G twin-port (2 x 400G) module, vendor-branded (LinkX class)</source>
        <translation>OSFP 800G 双端口（2 × 400G）光模块，原厂品牌（LinkX 级）</translation>
    </message>
    <message>
        <source>OSFP 1.6T twin-port (2 x 800G) module</source>
        <translation>OSFP 1.6T 双端口（2 × 800G）光模块</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Optics</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Tomahawk 6 white box 128 x 800G (102.4 Tb/s)</source>
        <translation>Tomahawk 6 白盒交换机 128 × 800G（102.4 Tb/s）</translation>
    </message>
    <message>
        <source>Broadcom Thor Ultra 800G (Ultra Ethernet)</source>
        <translation>Broadcom Thor Ultra 800G（超以太网）</translation>
    </message>
    <message>
        <source>AMD Pensando Pollara 400 (Ultra Ethernet ready)</source>
        <translation>AMD Pensando Pollara 400（支持超以太网）</translation>
    </message>
    <message>
        <source>OSFP 800G twin-port (2 x 400G) linear-drive (LPO) module, third-party</source>
        <translation>OSFP 800G 双端口（2 × 400G）线性驱动（LPO）光模块，第三方</translation>
    </message>
    <message>
        <source>ConnectX-9 SuperNIC 800G (Rubin generation)</source>
        <translation>ConnectX-9 SuperNIC 800G（Rubin 代）</translation>
    </message>
    <message>
        <source>InfiniBand XDR 36 x 800G (Quantum-X800 Q3200 class, one of its two switches)</source>
        <translation>InfiniBand XDR 36 × 800G（Quantum-X800 Q3200 级，其两台交换机之一）</translation>
    </message>
    <message>
        <source>InfiniBand XDR 144 x 800G (Quantum-X Photonics Q3450 class), co-packaged optics</source>
        <translation>InfiniBand XDR 144 × 800G（Quantum-X Photonics Q3450 级），共封装光学器件</translation>
    </message>
    <message>
        <source>Spectrum-X Photonics 128 x 800G (Spectrum-6 SN6810 class), co-packaged optics</source>
        <translation>Spectrum-X Photonics 128 × 800G（Spectrum-6 SN6810 级），共封装光学器件</translation>
    </message>
    <message>
        <source>Ramon3 scheduled fabric element 128 x 800G (Arista 7720R4 class)</source>
        <translation>Ramon3 调度式交换矩阵单元 128 × 800G（Arista 7720R4 级）</translation>
    </message>
    <message>
        <source>Fabric element</source>
        <translation>交换矩阵单元</translation>
    </message>
    <message>
        <source>Scheduled fabric leaf, Jericho3-AI 18 x 800G + 20 fabric ports (Arista 7700R4 class)</source>
        <translation>调度式交换矩阵叶交换机，Jericho3-AI 18 × 800G + 20 个交换矩阵端口（Arista 7700R4 级）</translation>
    </message>
</context>
<context>
    <name>QuoteImportFlow</name>
    <message>
        <source>Cannot import the quotes</source>
        <translation>无法导入报价</translation>
    </message>
    <message>
        <source>Nothing added: the document already holds every quote in %1.</source>
        <translation>未添加任何内容：%1 中的每条报价本文档都已包含。</translation>
    </message>
    <message>
        <source>Import cancelled: nothing changed.</source>
        <translation>已取消导入：未作任何更改。</translation>
    </message>
    <message numerus="yes">
        <source>%n typed value(s) replaced by quotes.</source>
        <translation>
            <numerusform>%n 个填写值已改用报价。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed value(s) kept.</source>
        <translation>
            <numerusform>保留了 %n 个填写值。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import quotes (%1)</source>
        <translation>导入报价（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Added %n quote(s).</source>
        <translation>
            <numerusform>已添加 %n 条报价。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuoteRejectionText</name>
    <message>
        <source>not a valid CSV line (%1)</source>
        <extracomment>A CSV line the reader cannot split into fields; %1 is the reader's English message.</extracomment>
        <translation>不是有效的 CSV 行（%1）</translation>
    </message>
    <message>
        <source>has %1 field(s) where the header has %2</source>
        <translation>有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <source>no item key</source>
        <translation>没有项目键</translation>
    </message>
    <message>
        <source>unknown item key "%1"</source>
        <translation>未知的项目键“%1”</translation>
    </message>
    <message>
        <source>bad unit price "%1" (write decimals with a point: 1234.50)</source>
        <translation>单价“%1”无效（小数请用小数点：1234.50）</translation>
    </message>
    <message>
        <source>bad unit price "%1" (not an exact decimal number, at most 9 decimals)</source>
        <translation>单价“%1”无效（不是精确的十进制数，最多 9 位小数）</translation>
    </message>
    <message>
        <source>unit price "%1" must not be negative</source>
        <translation>单价“%1”不能为负数</translation>
    </message>
    <message>
        <source>unit price "%1" is larger than 10^12</source>
        <translation>单价“%1”大于 10^12</translation>
    </message>
    <message>
        <source>bad currency "%1" (use CNY or USD)</source>
        <translation>货币“%1”无效（请用 CNY 或 USD）</translation>
    </message>
    <message>
        <source>bad quote date "%1" (write 2026-11-02)</source>
        <translation>报价日期“%1”无效（请写成 2026-11-02）</translation>
    </message>
    <message>
        <source>bad validity "%1" (a date such as 2027-01-31, or "90 days")</source>
        <translation>有效期“%1”无效（请写日期如 2027-01-31，或“90 天”）</translation>
    </message>
    <message>
        <source>validity %1 is before the quote date %2</source>
        <translation>有效期 %1 早于报价日期 %2</translation>
    </message>
    <message>
        <source>the document is full: it holds at most %1 quotes</source>
        <translation>文档已满：最多可容纳 %1 条报价</translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation>文件大于 %1 MiB。</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text: in Excel or WPS, save it as "CSV UTF-8".</source>
        <translation>文件不是 UTF-8 文本：请在 Excel 或 WPS 中另存为“CSV UTF-8”。</translation>
    </message>
    <message>
        <source>The file is empty: it has not even a header line.</source>
        <translation>文件为空：连表头行都没有。</translation>
    </message>
    <message>
        <source>The file has more than %1 rows.</source>
        <translation>文件超过 %1 行。</translation>
    </message>
    <message>
        <source>The header line cannot be read: %1</source>
        <extracomment>%1 is the CSV reader's English detail.</extracomment>
        <translation>无法读取表头行：%1</translation>
    </message>
    <message>
        <source>The header line has the column "%1" twice.</source>
        <translation>表头行中“%1”列出现了两次。</translation>
    </message>
    <message>
        <source>The header line has no %1 column.</source>
        <translation>表头行中缺少“%1”列。</translation>
    </message>
    <message>
        <source>not accepted by the cost model: %1 %2</source>
        <extracomment>A quote the cost model refuses: which of its fields, then why.</extracomment>
        <translation>成本模型不接受：%1%2</translation>
    </message>
    <message>
        <source>not accepted by the cost model</source>
        <translation>成本模型不接受</translation>
    </message>
    <message>
        <source>the quote date "%1" is no day of the calendar</source>
        <translation>报价日期“%1”在日历上不存在</translation>
    </message>
    <message>
        <source>the quote date %1 is in the future (today is %2): a quote is dated when it was given</source>
        <extracomment>%1 the quote's date, %2 today's date.</extracomment>
        <translation>报价日期 %1 在未来（今天是 %2）：报价的日期应为给出报价的那一天</translation>
    </message>
    <message>
        <source>conflicts with line %1: the same item and vendor at %2 against %3 here; neither is imported, keep the right one in the file</source>
        <extracomment>%1 another line of the file, %2 its price, %3 this row's price.</extracomment>
        <translation>与第 %1 行冲突：同一物料、同一供应商，那一行为 %2，本行为 %3；两行都不导入，请在文件中只保留正确的一行</translation>
    </message>
    <message>
        <source>vendor name is longer than %1 characters</source>
        <translation>供应商名称超过 %1 个字符</translation>
    </message>
    <message>
        <source>conflicts with the quote the document holds from the same vendor for the same item and day (%1, %2): remove one of them</source>
        <extracomment>%1 the price of the quote the document holds, %2 its date.</extracomment>
        <translation>与文档中同一供应商、同一物料、同一天的报价冲突（%1，%2）：请删除其中之一</translation>
    </message>
    <message>
        <source>The file cannot be read as an XLSX workbook: %1</source>
        <extracomment>%1 is the XLSX reader's English detail.</extracomment>
        <translation>该文件无法作为 XLSX 工作簿读取：%1</translation>
    </message>
</context>
<context>
    <name>QuoteText</name>
    <message>
        <source>Every plan</source>
        <translation>所有方案</translation>
    </message>
    <message>
        <source>%1 plans</source>
        <extracomment>The plans of one fabric: "InfiniBand plans".</extracomment>
        <translation>%1 方案</translation>
    </message>
    <message>
        <source>%1, quoted %2, no validity stated</source>
        <extracomment>A vendor quote without a stated validity: vendor, quote date.</extracomment>
        <translation>%1，报价日期 %2，未注明有效期</translation>
    </message>
    <message>
        <source>%1, quoted %2, valid until %3 (%4)</source>
        <extracomment>A vendor quote: vendor, quote date, last valid day, status ("expiring").</extracomment>
        <translation>%1，报价日期 %2，有效期至 %3（%4）</translation>
    </message>
    <message>
        <source>Not used: a more specific or later quote prices the same item</source>
        <translation>未使用：同一物料有更具体或更新的报价</translation>
    </message>
    <message>
        <source>%1 (your value is used instead)</source>
        <translation>%1（改用您填写的值）</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates plan names in a list.</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>no validity stated</source>
        <translation>未注明有效期</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A quote's last valid day and its status: "2026-12-31 (expiring)".</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Not used: the quote from %1 of %2 prices the same item</source>
        <extracomment>Why a quote prices nothing: the vendor and date of the quote used instead.</extracomment>
        <translation>未使用：%1 于 %2 的报价为同一物料定价</translation>
    </message>
    <message>
        <source>Product %1</source>
        <extracomment>A quote for a catalog product named by its id: "Product ib-ndr-qm9700".</extracomment>
        <translation>产品 %1</translation>
    </message>
    <message>
        <source>Every plan that uses it</source>
        <extracomment>The plans a quote for one product prices.</extracomment>
        <translation>使用它的每个方案</translation>
    </message>
</context>
<context>
    <name>ReadableText</name>
    <message>
        <source>, </source>
        <extracomment>Joins the lines of one table cell read aloud ("InfiniBand NDR, InfiniBand").</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A figure read aloud with its column: "InfiniBand NDR: 68,428,680.20 USD".</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates the figures of one table row read aloud.</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>One table row read aloud: its label, then its figures ("Total cost. A: 1; B: 2.").</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1. %2.</source>
        <translation>%1。%2。</translation>
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
        <source>whether the team has a "network doctor"</source>
        <translation>团队里有没有“网络神医”</translation>
    </message>
    <message>
        <source>scale and growth</source>
        <translation>规模和发展速度</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
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
        <source>No single question decides it at the expected values; the choice comes from the spread of possible outcomes.</source>
        <translation>各项参数取期望值时，没有哪一个问题起决定作用；结论取决于各种可能结果的分布。</translation>
    </message>
    <message>
        <source>Deciding question: %1, which adds %2 to the advantage of %3.</source>
        <translation>决定性问题：%1，它为%3增加了%2的优势。</translation>
    </message>
    <message>
        <source>Question %1 (%2) adds %3 to the advantage of %4.</source>
        <translation>问题%1（%2）为%4增加了%3的优势。</translation>
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
        <source>%1 (%2 plan)</source>
        <translation>%1（%2方案）</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation>少%1</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>多%1</translation>
    </message>
    <message>
        <source>Recommendation: %1. Over the horizon it is expected to cost %2 less than the runner-up, %3 (net present value), and it is the cheapest of the %5 plans in %4 of the simulated outcomes.</source>
        <translation>建议选择%1。在评估期内，其总拥有成本（净现值）预计比排名第二的%3低%2；在%4的模拟结果中，%1是%5个方案中最省钱的。</translation>
    </message>
    <message>
        <source>Question %1 (%2) offsets %3 of it, in favour of %4.</source>
        <translation>问题%1（%2）抵消了其中的%3，对%4有利。</translation>
    </message>
    <message>
        <source>Recommendation: %1 or %2: over the horizon they are expected to cost the same (net present value); %1 is listed first. It is the cheapest plan in %3 of the simulated outcomes.</source>
        <translation>建议：%1 或 %2。在评估期内，两者的总拥有成本（净现值）预计相同；%1 排在前面。在%3的模拟结果中，%1是最省钱的方案。</translation>
    </message>
    <message>
        <source>Team: compared with %1, %2 costs %3 in staff and %4 in incidents and the risk of tearing the fabric out and rebuilding it (team: %5).</source>
        <translation>团队：与%1相比，%2的人员成本%3，故障及网络“推倒重来”风险的成本%4（团队情况：%5）。</translation>
    </message>
    <message>
        <source>Jitter: what jitter and congestion cost is %1 of the cost of ownership of %2 and %3 of that of %4 (workload: %5).</source>
        <translation>抖动：抖动和拥塞造成的损失占%2总拥有成本的%1，占%4的%3（业务类型：%5）。</translation>
    </message>
    <message>
        <source>Scale: the cheaper plan is the same at every starting size examined, each grown as this cluster grows; this cluster starts at %1 nodes and grows to %2.</source>
        <translation>规模：在所考察的各个起始规模下（均按本集群的方式增长），更省钱的方案都相同；本集群从%1个节点起步，增长到%2个节点。</translation>
    </message>
    <message>
        <source>Scale: the cheaper plan is the same at every cluster size examined; this cluster: %1 nodes.</source>
        <translation>规模：在所考察的各个集群规模下，更省钱的方案都相同；本集群：%1个节点。</translation>
    </message>
    <message>
        <source>Scale: this cluster starts at %1 nodes and grows to %2. Grown the same way, a cluster that starts at %3 nodes or more is cheaper with %4 than with %5; this one starts below that.</source>
        <translation>规模：本集群从%1个节点起步，增长到%2个节点。按同样方式增长时，盈亏平衡点为起步%3个节点：起步规模达到该值及以上的集群选%4比选%5更省钱；本集群的起步规模低于此值。</translation>
    </message>
    <message>
        <source>Scale: this cluster (%1 nodes) is below the break-even point of %2 nodes, from which %3 is cheaper than %4.</source>
        <translation>规模：本集群（%1个节点）低于%2个节点的盈亏平衡点；从该规模起，%3比%4更省钱。</translation>
    </message>
    <message>
        <source>Scale: this cluster starts at %1 nodes and grows to %2. Grown the same way, a cluster that starts at %3 nodes or more is cheaper with %4 than with %5; this one starts at or above that.</source>
        <translation>规模：本集群从%1个节点起步，增长到%2个节点。按同样方式增长时，盈亏平衡点为起步%3个节点：起步规模达到该值及以上的集群选%4比选%5更省钱；本集群的起步规模已达到此值。</translation>
    </message>
    <message>
        <source>Scale: this cluster (%1 nodes) is already past the break-even point of %2 nodes, from which %3 is cheaper than %4.</source>
        <translation>规模：本集群（%1个节点）已超过%2个节点的盈亏平衡点；从该规模起，%3比%4更省钱。</translation>
    </message>
    <message>
        <source>From a start of %1 nodes on, %2 is cheaper again.</source>
        <translation>起步规模达到%1个节点及以上时，又是%2更省钱。</translation>
    </message>
    <message>
        <source>From %1 nodes on, %2 is cheaper again.</source>
        <translation>从%1个节点起，又是%2更省钱。</translation>
    </message>
    <message>
        <source>That difference of hardware generation, not of the fabrics, costs %1 %2.</source>
        <translation>这一差异来自硬件代际而非网络类型，使%1多花%2。</translation>
    </message>
    <message>
        <source>That difference of hardware generation, not of the fabrics, is worth %1 to %2.</source>
        <translation>这一差异来自硬件代际而非网络类型，为%2节省%1。</translation>
    </message>
    <message>
        <source>Switch generation: with its %1-port switches %2 needs %3; with its %4-port switches %5 needs %6.</source>
        <translation>交换机代际：%2采用%1端口交换机，需要%3；%5采用%4端口交换机，需要%6。</translation>
    </message>
    <message>
        <source>Switch generation: %1 is built from %2-port switches and %3 from %4-port ones, in the same tiers (%5); the port counts change what the switches cost.</source>
        <translation>交换机代际：%1采用%2端口交换机，%3采用%4端口交换机，层数相同（%5）；端口数改变的是交换机的成本。</translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n层</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 from year %2</source>
        <translation>，第%2年起%1层</translation>
    </message>
    <message>
        <source>The cheaper plan changes again at %1 nodes (see the break-even counts).</source>
        <translation>在 %1 个节点处更省钱的方案会再次改变（见盈亏平衡点列表）。</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>tiers in the first and the last year</comment>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Deciding: the hardware generation (%1), not the fabrics.</source>
        <translation>决定因素：硬件代际（%1），而非网络类型本身。</translation>
    </message>
    <message>
        <source>at one link speed and with switches of one port count on both sides</source>
        <translation>两方采用相同链路速率和相同端口数的交换机时</translation>
    </message>
    <message>
        <source>with switches of one port count on both sides</source>
        <translation>两方采用相同端口数的交换机时</translation>
    </message>
    <message>
        <source>Question %1 (%2), %3: %4 in favour of %5.</source>
        <extracomment>%3 says how both plans are rebuilt, e.g. "with switches of one port count on both sides".</extracomment>
        <translation>问题%1（%2），%3：%4，对%5有利。</translation>
    </message>
    <message>
        <source>The hardware generation (%1): %2 in favour of %3.</source>
        <translation>硬件代际（%1）：%2，对%3有利。</translation>
    </message>
    <message>
        <source>The hardware generation makes no difference to the cost.</source>
        <translation>硬件代际对成本没有影响。</translation>
    </message>
    <message>
        <source>Built at %1 Gb/s from %2-port switches on both sides, each at its own price and power per port, %3 and %4 would cost the same.</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation>若两方都以 %1 Gb/s 链路采用%2端口交换机（各按自身每端口的价格和功耗），%3与%4的成本相同。</translation>
    </message>
    <message>
        <source>Built at %1 Gb/s from %2-port switches on both sides, each at its own price and power per port, %3 would be the cheaper plan, by %4.</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation>若两方都以 %1 Gb/s 链路采用%2端口交换机（各按自身每端口的价格和功耗），%3将是更省钱的方案，便宜%4。</translation>
    </message>
    <message>
        <source>Built at %1 Gb/s from %2-port switches on both sides, each at its own price and power per port, %3 would still be the cheaper plan, by %4.</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation>若两方都以 %1 Gb/s 链路采用%2端口交换机（各按自身每端口的价格和功耗），%3仍是更省钱的方案，便宜%4。</translation>
    </message>
    <message>
        <source>switch port counts and link speeds</source>
        <translation>交换机端口数和链路速率</translation>
    </message>
    <message>
        <source>link speeds</source>
        <translation>链路速率</translation>
    </message>
    <message>
        <source>switch port counts</source>
        <translation>交换机端口数</translation>
    </message>
    <message>
        <source>Link speed: %1 runs its links at %2 Gb/s and %3 at %4 Gb/s; faster links cost more and, where jobs wait on the network, lose less compute to it, whatever the fabric.</source>
        <translation>链路速率：%1的链路为 %2 Gb/s，%3为 %4 Gb/s；无论哪种网络，更快的链路成本更高，而在作业需要等待网络时，因网络损失的算力更少。</translation>
    </message>
    <message>
        <source>Together they make the margin: %1 in favour of %2, minus %3 of offsets, is %4.</source>
        <translation>合计构成差额：对%2有利的部分%1，减去抵消部分%3，等于%4。</translation>
    </message>
    <message>
        <source>Prices from the organisation's catalog %1 (%2) where it has them</source>
        <extracomment>%1 the organisation catalog's name, %2 its file.</extracomment>
        <translation>价格取自组织目录 %1（%2）中已有的条目</translation>
    </message>
    <message>
        <source>Recommendation: %1, or %2, alike in cost. Over the horizon they are expected to cost %3 less than the runner-up, %4 (net present value), and one of them is the cheapest of the %6 plans in %5 of the simulated outcomes.</source>
        <extracomment>%1 the recommended plan, %2 its copies costing the same, %3 the margin, %4 the runner-up, %5 the share of outcomes, %6 the number of plans.</extracomment>
        <translation>建议选择%1或%2（两者成本相当）。在评估期内，它们的总拥有成本（净现值）预计比排名第二的%4低%3；在%5的模拟结果中，其中之一是%6个方案中最省钱的。</translation>
    </message>
    <message>
        <source>%1 can be built only from %2 starting nodes on; below, the other plan stands alone.</source>
        <translation>%1只有从起步%2个节点起才能建成；低于此规模只有另一方案。</translation>
    </message>
    <message>
        <source>%1 can be built only up to %2 starting nodes; beyond, the other plan stands alone.</source>
        <translation>%1最多只能建到起步%2个节点；超过此规模只有另一方案。</translation>
    </message>
    <message>
        <source>Scale: where both plans can be built, the cheaper one is the same at every starting size examined, each grown as this cluster grows; this cluster starts at %1 nodes and grows to %2.</source>
        <translation>规模：在两个方案都能建成的范围内，所考察的各个起始规模下（均按本集群的方式增长），更省钱的方案都相同；本集群从%1个节点起步，增长到%2个节点。</translation>
    </message>
    <message>
        <source>Scale: where both plans can be built, the cheaper one is the same at every cluster size examined; this cluster: %1 nodes.</source>
        <translation>规模：在两个方案都能建成的范围内，所考察的各个集群规模下，更省钱的方案都相同；本集群：%1个节点。</translation>
    </message>
</context>
<context>
    <name>ReportChartTables</name>
    <message>
        <source>Cumulative total at the end of</source>
        <translation>累计总额（截至年末）</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Cost category, over the horizon</source>
        <translation>成本类别（评估期合计）</translation>
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
        <source>Cost in year 1</source>
        <translation>第 1 年成本</translation>
    </message>
    <message>
        <source>  %1 (horizon)</source>
        <translation>  %1（评估期）</translation>
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
        <source>Nominal cost of each year per category (%1), the year's total, its value discounted to year 1 at %2 % a year (the sum is the NPV), and the cumulative total.</source>
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
    <message>
        <source>Cost per GPU-month, undiscounted</source>
        <translation>每 GPU 每月成本（未折现）</translation>
    </message>
    <message>
        <source>Minus %1 (recommended), total</source>
        <extracomment>%1 is the recommended plan: each plan's total minus its.</extracomment>
        <translation>减去 %1（推荐方案），总额</translation>
    </message>
    <message>
        <source>Minus %1 (recommended), NPV</source>
        <extracomment>%1 is the recommended plan: each plan's NPV minus its.</extracomment>
        <translation>减去 %1（推荐方案），净现值</translation>
    </message>
</context>
<context>
    <name>ReportDataBuilder</name>
    <message>
        <source>The scenario is not valid: %1</source>
        <translation>方案设置无效：%1</translation>
    </message>
</context>
<context>
    <name>ReportErrorText</name>
    <message>
        <source>The risk analysis for the report stopped: %1</source>
        <translation>报告的风险分析已停止：%1</translation>
    </message>
    <message>
        <source>The file cannot be written there; the details say why. Nothing was changed on disk: choose another folder.

%1</source>
        <extracomment>Then the file's path on a line of its own.</extracomment>
        <translation>无法在该位置写入文件，原因见详情。磁盘上没有任何改动：请另选文件夹。

%1</translation>
    </message>
    <message>
        <source>A Chinese report needs a Chinese font. Install WenQuanYi Micro Hei (Debian package fonts-wqy-microhei) and try again, or choose English for the report.</source>
        <translation>中文报告需要中文字体。请安装文泉驿微米黑（Debian 软件包 fonts-wqy-microhei）后重试，或将报告语言改为英文。</translation>
    </message>
    <message>
        <source>A spreadsheet is saved as an Excel workbook (.xlsx) or as CSV (.csv): choose one of them.</source>
        <translation>电子表格只能保存为 Excel 工作簿（.xlsx）或 CSV（.csv）：请选择其一。</translation>
    </message>
    <message>
        <source>The printer did not start. Check that it is on and connected, then try again.</source>
        <translation>打印机未能启动。请检查打印机已开机并已连接，然后重试。</translation>
    </message>
    <message>
        <source>FabricTCO met an error it did not expect while making the report. Please report it with the details.</source>
        <translation>FabricTCO 在生成报告时遇到了意料之外的错误。请连同详情报告此问题。</translation>
    </message>
    <message>
        <source>The report needs a font that is not installed. Install the Debian package %1 and try again.

%2</source>
        <extracomment>%1 is the Debian package that installs the font, %2 the font file's path.</extracomment>
        <translation>报告需要的一种字体没有安装。请安装 Debian 软件包 %1 后重试。

%2</translation>
    </message>
</context>
<context>
    <name>ReportGlossary</name>
    <message>
        <source>NPV (net present value)</source>
        <translation>净现值（NPV）</translation>
    </message>
    <message>
        <source>Each year's cost discounted to today at the discount rate and added up; plans are compared on it because money spent later weighs less.</source>
        <translation>把每年的成本按折现率折算到今天再相加；方案按它比较，因为越晚花的钱分量越轻。</translation>
    </message>
    <message>
        <source>P5, P50, P95</source>
        <translation>P5、P50、P95</translation>
    </message>
    <message>
        <source>Of the simulated outcomes, 5 %, half and 95 % cost less than this figure. P95 is a bad but plausible case.</source>
        <translation>在模拟结果中，分别有 5%、一半和 95% 的结果低于此数。P95 代表较差但仍可能出现的情况。</translation>
    </message>
    <message>
        <source>CVaR95</source>
        <translation>CVaR95</translation>
    </message>
    <message>
        <source>The average of the worst 5 % of simulated outcomes: how bad the bad cases are.</source>
        <translation>最差 5% 模拟结果的平均值：坏情况到底有多坏。</translation>
    </message>
    <message>
        <source>Monte Carlo trials</source>
        <translation>蒙特卡洛试验</translation>
    </message>
    <message>
        <source>The cost computed many times, each time with the uncertain inputs drawn from their ranges, to see how far the answer can move.</source>
        <translation>把成本计算许多次，每次从不确定输入的取值范围中抽取数值，以看出结论可能变动多少。</translation>
    </message>
    <message>
        <source>Break-even node count</source>
        <translation>盈亏平衡节点数</translation>
    </message>
    <message>
        <source>The cluster size at which the cheaper plan changes from one fabric to the other.</source>
        <translation>更省钱的方案从一种网络变为另一种网络时的集群规模。</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Leaf ports facing servers per port facing the spines; 1:1 is non-blocking, 3:1 saves switches but congests traffic that leaves the leaf.</source>
        <translation>叶交换机面向服务器的端口数与面向脊交换机的端口数之比；1:1 为无阻塞，3:1 省交换机，但离开叶交换机的流量会拥塞。</translation>
    </message>
    <message>
        <source>Rail-optimised</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <source>Each GPU's NIC of every server goes to its own leaf (rail), so most collective traffic stays on one switch.</source>
        <translation>每台服务器上每块 GPU 的网卡接到各自的叶交换机（轨道），大部分集合通信流量留在同一台交换机上。</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Remote direct memory access: a NIC writes into another server's memory without its CPU. InfiniBand has it natively; RoCE carries it over Ethernet.</source>
        <translation>远程直接内存访问：网卡不经对方 CPU 直接写入另一台服务器的内存。InfiniBand 原生支持；RoCE 在以太网上承载它。</translation>
    </message>
    <message>
        <source>PFC (priority flow control)</source>
        <translation>PFC（基于优先级的流量控制）</translation>
    </message>
    <message>
        <source>Ethernet pause frames that make a lossless class for RoCE; mistuned, they cause pause storms and deadlocks.</source>
        <translation>以太网暂停帧，为 RoCE 构建无损队列；调得不好会引起暂停风暴和死锁。</translation>
    </message>
    <message>
        <source>ECN (explicit congestion notification)</source>
        <translation>ECN（显式拥塞通知）</translation>
    </message>
    <message>
        <source>Switches mark packets when queues grow, so senders slow down before packets are dropped.</source>
        <translation>队列变长时交换机给报文打标记，让发送方在丢包之前降速。</translation>
    </message>
    <message>
        <source>DCQCN</source>
        <translation>DCQCN</translation>
    </message>
    <message>
        <source>The congestion control RoCE NICs run on ECN marks; its thresholds need tuning per fabric.</source>
        <translation>RoCE 网卡基于 ECN 标记运行的拥塞控制算法；其阈值需要针对每张网络调优。</translation>
    </message>
    <message>
        <source>Adaptive routing</source>
        <translation>自适应路由</translation>
    </message>
    <message>
        <source>Switches spread each flow's packets over all free paths (InfiniBand AR, Spectrum-X) instead of fixing a path per flow (ECMP), which avoids collisions of large flows.</source>
        <translation>交换机把每条流的报文分散到所有空闲路径上（InfiniBand AR、Spectrum-X），而不是每条流固定一条路径（ECMP），从而避免大流相撞。</translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <source>InfiniBand switches that add up the data of a collective (AllReduce) themselves, halving the traffic; it needs a licence.</source>
        <translation>由 InfiniBand 交换机自己完成集合通信（AllReduce）的数据归约，流量减半；需要许可证。</translation>
    </message>
    <message>
        <source>DAC, AEC, AOC</source>
        <translation>DAC、AEC、AOC</translation>
    </message>
    <message>
        <source>Passive copper cables (within a rack), active retimed copper (to the next rack) and active optical cables with built-in ends; longer links use fibre with a pluggable module at each end.</source>
        <translation>无源铜缆（机柜内）、带重定时的有源铜缆（到相邻机柜）和两端一体的有源光缆；更长的链路用光纤，两端各插一个光模块。</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Appendix %1: glossary</source>
        <extracomment>%1 the appendix's letter: D, or E after the price to beat's appendix.</extracomment>
        <translation>附录 %1：术语表</translation>
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
        <translation>业务类型</translation>
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
    <message>
        <source>not saved to a file</source>
        <translation>尚未保存为文件</translation>
    </message>
    <message>
        <source>%1 with unsaved changes (the saved file's SHA-256 begins %2)</source>
        <translation>%1，含未保存的修改（已保存文件的 SHA-256 开头为 %2）</translation>
    </message>
    <message>
        <source>%1 (SHA-256 %2)</source>
        <translation>%1（SHA-256 %2）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>价格目录</translation>
    </message>
    <message>
        <source>version %1, newest source %2</source>
        <translation>版本 %1，最新来源日期 %2</translation>
    </message>
    <message>
        <source>Risk analysis</source>
        <translation>风险分析</translation>
    </message>
    <message>
        <source>%1 Monte Carlo trials, seed %2</source>
        <translation>蒙特卡洛试验 %1 次，随机种子 %2</translation>
    </message>
    <message>
        <source>Total cost of ownership and risk of %1</source>
        <translation>%1的总拥有成本与风险</translation>
    </message>
    <message>
        <source>total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>bundled example %1</source>
        <extracomment>The cover's source of the figures: one of FabricTCO's bundled examples, by its name.</extracomment>
        <translation>内置示例 %1</translation>
    </message>
    <message numerus="yes">
        <source>; %n figure(s) from the organisation's catalog "%1"</source>
        <extracomment>The cover's catalog line when the organisation's own catalog replaced some of the bundled figures: %1 its name, %n how many figures it gave.</extracomment>
        <translation>
            <numerusform>；其中 %n 个数值来自组织目录“%1”</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (after this report's date: check)</source>
        <extracomment>The cover's newest catalog date when it lies after the report's date (a mistyped date or a wrong clock): %1 the date.</extracomment>
        <translation>%1（晚于本报告日期：请核实）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (without %2, which cannot be built for this cluster)</source>
        <extracomment>The cover's line of plans: %1 those compared, %2 those that cannot be built.</extracomment>
        <translation>%1（不含 %2：它无法为这个集群建成）</translation>
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
        <translation>输入项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Workload (question 1: jitter sensitivity)</source>
        <translation>工作负载（问题1：对抖动的敏感度）</translation>
    </message>
    <message>
        <source>Team (question 2: a "network doctor"?)</source>
        <translation>团队（问题2：有没有“网络神医”？）</translation>
    </message>
    <message>
        <source>Compute nodes in year 1 (question 3: scale)</source>
        <translation>第 1 年计算节点数（问题3：规模）</translation>
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
        <source>Year %1</source>
        <translation>第 %1 年</translation>
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
        <source>Shared by every plan</source>
        <translation>所有方案共用</translation>
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
        <source>Staff expertise: engineers needed to run the fabric, growing faster than linearly with scale and falling with the team's expertise; hiring premium, training and external tuning help (PFC, ECN, DCQCN).</source>
        <translation>人员与专业能力：运维网络所需的工程师，随规模超线性增长、随团队能力提高而减少；招聘溢价、培训以及外部调优支持（PFC、ECN、DCQCN）。</translation>
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
        <source>Amounts are exact decimals: every line item is computed exactly and rounded once to the cent; category, year and horizon totals are sums of the rounded lines, so the tables add up exactly. Later years are discounted at the scenario's discount rate to give the net present value (NPV).</source>
        <translation>金额均为精确小数：每个明细项精确计算后只舍入一次到分；类别、年度和评估期合计都是已舍入明细的加总，因此表格可以精确对账。以后各年按场景的折现率折现，得到净现值（NPV）。</translation>
    </message>
    <message>
        <source>Risk: every uncertain input carries a low / most likely / high range (triangular or PERT). The Monte Carlo analysis draws all inputs together, with the same draws for both plans where they share an input, and reports the distribution of each plan's NPV: P5, P50, P95 and CVaR95 (the mean of the worst 5 % of trials), and the probability that each plan is the cheaper. The sweep repeats this for cluster sizes on a logarithmic scale and finds the break-even node counts; the tornado moves one input at a time from its low to its high.</source>
        <translation>风险：每个不确定输入都有低值 / 最可能值 / 高值的区间（三角分布或 PERT 分布）。蒙特卡洛分析同时抽取所有输入，两个方案共用的输入使用相同的抽样，并给出各方案净现值的分布：P5、P50、P95 和 CVaR95（最差 5 % 试验的平均值），以及每个方案更便宜的概率。规模扫描在对数刻度的多个集群规模上重复这一分析并找出盈亏平衡的节点数；龙卷风图每次只把一个输入从低值移到高值。</translation>
    </message>
    <message>
        <source>Expected costs: every uncertain input is priced at its mean, (low + most likely + high) / 3 for a triangular range and (low + 4 x most likely + high) / 6 for PERT. The cost model is a sum of products of independent inputs, so each table shows the expected cost exactly, and the recommendation's margin is the difference in the tables.</source>
        <translation>期望成本：每个不确定输入按其均值计价，三角分布为（低值 + 最可能值 + 高值）/ 3，PERT 分布为（低值 + 4 × 最可能值 + 高值）/ 6。成本模型是相互独立输入之积的和，因此各表给出的正是期望成本，建议中的差额即为表中的差值。</translation>
    </message>
    <message>
        <source>Jitter and congestion: the value of the capacity in use (GPU-hours, or node-years of trading or storage throughput for HFT and storage) × the workload's jitter sensitivity × the fabric's efficiency loss. The loss grows with the size of the collective (stragglers) and, on traffic that leaves a leaf, with oversubscription, ECMP hashing without adaptive routing and extra tiers; SHARP removes part of it; RoCE's loss falls as tuning matures.</source>
        <translation>抖动与拥塞：在用容量的价值（GPU 小时；高频交易和存储则按节点年的交易价值或存储吞吐计）× 业务的抖动敏感度 × 网络的效率损失。损失随集合通信规模增大（掉队者效应）；对离开叶交换机的流量，还随收敛比、无自适应路由的 ECMP 哈希和额外层级增大；SHARP 可消除其中一部分；RoCE 的损失随调优成熟而下降。</translation>
    </message>
    <message>
        <source>Cable reach DAC / AEC / AOC (m)</source>
        <translation>线缆距离上限 DAC / AEC / AOC（米）</translation>
    </message>
    <message>
        <source>Link length node–leaf / leaf–spine / spine–core (m)</source>
        <translation>链路长度 节点–叶 / 叶–脊 / 脊–核心（米）</translation>
    </message>
    <message>
        <source>Appendix A: bill of materials per year</source>
        <translation>附录 A：每年的物料清单</translation>
    </message>
    <message>
        <source>Appendix B: assumptions and sources</source>
        <translation>附录 B：假设与来源</translation>
    </message>
    <message>
        <source>Appendix C: methodology</source>
        <translation>附录 C：计算方法</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物料</translation>
    </message>
    <message>
        <source>For</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用方</translation>
    </message>
    <message>
        <source>Vendor quotes</source>
        <translation>供应商报价</translation>
    </message>
    <message>
        <source>The quotes in this comparison, with their validity on the report's date (%1). A quote ending within %2 days is expiring: ask the vendor again before ordering.</source>
        <translation>本对比中的报价，以及它们在报告日期（%1）的有效状态。%2 天内到期的报价即将到期：下单前请再次向供应商询价。</translation>
    </message>
    <message numerus="yes">
        <source>%n more quote(s), none of which sets a price, are not listed here; the spreadsheet export lists every quote.</source>
        <translation>
            <numerusform>另有 %n 条报价未在此列出，它们都不决定任何价格；电子表格导出列出全部报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>Each plan's fabric sized for the cluster of each year by the bill-of-materials engine (leaf-spine or fat-tree arithmetic, rounded up to whole switches).</source>
        <translation>由物料清单引擎按每年的集群规模为各方案配置网络（叶脊或胖树拓扑计算，向上取整到整台交换机）。</translation>
    </message>
    <message>
        <source>%1: check</source>
        <translation>%1：请核实</translation>
    </message>
    <message>
        <source>Prices marked "%1" are the ones your organisation negotiated, from its catalog file.</source>
        <translation>标为“%1”的价格是贵组织谈定的价格，来自其目录文件。</translation>
    </message>
    <message>
        <source>The recommendation follows the three questions of the article it is built on, "Choosing InfiniBand or RoCE? Understand these three points" (选InfiniBand还是RoCE？搞懂这三点，别让高速网络拖垮你的AI算力): how sensitive the workload is to jitter, whether the team has a "network doctor" for RoCE, and how large the cluster is and how fast it grows. The full model, with every formula, input and default, is documented in MODEL.md, installed with FabricTCO in its documentation folder (share/doc/fabrictco).</source>
        <translation>推荐结论依据原文《选InfiniBand还是RoCE？搞懂这三点，别让高速网络拖垮你的AI算力》提出的三个问题：工作负载对抖动有多敏感、团队是否有能驾驭 RoCE 的“网络神医”、集群规模有多大以及增长有多快。完整模型（每个公式、输入和默认值）见随 FabricTCO 安装在文档目录（share/doc/fabrictco）中的 MODEL.md。</translation>
    </message>
    <message>
        <source>Every price and parameter the model used, with where it comes from. Figures marked "%1" are weakly sourced and should be replaced with vendor quotes; figures marked "%2" come from a vendor's quote in this scenario. Catalog figures dated more than %3 months before this report, or after it (a mistyped date or a wrong clock), say "check" and come first in each part.</source>
        <translation>模型使用的每一项价格与参数及其来源。标为“%1”的数字来源较弱，应以供应商报价替换；标为“%2”的数字来自本场景中的供应商报价。日期早于本报告 %3 个月以上、或晚于本报告（日期输错或时钟有误）的目录数值标有“请核实”，并排在各部分最前。</translation>
    </message>
    <message numerus="yes">
        <source>%n catalog figure(s) in this report marked "check": confirm each before signing (prices with the vendor, other figures with their source).</source>
        <translation>
            <numerusform>本报告中有 %n 项目录数值标有“请核实”：签署前请逐项核实（价格向供应商核实，其他数值对照其来源核实）。</numerusform>
        </translation>
    </message>
    <message>
        <source>A source that begins "Article" is the article this comparison is built on, named in Appendix C: methodology.</source>
        <translation>以“原文”开头的来源，指本比较所依据的文章，其标题见附录 C：计算方法。</translation>
    </message>
</context>
<context>
    <name>ReportPriceToBeat</name>
    <message>
        <source>Appendix D: the price to beat of every input</source>
        <translation>附录 D：各输入的目标价</translation>
    </message>
    <message>
        <source>The price to beat</source>
        <translation>目标价</translation>
    </message>
    <message>
        <source>What %1 would have to offer, input by input:</source>
        <extracomment>%1 the runner-up.</extracomment>
        <translation>%1需要给出的价格（逐项）：</translation>
    </message>
    <message>
        <source>Every input of both plans, with the ones no price can move, is in %1.</source>
        <translation>两个方案的全部输入（包括任何价格都无法改变结论的输入）见%1。</translation>
    </message>
</context>
<context>
    <name>ReportRiskSections</name>
    <message>
        <source>Cost and risk against cluster size</source>
        <translation>成本与风险随集群规模的变化</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
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
        <source>Distribution of each plan's horizon NPV over %1 Monte Carlo trials (seed %2). CVaR95 is the mean of the worst 5 % of trials.</source>
        <translation>各方案评估期净现值在 %1 次蒙特卡洛试验中的分布（随机种子 %2）。CVaR95 为最差 5 % 试验的平均值。</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Expected NPV (as in the cost table)</source>
        <translation>期望净现值（与成本表一致）</translation>
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
        <source>Trial by trial on the same draws, %1 is cheaper than %2 in %3 of the trials; on average %2 costs %4 more than %1.</source>
        <translation>在相同抽样下逐次比较，%1 在 %3 的试验中比 %2 便宜；平均而言 %2 比 %1 多花 %4。</translation>
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
    <message>
        <source>Trial by trial on the same draws, %1 is cheaper than %2 in %3 of the trials; on average the two cost the same.</source>
        <translation>在相同抽样下逐次比较，%1 在 %3 的试验中比 %2 便宜；平均而言两者成本相同。</translation>
    </message>
    <message>
        <source>Trial by trial on the same draws, %1 is cheaper than %2 in %3 of the trials; on average %2 costs %4 less than %1.</source>
        <translation>在相同抽样下逐次比较，%1 在 %3 的试验中比 %2 便宜；平均而言 %2 比 %1 少花 %4。</translation>
    </message>
    <message>
        <source>Expected NPV above the recommended plan</source>
        <translation>期望净现值高出推荐方案的金额</translation>
    </message>
    <message>
        <source>Probability of being the cheapest</source>
        <translation>成为最省钱方案的概率</translation>
    </message>
    <message>
        <source>The document has one plan, so there is nothing to compare and no recommendation: add a second plan (another fabric, vendor or design) to compare them.</source>
        <translation>文档中只有一个方案，无从比较，因此没有推荐结论：请再添加一个方案（其他网络类型、厂商或设计）进行比较。</translation>
    </message>
    <message>
        <source>The two cost exactly the same in %1 of the trials.</source>
        <translation>在%1的试验中，两者成本完全相同。</translation>
    </message>
    <message>
        <source>No uncertain input changes the difference between these two plans: they cost the same in every trial.</source>
        <translation>没有任何不确定输入会改变这两个方案之间的差值：它们在每次试验中的成本都相同。</translation>
    </message>
    <message>
        <source>How much.</source>
        <translation>差多少。</translation>
    </message>
    <message>
        <source>How sure.</source>
        <translation>有多大把握。</translation>
    </message>
    <message>
        <source>Why.</source>
        <translation>为什么。</translation>
    </message>
    <message>
        <source>The article's three questions, in net present value:</source>
        <translation>按文章的三个问题（净现值）：</translation>
    </message>
    <message>
        <source>What could change the answer.</source>
        <translation>什么会改变结论。</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Effect on the advantage of %1 (%2)</source>
        <translation>对 %1 优势的影响（%2）</translation>
    </message>
    <message>
        <source>Difference in net present value</source>
        <translation>净现值差额</translation>
    </message>
    <message>
        <source>The recommendation in detail</source>
        <translation>建议详情</translation>
    </message>
    <message>
        <source>%1 (this cluster)</source>
        <translation>%1（本集群）</translation>
    </message>
    <message>
        <source>Break-even: %1 and %2 cost the same at %3 nodes; from there on %4 is cheaper.</source>
        <translation>盈亏平衡：%1 与 %2 在 %3 个节点时成本相同；从该规模起 %4 更便宜。</translation>
    </message>
    <message>
        <source>Break-even: %1 and %2 change places below %3 nodes (the sizes just below cannot be built); from there on %4 is cheaper.</source>
        <translation>盈亏平衡：%1 与 %2 在 %3 个节点以下互换位次（略小的规模无法组网）；从该规模起 %4 更便宜。</translation>
    </message>
    <message>
        <source>No break-even in this range: the same plan stays cheaper at every size shown.</source>
        <translation>此范围内没有盈亏平衡点：在所示的每个规模下都是同一方案更便宜。</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>P5 (%1)</source>
        <translation>P5（%1）</translation>
    </message>
    <message>
        <source>P95 (%1)</source>
        <translation>P95（%1）</translation>
    </message>
    <message>
        <source>Expected NPV per GPU-month (%1)</source>
        <translation>每 GPU 每月期望净现值（%1）</translation>
    </message>
    <message>
        <source>At this cluster's size (%1 nodes) %2 is both the cheapest plan and the one with the least to lose (ringed).</source>
        <translation>在本集群的规模（%1 个节点）下，%2 既是最便宜的方案，也是可能损失最少的方案（图中圈出）。</translation>
    </message>
    <message>
        <source>At this cluster's size (%1 nodes) no plan is both the cheapest and the one with the least to lose: the choice trades cost against risk.</source>
        <translation>在本集群的规模（%1 个节点）下，没有一个方案既最便宜又损失最少：选择需要在成本和风险之间权衡。</translation>
    </message>
    <message>
        <source>Overrun at P95 per GPU-month (%1)</source>
        <translation>每 GPU 每月 P95 超支（%1）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An input of the model, then the plan it belongs to.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>As built and at equal generation</source>
        <translation>按设计与同代交换机</translation>
    </message>
    <message>
        <source>Switch ports</source>
        <translation>交换机端口数</translation>
    </message>
    <message>
        <source>Switch tiers, first to last year</source>
        <translation>交换层数（首年至末年）</translation>
    </message>
    <message>
        <source>Expected NPV as built</source>
        <translation>按设计的期望净现值</translation>
    </message>
    <message>
        <source>At equal hardware generation</source>
        <translation>同代硬件下的比较</translation>
    </message>
    <message>
        <source>Link speed (Gb/s)</source>
        <translation>链路速率（Gb/s）</translation>
    </message>
    <message>
        <source>Expected NPV at %1 Gb/s with %2-port switches</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation>%1 Gb/s 链路、%2端口交换机时的期望净现值</translation>
    </message>
    <message>
        <source>Hardware generation (%1)</source>
        <extracomment>%1 what differs, e.g. "switch port counts and link speeds".</extracomment>
        <translation>硬件代际（%1）</translation>
    </message>
    <message>
        <source>The plans differ in switch port count or link speed. The port count changes how many switches and tiers a fabric needs, the link speed what its hardware costs and how much compute it loses to the network, whatever the fabric. Here every plan is also built at %1 Gb/s from %2-port switches, so that neither differs: each switch at its own price and power per port (a faster switch split into ports of that speed), and the NICs, optics and cables of a plan rebuilt at a lower speed at the catalog's figures for that speed, since its own figures are for its faster parts. A plan already at that speed and port count keeps every figure. These are comparisons, not offers: ask for quotes before relying on them.</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation>各方案的交换机端口数或链路速率不同。端口数决定网络所需的交换机数量和层数，链路速率决定硬件成本以及因网络损失的算力，均与网络类型无关。此处将每个方案也按 %1 Gb/s 链路和%2端口交换机重新组网，使两者都不再不同：每台交换机按自身每端口的价格和功耗（更快的交换机拆分为该速率的端口）；降速重建的方案，其网卡、光模块和线缆采用价格目录中该速率的数字，因为方案自身的数字针对的是更快的部件。已处于该速率和端口数的方案保留全部数字。这些是比较用的数字，不是报价：依赖它们之前请先询价。</translation>
    </message>
    <message>
        <source>The article's three questions and the hardware generation, in net present value:</source>
        <translation>按文章的三个问题与硬件代际（净现值）：</translation>
    </message>
    <message>
        <source>Monte Carlo figures from %1 to %2 nodes (first-year size, with this cluster's growth and horizon). Figures per GPU-month are net present values, discounted, so they are below the undiscounted cost per GPU-month of the cost tables. The tables give the charts' figures at selected sizes; the spreadsheet export has every size. At this cluster's size they are the %3-trial run of the risk pages; every other size is a run of %4 trials on the same draws.</source>
        <translation>蒙特卡洛结果覆盖 %1 至 %2 个节点（第 1 年规模，沿用本集群的增长和期限）。每 GPU 每月的数值是折现后的净现值，因此低于成本表中未折现的每 GPU 每月成本。表格列出图中选定规模的数值；电子表格导出包含所有规模。本集群规模下的数值即风险页中 %3 次试验的运行结果；其他每个规模各运行 %4 次试验，使用相同的随机抽样。</translation>
    </message>
    <message>
        <source>Each input moved alone from its low to its high value, every other input at its mean as in the cost tables: the change in the NPV of %1 minus %2, the runner-up minus the recommended plan, the sign of the gap tables (above zero the recommended plan is cheaper). The longest bars decide the comparison.</source>
        <translation>每次只把一个输入从低值移到高值，其余输入取均值（与成本表一致）：%1 减去 %2（次优方案减去推荐方案，与差距表的符号一致：大于零表示推荐方案更便宜）的净现值变化。条形最长的输入决定比较结果。</translation>
    </message>
    <message>
        <source>The same effects to the cent; they add up to the difference:</source>
        <translation>以下是精确到分的同一组影响，合计即为差额：</translation>
    </message>
    <message>
        <source>Plan, minus %1</source>
        <translation>方案（减去 %1）</translation>
    </message>
    <message>
        <source>Gap P5 (%1)</source>
        <translation>差距 P5（%1）</translation>
    </message>
    <message>
        <source>Gap, expected (%1)</source>
        <translation>差距期望值（%1）</translation>
    </message>
    <message>
        <source>Gap P95 (%1)</source>
        <translation>差距 P95（%1）</translation>
    </message>
    <message>
        <source>No break-even in this range: wherever the plans can be built side by side, the same plan stays cheaper.</source>
        <translation>此范围内没有盈亏平衡点：凡是各方案都能建成的规模，都是同一方案更便宜。</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>MMMM d, yyyy</source>
        <extracomment>Date format on the report's cover and footer (Qt QDate::toString syntax).</extracomment>
        <translation>yyyy年M月d日</translation>
    </message>
</context>
<context>
    <name>ResultPages</name>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>TCO over time</source>
        <translation>TCO 随时间变化</translation>
    </message>
    <message>
        <source>By category</source>
        <translation>按类别</translation>
    </message>
    <message>
        <source>Gap vs. size</source>
        <translation>差距与规模</translation>
    </message>
    <message>
        <source>Cost vs. risk</source>
        <translation>成本与风险</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Cost table</source>
        <translation>成本明细表</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>价格目录</translation>
    </message>
    <message>
        <source>The gap compares plans: add a second plan to see it.</source>
        <translation>差距图比较多个方案：请添加第二个方案后查看。</translation>
    </message>
    <message>
        <source>Run the risk analysis to see this chart.</source>
        <translation>运行风险分析后显示此图。</translation>
    </message>
    <message>
        <source>Not computed yet.</source>
        <translation>尚未计算。</translation>
    </message>
    <message>
        <source>The sensitivity compares two plans: add a second plan to see it.</source>
        <translation>敏感性分析比较两个方案：请再添加一个方案后查看。</translation>
    </message>
    <message>
        <source>No uncertain input changes the difference between these two plans: they cost the same in every trial.</source>
        <translation>没有任何不确定输入会改变这两个方案之间的差值：它们在每次试验中的成本都相同。</translation>
    </message>
    <message>
        <source>NPV per GPU-month</source>
        <translation>每 GPU 每月净现值</translation>
    </message>
    <message>
        <source>Gap near this size</source>
        <translation>本规模附近的差距</translation>
    </message>
    <message>
        <source>Price to beat</source>
        <translation>目标价</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>The costs cannot be computed: %1</source>
        <translation>无法计算成本：%1</translation>
    </message>
    <message>
        <source>The quote for %1 from %2 expired on %3 and still prices %4: ask the vendor for a new one (File &gt; Vendor quotes).</source>
        <translation>%2 对%1的报价已于 %3 过期，但仍在为 %4 定价：请向供应商重新询价（文件 &gt; 供应商报价）。</translation>
    </message>
    <message>
        <source>The risk analysis failed: %1</source>
        <translation>风险分析失败：%1</translation>
    </message>
    <message>
        <source>The sensitivity of this pair could not be computed: %1</source>
        <translation>无法计算这两个方案的敏感性：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A design field's name, then what is wrong with its value.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No plan's costs can be computed while %1 cannot be built: the summary and the field at fault say why.</source>
        <extracomment>%1 names the plans that cannot be built.</extracomment>
        <translation>只要 %1 无法搭建，所有方案的成本都无法计算：原因见摘要和出错字段旁的说明。</translation>
    </message>
</context>
<context>
    <name>RfqExport</name>
    <message>
        <source>switch</source>
        <translation>台</translation>
    </message>
    <message>
        <source>NIC port</source>
        <translation>个</translation>
    </message>
    <message>
        <source>module</source>
        <translation>个</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>根</translation>
    </message>
    <message>
        <source>%1 switch, %2 ports of %3 Gbit/s</source>
        <translation>%1交换机，%2 个 %3 Gbit/s 端口</translation>
    </message>
    <message>
        <source>%1 network adapter port, %2 Gbit/s</source>
        <translation>%1网卡端口，%2 Gbit/s</translation>
    </message>
    <message>
        <source>%1 optical transceiver module for %2 Gbit/s links</source>
        <translation>%1光模块，用于 %2 Gbit/s 链路</translation>
    </message>
    <message>
        <source>%1 passive copper cable (DAC), %2 Gbit/s</source>
        <translation>%1无源铜缆（DAC），%2 Gbit/s</translation>
    </message>
    <message>
        <source>%1 active electrical cable (AEC), %2 Gbit/s</source>
        <translation>%1有源电缆（AEC），%2 Gbit/s</translation>
    </message>
    <message>
        <source>%1 active optical cable (AOC), %2 Gbit/s</source>
        <translation>%1有源光缆（AOC），%2 Gbit/s</translation>
    </message>
    <message>
        <source>Fibre patch cable between two optical modules, %1 Gbit/s</source>
        <translation>两个光模块之间的光纤跳线，%1 Gbit/s</translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation>询价单</translation>
    </message>
    <message>
        <source>Item (do not change)</source>
        <translation>物料（请勿修改）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Quantity, year %1 (spares included)</source>
        <translation>数量，第 %1 年（含备件）</translation>
    </message>
    <message>
        <source>Spares, year %1</source>
        <translation>备件，第 %1 年</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Currency (CNY or USD)</source>
        <translation>币种（CNY 或 USD）</translation>
    </message>
    <message>
        <source>Quote date (YYYY-MM-DD)</source>
        <translation>报价日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>Validity (date or 90 days)</source>
        <translation>有效期（日期或 90 天）</translation>
    </message>
    <message>
        <source>How to fill in</source>
        <translation>填写说明</translation>
    </message>
    <message>
        <source>Request for quotation: %1</source>
        <translation>询价单：%1</translation>
    </message>
    <message>
        <source>Prepared on %1 with FabricTCO %2 for: %3.</source>
        <translation>%1 由 FabricTCO %2 生成，涉及方案：%3。</translation>
    </message>
    <message>
        <source>Each line is one item a plan buys. Its quantity is what the plan has installed in the year the column names, spares included.</source>
        <translation>每一行是一个方案要采购的一项物料。数量是该方案在列名所示年份已安装的数量，含备件。</translation>
    </message>
    <message>
        <source>For each line you quote, fill in Vendor, Unit price (per unit, a decimal with a point such as 1234.50, without a currency sign or thousands spaces), Currency (CNY or USD), Quote date (such as 2026-11-02) and Validity (a date, or a period such as 90 days).</source>
        <translation>对每一个报价的行，请填写供应商、单价（每单位，用小数点表示小数，例如 1234.50，不带货币符号和千位分隔空格）、币种（CNY 或 USD）、报价日期（例如 2026-11-02）和有效期（一个日期，或一段时间，例如 90 天）。</translation>
    </message>
    <message>
        <source>Leave the price empty for a line you do not quote. Do not change the Item column: it tells which plan and product the price is for.</source>
        <translation>不报价的行请将单价留空。请勿修改“物料”列：它说明该价格属于哪个方案和哪个产品。</translation>
    </message>
    <message>
        <source>Send the file back as XLSX or as CSV (UTF-8). The buyer imports it with File &gt; Import quotes or with fabrictco-cli import-prices.</source>
        <translation>请以 XLSX 或 CSV（UTF-8）格式发回此文件。采购方通过“文件 &gt; 导入报价”或 fabrictco-cli import-prices 导入。</translation>
    </message>
    <message>
        <source>Buyer only: price to beat</source>
        <translation>仅供买方：目标价</translation>
    </message>
    <message>
        <source>Buyer only: what it means</source>
        <translation>仅供买方：含义</translation>
    </message>
    <message>
        <source>the price to beat compares %1 and %2 only</source>
        <translation>目标价只比较%1和%2</translation>
    </message>
    <message>
        <source>BUYER'S COPY: do not send this file. Its "Buyer only" columns show the price at which each item would make the runner-up as cheap as the recommended plan. Send the vendor the request exported without the buyer's copy.</source>
        <translation>买方副本：请勿发送此文件。其中“仅供买方”列给出每一项使次优方案与推荐方案同样便宜的价格。发给供应商的应是不含买方副本的询价单。</translation>
    </message>
    <message>
        <source>Buyer's copy, do not send</source>
        <translation>买方副本，请勿发送</translation>
    </message>
    <message>
        <source>Part number is the model the plan was priced with, where it names one; "–" means any product that fits the description. To offer an equivalent, name it in the Vendor column after your company (such as "Vendor B, part 123-456").</source>
        <translation>“料号”是方案计价所用的型号（如有）；“–”表示符合描述的任何产品均可。如报等效产品，请在“供应商”一列的公司名后注明（例如“供应商 B，料号 123-456”）。</translation>
    </message>
    <message>
        <source>Buyer only: currency or unit</source>
        <translation>仅供买方：币种或单位</translation>
    </message>
    <message>
        <source>The buyer's copy gives the price to beat of two plans, and only one of the document's plans can be built for this cluster.</source>
        <translation>买方副本给出两个方案之间的目标价，而文档中只有一个方案能为这个集群建成。</translation>
    </message>
    <message>
        <source>fabric element</source>
        <translation>台</translation>
    </message>
    <message>
        <source>%1 scheduled fabric element (cell switch), %2 ports of %3 Gbit/s</source>
        <translation>%1调度式交换矩阵单元（信元交换机），%2 个 %3 Gbit/s 端口</translation>
    </message>
</context>
<context>
    <name>RoundedMoney</name>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
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
        <source>Risk summary</source>
        <translation>风险汇总</translation>
    </message>
    <message>
        <source>Expected NPV (%1)</source>
        <translation>期望净现值（%1）</translation>
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
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Expected NPV above the recommended plan (%1)</source>
        <translation>期望净现值高出推荐方案（%1）</translation>
    </message>
    <message>
        <source>Vendor quotes</source>
        <translation>供应商报价</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物料</translation>
    </message>
    <message>
        <source>For</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用方</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Totals over the horizon</source>
        <translation>期限内合计</translation>
    </message>
    <message>
        <source>NPV (%1)</source>
        <translation>净现值（%1）</translation>
    </message>
    <message>
        <source>This cluster</source>
        <translation>本集群</translation>
    </message>
    <message>
        <source>Minus %1, expected (%2)</source>
        <extracomment>The gap to the recommended plan %1: this plan's NPV minus its.</extracomment>
        <translation>减去 %1 的期望值（%2）</translation>
    </message>
    <message>
        <source>Minus %1, P5 (%2)</source>
        <translation>减去 %1 的 P5（%2）</translation>
    </message>
    <message>
        <source>Minus %1, P95 (%2)</source>
        <translation>减去 %1 的 P95（%2）</translation>
    </message>
    <message>
        <source>Expected NPV per GPU-month (%1)</source>
        <translation>每 GPU 每月期望净现值（%1）</translation>
    </message>
    <message>
        <source>P5 per GPU-month (%1)</source>
        <translation>每 GPU 每月 P5（%1）</translation>
    </message>
    <message>
        <source>P95 per GPU-month (%1)</source>
        <translation>每 GPU 每月 P95（%1）</translation>
    </message>
    <message>
        <source>Overrun at P95 per GPU-month (%1)</source>
        <translation>每 GPU 每月 P95 超支（%1）</translation>
    </message>
    <message>
        <source>first year</source>
        <translation>第 1 年</translation>
    </message>
    <message>
        <source>last year</source>
        <translation>最后一年</translation>
    </message>
    <message>
        <source>Break-evens</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>Cheapest below</source>
        <translation>此规模以下最便宜</translation>
    </message>
    <message>
        <source>Cheapest from these nodes</source>
        <translation>从此规模起最便宜</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Price to beat</source>
        <translation>目标价</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>参数键</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Priced at</source>
        <translation>计价</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Cheaper in 50 % of outcomes</source>
        <translation>50 % 情形更便宜</translation>
    </message>
    <message>
        <source>Cheaper in 80 % of outcomes</source>
        <translation>80 % 情形更便宜</translation>
    </message>
    <message>
        <source>Uniform discount on every hardware unit price</source>
        <translation>每项硬件单价的统一折扣</translation>
    </message>
    <message>
        <source>Plans left out</source>
        <translation>未计入的方案</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>SummaryHtml</name>
    <message>
        <source>Total cost over the horizon</source>
        <translation>规划期总成本</translation>
    </message>
    <message>
        <source>Net present value of cost</source>
        <translation>成本净现值</translation>
    </message>
    <message>
        <source>95th percentile (risk)</source>
        <translation>第 95 百分位（风险）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Chance of being the cheapest</source>
        <translation>成为最省钱方案的概率</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Expected NPV above the recommended plan</source>
        <translation>期望净现值高出推荐方案</translation>
    </message>
    <message>
        <source>Switch ports</source>
        <translation>交换机端口数</translation>
    </message>
    <message>
        <source>Switch tiers, first to last year</source>
        <translation>交换层数（首年至末年）</translation>
    </message>
    <message>
        <source>Link speed (Gb/s)</source>
        <translation>链路速率（Gb/s）</translation>
    </message>
    <message>
        <source>Net present value at %1 Gb/s with %2-port switches on every plan</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation>各方案均采用 %1 Gb/s 链路和%2端口交换机时的成本净现值</translation>
    </message>
    <message>
        <source>Cost per GPU-month, undiscounted</source>
        <translation>每 GPU 每月成本（未折现）</translation>
    </message>
    <message>
        <source>Each plan's figures</source>
        <translation>各方案数据</translation>
    </message>
    <message>
        <source>Amounts rounded; the report and the cost table have them to the cent.</source>
        <translation>金额已取整；报告和成本表中的金额精确到分。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A row of a slide's table: %1 what the row is, %2 its unit ("million USD").</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Switches in year 1 (with spares)</source>
        <translation>第 1 年交换机（含备件）</translation>
    </message>
    <message>
        <source>Cables in year 1</source>
        <translation>第 1 年线缆</translation>
    </message>
    <message>
        <source>Transceivers in year 1</source>
        <translation>第 1 年光模块</translation>
    </message>
</context>
<context>
    <name>SweepCoverageText</name>
    <message>
        <source>“%1” cannot be built at any of the sizes swept: the figures are of the other plans alone.</source>
        <extracomment>%1 a plan's name. The sweep prices each plan at the sizes where it can be built.</extracomment>
        <translation>“%1”在所扫描的任何规模下都无法建成：各项数字只属于其他方案。</translation>
    </message>
    <message>
        <source>“%1” is priced up to %2 first-year nodes only: at the larger sizes swept it cannot be built, and the other plans stand alone.</source>
        <extracomment>%2: the largest first-year size swept at which the plan can be built.</extracomment>
        <translation>“%1”只计算到第 1 年 %2 个节点：在更大的扫描规模下它无法建成，只列出其他方案。</translation>
    </message>
    <message>
        <source>“%1” is priced from %2 first-year nodes on only: at the smaller sizes swept it cannot be built, and the other plans stand alone.</source>
        <translation>“%1”从第 1 年 %2 个节点起才计算：在更小的扫描规模下它无法建成，只列出其他方案。</translation>
    </message>
    <message>
        <source>“%1” is priced at %2 of the %3 sizes swept: at the others it cannot be built, and the other plans stand alone.</source>
        <translation>“%1”只在 %3 个扫描规模中的 %2 个计算：在其余规模下它无法建成，只列出其他方案。</translation>
    </message>
    <message>
        <source>“%1” can be built up to %2 first-year nodes: at the larger sizes swept the other plans stand alone.</source>
        <extracomment>%2: the largest first-year size (grown as this cluster grows) the plan can hold.</extracomment>
        <translation>“%1”最多可建到第 1 年 %2 个节点：在更大的扫描规模下只列出其他方案。</translation>
    </message>
    <message>
        <source>“%1” can be built from %2 first-year nodes on: at the smaller sizes swept the other plans stand alone.</source>
        <translation>“%1”从第 1 年 %2 个节点起才能建成：在更小的扫描规模下只列出其他方案。</translation>
    </message>
    <message>
        <source>Only “%1” is priced, so there is no break-even to look for.</source>
        <extracomment>One plan priced, the others left out (the summary says why): %1 is its name.</extracomment>
        <translation>只计入了“%1”一个方案，因此没有盈亏平衡点可找。</translation>
    </message>
    <message>
        <source>No size between %1 and %2 nodes can build two plans side by side, so there is no break-even to look for.</source>
        <translation>在 %1 到 %2 个节点之间，没有哪个规模能同时建成两个方案，因此没有盈亏平衡点可找。</translation>
    </message>
    <message>
        <source>No break-even between %1 and %2 nodes: the same plan is cheaper at every size swept.</source>
        <translation>在 %1 到 %2 个节点之间没有盈亏平衡点：在扫描的每个规模下都是同一方案更便宜。</translation>
    </message>
    <message>
        <source>No break-even between %1 and %2 nodes: where the plans can be built side by side the same one is cheaper; the cheapest changes only where a plan stops fitting.</source>
        <extracomment>The cheapest plan changes only because one plan cannot be built beyond (or below) some size; where both can be built, the same one is cheaper.</extracomment>
        <translation>在 %1 到 %2 个节点之间没有盈亏平衡点：在各方案都能建成的规模下，始终是同一方案更便宜；最便宜的方案只在某个方案无法再建成之处改变。</translation>
    </message>
</context>
<context>
    <name>ValidationText</name>
    <message>
        <source>Nodes in year 1</source>
        <translation>第 1 年节点数</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Horizon in years</source>
        <translation>评估年限</translation>
    </message>
    <message>
        <source>Nodes by year</source>
        <translation>逐年节点数</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>舍入方式</translation>
    </message>
    <message>
        <source>item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>uncertainty of %1</source>
        <translation>%1 的不确定性</translation>
    </message>
    <message>
        <source>plan id</source>
        <translation>方案标识</translation>
    </message>
    <message>
        <source>plan name</source>
        <translation>方案名称</translation>
    </message>
    <message>
        <source>network design</source>
        <translation>网络设计</translation>
    </message>
    <message>
        <source>Quote %1: %2</source>
        <translation>报价 %1：%2</translation>
    </message>
    <message>
        <source>Plan %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A plan's name, then one of its fields.
----------
Where the problem is, then what it is.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Nodes in year %1</source>
        <translation>第 %1 年节点数</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>must be from %1 to %2 (got %3)</source>
        <translation>必须在 %1 到 %2 之间（实际为 %3）</translation>
    </message>
    <message>
        <source>must be from %1 to %2</source>
        <translation>必须在 %1 到 %2 之间</translation>
    </message>
    <message>
        <source>must be a whole number (got %1)</source>
        <translation>必须是整数（实际为 %1）</translation>
    </message>
    <message>
        <source>is not an input FabricTCO knows</source>
        <translation>不是 FabricTCO 认识的输入项</translation>
    </message>
    <message>
        <source>belongs to each plan, not to the whole comparison</source>
        <translation>属于各个方案，而不是整个对比</translation>
    </message>
    <message>
        <source>belongs to the whole comparison, not to one plan</source>
        <translation>属于整个对比，而不是某一个方案</translation>
    </message>
    <message>
        <source>cannot be uncertain</source>
        <translation>不能设置不确定性</translation>
    </message>
    <message>
        <source>the low value %1 is above the high value %2</source>
        <translation>低值 %1 高于高值 %2</translation>
    </message>
    <message>
        <source>no fabric can be built with this design</source>
        <translation>按此设计无法搭建网络</translation>
    </message>
    <message>
        <source>needs a currency (CNY or USD)</source>
        <translation>需要指定货币（CNY 或 USD）</translation>
    </message>
    <message>
        <source>must be CNY or USD</source>
        <translation>必须是 CNY 或 USD</translation>
    </message>
    <message>
        <source>must be CNY or USD (got %1)</source>
        <translation>必须是 CNY 或 USD（实际为 %1）</translation>
    </message>
    <message>
        <source>is not an amount of money and takes no currency</source>
        <translation>不是金额，不能带货币</translation>
    </message>
    <message>
        <source>must list one node count for each year of the %1-year horizon</source>
        <translation>必须为 %1 年评估期的每一年列出一个节点数</translation>
    </message>
    <message>
        <source>must equal the nodes in year 1</source>
        <translation>必须等于第 1 年节点数</translation>
    </message>
    <message>
        <source>must be half-even or half-up</source>
        <translation>必须是银行家舍入或四舍五入</translation>
    </message>
    <message>
        <source>a comparison needs at least one plan</source>
        <translation>对比至少需要一个方案</translation>
    </message>
    <message>
        <source>must be 1 to 32 of a-z, 0-9 and - (got "%1")</source>
        <translation>必须由 1 到 32 个 a-z、0-9 或 - 组成（实际为“%1”）</translation>
    </message>
    <message>
        <source>"%1" is used by an earlier plan</source>
        <translation>“%1”已被前面的方案使用</translation>
    </message>
    <message>
        <source>must be 1 to 48 of a-z, 0-9 and - (got "%1")</source>
        <translation>必须由 1 到 48 个 a-z、0-9 或 - 组成（实际为“%1”）</translation>
    </message>
    <message>
        <source>SHARP is an InfiniBand feature: a RoCE plan cannot use it</source>
        <translation>SHARP 是 InfiniBand 的功能，RoCE 方案不能使用</translation>
    </message>
    <message>
        <source>"%1" is not a priced plan item</source>
        <translation>“%1”不是方案中计价的项目</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>不能超过 %1</translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD</source>
        <translation>必须是 YYYY-MM-DD 格式的日期</translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD or empty</source>
        <translation>必须是 YYYY-MM-DD 格式的日期或留空</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between two problems of a scenario.</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>is set by the workload and team presets, not by the catalog</source>
        <translation>由工作负载和团队预设决定，不由目录设定</translation>
    </message>
    <message>
        <source>the low value %1 is above the value</source>
        <translation>低值 %1 高于取值</translation>
    </message>
    <message>
        <source>the high value %1 is below the value</source>
        <translation>高值 %1 低于取值</translation>
    </message>
    <message>
        <source>needs its source</source>
        <translation>需要注明来源</translation>
    </message>
    <message>
        <source>a range needs its low below its high (both are %1); a firm value has no range</source>
        <translation>区间的下限必须低于上限（两者都是 %1）；确定值没有区间</translation>
    </message>
    <message>
        <source>must be 1 to %1 characters</source>
        <translation>必须为 1 到 %1 个字符</translation>
    </message>
    <message>
        <source>names a product plan %1 does not use (%2)</source>
        <extracomment>A quote for one plan's product: %1 the plan's id, %2 the product's id.</extracomment>
        <translation>指向方案 %1 未使用的产品（%2）</translation>
    </message>
    <message>
        <source>must be a real date as YYYY, YYYY-MM or YYYY-MM-DD (got "%1")</source>
        <translation>必须是真实存在的 YYYY、YYYY-MM 或 YYYY-MM-DD 格式日期（给出的是“%1”）</translation>
    </message>
</context>
<context>
    <name>ValueOriginText</name>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Your value, typed in this document.</source>
        <translation>您的数值，在本文档中填写。</translation>
    </message>
    <message>
        <source>From a vendor quote: %1</source>
        <translation>来自供应商报价：%1</translation>
    </message>
    <message>
        <source>From the workload and team answers: %1</source>
        <translation>来自业务与团队问题的回答：%1</translation>
    </message>
    <message>
        <source>Default from the chosen product: %1%2</source>
        <translation>默认值来自所选产品：%1%2</translation>
    </message>
    <message>
        <source>Default from the catalog: %1%2</source>
        <translation>默认值来自价格目录：%1%2</translation>
    </message>
    <message>
        <source>Replaces the quote from %1 (%2): %3</source>
        <extracomment>The quote a typed value replaces: vendor, quote date, quoted value.</extracomment>
        <translation>取代 %1 的报价（%2）：%3</translation>
    </message>
    <message>
        <source>Use the quote (%1)</source>
        <translation>改用报价（%1）</translation>
    </message>
    <message>
        <source>Replaces the preset value: %1 (%2)</source>
        <translation>取代预设值：%1（%2）</translation>
    </message>
    <message>
        <source>Reset to the preset (%1)</source>
        <translation>恢复为预设值（%1）</translation>
    </message>
    <message>
        <source>Replaces the default: %1 (%2)</source>
        <translation>取代默认值：%1（%2）</translation>
    </message>
    <message>
        <source>Reset to default (%1)</source>
        <translation>恢复默认值（%1）</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>；%1</translation>
    </message>
    <message>
        <source>Reset to the organisation's default (%1)</source>
        <translation>恢复为组织默认值（%1）</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ChartView</name>
    <message>
        <source>Point %1 of %2: %3</source>
        <extracomment>A chart's accessible description while the arrow keys are on a point: "point 3 of 12".</extracomment>
        <translation>第 %1 个点，共 %2 个：%3</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::CostTableModel</name>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Nominal (%1)</source>
        <translation>名义值（%1）</translation>
    </message>
    <message>
        <source>Discounted (%1)</source>
        <translation>折现值（%1）</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::HelpDialog</name>
    <message>
        <source>FabricTCO user guide</source>
        <translation>FabricTCO 使用指南</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::KeyboardCommands</name>
    <message>
        <source>&amp;Close window</source>
        <translation>关闭窗口(&amp;C)</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>全屏(&amp;U)</translation>
    </message>
    <message>
        <source>Context menu</source>
        <translation>上下文菜单</translation>
    </message>
    <message>
        <source>&amp;What's this?</source>
        <translation>这是什么(&amp;W)?</translation>
    </message>
    <message>
        <source>Ne&amp;xt pane</source>
        <translation>下一个窗格(&amp;X)</translation>
    </message>
    <message>
        <source>Previous pane</source>
        <translation>上一个窗格</translation>
    </message>
    <message>
        <source>Next result page</source>
        <translation>下一个结果页</translation>
    </message>
    <message>
        <source>Previous result page</source>
        <translation>上一个结果页</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::MainWindow</name>
    <message>
        <source>Import quotes</source>
        <translation>导入报价</translation>
    </message>
    <message>
        <source>About FabricTCO</source>
        <translation>关于 FabricTCO</translation>
    </message>
    <message>
        <source>&lt;b&gt;FabricTCO %1&lt;/b&gt;&lt;p&gt;InfiniBand or RoCE: total cost of ownership and risk for GPU and HPC cluster networks.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;FabricTCO %1&lt;/b&gt;&lt;p&gt;InfiniBand 还是 RoCE：GPU 与 HPC 集群网络的总拥有成本与风险。&lt;/p&gt;&lt;p&gt;自由软件，采用 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New comparison…</source>
        <translation>新建对比(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;InfiniBand plan</source>
        <translation>添加 InfiniBand 方案(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation>开始页(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About FabricTCO</source>
        <translation>关于 FabricTCO(&amp;A)</translation>
    </message>
    <message>
        <source>Untitled comparison</source>
        <translation>未命名对比</translation>
    </message>
    <message>
        <source>%1[*] — FabricTCO</source>
        <translation>%1[*] — FabricTCO</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Cannot open the document</source>
        <translation>无法打开文档</translation>
    </message>
    <message>
        <source>Cannot save the document</source>
        <translation>无法保存文档</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save comparison</source>
        <translation>保存对比</translation>
    </message>
    <message>
        <source>FabricTCO documents (*.fabrictco)</source>
        <translation>FabricTCO 文档 (*.fabrictco)</translation>
    </message>
    <message>
        <source>Open comparison</source>
        <translation>打开对比</translation>
    </message>
    <message>
        <source>FabricTCO documents (*.fabrictco);;Quote files (*.csv)</source>
        <translation>FabricTCO 文档 (*.fabrictco);;报价文件 (*.csv)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>The comparison has unsaved changes. Save them?</source>
        <translation>对比有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>Open or create a comparison first; quotes price its plans.</source>
        <translation>请先打开或新建一个对比；报价用于为其中的方案定价。</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>&amp;Export PDF report…</source>
        <translation>导出 PDF 报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Export s&amp;preadsheet…</source>
        <translation>导出电子表格(&amp;P)…</translation>
    </message>
    <message>
        <source>Open e&amp;xample</source>
        <translation>打开示例(&amp;X)</translation>
    </message>
    <message>
        <source>Prin&amp;t…</source>
        <translation>打印(&amp;T)…</translation>
    </message>
    <message>
        <source>Add R&amp;oCE plan</source>
        <translation>添加 RoCE 方案(&amp;O)</translation>
    </message>
    <message>
        <source>The document changed on disk</source>
        <translation>文档已在磁盘上被修改</translation>
    </message>
    <message>
        <source>%1 was changed by another program or window since you opened it. Nothing has been saved yet.</source>
        <translation>自您打开 %1 以来，它已被其他程序或窗口修改。尚未保存任何内容。</translation>
    </message>
    <message>
        <source>Reload it (your changes here are lost), save your version as a copy, or overwrite the other changes.</source>
        <translation>可以重新载入（此处的修改将丢失）、将您的版本另存为副本，或覆盖其他修改。</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新载入(&amp;R)</translation>
    </message>
    <message>
        <source>Save as &amp;copy…</source>
        <translation>另存为副本(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <source>FabricTCO did not close normally while %1 had unsaved changes. Restore the changes saved automatically at %2?</source>
        <translation>FabricTCO 上次未正常关闭，当时 %1 有未保存的修改。是否恢复 %2 自动保存的修改？</translation>
    </message>
    <message>
        <source>Discard deletes the copy. Later keeps it and asks again the next time FabricTCO starts or the document is opened.</source>
        <translation>“丢弃”将删除这份副本。“稍后”会保留它，并在下次启动 FabricTCO 或打开该文档时再次询问。</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Cannot recover the work</source>
        <translation>无法恢复未保存的工作</translation>
    </message>
    <message>
        <source>%1
The copy stays in %2.</source>
        <translation>%1
副本仍保留在 %2。</translation>
    </message>
    <message>
        <source>Recovered changes</source>
        <translation>恢复的修改</translation>
    </message>
    <message>
        <source>&amp;Don't save</source>
        <translation>不保存(&amp;D)</translation>
    </message>
    <message>
        <source>the folder cannot be used</source>
        <translation>该文件夹无法使用</translation>
    </message>
    <message>
        <source>No recovery copy could be written to %1 (%2): save your work to keep it safe.</source>
        <translation>无法向 %1 写入恢复副本（%2）：请保存工作以免丢失。</translation>
    </message>
    <message>
        <source>FabricTCO did not close normally. Restore the comparison that was never saved, copied automatically at %1?</source>
        <translation>FabricTCO 上次未正常关闭。是否恢复 %1 自动备份的、从未保存过的比较方案？</translation>
    </message>
    <message>
        <source>Discard deletes the copy. Later keeps it and asks again the next time FabricTCO starts.</source>
        <translation>“丢弃”将删除这份副本。“稍后”会保留它，并在下次启动 FabricTCO 时再次询问。</translation>
    </message>
    <message>
        <source>The document is no longer at %1; saving the restored work creates it there again.</source>
        <translation>文档已不在 %1；保存恢复的工作时会在原处重新创建它。</translation>
    </message>
    <message numerus="yes">
        <source>%n more automatic copy(ies) of unsaved work kept; offered again at the next start or when the document is opened.</source>
        <translation>
            <numerusform>另有 %n 份未保存工作的自动副本已保留，下次启动 FabricTCO 或打开对应文档时会再次询问。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Find input…</source>
        <translation>查找输入项(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;User guide and glossary</source>
        <translation>使用指南和术语表(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Vendor quotes…</source>
        <translation>供应商报价(&amp;V)…</translation>
    </message>
    <message>
        <source>Dup&amp;licate plan “%1”</source>
        <extracomment>Edit menu; %1 is the plan whose input has the focus.</extracomment>
        <translation>复制方案“%1”(&amp;L)</translation>
    </message>
    <message>
        <source>Remo&amp;ve plan “%1”</source>
        <extracomment>Edit menu; %1 is the plan whose input has the focus.</extracomment>
        <translation>删除方案“%1”(&amp;V)</translation>
    </message>
    <message>
        <source>the copy cannot be written there</source>
        <translation>无法在该位置写入副本</translation>
    </message>
    <message>
        <source>FabricTCO has no example called “%1”. Its examples: %2.</source>
        <translation>FabricTCO 没有名为“%1”的示例。可用的示例：%2。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The example's file in the installation cannot be read: reinstall FabricTCO.</source>
        <translation>无法读取安装目录中的示例文件：请重新安装 FabricTCO。</translation>
    </message>
    <message>
        <source>Quote files (*.csv *.xlsx);;CSV files (*.csv);;Excel workbooks (*.xlsx)</source>
        <translation>报价文件 (*.csv *.xlsx);;CSV 文件 (*.csv);;Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>&amp;Import quotes (CSV, XLSX)…</source>
        <translation>导入报价（CSV、XLSX）(&amp;I)…</translation>
    </message>
    <message>
        <source>Export request for q&amp;uotation…</source>
        <translation>导出询价单(&amp;U)…</translation>
    </message>
    <message>
        <source>the comparison holds a value FabricTCO does not accept, which saving refuses too</source>
        <translation>比较中有 FabricTCO 不接受的数值，保存也会被拒绝</translation>
    </message>
    <message>
        <source>Change report title</source>
        <translation>修改报告标题</translation>
    </message>
    <message>
        <source>Export &amp;HTML report…</source>
        <translation>导出 HTML 报告(&amp;H)…</translation>
    </message>
    <message>
        <source>A value is not finished</source>
        <translation>有一个数值尚未输入完成</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Correct it, or press Escape in the field to put the previous value back.</source>
        <translation>请改正，或在该输入框中按 Esc 恢复之前的数值。</translation>
    </message>
    <message>
        <source>Dup&amp;licate plan (first go to one of its inputs)</source>
        <translation>复制方案（请先进入该方案的某个输入项）(&amp;L)</translation>
    </message>
    <message>
        <source>Remo&amp;ve plan (first go to one of its inputs)</source>
        <translation>删除方案（请先进入该方案的某个输入项）(&amp;V)</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::NoticeBar</name>
    <message>
        <source>Notice</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>显示所在文件夹</translation>
    </message>
    <message>
        <source>Close this notice</source>
        <translation>关闭此通知</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PlanGrid</name>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>Only for %1 plans.</source>
        <translation>仅适用于 %1 方案。</translation>
    </message>
    <message>
        <source>Decided by the chosen %1; pick Custom to edit it.</source>
        <translation>由所选%1决定；选择“自定义”后可编辑。</translation>
    </message>
    <message>
        <source>Network fabric of this plan: %1 or %2</source>
        <translation>本方案的网络：%1 或 %2</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Duplicate plan %1</source>
        <translation>复制方案 %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove plan %1</source>
        <translation>删除方案 %1</translation>
    </message>
    <message>
        <source>Plan name, column %1</source>
        <extracomment>The accessible name of a plan's name field: which column it heads.</extracomment>
        <translation>方案名称，第 %1 列</translation>
    </message>
    <message>
        <source>Fabric, %1</source>
        <translation>网络类型，%1</translation>
    </message>
    <message>
        <source>Only for a plan whose switch is a scheduled fabric's leaf.</source>
        <translation>仅适用于交换机为调度式交换矩阵叶交换机的方案。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PlanNameEdit</name>
    <message>
        <source>A plan's name has at most %1 characters.</source>
        <translation>方案名称最多 %1 个字符。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PlanPairPicker</name>
    <message>
        <source>&amp;Difference:</source>
        <translation>差值(&amp;D)：</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>减去</translation>
    </message>
    <message>
        <source>The plan whose net present value the difference starts from</source>
        <translation>作为被减数的方案（取其净现值）</translation>
    </message>
    <message>
        <source>The plan whose net present value is subtracted</source>
        <translation>作为减数的方案（减去其净现值）</translation>
    </message>
    <message>
        <source>Difference: plan</source>
        <translation>差额：方案</translation>
    </message>
    <message>
        <source>Minus plan</source>
        <translation>减去方案</translation>
    </message>
    <message>
        <source>Co&amp;mpare:</source>
        <translation>比较(&amp;M)：</translation>
    </message>
    <message>
        <source>with</source>
        <translation>与</translation>
    </message>
    <message>
        <source>One plan of the pair; the cheaper of the two is the one to beat</source>
        <translation>对比中的一个方案；两者中较便宜的是要击败的方案</translation>
    </message>
    <message>
        <source>The other plan of the pair</source>
        <translation>对比中的另一个方案</translation>
    </message>
    <message>
        <source>Compare plan</source>
        <translation>比较方案</translation>
    </message>
    <message>
        <source>With plan</source>
        <translation>与方案</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PlansView</name>
    <message>
        <source>Change workload</source>
        <translation>修改业务类型</translation>
    </message>
    <message>
        <source>Change team expertise</source>
        <translation>修改团队能力</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>Shared assumptions (every plan)</source>
        <translation>共用假设（所有方案）</translation>
    </message>
    <message>
        <source>Cluster (shared by every plan)</source>
        <translation>集群（所有方案共用）</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>业务类型：</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>业务类型</translation>
    </message>
    <message>
        <source>Team:</source>
        <translation>团队：</translation>
    </message>
    <message>
        <source>Team expertise</source>
        <translation>团队能力</translation>
    </message>
    <message>
        <source>Plans side by side</source>
        <translation>方案并排对比</translation>
    </message>
    <message>
        <source>Add &amp;InfiniBand plan</source>
        <translation>添加 InfiniBand 方案(&amp;I)</translation>
    </message>
    <message>
        <source>Add R&amp;oCE plan</source>
        <translation>添加 RoCE 方案(&amp;O)</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>shared assumption</source>
        <translation>共用假设</translation>
    </message>
    <message>
        <source>Find an input by name (Ctrl+F)</source>
        <translation>按名称查找输入项（Ctrl+F）</translation>
    </message>
    <message>
        <source>Find an input</source>
        <translation>查找输入项</translation>
    </message>
    <message>
        <source>Change currency</source>
        <translation>更改币种</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <source>Currency of the document</source>
        <translation>文档币种</translation>
    </message>
    <message>
        <source>Amounts are shown in this currency. Prices in the other currency are converted at the exchange rate; salaries and power have local figures in yuan.</source>
        <translation>金额以此币种显示。另一币种的价格按汇率换算；工资和电价使用人民币的本地数值。</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source>Inputs of the cluster and the plans</source>
        <translation>集群和各方案的输入项</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>field label</comment>
        <extracomment>A form field's name before its editor: %1 the name.</extracomment>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PresentationWindow</name>
    <message>
        <source>FabricTCO presentation</source>
        <translation>FabricTCO 演示</translation>
    </message>
    <message>
        <source>%1 — %2 of %3   (arrow keys to step, Esc to leave)</source>
        <translation>%1 — 第 %2 页，共 %3 页（方向键翻页，Esc 退出）</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Why, and what could change it</source>
        <translation>原因，以及什么会改变结论</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PriceToBeatPage</name>
    <message>
        <source>The price to beat compares two plans: add a second plan to see it.</source>
        <translation>目标价比较两个方案：请添加第二个方案后查看。</translation>
    </message>
    <message>
        <source>Run the risk analysis to see the price to beat.</source>
        <translation>运行风险分析以查看目标价。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Copy for spreadsheet</source>
        <translation>复制到电子表格</translation>
    </message>
    <message>
        <source>Copy the price to beat for a spreadsheet</source>
        <translation>复制目标价表到电子表格</translation>
    </message>
    <message>
        <source>Price to beat per input</source>
        <translation>各输入的目标价</translation>
    </message>
    <message>
        <source>What the price to beat is</source>
        <translation>目标价的含义</translation>
    </message>
    <message>
        <source>Discounts, quotes and odds</source>
        <translation>折扣、报价与概率</translation>
    </message>
    <message>
        <source>The price to beat could not be computed: %1</source>
        <extracomment>%1 why, from the engine.</extracomment>
        <translation>无法计算目标价：%1</translation>
    </message>
    <message>
        <source>Computing the price to beat…</source>
        <translation>正在计算目标价…</translation>
    </message>
    <message>
        <source>Updating: these figures are from before your last change.</source>
        <translation>正在更新：以下数值来自您上次修改之前。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ProductPicker</name>
    <message>
        <source>%1
%2, %3 (%4)</source>
        <translation>%1
%2，%3（%4）</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1（不在价格目录中）</translation>
    </message>
    <message>
        <source>Your own figures: the plan's radix, link speed and optics fields and the catalog's generic prices</source>
        <translation>使用您自己的数值：方案中的交换机端口数、链路速率和光模块字段，以及价格目录中的通用价格</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>The catalog could not be read: see the message under the summary.</source>
        <translation>无法读取价格目录：请查看摘要下方的说明。</translation>
    </message>
    <message>
        <source>Power: %1</source>
        <extracomment>A product's tooltip: who says its power draw, where another source than its price's.</extracomment>
        <translation>功耗：%1</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::QuoteConflictDialog</name>
    <message>
        <source>Quotes for values you typed</source>
        <translation>针对您已填写数值的报价</translation>
    </message>
    <message>
        <source>Use the quote</source>
        <translation>改用报价</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>您的数值</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A quote in the conflict list: vendor, price.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Cancel the import</source>
        <translation>取消导入(&amp;C)</translation>
    </message>
    <message>
        <source>You typed your own value for these inputs, and the imported file has a quote for them. Your values are kept unless you check a row: checked rows use the quote.</source>
        <translation>这些输入项已有您手动输入的值，而导入的文件中也有它们的报价。除非勾选某一行，否则保留您的值；勾选的行改用报价。</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>有效期</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::QuoteImportDialog</name>
    <message>
        <source>Import quotes from %1</source>
        <translation>从 %1 导入报价</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large for a quote file.</source>
        <translation>%1 太大，不像是报价文件。</translation>
    </message>
    <message>
        <source>Rows of the quote file</source>
        <translation>报价文件的各行</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行号</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物料</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>%1 is not a file that can be read: a folder, a device or a pipe cannot be a quote list.</source>
        <translation>%1 不是可读取的普通文件：文件夹、设备或管道不能作为报价清单。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A quoted item and the plans it is for: "Switch price, InfiniBand plans".</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) can be added as quotes.</source>
        <translation>
            <numerusform>%n 行可添加为报价。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) rejected.</source>
        <translation>
            <numerusform>%n 行被拒绝。</numerusform>
        </translation>
    </message>
    <message>
        <source>Quotes replace the catalog's price for their item and keep their origin.</source>
        <translation>报价将取代目录中对应物料的价格，并保留其来源。</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>accepted (expired)</source>
        <extracomment>An accepted row whose quote's validity has already ended.</extracomment>
        <translation>已接受（已过期）</translation>
    </message>
    <message numerus="yes">
        <source>%n accepted quote(s) already expired: the results will say where one still sets a price.</source>
        <translation>
            <numerusform>%n 条已接受的报价已经过期：结果中会指出哪些价格仍由过期报价决定。</numerusform>
        </translation>
    </message>
    <message>
        <source>already in the document</source>
        <extracomment>A row whose quote the document holds already: it is not added again.</extracomment>
        <translation>文档中已有</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) already in the document: not added again.</source>
        <translation>
            <numerusform>%n 行已在文档中，不再重复添加。</numerusform>
        </translation>
    </message>
    <message>
        <source>same as line %1: added once</source>
        <extracomment>A CSV row identical to an earlier one: its quote is added once, from that line.</extracomment>
        <translation>与第 %1 行相同：只添加一次</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) repeat an earlier row: added once.</source>
        <translation>
            <numerusform>%n 行与前面的行重复：只添加一次。</numerusform>
        </translation>
    </message>
    <message>
        <source>not quoted: no price given</source>
        <extracomment>A row with an item but no price, currency or date: a request-for-quotation line the vendor left empty.</extracomment>
        <translation>未报价：没有单价</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) not quoted (no price given): skipped.</source>
        <translation>
            <numerusform>%n 行未报价（没有单价）：已跳过。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add the accepted quotes</source>
        <translation>加入已接受的报价(&amp;A)</translation>
    </message>
    <message>
        <source>%1; prices no plan now (no plan uses this item)</source>
        <extracomment>After "accepted": the quote's product or plan is not in the comparison.</extracomment>
        <translation>%1；目前不为任何方案定价（没有方案使用此物料）</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::QuotesDialog</name>
    <message>
        <source>Vendor quotes</source>
        <translation>供应商报价</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物料</translation>
    </message>
    <message>
        <source>For</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用方</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>This document has no vendor quotes. Import a quote list (CSV) to replace catalog prices with your vendors' figures.</source>
        <translation>本文档还没有供应商报价。导入报价单（CSV），即可用供应商的价格取代目录价格。</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s), status as of %1.</source>
        <translation>
            <numerusform>共 %n 条报价，状态截至 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Expired: %1. Expiring within %2 days: %3.</source>
        <translation>已过期：%1。%2 天内到期：%3。</translation>
    </message>
    <message>
        <source>A quote replaces the catalog's price of its item unless you typed your own value.</source>
        <translation>报价会取代目录中对应物料的价格，除非您填写了自己的数值。</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n quote(s)</source>
        <translation>
            <numerusform>删除 %n 条报价</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::RangeDialog</name>
    <message>
        <source>Range of %1</source>
        <translation>%1 的区间</translation>
    </message>
    <message>
        <source>Range of %1, %2</source>
        <translation>%1 的区间，%2</translation>
    </message>
    <message>
        <source>A typed value is firm: priced as given and never varied. Give a range to have the risk analysis draw this input from it (beta-PERT); the tables then price its mean.</source>
        <translation>输入的数值是确定值：按给定值计价，从不变化。给出区间后，风险分析会在该区间内抽取此输入（beta-PERT 分布）；表格则按其均值计价。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>most likely</source>
        <translation>最可能值</translation>
    </message>
    <message>
        <source>high</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>&amp;Low (%1):</source>
        <translation>下限（%1）(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Most likely (%1):</source>
        <translation>最可能值（%1）(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;High (%1):</source>
        <translation>上限（%1）(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Remove the range</source>
        <translation>删除区间(&amp;R)</translation>
    </message>
    <message>
        <source>Each value must be a number from %1 to %2.</source>
        <translation>每个数值都必须在 %1 到 %2 之间。</translation>
    </message>
    <message>
        <source>The low value must be below the high one, and the most likely value between them.</source>
        <translation>下限必须低于上限，最可能值必须介于两者之间。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::RecentFilesBox</name>
    <message>
        <source>Recent comparisons</source>
        <translation>最近的比较</translation>
    </message>
    <message>
        <source>Open %1 from %2</source>
        <extracomment>%1 a file name, %2 its folder.</extracomment>
        <translation>打开 %2 中的 %1</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ReportDialog</name>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter（美式信纸）</translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation>纸张大小</translation>
    </message>
    <message>
        <source>Language of the report</source>
        <translation>报告语言</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>您的姓名</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Prepared &amp;by:</source>
        <translation>编制人(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Organisation:</source>
        <translation>单位(&amp;O)：</translation>
    </message>
    <message>
        <source>Report title</source>
        <translation>报告标题</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ReportExporter</name>
    <message>
        <source>A report is already being prepared.</source>
        <translation>已有一份报告正在生成。</translation>
    </message>
    <message>
        <source>Running the risk analysis for the report…</source>
        <translation>正在为报告运行风险分析…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Cannot create the report</source>
        <translation>无法生成报告</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation>无法保存报告</translation>
    </message>
    <message>
        <source>Cannot print the report</source>
        <translation>无法打印报告</translation>
    </message>
    <message>
        <source>Sent %1 pages to the printer.</source>
        <translation>已将 %1 页发送到打印机。</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export spreadsheet</source>
        <translation>导出电子表格</translation>
    </message>
    <message>
        <source>Cannot save the spreadsheet</source>
        <translation>无法保存电子表格</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>预览(&amp;V)…</translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation>打印(&amp;R)…</translation>
    </message>
    <message>
        <source>The report's calculation stopped without a result.</source>
        <translation>报告的计算已停止，没有得出结果。</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV，UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Export request for quotation</source>
        <translation>导出询价单</translation>
    </message>
    <message>
        <source>Cannot export the request for quotation</source>
        <translation>无法导出询价单</translation>
    </message>
    <message>
        <source>Saved %1 in %2.</source>
        <extracomment>%1 a file name, %2 its folder.</extracomment>
        <translation>已将 %1 保存到 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) to quote.</source>
        <translation>
            <numerusform>%n 行待报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Export HTML report</source>
        <translation>导出 HTML 报告</translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation>HTML 文件 (*.html)</translation>
    </message>
    <message>
        <source>This is the buyer's copy with the price to beat: do not send it to the vendor.</source>
        <translation>这是带目标价的买方副本：请勿发给供应商。</translation>
    </message>
    <message>
        <source>Not asked for: %1, which cannot be built for this cluster.</source>
        <extracomment>%1 names the plans that cannot be built for the cluster (see the summary).</extracomment>
        <translation>未列入询价：%1，它无法为这个集群建成。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ReportPreviewDialog</name>
    <message>
        <source>Report preview</source>
        <translation>报告预览</translation>
    </message>
    <message>
        <source>Report page</source>
        <translation>报告页面</translation>
    </message>
    <message>
        <source>&amp;Previous page</source>
        <translation>上一页(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation>下一页(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation>保存 PDF(&amp;S)…</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ResultsView</name>
    <message>
        <source>&amp;Copy for spreadsheet</source>
        <translation>复制到电子表格(&amp;C)</translation>
    </message>
    <message>
        <source>Copy for &amp;spreadsheet</source>
        <translation>复制到电子表格(&amp;S)</translation>
    </message>
    <message>
        <source>Copy for spreadsheet</source>
        <translation>复制到电子表格</translation>
    </message>
    <message>
        <source>Catalog of default figures with their sources</source>
        <translation>默认数据及其来源目录</translation>
    </message>
    <message>
        <source>Year-by-year cost table</source>
        <translation>逐年成本明细表</translation>
    </message>
    <message>
        <source>Run &amp;risk analysis</source>
        <translation>运行风险分析(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Risk analysis progress</source>
        <translation>风险分析进度</translation>
    </message>
    <message>
        <source>Select a row of the table to see how its amount is made.</source>
        <translation>选中表格中的一行，查看该金额的计算过程。</translation>
    </message>
    <message>
        <source>How it is made: %1, year %2, %3</source>
        <translation>计算过程：%1，第 %2 年，%3</translation>
    </message>
    <message>
        <source>Year 1</source>
        <translation>第 1 年</translation>
    </message>
    <message>
        <source>Year %1 (%2 nodes)</source>
        <translation>第 %1 年（%2 个节点）</translation>
    </message>
    <message>
        <source>Bill of materials in &amp;year:</source>
        <translation>物料清单年份(&amp;Y)：</translation>
    </message>
    <message>
        <source>All result pages</source>
        <translation>全部结果页</translation>
    </message>
    <message>
        <source>Updating: the recommendation and the risk figures are from before your last change.</source>
        <translation>正在更新：建议和风险数字仍是您上次修改之前的结果。</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>正在更新…</translation>
    </message>
    <message>
        <source>Bill of materials table</source>
        <translation>物料清单表</translation>
    </message>
    <message>
        <source>Summary of the results</source>
        <translation>结果摘要</translation>
    </message>
    <message>
        <source>Summary page</source>
        <translation>摘要页</translation>
    </message>
    <message>
        <source>Result pages</source>
        <translation>结果页</translation>
    </message>
    <message>
        <source>How the selected amount is made</source>
        <translation>所选金额的构成</translation>
    </message>
    <message>
        <source>Copy the bill of materials for a spreadsheet</source>
        <translation>复制物料清单（用于电子表格）</translation>
    </message>
    <message>
        <source>Copy the year-by-year costs for a spreadsheet</source>
        <translation>复制逐年成本（用于电子表格）</translation>
    </message>
    <message>
        <source>Copy the catalog for a spreadsheet</source>
        <translation>复制价格目录（用于电子表格）</translation>
    </message>
    <message>
        <source>Bill of materials in year</source>
        <translation>物料清单年份</translation>
    </message>
    <message>
        <source>Left out: %1 (see the summary)</source>
        <extracomment>Above every results page: %1 names the plans without figures.</extracomment>
        <translation>未计入：%1（见摘要）</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::RfqDialog</name>
    <message>
        <source>Request for quotation</source>
        <translation>询价单</translation>
    </message>
    <message>
        <source>Every plan</source>
        <translation>全部方案</translation>
    </message>
    <message>
        <source>Plans to ask prices for</source>
        <translation>要询价的方案</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Quantities of which year</source>
        <translation>哪一年的数量</translation>
    </message>
    <message>
        <source>Language of the request</source>
        <translation>询价单的语言</translation>
    </message>
    <message>
        <source>The bill of materials of each plan, one line per item with its quantity (spares included) and empty columns for the vendor's price, currency, quote date and validity. Import the filled file with File &gt; Import quotes.</source>
        <translation>每个方案的物料清单：每项物料一行，带数量（含备件），并留出供应商填写单价、币种、报价日期和有效期的空列。填好的文件用“文件 &gt; 导入报价”导入。</translation>
    </message>
    <message>
        <source>&amp;Plans:</source>
        <translation>方案(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Quantities:</source>
        <translation>数量(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message numerus="yes">
        <source>Every year (%n year(s))</source>
        <translation>
            <numerusform>每一年（共 %n 年）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Buyer's copy with the price to beat (do not send it)</source>
        <translation>带目标价的买方副本（请勿发送）(&amp;B)</translation>
    </message>
    <message>
        <source>Adds two "Buyer only" columns: the price at which each item would make the runner-up as cheap as the recommended plan, and what it means. Export the vendor's request without it.</source>
        <translation>增加两列“仅供买方”：每一项使次优方案与推荐方案同样便宜的价格及其含义。发给供应商的询价单请不勾选此项导出。</translation>
    </message>
    <message>
        <source>Not asked for: %1, which cannot be built for this cluster (the summary says why).</source>
        <extracomment>%1: the plans' names in quotes, joined. The summary says why each cannot be built.</extracomment>
        <translation>未询价：%1，无法为这个集群建成（原因见摘要）。</translation>
    </message>
    <message>
        <source>Needs two plans that can be built for this cluster: the price to beat is the price at which the runner-up would be as cheap as the recommended plan.</source>
        <translation>需要两个能为这个集群建成的方案：目标价是让次优方案与推荐方案同样便宜的价格。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::RiskController</name>
    <message>
        <source>The risk analysis needs the costs first: see the note under the summary.</source>
        <translation>风险分析需要先算出成本：请查看摘要下方的说明。</translation>
    </message>
    <message>
        <source>Risk analysis cancelled.</source>
        <translation>风险分析已取消。</translation>
    </message>
    <message>
        <source>The risk analysis failed: see the summary.</source>
        <translation>风险分析失败：请查看摘要。</translation>
    </message>
    <message>
        <source>Risk analysis: %1 trials, %2 s.</source>
        <translation>风险分析：%1 次试验，用时 %2 秒。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::StartPage</name>
    <message>
        <source>InfiniBand or RoCE?</source>
        <translation>InfiniBand 还是 RoCE？</translation>
    </message>
    <message>
        <source>There is no best fabric, only the right one for your workload, your team and your scale. Answer three questions to build an InfiniBand plan and a RoCE plan side by side; every figure can be edited afterwards.</source>
        <translation>技术选型没有银弹，只有适合您的业务、团队和规模的网络。回答三个问题，即可并排建立 InfiniBand 方案和 RoCE 方案；之后每个数字都可以修改。</translation>
    </message>
    <message>
        <source>1. How sensitive is your workload to network jitter?</source>
        <translation>一、您的业务对网络“性能抖动”有多敏感？</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>业务类型</translation>
    </message>
    <message>
        <source>2. Does your team have a "network doctor"?</source>
        <translation>二、您的团队里有没有“网络神医”？</translation>
    </message>
    <message>
        <source>3. How large is the cluster and how fast will it grow?</source>
        <translation>三、集群规模多大、发展速度多快？</translation>
    </message>
    <message>
        <source>&amp;Nodes in year 1:</source>
        <translation>第 1 年节点数(&amp;N)：</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> 个节点</translation>
    </message>
    <message>
        <source>Nodes in year 1</source>
        <translation>第 1 年节点数</translation>
    </message>
    <message>
        <source>&amp;Growth per year:</source>
        <translation>年增长率(&amp;G)：</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Growth per year in percent</source>
        <translation>年增长率（百分比）</translation>
    </message>
    <message>
        <source>&amp;Planning horizon:</source>
        <translation>规划年限(&amp;P)：</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>Planning horizon in years</source>
        <translation>规划年限（年）</translation>
    </message>
    <message>
        <source>&amp;Compare InfiniBand and RoCE</source>
        <translation>对比 InfiniBand 与 RoCE(&amp;C)</translation>
    </message>
    <message>
        <source>or open an example:</source>
        <translation>或打开示例：</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Open &amp;file…</source>
        <translation>打开文件(&amp;F)…</translation>
    </message>
    <message>
        <source>A small pilot with an open future: RoCE's flexibility and cost can appeal.</source>
        <translation>小规模试点、未来路径尚不清晰：RoCE 的灵活性和成本优势更有吸引力。</translation>
    </message>
    <message>
        <source>Hundreds of nodes or fast growth: management effort grows much faster than the node count, where InfiniBand's uniform management pays off.</source>
        <translation>数百节点以上或高速扩张：管理复杂度远快于节点数增长，InfiniBand 的统一管理此时更划算。</translation>
    </message>
    <message>
        <source>%1 nodes in the last year. %2</source>
        <translation>最后一年 %1 个节点。%2</translation>
    </message>
    <message>
        <source>Open e&amp;xample</source>
        <translation>打开示例(&amp;X)</translation>
    </message>
    <message>
        <source>New comparison</source>
        <translation>新建比较</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ValueEditor</name>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 不能为空。</translation>
    </message>
    <message>
        <source>“%1” is not a number; type digits with an optional decimal point, e.g. 1.5.</source>
        <translation>“%1”不是数字；请输入数字，可带小数点，例如 1.5。</translation>
    </message>
    <message>
        <source>“%1” is not a number: a comma only separates thousands (1,000); write decimals with a point, e.g. 2.5.</source>
        <translation>“%1”不是数字：逗号只用于分隔千位（1,000）；小数请用小数点，例如 2.5。</translation>
    </message>
    <message>
        <source>The terms are explained in Help &gt; User guide and glossary (F1).</source>
        <translation>术语的解释见 帮助 &gt; 使用指南和术语表（F1）。</translation>
    </message>
    <message>
        <source>Reset to default</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Vendor quotes…</source>
        <translation>供应商报价…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The marker menu's first line: the value's origin ("Default") and its source.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Uncertainty range…</source>
        <translation>不确定性区间…</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A field's accessible name in a plan's column: the field, then the plan's name.</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Unit: %1.</source>
        <translation>单位：%1。</translation>
    </message>
    <message>
        <source>Value: %1.</source>
        <translation>取值：%1。</translation>
    </message>
    <message>
        <source>Invalid: %1 %2</source>
        <extracomment>A field's accessible description while its value is refused: the reason, then the help.</extracomment>
        <translation>无效：%1 %2</translation>
    </message>
    <message>
        <source>The results are still for %1 (Esc restores it).</source>
        <extracomment>After a field's problem: the results shown are still those of its last accepted value, %1 (as the field shows it; Escape brings it back).</extracomment>
        <translation>结果仍按 %1 计算（按 Esc 恢复）。</translation>
    </message>
    <message>
        <source>“%1” is not a number; type a whole number, e.g. 128.</source>
        <translation>“%1”不是数字；请输入整数，例如 128。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ValueOriginLegend</name>
    <message>
        <source>To check</source>
        <translation>待核实</translation>
    </message>
    <message>
        <source>Where each value comes from. Click a value's marker to reset it to the default or to use a vendor quote instead. A struck-through marker is a price dated over %1 months ago or an expired quote: check it before signing.</source>
        <translation>每个数值的来源。点击数值的标记可恢复为默认值，或改用供应商报价。带删除线的标记表示价格已超过 %1 个月，或报价已过期：签署前请核实。</translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ValueOriginMarker</name>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Vendor quote</source>
        <translation>供应商报价</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>您的数值</translation>
    </message>
    <message>
        <source>%1 (expired)</source>
        <extracomment>A marker's accessible name: a vendor quote whose validity has ended.</extracomment>
        <translation>%1（已过期）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A marker's accessible name: an old default, "Default (price from 2024: check)".</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Organisation default</source>
        <extracomment>A value from the catalog the user's organisation installed with its own prices.</extracomment>
        <translation>组织默认值</translation>
    </message>
</context>
</TS>
