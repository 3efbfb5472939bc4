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

#include <QFile>

namespace fabrictco {

namespace {

void quickCheck(SqliteConnection& db)
{
    SqliteStatement check(db, "PRAGMA quick_check(1)");
    check.setContext("integrity check");
    if (!check.step())
        throw DocumentError("the file is damaged: SQLite's integrity check returned nothing");
    const std::string result = check.text(0, "result");
    if (result != "ok")
        throw DocumentError("the file is damaged: " + result.substr(0, 200));
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
            throw DocumentError("the file is damaged: its header and database disagree");
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

DocumentContent PlanDocument::open(const QString& path, int* fileVersion)
{
    const auto maxBytes = qint64(DocumentHeader::kMaxFileSize);
    const BoundedFile::Contents file = BoundedFile::read(path, maxBytes);
    if (file.problem == BoundedFile::Problem::TooLarge)
        throw DocumentError(fileName(path) + ": the file is too large for a FabricTCO document (" +
                            BoundedFile::describe(file, maxBytes) + ")");
    if (file.problem != BoundedFile::Problem::None)
        throw DocumentError(fileName(path) + ": " + BoundedFile::describe(file, maxBytes));
    const QByteArray& data = file.bytes;
    const std::vector<unsigned char> bytes(data.begin(), data.end());
    try {
        return fromBytes(bytes, fileVersion);
    } catch (const DocumentError& e) {
        throw DocumentError(fileName(path) + ": " + e.what());
    }
}

void PlanDocument::save(const DocumentContent& content, const QString& path)
{
    std::vector<unsigned char> bytes;
    try {
        bytes = toBytes(content);
    } catch (const DocumentError& e) {
        throw DocumentError(fileName(path) + ": not saved: " + e.what());
    }
    const QString failure = AtomicFile::write(
        path, QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size())));
    if (!failure.isEmpty())
        throw DocumentError(fileName(path) + ": cannot save: " + failure.toStdString());
}

} // namespace fabrictco
