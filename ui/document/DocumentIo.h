// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"

#include <QCoreApplication>
#include <QString>

#include <stdexcept>

namespace fabrictco::ui {

/// Why a document could not be opened or saved, in one line for the user.
class DocumentIoError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The one place the desktop application reads and writes `.fabrictco` documents; the storage
/// library does the work (checks on open, atomic save through QSaveFile).
class DocumentIo
{
    Q_DECLARE_TR_FUNCTIONS(DocumentIo)
public:
    /// Throws DocumentIoError.
    static DocumentContent load(const QString& path);
    /// Atomic: on failure the previous file is untouched. Throws DocumentIoError.
    static void save(const QString& path, const DocumentContent& content);
    /// Where the autosave of the open document goes (in the application's data directory).
    static QString recoveryPath();
};

} // namespace fabrictco::ui
