// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace fabrictco {

/// Opens and saves `.fabrictco` plan documents (SQLite files; format in storage/FORMAT.md).
///
/// Opening reads the whole file into memory and checks it as untrusted input (header, SQLite
/// integrity, exact schema, every value's type and range) before returning anything; older
/// format versions are migrated in memory. The file on disk is never modified by opening.
///
/// Saving validates the content, builds the document in an in-memory database and writes its
/// bytes through QSaveFile (temporary file, fsync, rename), so a crash at any moment leaves
/// either the old file or the new one. "Save As" is save() with another path.
///
/// No silent lost update: open() tells what the file held (its SHA-256); save() given that
/// state compares it with the file on disk, under a lock file beside the document
/// ("plan.fabrictco.lock", QLockFile) held while it checks and writes, and refuses with
/// DocumentChangedError when another program or window has saved in between.
///
/// Every failure throws DocumentError with one line naming the file and the problem.
class PlanDocument
{
public:
    /// What a document file held when it was read or written.
    struct FileState
    {
        QByteArray sha256; ///< empty: no file (a new document)
    };

    /// Opens `path`. `fileVersion`, when given, receives the format version found in the file
    /// (older than DocumentSchema::kCurrentVersion means saving will upgrade it); `state`, the
    /// file as it was read, for save().
    static DocumentContent open(const QString& path, int* fileVersion = nullptr,
                                FileState* state = nullptr);
    /// Saves atomically to `path`, replacing any file there; with `expected` (what open()
    /// read), only if the file still holds that. Returns the state of the file written.
    static FileState save(const DocumentContent& content, const QString& path,
                          const FileState* expected = nullptr);

    /// The bytes save() writes; for tests and fuzzing.
    static std::vector<unsigned char> toBytes(const DocumentContent& content);
    /// What open() returns for a file holding `bytes` (without the file name in errors).
    static DocumentContent fromBytes(const std::vector<unsigned char>& bytes,
                                     int* fileVersion = nullptr);
};

} // namespace fabrictco
