// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fabrictco {

/// A short fingerprint of a file's bytes, printed on reports so a reader can tell which saved
/// version of a document they came from.
struct FileDigest
{
    /// The first 12 hex digits of the SHA-256 of the regular file at `path`; empty when it cannot
    /// be read (or is not a regular file: a FIFO or a device is never read).
    static QString sha256Prefix(const QString& path);
};

} // namespace fabrictco
