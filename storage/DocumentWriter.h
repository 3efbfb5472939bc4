// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"

namespace fabrictco {

class SqliteConnection;

/// Writes a document's content into an empty database of the current schema. Amounts and
/// decimals are stored as canonical decimal text (exact, never REAL); enumerations as the
/// frozen codes of DocumentCodes.
class DocumentWriter
{
public:
    static void write(SqliteConnection& db, const DocumentContent& content);
};

} // namespace fabrictco
