// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/AtomicFile.h"

#include <QSaveFile>

#include <csignal>

namespace fabrictco {

QString AtomicFile::write(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
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
    if (!file.commit())
        return file.errorString();
    return {};
}

void AtomicFile::reportOversizedWrites()
{
    std::signal(SIGXFSZ, SIG_IGN);
}

} // namespace fabrictco
