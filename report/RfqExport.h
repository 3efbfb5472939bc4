// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Scenario.h"
#include "core/tco/RequestForQuotation.h"
#include "report/SpreadsheetSheet.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace fabrictco {

class PriceToBeatText;

/// A request for quotation as a spreadsheet (issue 35): the plans' bills of materials with
/// empty vendor, price, currency, date and validity columns for a vendor to fill. The header
/// row is one `import-prices` reads, and each line's item key scopes its price to its plan
/// and product, so the filled file comes back as quotes for exactly what was asked.
class RfqExport
{
    Q_DECLARE_TR_FUNCTIONS(RfqExport)
public:
    /// Which plans and years to ask for.
    struct Choice
    {
        std::string planId;     ///< empty: every plan
        std::vector<int> years; ///< empty: every year of the horizon
        /// The buyer's own copy: each line also has its price to beat (the recommended plan
        /// against the runner-up) and what it means, in columns marked "buyer only". Never the
        /// file sent to the vendor.
        bool buyersCopy = false;
    };

    /// The request's sheet, in the installed language: one row per plan and item.
    /// With `buyers` (the words of the price to beat), the buyer's copy's two more columns.
    static SpreadsheetSheet requestSheet(const Scenario& scenario, const Catalog& catalog,
                                         const Rfq& rfq, const PriceToBeatText* buyers = nullptr);
    /// How to fill it in, for the workbook's second sheet (one text per row); the buyer's copy
    /// says first that it is not for the vendor.
    static SpreadsheetSheet instructionsSheet(const Scenario& scenario, const Rfq& rfq,
                                              bool buyersCopy = false);
    /// Evaluates the scenario (TcoEngine), builds the request and writes it to `path` as XLSX
    /// (request and instructions) or CSV (the request only), chosen by the extension, in
    /// `language`, never over one of `inputs`. Throws ReportError, TcoError or
    /// std::invalid_argument (a plan or year the scenario does not have).
    static Rfq write(const QString& path, const Scenario& scenario, const Catalog& catalog,
                     const Choice& choice, const QString& language,
                     const QStringList& inputs = {});

    /// The item's unit ("switch", "NIC port", "module", "cable").
    static QString unit(RfqItem item);
    /// What a line asks for without a catalog product: "InfiniBand passive copper cable (DAC),
    /// 400 Gbit/s".
    static QString genericDescription(const PlanSpec& plan, const RfqLine& line);

private:
    /// genericDescription() before its Chinese spacing.
    static QString describe(const PlanSpec& plan, const RfqLine& line);
};

} // namespace fabrictco
