// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"

namespace fabrictco {

/// Runs the engines for a report: the exact TCO (with the BOM of every year and the resolved
/// inputs with provenance).
class ReportDataBuilder
{
public:
    /// Throws ReportError naming the problem (invalid scenario, a fabric that cannot be built).
    static ReportData build(const Scenario& scenario, const Catalog& catalog,
                            const ReportOptions& options);
};

} // namespace fabrictco
