// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/XlsxArchive.h"

#include <unzip.h>

#include <algorithm>
#include <cstring>
#include <string>

namespace fabrictco {

namespace {

/// The workbook's bytes as minizip's file: it reads the zip from memory, never from disk.
using MemoryFile = XlsxArchive::MemoryFile;

voidpf ZCALLBACK openMemory(voidpf opaque, const void*, int mode)
{
    return (mode & ZLIB_FILEFUNC_MODE_WRITE) ? nullptr : opaque;
}

uLong ZCALLBACK readMemory(voidpf, voidpf stream, void* buffer, uLong size)
{
    auto* file = static_cast<MemoryFile*>(stream);
    const auto total = ZPOS64_T(file->bytes->size());
    const ZPOS64_T count = std::min<ZPOS64_T>(size, total - std::min<ZPOS64_T>(total, file->position));
    std::memcpy(buffer, file->bytes->constData() + file->position, std::size_t(count));
    file->position += count;
    return uLong(count);
}

uLong ZCALLBACK writeMemory(voidpf, voidpf, const void*, uLong)
{
    return 0;
}

ZPOS64_T ZCALLBACK tellMemory(voidpf, voidpf stream)
{
    return static_cast<MemoryFile*>(stream)->position;
}

long ZCALLBACK seekMemory(voidpf, voidpf stream, ZPOS64_T offset, int origin)
{
    auto* file = static_cast<MemoryFile*>(stream);
    const auto total = ZPOS64_T(file->bytes->size());
    const ZPOS64_T base = origin == ZLIB_FILEFUNC_SEEK_CUR   ? file->position
                          : origin == ZLIB_FILEFUNC_SEEK_END ? total
                                                             : 0;
    if (offset > total || base + offset > total)
        return -1;
    file->position = base + offset;
    return 0;
}

int ZCALLBACK closeMemory(voidpf, voidpf)
{
    return 0;
}

int ZCALLBACK errorMemory(voidpf, voidpf)
{
    return 0;
}


XlsxReadError damaged(const QString& name)
{
    return XlsxReadError("the workbook's part " + name.toStdString() + " is damaged");
}

} // namespace

XlsxArchive::XlsxArchive(const QByteArray& bytes) : m_file{&bytes, 0}
{
    zlib_filefunc64_def functions{};
    functions.zopen64_file = openMemory;
    functions.zread_file = readMemory;
    functions.zwrite_file = writeMemory;
    functions.ztell64_file = tellMemory;
    functions.zseek64_file = seekMemory;
    functions.zclose_file = closeMemory;
    functions.zerror_file = errorMemory;
    functions.opaque = &m_file;
    m_zip = unzOpen2_64("workbook", &functions);
    if (!m_zip)
        throw XlsxReadError("the file is not a readable XLSX workbook (a damaged zip archive)");
}

XlsxArchive::~XlsxArchive()
{
    unzClose(m_zip);
}

std::optional<QByteArray> XlsxArchive::read(const QString& name)
{
    const QByteArray path = name.toUtf8();
    if (unzLocateFile(m_zip, path.constData(), 2 /* any case */) != UNZ_OK)
        return std::nullopt;
    unz_file_info64 info{};
    if (unzGetCurrentFileInfo64(m_zip, &info, nullptr, 0, nullptr, 0, nullptr, 0) != UNZ_OK)
        throw damaged(name);
    if (info.flag & 1u)
        throw XlsxReadError("the workbook is encrypted: save it without a password");
    if (unzOpenCurrentFile(m_zip) != UNZ_OK)
        throw damaged(name);
    // The entry's declared size may lie: read no more than the limit, whatever it says.
    QByteArray bytes;
    char chunk[1 << 16];
    int got = 0;
    while ((got = unzReadCurrentFile(m_zip, chunk, sizeof chunk)) > 0) {
        if (bytes.size() + got > kMaxPartBytes) {
            unzCloseCurrentFile(m_zip);
            throw XlsxReadError("the workbook's part " + name.toStdString() +
                                " is larger than " +
                                std::to_string(kMaxPartBytes >> 20) +
                                " MiB");
        }
        bytes.append(chunk, got);
    }
    // Closing checks the part's CRC once it has been read whole.
    if (unzCloseCurrentFile(m_zip) != UNZ_OK || got < 0)
        throw damaged(name);
    return bytes;
}

} // namespace fabrictco
