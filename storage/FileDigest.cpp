// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/FileDigest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace fabrictco {

QString FileDigest::sha256Prefix(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file))
        return {};
    return QString::fromLatin1(hash.result().toHex().left(12));
}

} // namespace fabrictco
