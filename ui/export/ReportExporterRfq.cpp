// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export request for quotation: the dialog, the save question and the file (RfqExport).
#include "core/model/CatalogError.h"
#include "core/tco/BuildablePlans.h"
#include "presentation/GrowthLimitText.h"
#include "report/ReportError.h"
#include "translations/I18n.h"
#include "ui/export/ReportErrorText.h"
#include "ui/export/ReportExporter.h"
#include "ui/export/RfqDialog.h"
#include "ui/settings/Settings.h"

#include <QApplication>
#include <QFileInfo>

namespace fabrictco::ui {

Rfq ReportExporter::writeRequestForQuotation(const QString& path, const DocumentContent& content,
                                             const RfqExport::Choice& choice,
                                             const QString& language) const
{
    const Source source = m_source ? m_source() : Source{};
    const QStringList inputs = source.path.isEmpty() ? QStringList{} : QStringList{source.path};
    return RfqExport::write(path, content.scenario, catalogFor(content), choice, language, inputs);
}

void ReportExporter::exportRequestForQuotation(const DocumentContent& content)
{
    // The plans the request leaves out (RfqExport says so too) are not offered in the dialog.
    std::vector<std::string> leftOut;
    try {
        leftOut = BuildablePlans::unbuildable(content.scenario, catalogFor(content));
    } catch (const CatalogError&) {
        // The export itself says why the catalog cannot be read.
    }
    RfqDialog dialog(content.scenario, i18n::currentLanguage(), m_window, std::move(leftOut));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString xlsx = tr("Excel workbook (*.xlsx)");
    const QString csv = tr("CSV, UTF-8 (*.csv)");
    const RfqExport::Choice choice = dialog.choice();
    QString path = suggestedPath(content, QStringLiteral("xlsx"));
    // The buyer's copy is named as such, so that it is not the file attached to the e-mail.
    path.insert(path.lastIndexOf(QLatin1Char('.')),
                choice.buyersCopy ? QStringLiteral("-rfq-buyers-copy") : QStringLiteral("-rfq"));
    // A file that cannot be written asks for another place; the choices are kept meanwhile.
    for (;;) {
        QString filter = path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ? csv : xlsx;
        path = m_askSavePath(m_window, tr("Export request for quotation"), path,
                             xlsx + QStringLiteral(";;") + csv, &filter);
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive) &&
            !path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            path += filter == csv ? QStringLiteral(".csv") : QStringLiteral(".xlsx");
        try {
            QApplication::setOverrideCursor(Qt::WaitCursor);
            const Rfq rfq = writeRequestForQuotation(path, content, choice, dialog.language());
            QApplication::restoreOverrideCursor();
            Settings::lastDirectory.set(QFileInfo(path).absolutePath());
            announceWritten(path, int(rfq.lines.size()),
                            GrowthLimitText::planNames(content.scenario, rfq.plansLeftOut),
                            choice.buyersCopy);
            return;
        } catch (const ReportError& error) {
            QApplication::restoreOverrideCursor();
            tell(tr("Cannot export the request for quotation"),
                 ReportErrorText::describe(std::current_exception(), &content.scenario));
            if (error.problem() != ReportProblem::CannotWrite)
                return; // another place would not help (it asked again and again)
        } catch (...) {
            QApplication::restoreOverrideCursor();
            tell(tr("Cannot export the request for quotation"),
                 ReportErrorText::describe(std::current_exception(), &content.scenario));
            return;
        }
    }
}

} // namespace fabrictco::ui
