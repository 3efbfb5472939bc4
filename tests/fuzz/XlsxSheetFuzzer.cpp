// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the XLSX sheet reader (issue 35), as a quote file someone sent. Seeds
// are real workbooks (LibreOffice's, FabricTCO's own request for quotation), so the fuzzer
// mutates zip entries and the XML inside. Acceptable: an XlsxReadError, or a table whose records
// keep the reader's promises (no more than asked, each field within the limit).
#include "storage/CsvReader.h"
#include "storage/XlsxSheetReader.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    constexpr std::size_t kMaxRecords = 200;
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data),
                                                     static_cast<qsizetype>(size));
    fabrictco::CsvTable table;
    try {
        table = fabrictco::XlsxSheetReader::read(bytes, kMaxRecords);
    } catch (const fabrictco::XlsxReadError&) {
        return 0;
    }
    if (table.records.size() > kMaxRecords + 1)
        std::abort();
    for (const fabrictco::CsvRecord& record : table.records) {
        if (record.fields.size() > fabrictco::CsvReader::kMaxFields)
            std::abort();
        for (const std::string& field : record.fields)
            if (field.size() > fabrictco::CsvReader::kMaxFieldBytes)
                std::abort();
    }
    return 0;
}
