// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/RuntimeDirectory.h"

#include <QByteArray>
#include <QDir>
#include <QFile>

#include <cerrno>
#include <cstdlib>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fabrictco {

namespace {

/// `path` is a directory of this user's that only this user can enter (what Qt checks).
bool isPrivateDirectory(const QByteArray& path)
{
    struct stat status
    {
    };
    // lstat: a link planted under that name by someone else is not followed.
    return lstat(path.constData(), &status) == 0 && S_ISDIR(status.st_mode) &&
           status.st_uid == geteuid() && (status.st_mode & 0777) == S_IRWXU;
}

/// A directory of its own under /tmp, removed at exit when Qt left it empty.
QByteArray temporaryRuntimeDirectory()
{
    static char path[] = "/tmp/fabrictco-runtime-XXXXXX";
    if (mkdtemp(path) == nullptr)
        return {};
    std::atexit([] { rmdir(path); });
    return path;
}

} // namespace

void RuntimeDirectory::prepare()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const passwd* user = getpwuid(geteuid());
    if (user == nullptr || user->pw_name == nullptr)
        return;
    // Qt's own fallback (QStandardPaths, RuntimeLocation): the same name, so nothing moves.
    QByteArray path =
        QFile::encodeName(QDir::tempPath()) + "/runtime-" + QByteArray(user->pw_name);
    if ((mkdir(path.constData(), S_IRWXU) != 0 && errno != EEXIST) || !isPrivateDirectory(path)) {
        // TMPDIR unusable (a file, read-only, missing) or the name taken by someone else:
        // Qt would fail there too, and say so on stderr. A fresh private folder instead.
        path = temporaryRuntimeDirectory();
        if (path.isEmpty())
            return;
    }
    setenv("XDG_RUNTIME_DIR", path.constData(), 1);
}

} // namespace fabrictco
