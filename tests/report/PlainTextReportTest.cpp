// SPDX-License-Identifier: GPL-3.0-or-later
// Text from a document is plain text in the PDF report and the spreadsheet: a plan name such as
// "<img src=...>" must not embed a file from the reader's disk (the charts' legends and axes
// used to read it as HTML), "<a href=...>" must not become a link, and both show literally.
#include "core/model/Catalog.h"
#include "report/ReportGenerator.h"
#include "report/SpreadsheetExport.h"
#include "tests/report/ReportTesting.h"
#include "tests/support/MarkupDocument.h"

#include <QColor>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <algorithm>
#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

QString withoutSpaces(QString text)
{
    // pdftotext breaks lines where the report wraps a table cell.
    return text.remove(QRegularExpression(QStringLiteral("\\s+")));
}

/// The PDF's bytes with every Flate stream inflated after them, so a search finds what the
/// streams hold too (QPdfWriter compresses page contents).
QByteArray withStreamsInflated(const QByteArray& pdf)
{
    QByteArray all = pdf;
    qsizetype at = 0;
    while ((at = pdf.indexOf("stream", at)) >= 0) {
        qsizetype begin = at + 6;
        at = begin;
        if (pdf.mid(begin, 2) == "\r\n")
            begin += 2;
        else if (pdf.mid(begin, 1) == "\n")
            begin += 1;
        else
            continue; // "endstream", or "stream" inside other text
        const qsizetype end = pdf.indexOf("endstream", begin);
        if (end < 0)
            break;
        // qUncompress wants the zlib data after a 4-byte size hint; it grows past a low hint.
        const QByteArray zlib = QByteArray("\x00\x01\x00\x00", 4) + pdf.mid(begin, end - begin);
        all += '\n' + qUncompress(zlib);
        at = end + 9;
    }
    return all;
}

class PlainTextReportTest : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        test::reportApplication();
        s_dir = std::make_unique<QTemporaryDir>();
        // A real image, so that a place that read the name as HTML would embed it.
        s_image = s_dir->filePath(QStringLiteral("x.png"));
        QImage magenta(48, 48, QImage::Format_RGB32);
        magenta.fill(QColor(255, 0, 255));
        ASSERT_TRUE(magenta.save(s_image, "PNG"));
        s_document = test::markupDocument(s_image);
        s_catalog = Catalog::loadDirectory(test::dataDir()).withUserEntries(s_document.userCatalog);
        ReportOptions options;
        options.trials = 1000;

        options.date = QDate(2026, 11, 29);
        s_pdf = s_dir->filePath(QStringLiteral("report.pdf"));
        ReportGenerator::writePdf(s_pdf, s_document.scenario, s_catalog, options);
    }
    static void TearDownTestSuite() { s_dir.reset(); }

    void SetUp() override
    {
        for (const char* tool : {"pdftotext", "pdfimages", "pdfinfo"})
            if (!test::hasTool(QString::fromLatin1(tool)))
                GTEST_SKIP() << "poppler-utils is not installed";
        ASSERT_TRUE(QFile::exists(s_pdf));
    }

    static inline std::unique_ptr<QTemporaryDir> s_dir;
    static inline QString s_image;
    static inline DocumentContent s_document;
    static inline Catalog s_catalog;
    static inline QString s_pdf;
};

TEST_F(PlainTextReportTest, ThePdfEmbedsNoImageFromANameOrNote)
{
    const QStringList lines =
        test::runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), s_pdf})
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // Only the two header lines: no image at all (the report's charts are vectors).
    EXPECT_EQ(lines.size(), 2) << "images found:\n" << lines.join(QLatin1Char('\n')).toStdString();
}

TEST_F(PlainTextReportTest, ThePdfLinksOnlyToItsOwnPages)
{
    bool ok = false;
    const QString urls =
        test::runTool(QStringLiteral("pdfinfo"), {QStringLiteral("-url"), s_pdf}, &ok);
    ASSERT_TRUE(ok);
    EXPECT_FALSE(urls.contains(QStringLiteral("example.invalid"))) << urls.toStdString();
    QFile file(s_pdf);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = withStreamsInflated(file.readAll());
    EXPECT_FALSE(bytes.contains("/URI"));
    EXPECT_FALSE(bytes.contains("/Subtype/Link"));
    // The only links are the contents' entries, each to a page of the report itself (/Dest).
    const QString text = QString::fromLatin1(bytes);
    static const QRegularExpression link(QStringLiteral("/Subtype /Link(.*?)>>"),
                                         QRegularExpression::DotMatchesEverythingOption);
    int links = 0;
    for (auto it = link.globalMatch(text); it.hasNext(); ++links) {
        const QString body = it.next().captured(1);
        EXPECT_TRUE(body.contains(QStringLiteral("/Dest ["))) << body.toStdString();
        EXPECT_FALSE(body.contains(QStringLiteral("/A "))) << body.toStdString();
    }
    EXPECT_GT(links, 0);
}

