// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/CommandRegistry.h"

namespace fabrictco::cli {

// One factory per command, each in its own <Name>Command.cpp.

/// `bom`: the fabric bill of materials (BomCommand.cpp).
Command bomCommand();
/// `risk`, `sweep`, `sensitivity`, `recommend`: the risk engine (RiskCommand.cpp, ...).
Command riskCommand();
Command sweepCommand();
Command sensitivityCommand();
Command priceToBeatCommand();
Command recommendCommand();

/// `tco`: year-by-year total cost of ownership of each plan (TcoCommand.cpp).
Command tcoCommand();

/// `new`, `show`, `set`, `import-prices`: plan documents (NewCommand.cpp, ...).
Command newCommand();
Command showCommand();
Command setCommand();
Command planCommand();
Command importPricesCommand();

#ifdef FABRICTCO_HAVE_REPORT
/// `report`: the comparison report as a PDF (ReportCommand.cpp). Needs a QApplication.
Command reportCommand();
/// `export`: BOM, yearly costs, risk and sweep as XLSX or CSV (ExportCommand.cpp).
Command exportCommand();
/// `rfq`: the bills of materials as a request for quotation (RfqCommand.cpp).
Command rfqCommand();
/// The three above (kReportCommandTitles), as this program runs them. Defined twice, one
/// definition per program (CliPrograms.h): the report program and the tests run them
/// in-process (ReportCommands.cpp); fabrictco-cli-core only lists them
/// (ReportCommandsElsewhere.cpp).
std::vector<Command> reportCommands();
#endif

/// All commands in display order (defined in Commands.cpp).
std::vector<Command> allCommands();

} // namespace fabrictco::cli
