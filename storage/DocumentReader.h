// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"

namespace fabrictco {

class SqliteConnection;

/// Reads a document's content from a database whose schema DocumentSchema::verify accepted.
/// Every value's storage type is checked and every text is parsed strictly (decimal text,
/// currency and enumeration codes, dates); the first bad value throws a DocumentError naming
/// the table, the row and the value. Range checks are DocumentValidator's.
class DocumentReader
{
public:
    static DocumentContent read(SqliteConnection& db);
};

} // namespace fabrictco
