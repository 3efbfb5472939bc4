// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/GrowthLimits.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace fabrictco {

/// Says in one sentence which plan outgrows its fabric, in which year, against which limit,
/// and what to change (bigger switches, fewer rails, more oversubscription, slower growth).
class GrowthLimitText
{
    Q_DECLARE_TR_FUNCTIONS(GrowthLimitText)
public:
    static QString explain(const GrowthLimit& limit, const QString& planName,
                           const QLocale& locale = QLocale());
    /// A sentence per plan that outgrows its fabric within the horizon (GrowthLimits); empty
    /// when every plan holds the cluster in every year.
    static QStringList outgrown(const Scenario& scenario, const Catalog& catalog,
                                const QLocale& locale = QLocale());
    /// Why the cost engine could not compute `scenario`: a sentence per plan that outgrows its
    /// fabric (GrowthLimits), or `engineMessage` when size is not the reason. The window, the
    /// CLI and the report all say it this way.
    static QStringList whyNoCosts(const Scenario& scenario, const Catalog& catalog,
                                  const QString& engineMessage, const QLocale& locale = QLocale());
};

} // namespace fabrictco
