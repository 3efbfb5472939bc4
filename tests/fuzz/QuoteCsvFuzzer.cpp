// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary text to the CSV quote importer as a document uses it. Acceptable: a
// QuoteImportError, or a result whose accepted quotes the document can save and read back
// unchanged (so the importer never accepts a row the document would refuse).
#include "core/model/PlanColours.h"
#include "storage/DocumentError.h"
#include "storage/DocumentQuotes.h"
#include "storage/PlanDocument.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

fabrictco::DocumentContent baseDocument()
{
    fabrictco::DocumentContent doc;
    fabrictco::PlanSpec ib;
    ib.id = "ib";
    ib.name = "InfiniBand";
    fabrictco::PlanSpec roce;
    roce.id = "roce-b";
    roce.name = "RoCE";
    roce.design.fabric = fabrictco::Fabric::RoCE;
    doc.scenario.plans = {ib, roce};
    // As a saved document holds them: every plan has its colour (a plan without one is given one
    // as it is read, so an unassigned base would never read back equal).
    fabrictco::PlanColours::assign(doc.scenario);
    return doc;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const fabrictco::DocumentContent base = baseDocument();
    static const fabrictco::QuoteCsvImporter importer =
        fabrictco::DocumentQuotes::importerFor(base, fabrictco::Catalog());
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fabrictco::QuoteImport result;
    try {
        result = importer.read(text, "fuzz.csv");
    } catch (const fabrictco::QuoteImportError&) {
        return 0;
    }
    if (result.accepted.size() != result.acceptedLines.size())
        std::abort();
    if (result.accepted.empty())
        return 0;
    fabrictco::DocumentContent content = base;
    fabrictco::DocumentQuotes::accept(content, result);
    // An accepted quote must always be storable: a DocumentError here is a bug too.
    if (!(fabrictco::PlanDocument::fromBytes(fabrictco::PlanDocument::toBytes(content)) == content))
        std::abort();
    return 0;
}
