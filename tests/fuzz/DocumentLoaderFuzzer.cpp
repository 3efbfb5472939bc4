// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the document loader. The only acceptable outcomes are a DocumentError
// or a document that saves and re-opens to the same content; anything else (another exception,
// a sanitizer report, a hang) is a bug.
#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"

#include <cstdint>
#include <cstdlib>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::vector<unsigned char> bytes(data, data + size);
    fabrictco::DocumentContent content;
    try {
        content = fabrictco::PlanDocument::fromBytes(bytes);
    } catch (const fabrictco::DocumentError&) {
        return 0;
    }
    // Whatever opens must save, and re-open to exactly the same content.
    const auto saved = fabrictco::PlanDocument::toBytes(content);
    if (!(fabrictco::PlanDocument::fromBytes(saved) == content))
        std::abort();
    return 0;
}
