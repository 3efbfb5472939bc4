// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"
#include "report/ReportText.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// The sections of the report that describe the inputs: the cluster and plans, the bill of
/// materials of each plan, every assumption with its source and date, and the methodology.
class ReportInputSections
{
    Q_DECLARE_TR_FUNCTIONS(ReportInputSections)

public:
    ReportInputSections(const ReportData& data, const ReportText& text) : m_data(data), m_text(text)
    {
    }

    QString scenarioInputs() const;
    QString billOfMaterials() const;
    QString assumptions() const;
    /// The document's vendor quotes with their validity on the report's date (after the
    /// assumptions, which cite them); empty when there are none.
    QString quotes() const;
    QString methodology() const;

private:
    QString parameterValue(const ResolvedParameter& parameter) const;
    QString planName(const PlanSpec& plan) const;

    const ReportData& m_data;
    const ReportText& m_text;
};

} // namespace fabrictco
