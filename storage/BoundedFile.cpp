// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/BoundedFile.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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
    // Non-blocking: a "regular" file of the kernel's (/proc/kmsg) waits forever for its next
    // line; this way the read fails at once instead. A real file is not affected.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    QFile file;
    if (fd < 0 || !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        if (fd >= 0)
            ::close(fd);
        result.problem = Problem::CannotOpen;
        result.reason = fd < 0 ? QString::fromLocal8Bit(std::strerror(errno)) : file.errorString();
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
