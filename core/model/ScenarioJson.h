// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <QByteArray>
#include <QJsonObject>

#include <stdexcept>

namespace fabrictco {

/// A scenario JSON document is malformed; what() names the field path ("plans[2].design.nodes:
/// must be a whole number from 1 to 100000").
class ScenarioJsonError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The full serialisation of a Scenario as JSON ({"format": "fabrictco-scenario", "version": 1,
/// ...}): used by the bundled examples and `show --json`. Decimals are strings, so nothing passes
/// through a double; reading is strict (unknown fields are errors). Ranges are checked by
/// ScenarioValidator, not here: this only checks shape and types.
class ScenarioJson
{
public:
    static QJsonObject toJson(const Scenario& scenario);
    /// Indented UTF-8 JSON with a trailing newline.
    static QByteArray toBytes(const Scenario& scenario);
    static Scenario fromJson(const QJsonObject& object);
    static Scenario fromBytes(const QByteArray& bytes);

    static QJsonObject parameterValueToJson(const ParameterValue& value);
    static QJsonObject uncertaintyToJson(const Uncertainty& uncertainty);
};

} // namespace fabrictco
