// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "core/model/ParameterSpec.h"
#include "core/model/ResolvedParameters.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <optional>

namespace fabrictco {

/// Where a parameter's value comes from when it is not a catalog or product figure, in words
/// (core's provenance, "preset: team none" or "override", is for logs and the CLI's JSON).
class ParameterSourceText
{
    Q_DECLARE_TR_FUNCTIONS(ParameterSourceText)
public:
    /// "Preset for the workload: Large-model training" / "Preset for the team: No RDMA
    /// experience": the answer to the article's question that set the value.
    static QString preset(const ParameterSpec& spec, const Scenario& scenario);
    /// A value entered in this document, replacing the value of `replaced` (a vendor quote, a
    /// preset, or the default).
    static QString override(ValueSource replaced);

    /// Where one resolved value comes from, for people: the catalog's or the product's source
    /// (CatalogText, so in the installed language), the vendor of a quote (and whether it has
    /// expired by `today`), the preset or the document, with the date and confidence where the
    /// source has them.
    struct Described
    {
        QString text;
        QString date;
        std::optional<Confidence> confidence;
        /// A catalog or product price dated over 18 months before `today` (FigureAge).
        bool needsCheck = false;
        /// A figure from the organisation's catalog (OrganisationCatalog), which `text` says.
        bool organisation = false;
        CatalogLayer layer() const
        {
            return organisation ? CatalogLayer::Organisation : CatalogLayer::Bundled;
        }
    };
    /// The words that flag a price Described::needsCheck: "price from 2024: check", or for a
    /// date after `today` (a typing error or a wrong clock) "price dated 2062, after today:
    /// check".
    static QString checkNote(const QString& date, const QDate& today = QDate::currentDate());
    static Described describe(const ResolvedParameter& parameter, const Scenario& scenario,
                              const PlanSpec& plan, const Catalog& catalog,
                              const QDate& today = QDate::currentDate());
};

} // namespace fabrictco
