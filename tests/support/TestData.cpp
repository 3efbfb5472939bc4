// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/TestData.h"

namespace fabrictco::test {

QString dataDir()
{
    return QStringLiteral(FABRICTCO_SOURCE_DATA_DIR);
}

QString fixturesDir()
{
    return QStringLiteral(FABRICTCO_TEST_FIXTURES_DIR);
}

} // namespace fabrictco::test
