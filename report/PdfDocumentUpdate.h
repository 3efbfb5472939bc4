// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

namespace fabrictco {

/// Adds to a PDF written by QPdfWriter what Qt 6.4 cannot write: the info dictionary's Author,
/// Subject and Keywords, the document catalog's /Lang, and an outline (the bookmarks a PDF
/// reader shows beside the pages). It appends a standard incremental update (PDF 1.7, 7.5.6):
/// the original bytes stay as they are, new objects and a new cross-reference section follow.
/// The one exception is a fixed creation time (Info::created), written over QPdfWriter's clock
/// (its offsets moved to match), so that nothing of the run's time or time zone is left.
class PdfDocumentUpdate
{
public:
    struct Info
    {
        QString title;
        QString author;
        QString subject;
        QStringList keywords;
        QString creator;
        QString language; ///< BCP 47: "en", "zh-CN"
        /// The creation time to state instead of the one QPdfWriter wrote (SOURCE_DATE_EPOCH);
        /// invalid: keep QPdfWriter's.
        QDateTime created;
    };
    /// One bookmark: its text, the 0-based page and the distance of its top from the top of the
    /// page, in points.
    struct Bookmark
    {
        QString title;
        int page = 0;
        double topPoints = 0;
        int level = 2; ///< the heading's level (1 the cover's title)
        /// A heading that starts a page of its own: a sub-section the contents list too.
        bool startsPage = false;
    };

    /// An area of a page that takes the reader to a place in the document when clicked (an
    /// entry of the contents to its section): distances from the page's top left, in points.
    struct Link
    {
        int page = 0;
        QRectF area;
        int targetPage = 0;
        double targetTopPoints = 0;
    };

    /// `pdf` with the update appended. Throws ReportError when `pdf` is not laid out as
    /// QPdfWriter writes it (one cross-reference table, a flat page tree). A page keeps its own
    /// annotations, its links added.
    static QByteArray apply(const QByteArray& pdf, const Info& info,
                            const std::vector<Bookmark>& outline,
                            const std::vector<Link>& links = {});

    /// A PDF text string: UTF-16BE with a byte-order mark, in hex, so any character (and no
    /// parenthesis or backslash) can break the syntax.
    static QByteArray textString(const QString& text);
};

} // namespace fabrictco
