// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Examples.h"

#include "core/model/DataDirectory.h"
#include "core/model/ScenarioJson.h"

#include <QDir>
#include <QFile>

#include <algorithm>

namespace fabrictco {

const std::vector<std::string>& Examples::names()
{
    static const std::vector<std::string> all{"llm-training", "ceph-storage", "hft"};
    return all;
}

Scenario Examples::load(std::string_view name)
{
    return load(name, DataDirectory::path());
}

Scenario Examples::load(std::string_view name, const QString& dataDirectory)
{
    const auto& known = names();
    if (std::find(known.begin(), known.end(), name) == known.end()) {
        std::string list;
        for (const std::string& n : known)
            list += (list.empty() ? "" : ", ") + n;
        throw ExampleError("unknown example \"" + std::string(name.substr(0, 40)) +
                               "\" (examples: " + list + ")",
                           true);
    }
    const QString path =
        QDir(dataDirectory)
            .filePath(
                QStringLiteral("examples/%1.json")
                    .arg(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()))));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ExampleError(
            path.toStdString() + ": cannot read: " + file.errorString().toStdString(), false);
    try {
        return ScenarioJson::fromBytes(file.readAll());
    } catch (const ScenarioJsonError& e) {
        throw ExampleError(path.toStdString() + ": " + e.what(), false);
    }
}

} // namespace fabrictco
