// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/OutputPath.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace fabrictco {

/// Every file the program writes (documents, PDF, XLSX, CSV) is written whole or not at all:
/// into a temporary file in the target's folder, then renamed over the target. On failure the
/// old file is untouched, no temporary file is left, and the reason is the operating system's
/// ("No space left on device", "File too large"). The new file gets the user's umask (0644 under
/// 022), like any file a program creates. Only a regular file or a new name is written, never
/// over one of `inputs` (OutputPath says what may be written where).
class AtomicFile
{
public:
    /// Writes `bytes` to `path`, a file none of `inputs` is. Returns an empty string, or why
    /// it failed.
    [[nodiscard]] static QString write(const QString& path, const QByteArray& bytes,
                                       const QStringList& inputs = {},
                                       OutputPath::Kind kind = OutputPath::Kind::Export);

    /// Makes a write past the file-size limit (ulimit -f) fail with "File too large" instead of
    /// killing the process with SIGXFSZ, which says nothing. Call once at program start.
    static void reportOversizedWrites();
};

} // namespace fabrictco
