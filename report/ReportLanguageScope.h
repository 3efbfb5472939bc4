// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportError.h"
#include "translations/I18n.h"

#include <QLocale>
#include <QString>

namespace fabrictco {

/// Installs the report's language and restores the previous one, so a window in English can
/// export a Chinese report without switching its own language. The GUI thread only: installing
/// a language replaces the application's translators. Installs nothing when the language and
/// its default locale are already in place (the window then gets no needless LanguageChange).
class ReportLanguageScope
{
public:
    explicit ReportLanguageScope(const QString& language) : m_previous(i18n::currentLanguage())
    {
        const QString localeName =
            language == QLatin1String("zh_CN") ? QStringLiteral("zh_CN") : QStringLiteral("en_US");
        if (language == m_previous && QLocale().name() == localeName)
            return;
        if (!i18n::installLanguage(language))
            throw ReportError("unknown language \"" + language.toStdString() +
                              "\": use en or zh_CN");
        m_installed = true;
    }
    ~ReportLanguageScope()
    {
        if (m_installed)
            i18n::installLanguage(m_previous);
    }
    ReportLanguageScope(const ReportLanguageScope&) = delete;
    ReportLanguageScope& operator=(const ReportLanguageScope&) = delete;

private:
    QString m_previous;
    bool m_installed = false;
};

} // namespace fabrictco
