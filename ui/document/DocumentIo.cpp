// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/DocumentIo.h"

#include <QDir>
#include <QStandardPaths>

namespace fabrictco::ui {

bool DocumentIo::available()
{
    return false;
}

Scenario DocumentIo::load(const QString& path)
{
    throw DocumentIoError(
        tr("Cannot open %1: this build has no document storage yet.").arg(path).toStdString());
}

void DocumentIo::save(const QString& path, const Scenario&)
{
    throw DocumentIoError(
        tr("Cannot save %1: this build has no document storage yet.").arg(path).toStdString());
}

QString DocumentIo::recoveryPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/recovery.fabrictco");
}

} // namespace fabrictco::ui
