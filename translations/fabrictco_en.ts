<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AccessibleHtml</name>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1, %2</source>
        <extracomment>A table's name for a screen reader: its number, then its section.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BomErrorText</name>
    <message>
        <source>0 (no) or 1 (yes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an even whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be %1 (got %2)</source>
        <extracomment>A design field's value outside what a fabric accepts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit of %1 nodes × %2 rails needs %3 leaves, more than a three-tier fat-tree of %4-port switches holds; accepted: 0 to %5 nodes per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes × %2 rails + %3 extra endpoints need %4 endpoints, more than a three-tier fat-tree of %5-port switches holds at %6:1 oversubscription (%7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted: %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>What the design needs, then what it accepts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted with the growth planned: %1 to %2 nodes in year 1 (they grow to at most %3 by year %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, or switches of at least %2 ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes × %2 rails + %3 extra endpoints need %4 endpoints, more than the scheduled fabric holds (%5)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BomLines</name>
    <message>
        <source>Compute nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoints (NIC ports and appliances)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoints the topology can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room for more endpoints</source>
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
        <source>Switches in total</source>
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
        <source>Active copper cables (AEC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active optical cables (AOC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibre patch cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables in total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches, NIC ports, cables and transceivers are counted with their spares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric elements (scheduled fabric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare fabric elements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BriefingSlides</name>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What could change the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deciding: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BriefingText</name>
    <message>
        <source>Recommendation: %1 or %2, alike in cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over 1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over %1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both are expected to cost the same %1 (net present value).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the cheaper plan in %1 of %2 simulated outcomes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A close call: get firm quotes before deciding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 in favour of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: get a firm quote. Within its range the difference moves by %2, enough to change the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: check it for this site and team. Within its range the difference moves by %2, enough to change the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single input, within its range, changes the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the quote from %2 expired on %3; ask for a new one before deciding.</source>
        <extracomment>%1 the quoted item, %2 the vendor, %3 the date its validity ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more input(s) can change the answer within their ranges: the report lists every one.</source>
        <translation>
            <numerusform>%n more input can change the answer within its range: the report lists every one.</numerusform>
            <numerusform>%n more inputs can change the answer within their ranges: the report lists every one.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2: %3 in favour of %4.</source>
        <extracomment>%2 says how both plans are rebuilt, e.g. "with switches of one port count on both sides".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware generation (%1, not the fabrics): %2 in favour of %3.</source>
        <extracomment>%1 what differs, e.g. "switch port counts and link speeds".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In 90 % of them the saving lies between %1 and %2 (negative: %3 would have been cheaper).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In 90 % of them the saving lies between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected to cost %1 less than %2 %3 (net present value; the report's summary table has the exact figures).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of them is the cheapest plan in %1 of %2 simulated outcomes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CableReachText</name>
    <message>
        <source>No passive copper (DAC) is sold at %1G for %2: links the design gives to DAC use active copper, or fibre with modules.</source>
        <extracomment>%1 link speed in Gb/s, %2 the fabric.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passive copper (DAC) at %1G for %2 is sold up to about %3 m: longer links use active copper, or fibre with modules.</source>
        <extracomment>%1 link speed in Gb/s, %2 the fabric, %3 metres.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No active optical cable (AOC) is sold at %1G for %2: longer links are fibre with a module at each end.</source>
        <extracomment>%1 link speed in Gb/s, %2 the fabric.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The switches have co-packaged optics: every link is fibre, with a module at the NIC end only and none in a switch port.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogErrorText</name>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An input's name, then the fabric its catalog item is for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A catalog item's name, then which of its parts is wrong.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document's own catalog item %1 is not accepted: %2</source>
        <extracomment>Which of the document's own catalog items is wrong, then what is wrong.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled catalog cannot be read, so the installation is damaged: reinstall FabricTCO. Detail: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your organisation's catalog cannot be used, so nothing is priced rather than priced with figures it did not intend. Ask whoever installed it to correct it, then restart FabricTCO; or start FabricTCO with FABRICTCO_ORGANISATION_CATALOG set to nothing to use the bundled catalog alone. Detail: %1</source>
        <extracomment>The catalog an organisation installed beside the bundled one is wrong. %1 the file and the problem, in English.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogTable</name>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
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
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan that picks this product takes this figure as its default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2G</source>
        <extracomment>A catalog figure for one link speed: %1 the fabric (or "both"), %2 Gb/s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: check</source>
        <extracomment>A catalog figure's date in the catalog table when it is over 18 months old.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over %1 months old: check it with a vendor before relying on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1, the catalog your organisation installed on this computer: it replaces the bundled catalog's figure for every document opened here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document's own figure: it replaces the catalog's for this comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product, organisation catalog</source>
        <extracomment>A product's figure in the catalog table, from the organisation's catalog.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled catalog: every default figure with its source and date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled catalog with your organisation's prices from %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dated after today: the date was mistyped or this computer's clock is wrong. Check the figure and its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: after today, check</source>
        <extracomment>A catalog figure's date in the catalog table when it lies after today.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No figures to show: %1</source>
        <extracomment>The catalog tab when no catalog could be loaded; %1 says why and what to do.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most likely</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartFactory</name>
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
        <source>Cost over the horizon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 P5–P95</source>
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
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster (%1 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost gap against cluster size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line is another plan's cost minus %1's: above zero %1 is cheaper, below it that plan; where a line crosses zero both cost the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero: both cost the same (break-even)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 cost the same at %3 nodes; from %3 nodes on %4 is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 change places below %3 nodes (sizes just below cannot be built); from %3 nodes on %4 is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap in NPV (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ %1 cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ %1 cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPV per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost against risk per GPU-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this cluster's size (%1 nodes) %2 is both the cheapest plan and the one with the least to lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 overrun per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its growth to %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes in year 1 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ that line's plan cheaper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line is another plan's cost minus %1's: above zero %1 is cheaper, below it that plan; no line crosses zero in this range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest line is the cheapest plan at that size, in discounted cost; a wide band is a plan whose cost is uncertain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 minus %2 at %3 nodes:
%4 expected (P5 %5, P95 %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 minus %2 at %3 nodes:
%4 expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 nodes:
%3 per GPU-month expected (P5 %4, P95 %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 nodes:
%3 per GPU-month expected, %4 more in a bad case (P95)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPV of %1 minus %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An input of the model, then the plan it belongs to.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best at %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounted cost (NPV) per GPU-month against cluster size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost gap near this cluster's size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 to %2 nodes, around this cluster and its growth, on a scale for the expected gaps: the P5-P95 band runs past it. %3</source>
        <extracomment>%1, %2 node counts; %3 the sentence saying how to read the gap.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 to %2 nodes, around this cluster and its growth, on a scale of its own. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A cost category in the chart's legend, after its number in the key.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at this cluster's size (%2 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower left is better: cheaper, and less to lose when things go badly. Points are cluster sizes in nodes, joined in order of size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line is %2's cost minus %1's: above zero %1 is cheaper, below it %2; it does not cross zero in this range: no break-even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line is %2's cost minus %1's: above zero %1 is cheaper, below it %2; where it crosses zero both cost the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 to %2 nodes, around this cluster's size, on a scale for the expected gaps: the P5-P95 band runs past it. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 to %2 nodes, around this cluster's size, on a scale of its own. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gap to draw at this cluster's size (%1 nodes): the plans cannot be built side by side for it. The chart of the whole range shows the gap where they can.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostBreakdown</name>
    <message>
        <source>No cost in this category this year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (from %3 to %4, most likely %5)</source>
        <extracomment>An input's name, the mean the formulas use, its low and high, its most likely.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs with a range enter the formulas at their expected value, worked out from their low, most likely and high values (for a triangular range, the average of the three), as the input fields show them, not at the most likely value the catalog tab lists: %1. Point here for each range.</source>
        <extracomment>%1 lists the inputs' names.</extracomment>
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
        <source>Incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-architecture risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jitter and congestion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentErrorText</name>
    <message>
        <source>The document holds a value FabricTCO does not accept. The details name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be opened: it is missing, or this account may not read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a folder or a device, not a document file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is far larger than any FabricTCO document, so it was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system could not read the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A newer version of FabricTCO wrote this document. Install that version to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document is damaged and cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another program is saving this document right now. Nothing was saved; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file changed on disk since it was read. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document cannot be written there; the details say why. Nothing was changed on disk: choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: it holds no comparison. Open another file, or restore this one from a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not a FabricTCO document. Open a .fabrictco file saved by FabricTCO; vendor quotes (.csv, .xlsx) come in with File &gt; Import quotes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineErrorText</name>
    <message>
        <source>FabricTCO met an error it did not expect. Please report it with this detail: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no value for %2: no override, quote, preset or catalog item gives one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be built in year %2: %3</source>
        <extracomment>A plan's name, the year, then why its fabric cannot be built.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth takes the cluster past %1 nodes in year %2: lower the growth or shorten the horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison has no plan to analyse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no value: no override, quote, preset or catalog item gives one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnumText</name>
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
        <source>Internet back-end services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No RDMA experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some RDMA / RoCE experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A "network doctor": runs PFC, ECN and DCQCN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without someone who can tune lossless Ethernet, RoCE carries a high risk; InfiniBand bundles that expertise into the vendor's service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE is possible, but budget for tuning time and the vendor's help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team can read switch logs with the vendor: RoCE's risk is manageable.</source>
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
        <source>vendor quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your own figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A public, citable figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An estimate: replace it with a quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from published figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a vendor's quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered by you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set by hand</source>
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
    <message>
        <source>chosen product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half to even (banker's rounding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half away from zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half toward zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toward zero (truncate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away from zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down (toward negative infinity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up (toward positive infinity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousands of GPUs wait for the slowest link at every step of the training: jitter stalls the whole job, and the article leans towards InfiniBand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tightly coupled simulations exchange small messages all the time: latency and its jitter set the pace, and the article leans towards InfiniBand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microseconds of delay cost real money: the article leans towards InfiniBand, or a specialised low-latency Ethernet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput matters more than the odd microsecond of jitter: RoCE deserves a serious evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames are rendered independently and tolerate jitter; bandwidth per dollar decides: RoCE deserves a serious evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services already run on Ethernet and tolerate occasional jitter: RoCE fits the existing network and team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expiring</source>
        <extracomment>A quote whose validity ends within 30 days.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no validity stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negotiated price</source>
        <extracomment>The confidence of a price in the organisation's catalog file, marked "quote" there: a price the organisation negotiated company-wide, not a quote in this document. For a figure other than a price (a product's watts): the organisation's own figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A price your organisation negotiated, from its catalog file; a vendor quote in this document replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>organisation's figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your organisation's figure, from its catalog file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EquipmentText</name>
    <message>
        <source>leaf switches</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine switches</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core switches</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare switches</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC ports</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copper cables</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active copper cables</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active optical cables</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fibre patch cables</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cables</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceivers</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copper cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active copper cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active optical cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fibre patch cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf switch</source>
        <comment>counted, one</comment>
        <extracomment>"counted": the noun after a figure; Chinese adds its measure word (12 台叶交换机). "counted, one": the same after the figure 1 ("1 spare switch"); Chinese as "counted".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine switch</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core switch</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare switch</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC port</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copper cable</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active copper cable</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active optical cable</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fibre patch cable</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceiver</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric element</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric elements</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare fabric element</source>
        <comment>counted, one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare fabric elements</source>
        <comment>counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spare fabric elements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExampleText</name>
    <message>
        <source>Large-model training cluster, growing fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ceph storage cluster run by an Ethernet team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency-critical trading cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand NDR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE, one switch vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE on the existing Ethernet vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE, Spectrum-X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 storage nodes with two 400G ports each; jitter is priced as lost throughput at a storage node's all-in cost of CNY 200,000 a year. The strong Ethernet team already runs PFC/ECN. Figures in yuan with local salary and electricity; one vendor quote for the RoCE switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16 two-GPU nodes where microseconds are money: jitter is priced as the trading revenue that depends on the fabric's latency, USD 500,000 per node-year (the HFT preset's estimate: put the desk's own figure in). The team has some RDMA experience.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article's default case: 128 eight-GPU nodes growing 50 % a year, a team without RoCE experience. Growth forces the InfiniBand fabric (64-port NDR switches) into a third switch tier in year 3; the 51.2 Tb/s Ethernet switches, run as 128 x 400G, stay at two tiers. That difference of switch generation, not of the fabrics, can decide the cheaper plan: the recommendation says when it does and shows the plans also with switches of one port count on both sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FabricTCO examples</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>%1 must be a whole number (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rails per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC ports per node attached to this fabric; one rail per GPU on 8-GPU nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: NVIDIA reference architectures (rail-optimised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port speed of node links and switch ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: NDR / 400GbE default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch radix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch ports at the link speed: 64 for a QM9700-class NDR switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: NVIDIA QM9700 data sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf downlinks per uplink; 1 is non-blocking, as AI training needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Textbook fat-tree (Al-Fares et al. 2008)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per scalable unit; the fabric is sized in whole units. 0 means not sized in units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: NVIDIA DGX SuperPOD: 32 nodes per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage, management or UFM appliances on the fabric besides the GPU rails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Your design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare switches, NICs, cables and modules kept on site, as a percentage of the installed count (rounded up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Common operations practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twin-port optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each optical module carries two links (2×400G OSFP) on switch-to-switch links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: NVIDIA NDR cabling guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf–spine length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical length of a leaf-to-spine link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Typical data-hall layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes in year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes the fabric connects in the first year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Your plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in each node; idle-compute costs scale with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: 8-GPU HGX/DGX nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of ownership the comparison covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Common 5-year depreciation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be even: a leaf splits its ports between nodes and spines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twin-port node optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each optical module at a node carries two NIC ports (DGX-style cages); off means one module per NIC port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Most servers use one module per port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copper (DAC) up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links up to this length use passive copper (DAC).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active copper (AEC) up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longer links up to this length use active electrical cables (retimed copper). 0 means none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: AEC reach at 400G (about 7 m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active optical (AOC) up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Structured fibre cabling, as reference designs use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node–leaf length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical length of a node-to-leaf link; above the copper reach the leaves sit in another rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Leaf in the same rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine–core length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical length of a spine-to-core link (three tiers only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is out of range; accepted: %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: DAC reach at 400G (about 3 m; 2 m at 800G Ethernet; none at 800G InfiniBand, where the bill of materials buys none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longer links up to this length use active optical cables, ends built in. 0 means none: fibre with a module at each end. None are sold for 800G InfiniBand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co-packaged switch optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The switches' optics sit in the chip's package (CPO): every link is fibre, no module goes in a switch port, and a node link needs a module at the NIC end only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: Pluggable modules, as most switches sold in 2026</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileIconsByName</name>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormulaWords</name>
    <message>
        <source>links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch-to-switch links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W per kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price trend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>credit</source>
        <extracomment>A residual value is a negative cost: the amount is multiplied by -1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years of life left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years of life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expansion this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half as much in year 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes on other leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untuned share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tuned share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the tuning time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra switch batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oversubscription r - 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oversubscription r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiers above the leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straggler factor at %1 endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>staff scale factor at %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes of the reference fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs of the largest job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link speed factor at %1 Gb/s per GPU</source>
        <extracomment>%1 the plan's link bandwidth per GPU in Gb/s (link speed x rails / GPUs per node).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrowthLimitText</name>
    <message>
        <source>%1 cannot hold the cluster from year %2 on: it has %3 nodes then, and a fat-tree of %4-port switches with %5 rails per node at %6:1 oversubscription holds at most %7 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fix it, pick switches with at least %1 ports, use fewer rails per node or more oversubscription, or let the cluster grow to at most %2 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fix it, use fewer rails per node or more oversubscription, or let the cluster grow to at most %1 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be costed from year %2 on: it has %3 nodes then, and FabricTCO costs a fabric of at most %4 nodes (its own limit, not the switches'). Keep the growth at or below %4 nodes.</source>
        <extracomment>%4 is the most nodes FabricTCO costs a fabric for: its own limit, not the switches'.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>plan in a list</comment>
        <extracomment>A plan's name in a list of plans, quoted: a name may hold a comma ("RoCE, one switch vendor") and would read as two plans.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures compare the other plans without %1, which cannot be built for this cluster.</source>
        <extracomment>%1 names the plans that cannot be built; every figure shown is another plan's.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fix it, pick switches with at least %1 ports, use fewer rails per node or more oversubscription, or plan a cluster of at most %2 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fix it, use fewer rails per node or more oversubscription, or plan a cluster of at most %1 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure for this cluster is of %2 alone: %1 cannot be built for it, so there is nothing to compare and no recommendation.</source>
        <extracomment>%1 names the plans that cannot be built, %2 the one plan that can. The size sweep still shows %1 at the sizes where it can be built, hence "for this cluster".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot hold the cluster from year %2 on: it has %3 nodes then, and its scheduled fabric holds at most %4 endpoint ports, %5 nodes of %6 rails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fix it, use fewer rails per node or plan a cluster of at most %1 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fix it, use fewer rails per node or let the cluster grow to at most %1 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HtmlReport</name>
    <message>
        <source>Chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: %1. %2</source>
        <extracomment>A chart's text alternative: %1 its title, %2 the sentence that explains it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure %1: %2.</source>
        <extracomment>A chart's caption: %1 its number, %2 its title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its figures are in table %1.</source>
        <extracomment>Under a chart: a link to the table of its figures, %1 the table's number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineItemText</name>
    <message>
        <source>External PFC/ECN/DCQCN tuning help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric management software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch OS licences and support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-cabling labour: switch-to-switch links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild risk: cluster downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh at end of life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-cabling for the new tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE hiring premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bought in year %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A cost line: what is paid for, then on what, e.g. "Expansion: leaf switches".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stall until restarted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE configuration incidents (tuned share of the year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE configuration incidents (untuned share of the year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE configuration incidents after the expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE configuration incidents from mixed switch batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP in-network reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle compute</source>
        <extracomment>Jitter priced as idle GPU time (training, HPC).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value lost</source>
        <extracomment>Jitter priced per node-year: HFT's latency-dependent revenue, storage throughput.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand baseline loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE not yet tuned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tuned RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed switch batches or brands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cross-leaf congestion from oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECMP flow collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queueing at the tiers above the leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network engineers of the fabric</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoneyMagnitude</name>
    <message>
        <source>thousand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>million %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billion %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterDisplay</name>
    <message>
        <source>%1. %2</source>
        <extracomment>A value's source, then how it is priced: two sentences (found by a stranger: "...（估算）按其期望值..." ran them together).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterSourceText</name>
    <message>
        <source>Preset for the workload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset for the team: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered in this document, replacing the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A product's source: its name, then who says so.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered in this document, replacing the vendor quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered in this document, replacing the preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote from %1, expired %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the %1G figure: the catalog has none at %2G; replace it with a quote)</source>
        <extracomment>Appended to a catalog figure's source. %1 the figure's link speed (the nearest the catalog has), %2 the plan's link speed, both in Gb/s.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price from %1: check</source>
        <extracomment>Flags a catalog price dated over 18 months ago. %1 its year.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (organisation catalog)</source>
        <extracomment>A figure's source from the catalog an organisation installed with its own prices.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price dated %1, after today: check</source>
        <extracomment>Flags a catalog price whose source date is after today (mistyped, or a wrong clock). %1 the date as written.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a scheduled fabric sprays cells over every fabric link</source>
        <extracomment>A scheduled fabric's leaf switch as the source of "adaptive routing: on".</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterText</name>
    <message>
        <source>Value of a GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in cost of an owned GPU-hour, or the rental price: what an idle GPU-hour is worth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the hours in which the GPUs run useful jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annual discount rate for the net present value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annual growth of the node count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware price trend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annual change of hardware prices for later purchases (−5 % = 5 % cheaper each year).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yuan per US dollar, used for every conversion between CNY and USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre: cooling and losses on top of IT power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one kilowatt-hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineer cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded annual cost of one network engineer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consultant day rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day rate of external RoCE tuning help (PFC, ECN, DCQCN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint rollback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work lost per incident by restarting from the last checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jitter sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the fabric's efficiency loss that becomes idle GPU time for this workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE staffing multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplier on the engineers a RoCE fabric needs, by the team's RDMA expertise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years to tune RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years until this team has RoCE fully tuned (PFC, ECN, DCQCN); 0 = tuned from day one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiring lead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Months to hire RoCE specialists; tuning starts that much later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialist pay premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salary premium for the RoCE specialists the team has to hire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training per engineer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-time RoCE training per network engineer, in the first year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days of external RoCE tuning help in the first year (half as many in the second).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config incident repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours this team needs to find and fix a RoCE configuration incident.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild risk multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplier on the chance that a RoCE fabric is torn out, by the team's expertise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one single-port NIC (one per rail).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copper cable price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one copper direct-attach cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optical cable price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one optical transceiver module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installation and cabling labour as a share of each hardware purchase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-cabling per link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labour to re-cable one switch-to-switch link when growth forces a third tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service life of network hardware; it is bought again at this age.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical power draw of one switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical power draw of one NIC port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical power draw of one optical module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric management licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch OS licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch operating-system licence and its support, per switch and year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor support per year as a share of the installed hardware's price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand efficiency loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand's share of collective throughput lost to jitter and congestion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE loss, untuned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE's throughput loss before PFC, ECN and DCQCN are tuned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE loss, tuned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE's throughput loss once tuned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss per extra switch batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra RoCE loss for each additional switch brand, batch or firmware line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch batches mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch brands, batches or major firmware lines mixed in the RoCE fabric (1 = uniform, as the article advises).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE config incidents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch failure rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch failures per switch and year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link failure rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable or transceiver failures per link and year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC failure rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC failures per NIC port and year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stall per failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance per year that the fabric is torn out and rebuilt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of a rebuild as a multiple of the installed hardware's price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days the cluster is down while the fabric is rebuilt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per engineer-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per engineer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per NIC port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per node-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per switch-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per switch-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per link-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per NIC-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration incidents (PFC storms, deadlocks, threshold mismatches) a tuned RoCE fabric has a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config incidents before tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times more configuration incidents the fabric has before its tuning is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config incidents per expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration incidents after each expansion of the fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config incidents per extra batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration incidents a year for each additional switch brand, batch or firmware line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours jobs stall per component failure until they run again around it (detection, isolation, restart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per fabric-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per batch-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value of a node-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptive routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when the fabric spreads flows by adaptive routing or packet spraying (InfiniBand; Spectrum-X with BlueField-3 NICs), 0 for ECMP hashing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP in-network reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when the InfiniBand fabric reduces collectives in the switches (SHARP), 0 otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP in-network reduction licence per node and year, when the plan uses SHARP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference collective size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective size at which the efficiency losses are quoted; larger collectives lose more to stragglers, smaller ones less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss from oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Efficiency loss of the traffic that leaves a leaf through oversubscribed uplinks, at the limit of r:1 (scaled by 1 − 1/r).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss from ECMP collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Efficiency loss of the traffic that leaves a leaf from ECMP flow collisions, on a fabric without adaptive routing or packet spraying. Tuning does not close it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss per tier above the leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Efficiency loss of the traffic that leaves a leaf, per switch tier above the leaf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss left with SHARP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the jitter and congestion loss left when SHARP reduces in the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a node-year of this workload's output is worth when jitter costs more than idle GPU time: latency-dependent trading revenue (HFT), a storage node's throughput. It also prices incident stalls and rebuild downtime. 0 = priced as idle GPU-hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active copper cable price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one active electrical (retimed copper) cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active optical cable price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one active optical cable, both ends built in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one optical fibre patch cable between two modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active copper cable power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical power draw of one active electrical cable, both ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active optical cable power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical power draw of one active optical cable, both ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×</source>
        <comment>a multiplier</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× hardware price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× IT power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A value and its unit: "28,000 USD per switch", "8.5 %".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firm: priced as given, and the risk analysis does not vary it. For a range, use the value's menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced at its expected value, %1 (range %2 to %3, most likely %4); the risk analysis draws it from that range.</source>
        <extracomment>%1 the mean the tables price (rounded), %2 low, %3 high, %4 the most likely value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference fabric size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric size at which the engineers per fabric are given; other sizes scale from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff scale exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineers grow with (nodes / reference size) to this power: below 1, each added node needs less staff (automation, not engineers per link).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs of the largest job a network incident can stall; a larger cluster runs several jobs, so an incident stalls at most this many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest job's share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the cluster the largest job spans; an incident stalls that job (one large job spanning the cluster: 100 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resale value at the end of the horizon, as a share of the straight-line book value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineers at the reference size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network engineers (full-time equivalents) a fabric of this kind needs at the reference size, before the team's multiplier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power of the size ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed of the quoted losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed per GPU of the clusters the efficiency losses were measured on: 400 for H100-class GPUs with one 400G NIC each; 800 for GPUs with an 800G NIC each. A plan with faster links per GPU exposes less communication and loses less; slower links lose more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of a training step spent waiting on the network at the quoted link speed. The smaller it is, the more closely the losses follow the bandwidth per GPU; at 100 % the link speed changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FTE</source>
        <extracomment>Full-time equivalents: "1 FTE", "2.5 FTE" (a count of engineers, fractions allowed).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric-management software (UFM class) per managed endpoint (NIC port) and year: an 8-rail node is 8 endpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per endpoint-year</source>
        <extracomment>Money per managed endpoint (a NIC port the fabric manager manages) and year.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firm: priced as given, and the risk analysis does not vary it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric element price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one cell switch of a scheduled Ethernet fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric element power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical power draw of one cell switch of a scheduled fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per fabric element</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PdfReportWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanColumns</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanCommands</name>
    <message>
        <source>InfiniBand plan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE plan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanNameText</name>
    <message>
        <source>A plan needs a name: it cannot be empty or only spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan's name must fit on one line (no line breaks or control characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another plan is already named "%1"; give each plan its own name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plan's name has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceToBeatText</name>
    <message>
        <source>both plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or below the price to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or above the price to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never, not even at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never, not even at %1</source>
        <extracomment>%1 the greatest value the input accepts.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; it has a range of its own: clear the range before typing the price to beat, or it is priced at the range's mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheaper in 50 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheaper in 80 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runner-up is at most as dear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the runner-up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A share in per cent, e.g. "39.85 %".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, quoted</source>
        <extracomment>A vendor's quoted price in the price-to-beat table, e.g. "31,200.00, quoted".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is recommended; %2 costs %3 more in expected net present value. For each input of either plan, the price to beat is the value at which %2 would cost no more than %1, every other input where the cost table prices it (the mean of its range). Typed or quoted at that value, it makes the two plans meet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no discount on its hardware, up to 100 %, closes the gap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays the cheaper plan at any rise in its hardware prices up to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at most as dear as %2 with a discount of %3 or more on every unit price of its hardware (switches, NICs, modules, cables).</source>
        <extracomment>%3 a discount in per cent on every hardware unit price of plan %1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays cheaper than %2 up to a rise of %3 in every unit price of its hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vendor quote for %1 of %2 is %3; no price within its range makes %4 at most as dear as %5.</source>
        <extracomment>%1 the input, %2 its plan, %3 the quoted price, %4 the runner-up, %5 the recommended plan.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vendor quote for %1 of %2 is %3; at or below %4, %5 is at most as dear as %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The vendor quote for %1 of %2 is %3; at or above %4, %5 is at most as dear as %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or below this price, %1 is at most as dear as %2</source>
        <extracomment>%1 the runner-up, %2 the recommended plan.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at or above this price, %1 is at most as dear as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the dearer of the two)</source>
        <extracomment>A heading over the runner-up's inputs in the price-to-beat table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the cheaper of the two)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of these two, %1 is the cheaper; %2 costs %3 more in expected net present value. For each input of either plan, the price to beat is the value at which %2 would cost no more than %1, every other input where the cost table prices it (the mean of its range).</source>
        <extracomment>%1 the recommended plan, %2 the runner-up, %3 how much more the runner-up costs. A pair the user picked, neither the recommended plan: %1 the cheaper of the two.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 has a range of its own: a figure typed for it becomes the range's most likely value and is priced at the range's mean. Clear the range before typing the price to beat.</source>
        <extracomment>%1 the input, %2 its plan.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dearer of the two is at most as dear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheaper in 50 % and in 80 % of outcomes: the value at which %1 is the cheaper plan in half and in four fifths of %2 simulated outcomes (with seed %3, as in the risk analysis). The wider the distance from the price to beat, the more margin the uncertainty eats. –: no value the input may take, from its smallest to its largest allowed, gets there; the values shown may lie outside its low to high range.</source>
        <extracomment>%1 the runner-up, %2 the number of simulated outcomes, %3 the random seed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProductErrorText</name>
    <message>
        <source>%1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick switch, NIC and optics of the same speed</source>
        <extracomment>Speeds must match across the plan's switch, NIC and optics.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a %2 product but a %3 product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is for %2 only, and this plan is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC %1 runs at %2, faster than the %3 ports of switch %4: %5</source>
        <extracomment>%1 the NIC, %2 its speed, %3 the switch's port speed, %4 the switch, %5 the advice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links of %1 do not fit the %2 ports of switch %3 (a port splits into links of 1/2, 1/4, … of its speed): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optics %1 carry %2 links, but the plan's links run at %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog has no product "%1" (%2 products for this fabric: %3); if the document comes from another computer, its organisation's catalog may have it</source>
        <extracomment>%1 the product id, %2 the product class (Switch, NIC, Optics), %3 the choices. A document from another computer may pick a product of that computer's organisation catalog, which this one does not have.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProductText</name>
    <message>
        <source>InfiniBand NDR 64 x 400G (QM9700 class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand XDR 144 x 800G (Quantum-X800 Q3400 class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectrum-4 64 x 800G (SN5600 class, Spectrum-X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tomahawk 5 white box 64 x 800G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tomahawk 5 white box 128 x 400G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ConnectX-7 400G (one port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BlueField-3 SuperNIC 400G (Spectrum-X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ConnectX-8 SuperNIC 800G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OSFP 400G single-port module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OSFP 800G twin-port (2 x 400G) module, third-party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OSFP 800G twin-port (2 x 400G) module, vendor-branded (LinkX class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OSFP 1.6T twin-port (2 x 800G) module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tomahawk 6 white box 128 x 800G (102.4 Tb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broadcom Thor Ultra 800G (Ultra Ethernet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD Pensando Pollara 400 (Ultra Ethernet ready)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OSFP 800G twin-port (2 x 400G) linear-drive (LPO) module, third-party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ConnectX-9 SuperNIC 800G (Rubin generation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand XDR 36 x 800G (Quantum-X800 Q3200 class, one of its two switches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand XDR 144 x 800G (Quantum-X Photonics Q3450 class), co-packaged optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectrum-X Photonics 128 x 800G (Spectrum-6 SN6810 class), co-packaged optics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramon3 scheduled fabric element 128 x 800G (Arista 7720R4 class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduled fabric leaf, Jericho3-AI 18 x 800G + 20 fabric ports (Arista 7700R4 class)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuoteImportFlow</name>
    <message>
        <source>Cannot import the quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing added: the document already holds every quote in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cancelled: nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n typed value(s) replaced by quotes.</source>
        <translation type="unfinished">
            <numerusform>%n typed value replaced by quotes.</numerusform>
            <numerusform>%n typed values replaced by quotes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed value(s) kept.</source>
        <translation type="unfinished">
            <numerusform>%n typed value kept.</numerusform>
            <numerusform>%n typed values kept.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import quotes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added %n quote(s).</source>
        <translation type="unfinished">
            <numerusform>Added %n quote.</numerusform>
            <numerusform>Added %n quotes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuoteRejectionText</name>
    <message>
        <source>not a valid CSV line (%1)</source>
        <extracomment>A CSV line the reader cannot split into fields; %1 is the reader's English message.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 field(s) where the header has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no item key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown item key "%1"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad unit price "%1" (write decimals with a point: 1234.50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad unit price "%1" (not an exact decimal number, at most 9 decimals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit price "%1" must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit price "%1" is larger than 10^12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad currency "%1" (use CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad quote date "%1" (write 2026-11-02)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad validity "%1" (a date such as 2027-01-31, or "90 days")</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validity %1 is before the quote date %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is full: it holds at most %1 quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not UTF-8 text: in Excel or WPS, save it as "CSV UTF-8".</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: it has not even a header line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has more than %1 rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header line cannot be read: %1</source>
        <extracomment>%1 is the CSV reader's English detail.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header line has the column "%1" twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header line has no %1 column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not accepted by the cost model: %1 %2</source>
        <extracomment>A quote the cost model refuses: which of its fields, then why.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not accepted by the cost model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quote date "%1" is no day of the calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quote date %1 is in the future (today is %2): a quote is dated when it was given</source>
        <extracomment>%1 the quote's date, %2 today's date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflicts with line %1: the same item and vendor at %2 against %3 here; neither is imported, keep the right one in the file</source>
        <extracomment>%1 another line of the file, %2 its price, %3 this row's price.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor name is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflicts with the quote the document holds from the same vendor for the same item and day (%1, %2): remove one of them</source>
        <extracomment>%1 the price of the quote the document holds, %2 its date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read as an XLSX workbook: %1</source>
        <extracomment>%1 is the XLSX reader's English detail.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuoteText</name>
    <message>
        <source>Every plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plans</source>
        <extracomment>The plans of one fabric: "InfiniBand plans".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, quoted %2, no validity stated</source>
        <extracomment>A vendor quote without a stated validity: vendor, quote date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, quoted %2, valid until %3 (%4)</source>
        <extracomment>A vendor quote: vendor, quote date, last valid day, status ("expiring").</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used: a more specific or later quote prices the same item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (your value is used instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates plan names in a list.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no validity stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A quote's last valid day and its status: "2026-12-31 (expiring)".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used: the quote from %1 of %2 prices the same item</source>
        <extracomment>Why a quote prices nothing: the vendor and date of the quote used instead.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product %1</source>
        <extracomment>A quote for a catalog product named by its id: "Product ib-ndr-qm9700".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every plan that uses it</source>
        <extracomment>The plans a quote for one product prices.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadableText</name>
    <message>
        <source>, </source>
        <extracomment>Joins the lines of one table cell read aloud ("InfiniBand NDR, InfiniBand").</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A figure read aloud with its column: "InfiniBand NDR: 68,428,680.20 USD".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Separates the figures of one table row read aloud.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>One table row read aloud: its label, then its figures ("Total cost. A: 1; B: 2.").</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2.</source>
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
        <source>whether the team has a "network doctor"</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale and growth</source>
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
        <source>No single question decides it at the expected values; the choice comes from the spread of possible outcomes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deciding question: %1, which adds %2 to the advantage of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 (%2) adds %3 to the advantage of %4.</source>
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
        <source>%1 (%2 plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1. Over the horizon it is expected to cost %2 less than the runner-up, %3 (net present value), and it is the cheapest of the %5 plans in %4 of the simulated outcomes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 (%2) offsets %3 of it, in favour of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1 or %2: over the horizon they are expected to cost the same (net present value); %1 is listed first. It is the cheapest plan in %3 of the simulated outcomes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team: compared with %1, %2 costs %3 in staff and %4 in incidents and the risk of tearing the fabric out and rebuilding it (team: %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jitter: what jitter and congestion cost is %1 of the cost of ownership of %2 and %3 of that of %4 (workload: %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: the cheaper plan is the same at every starting size examined, each grown as this cluster grows; this cluster starts at %1 nodes and grows to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: the cheaper plan is the same at every cluster size examined; this cluster: %1 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: this cluster starts at %1 nodes and grows to %2. Grown the same way, a cluster that starts at %3 nodes or more is cheaper with %4 than with %5; this one starts below that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: this cluster (%1 nodes) is below the break-even point of %2 nodes, from which %3 is cheaper than %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: this cluster starts at %1 nodes and grows to %2. Grown the same way, a cluster that starts at %3 nodes or more is cheaper with %4 than with %5; this one starts at or above that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: this cluster (%1 nodes) is already past the break-even point of %2 nodes, from which %3 is cheaper than %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a start of %1 nodes on, %2 is cheaper again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 nodes on, %2 is cheaper again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That difference of hardware generation, not of the fabrics, costs %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That difference of hardware generation, not of the fabrics, is worth %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch generation: with its %1-port switches %2 needs %3; with its %4-port switches %5 needs %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch generation: %1 is built from %2-port switches and %3 from %4-port ones, in the same tiers (%5); the port counts change what the switches cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tier(s)</source>
        <translation>
            <numerusform>%n tier</numerusform>
            <numerusform>%n tiers</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 from year %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheaper plan changes again at %1 nodes (see the break-even counts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>tiers in the first and the last year</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deciding: the hardware generation (%1), not the fabrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at one link speed and with switches of one port count on both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with switches of one port count on both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 (%2), %3: %4 in favour of %5.</source>
        <extracomment>%3 says how both plans are rebuilt, e.g. "with switches of one port count on both sides".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hardware generation (%1): %2 in favour of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hardware generation makes no difference to the cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built at %1 Gb/s from %2-port switches on both sides, each at its own price and power per port, %3 and %4 would cost the same.</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built at %1 Gb/s from %2-port switches on both sides, each at its own price and power per port, %3 would be the cheaper plan, by %4.</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built at %1 Gb/s from %2-port switches on both sides, each at its own price and power per port, %3 would still be the cheaper plan, by %4.</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch port counts and link speeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link speeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch port counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed: %1 runs its links at %2 Gb/s and %3 at %4 Gb/s; faster links cost more and, where jobs wait on the network, lose less compute to it, whatever the fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Together they make the margin: %1 in favour of %2, minus %3 of offsets, is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices from the organisation's catalog %1 (%2) where it has them</source>
        <extracomment>%1 the organisation catalog's name, %2 its file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1, or %2, alike in cost. Over the horizon they are expected to cost %3 less than the runner-up, %4 (net present value), and one of them is the cheapest of the %6 plans in %5 of the simulated outcomes.</source>
        <extracomment>%1 the recommended plan, %2 its copies costing the same, %3 the margin, %4 the runner-up, %5 the share of outcomes, %6 the number of plans.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be built only from %2 starting nodes on; below, the other plan stands alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can be built only up to %2 starting nodes; beyond, the other plan stands alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: where both plans can be built, the cheaper one is the same at every starting size examined, each grown as this cluster grows; this cluster starts at %1 nodes and grows to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale: where both plans can be built, the cheaper one is the same at every cluster size examined; this cluster: %1 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportChartTables</name>
    <message>
        <source>Cumulative total at the end of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost category, over the horizon</source>
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
        <source>Cost in year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (horizon)</source>
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
        <source>Nominal cost of each year per category (%1), the year's total, its value discounted to year 1 at %2 % a year (the sum is the NPV), and the cumulative total.</source>
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
    <message>
        <source>Cost per GPU-month, undiscounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus %1 (recommended), total</source>
        <extracomment>%1 is the recommended plan: each plan's total minus its.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus %1 (recommended), NPV</source>
        <extracomment>%1 is the recommended plan: each plan's NPV minus its.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportDataBuilder</name>
    <message>
        <source>The scenario is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportErrorText</name>
    <message>
        <source>The risk analysis for the report stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be written there; the details say why. Nothing was changed on disk: choose another folder.

%1</source>
        <extracomment>Then the file's path on a line of its own.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Chinese report needs a Chinese font. Install WenQuanYi Micro Hei (Debian package fonts-wqy-microhei) and try again, or choose English for the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spreadsheet is saved as an Excel workbook (.xlsx) or as CSV (.csv): choose one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer did not start. Check that it is on and connected, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FabricTCO met an error it did not expect while making the report. Please report it with the details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report needs a font that is not installed. Install the Debian package %1 and try again.

%2</source>
        <extracomment>%1 is the Debian package that installs the font, %2 the font file's path.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportGlossary</name>
    <message>
        <source>NPV (net present value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each year's cost discounted to today at the discount rate and added up; plans are compared on it because money spent later weighs less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P5, P50, P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the simulated outcomes, 5 %, half and 95 % cost less than this figure. P95 is a bad but plausible case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CVaR95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The average of the worst 5 % of simulated outcomes: how bad the bad cases are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost computed many times, each time with the uncertain inputs drawn from their ranges, to see how far the answer can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster size at which the cheaper plan changes from one fabric to the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf ports facing servers per port facing the spines; 1:1 is non-blocking, 3:1 saves switches but congests traffic that leaves the leaf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rail-optimised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each GPU's NIC of every server goes to its own leaf (rail), so most collective traffic stays on one switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote direct memory access: a NIC writes into another server's memory without its CPU. InfiniBand has it natively; RoCE carries it over Ethernet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PFC (priority flow control)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet pause frames that make a lossless class for RoCE; mistuned, they cause pause storms and deadlocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECN (explicit congestion notification)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches mark packets when queues grow, so senders slow down before packets are dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCQCN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The congestion control RoCE NICs run on ECN marks; its thresholds need tuning per fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptive routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches spread each flow's packets over all free paths (InfiniBand AR, Spectrum-X) instead of fixing a path per flow (ECMP), which avoids collisions of large flows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand switches that add up the data of a collective (AllReduce) themselves, halving the traffic; it needs a licence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DAC, AEC, AOC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passive copper cables (within a rack), active retimed copper (to the next rack) and active optical cables with built-in ends; longer links use fibre with a pluggable module at each end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix %1: glossary</source>
        <extracomment>%1 the appendix's letter: D, or E after the price to beat's appendix.</extracomment>
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
    <message>
        <source>not saved to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with unsaved changes (the saved file's SHA-256 begins %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (SHA-256 %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1, newest source %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Monte Carlo trials, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership and risk of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundled example %1</source>
        <extracomment>The cover's source of the figures: one of FabricTCO's bundled examples, by its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %n figure(s) from the organisation's catalog "%1"</source>
        <extracomment>The cover's catalog line when the organisation's own catalog replaced some of the bundled figures: %1 its name, %n how many figures it gave.</extracomment>
        <translation>
            <numerusform>; %n figure from the organisation's catalog "%1"</numerusform>
            <numerusform>; %n figures from the organisation's catalog "%1"</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (after this report's date: check)</source>
        <extracomment>The cover's newest catalog date when it lies after the report's date (a mistyped date or a wrong clock): %1 the date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (without %2, which cannot be built for this cluster)</source>
        <extracomment>The cover's line of plans: %1 those compared, %2 those that cannot be built.</extracomment>
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
        <source>Team (question 2: a "network doctor"?)</source>
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
        <source>Year %1</source>
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
        <source>Shared by every plan</source>
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
        <source>Staff expertise: engineers needed to run the fabric, growing faster than linearly with scale and falling with the team's expertise; hiring premium, training and external tuning help (PFC, ECN, DCQCN).</source>
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
        <source>Amounts are exact decimals: every line item is computed exactly and rounded once to the cent; category, year and horizon totals are sums of the rounded lines, so the tables add up exactly. Later years are discounted at the scenario's discount rate to give the net present value (NPV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk: every uncertain input carries a low / most likely / high range (triangular or PERT). The Monte Carlo analysis draws all inputs together, with the same draws for both plans where they share an input, and reports the distribution of each plan's NPV: P5, P50, P95 and CVaR95 (the mean of the worst 5 % of trials), and the probability that each plan is the cheaper. The sweep repeats this for cluster sizes on a logarithmic scale and finds the break-even node counts; the tornado moves one input at a time from its low to its high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected costs: every uncertain input is priced at its mean, (low + most likely + high) / 3 for a triangular range and (low + 4 x most likely + high) / 6 for PERT. The cost model is a sum of products of independent inputs, so each table shows the expected cost exactly, and the recommendation's margin is the difference in the tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jitter and congestion: the value of the capacity in use (GPU-hours, or node-years of trading or storage throughput for HFT and storage) × the workload's jitter sensitivity × the fabric's efficiency loss. The loss grows with the size of the collective (stragglers) and, on traffic that leaves a leaf, with oversubscription, ECMP hashing without adaptive routing and extra tiers; SHARP removes part of it; RoCE's loss falls as tuning matures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable reach DAC / AEC / AOC (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link length node–leaf / leaf–spine / spine–core (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix A: bill of materials per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix B: assumptions and sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appendix C: methodology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quotes in this comparison, with their validity on the report's date (%1). A quote ending within %2 days is expiring: ask the vendor again before ordering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more quote(s), none of which sets a price, are not listed here; the spreadsheet export lists every quote.</source>
        <translation>
            <numerusform>%n more quote, which sets no price, is not listed here; the spreadsheet export lists every quote.</numerusform>
            <numerusform>%n more quotes, none of which sets a price, are not listed here; the spreadsheet export lists every quote.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each plan's fabric sized for the cluster of each year by the bill-of-materials engine (leaf-spine or fat-tree arithmetic, rounded up to whole switches).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices marked "%1" are the ones your organisation negotiated, from its catalog file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommendation follows the three questions of the article it is built on, "Choosing InfiniBand or RoCE? Understand these three points" (选InfiniBand还是RoCE？搞懂这三点，别让高速网络拖垮你的AI算力): how sensitive the workload is to jitter, whether the team has a "network doctor" for RoCE, and how large the cluster is and how fast it grows. The full model, with every formula, input and default, is documented in MODEL.md, installed with FabricTCO in its documentation folder (share/doc/fabrictco).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every price and parameter the model used, with where it comes from. Figures marked "%1" are weakly sourced and should be replaced with vendor quotes; figures marked "%2" come from a vendor's quote in this scenario. Catalog figures dated more than %3 months before this report, or after it (a mistyped date or a wrong clock), say "check" and come first in each part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n catalog figure(s) in this report marked "check": confirm each before signing (prices with the vendor, other figures with their source).</source>
        <translation>
            <numerusform>%n catalog figure in this report marked "check": confirm it before signing (a price with the vendor, another figure with its source).</numerusform>
            <numerusform>%n catalog figures in this report marked "check": confirm each before signing (prices with the vendor, other figures with their source).</numerusform>
        </translation>
    </message>
    <message>
        <source>A source that begins "Article" is the article this comparison is built on, named in Appendix C: methodology.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportPriceToBeat</name>
    <message>
        <source>Appendix D: the price to beat of every input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What %1 would have to offer, input by input:</source>
        <extracomment>%1 the runner-up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every input of both plans, with the ones no price can move, is in %1.</source>
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
        <source>Sensitivity</source>
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
        <source>Distribution of each plan's horizon NPV over %1 Monte Carlo trials (seed %2). CVaR95 is the mean of the worst 5 % of trials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV (as in the cost table)</source>
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
        <source>Trial by trial on the same draws, %1 is cheaper than %2 in %3 of the trials; on average %2 costs %4 more than %1.</source>
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
    <message>
        <source>Trial by trial on the same draws, %1 is cheaper than %2 in %3 of the trials; on average the two cost the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial by trial on the same draws, %1 is cheaper than %2 in %3 of the trials; on average %2 costs %4 less than %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV above the recommended plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability of being the cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document has one plan, so there is nothing to compare and no recommendation: add a second plan (another fabric, vendor or design) to compare them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two cost exactly the same in %1 of the trials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No uncertain input changes the difference between these two plans: they cost the same in every trial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How sure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article's three questions, in net present value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What could change the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect on the advantage of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference in net present value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommendation in detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this cluster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: %1 and %2 cost the same at %3 nodes; from there on %4 is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: %1 and %2 change places below %3 nodes (the sizes just below cannot be built); from there on %4 is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even in this range: the same plan stays cheaper at every size shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P5 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this cluster's size (%1 nodes) %2 is both the cheapest plan and the one with the least to lose (ringed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this cluster's size (%1 nodes) no plan is both the cheapest and the one with the least to lose: the choice trades cost against risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overrun at P95 per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An input of the model, then the plan it belongs to.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As built and at equal generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch tiers, first to last year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV as built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At equal hardware generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed (Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV at %1 Gb/s with %2-port switches</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware generation (%1)</source>
        <extracomment>%1 what differs, e.g. "switch port counts and link speeds".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plans differ in switch port count or link speed. The port count changes how many switches and tiers a fabric needs, the link speed what its hardware costs and how much compute it loses to the network, whatever the fabric. Here every plan is also built at %1 Gb/s from %2-port switches, so that neither differs: each switch at its own price and power per port (a faster switch split into ports of that speed), and the NICs, optics and cables of a plan rebuilt at a lower speed at the catalog's figures for that speed, since its own figures are for its faster parts. A plan already at that speed and port count keeps every figure. These are comparisons, not offers: ask for quotes before relying on them.</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article's three questions and the hardware generation, in net present value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo figures from %1 to %2 nodes (first-year size, with this cluster's growth and horizon). Figures per GPU-month are net present values, discounted, so they are below the undiscounted cost per GPU-month of the cost tables. The tables give the charts' figures at selected sizes; the spreadsheet export has every size. At this cluster's size they are the %3-trial run of the risk pages; every other size is a run of %4 trials on the same draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each input moved alone from its low to its high value, every other input at its mean as in the cost tables: the change in the NPV of %1 minus %2, the runner-up minus the recommended plan, the sign of the gap tables (above zero the recommended plan is cheaper). The longest bars decide the comparison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same effects to the cent; they add up to the difference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan, minus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap P5 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap, expected (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap P95 (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even in this range: wherever the plans can be built side by side, the same plan stays cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>MMMM d, yyyy</source>
        <extracomment>Date format on the report's cover and footer (Qt QDate::toString syntax).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultPages</name>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap vs. size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost vs. risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gap compares plans: add a second plan to see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the risk analysis to see this chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sensitivity compares two plans: add a second plan to see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No uncertain input changes the difference between these two plans: they cost the same in every trial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPV per GPU-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap near this size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price to beat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <source>The costs cannot be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote for %1 from %2 expired on %3 and still prices %4: ask the vendor for a new one (File &gt; Vendor quotes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The risk analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sensitivity of this pair could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A design field's name, then what is wrong with its value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan's costs can be computed while %1 cannot be built: the summary and the field at fault say why.</source>
        <extracomment>%1 names the plans that cannot be built.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RfqExport</name>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switch, %2 ports of %3 Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 network adapter port, %2 Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 optical transceiver module for %2 Gbit/s links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passive copper cable (DAC), %2 Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 active electrical cable (AEC), %2 Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 active optical cable (AOC), %2 Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibre patch cable between two optical modules, %1 Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request for quotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item (do not change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity, year %1 (spares included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares, year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validity (date or 90 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to fill in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request for quotation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared on %1 with FabricTCO %2 for: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line is one item a plan buys. Its quantity is what the plan has installed in the year the column names, spares included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each line you quote, fill in Vendor, Unit price (per unit, a decimal with a point such as 1234.50, without a currency sign or thousands spaces), Currency (CNY or USD), Quote date (such as 2026-11-02) and Validity (a date, or a period such as 90 days).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the price empty for a line you do not quote. Do not change the Item column: it tells which plan and product the price is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the file back as XLSX or as CSV (UTF-8). The buyer imports it with File &gt; Import quotes or with fabrictco-cli import-prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buyer only: price to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buyer only: what it means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price to beat compares %1 and %2 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUYER'S COPY: do not send this file. Its "Buyer only" columns show the price at which each item would make the runner-up as cheap as the recommended plan. Send the vendor the request exported without the buyer's copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buyer's copy, do not send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part number is the model the plan was priced with, where it names one; "–" means any product that fits the description. To offer an equivalent, name it in the Vendor column after your company (such as "Vendor B, part 123-456").</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buyer only: currency or unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The buyer's copy gives the price to beat of two plans, and only one of the document's plans can be built for this cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scheduled fabric element (cell switch), %2 ports of %3 Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundedMoney</name>
    <message>
        <source>about %1</source>
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
        <source>Risk summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV (%1)</source>
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
        <source>Cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV above the recommended plan (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPV (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus %1, expected (%2)</source>
        <extracomment>The gap to the recommended plan %1: this plan's NPV minus its.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus %1, P5 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus %1, P95 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P5 per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P95 per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overrun at P95 per GPU-month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-evens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest from these nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheaper in 50 % of outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheaper in 80 % of outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniform discount on every hardware unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryHtml</name>
    <message>
        <source>Total cost over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net present value of cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95th percentile (risk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of being the cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected NPV above the recommended plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch tiers, first to last year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link speed (Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net present value at %1 Gb/s with %2-port switches on every plan</source>
        <extracomment>%1 link speed in Gb/s, %2 switch ports.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per GPU-month, undiscounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each plan's figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts rounded; the report and the cost table have them to the cent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A row of a slide's table: %1 what the row is, %2 its unit ("million USD").</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches in year 1 (with spares)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cables in year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceivers in year 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SweepCoverageText</name>
    <message>
        <source>“%1” cannot be built at any of the sizes swept: the figures are of the other plans alone.</source>
        <extracomment>%1 a plan's name. The sweep prices each plan at the sizes where it can be built.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is priced up to %2 first-year nodes only: at the larger sizes swept it cannot be built, and the other plans stand alone.</source>
        <extracomment>%2: the largest first-year size swept at which the plan can be built.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is priced from %2 first-year nodes on only: at the smaller sizes swept it cannot be built, and the other plans stand alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is priced at %2 of the %3 sizes swept: at the others it cannot be built, and the other plans stand alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” can be built up to %2 first-year nodes: at the larger sizes swept the other plans stand alone.</source>
        <extracomment>%2: the largest first-year size (grown as this cluster grows) the plan can hold.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” can be built from %2 first-year nodes on: at the smaller sizes swept the other plans stand alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only “%1” is priced, so there is no break-even to look for.</source>
        <extracomment>One plan priced, the others left out (the summary says why): %1 is its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No size between %1 and %2 nodes can build two plans side by side, so there is no break-even to look for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even between %1 and %2 nodes: the same plan is cheaper at every size swept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even between %1 and %2 nodes: where the plans can be built side by side the same one is cheaper; the cheapest changes only where a plan stops fitting.</source>
        <extracomment>The cheapest plan changes only because one plan cannot be built beyond (or below) some size; where both can be built, the same one is cheaper.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidationText</name>
    <message>
        <source>Nodes in year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon in years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes by year</source>
        <translation type="unfinished"></translation>
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
        <source>item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quote date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncertainty of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A plan's name, then one of its fields.
----------
Where the problem is, then what it is.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes in year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be from %1 to %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not an input FabricTCO knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>belongs to each plan, not to the whole comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>belongs to the whole comparison, not to one plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be uncertain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the low value %1 is above the high value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fabric can be built with this design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a currency (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be CNY or USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be CNY or USD (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not an amount of money and takes no currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must list one node count for each year of the %1-year horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must equal the nodes in year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be half-even or half-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a comparison needs at least one plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 1 to 32 of a-z, 0-9 and - (got "%1")</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>"%1" is used by an earlier plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 1 to 48 of a-z, 0-9 and - (got "%1")</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHARP is an InfiniBand feature: a RoCE plan cannot use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>"%1" is not a priced plan item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between two problems of a scenario.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is set by the workload and team presets, not by the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the low value %1 is above the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the high value %1 is below the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs its source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a range needs its low below its high (both are %1); a firm value has no range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 1 to %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names a product plan %1 does not use (%2)</source>
        <extracomment>A quote for one plan's product: %1 the plan's id, %2 the product's id.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a real date as YYYY, YYYY-MM or YYYY-MM-DD (got "%1")</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValueOriginText</name>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your value, typed in this document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a vendor quote: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the workload and team answers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default from the chosen product: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default from the catalog: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces the quote from %1 (%2): %3</source>
        <extracomment>The quote a typed value replaces: vendor, quote date, quoted value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the quote (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces the preset value: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the preset (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces the default: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the organisation's default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ChartView</name>
    <message>
        <source>Point %1 of %2: %3</source>
        <extracomment>A chart's accessible description while the arrow keys are on a point: "point 3 of 12".</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::CostTableModel</name>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nominal (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounted (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::HelpDialog</name>
    <message>
        <source>FabricTCO user guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::KeyboardCommands</name>
    <message>
        <source>&amp;Close window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What's this?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next result page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous result page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::MainWindow</name>
    <message>
        <source>Import quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About FabricTCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;FabricTCO %1&lt;/b&gt;&lt;p&gt;InfiniBand or RoCE: total cost of ownership and risk for GPU and HPC cluster networks.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New comparison…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;InfiniBand plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About FabricTCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — FabricTCO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FabricTCO documents (*.fabrictco)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FabricTCO documents (*.fabrictco);;Quote files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a comparison first; quotes price its plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export s&amp;preadsheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open e&amp;xample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prin&amp;t…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add R&amp;oCE plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program or window since you opened it. Nothing has been saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload it (your changes here are lost), save your version as a copy, or overwrite the other changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FabricTCO did not close normally while %1 had unsaved changes. Restore the changes saved automatically at %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard deletes the copy. Later keeps it and asks again the next time FabricTCO starts or the document is opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover the work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The copy stays in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Don't save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recovery copy could be written to %1 (%2): save your work to keep it safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FabricTCO did not close normally. Restore the comparison that was never saved, copied automatically at %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard deletes the copy. Later keeps it and asks again the next time FabricTCO starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document is no longer at %1; saving the restored work creates it there again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more automatic copy(ies) of unsaved work kept; offered again at the next start or when the document is opened.</source>
        <translation>
            <numerusform>%n more automatic copy of unsaved work is kept. FabricTCO offers it again at the next start, or when its document is opened.</numerusform>
            <numerusform>%n more automatic copies of unsaved work are kept. FabricTCO offers them again at the next start, or when their documents are opened.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Find input…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User guide and glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vendor quotes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dup&amp;licate plan “%1”</source>
        <extracomment>Edit menu; %1 is the plan whose input has the focus.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve plan “%1”</source>
        <extracomment>Edit menu; %1 is the plan whose input has the focus.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy cannot be written there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FabricTCO has no example called “%1”. Its examples: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The example's file in the installation cannot be read: reinstall FabricTCO.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote files (*.csv *.xlsx);;CSV files (*.csv);;Excel workbooks (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import quotes (CSV, XLSX)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export request for q&amp;uotation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the comparison holds a value FabricTCO does not accept, which saving refuses too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change report title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;HTML report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value is not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct it, or press Escape in the field to put the previous value back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dup&amp;licate plan (first go to one of its inputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve plan (first go to one of its inputs)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::NoticeBar</name>
    <message>
        <source>Notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this notice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PlanGrid</name>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for %1 plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by the chosen %1; pick Custom to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network fabric of this plan: %1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate plan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove plan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan name, column %1</source>
        <extracomment>The accessible name of a plan's name field: which column it heads.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for a plan whose switch is a scheduled fabric's leaf.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PlanNameEdit</name>
    <message>
        <source>A plan's name has at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PlanPairPicker</name>
    <message>
        <source>&amp;Difference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan whose net present value the difference starts from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan whose net present value is subtracted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference: plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpare:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One plan of the pair; the cheaper of the two is the one to beat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other plan of the pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With plan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PlansView</name>
    <message>
        <source>Change workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change team expertise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared assumptions (every plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster (shared by every plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team expertise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;InfiniBand plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add R&amp;oCE plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find an input by name (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find an input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts are shown in this currency. Prices in the other currency are converted at the exchange rate; salaries and power have local figures in yuan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs of the cluster and the plans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>field label</comment>
        <extracomment>A form field's name before its editor: %1 the name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PresentationWindow</name>
    <message>
        <source>FabricTCO presentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 of %3   (arrow keys to step, Esc to leave)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why, and what could change it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::PriceToBeatPage</name>
    <message>
        <source>The price to beat compares two plans: add a second plan to see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the risk analysis to see the price to beat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy for spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the price to beat for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price to beat per input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the price to beat is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounts, quotes and odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price to beat could not be computed: %1</source>
        <extracomment>%1 why, from the engine.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the price to beat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating: these figures are from before your last change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ProductPicker</name>
    <message>
        <source>%1
%2, %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own figures: the plan's radix, link speed and optics fields and the catalog's generic prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog could not be read: see the message under the summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: %1</source>
        <extracomment>A product's tooltip: who says its power draw, where another source than its price's.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::QuoteConflictDialog</name>
    <message>
        <source>Quotes for values you typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A quote in the conflict list: vendor, price.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You typed your own value for these inputs, and the imported file has a quote for them. Your values are kept unless you check a row: checked rows use the quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::QuoteImportDialog</name>
    <message>
        <source>Import quotes from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for a quote file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of the quote file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file that can be read: a folder, a device or a pipe cannot be a quote list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A quoted item and the plans it is for: "Switch price, InfiniBand plans".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) can be added as quotes.</source>
        <translation>
            <numerusform>%n row can be added as quotes.</numerusform>
            <numerusform>%n rows can be added as quotes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) rejected.</source>
        <translation>
            <numerusform>%n row rejected.</numerusform>
            <numerusform>%n rows rejected.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quotes replace the catalog's price for their item and keep their origin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted (expired)</source>
        <extracomment>An accepted row whose quote's validity has already ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n accepted quote(s) already expired: the results will say where one still sets a price.</source>
        <translation>
            <numerusform>%n accepted quote already expired: the results will say where it still sets a price.</numerusform>
            <numerusform>%n accepted quotes already expired: the results will say where one still sets a price.</numerusform>
        </translation>
    </message>
    <message>
        <source>already in the document</source>
        <extracomment>A row whose quote the document holds already: it is not added again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) already in the document: not added again.</source>
        <translation>
            <numerusform>%n row already in the document: not added again.</numerusform>
            <numerusform>%n rows already in the document: not added again.</numerusform>
        </translation>
    </message>
    <message>
        <source>same as line %1: added once</source>
        <extracomment>A CSV row identical to an earlier one: its quote is added once, from that line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) repeat an earlier row: added once.</source>
        <translation>
            <numerusform>%n row repeats an earlier row: added once.</numerusform>
            <numerusform>%n rows repeat an earlier row: added once.</numerusform>
        </translation>
    </message>
    <message>
        <source>not quoted: no price given</source>
        <extracomment>A row with an item but no price, currency or date: a request-for-quotation line the vendor left empty.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) not quoted (no price given): skipped.</source>
        <translation>
            <numerusform>%n row not quoted (no price given): skipped.</numerusform>
            <numerusform>%n rows not quoted (no price given): skipped.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add the accepted quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; prices no plan now (no plan uses this item)</source>
        <extracomment>After "accepted": the quote's product or plan is not in the comparison.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::QuotesDialog</name>
    <message>
        <source>Vendor quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This document has no vendor quotes. Import a quote list (CSV) to replace catalog prices with your vendors' figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s), status as of %1.</source>
        <translation>
            <numerusform>%n quote, status as of %1.</numerusform>
            <numerusform>%n quotes, status as of %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expired: %1. Expiring within %2 days: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quote replaces the catalog's price of its item unless you typed your own value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Remove %n quote(s)</source>
        <translation>
            <numerusform>Remove %n quote</numerusform>
            <numerusform>Remove %n quotes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::RangeDialog</name>
    <message>
        <source>Range of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range of %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A typed value is firm: priced as given and never varied. Give a range to have the risk analysis draw this input from it (beta-PERT); the tables then price its mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Low (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Most likely (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each value must be a number from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The low value must be below the high one, and the most likely value between them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::RecentFilesBox</name>
    <message>
        <source>Recent comparisons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1 from %2</source>
        <extracomment>%1 a file name, %2 its folder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ReportDialog</name>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared &amp;by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Organisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ReportExporter</name>
    <message>
        <source>A report is already being prepared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the risk analysis for the report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent %1 pages to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report's calculation stopped without a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export request for quotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the request for quotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 in %2.</source>
        <extracomment>%1 a file name, %2 its folder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) to quote.</source>
        <translation>
            <numerusform>%n line to quote.</numerusform>
            <numerusform>%n lines to quote.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export HTML report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the buyer's copy with the price to beat: do not send it to the vendor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not asked for: %1, which cannot be built for this cluster.</source>
        <extracomment>%1 names the plans that cannot be built for the cluster (see the summary).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ReportPreviewDialog</name>
    <message>
        <source>Report preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ResultsView</name>
    <message>
        <source>&amp;Copy for spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy for &amp;spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy for spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog of default figures with their sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year-by-year cost table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;risk analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk analysis progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a row of the table to see how its amount is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it is made: %1, year %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year %1 (%2 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials in &amp;year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All result pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating: the recommendation and the risk figures are from before your last change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary of the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the selected amount is made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the bill of materials for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the year-by-year costs for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the catalog for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials in year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out: %1 (see the summary)</source>
        <extracomment>Above every results page: %1 names the plans without figures.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::RfqDialog</name>
    <message>
        <source>Request for quotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans to ask prices for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantities of which year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bill of materials of each plan, one line per item with its quantity (spares included) and empty columns for the vendor's price, currency, quote date and validity. Import the filled file with File &gt; Import quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plans:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quantities:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every year (%n year(s))</source>
        <translation>
            <numerusform>Every year (%n year)</numerusform>
            <numerusform>Every year (%n years)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Buyer's copy with the price to beat (do not send it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds two "Buyer only" columns: the price at which each item would make the runner-up as cheap as the recommended plan, and what it means. Export the vendor's request without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not asked for: %1, which cannot be built for this cluster (the summary says why).</source>
        <extracomment>%1: the plans' names in quotes, joined. The summary says why each cannot be built.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs two plans that can be built for this cluster: the price to beat is the price at which the runner-up would be as cheap as the recommended plan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::RiskController</name>
    <message>
        <source>The risk analysis needs the costs first: see the note under the summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk analysis cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The risk analysis failed: see the summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk analysis: %1 trials, %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::StartPage</name>
    <message>
        <source>InfiniBand or RoCE?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no best fabric, only the right one for your workload, your team and your scale. Answer three questions to build an InfiniBand plan and a RoCE plan side by side; every figure can be edited afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. How sensitive is your workload to network jitter?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Does your team have a "network doctor"?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. How large is the cluster and how fast will it grow?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Nodes in year 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes in year 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Growth per year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth per year in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Planning horizon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning horizon in years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare InfiniBand and RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or open an example:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small pilot with an open future: RoCE's flexibility and cost can appeal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hundreds of nodes or fast growth: management effort grows much faster than the node count, where InfiniBand's uniform management pays off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes in the last year. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open e&amp;xample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New comparison</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ValueEditor</name>
    <message>
        <source>%1 needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number; type digits with an optional decimal point, e.g. 1.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number: a comma only separates thousands (1,000); write decimals with a point, e.g. 2.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terms are explained in Help &gt; User guide and glossary (F1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor quotes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The marker menu's first line: the value's origin ("Default") and its source.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty range…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A field's accessible name in a plan's column: the field, then the plan's name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid: %1 %2</source>
        <extracomment>A field's accessible description while its value is refused: the reason, then the help.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results are still for %1 (Esc restores it).</source>
        <extracomment>After a field's problem: the results shown are still those of its last accepted value, %1 (as the field shows it; Escape brings it back).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number; type a whole number, e.g. 128.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ValueOriginLegend</name>
    <message>
        <source>To check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where each value comes from. Click a value's marker to reset it to the default or to use a vendor quote instead. A struck-through marker is a price dated over %1 months ago or an expired quote: check it before signing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fabrictco::ui::ValueOriginMarker</name>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (expired)</source>
        <extracomment>A marker's accessible name: a vendor quote whose validity has ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A marker's accessible name: an old default, "Default (price from 2024: check)".</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation default</source>
        <extracomment>A value from the catalog the user's organisation installed with its own prices.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
