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

void RuntimeDirectory::prepare()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const passwd* user = getpwuid(geteuid());
    if (user == nullptr || user->pw_name == nullptr)
        return;
    // Qt's own fallback (QStandardPaths, RuntimeLocation): the same name, so nothing moves.
    const QByteArray path =
        QFile::encodeName(QDir::tempPath()) + "/runtime-" + QByteArray(user->pw_name);
    if (mkdir(path.constData(), S_IRWXU) != 0 && errno != EEXIST)
        return;
    struct stat status
    {
    };
    // lstat: a link planted under that name by someone else is not followed.
    if (lstat(path.constData(), &status) != 0 || !S_ISDIR(status.st_mode) ||
        status.st_uid != geteuid() || (status.st_mode & 0777) != S_IRWXU)
        return;
    setenv("XDG_RUNTIME_DIR", path.constData(), 1);
}

} // namespace fabrictco
