// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterSpec.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// Where a parameter's value comes from when it is not a catalog or product figure, in words
/// (core's provenance, "preset: team none" or "override", is for logs and the CLI's JSON).
class ParameterSourceText
{
    Q_DECLARE_TR_FUNCTIONS(ParameterSourceText)
public:
    /// "Preset for the workload: Large-model training" / "Preset for the team: No RDMA
    /// experience": the answer to the article's question that set the value.
    static QString preset(const ParameterSpec& spec, const Scenario& scenario);
    /// A value entered in this document, replacing the default.
    static QString override();
};

} // namespace fabrictco
