// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/ReportScope.h"

#include "report/ReportError.h"
#include "report/ReportFonts.h"

#include <QCoreApplication>

#include <string>

namespace fabrictco {

ReportScope::ReportScope(const ReportOptions& options, const char* format)
    : m_language(checkedLanguage(options, format))
{
    if (!m_language.installed())
        throw ReportError("unknown language \"" + options.language.toStdString() +
                          "\": use en or zh_CN");
}

const QString& ReportScope::checkedLanguage(const ReportOptions& options, const char* format)
{
    if (!QCoreApplication::instance() || !QCoreApplication::instance()->inherits("QApplication"))
        throw ReportError(std::string("the ") + format +
                          " report needs a QApplication (charts are widgets)");
    ReportFonts::families(options.language); // throws on a missing Chinese font
    return options.language;
}

} // namespace fabrictco
