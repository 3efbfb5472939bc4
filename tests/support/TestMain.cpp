// SPDX-License-Identifier: GPL-3.0-or-later
// The main() of every test executable. Widget tests need a QApplication; they create it through
// fabrictco::test::ensureApplication(), so plain model tests stay free of any GUI.
#include <QCoreApplication>
#include <QThreadPool>

#include <gtest/gtest.h>

#include <cstdlib>

#if defined(__SANITIZE_THREAD__)
#include <sanitizer/tsan_interface.h>
#endif

namespace {

/// The test programs never destroy their QCoreApplication (tearing Qt down in exit handlers
/// crashes), so nothing waits for Qt's thread pool as ~QCoreApplication does in the real
/// programs: a risk run a test started and cancelled could still be unwinding while static
/// objects are destroyed (ThreadSanitizer found it reading the hardware price keys). Wait here;
/// the acquire pairs with ui/common/WorkerRun.h's announceRunEnded(), since the pool's locking
/// is inside Qt, where ThreadSanitizer cannot see it.
class ThreadPoolDrain : public ::testing::Environment
{
public:
    void TearDown() override
    {
        if (QCoreApplication::instance() == nullptr)
            return;
        QThreadPool::globalInstance()->waitForDone();
#if defined(__SANITIZE_THREAD__)
        __tsan_acquire(QThreadPool::globalInstance());
#endif
    }
};

} // namespace

int main(int argc, char** argv)
{
    // gtest_discover_tests may run the binary without the test environment.
    if (std::getenv("QT_QPA_PLATFORM") == nullptr)
        setenv("QT_QPA_PLATFORM", "offscreen", 0);
    // Every test prices from the bundled catalog alone, whatever organisation's catalog the
    // machine has installed (OrganisationCatalog); the tests of that catalog set their own.
    setenv("FABRICTCO_ORGANISATION_CATALOG", "", 1);
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::AddGlobalTestEnvironment(new ThreadPoolDrain);
    return RUN_ALL_TESTS();
}
