// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QString>

#include <cstdint>

namespace fabrictco {

/// Numbers of the report in its language: the formats every section shares (money always
/// through MoneyFormat, from the exact decimal, never through a double). Names of fabrics,
/// workloads, teams, sources and confidence come from EnumText, as in the desktop application.
class ReportText
{
    Q_DECLARE_TR_FUNCTIONS(ReportText)

public:
    explicit ReportText(const QString& language);

    const QLocale& locale() const { return m_locale; }
    const QString& language() const { return m_language; }

    QString money(const Money& amount) const;               ///< "1,234,567.89 USD"
    QString amount(const Money& amount) const;              ///< "1,234,567.89"
    QString decimal(const Decimal& value) const;            ///< grouped, its own digits ("0.085")
    QString count(std::int64_t value) const;                ///< "1,024"
    QString percent(double fraction, int places = 1) const; ///< statistics only: "97.5 %"
    QString date(const QDate& date) const;

private:
    QString m_language;
    QLocale m_locale;
};

} // namespace fabrictco
