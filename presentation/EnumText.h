// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bom/Fabric.h"
#include "core/model/CatalogEntry.h"
#include "core/model/Presets.h"
#include "core/model/QuoteValidity.h"
#include "core/model/ResolvedParameters.h"
#include "core/money/RoundingMode.h"

#include <QCoreApplication>
#include <QString>

namespace fabrictco {

/// Names of the model's enums for people, in the installed language (context "EnumText"): one
/// set of words for the desktop application, the report, the spreadsheets and the
/// recommendation, so a workload or a fabric is called the same everywhere. Cost categories are
/// named by CostCategoryText.
class EnumText
{
    Q_DECLARE_TR_FUNCTIONS(EnumText)

public:
    static QString fabric(Fabric fabric);
    static QString workload(Workload workload);
    /// One line on why the article leans one way for this workload.
    static QString workloadHint(Workload workload);
    static QString team(TeamExpertise team);
    /// One line on what the team's expertise means for RoCE.
    static QString teamHint(TeamExpertise team);
    /// How far a catalog figure can be trusted, in a word or two ("estimate"). A "quote" in an
    /// organisation's catalog is a price its buyers negotiated, not a vendor quote in this
    /// document, and says so ("negotiated price"); a figure other than a price (a product's
    /// watts) under it is the organisation's figure.
    static QString confidence(Confidence confidence, CatalogLayer layer = CatalogLayer::Bundled,
                              bool isPrice = true);
    /// The same in a sentence, for a tooltip ("estimate: replace it with a quote").
    static QString confidenceHint(Confidence confidence, CatalogLayer layer = CatalogLayer::Bundled,
                                  bool isPrice = true);
    /// Where an effective input comes from ("your value", "quote", "preset", "catalog").
    static QString valueSource(ValueSource source);
    /// "valid", "expiring", "expired", "no validity stated": a vendor quote on a given day.
    static QString quoteStatus(QuoteStatus status);
    /// How amounts are rounded to the cent: "ties to even (banker's rounding)", ...
    static QString rounding(RoundingMode mode);
};

} // namespace fabrictco
