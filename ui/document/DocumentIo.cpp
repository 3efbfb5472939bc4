// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/DocumentIo.h"

#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"

#include <QDir>
#include <QStandardPaths>

namespace fabrictco::ui {

DocumentContent DocumentIo::load(const QString& path)
{
    try {
        return PlanDocument::open(path);
    } catch (const DocumentError& error) {
        throw DocumentIoError(error.what());
    }
}

void DocumentIo::save(const QString& path, const DocumentContent& content)
{
    try {
        PlanDocument::save(content, path);
    } catch (const DocumentError& error) {
        throw DocumentIoError(error.what());
    }
}

QString DocumentIo::recoveryPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/recovery.fabrictco");
}

} // namespace fabrictco::ui
