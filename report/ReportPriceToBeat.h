// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportData.h"
#include "report/ReportText.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace fabrictco {

class PriceToBeatText;

/// The report's price to beat (issue 43): a section after the recommendation with what the
/// runner-up would have to offer, and the full table of every input of both plans in an
/// appendix. The words and figures are PriceToBeatText's, as the window shows them.
class ReportPriceToBeat
{
    Q_DECLARE_TR_FUNCTIONS(ReportPriceToBeat)

public:
    ReportPriceToBeat(const ReportData& data, const ReportText& text) : m_data(data), m_text(text)
    {
    }

    /// Empty with one plan (nothing to beat).
    QString section() const;
    /// "Appendix D: the price to beat of every input"; empty with one plan.
    QString appendix() const;
    /// The appendix's heading, which the section refers to.
    static QString appendixTitle();
    /// The words and rows of the report's price to beat in `locale`, with the document's plan
    /// names (the XLSX sheet's too); null with one plan.
    static std::unique_ptr<PriceToBeatText> text(const ReportData& data, const QLocale& locale);

private:
    const ReportData& m_data;
    const ReportText& m_text;
};

} // namespace fabrictco
