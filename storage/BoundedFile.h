// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace fabrictco {

/// Reads a file someone gave the user (a plan document, a quote list) safely: a regular file
/// only, since a device (/dev/zero) is read forever and a pipe blocks until someone writes
/// to it; and at most `maxBytes`, counted while reading, since a file's reported size may be 0
/// (a device) or grow while it is read.
class BoundedFile
{
public:
    enum class Problem
    {
        None,
        CannotOpen, ///< `reason` holds the system's words
        NotRegular, ///< a folder, a device, a pipe or a socket
        TooLarge,   ///< more than `maxBytes`
        ReadError,  ///< `reason` holds the system's words
    };
    struct Contents
    {
        QByteArray bytes;
        Problem problem = Problem::None;
        QString reason;
    };

    static Contents read(const QString& path, qint64 maxBytes);
    /// The problem in English, for the command line and the document errors.
    static std::string describe(const Contents& contents, qint64 maxBytes);
};

} // namespace fabrictco