TEST_F(PlainTextReportTest, ThePdfMetadataHoldsNoTerminalControl)
{
    // pdfinfo, exiftool and file managers print the Title as it is: an escape sequence in the
    // document's title would act on the reader's terminal.
    const QByteArray info = test::runToolBytes(QStringLiteral("pdfinfo"), {s_pdf});
    ASSERT_TRUE(info.contains("Title:")) << info.toStdString();
    for (const char c : info) {
        const auto byte = static_cast<unsigned char>(c);
        EXPECT_FALSE((byte < 0x20 && byte != '\n' && byte != '\t' && byte != '\r') || byte == 0x7f)
            << "control byte " << int(byte) << " in pdfinfo's output:\n"
            << info.toStdString();
    }
}

TEST_F(PlainTextReportTest, ThePdfShowsTheMarkupLiterally)
{
    const QString text =
        withoutSpaces(test::runTool(QStringLiteral("pdftotext"), {s_pdf, QStringLiteral("-")}));
    ASSERT_FALSE(text.isEmpty());
    for (const QString& part : test::markupParts())
        EXPECT_TRUE(text.contains(withoutSpaces(part))) << part.toStdString();
    EXPECT_TRUE(text.contains(withoutSpaces(QString::fromStdString(test::markupImage(s_image)))));
    EXPECT_TRUE(text.contains(QStringLiteral("<i>author</i>")));
    EXPECT_TRUE(text.contains(QStringLiteral("<u>organisation</u>")));
    // Every name keeps its place markers where it is printed, in every table and chart: a
    // marker filled by a later arg() call ("R8.5%2..." in a column header) shows as a lone end.
    // Counted in the order the pages draw their text (-raw): in reading order, two names
    // wrapped in neighbouring cells interleave line by line and split each other's markers.
    const QString drawn = withoutSpaces(test::runTool(
        QStringLiteral("pdftotext"), {QStringLiteral("-raw"), s_pdf, QStringLiteral("-")}));
    const QString markers = withoutSpaces(QString::fromStdString(test::kPlaceMarkers));
    EXPECT_GT(drawn.count(markers), 10);
    EXPECT_EQ(drawn.count(QStringLiteral("%L1")), drawn.count(markers))
        << "a name's place marker was filled in";
}

/// The text of every <t> element (a shared string) of `xml`; `ok` false when it is not XML.
QStringList sharedStrings(const QByteArray& xml, bool* ok)
{
    QStringList strings;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == u"t")
            strings << reader.readElementText();
    }
    *ok = !reader.hasError();
    return strings;
}

TEST_F(PlainTextReportTest, TheSpreadsheetHoldsTheNamesAsTextNeverAsFormulas)
{
    if (!test::hasTool(QStringLiteral("unzip")))
        GTEST_SKIP() << "unzip is not installed";
    const QString path = s_dir->filePath(QStringLiteral("costs.xlsx"));
    ReportOptions options;
    options.trials = 500;

    SpreadsheetExport::write(path, s_document.scenario, s_catalog, options);
    const QString listing = test::runTool(QStringLiteral("unzip"), {QStringLiteral("-Z1"), path});
    int sheets = 0;
    for (const QString& member : listing.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (!member.startsWith(QLatin1String("xl/worksheets/sheet")))
            continue;
        ++sheets;
        const QByteArray xml =
            test::runToolBytes(QStringLiteral("unzip"), {QStringLiteral("-p"), path, member});
        EXPECT_FALSE(xml.contains("<f>")) << member.toStdString();
        EXPECT_FALSE(xml.contains("<f ")) << member.toStdString();
    }
    EXPECT_GE(sheets, 2);
    bool ok = false;
    const QStringList strings = sharedStrings(
        test::runToolBytes(QStringLiteral("unzip"),
                           {QStringLiteral("-p"), path, QStringLiteral("xl/sharedStrings.xml")}),
        &ok);
    // Valid XML although the names hold control characters (written as _x001B_ escapes).
    EXPECT_TRUE(ok);
    const QString roce = QStringLiteral("=1+1 ") + QString::fromStdString(test::kMarkupLink) +
                         QLatin1Char(' ') + QString::fromStdString(test::kPlaceMarkers) +
                         QStringLiteral(" RoCE");
    EXPECT_TRUE(std::any_of(strings.begin(), strings.end(), [&](const QString& text) {
        return text.startsWith(roce);
    })) << strings.join(QLatin1Char('\n')).toStdString();
}

} // namespace
