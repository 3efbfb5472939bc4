// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// The report's last appendix: the terms a procurement reader meets in it (NPV, P95, CVaR95,
/// PFC, ECN, DCQCN, adaptive routing, ...), each in a sentence, in the report's language.
class ReportGlossary
{
    Q_DECLARE_TR_FUNCTIONS(ReportGlossary)
public:
    /// `letter`: the appendix it is (the last; D or E).
    static QString html(QChar letter);
};

} // namespace fabrictco
