// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/Catalog.h"
#include "storage/DocumentContent.h"
#include "storage/PlanDocument.h"

#include <QString>
#include <QStringList>

namespace fabrictco::cli {

class CliOptions;

/// Where a command's scenario comes from: a `.fabrictco` document named on the command line, or
/// a bundled example (`--example NAME`, default "llm-training"). Shared by `bom`, `tco`, `risk`,
/// `report` and the document commands so they all accept a document in place of `--example`.
///
/// Usage in a command:
///     ScenarioSource::addOptions(options);              // adds --example NAME
///     options.addPositional("FILE", "...", "[FILE]");
///     options.parse(arguments);
///     const ScenarioSource::Loaded in = ScenarioSource::load(options);
///     const Catalog catalog = ScenarioSource::catalogFor(in.content);
///     ... in.content.scenario ...
class ScenarioSource
{
public:
    struct Loaded
    {
        DocumentContent content; ///< a bundled example comes with an empty user catalog
        QString origin;          ///< the document path, or "example llm-training"
        QString example;         ///< the bundled example's name, when not a document
        bool fromDocument = false;
    };

    /// Adds `--example NAME` (listing the bundled names in its help).
    /// What --example means to the command: read instead of a document, or start from.
    enum class ExampleRole
    {
        InsteadOfDocument,
        StartingPoint
    };
    static void addOptions(CliOptions& options, ExampleRole role = ExampleRole::InsteadOfDocument);

    /// The document named by the first positional argument, else the example of --example (or the
    /// default example). Throws UsageError for both at once, an unknown example or extra
    /// positional arguments; DataError when the document cannot be opened (the message names it).
    static Loaded load(const CliOptions& options);

    /// Opens a document; DocumentError becomes DataError (exit code 1).
    /// `state`, when given, receives what the file held, for saveEditedDocument.
    static DocumentContent openDocument(const QString& path,
                                        PlanDocument::FileState* state = nullptr);
    /// Saves an edited document atomically: checks the scenario (UsageError naming the problems,
    /// nothing written), stamps the modification time and program version, and writes it
    /// (DocumentError becomes DataError). Every command that edits a document ends with this.
    /// Refuses (DataError, nothing saved) when the file no longer holds `readState`: another
    /// command or the window saved it since it was read.
    static void saveEditedDocument(DocumentContent& content, const QString& path,
                                   const PlanDocument::FileState& readState);
    /// Loads a bundled example; an unknown name is a UsageError listing the names.
    static Scenario loadExample(const QString& name);

    /// The default catalog with the document's own catalog items applied on top (they replace the
    /// default entry with the same key and fabric). Throws DataError when data/ cannot be read.
    static Catalog catalogFor(const DocumentContent& content);
    /// "Prices from the organisation's catalog NAME (PATH) where it has them\n", or "" without
    /// one: another machine without it prices the same document differently.
    static QString organisationCatalogLine(const Catalog& catalog);

    /// Identifies the default catalog's content: the first 12 hex digits of the SHA-256 of its
    /// canonical JSON. Stored in documents as their catalog version.
    static std::string catalogVersion(const Catalog& catalog);
};

} // namespace fabrictco::cli
