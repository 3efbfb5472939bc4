// SPDX-License-Identifier: GPL-3.0-or-later
// The locales the locale-independence tests run under, and a scope that switches this process's
// C library locale the way QCoreApplication does from LC_ALL, LC_NUMERIC and LANG.
#pragma once

#include <clocale>
#include <locale.h>
#include <string>
#include <vector>

namespace fabrictco::test {

/// Locales whose number formats differ from C's ("1.234,5", "1 234,5") or whose language does,
/// plus en_US for LANG. scripts/deps.sh generates them.
inline const std::vector<std::string>& testLocales()
{
    static const std::vector<std::string> all{"de_DE.UTF-8", "fr_FR.UTF-8", "zh_CN.UTF-8",
                                              "en_US.UTF-8"};
    return all;
}

/// Empty when every test locale is generated; else which are missing and how to get them. The
/// tests fail, never skip, on a machine without them: there setlocale() would quietly stay in
/// "C" and every comparison would pass without testing anything.
inline std::string missingTestLocales()
{
    std::string missing;
    for (const std::string& name : testLocales()) {
        const locale_t probe = newlocale(LC_ALL_MASK, name.c_str(), locale_t(nullptr));
        if (probe)
            freelocale(probe);
        else
            missing += (missing.empty() ? "" : ", ") + name;
    }
    if (missing.empty())
        return {};
    return "the locale(s) " + missing +
           " are not generated on this machine, so the locale tests cannot run. Generate them: "
           "sudo bash scripts/deps.sh (or add them to /etc/locale.gen and run locale-gen).";
}

/// Sets `category` of the process's C library locale to `name` until the scope ends, then
/// restores every category. ok() is false when the locale does not exist.
class ProcessLocaleScope
{
public:
    ProcessLocaleScope(int category, const char* name)
        : m_saved(std::setlocale(LC_ALL, nullptr)), m_ok(std::setlocale(category, name) != nullptr)
    {
    }
    ~ProcessLocaleScope() { std::setlocale(LC_ALL, m_saved.c_str()); }
    ProcessLocaleScope(const ProcessLocaleScope&) = delete;
    ProcessLocaleScope& operator=(const ProcessLocaleScope&) = delete;

    bool ok() const { return m_ok; }

private:
    std::string m_saved;
    bool m_ok;
};

} // namespace fabrictco::test
