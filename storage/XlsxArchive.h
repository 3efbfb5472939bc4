// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <stdexcept>

namespace fabrictco {

/// The file is not a workbook this reader can take (not a zip, no worksheet, damaged XML).
/// what() is English, e.g. "the workbook has no worksheet".
class XlsxReadError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/// The zip archive an XLSX workbook is, read from memory with minizip (the zip library
/// libxlsxwriter writes with), never from disk. Untrusted: a part is read up to kMaxPartBytes
/// whatever its zip entry claims, its CRC is checked, an encrypted part is refused.
class XlsxArchive
{
public:
    static constexpr qint64 kMaxPartBytes = 64 << 20;

    /// `bytes` must outlive the archive. Throws XlsxReadError when it is not a readable zip.
    explicit XlsxArchive(const QByteArray& bytes);
    ~XlsxArchive();
    XlsxArchive(const XlsxArchive&) = delete;
    XlsxArchive& operator=(const XlsxArchive&) = delete;

    /// One part (file) of the archive, found in any letter case; nullopt when absent. Throws
    /// XlsxReadError for a damaged, encrypted or too large part.
    std::optional<QByteArray> read(const QString& name);

    /// Where minizip reads from: the workbook's bytes and a position in them.
    struct MemoryFile
    {
        const QByteArray* bytes = nullptr;
        std::uint64_t position = 0;
    };

private:
    MemoryFile m_file;
    void* m_zip = nullptr;
};

} // namespace fabrictco
