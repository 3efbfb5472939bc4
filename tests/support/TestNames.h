// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers shared by parameterised tests and by tests that read files out of archives.
#pragma once

#include <QString>

#include <gtest/gtest.h>
#include <string>

namespace fabrictco::test {

/// A GoogleTest parameter name for an example ("llm-training" -> "llm_training"): names may hold
/// only letters, digits and underscores.
inline std::string exampleTestName(const ::testing::TestParamInfo<const char*>& info)
{
    std::string name = info.param;
    for (char& c : name)
        c = c == '-' ? '_' : c;
    return name;
}

/// `name` as an unzip pattern that matches only itself ("[Content_Types].xml" is a wildcard).
inline QString unzipLiteral(const QString& name)
{
    QString pattern;
    for (const QChar c : name) {
        if (QStringLiteral("[]*?\\").contains(c))
            pattern += QLatin1Char('\\');
        pattern += c;
    }
    return pattern;
}

} // namespace fabrictco::test
