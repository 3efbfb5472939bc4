// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"
#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco::ui {

/// Why a document could not be opened or saved: its kind (DocumentErrorText words it in the
/// window's language) and, as what(), the storage library's English detail naming the file.
using DocumentIoError = DocumentError;
/// The file changed on disk since the window read it (another window or `fabrictco-cli set`
/// saved it); nothing was saved.
using DocumentChangedOnDisk = DocumentChangedError;

/// The one place the desktop application reads and writes `.fabrictco` documents; the storage
/// library does the work (checks on open, atomic save through QSaveFile).
class DocumentIo
{
    Q_DECLARE_TR_FUNCTIONS(DocumentIo)
public:
    /// Throws DocumentIoError. `state`, when given, receives what the file held.
    static DocumentContent load(const QString& path, PlanDocument::FileState* state = nullptr);
    /// Atomic: on failure the previous file is untouched. With `expected`, only if the file
    /// still holds what was read (else DocumentChangedOnDisk). Returns the file's new state.
    /// Throws DocumentIoError.
    static PlanDocument::FileState save(const QString& path, const DocumentContent& content,
                                        const PlanDocument::FileState* expected = nullptr);
};

} // namespace fabrictco::ui
