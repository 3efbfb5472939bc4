// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportText.h"

#include "presentation/MoneyFormat.h"

namespace fabrictco {

ReportText::ReportText(const QString& language)
    : m_language(language), m_locale(language == QLatin1String("zh_CN")
                                         ? QLocale(QLocale::Chinese, QLocale::China)
                                         : QLocale(QLocale::English, QLocale::UnitedStates))
{
}

QString ReportText::money(const Money& amount) const
{
    return MoneyFormat(m_locale).format(amount);
}

QString ReportText::amount(const Money& amount) const
{
    return MoneyFormat(m_locale).formatAmount(amount);
}

QString ReportText::decimal(const Decimal& value) const
{
    const std::string canonical = value.toString();
    const auto point = canonical.find('.');
    const int places = point == std::string::npos ? 0 : int(canonical.size() - point - 1);
    return MoneyFormat(m_locale).formatDecimal(value, places);
}

QString ReportText::count(std::int64_t value) const
{
    return m_locale.toString(qlonglong(value));
}

QString ReportText::percent(double fraction, int places) const
{
    return m_locale.toString(fraction * 100.0, 'f', places) + QStringLiteral(" %");
}

QString ReportText::date(const QDate& date) const
{
    //: Date format on the report's cover and footer (Qt QDate::toString syntax).
    return m_locale.toString(date, tr("MMMM d, yyyy"));
}

QString ReportText::fabricName(Fabric fabric)
{
    return fabric == Fabric::InfiniBand ? tr("InfiniBand") : tr("RoCE (Ethernet)");
}

QString ReportText::workloadName(Workload workload)
{
    switch (workload) {
    case Workload::LlmTraining:
        return tr("Large-model training");
    case Workload::Hpc:
        return tr("Scientific computing (CFD, climate)");
    case Workload::Hft:
        return tr("High-frequency trading");
    case Workload::DistributedStorage:
        return tr("Distributed storage (Ceph)");
    case Workload::Rendering:
        return tr("Video rendering");
    case Workload::InternetBackend:
        return tr("Internet back-end");
    }
    return {};
}

QString ReportText::teamName(TeamExpertise team)
{
    switch (team) {
    case TeamExpertise::NoRdma:
        return tr("No RDMA experience");
    case TeamExpertise::SomeRdma:
        return tr("Some RDMA experience");
    case TeamExpertise::StrongRoce:
        return tr("Strong RoCE expertise");
    }
    return {};
}

QString ReportText::confidenceName(Confidence confidence)
{
    switch (confidence) {
    case Confidence::Published:
        return tr("published");
    case Confidence::Estimate:
        return tr("estimate");
    case Confidence::Derived:
        return tr("derived");
    case Confidence::Quote:
        return tr("QUOTE");
    case Confidence::User:
        return tr("user");
    }
    return {};
}

QString ReportText::sourceName(ValueSource source)
{
    switch (source) {
    case ValueSource::Override:
        return tr("user override");
    case ValueSource::Quote:
        return tr("QUOTE");
    case ValueSource::Preset:
        return tr("preset");
    case ValueSource::Catalog:
        return tr("catalog");
    }
    return {};
}

} // namespace fabrictco
