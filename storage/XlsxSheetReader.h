// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/CsvReader.h"
#include "storage/XlsxArchive.h"

#include <QByteArray>

#include <string_view>

namespace fabrictco {

/// Reads the first worksheet of an XLSX workbook (Office Open XML, as Excel, WPS, LibreOffice
/// and libxlsxwriter save it) as the records of a CSV table, so quote files come in either
/// way (issue 35). The zip is read from memory with minizip; the XML with QXmlStreamReader.
///
/// Cells read as a spreadsheet shows them: shared and inline strings as written, a formula by
/// its saved result, a number to 15 significant digits without exponent ("1234.5"), a number
/// with a date format as its day ("2026-11-02"; 1900 and 1904 date systems), TRUE/FALSE. A
/// record's line is its row number; rows without content are skipped, the first row with
/// content is the header, and every record has at least as many fields as the header (the
/// cells a workbook leaves out are empty). A formula without a saved value gives its row an
/// error. The workbook is untrusted: only the parts needed are read, each up to
/// XlsxArchive::kMaxPartBytes whatever its zip entry claims, a document type declaration is refused, and
/// reading stops after `maxRecords` records.
class XlsxSheetReader
{
public:
    /// True when `bytes` begin as a zip archive does ("PK\3\4"), as every XLSX file does.
    static bool looksLikeWorkbook(std::string_view bytes);
    /// Throws XlsxReadError.
    static CsvTable read(const QByteArray& bytes, std::size_t maxRecords);
};

} // namespace fabrictco
