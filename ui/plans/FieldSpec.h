// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ParameterSpec.h"
#include "core/model/Scenario.h"
#include "core/money/Decimal.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace fabrictco::ui {

/// Metadata for one editable input: what the editor shows (label, unit, meaning), what it
/// accepts (kind, range, extra rule) and how to read and write it. Every value is an exact
/// Decimal so one generic editor and one undo command type serve them all.
struct FieldSpec
{
    enum class Kind
    {
        Integer,
        Decimal,
        Boolean,
    };

    QString key;    ///< stable id, part of the undo merge key ("switchRadix")
    QString label;  ///< translated
    QString unit;   ///< translated, may be empty
    QString help;   ///< translated meaning, shown as the tooltip
    QString source; ///< where the default comes from (translated), shown under the meaning
    Kind kind = Kind::Decimal;
    Decimal min;
    Decimal max;
    /// Extra rule beyond the range; returns the explanation when the value breaks it.
    std::function<QString(const Decimal&)> rule;
    /// An amount of money: shown to the cent at least ("1088.10"), as typed and quoted.
    bool money = false;

    /// Empty when `value` is acceptable, else a sentence saying what is wrong and what fits.
    QString validate(const Decimal& value) const;
};

/// A plan-scoped input: read from and written to one PlanSpec. A cost-model parameter has
/// `parameter` set instead: its value is the plan's override, else the resolved default, and an
/// edit writes the override.
struct PlanField
{
    FieldSpec spec;
    std::function<Decimal(const PlanSpec&)> get;
    std::function<void(PlanSpec&, const Decimal&)> set;
    const ParameterSpec* parameter = nullptr;
};

/// A scenario-wide input shared by every plan.
struct ClusterField
{
    FieldSpec spec;
    std::function<Decimal(const Scenario&)> get;
    std::function<void(Scenario&, const Decimal&)> set;
};

/// The inputs the plan columns and the cluster panel show, in the current language.
class Fields
{
    Q_DECLARE_TR_FUNCTIONS(Fields)
public:
    static std::vector<PlanField> planFields();
    static std::vector<ClusterField> clusterFields();
    /// Editors for the cost model's parameters of one scope (ParameterRegistry), prices first.
    static std::vector<PlanField> parameterFields(ParameterScope scope);
    /// The FieldSpec of a registry parameter (fractions shown as percentages).
    static FieldSpec parameterSpec(const ParameterSpec& parameter, const Currency& currency);
    /// The label of the cluster or design field `key`, in the current language; `key` itself
    /// when no such field exists.
    static QString label(const QString& key);
};

} // namespace fabrictco::ui
