// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the report tests: a QApplication for Qt Charts and the poppler/unzip tools run
// through QProcess. A test skips (GTEST_SKIP) only when a tool is not installed.
#pragma once

#include "tests/support/TestData.h"

#include <QApplication>
#include <QPageSize>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco::test {

/// The process's QApplication (offscreen: TestMain sets QT_QPA_PLATFORM when it is unset),
/// deliberately never destroyed: torn down in the exit handlers, ~QGuiApplication crashed in
/// QFontCache (seen under LC_ALL=zh_CN.UTF-8).
inline QApplication& reportApplication()
{
    static int argc = 1;
    static char name[] = "report-test";
    static char* argv[] = {name, nullptr};
    static QApplication* app = [] {
        qputenv("FABRICTCO_DATA_DIR", dataDir().toUtf8());
        return new QApplication(argc, argv);
    }();
    return *app;
}

inline bool hasTool(const QString& program)
{
    return !QStandardPaths::findExecutable(program).isEmpty();
}

/// Standard output of `program arguments` (UTF-8); empty and `ok` false when it fails.
inline QString runTool(const QString& program, const QStringList& arguments, bool* ok = nullptr)
{
    QProcess process;
    process.start(program, arguments);
    const bool finished = process.waitForFinished(60000);
    if (ok)
        *ok = finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    return QString::fromUtf8(process.readAllStandardOutput());
}

inline QByteArray runToolBytes(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(60000);
    return process.readAllStandardOutput();
}

/// A fixture for tests that read a written PDF back as text: the application, a temporary
/// folder, and a skip when poppler-utils (pdftotext) is not installed.
template <typename Base = ::testing::Test> class PdfReadBackTest : public Base
{
protected:
    void SetUp() override
    {
        reportApplication();
        if (!hasTool(QStringLiteral("pdftotext")))
            GTEST_SKIP() << "poppler-utils is not installed";
        ASSERT_TRUE(m_dir.isValid());
    }
    QTemporaryDir m_dir;
};

/// A report's language and paper, for suites run in both: {"en", A4} and {"zh_CN", Letter}.
struct LanguageAndPaper
{
    const char* language;
    QPageSize::PageSizeId paper;
};

inline auto languagesAndPapers()
{
    return ::testing::Values(LanguageAndPaper{"en", QPageSize::A4},
                             LanguageAndPaper{"zh_CN", QPageSize::Letter});
}

/// "en_A4", "zh_Letter": the parameter's name in the test's name.
inline std::string languageAndPaperName(const ::testing::TestParamInfo<LanguageAndPaper>& info)
{
    return std::string(info.param.language == std::string("en") ? "en" : "zh") +
           (info.param.paper == QPageSize::A4 ? "_A4" : "_Letter");
}

} // namespace fabrictco::test
