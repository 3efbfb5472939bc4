// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/PlanDocument.h"

#include "core/model/RetiredParameters.h"
#include "core/money/Decimal.h"
#include "storage/AtomicFile.h"
#include "storage/BoundedFile.h"
#include "storage/DocumentError.h"
#include "storage/DocumentHeader.h"
#include "storage/DocumentMigrations.h"
#include "storage/DocumentReader.h"
#include "storage/DocumentSchema.h"
#include "storage/DocumentValidator.h"
#include "storage/DocumentWriter.h"
#include "storage/SqliteConnection.h"
#include "storage/SqliteStatement.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

namespace fabrictco {

namespace {

void quickCheck(SqliteConnection& db)
{
    SqliteStatement check(db, "PRAGMA quick_check(1)");
    check.setContext("integrity check");
    if (!check.step())
        throw DocumentError("the file is damaged: SQLite's integrity check returned nothing",
                            DocumentProblem::Damaged);
    const std::string result = check.text(0, "result");
    if (result != "ok")
        throw DocumentError("the file is damaged: " + result.substr(0, 200),
                            DocumentProblem::Damaged);
}

std::string fileName(const QString& path)
{
    return path.toStdString();
}

} // namespace

DocumentContent PlanDocument::fromBytes(const std::vector<unsigned char>& bytes, int* fileVersion)
{
    try {
        const int version = DocumentHeader::check(bytes);
        SqliteConnection db(bytes);
        quickCheck(db);
        if (db.pragmaInteger("PRAGMA application_id") != DocumentSchema::kApplicationId ||
            db.pragmaInteger("PRAGMA user_version") != version) {
            throw DocumentError("the file is damaged: its header and database disagree",
                                DocumentProblem::Damaged);
        }
        DocumentSchema::verify(db, version);
        if (version < DocumentSchema::kCurrentVersion) {
            DocumentMigrations::upgrade(db, version);
            DocumentSchema::verify(db, DocumentSchema::kCurrentVersion);
        }
        DocumentContent content = DocumentReader::read(db);
        // Inputs under an older name move to the current one; an input this version no longer
        // prices moves into the notes, so the document opens.
        renameParameters(content.scenario);
        retireParameters(content.scenario);
        DocumentValidator::check(content);
        if (fileVersion != nullptr)
            *fileVersion = version;
        return content;
    } catch (const DecimalError& e) {
        // Money and Decimal guard their own invariants; a file that trips them is bad data.
        throw DocumentError(std::string("invalid value: ") + e.what());
    }
}

std::vector<unsigned char> PlanDocument::toBytes(const DocumentContent& content)
{
    DocumentValidator::check(content);
    SqliteConnection db;
    DocumentSchema::create(db);
    DocumentWriter::write(db, content);
    return db.serialize();
}

namespace {

QByteArray sha256(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

/// Other writers get this long to finish their save before this one gives up.
constexpr int kLockWaitMs = 10'000;

} // namespace

DocumentContent PlanDocument::open(const QString& path, int* fileVersion, FileState* state)
{
    const auto maxBytes = qint64(DocumentHeader::kMaxFileSize);
    const BoundedFile::Contents file = BoundedFile::read(path, maxBytes);
    if (file.problem == BoundedFile::Problem::TooLarge)
        throw DocumentError(fileName(path) + ": the file is too large for a FabricTCO document (" +
                                BoundedFile::describe(file, maxBytes) + ")",
                            DocumentProblem::TooLarge);
    if (file.problem != BoundedFile::Problem::None)
        throw DocumentError(
            fileName(path) + ": " + BoundedFile::describe(file, maxBytes),
            file.problem == BoundedFile::Problem::NotRegular   ? DocumentProblem::NotRegular
            : file.problem == BoundedFile::Problem::CannotOpen ? DocumentProblem::CannotOpen
                                                               : DocumentProblem::CannotRead);
    const QByteArray& data = file.bytes;
    if (state)
        state->sha256 = sha256(data);
    const std::vector<unsigned char> bytes(data.begin(), data.end());
    try {
        return fromBytes(bytes, fileVersion);
    } catch (const DocumentError& e) {
        throw DocumentError(fileName(path) + ": " + e.what(), e.problem());
    }
}

PlanDocument::FileState PlanDocument::save(const DocumentContent& content, const QString& path,
                                           const FileState* expected)
{
    std::vector<unsigned char> bytes;
    try {
        bytes = toBytes(content);
    } catch (const DocumentError& e) {
        throw DocumentError(fileName(path) + ": not saved: " + e.what(), e.problem());
    }
    const QByteArray data(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
    // One writer at a time between the check and the rename; a lock left by a crashed writer
    // is taken over (QLockFile checks whether its process still runs).
    QLockFile lock(path + QStringLiteral(".lock"));
    if (!lock.tryLock(kLockWaitMs) && lock.error() == QLockFile::LockFailedError)
        throw DocumentError(fileName(path) + ": another program is saving it (" +
                                (path + QStringLiteral(".lock")).toStdString() + "); nothing saved",
                            DocumentProblem::Locked);
    // Any other lock error means the folder cannot take a file: the write below fails with the
    // system's reason.
    if (expected && !expected->sha256.isEmpty() && QFileInfo::exists(path)) {
        const BoundedFile::Contents now =
            BoundedFile::read(path, qint64(DocumentHeader::kMaxFileSize));
        if (now.problem != BoundedFile::Problem::None || sha256(now.bytes) != expected->sha256)
            throw DocumentChangedError(fileName(path) +
                                       " changed since it was read; nothing saved");
    }
    const QString failure = AtomicFile::write(path, data, {}, OutputPath::Kind::Document);
    if (!failure.isEmpty())
        throw DocumentError(fileName(path) + ": cannot save: " + failure.toStdString(),
                            DocumentProblem::CannotWrite);
    return FileState{sha256(data)};
}

} // namespace fabrictco
