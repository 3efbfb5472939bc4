// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/AtomicFile.h"

#include <QFile>
#include <QSaveFile>

#include <csignal>
#include <sys/stat.h>

namespace fabrictco {

QString AtomicFile::write(const QString& path, const QByteArray& bytes, const QStringList& inputs,
                         OutputPath::Kind kind)
{
    const OutputPath::Target target = OutputPath::resolve(path, inputs, kind);
    if (!target.ok())
        return target.refusal;
    // The resolved name: QSaveFile would follow a link itself, also one that appeared since.
    QSaveFile file(target.path);
    // Unbuffered: a buffered write "succeeds" into Qt's buffer, and Qt 6.4 then loses the
    // error of the late flush (a full disk gave an empty CSV reported as written).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return reason;
        }
        written += n;
    }
    // The rename replaces whatever the name is then: look once more, so that a device or a
    // link put there while the bytes were written is not replaced.
    struct stat now
    {
    };
    if (lstat(QFile::encodeName(target.path).constData(), &now) == 0 && !S_ISREG(now.st_mode)) {
        file.cancelWriting();
        return QStringLiteral("it stopped being a regular file while it was written");
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

void AtomicFile::reportOversizedWrites()
{
    std::signal(SIGXFSZ, SIG_IGN);
}

} // namespace fabrictco
