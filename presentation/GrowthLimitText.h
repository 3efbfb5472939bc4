// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/GrowthLimits.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

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
    /// Why the plans `leftOut` of `scenario` have no figures (BuildablePlans): a sentence per
    /// plan that outgrows its fabric; with `firstYearReasons`, the engine's reason for each that
    /// cannot be built at all (the window says that beside the field at fault instead); then
    /// that the figures compare the other plans without them.
    static QStringList whyLeftOut(const Scenario& scenario, const Catalog& catalog,
                                  const std::vector<std::string>& leftOut, bool firstYearReasons,
                                  const QLocale& locale = QLocale());
    /// That the figures compare the `priced` plans without the plans `names`; with one plan
    /// priced, that its figures stand alone and nothing is recommended.
    static QString plansLeftOut(const QStringList& names, const QStringList& priced);
    /// The names of the plans `ids` of `scenario` (a plan's id where it has no name), in plan
    /// order: the plans left out, as every output names them.
    static QStringList planNames(const Scenario& scenario, const std::vector<std::string>& ids);
    /// “A”, “B”: plan names quoted, as a name may hold a comma ("RoCE, one switch vendor").
    static QString quotedNames(const QStringList& names);
};

} // namespace fabrictco
