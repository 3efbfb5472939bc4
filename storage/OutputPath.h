// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace fabrictco {

/// Where an output (a document, a report, a spreadsheet) may be written. The rule (issue 34):
/// - a new name, in a folder that exists, is written;
/// - an existing regular file is replaced, unless it is one of the command's inputs (the
///   document a report is made from): a report over its own document would destroy it; and
///   unless it is a FabricTCO document and the output is not one (a document renamed plan.pdf
///   is not replaced by a report);
/// - a symbolic link is written through to its target when that target is an existing regular
///   file of the same kind (its name ends as the link's does: latest.pdf to r-2026-12.pdf) that
///   is not an input; the link stays a link. A link to another kind of file (report.pdf to
///   plan.fabrictco), to nothing, to a folder, a device or a link loop is refused: following it
///   could replace or create a file the user did not name;
/// - a folder, a device (/dev/null), a FIFO or a socket is refused. The atomic write renames a
///   new file over the name, which as root turned /dev/null into a regular file.
/// Inputs are compared by device and inode, so a hard link or another spelling of the same file
/// is recognised.
class OutputPath
{
public:
    struct Target
    {
        QString path;     ///< the file to write: `path`, or the target of its link
        QString refusal;  ///< why nothing may be written there; empty when it may
        bool ok() const { return refusal.isEmpty(); }
    };
    /// What is written: a FabricTCO document, or anything else (a report, a spreadsheet, a
    /// picture), which never replaces a document.
    enum class Kind
    {
        Document,
        Export,
    };
    /// Where writing to `path` would write, or why it must not.
    static Target resolve(const QString& path, const QStringList& inputs = {},
                          Kind kind = Kind::Export);
};

} // namespace fabrictco
