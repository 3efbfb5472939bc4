// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/ReportOptions.h"
#include "translations/I18n.h"

namespace fabrictco {

/// What a report needs while it is made, the PDF's pages and the HTML page alike: a
/// QApplication (Qt Charts are widgets), the report language's fonts, checked before any work,
/// and that language installed for the scope's life (a window in English can export a Chinese
/// report without switching its own language). Throws ReportError naming what is missing.
class ReportScope
{
public:
    /// `format` names the report in the error ("PDF", "HTML").
    ReportScope(const ReportOptions& options, const char* format);

private:
    static const QString& checkedLanguage(const ReportOptions& options, const char* format);

    i18n::LanguageScope m_language;
};

} // namespace fabrictco
