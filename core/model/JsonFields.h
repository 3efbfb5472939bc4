// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/money/Decimal.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <set>
#include <stdexcept>
#include <string>

namespace fabrictco {

/// A field of a JSON document is missing, of the wrong type, out of range or unknown.
/// The message names the field; callers add the file and entry.
class JsonFieldError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// Strict, typed reading of one JSON object for the data files: every field read is checked,
/// and finish() rejects fields nobody read, so a typo in a key is an error, not a silent default.
/// Decimals are JSON strings ("36000.00"), never JSON numbers, so no value passes through a double.
class JsonFields
{
public:
    explicit JsonFields(QJsonObject object) : m_object(std::move(object)) {}

    bool has(const char* name) const { return m_object.contains(QLatin1String(name)); }
    std::string string(const char* name);
    std::optional<std::string> optionalString(const char* name);
    Decimal decimal(const char* name);
    std::optional<Decimal> optionalDecimal(const char* name);
    int integer(const char* name, int minimum, int maximum);
    std::optional<int> optionalInteger(const char* name, int minimum, int maximum);
    bool boolean(const char* name, bool fallback);
    QJsonObject object(const char* name);
    std::optional<QJsonObject> optionalObject(const char* name);
    QJsonArray array(const char* name);
    std::optional<QJsonArray> optionalArray(const char* name);

    /// Throws JsonFieldError naming the first field that was never read.
    void finish() const;

    /// Parses a whole document; throws JsonFieldError with the parser's message and offset.
    static QJsonObject parseDocument(const QByteArray& bytes);

private:
    QJsonValue take(const char* name, bool required);
    QJsonObject m_object;
    std::set<QString> m_read;
};

} // namespace fabrictco
