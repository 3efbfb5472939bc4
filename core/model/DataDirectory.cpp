// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/DataDirectory.h"

#include "core/model/CatalogError.h"

#include <QCoreApplication>
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
    // The program's own folder: from the application object when there is one, else from the
    // kernel (the CLI's in-process tests and the benchmarks have no QCoreApplication).
    QString programDir;
    if (QCoreApplication::instance() != nullptr)
        programDir = QCoreApplication::applicationDirPath();
    else if (const QString exe = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
             !exe.isEmpty())
        programDir = QFileInfo(exe).absolutePath();
    // A program in bin, or one of the command-line programs in libexec/fabrictco.
    if (!programDir.isEmpty()) {
        for (const char* fromProgram :
             {FABRICTCO_DATA_FROM_BINDIR, FABRICTCO_DATA_FROM_LIBEXECDIR}) {
            const QString place =
                QDir::cleanPath(QDir(programDir).absoluteFilePath(QString::fromUtf8(fromProgram)));
            if (!result.contains(place))
                result << place;
        }
    }
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
