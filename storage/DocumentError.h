// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace fabrictco {

/// What kind of trouble a document is in, so a window can say it in its own language; what()
/// keeps the full English detail (the CLI prints it, the window shows it as the detail).
enum class DocumentProblem
{
    Invalid,      ///< a table or value the file holds is not accepted (the detail names it)
    CannotOpen,   ///< the system refused to open the file (missing, no permission)
    NotRegular,   ///< a folder, device or pipe
    TooLarge,     ///< larger than any FabricTCO document
    CannotRead,   ///< the system failed while reading
    Empty,        ///< zero bytes
    NotADocument, ///< not SQLite, or another program's SQLite database
    Newer,        ///< written by a newer FabricTCO
    Damaged,      ///< truncated, or SQLite's checks fail
    Locked,       ///< another program is saving it
    CannotWrite,  ///< the system refused the new file (folder, permission, disk full)
    Changed,      ///< changed on disk since it was read (DocumentChangedError)
};

/// A plan document could not be opened or saved. The message names the file's problem in one
/// line ("not a FabricTCO document: ...", "plan \"ib\": nodes -3 is outside 1..1000000"); nothing
/// on disk has changed when it is thrown.
class DocumentError : public std::runtime_error
{
public:
    explicit DocumentError(const std::string& message,
                           DocumentProblem problem = DocumentProblem::Invalid)
        : std::runtime_error(message), m_problem(problem)
    {
    }
    DocumentProblem problem() const { return m_problem; }

private:
    DocumentProblem m_problem;
};

/// The document on disk is no longer what was read: another program or window saved it in
/// between. Nothing was saved.
class DocumentChangedError : public DocumentError
{
public:
    explicit DocumentChangedError(const std::string& message)
        : DocumentError(message, DocumentProblem::Changed)
    {
    }
};

} // namespace fabrictco
