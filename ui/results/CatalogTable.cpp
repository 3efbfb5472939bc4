// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/CatalogTable.h"

#include "core/model/Catalog.h"
#include "core/model/FigureAge.h"
#include "core/model/OrganisationCatalog.h"
#include "core/model/ParameterRegistry.h"
#include "core/model/ProductKeys.h"
#include "presentation/CatalogText.h"
#include "presentation/EngineErrorText.h"
#include "presentation/EnumText.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"
#include "presentation/PlainText.h"
#include "presentation/ProductText.h"

#include <QDate>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

#include <algorithm>
#include <utility>

namespace fabrictco::ui {

namespace {

/// Puts a read-only cell; `exact` is the figure's canonical text (kept for copying and tests).
QTableWidgetItem* putCell(QTableWidget& table, int row, int column, const QString& text,
                          const QString& exact = QString(), bool bold = false)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    if (!exact.isEmpty())
        item->setData(Qt::UserRole, exact);
    if (column == 2)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    if (bold) {
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
    }
    table.setItem(row, column, item);
    return item;
}

/// A figure with as many decimals as its exact value has, and that exact value.
std::pair<QString, QString> figureTexts(const MoneyFormat& format, const Decimal& value)
{
    const std::string canonical = value.toString();
    const auto point = canonical.find('.');
    const int places = point == std::string::npos ? 0 : int(canonical.size() - point - 1);
    return {format.formatDecimal(value, places), QString::fromStdString(canonical)};
}

/// The source, and under it the note that says how a derived figure was computed.
QString withNote(const QString& source, const QString& note)
{
    return note.isEmpty() ? source : source + QStringLiteral("\n\n") + note;
}

/// A figure's date; a price's flagged when it is over 18 months old today, as the fields and
/// the report flag it (issue 41).
void putDate(QTableWidget& table, int row, int column, const std::string& date,
             const ParameterSpec* spec)
{
    const QString text = QString::fromStdString(date);
    if (spec == nullptr || spec->kind != ParameterKind::Money ||
        !FigureAge::needsCheck(date, QDate::currentDate())) {
        putCell(table, row, column, text);
        return;
    }
    if (FigureAge::isInFuture(date, QDate::currentDate())) {
        // Not "check" alone, as an old price reads: a stranger took a date in 2062 for stale.
        //: A catalog figure's date in the catalog table when it lies after today.
        putCell(table, row, column, CatalogTable::tr("%1: after today, check").arg(text))
            ->setToolTip(CatalogTable::tr("Dated after today: the date was mistyped or this "
                                          "computer's clock is wrong. Check the figure and its "
                                          "source."));
        return;
    }
    //: A catalog figure's date in the catalog table when it is over 18 months old.
    putCell(table, row, column, CatalogTable::tr("%1: check").arg(text))
        ->setToolTip(CatalogTable::tr("Over %1 months old: check it with a vendor before relying "
                                      "on it.")
                         .arg(FigureAge::kCheckAfterMonths));
}

} // namespace

