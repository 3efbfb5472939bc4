// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <QString>

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace fabrictco {

/// An example name is unknown or its file cannot be read; the message lists the known names.
class ExampleError : public std::runtime_error
{
public:
    /// `unknownName`: no example has that name (else its file is unreadable or damaged).
    ExampleError(const std::string& message, bool unknownName)
        : std::runtime_error(message), m_unknownName(unknownName)
    {
    }
    bool unknownName() const { return m_unknownName; }

private:
    bool m_unknownName;
};

/// The bundled example scenarios in <data>/examples/<name>.json, named after the article's cases:
/// "llm-training" (the default), "ceph-storage", "hft".
class Examples
{
public:
    static constexpr std::string_view kDefault = "llm-training";
    /// The bundled names, default first.
    static const std::vector<std::string>& names();
    /// Loads from DataDirectory::path(); throws ExampleError for an unknown name (listing the
    /// names) and ScenarioJsonError / ExampleError for a broken file.
    static Scenario load(std::string_view name);
    static Scenario load(std::string_view name, const QString& dataDirectory);
};

} // namespace fabrictco
