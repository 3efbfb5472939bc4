// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/ReportErrorText.h"

#include "presentation/EngineErrorText.h"
#include "report/ReportError.h"

#include <QDir>

namespace fabrictco::ui {

namespace {

ReportErrorWords reportError(const ReportError& error, const Scenario* scenario)
{
    const QString detail = QString::fromUtf8(error.what());
    switch (error.problem()) {
    case ReportProblem::NoCosts:
        // Worded by ReportDataBuilder in this language, as the window's own note.
        return {detail, {}};
    case ReportProblem::RiskFailed:
        try {
            std::rethrow_if_nested(error);
        } catch (...) {
            return {ReportErrorText::tr("The risk analysis for the report stopped: %1")
                        .arg(EngineErrorText::describe(std::current_exception(), scenario)),
                    {}};
        }
        break;
    case ReportProblem::CannotWrite:
        //: Then the file's path on a line of its own.
        return {ReportErrorText::tr("The file cannot be written there; the details say why. "
                                    "Nothing was changed on disk: choose another folder.\n\n%1")
                    .arg(QDir::toNativeSeparators(QString::fromStdString(error.path()))),
                QString::fromStdString(error.reason())};
    case ReportProblem::NoChineseFont:
        return {ReportErrorText::tr("A Chinese report needs a Chinese font. Install WenQuanYi "
                                    "Micro Hei (Debian package fonts-wqy-microhei) and try "
                                    "again, or choose English for the report."),
                {}};
    case ReportProblem::MissingFont:
        //: %1 is the Debian package that installs the font, %2 the font file's path.
        return {ReportErrorText::tr("The report needs a font that is not installed. Install "
                                    "the Debian package %1 and try again.\n\n%2")
                    .arg(QString::fromStdString(error.reason()),
                         QDir::toNativeSeparators(QString::fromStdString(error.path()))),
                {}};
    case ReportProblem::UnsupportedFormat:
        return {ReportErrorText::tr("A spreadsheet is saved as an Excel workbook (.xlsx) or as "
                                    "CSV (.csv): choose one of them."),
                detail};
    case ReportProblem::CannotPrint:
        return {ReportErrorText::tr("The printer did not start. Check that it is on and "
                                    "connected, then try again."),
                {}};
    case ReportProblem::Internal:
        break;
    }
    return {ReportErrorText::tr("FabricTCO met an error it did not expect while making the "
                                "report. Please report it with the details."),
            detail};
}

} // namespace

ReportErrorWords ReportErrorText::describe(const std::exception_ptr& error,
                                           const Scenario* scenario)
{
    if (!error)
        return {};
    try {
        std::rethrow_exception(error);
    } catch (const ReportError& reportFailure) {
        return reportError(reportFailure, scenario);
    } catch (...) {
        return {EngineErrorText::describe(std::current_exception(), scenario), {}};
    }
}

} // namespace fabrictco::ui