void CatalogTable::fill(QTableWidget& table, const Catalog& catalog,
                        const std::vector<CatalogEntry>& own)
{
    const MoneyFormat format{QLocale()};
    auto isOwn = [&](const CatalogEntry& entry) {
        return std::any_of(own.begin(), own.end(), [&](const CatalogEntry& o) {
            return o.key == entry.key && o.fabric == entry.fabric;
        });
    };
    // The document's own figures first, then the organisation's: they are what differs from
    // everyone else's defaults.
    std::vector<const CatalogEntry*> entries;
    for (const CatalogEntry& entry : catalog.entries())
        entries.push_back(&entry);
    const auto rank = [&](const CatalogEntry* e) {
        return isOwn(*e) ? 0 : e->layer == CatalogLayer::Organisation ? 1 : 2;
    };
    std::stable_sort(
        entries.begin(), entries.end(),
        [&](const CatalogEntry* a, const CatalogEntry* b) { return rank(a) < rank(b); });
    const QString organisationTip =
        tr("From %1, the catalog your organisation installed on this computer: it replaces "
           "the bundled catalog's figure for every document opened here.")
            .arg(QString::fromStdString(catalog.organisationName()));

    table.clear();
    table.verticalHeader()->setVisible(false);
    table.setColumnCount(8);
    // The long source text last, where the table's spare width goes; what matters to a reader
    // comparing figures (value, unit, whose figure it is) first.
    // "Most likely": a range's mode, which the plans price at its mean (the input fields show
    // the mean); "Default" read as the fields' value and seemed to contradict them.
    table.setHorizontalHeaderLabels({tr("Input"), tr("Fabric"), tr("Most likely"), tr("Unit"),
                                     tr("Catalog"), tr("Confidence"), tr("Date"), tr("Source")});
    // Then each product's price and watts: the defaults of the plans that pick it.
    table.setRowCount(static_cast<int>(entries.size() + 2 * catalog.products().size()));
    int row = 0;
    for (const CatalogEntry* e : entries) {
        const CatalogEntry& entry = *e;
        const bool mine = isOwn(entry);
        const ParameterSpec* spec = ParameterRegistry::instance().find(entry.key);
        auto set = [&](int column, const QString& text, const QString& exact = QString()) {
            putCell(table, row, column, text, exact, mine);
        };
        const int factor = spec ? ParameterText::displayFactor(*spec) : 1;
        const Decimal shown = entry.value.value.times(factor);
        set(0, spec ? ParameterText::label(*spec) : QString::fromStdString(entry.key));
        table.item(row, 0)->setToolTip(spec ? ParameterText::description(*spec) : QString());
        // A figure filed for both fabrics that only one fabric's plans read says that fabric.
        const std::optional<Fabric> fabricOfEntry =
            entry.fabric ? entry.fabric : ParameterRegistry::onlyForFabric(entry.key);
        const QString fabric = fabricOfEntry ? EnumText::fabric(*fabricOfEntry) : tr("both");
        //: A catalog figure for one link speed: %1 the fabric (or "both"), %2 Gb/s.
        set(1, entry.speedGbps ? tr("%1, %2G").arg(fabric).arg(*entry.speedGbps) : fabric);
        const auto [shownText, exactText] = figureTexts(format, shown);
        set(2, shownText, exactText);
        const Currency currency = entry.value.currency.value_or(Currency::usd());
        set(3, spec ? ParameterText::unit(*spec, currency) : QString());
        const bool organisation = entry.layer == CatalogLayer::Organisation;
        set(kOriginColumn, mine           ? tr("This document")
                           : organisation ? tr("Organisation catalog")
                                          : tr("Bundled catalog"));
        table.item(row, kOriginColumn)
            ->setToolTip(mine ? tr("The document's own figure: it replaces the catalog's for "
                                   "this comparison.")
                         : organisation ? PlainText::forRichTextGuess(organisationTip)
                                        : QString());
        const bool isPrice = spec && spec->kind == ParameterKind::Money;
        set(5, EnumText::confidence(entry.confidence, entry.layer, isPrice));
        table.item(row, 5)->setToolTip(
            EnumText::confidenceHint(entry.confidence, entry.layer, isPrice));
        putDate(table, row, 6, entry.date, spec);
        // In the window's language when the bundled translation has this source; a document's
        // own entry keeps its author's words.
        set(kSourceColumn, CatalogText::source(entry));
        // A document's own entries carry its author's text: a tooltip would guess markup.
        table.item(row, kSourceColumn)
            ->setToolTip(PlainText::forRichTextGuess(
                withNote(CatalogText::source(entry), CatalogText::note(entry))));
        ++row;
    }
    for (const Product& product : catalog.products()) {
        for (const std::string_view key : {ProductKeys::priceKey(product.productClass),
                                           ProductKeys::wattsKey(product.productClass)}) {
            const ParameterSpec& spec = ParameterRegistry::instance().at(key);
            const ProductFigure& figure = ProductKeys::figure(product, key);
            auto set = [&](int column, const QString& text, const QString& exact = QString()) {
                putCell(table, row, column, text, exact);
            };
            set(0, tr("%1: %2").arg(ProductText::name(product), ParameterText::label(spec)));
            table.item(row, 0)->setToolTip(
                PlainText::forRichTextGuess(table.item(row, 0)->text() + QLatin1Char('\n') +
                                            QString::fromStdString(product.id)));
            set(1, product.fabric ? EnumText::fabric(*product.fabric) : tr("both"));
            const auto [shownText, exactText] = figureTexts(format, figure.value.value);
            set(2, shownText, exactText);
            set(3, ParameterText::unit(spec, figure.value.currency.value_or(Currency::usd())));
            const bool organisation = product.layer == CatalogLayer::Organisation;
            //: A product's figure in the catalog table, from the organisation's catalog.
            set(kOriginColumn, organisation ? tr("Product, organisation catalog") : tr("Product"));
            const QString tip =
                tr("A plan that picks this product takes this figure as its default.");
            table.item(row, kOriginColumn)
                ->setToolTip(organisation ? PlainText::forRichTextGuess(tip + QLatin1Char(' ') +
                                                                        organisationTip)
                                          : tip);
            const bool isPrice = spec.kind == ParameterKind::Money;
            set(5, EnumText::confidence(product.confidence, product.layer, isPrice));
            table.item(row, 5)->setToolTip(
                EnumText::confidenceHint(product.confidence, product.layer, isPrice));
            putDate(table, row, 6, product.date, &spec);
            // The price's source on the price's row, the watts' on theirs.
            set(kSourceColumn, CatalogText::source(product, key));
            table.item(row, kSourceColumn)
                ->setToolTip(PlainText::forRichTextGuess(
                    withNote(CatalogText::source(product, key), CatalogText::note(product))));
            ++row;
        }
    }
    // Sources are sentences: one line each, not squeezed into tall rows.
    table.setWordWrap(false);
    table.horizontalHeader()->setStretchLastSection(false);
    table.horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The longest product names ("Tomahawk 5 white box 64 x 800G: switch price") made the first
    // column take the whole pane on a laptop, hiding the figures: it keeps a readable width,
    // can be widened by hand, and each name is whole in its tooltip.
    constexpr int kInputColumnWidth = 300;
    table.horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    table.resizeColumnToContents(0);
    table.setColumnWidth(0, std::min(table.columnWidth(0), kInputColumnWidth));
    // The longest source ran to thousands of pixels: scrolled to its end, the pane showed one
    // sentence's tail over blank rows and no header (found by a stranger). The column keeps
    // some eighty characters, each source ends in "..." there, and is whole in its tooltip
    // (with its note) and in the spreadsheet copy; the column can be widened by hand.
    const int sourceWidth = table.fontMetrics().averageCharWidth() * 80;
    table.horizontalHeader()->setSectionResizeMode(kSourceColumn, QHeaderView::Interactive);
    table.resizeColumnToContents(kSourceColumn);
    table.setColumnWidth(kSourceColumn, std::min(table.columnWidth(kSourceColumn), sourceWidth));
    table.setTextElideMode(Qt::ElideRight);
    for (int r = 0; r < table.rowCount(); ++r)
        if (QTableWidgetItem* item = table.item(r, 0); item && item->toolTip().isEmpty())
            item->setToolTip(PlainText::forRichTextGuess(item->text()));
}

