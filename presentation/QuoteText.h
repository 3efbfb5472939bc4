// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/Quote.h"
#include "core/model/QuoteUsage.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace fabrictco {

/// Vendor quotes in words, for the window's quotes list and tooltips and the report. A vendor's
/// name and a file's origin come from files of others: plain text, never markup.
class QuoteText
{
    Q_DECLARE_TR_FUNCTIONS(QuoteText)
public:
    /// The quoted item: its input's name ("Switch price"), or for a quote that names a catalog
    /// product that product's name ("Product <id>" without the catalog or when it has none).
    static QString item(const Quote& quote, const Catalog* catalog = nullptr);
    /// Which plans the quote is for: "Every plan", "InfiniBand plans", the plan's name.
    static QString scope(const Quote& quote, const Scenario& scenario);
    /// A quote as people cite it, with its validity on `day`: "Acme Networks, quoted
    /// 2026-11-02, valid until 2026-12-31 (expiring)".
    static QString citation(const Quote& quote, const QDate& day);
    /// A quote's validity on `day`: "2026-12-31 (expiring)", or "no validity stated".
    static QString validity(const Quote& quote, const QDate& day);
    /// The inputs a quote prices, or why it prices none: "RoCE B; InfiniBand NDR (your value
    /// is used instead)", "Not used: a more specific or later quote prices the same item".
    static QString usage(std::size_t quoteIndex, const Scenario& scenario);
    /// The same with QuoteUsage::of(scenario) worked out once by the caller: a list of every
    /// quote asked for it per row and took minutes for 10,000 quotes.
    static QString usage(std::size_t quoteIndex, const Scenario& scenario,
                         const std::vector<std::vector<QuoteUsage::Use>>& uses);
};

} // namespace fabrictco
