// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/DataDirectory.h"

#include "core/model/CatalogError.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>

namespace fabrictco {

QStringList DataDirectory::candidates()
{
    QStringList result;
    const QByteArray fromEnvironment = qgetenv("FABRICTCO_DATA_DIR");
    if (!fromEnvironment.isEmpty())
        result << QString::fromLocal8Bit(fromEnvironment);
    // /proc/self/exe works without a QCoreApplication (the CLI tests and benchmarks have none).
    const QFileInfo program(QStringLiteral("/proc/self/exe"));
    const QString programPath = program.canonicalFilePath();
    if (!programPath.isEmpty())
        result
            << QFileInfo(programPath).dir().absoluteFilePath(QStringLiteral("../share/fabrictco"));
    result << QStringLiteral(FABRICTCO_SOURCE_DATA_DIR);
    return result;
}

QString DataDirectory::path()
{
    const QStringList places = candidates();
    for (const QString& place : places) {
        if (QFileInfo::exists(QDir(place).filePath(QStringLiteral("catalog.json"))))
            return QDir(place).absolutePath();
    }
    throw CatalogError("catalog.json", "",
                       "bundled data not found; looked in " +
                           places.join(QStringLiteral(", ")).toStdString() +
                           " (set FABRICTCO_DATA_DIR)");
}

} // namespace fabrictco
