// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

namespace fabrictco::ui {

/// A typed settings handle: the key and the default are declared once (see Settings.h), so no
/// caller spells a key or converts a QVariant by hand.
///
/// Never put a key in a group called "general" (any case): Qt's INI format writes that group
/// as "[%General]" and reads it back as "General", so the value is lost on the next start.
/// `legacyKey` is where an older version kept the value; it is read until the value is set.
template <typename T> class Preference
{
public:
    Preference(const char* key, T defaultValue = T{}, const char* legacyKey = nullptr)
        : m_key(QString::fromLatin1(key)), m_default(std::move(defaultValue)),
          m_legacyKey(legacyKey ? QString::fromLatin1(legacyKey) : QString())
    {
    }

    T get() const
    {
        const QSettings settings;
        QVariant value = settings.value(m_key);
        if (!value.isValid() && !m_legacyKey.isEmpty())
            value = settings.value(m_legacyKey);
        return value.isValid() && value.canConvert<T>() ? value.value<T>() : m_default;
    }
    void set(const T& value) const
    {
        QSettings settings;
        settings.setValue(m_key, QVariant::fromValue(value));
        if (!m_legacyKey.isEmpty())
            settings.remove(m_legacyKey);
    }
    bool isSet() const
    {
        const QSettings settings;
        return settings.contains(m_key) ||
               (!m_legacyKey.isEmpty() && settings.contains(m_legacyKey));
    }
    void clear() const
    {
        QSettings settings;
        settings.remove(m_key);
        if (!m_legacyKey.isEmpty())
            settings.remove(m_legacyKey);
    }
    const QString& key() const { return m_key; }

private:
    QString m_key;
    T m_default;
    QString m_legacyKey;
};

} // namespace fabrictco::ui
