// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary text to the CSV quote importer. Acceptable: a QuoteImportError, or a result
// whose accepted quotes can be saved in a document and read back unchanged.
#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"
#include "storage/QuoteCsvImporter.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fabrictco::QuoteImport result;
    try {
        result = fabrictco::QuoteCsvImporter().read(text, "fuzz.csv");
    } catch (const fabrictco::QuoteImportError&) {
        return 0;
    }
    if (result.accepted.size() != result.acceptedLines.size())
        std::abort();
    if (result.accepted.empty())
        return 0;
    fabrictco::DocumentContent content;
    content.scenario.quotes = result.accepted;
    // An accepted quote must always be storable: a DocumentError here is a bug too.
    if (!(fabrictco::PlanDocument::fromBytes(fabrictco::PlanDocument::toBytes(content)) == content))
        std::abort();
    return 0;
}
