// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <string_view>

namespace fabrictco::cli {

/// A command's name and the one-line summary `fabrictco-cli --help` lists.
struct CommandTitle
{
    const char* name;
    const char* summary;
};

/// The commands that need the report library (Qt Gui and Qt Charts). fabrictco-cli lists them
/// and hands them to the report program (ReportProgram.h); the report program and the tests run
/// them in-process (ReportCommand.cpp, ExportCommand.cpp, RfqCommand.cpp). One list for both,
/// so `--help` says the same in each.
inline constexpr CommandTitle kReportCommandTitle{
    "report", "Comparison report as a PDF or an accessible HTML page (English or Chinese)"};
inline constexpr CommandTitle kExportCommandTitle{
    "export", "BOM, yearly costs, risk and sweep as XLSX or CSV"};
inline constexpr CommandTitle kRfqCommandTitle{
    "rfq", "The bills of materials as a request for quotation (XLSX or CSV)"};
inline constexpr std::array<CommandTitle, 3> kReportCommandTitles{
    kReportCommandTitle, kExportCommandTitle, kRfqCommandTitle};

/// Whether `name` is one of kReportCommandTitles.
constexpr bool isReportCommand(std::string_view name)
{
    for (const CommandTitle& title : kReportCommandTitles) {
        if (name == title.name)
            return true;
    }
    return false;
}

} // namespace fabrictco::cli
