// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/BoundedFile.h"

#include <QFile>

#include <sys/stat.h>

namespace fabrictco {

BoundedFile::Contents BoundedFile::read(const QString& path, qint64 maxBytes)
{
    Contents result;
    // Checked before opening: opening a pipe for reading waits for a writer.
    struct stat info
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) == 0 && !S_ISREG(info.st_mode)) {
        result.problem = Problem::NotRegular;
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.problem = Problem::CannotOpen;
        result.reason = file.errorString();
        return result;
    }
    // One byte more than allowed tells "too large" from "exactly the limit".
    result.bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        result.bytes.clear();
        result.problem = Problem::ReadError;
        result.reason = file.errorString();
    } else if (result.bytes.size() > maxBytes) {
        result.bytes.clear();
        result.problem = Problem::TooLarge;
    }
    return result;
}

std::string BoundedFile::describe(const Contents& contents, qint64 maxBytes)
{
    switch (contents.problem) {
    case Problem::None:
        return {};
    case Problem::CannotOpen:
        return "cannot open: " + contents.reason.toStdString();
    case Problem::NotRegular:
        return "not a regular file (a folder, a device or a pipe cannot be read as one)";
    case Problem::TooLarge:
        return "larger than " + std::to_string(maxBytes) + " bytes";
    case Problem::ReadError:
        return "cannot read: " + contents.reason.toStdString();
    }
    return {};
}

} // namespace fabrictco
