// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations/I18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <memory>

namespace fabrictco::i18n {

namespace {
struct InstalledTranslators
{
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
    QString language = QStringLiteral("en");
};

InstalledTranslators& installed()
{
    static InstalledTranslators state;
    return state;
}
} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString nativeName(const QString& language)
{
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    return language;
}

QString languageForLocale(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

bool installLanguage(const QString& language)
{
    if (!availableLanguages().contains(language))
        return false;
    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(QStringLiteral(":/i18n/fabrictco_%1.qm").arg(language)))
        return false;
    auto qt = std::make_unique<QTranslator>();
    const bool haveQt = qt->load(QStringLiteral("qtbase_%1").arg(language),
                                 QLibraryInfo::path(QLibraryInfo::TranslationsPath));

    InstalledTranslators& state = installed();
    if (state.ours)
        QCoreApplication::removeTranslator(state.ours.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.ours = std::move(ours);
    state.qt = haveQt ? std::move(qt) : nullptr;
    if (state.qt)
        QCoreApplication::installTranslator(state.qt.get());
    QCoreApplication::installTranslator(state.ours.get());
    state.language = language;
    QLocale::setDefault(
        QLocale(language == QLatin1String("zh_CN") ? QLocale::Chinese : QLocale::English,
                language == QLatin1String("zh_CN") ? QLocale::China : QLocale::UnitedStates));
    return true;
}

QString currentLanguage()
{
    return installed().language;
}

LanguageScope::LanguageScope(const QString& language)
    : m_previous(currentLanguage()), m_installed(installLanguage(language))
{
}

LanguageScope::~LanguageScope()
{
    if (m_installed)
        installLanguage(m_previous);
}

} // namespace fabrictco::i18n
