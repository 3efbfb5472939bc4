// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/OutputPath.h"

#include "storage/DocumentSchema.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>

namespace fabrictco {

namespace {

/// What a non-regular file is, in the refusal's words.
QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return QStringLiteral("a folder");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return QStringLiteral("a device");
    if (S_ISFIFO(mode))
        return QStringLiteral("a FIFO (named pipe)");
    if (S_ISSOCK(mode))
        return QStringLiteral("a socket");
    return QStringLiteral("not a regular file");
}

/// The name's ending after its last dot, lower case ("pdf"); empty without one.
QString suffixOf(const QString& path)
{
    return QFileInfo(path).suffix().toLower();
}

/// True when `path` holds a FabricTCO document: SQLite's header with FabricTCO's application id.
bool isDocument(const QByteArray& path)
{
    QFile file(QFile::decodeName(path));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(72);
    if (header.size() < 72 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return false;
    const auto byte = [&header](int at) { return std::uint32_t(std::uint8_t(header[at])); };
    const std::uint32_t applicationId =
        (byte(68) << 24) | (byte(69) << 16) | (byte(70) << 8) | byte(71);
    return applicationId == DocumentSchema::kApplicationId;
}

bool sameFile(const struct stat& a, const struct stat& b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/// The input that is the file `target` is, if any.
QString inputAt(const struct stat& target, const QStringList& inputs)
{
    for (const QString& input : inputs) {
        struct stat status
        {
        };
        if (!input.isEmpty() && stat(QFile::encodeName(input).constData(), &status) == 0 &&
            sameFile(status, target))
            return input;
    }
    return {};
}

} // namespace

OutputPath::Target OutputPath::resolve(const QString& path, const QStringList& inputs, Kind kind)
{
    const QByteArray name = QFile::encodeName(path);
    struct stat link
    {
    };
    if (lstat(name.constData(), &link) != 0)
        return {path, {}}; // a new name; a missing or unreadable folder is the writer's to say
    QString target = path;
    struct stat status = link;
    if (S_ISLNK(link.st_mode)) {
        char resolved[PATH_MAX];
        if (realpath(name.constData(), resolved) == nullptr || stat(resolved, &status) != 0) {
            if (errno == ELOOP)
                return {path, QStringLiteral("it is a loop of symbolic links")};
            return {path, QStringLiteral("it is a symbolic link to a file that does not exist; "
                                         "give the target's own name, or a new one")};
        }
        if (!S_ISREG(status.st_mode))
            return {path, QStringLiteral("it is a symbolic link to %1, not to a regular file")
                              .arg(kindOf(status.st_mode))};
        target = QFile::decodeName(resolved);
    } else if (!S_ISREG(link.st_mode)) {
        return {path, QStringLiteral("it is %1, not a regular file").arg(kindOf(link.st_mode))};
    }
    if (const QString input = inputAt(status, inputs); !input.isEmpty())
        return {path, QStringLiteral("it is %1, which this command reads; choose another name")
                          .arg(input == path ? QStringLiteral("the input file")
                                             : QStringLiteral("the input file ") + input)};
    if (target != path && suffixOf(target) != suffixOf(path))
        return {path, QStringLiteral("it is a symbolic link to %1, another kind of file; give "
                                     "that file's own name, or a new one")
                          .arg(target)};
    if (kind != Kind::Document && isDocument(QFile::encodeName(target)))
        return {path, QStringLiteral("it is a FabricTCO document, which only a document replaces; "
                                     "choose another name")};
    return {target, {}};
}

} // namespace fabrictco
