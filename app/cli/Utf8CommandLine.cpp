// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Utf8CommandLine.h"

#include <QByteArray>
#include <QStringDecoder>

#include <climits>
#include <unistd.h>

namespace fabrictco::cli {

namespace {

bool isUtf8(const char* bytes)
{
    // Stateless: a sequence cut short at the end ("n\xe9") is an error too, not input to wait
    // for (the default decoder kept it for a next call and reported nothing).
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(QByteArrayView(bytes));
    return !decoder.hasError();
}

/// The argument as it can be shown: printable ASCII as it is, every other byte as \xhh.
std::string shown(const char* bytes)
{
    static const char* const kHex = "0123456789abcdef";
    std::string text;
    for (const char* c = bytes; *c != '\0' && text.size() < 80; ++c) {
        const auto byte = static_cast<unsigned char>(*c);
        if (byte >= 0x20 && byte < 0x7f) {
            text += char(byte);
        } else {
            text += "\\x";
            text += kHex[byte >> 4];
            text += kHex[byte & 0xf];
        }
    }
    return text;
}

} // namespace

std::string Utf8CommandLine::argumentProblem(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (!isUtf8(argv[i]))
            return "argument " + std::to_string(i) + " (\"" + shown(argv[i]) +
                   "\") is not UTF-8 text; FabricTCO takes file names and values as UTF-8, "
                   "and would have used another name or value than the one given";
    }
    return {};
}

std::string Utf8CommandLine::currentFolderProblem()
{
    char path[PATH_MAX];
    if (::getcwd(path, sizeof path) == nullptr)
        return {}; // a removed folder: each file operation says so for itself
    if (!isUtf8(path))
        return "the current folder's path is not UTF-8 text, and FabricTCO reads and writes "
               "file names as UTF-8 (a file named here would be looked for elsewhere): run it "
               "from a folder whose path is UTF-8";
    return {};
}

} // namespace fabrictco::cli
