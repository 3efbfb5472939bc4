// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the PlainText*Test files: a document whose every text field holds markup (a local
// image, a link, bold, an entity) and terminal control codes, as a document from someone else
// could. Wherever it is shown, the texts must appear literally.
#pragma once

#include "core/model/Examples.h"
#include "storage/DocumentContent.h"
#include "tests/support/TestData.h"

#include <QString>
#include <QStringList>

#include <string>

namespace fabrictco::test {

inline const std::string kMarkupLink = "<a href=\"http://example.invalid/\">link</a>";
inline const std::string kMarkupBold = "<b>bold</b>";
inline const std::string kMarkupEntity = "&amp;";
/// OSC 0: sets the terminal's window title.
inline const std::string kEscapeTitle = "\x1b]0;pwned\x07";
/// CSI 2 J: clears the screen.
inline const std::string kEscapeClear = "\x1b[2J";
/// DEL and the C1 control CSI (U+009B, in UTF-8).
inline const std::string kEscapeDelAndCsi = "\x7f\xc2\x9b";
/// QString::arg's place markers: text substituted before a further arg() call had its own
/// "%1" filled in (issue 34: a plan named "%1 %2" showed the plan's node count).
inline const std::string kPlaceMarkers = "%1%2 %9 %L1";

inline std::string markupImage(const QString& imagePath)
{
    return "<img src=" + imagePath.toStdString() + ">";
}

/// The llm-training example (so every cost, risk and chart exists) with markup and control
/// codes in every text field: title, author, organisation, notes, both plan names, a quote's
/// vendor and origin, and an own catalog item's source and note. `imagePath` should be a real
/// image, so that a place that reads markup would load it. The RoCE plan's name starts with
/// "=" as a spreadsheet formula would.
inline DocumentContent markupDocument(const QString& imagePath)
{
    const std::string image = markupImage(imagePath);
    DocumentContent doc;
    Scenario& s = doc.scenario;
    s = Examples::load("llm-training", dataDir());
    // "[*]": a window title would take it for its unsaved-changes mark.
    s.metadata.title =
        kMarkupBold + " " + kMarkupEntity + " title [*] " + kPlaceMarkers + " " + kEscapeTitle;
    s.metadata.author = kEscapeClear + "<i>author</i> " + kPlaceMarkers + " " + kEscapeDelAndCsi;
    s.metadata.organisation = kMarkupEntity + " <u>organisation</u> " + kPlaceMarkers + image;
    s.metadata.notes = image + " notes\n" + kMarkupLink + "\n" + kEscapeTitle + kEscapeClear;
    s.plans.at(0).name = image + " " + kMarkupBold + " " + kMarkupEntity + " " + kPlaceMarkers +
                         " IB" + kEscapeClear;
    s.plans.at(1).name = "=1+1 " + kMarkupLink + " " + kPlaceMarkers + " RoCE" + kEscapeTitle +
                         kEscapeDelAndCsi;
    s.quotes.push_back(Quote{"ib.price.switch",
                             kMarkupLink + " vendor " + kPlaceMarkers + " " + kEscapeClear,
                             Money::parse("31500", s.cluster.currency), "2026-11-02", "",
                             kMarkupBold + " origin " + kEscapeTitle});
    doc.userCatalog.push_back(CatalogEntry{"power.pue",
                                           std::nullopt,
                                           {Decimal::parse("1.35"), std::nullopt},
                                           Uncertainty{},
                                           image + " " + kMarkupBold + " source " + kEscapeClear,
                                           "2026",
                                           Confidence::User,
                                           kMarkupLink + " note " + kEscapeTitle,
                                           std::nullopt});
    return doc;
}

/// The parts of the texts above that must show literally wherever they are shown.
inline QStringList markupParts()
{
    return {QString::fromStdString(kMarkupLink), QString::fromStdString(kMarkupBold),
            QString::fromStdString(kMarkupEntity), QString::fromStdString(kPlaceMarkers)};
}

} // namespace fabrictco::test
