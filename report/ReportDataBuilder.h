// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportControl.h"
#include "report/ReportData.h"

namespace fabrictco {

/// Runs the engines for a report: the exact TCO (with the BOM of every year and the resolved
/// inputs with provenance) and the risk analysis. Data only, no words: safe on a worker thread.
class ReportDataBuilder
{
public:
    /// Throws ReportError naming the problem (invalid scenario, a fabric that cannot be built),
    /// ReportCancelled when `control.stop` is requested.
    static ReportData build(const Scenario& scenario, const Catalog& catalog,
                            const ReportOptions& options, const ReportControl& control = {});
    /// The same without the risk analysis (ReportRiskBuilder::build gives it): the parts of
    /// the report that do not read it are laid out while it runs (ReportPages).
    static ReportData buildWithoutRisk(const Scenario& scenario, const Catalog& catalog,
                                       const ReportOptions& options);
};

} // namespace fabrictco
