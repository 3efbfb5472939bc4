// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace fabrictco {

/// What kind of trouble stopped a report, so the window can say it in its own language; what()
/// keeps the one-line detail the CLI prints.
enum class ReportProblem
{
    Internal,          ///< the program's own fault (a library failure, no QApplication, ...)
    NoCosts,           ///< the cost engine stopped; what() is already in the reader's language
    RiskFailed,        ///< the risk analysis stopped: the nested error says why
    CannotWrite,       ///< path(): the system refused the file; reason() says why
    NoChineseFont,     ///< a Chinese report without a CJK font installed
    MissingFont,       ///< a font every report needs: path() is its file, reason() the package
    UnsupportedFormat, ///< a spreadsheet path that ends in neither .xlsx nor .csv
    CannotPrint,       ///< the printer did not start
};

/// A report or spreadsheet cannot be produced (no CJK font for Chinese, an unwritable file, an
/// engine error). what() is one line for the user.
class ReportError : public std::runtime_error
{
public:
    explicit ReportError(const std::string& message,
                         ReportProblem problem = ReportProblem::Internal, std::string path = {},
                         std::string reason = {})
        : std::runtime_error(message), m_problem(problem), m_path(std::move(path)),
          m_reason(std::move(reason))
    {
    }
    ReportProblem problem() const { return m_problem; }
    /// The file at fault (CannotWrite), as given.
    const std::string& path() const { return m_path; }
    /// The system's reason (CannotWrite), in its own words.
    const std::string& reason() const { return m_reason; }

private:
    ReportProblem m_problem;
    std::string m_path;
    std::string m_reason;
};

/// "cannot write <path>: <reason>": the system refused the file.
inline ReportError cannotWriteError(const std::string& path, const std::string& reason)
{
    return ReportError("cannot write " + path + ": " + reason, ReportProblem::CannotWrite, path,
                       reason);
}

/// The caller stopped the report's engines (ReportControl::stop); nothing was produced.
class ReportCancelled : public ReportError
{
public:
    ReportCancelled() : ReportError("the report was cancelled") {}
};

} // namespace fabrictco