void CatalogTable::describeOrigin(QLabel& label, const Catalog& catalog)
{
    // Whose prices these are: on a machine with an organisation's catalog, which one. A name or
    // a path is one word to the layout: a long one widened the window past the screen, so each
    // is shortened in the middle here and whole in the tooltip.
    label.setTextFormat(Qt::PlainText); // the file's own name and path, never markup
    const QString organisation = QString::fromStdString(catalog.organisationName());
    const QString path = OrganisationCatalog::path();
    const QFontMetrics metrics = label.fontMetrics();
    const auto shortened = [&](const QString& text, int characters) {
        return metrics.elidedText(text, Qt::ElideMiddle, metrics.averageCharWidth() * characters);
    };
    label.setText(organisation.isEmpty()
                      ? tr("The bundled catalog: every default figure with its source and date.")
                      : tr("The bundled catalog with your organisation's prices from %1 (%2).")
                            .arg(shortened(organisation, 50), shortened(path, 60)));
    label.setToolTip(organisation.isEmpty()
                         ? QString()
                         : PlainText::forRichTextGuess(organisation + QLatin1Char('\n') + path));
    label.setWordWrap(false);
}

void CatalogTable::describeUnavailable(QLabel& label, QTableWidget& table,
                                       const std::exception_ptr& error)
{
    // The tab said "The bundled catalog: ..." over an empty table when an organisation's
    // catalog could not be used (the summary said why; this tab did not).
    table.setRowCount(0);
    label.setTextFormat(Qt::PlainText); // the detail quotes the file's path and its problem
    label.setWordWrap(true);
    //: The catalog tab when no catalog could be loaded; %1 says why and what to do.
    label.setText(tr("No figures to show: %1").arg(EngineErrorText::describe(error)));
    label.setToolTip(QString());
}

} // namespace fabrictco::ui
