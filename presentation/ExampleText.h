// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QStringList>

namespace fabrictco {

/// The bundled examples are written in English (data/examples/*.json). Opened in Chinese, their
/// title, notes and plan names should read in Chinese too; this translates exactly those texts
/// (context "ExampleText"). A user's own document is never touched: only call it on an example
/// just loaded.
class ExampleText
{
    Q_DECLARE_TR_FUNCTIONS(ExampleText)

public:
    /// Replaces every known example text in `scenario` with its translation in the installed
    /// language. Texts it does not know stay as they are.
    static void localize(Scenario& scenario);
    /// The English texts it knows, for the test that every example's words are covered.
    static QStringList sourceTexts();
};

} // namespace fabrictco
