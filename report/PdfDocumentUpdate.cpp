// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/PdfDocumentUpdate.h"

#include "presentation/PlainText.h"
#include "report/ReportError.h"

#include <QRegularExpression>

#include <limits>
#include <map>

namespace fabrictco {

namespace {

[[noreturn]] void unexpected(const char* what)
{
    throw ReportError(std::string("cannot add the document properties to the PDF: ") + what);
}

/// The integer after `key` in `dictionary` ("/Size 132" -> 132); -1 when absent.
long long integerAfter(const QByteArray& dictionary, const QByteArray& key)
{
    static const QRegularExpression number(QStringLiteral("^\\s*(\\d+)"));
    const qsizetype at = dictionary.indexOf(key);
    if (at < 0)
        return -1;
    const auto m = number.match(QString::fromLatin1(dictionary.mid(at + key.size(), 40)));
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}

/// The text of object `number` between "N 0 obj" and "endobj" (the last definition wins, as in
/// any reader).
QByteArray objectBody(const QByteArray& pdf, long long number)
{
    const QByteArray header = "\n" + QByteArray::number(number) + " 0 obj";
    const qsizetype start = pdf.lastIndexOf(header);
    if (start < 0)
        unexpected("an object is missing");
    const qsizetype body = start + header.size();
    const qsizetype end = pdf.indexOf("endobj", body);
    if (end < 0)
        unexpected("an object is not closed");
    return pdf.mid(body, end - body).trimmed();
}

/// `pdf` as QPdfWriter wrote it, with its creation date replaced by `time` in UTC
/// ("(D:20251202000000Z)"), whatever form and time zone QPdfWriter wrote it in ("+01'00'"), and
/// the cross-reference offsets after it moved by the difference in length: the same time gives
/// the same bytes in every time zone.
QByteArray withCreationDate(const QByteArray& pdf, const QDateTime& time)
{
    const qsizetype startxrefAt = pdf.lastIndexOf("startxref");
    const qsizetype trailerAt = pdf.lastIndexOf("trailer");
    if (startxrefAt < 0 || trailerAt < 0 || trailerAt > startxrefAt)
        unexpected("no trailer");
    const long long xref = integerAfter(pdf.mid(startxrefAt), "startxref");
    const long long infoObject = integerAfter(pdf.mid(trailerAt, startxrefAt - trailerAt), "/Info");
    const qsizetype infoStart = pdf.lastIndexOf("\n" + QByteArray::number(infoObject) + " 0 obj");
    const qsizetype infoEnd = pdf.indexOf("endobj", infoStart);
    static const QRegularExpression created(QStringLiteral("/CreationDate\\s*(\\([^)]*\\))"));
    const auto date = created.match(QString::fromLatin1(pdf.mid(infoStart, infoEnd - infoStart)));
    if (xref < 0 || xref > startxrefAt || infoStart < 0 || infoEnd < 0 || !date.hasMatch() ||
        infoStart + date.capturedStart(1) > xref)
        unexpected("the creation date is not where QPdfWriter writes it");
    const qsizetype at = infoStart + date.capturedStart(1);
    const qsizetype oldLength = date.capturedLength(1);
    const QByteArray fixed =
        "(D:" + time.toUTC().toString(QStringLiteral("yyyyMMddHHmmss")).toLatin1() + "Z)";
    const qsizetype delta = fixed.size() - oldLength;

    QByteArray out = pdf.left(at) + fixed + pdf.mid(at + oldLength, startxrefAt - at - oldLength);
    // The table: "xref", then subsections of "first count" and count 20-byte entries
    // "0000012345 00000 n \n"; every offset past the date moves by delta.
    qsizetype line = xref + delta;
    if (!out.mid(line, 4).startsWith("xref"))
        unexpected("no cross-reference table at startxref");
    line = out.indexOf('\n', line) + 1;
    static const QRegularExpression subsection(QStringLiteral("^(\\d+) (\\d+)\\s*$"));
    while (line > 0 && line < out.size() && !out.mid(line, 7).startsWith("trailer")) {
        const qsizetype end = out.indexOf('\n', line);
        const auto header = subsection.match(QString::fromLatin1(out.mid(line, end - line)));
        if (end < 0 || !header.hasMatch())
            unexpected("a cross-reference subsection has no header");
        qsizetype entry = end + 1;
        for (long long i = 0; i < header.captured(2).toLongLong(); ++i, entry += 20) {
            if (out.at(entry + 17) != 'n')
                continue; // a free entry
            const long long offset = out.mid(entry, 10).toLongLong();
            if (offset > at)
                out.replace(entry, 10,
                            QByteArray::number(offset + delta).rightJustified(10, '0'));
        }
        line = entry;
    }
    return out + "startxref\n" + QByteArray::number(xref + delta) + "\n%%EOF\n";
}

/// The page objects in reading order, from the flat /Kids array QPdfWriter writes.
std::vector<long long> pageObjects(const QByteArray& pdf, long long pagesObject)
{
    const QByteArray pages = objectBody(pdf, pagesObject);
    const qsizetype kids = pages.indexOf("/Kids");
    const qsizetype open = pages.indexOf('[', kids);
    const qsizetype close = pages.indexOf(']', open);
    if (kids < 0 || open < 0 || close < 0)
        unexpected("the page tree has no /Kids array");
    std::vector<long long> result;
    static const QRegularExpression reference(QStringLiteral("(\\d+)\\s+0\\s+R"));
    auto it = reference.globalMatch(QString::fromLatin1(pages.mid(open, close - open)));
    while (it.hasNext())
        result.push_back(it.next().captured(1).toLongLong());
    return result;
}

double pageHeight(const QByteArray& pdf, long long pageObject)
{
    static const QRegularExpression mediaBox(
        QStringLiteral("/MediaBox\\s*\\[\\s*[-\\d.]+\\s+[-\\d.]+\\s+[-\\d.]+\\s+([-\\d.]+)"));
    const auto m = mediaBox.match(QString::fromLatin1(objectBody(pdf, pageObject)));
    if (!m.hasMatch())
        unexpected("a page has no /MediaBox");
    return m.captured(1).toDouble();
}

QByteArray reference(long long number)
{
    return QByteArray::number(number) + " 0 R";
}

} // namespace

QByteArray PdfDocumentUpdate::textString(const QString& text)
{
    QByteArray hex = "<FEFF";
    for (const QChar c : PlainText::forTerminal(text))
        hex += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
    return hex + ">";
}

QByteArray PdfDocumentUpdate::apply(const QByteArray& written, const Info& info,
                                    const std::vector<Bookmark>& outline,
                                    const std::vector<Link>& links)
{
    const QByteArray pdf =
        info.created.isValid() ? withCreationDate(written, info.created) : written;
    const qsizetype startxrefAt = pdf.lastIndexOf("startxref");
    const qsizetype trailerAt = pdf.lastIndexOf("trailer");
    if (startxrefAt < 0 || trailerAt < 0 || trailerAt > startxrefAt)
        unexpected("no trailer");
    const long long previousXref = integerAfter(pdf.mid(startxrefAt), "startxref");
    const QByteArray trailer = pdf.mid(trailerAt, startxrefAt - trailerAt);
    const long long size = integerAfter(trailer, "/Size");
    const long long root = integerAfter(trailer, "/Root");
    const long long infoObject = integerAfter(trailer, "/Info");
    if (previousXref < 0 || size < 1 || root < 0 || infoObject < 0)
        unexpected("the trailer lacks /Size, /Root or /Info");

    QByteArray catalog = objectBody(pdf, root);
    if (!catalog.endsWith(">>"))
        unexpected("the document catalog is not a dictionary");
    const long long pagesObject = integerAfter(catalog, "/Pages");
    const std::vector<long long> pages = pageObjects(pdf, pagesObject);

    // Each page's height, read once: every bookmark and link asks for its page's, and finding a
    // page object searches the PDF from its end (8 ms a report, issue 42).
    std::map<long long, double> heights;
    const auto heightOf = [&](long long page) {
        const auto known = heights.find(page);
        return known != heights.end() ? known->second
                                      : heights.emplace(page, pageHeight(pdf, page)).first->second;
    };

    std::map<long long, QByteArray> objects; // number -> body
    long long next = size;
    // The outline: a root and one item per bookmark, nested by heading level (a sub-section
    // under its section), every level open.
    std::vector<Bookmark> marks;
    for (const Bookmark& b : outline)
        if (b.page >= 0 && std::size_t(b.page) < pages.size() && !b.title.trimmed().isEmpty())
            marks.push_back(b);
    const long long outlineRoot = marks.empty() ? -1 : next++;
    const long long firstItem = next;
    next += qsizetype(marks.size());
    constexpr std::size_t kRoot = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> parent(marks.size(), kRoot);
    std::vector<std::size_t> open; // the items a deeper heading would go under
    for (std::size_t i = 0; i < marks.size(); ++i) {
        while (!open.empty() && marks[open.back()].level >= marks[i].level)
            open.pop_back();
        parent[i] = open.empty() ? kRoot : open.back();
        open.push_back(i);
    }
    const auto objectOf = [&](std::size_t i) {
        return i == kRoot ? outlineRoot : firstItem + qsizetype(i);
    };
    std::map<std::size_t, std::vector<std::size_t>> children; // in page order
    for (std::size_t i = 0; i < marks.size(); ++i)
        children[parent[i]].push_back(i);
    std::vector<long long> descendants(marks.size(), 0);
    for (std::size_t i = marks.size(); i-- > 0;)
        if (parent[i] != kRoot)
            descendants[parent[i]] += 1 + descendants[i];
    for (const auto& [above, items] : children) {
        for (std::size_t k = 0; k < items.size(); ++k) {
            const std::size_t i = items[k];
            const long long page = pages[marks[i].page];
            const double top = heightOf(page) - marks[i].topPoints;
            QByteArray item = "<<\n/Title " + textString(marks[i].title.simplified()) +
                              "\n/Parent " + reference(objectOf(above)) + "\n/Dest [" +
                              reference(page) + " /XYZ 0 " + QByteArray::number(top, 'f', 2) +
                              " 0]";
            if (k > 0)
                item += "\n/Prev " + reference(objectOf(items[k - 1]));
            if (k + 1 < items.size())
                item += "\n/Next " + reference(objectOf(items[k + 1]));
            if (const auto own = children.find(i); own != children.end())
                item += "\n/First " + reference(objectOf(own->second.front())) + "\n/Last " +
                        reference(objectOf(own->second.back())) + "\n/Count " +
                        QByteArray::number(descendants[i]);
            objects[objectOf(i)] = item + "\n>>";
        }
    }
    if (outlineRoot >= 0) {
        const std::vector<std::size_t>& top = children.at(kRoot);
        objects[outlineRoot] = "<<\n/Type /Outlines\n/First " + reference(objectOf(top.front())) +
                               "\n/Last " + reference(objectOf(top.back())) + "\n/Count " +
                               QByteArray::number(qsizetype(marks.size())) + "\n>>";
    }

    // Links (the contents' entries): an annotation each, listed by its page, which is written
    // again with them.
    std::map<long long, QByteArray> annotations; // page object -> its /Annots references
    for (const Link& link : links) {
        if (link.page < 0 || std::size_t(link.page) >= pages.size() || link.targetPage < 0 ||
            std::size_t(link.targetPage) >= pages.size())
            continue;
        const long long page = pages[std::size_t(link.page)];
        const double height = heightOf(page);
        const long long target = pages[std::size_t(link.targetPage)];
        const long long self = next++;
        const auto number = [](double value) {
            return QByteArray::number(value, 'f', 2);
        };
        objects[self] = "<<\n/Type /Annot\n/Subtype /Link\n/Rect [" + number(link.area.left()) +
                        " " + number(height - link.area.bottom()) + " " +
                        number(link.area.right()) + " " + number(height - link.area.top()) +
                        "]\n/Border [0 0 0]\n/Dest [" + reference(target) + " /XYZ 0 " +
                        number(heightOf(target) - link.targetTopPoints) + " 0]\n>>";
        annotations[page] += " " + reference(self);
    }
    // QPdfWriter gives every page /Annots, an indirect reference to an array (empty without
    // hyperlinks): that array is written again with the links added. A page without one gets it.
    static const QRegularExpression annotsReference(QStringLiteral("/Annots\\s+(\\d+)\\s+0\\s+R"));
    for (const auto& [page, references] : annotations) {
        QByteArray body = objectBody(pdf, page);
        if (!body.endsWith(">>"))
            unexpected("a page is not a dictionary");
        const auto existing = annotsReference.match(QString::fromLatin1(body));
        if (existing.hasMatch()) {
            const long long array = existing.captured(1).toLongLong();
            QByteArray list = objectBody(pdf, array);
            if (!list.endsWith(']'))
                unexpected("a page's annotations are not an array");
            list.chop(1);
            objects[array] = list + references + " ]";
        } else if (body.contains("/Annots")) {
            unexpected("a page's annotations are not where QPdfWriter puts them");
        } else {
            body.chop(2);
            objects[page] = body + "/Annots [" + references + " ]\n>>";
        }
    }

    // The catalog again, with the language and the outline (open beside the pages).
    catalog.chop(2);
    catalog += "/Lang " + textString(info.language) + "\n";
    if (outlineRoot >= 0)
        catalog += "/Outlines " + reference(outlineRoot) + "\n/PageMode /UseOutlines\n";
    objects[root] = catalog + ">>";

    // The info dictionary again, complete.
    QByteArray infoDictionary = "<<\n/Title " + textString(info.title);
    if (!info.author.isEmpty())
        infoDictionary += "\n/Author " + textString(info.author);
    infoDictionary += "\n/Subject " + textString(info.subject);
    infoDictionary += "\n/Keywords " + textString(info.keywords.join(QStringLiteral(", ")));
    infoDictionary += "\n/Creator " + textString(info.creator);
    infoDictionary +=
        "\n/Producer " + textString(info.creator + QStringLiteral(" (Qt ") +
                                    QString::fromLatin1(qVersion()) + QLatin1Char(')'));
    // The date QPdfWriter wrote, kept as it was, or the fixed one written over it.
    QByteArray out = pdf;
    static const QRegularExpression created(QStringLiteral("/CreationDate\\s*(\\([^)]*\\))"));
    const auto date = created.match(QString::fromLatin1(objectBody(pdf, infoObject)));
    if (date.hasMatch()) {
        infoDictionary += "\n/CreationDate " + date.captured(1).toLatin1();
    }
    infoDictionary += "\n>>";
    objects[infoObject] = infoDictionary;

    if (!out.endsWith('\n'))
        out += '\n';
    std::map<long long, qsizetype> offsets;
    for (const auto& [number, body] : objects) {
        offsets[number] = out.size();
        out += QByteArray::number(number) + " 0 obj\n" + body + "\nendobj\n";
    }
    const qsizetype xref = out.size();
    out += "xref\n";
    // One subsection per run of consecutive object numbers.
    for (auto it = offsets.begin(); it != offsets.end();) {
        auto end = it;
        long long count = 0;
        while (end != offsets.end() && end->first == it->first + count) {
            ++end;
            ++count;
        }
        out += QByteArray::number(it->first) + " " + QByteArray::number(count) + "\n";
        for (; it != end; ++it)
            out += QByteArray::number(it->second).rightJustified(10, '0') + " 00000 n \n";
    }
    out += "trailer\n<<\n/Size " + QByteArray::number(std::max(next, size)) + "\n/Root " +
           reference(root) + "\n/Info " + reference(infoObject) + "\n/Prev " +
           QByteArray::number(previousXref) + "\n>>\nstartxref\n" + QByteArray::number(xref) +
           "\n%%EOF\n";
    return out;
}

} // namespace fabrictco
