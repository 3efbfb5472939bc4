// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ExampleText.h"

#include <iterator>

namespace fabrictco {

namespace {

// Every title, author, note and plan name of data/examples/*.json, word for word (ExampleTextTest
// fails when an example gains a text that is not listed here).
constexpr const char* kSourceTexts[] = {
    QT_TRANSLATE_NOOP("ExampleText", "Large-model training cluster, growing fast"),
    QT_TRANSLATE_NOOP("ExampleText",
                      "The article's default case: 128 eight-GPU nodes growing 50 % a year, a "
                      "team without RoCE experience. Growth forces the InfiniBand fabric (64-port "
                      "NDR switches) into a third switch tier in year 3; the 51.2 Tb/s Ethernet "
                      "switches, run as 128 x 400G, stay at two tiers. That difference of "
                      "switch generation, not of the fabrics, can decide the cheaper plan: the "
                      "recommendation says when it does and shows the plans also with switches "
                      "of one port count on both sides."),
    QT_TRANSLATE_NOOP("ExampleText", "Ceph storage cluster run by an Ethernet team"),
    QT_TRANSLATE_NOOP("ExampleText",
                      "24 storage nodes with two 400G ports each; jitter is priced as lost "
                      "throughput at a storage node's all-in cost of CNY 200,000 a year. The "
                      "strong Ethernet team already runs PFC/ECN. Figures in yuan with local "
                      "salary and electricity; one vendor quote for the RoCE switch."),
    QT_TRANSLATE_NOOP("ExampleText", "Latency-critical trading cluster"),
    QT_TRANSLATE_NOOP("ExampleText",
                      "16 two-GPU nodes where microseconds are money: jitter is priced as the "
                      "trading revenue that depends on the fabric's latency, USD 500,000 per "
                      "node-year (the HFT preset's estimate: put the desk's own figure in). The "
                      "team has some RDMA experience."),
    QT_TRANSLATE_NOOP("ExampleText", "InfiniBand NDR"),
    QT_TRANSLATE_NOOP("ExampleText", "RoCE, one switch vendor"),
    QT_TRANSLATE_NOOP("ExampleText", "RoCE, Spectrum-X"),
    QT_TRANSLATE_NOOP("ExampleText", "RoCE on the existing Ethernet vendor"),
    QT_TRANSLATE_NOOP("ExampleText", "FabricTCO examples"),
};

void translate(std::string& text)
{
    for (const char* source : kSourceTexts) {
        if (text == source) {
            text = ExampleText::tr(source).toStdString();
            return;
        }
    }
}

} // namespace

void ExampleText::localize(Scenario& scenario)
{
    translate(scenario.metadata.title);
    translate(scenario.metadata.author);
    translate(scenario.metadata.notes);
    for (PlanSpec& plan : scenario.plans)
        translate(plan.name);
}

QStringList ExampleText::sourceTexts()
{
    QStringList texts;
    for (const char* source : kSourceTexts)
        texts << QString::fromUtf8(source);
    return texts;
}

} // namespace fabrictco
