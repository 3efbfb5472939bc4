// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/support/WidgetApplication.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace fabrictco::test {

/// Writes `bytes` to `name` in `dir` (a quote list, a document) and returns its path.
inline QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(bytes);
    return path;
}

} // namespace fabrictco::test
