// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace fabrictco {

/// What the user chose for a report or an export.
struct ReportOptions
{
    QString language = QStringLiteral("en"); ///< "en" or "zh_CN"
    QPageSize::PageSizeId paper = QPageSize::A4;
    std::uint64_t trials = 10'000; ///< Monte Carlo trials of the risk section
    std::uint64_t seed = 20261129;
    unsigned threads = 0; ///< 0: every core
    QDate date;           ///< printed on the cover and footer; invalid: today (UTC)

    /// Where the figures come from, printed on the cover and stored in the files' properties.
    QString sourceName;   ///< the document's file name, or "example llm-training"
    /// The bundled example the figures come from ("llm-training"), when not a document: the
    /// cover says it in the report's language.
    QString exampleName;
    QString sourceDigest; ///< first 12 hex digits of the document file's SHA-256; empty: none
    bool sourceModified = false; ///< the window had unsaved changes: the file is older
    /// Files the figures are read from (the document): never written over (OutputPath).
    QStringList inputFiles;
};

} // namespace fabrictco
