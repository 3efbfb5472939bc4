// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/ResolvedParameters.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

class Catalog;

/// Where an input's value comes from, as the user tells them apart: each kind has a marker of
/// its own shape in the window (readable in greyscale and on a projector, not by colour alone).
enum class ValueOrigin
{
    None,    ///< not a model parameter (cluster size, plan design): no marker
    Default, ///< the catalog or the picked product: hollow circle
    /// the organisation's catalog (OrganisationCatalog), a default the company set: a circle
    /// half filled
    Organisation,
    Preset, ///< the workload or team answer: hollow diamond
    Quote,  ///< a vendor quote in the document: filled square
    Typed,  ///< the user's own value: filled circle
};

/// A value's origin with the words its marker and menu show.
struct ValueOriginWords
{
    ValueOrigin kind = ValueOrigin::None;
    /// The value this one replaces, in words ("Replaces the default: 28,000 USD ..."); empty
    /// when it replaces nothing.
    QString replaced;
    /// Label of the action that removes the user's value ("Reset to default (...)", "Use the
    /// quote (...)"); empty when there is no value of the user's to remove.
    QString resetAction;
    /// Whether the value is a vendor quote (the marker then offers the quotes list).
    bool fromQuote = false;
    /// The value is a vendor quote whose validity has ended (its marker is struck through).
    bool expired = false;
    /// The risk analysis can draw this input from a range: the menu offers to set one.
    bool rangeable = false;
    /// A default (catalog or product figure) dated over 18 months ago, in words ("price from
    /// 2024: check"); empty otherwise. Its marker is struck through like an expired quote's.
    QString checkNote;
    friend bool operator==(const ValueOriginWords&, const ValueOriginWords&) = default;
};

/// Where a resolved input's value comes from, in the reader's language: its source sentence and
/// its origin (what a typed value or quote replaces, and how to go back to it).
class ValueOriginText
{
    Q_DECLARE_TR_FUNCTIONS(ValueOriginText)
public:
    /// The tooltip line on where `resolved` comes from; empty without a value or a plan.
    static QString provenance(const ResolvedParameter* resolved, const Scenario& scenario,
                              const PlanSpec* plan, const Catalog& catalog);
    /// The origin of `resolved`, with what it replaces and the action that removes it.
    static ValueOriginWords origin(const ResolvedParameter* resolved, const Scenario& scenario,
                                   const PlanSpec* plan, const Catalog& catalog);
};

} // namespace fabrictco
