// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentError.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco::ui {

/// What went wrong with a document, in the window's language and in words a buyer can act on;
/// the storage library's English detail (which table, which value, the system's reason) goes
/// under it as the message's details.
class DocumentErrorText
{
    Q_DECLARE_TR_FUNCTIONS(DocumentErrorText)
public:
    static QString headline(DocumentProblem problem);
};

} // namespace fabrictco::ui
