// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/JsonFields.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace fabrictco {

namespace {
std::string quoted(const char* name)
{
    return std::string("\"") + name + "\"";
}
} // namespace

QJsonValue JsonFields::take(const char* name, bool required)
{
    const QString key = QLatin1String(name);
    m_read.insert(key);
    const QJsonValue value = m_object.value(key);
    if (value.isUndefined() && required)
        throw JsonFieldError("missing field " + quoted(name));
    return value;
}

std::string JsonFields::string(const char* name)
{
    const QJsonValue value = take(name, true);
    if (!value.isString())
        throw JsonFieldError("field " + quoted(name) + " must be a string");
    return value.toString().toStdString();
}

std::optional<std::string> JsonFields::optionalString(const char* name)
{
    if (!has(name)) {
        m_read.insert(QLatin1String(name));
        return std::nullopt;
    }
    return string(name);
}

Decimal JsonFields::decimal(const char* name)
{
    const QJsonValue value = take(name, true);
    if (!value.isString())
        throw JsonFieldError("field " + quoted(name) +
                             " must be a decimal in quotes, e.g. \"12.5\"");
    const std::string text = value.toString().toStdString();
    const auto parsed = Decimal::tryParse(text);
    if (!parsed)
        throw JsonFieldError("field " + quoted(name) + " is not a decimal number: \"" +
                             text.substr(0, 40) + "\"");
    return *parsed;
}

std::optional<Decimal> JsonFields::optionalDecimal(const char* name)
{
    if (!has(name)) {
        m_read.insert(QLatin1String(name));
        return std::nullopt;
    }
    return decimal(name);
}

int JsonFields::integer(const char* name, int minimum, int maximum)
{
    const QJsonValue value = take(name, true);
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || std::floor(number) != number || number < minimum || number > maximum) {
        throw JsonFieldError("field " + quoted(name) + " must be a whole number from " +
                             std::to_string(minimum) + " to " + std::to_string(maximum));
    }
    return static_cast<int>(number);
}

std::optional<int> JsonFields::optionalInteger(const char* name, int minimum, int maximum)
{
    if (!has(name)) {
        m_read.insert(QLatin1String(name));
        return std::nullopt;
    }
    return integer(name, minimum, maximum);
}

bool JsonFields::boolean(const char* name, bool fallback)
{
    const QJsonValue value = take(name, false);
    if (value.isUndefined())
        return fallback;
    if (!value.isBool())
        throw JsonFieldError("field " + quoted(name) + " must be true or false");
    return value.toBool();
}

QJsonObject JsonFields::object(const char* name)
{
    const QJsonValue value = take(name, true);
    if (!value.isObject())
        throw JsonFieldError("field " + quoted(name) + " must be an object");
    return value.toObject();
}

std::optional<QJsonObject> JsonFields::optionalObject(const char* name)
{
    if (!has(name)) {
        m_read.insert(QLatin1String(name));
        return std::nullopt;
    }
    return object(name);
}

QJsonArray JsonFields::array(const char* name)
{
    const QJsonValue value = take(name, true);
    if (!value.isArray())
        throw JsonFieldError("field " + quoted(name) + " must be a list");
    return value.toArray();
}

std::optional<QJsonArray> JsonFields::optionalArray(const char* name)
{
    if (!has(name)) {
        m_read.insert(QLatin1String(name));
        return std::nullopt;
    }
    return array(name);
}

void JsonFields::finish() const
{
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!m_read.contains(it.key()))
            throw JsonFieldError("unknown field \"" + it.key().left(40).toStdString() + "\"");
    }
}

QJsonObject JsonFields::parseDocument(const QByteArray& bytes)
{
    // An empty file (a copy that failed, a file truncated by a full disk) says so, rather than
    // "illegal value at byte 0" (found by a stranger).
    if (bytes.trimmed().isEmpty())
        throw JsonFieldError("the file is empty: it holds no JSON");
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        throw JsonFieldError("not valid JSON at byte " + std::to_string(error.offset) + ": " +
                             error.errorString().toStdString());
    }
    if (!document.isObject())
        throw JsonFieldError("the document must be a JSON object");
    return document.object();
}

} // namespace fabrictco
