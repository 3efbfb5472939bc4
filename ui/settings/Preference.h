// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

namespace fabrictco::ui {

/// A typed settings handle: the key and the default are declared once (see Settings.h), so no
/// caller spells a key or converts a QVariant by hand.
template <typename T> class Preference
{
public:
    Preference(const char* key, T defaultValue = T{})
        : m_key(QString::fromLatin1(key)), m_default(std::move(defaultValue))
    {
    }

    T get() const
    {
        const QVariant value = QSettings().value(m_key);
        return value.isValid() && value.canConvert<T>() ? value.value<T>() : m_default;
    }
    void set(const T& value) const { QSettings().setValue(m_key, QVariant::fromValue(value)); }
    bool isSet() const { return QSettings().contains(m_key); }
    void clear() const { QSettings().remove(m_key); }
    const QString& key() const { return m_key; }

private:
    QString m_key;
    T m_default;
};

} // namespace fabrictco::ui
