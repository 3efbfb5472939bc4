// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"
#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"

#include <QCoreApplication>
#include <QString>

#include <stdexcept>

namespace fabrictco::ui {

/// Why a document could not be opened or saved: the kind (DocumentErrorText words it in the
/// window's language) and what() the storage library's English detail, naming the file.
class DocumentIoError : public std::runtime_error
{
public:
    explicit DocumentIoError(const std::string& detail,
                             DocumentProblem problem = DocumentProblem::Invalid)
        : std::runtime_error(detail), m_problem(problem)
    {
    }
    DocumentProblem problem() const { return m_problem; }

private:
    DocumentProblem m_problem;
};

/// The file changed on disk since the window read it (another window or `fabrictco-cli set`
/// saved it); nothing was saved.
class DocumentChangedOnDisk : public DocumentIoError
{
public:
    explicit DocumentChangedOnDisk(const std::string& detail)
        : DocumentIoError(detail, DocumentProblem::Changed)
    {
    }
};

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
