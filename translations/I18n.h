// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace fabrictco::i18n {

/// Languages the product ships: "en" and "zh_CN".
QStringList availableLanguages();

/// A shipped language named in itself ("English", "简体中文"), so a reader can find theirs
/// whatever is installed; the code itself for any other.
QString nativeName(const QString& language);

/// The shipped language closest to `locale` ("zh_CN" for any Chinese locale, else "en").
QString languageForLocale(const QLocale& locale);

/// Replaces the application's translators with FabricTCO's and Qt's for `language` and sets
/// the default QLocale to match. Returns false (and keeps English) for an unknown language.
/// Safe to call again at runtime to switch languages.
bool installLanguage(const QString& language);

/// The language installed by the last successful installLanguage() ("en" before any call).
QString currentLanguage();

/// Installs a language for a scope and restores the previous one when it ends, so a GUI in
/// English can write a Chinese report, and tests can run commands in-process in any order.
class LanguageScope
{
public:
    explicit LanguageScope(const QString& language);
    ~LanguageScope();
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;

    /// False when `language` is not shipped (the previous language stays installed).
    bool installed() const { return m_installed; }

private:
    QString m_previous;
    bool m_installed = false;
};

} // namespace fabrictco::i18n
