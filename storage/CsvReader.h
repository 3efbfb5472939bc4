// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// One record of a CSV file: its fields, the physical line it starts on (1-based), and a
/// problem found while splitting it (empty when it split cleanly).
struct CsvRecord
{
    int line = 0;
    std::vector<std::string> fields;
    std::string error;
};

/// A CSV file split into records.
struct CsvTable
{
    char delimiter = ',';
    std::vector<CsvRecord> records; ///< the first is the header; blank lines are skipped
};

/// Splits CSV as spreadsheets write it (RFC 4180 plus what Excel and WPS do): an optional UTF-8
/// byte-order mark, comma, semicolon or tab separators (detected from the header line), double
/// quotes around fields with "" for a quote inside, CRLF or LF line ends, line breaks inside
/// quoted fields. A malformed record is kept with its error so the importer can report its line.
class CsvReader
{
public:
    static constexpr std::size_t kMaxFields = 64;
    static constexpr std::size_t kMaxFieldBytes = 4096;

    static CsvTable parse(std::string_view text);
    /// The separator of `headerLine`: the most frequent of ',', ';' and '\t' outside quotes
    /// (',' when none).
    static char detectDelimiter(std::string_view headerLine);
};

} // namespace fabrictco
