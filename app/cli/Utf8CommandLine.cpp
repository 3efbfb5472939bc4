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
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder(QByteArrayView(bytes));
    return !decoder.hasError();
}

} // namespace

std::string Utf8CommandLine::argumentProblem(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (!isUtf8(argv[i]))
            return "argument " + std::to_string(i) +
                   " is not UTF-8 text; FabricTCO reads and writes file names as UTF-8, so it "
                   "would use another name than the one given: rename the file or choose "
                   "another name";
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
