// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Bom.h"
#include "core/model/Catalog.h"
#include "core/model/ResolvedParameters.h"
#include "core/model/Scenario.h"
#include "report/ReportOptions.h"

#include <vector>

namespace fabrictco {

/// One plan as the report shows it.
struct ReportPlan
{
    PlanSpec spec;
    Bom firstYearBom;
    ResolvedParameters parameters;
};

/// Everything the report and the spreadsheets print, computed once by ReportDataBuilder from the
/// engines. The writers only format it, so the PDF, the XLSX and the CSV show the same figures.
struct ReportData
{
    Scenario scenario;
    Catalog catalog;
    ReportOptions options;
    std::vector<ReportPlan> plans;
};

} // namespace fabrictco
