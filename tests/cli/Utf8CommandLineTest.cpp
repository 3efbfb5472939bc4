// SPDX-License-Identifier: GPL-3.0-or-later
// File names are UTF-8 (app/cli/Utf8CommandLine.h): a name that is not was decoded with U+FFFD
// in place of its bad bytes, and `report -o $'\xff'.pdf` wrote "\xef\xbf\xbd.pdf" and exited 0.
// Found by a stranger. Runs the real fabrictco-cli: the bytes must reach it as they are.
#include "app/cli/Utf8CommandLine.h"

#include "tests/cli/CliProcess.h"

#include <QDir>
#include <QTemporaryDir>

#include <cstdlib>
#include <gtest/gtest.h>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace fabrictco::cli {
namespace {

TEST(Utf8CommandLineTest, ArgumentsThatAreNotUtf8AreNamed)
{
    char program[] = "fabrictco-cli";
    char report[] = "report";
    char chinese[] = "\xe6\x8a\xa5\xe5\x91\x8a with spaces.pdf";
    char latin1[] = "r\xe9sum\xe9.pdf";
    char* fine[] = {program, report, chinese, nullptr};
    char* bad[] = {program, report, chinese, latin1, nullptr};
    EXPECT_EQ(Utf8CommandLine::argumentProblem(3, fine), "");
    EXPECT_EQ(Utf8CommandLine::argumentProblem(4, bad),
              "argument 3 (\"r\\xe9sum\\xe9.pdf\") is not UTF-8 text; FabricTCO takes file "
              "names and values as UTF-8, and would have used another name or value than the one "
              "given");
    // A sequence cut short at the very end is no more UTF-8 than one cut short inside.
    char cutShort[] = "n\xe9";
    char* endsBadly[] = {program, report, cutShort, nullptr};
    EXPECT_EQ(Utf8CommandLine::argumentProblem(3, endsBadly).rfind("argument 2 (\"n\\xe9\")", 0),
              0u)
        << Utf8CommandLine::argumentProblem(3, endsBadly);
}

/// Runs fabrictco-cli with raw bytes as arguments in `folder` (QProcess would take them as text);
/// returns its exit code, its standard error in `err`.
int runWithBytes(const std::string& folder, const std::vector<std::string>& arguments,
                 std::string& err)
{
    int pipeFds[2];
    if (::pipe(pipeFds) != 0)
        return -1;
    const std::string program = test::cliLauncher().toStdString();
    const std::string data = "FABRICTCO_DATA_DIR=" + test::dataDir().toStdString();
    const pid_t child = ::fork();
    if (child == 0) {
        ::dup2(pipeFds[1], STDERR_FILENO);
        ::close(pipeFds[0]);
        if (::chdir(folder.c_str()) != 0)
            ::_exit(120);
        std::vector<char*> argv{const_cast<char*>(program.c_str())};
        for (const std::string& argument : arguments)
            argv.push_back(const_cast<char*>(argument.c_str()));
        argv.push_back(nullptr);
        ::putenv(const_cast<char*>(data.c_str()));
        ::execv(program.c_str(), argv.data());
        ::_exit(121);
    }
    ::close(pipeFds[1]);
    char buffer[4096];
    ssize_t got = 0;
    while ((got = ::read(pipeFds[0], buffer, sizeof buffer)) > 0)
        err.append(buffer, std::size_t(got));
    ::close(pipeFds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(Utf8CommandLineTest, AFileNameThatIsNotUtf8IsRefusedAndNothingIsWritten)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const std::string path = folder.path().toStdString();
    // A byte that is never UTF-8, and a sequence cut short at the end of the name.
    for (const auto& [command, name] : std::vector<std::pair<std::string, std::string>>{
             {"report", "\xff.pdf"}, {"export", "\xff.xlsx"}, {"new", "n\xe9"}}) {
        SCOPED_TRACE(command);
        std::string err;
        const int code = runWithBytes(path, {command, "--example", "hft", "-o", name}, err);
        EXPECT_EQ(code, 2);
        EXPECT_EQ(err.rfind("fabrictco-cli: argument 5 (\"", 0), 0u) << err;
        EXPECT_NE(err.find("\") is not UTF-8 text"), std::string::npos) << err;
    }
    EXPECT_TRUE(QDir(folder.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty())
        << "a file was written under another name";
}

TEST(Utf8CommandLineTest, AFolderWhosePathIsNotUtf8IsNamedBeforeAnyFileIsLookedFor)
{
    QTemporaryDir parent;
    ASSERT_TRUE(parent.isValid());
    // A byte that is never UTF-8, and a name ending in a sequence cut short.
    const std::string folder = parent.path().toStdString() + "/\xfe dir";
    const std::string cutShort = parent.path().toStdString() + "/d\xe9";
    for (const auto& [where, command] :
         std::vector<std::pair<std::string, std::vector<std::string>>>{
             {folder, {"new", "--example", "hft", "-o", "plan.fabrictco"}},
             {cutShort, {"tco", "plan.fabrictco"}}}) {
        SCOPED_TRACE(command.front());
        ASSERT_EQ(::mkdir(where.c_str(), 0700), 0);
        std::string err;
        EXPECT_EQ(runWithBytes(where, command, err), 1);
        EXPECT_EQ(err.rfind("fabrictco-cli: the current folder's path is not UTF-8 text", 0), 0u)
            << err;
    }
    // Help, the version and usage errors need no file, and still answer there.
    for (const std::vector<std::string>& noFiles :
         std::vector<std::vector<std::string>>{{"--version"}, {"tco", "--help"}, {"help", "tco"}}) {
        std::string quiet;
        EXPECT_EQ(runWithBytes(folder, noFiles, quiet), 0) << noFiles.front();
        EXPECT_EQ(quiet, "");
    }
    std::string usage;
    EXPECT_EQ(runWithBytes(folder, {"bogus"}, usage), 2);
    EXPECT_EQ(usage.rfind("fabrictco-cli: unknown command", 0), 0u) << usage;
}

} // namespace
} // namespace fabrictco::cli
