// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/CsvReader.h"

namespace fabrictco {

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

bool isBlank(const CsvRecord& record)
{
    for (const std::string& field : record.fields) {
        if (field.find_first_not_of(" \t") != std::string::npos)
            return false;
    }
    return record.error.empty();
}

} // namespace

char CsvReader::detectDelimiter(std::string_view headerLine)
{
    int comma = 0;
    int semicolon = 0;
    int tab = 0;
    bool quoted = false;
    for (char c : headerLine) {
        if (c == '"')
            quoted = !quoted;
        else if (quoted)
            continue;
        else if (c == '\n' || c == '\r')
            break;
        else if (c == ',')
            ++comma;
        else if (c == ';')
            ++semicolon;
        else if (c == '\t')
            ++tab;
    }
    if (semicolon > comma && semicolon >= tab)
        return ';';
    if (tab > comma && tab > semicolon)
        return '\t';
    return ',';
}

CsvTable CsvReader::parse(std::string_view text)
{
    if (text.substr(0, kBom.size()) == kBom)
        text.remove_prefix(kBom.size());
    CsvTable table;
    table.delimiter = detectDelimiter(text);
    const char delimiter = table.delimiter;

    std::size_t i = 0;
    int line = 1;
    while (i < text.size()) {
        CsvRecord record;
        record.line = line;
        std::string field;
        bool fieldQuoted = false;
        bool afterQuote =
            false; // a quoted field ended; only spaces may follow before the separator
        bool endOfRecord = false;
        auto finishField = [&] {
            if (record.fields.size() >= kMaxFields) {
                if (record.error.empty())
                    record.error = "more than " + std::to_string(kMaxFields) + " fields";
            } else {
                record.fields.push_back(std::move(field));
            }
            field.clear();
            fieldQuoted = false;
            afterQuote = false;
        };
        auto append = [&](char c) {
            if (field.size() < kMaxFieldBytes)
                field += c;
            else if (record.error.empty())
                record.error =
                    "a field is longer than " + std::to_string(kMaxFieldBytes) + " bytes";
        };
        while (i < text.size() && !endOfRecord) {
            const char c = text[i];
            if (fieldQuoted) {
                if (c == '"') {
                    if (i + 1 < text.size() && text[i + 1] == '"') {
                        append('"');
                        i += 2;
                        continue;
                    }
                    fieldQuoted = false;
                    afterQuote = true;
                    ++i;
                    continue;
                }
                if (c == '\n' || (c == '\r' && !(i + 1 < text.size() && text[i + 1] == '\n')))
                    ++line;
                append(c);
                ++i;
                continue;
            }
            if (c == delimiter) {
                finishField();
                ++i;
            } else if (c == '\r' || c == '\n') {
                i += (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ? 2 : 1;
                ++line;
                endOfRecord = true;
            } else if (c == '"' && field.find_first_not_of(" \t") == std::string::npos &&
                       !afterQuote) {
                field.clear();
                fieldQuoted = true;
                ++i;
            } else {
                if (afterQuote && c != ' ' && c != '\t' && record.error.empty())
                    record.error = "text after the closing quote of a field";
                if (!afterQuote)
                    append(c);
                ++i;
            }
        }
        if (fieldQuoted && record.error.empty())
            record.error = "a quoted field is not closed before the end of the file";
        finishField();
        if (!isBlank(record))
            table.records.push_back(std::move(record));
    }
    return table;
}

} // namespace fabrictco
