// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/RecoveryStore.h"

#include "storage/AtomicFile.h"
#include "ui/document/DocumentIo.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

namespace fabrictco::ui {

namespace {

constexpr const char* kWork = ".fabrictco";
constexpr const char* kNote = ".json";
constexpr const char* kLock = ".lock";
const QString kUntitled = QStringLiteral("untitled");
// More slots than one person runs windows; past it the window simply has no recovery copy.
constexpr int kMaxSlotsPerDocument = 64;
// A note is a few hundred bytes; anything larger is not ours.
constexpr qint64 kMaxNoteBytes = 64 * 1024;

} // namespace

RecoverySlot& RecoverySlot::operator=(RecoverySlot&& other) noexcept
{
    if (this != &other) {
        m_base = std::move(other.m_base);
        m_lock = std::move(other.m_lock);
        m_documentPath = std::move(other.m_documentPath);
        m_baseState = std::move(other.m_baseState);
        m_savedAt = std::move(other.m_savedAt);
    }
    return *this;
}

QString RecoverySlot::filePath(const char* suffix) const
{
    return m_base + QLatin1String(suffix);
}

bool RecoverySlot::hasWork() const
{
    return isClaimed() && QFileInfo(filePath(kWork)).isFile();
}

QDateTime RecoverySlot::savedAt() const
{
    return m_savedAt.isValid() ? m_savedAt : QFileInfo(filePath(kWork)).lastModified();
}

void RecoverySlot::readNote()
{
    QFile file(filePath(kNote));
    if (file.size() > kMaxNoteBytes || !file.open(QIODevice::ReadOnly))
        return;
    const QJsonObject note = QJsonDocument::fromJson(file.readAll()).object();
    m_documentPath = note.value(QLatin1String("document")).toString();
    m_baseState.sha256 =
        QByteArray::fromHex(note.value(QLatin1String("baseSha256")).toString().toLatin1());
    m_savedAt = QDateTime::fromString(note.value(QLatin1String("savedAtUtc")).toString(),
                                      Qt::ISODateWithMs);
}

DocumentContent RecoverySlot::read() const
{
    return DocumentIo::load(filePath(kWork));
}

void RecoverySlot::write(const DocumentContent& content, const QString& documentPath,
                         const PlanDocument::FileState& baseState)
{
    if (!isClaimed())
        return;
    // The work first: a crash between the two leaves work with an older note, never a note
    // pointing at work that is not there.
    DocumentIo::save(filePath(kWork), content);
    m_documentPath = documentPath;
    m_baseState = baseState;
    m_savedAt = QDateTime::currentDateTimeUtc();
    QJsonObject note;
    note.insert(QLatin1String("document"), documentPath);
    note.insert(QLatin1String("baseSha256"), QString::fromLatin1(baseState.sha256.toHex()));
    note.insert(QLatin1String("savedAtUtc"), m_savedAt.toString(Qt::ISODateWithMs));
    const QString error = AtomicFile::write(filePath(kNote), QJsonDocument(note).toJson());
    if (!error.isEmpty())
        throw DocumentIoError(error.toStdString(), DocumentProblem::CannotWrite);
}

void RecoverySlot::discard()
{
    if (!isClaimed())
        return;
    QFile::remove(filePath(kWork));
    QFile::remove(filePath(kNote));
    m_savedAt = {};
}

void RecoverySlot::release()
{
    discard();
    m_lock.reset(); // ~QLockFile unlocks and removes the lock file
    m_base.clear();
    m_documentPath.clear();
    m_baseState = {};
}

RecoveryStore::RecoveryStore(QString directory) : m_directory(std::move(directory)) {}

QString RecoveryStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

QString RecoveryStore::keyFor(const QString& documentPath) const
{
    if (documentPath.isEmpty())
        return kUntitled;
    const QFileInfo info(documentPath);
    const QString canonical = info.canonicalFilePath();
    const QString path = canonical.isEmpty() ? info.absoluteFilePath() : canonical;
    return QString::fromLatin1(
        QCryptographicHash::hash(path.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
}

std::unique_ptr<QLockFile> RecoveryStore::tryLock(const QString& base)
{
    auto lock = std::make_unique<QLockFile>(base + QLatin1String(kLock));
    // Stale only when its process is gone: a window keeps its slot for hours.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

RecoverySlot RecoveryStore::claim(const QString& documentPath) const
{
    RecoverySlot slot;
    if (!QDir().mkpath(m_directory))
        return slot;
    const QString key = keyFor(documentPath);
    for (int n = 0; n < kMaxSlotsPerDocument; ++n) {
        const QString base =
            m_directory + QLatin1Char('/') + key + QLatin1Char('.') + QString::number(n);
        auto lock = tryLock(base);
        // Work in an unlocked slot belongs to an instance that crashed: it waits to be offered.
        if (!lock || QFileInfo::exists(base + QLatin1String(kWork)))
            continue;
        slot.m_base = base;
        slot.m_lock = std::move(lock);
        slot.m_documentPath = documentPath;
        return slot;
    }
    return slot;
}

void RecoveryStore::adoptLegacyFile(const QString& path) const
{
    if (!QFileInfo(path).isFile() || !QDir().mkpath(m_directory))
        return;
    for (int n = 0; n < kMaxSlotsPerDocument; ++n) {
        const QString target = m_directory + QLatin1Char('/') + kUntitled +
                               QStringLiteral(".legacy%1").arg(n) + QLatin1String(kWork);
        if (!QFileInfo::exists(target)) {
            QFile::rename(path, target);
            return;
        }
    }
}

std::vector<RecoverySlot> RecoveryStore::orphans(const std::optional<QString>& documentPath) const
{
    std::vector<RecoverySlot> found;
    const QString prefix = documentPath ? keyFor(*documentPath) + QLatin1Char('.') : QString();
    const QStringList names =
        QDir(m_directory)
            .entryList({prefix + QLatin1String("*") + QLatin1String(kWork)}, QDir::Files);
    for (const QString& name : names) {
        RecoverySlot slot;
        slot.m_base = m_directory + QLatin1Char('/') + name.chopped(qstrlen(kWork));
        slot.m_lock = tryLock(slot.m_base);
        if (!slot.m_lock)
            continue; // a running instance's
        slot.readNote();
        found.push_back(std::move(slot));
    }
    std::sort(found.begin(), found.end(), [](const RecoverySlot& a, const RecoverySlot& b) {
        return a.savedAt() > b.savedAt();
    });
    return found;
}

} // namespace fabrictco::ui
