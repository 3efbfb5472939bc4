// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/DocumentHeader.h"

#include "storage/DocumentError.h"
#include "storage/DocumentSchema.h"

#include <cstring>
#include <sstream>
#include <string>

namespace fabrictco {

namespace {

constexpr std::size_t kHeaderSize = 100;
constexpr char kMagic[] = "SQLite format 3"; // followed by a NUL byte: 16 bytes in all

std::uint32_t bigEndian32(const std::vector<unsigned char>& b, std::size_t at)
{
    return (std::uint32_t(b[at]) << 24) | (std::uint32_t(b[at + 1]) << 16) |
           (std::uint32_t(b[at + 2]) << 8) | std::uint32_t(b[at + 3]);
}

std::string hex(std::uint32_t value)
{
    std::ostringstream out;
    out << "0x" << std::hex << value;
    return out.str();
}

} // namespace

int DocumentHeader::check(const std::vector<unsigned char>& bytes)
{
    if (bytes.empty())
        throw DocumentError("the file is empty", DocumentProblem::Empty);
    const bool magicOk =
        std::memcmp(bytes.data(), kMagic, std::min(bytes.size(), sizeof kMagic)) == 0;
    if (!magicOk)
        throw DocumentError("not a FabricTCO document: the file is not an SQLite database",
                            DocumentProblem::NotADocument);
    if (bytes.size() < kHeaderSize)
        throw DocumentError("the file is truncated: " + std::to_string(bytes.size()) +
                                " bytes is shorter than an SQLite header",
                            DocumentProblem::Damaged);
    if (bytes.size() > kMaxFileSize)
        throw DocumentError("the file is too large for a FabricTCO document (" +
                                std::to_string(bytes.size()) + " bytes; at most " +
                                std::to_string(kMaxFileSize) + ")",
                            DocumentProblem::TooLarge);

    const std::uint32_t applicationId = bigEndian32(bytes, 68);
    if (applicationId != DocumentSchema::kApplicationId) {
        throw DocumentError(
            "not a FabricTCO document: it is another program's SQLite database (application_id " +
                hex(applicationId) + ", FabricTCO uses " + hex(DocumentSchema::kApplicationId) +
                ")",
            DocumentProblem::NotADocument);
    }
    // SQLite stores user_version as a signed 32-bit integer: -1 is -1, not 4294967295.
    const auto version = static_cast<std::int32_t>(bigEndian32(bytes, 60));
    if (version > DocumentSchema::kCurrentVersion) {
        throw DocumentError("the document was written by a newer FabricTCO (format version " +
                                std::to_string(version) + "; this program reads versions up to " +
                                std::to_string(DocumentSchema::kCurrentVersion) +
                                "): it needs a newer FabricTCO to open",
                            DocumentProblem::Newer);
    }
    if (version < DocumentSchema::kOldestVersion)
        throw DocumentError("the document has no valid format version (user_version " +
                                std::to_string(version) + ")",
                            DocumentProblem::Damaged);

    // Page size: a power of two from 512 to 65536, stored as 1 for 65536.
    std::uint32_t pageSize = (std::uint32_t(bytes[16]) << 8) | bytes[17];
    if (pageSize == 1)
        pageSize = 65536;
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) != 0)
        throw DocumentError("the file is damaged: invalid SQLite page size " +
                                std::to_string(pageSize),
                            DocumentProblem::Damaged);
    if (bytes.size() % pageSize != 0)
        throw DocumentError("the file is truncated: " + std::to_string(bytes.size()) +
                                " bytes is not a whole number of " + std::to_string(pageSize) +
                                "-byte pages",
                            DocumentProblem::Damaged);
    // The in-header page count is valid when the change counter matches version-valid-for.
    const std::uint32_t pages = bigEndian32(bytes, 28);
    if (pages != 0 && bigEndian32(bytes, 24) == bigEndian32(bytes, 92) &&
        static_cast<std::uint64_t>(pages) * pageSize != bytes.size()) {
        throw DocumentError("the file is truncated: its header announces " + std::to_string(pages) +
                                " pages, it holds " + std::to_string(bytes.size() / pageSize),
                            DocumentProblem::Damaged);
    }
    // FabricTCO writes rollback-journal files (format 1); a WAL-mode file (2) was not saved by
    // it and its data may sit in a -wal file we never read. Any other number is no SQLite file.
    if ((bytes[18] == 2 || bytes[19] == 2) && bytes[18] <= 2 && bytes[19] <= 2)
        throw DocumentError(
            "the file is in SQLite write-ahead-log mode, which FabricTCO documents never use",
            DocumentProblem::Damaged);
    if (bytes[18] != 1 || bytes[19] != 1)
        throw DocumentError("the file is damaged: unknown SQLite file format " +
                                std::to_string(bytes[18]) + "/" + std::to_string(bytes[19]),
                            DocumentProblem::Damaged);
    // Texts are UTF-8 (1); a database in UTF-16 would turn every text, and every error that
    // quotes one, into other characters.
    const std::uint32_t encoding = bigEndian32(bytes, 56);
    if (encoding != 1)
        throw DocumentError("the file is damaged: its texts are not stored as UTF-8 (SQLite text "
                            "encoding " +
                                std::to_string(encoding) + ")",
                            DocumentProblem::Damaged);
    return version;
}

} // namespace fabrictco
