// SPDX-License-Identifier: GPL-3.0-or-later
// The incremental update that gives QPdfWriter's PDF its author, subject, keywords, language and
// outline, read back with poppler as a PDF reader would.
#include "report/PdfDocumentUpdate.h"

#include "report/ReportError.h"
#include "tests/report/ReportTesting.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace fabrictco;

namespace {

QByteArray threePages()
{
    test::reportApplication();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(QStringLiteral("Three pages"));
    QPainter painter(&writer);
    for (int page = 0; page < 3; ++page) {
        if (page > 0)
            writer.newPage();
        painter.drawText(100, 100, QStringLiteral("page %1").arg(page + 1));
    }
    painter.end();
    return bytes;
}

QString saved(const QTemporaryDir& dir, const QByteArray& pdf)
{
    const QString path = dir.filePath(QStringLiteral("u.pdf"));
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(pdf);
    return path;
}

TEST(PdfDocumentUpdateTest, AReaderSeesTheInfoLanguageAndOutline)
{
    if (!test::hasTool(QStringLiteral("pdfinfo")) || !test::hasTool(QStringLiteral("pdftohtml")))
        GTEST_SKIP() << "poppler-utils is not installed";
    PdfDocumentUpdate::Info info;
    info.title = QStringLiteral("Three pages");
    info.author = QStringLiteral("李雷 (Procurement)");
    info.subject = QStringLiteral("IB versus RoCE");
    info.keywords = {QStringLiteral("InfiniBand"), QStringLiteral("RoCE")};
    info.creator = QStringLiteral("FabricTCO test");
    info.language = QStringLiteral("zh-CN");
    const QByteArray original = threePages();
    const QByteArray updated = PdfDocumentUpdate::apply(
        original, info,
        {{QStringLiteral("Cover"), 0, 72}, {QStringLiteral("第三页 (risk)"), 2, 100}});
    // An incremental update: the original bytes stay as they were.
    EXPECT_TRUE(updated.startsWith(original));
    QTemporaryDir dir;
    const QString path = saved(dir, updated);
    bool ok = false;
    const QString properties = test::runTool(QStringLiteral("pdfinfo"), {path}, &ok);
    ASSERT_TRUE(ok) << properties.toStdString();
    EXPECT_TRUE(properties.contains(QStringLiteral("Author:          李雷 (Procurement)")))
        << properties.toStdString();
    EXPECT_TRUE(properties.contains(QStringLiteral("Subject:         IB versus RoCE")));
    EXPECT_TRUE(properties.contains(QStringLiteral("Keywords:        InfiniBand, RoCE")));
    EXPECT_TRUE(properties.contains(QStringLiteral("Pages:           3")));
    const QString xml = test::runTool(QStringLiteral("pdftohtml"),
                                      {QStringLiteral("-xml"), QStringLiteral("-i"),
                                       QStringLiteral("-stdout"), QStringLiteral("-q"), path});
    EXPECT_TRUE(xml.contains(QStringLiteral("<item page=\"1\">Cover</item>"))) << xml.toStdString();
    EXPECT_TRUE(xml.contains(QStringLiteral("<item page=\"3\">第三页 (risk)</item>")));
    EXPECT_TRUE(updated.contains("/Lang <FEFF007A0068002D0043004E>"));
}

TEST(PdfDocumentUpdateTest, TheOutlineNestsSubSectionsUnderTheirSection)
{
    // Issue 39: every heading was at the top level of the outline.
    if (!test::hasTool(QStringLiteral("pdftohtml")))
        GTEST_SKIP() << "poppler-utils is not installed";
    PdfDocumentUpdate::Info info;
    info.language = QStringLiteral("en");
    const QByteArray updated = PdfDocumentUpdate::apply(threePages(), info,
                                                        {{QStringLiteral("Report"), 0, 72, 1},
                                                         {QStringLiteral("Costs"), 1, 72, 2},
                                                         {QStringLiteral("By year"), 1, 300, 3},
                                                         {QStringLiteral("By category"), 2, 72, 3},
                                                         {QStringLiteral("Risk"), 2, 400, 2}});
    QTemporaryDir dir;
    QString xml =
        test::runTool(QStringLiteral("pdftohtml"),
                      {QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-stdout"),
                       QStringLiteral("-q"), saved(dir, updated)});
    xml.remove(QRegularExpression(QStringLiteral("\\s+")));
    EXPECT_TRUE(xml.contains(QStringLiteral(
        "<outline><itempage=\"1\">Report</item><outline><itempage=\"2\">Costs</item><outline>"
        "<itempage=\"2\">Byyear</item><itempage=\"3\">Bycategory</item></outline>"
        "<itempage=\"3\">Risk</item></outline></outline>")))
        << xml.toStdString();
}

TEST(PdfDocumentUpdateTest, ALinkTakesTheReaderToItsPage)
{
    // Issue 39: the contents' entries were not links. QPdfWriter gives each page an empty
    // annotation array of its own; the link is added to it.
    if (!test::hasTool(QStringLiteral("pdftohtml")))
        GTEST_SKIP() << "poppler-utils is not installed";
    PdfDocumentUpdate::Info info;
    info.language = QStringLiteral("en");
    // The whole of page 1, so its text "page 1" lies in the link.
    const QByteArray updated = PdfDocumentUpdate::apply(
        threePages(), info, {}, {{0, QRectF(0, 0, 2000, 2000), 2, 100}, {9, {}, 0, 0}});
    EXPECT_EQ(updated.count("/Subtype /Link"), 1); // the one on a page that exists
    QTemporaryDir dir;
    const QString xml =
        test::runTool(QStringLiteral("pdftohtml"),
                      {QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-stdout"),
                       QStringLiteral("-q"), saved(dir, updated)});
    EXPECT_TRUE(xml.contains(QRegularExpression(QStringLiteral("<a href=\"[^\"]*#3\">page 1</a>"))))
        << xml.toStdString();
    EXPECT_FALSE(xml.contains(QStringLiteral(">page 2</a>")));
}

TEST(PdfDocumentUpdateTest, BookmarksOutsideThePagesAreLeftOut)
{
    PdfDocumentUpdate::Info info;
    info.language = QStringLiteral("en");
    const QByteArray updated =
        PdfDocumentUpdate::apply(threePages(), info, {{QStringLiteral("Nowhere"), 7, 0}});
    EXPECT_FALSE(updated.contains("/Outlines"));
    EXPECT_FALSE(updated.contains(PdfDocumentUpdate::textString(QStringLiteral("Nowhere"))));
}

TEST(PdfDocumentUpdateTest, TextStringsCannotBreakTheSyntax)
{
    // Parentheses and backslashes would end or escape a literal string; a hex string has none.
    EXPECT_EQ(PdfDocumentUpdate::textString(QStringLiteral("a)(\\")),
              QByteArray("<FEFF006100290028005C>"));
    // Control characters (a terminal escape in a title) never reach a PDF reader's properties
    // dialog or pdfinfo's terminal: they are shown as text.
    const QByteArray escaped =
        PdfDocumentUpdate::textString(QStringLiteral("a") + QChar(0x1b) + QStringLiteral("]0;x"));
    EXPECT_FALSE(escaped.contains("001B")) << escaped.toStdString();
}

TEST(PdfDocumentUpdateTest, SomethingThatIsNotAPdfIsAnError)
{
    EXPECT_THROW(PdfDocumentUpdate::apply("not a pdf", {}, {}), ReportError);
    QByteArray truncated = threePages();
    truncated.truncate(truncated.size() / 2);
    EXPECT_THROW(PdfDocumentUpdate::apply(truncated, {}, {}), ReportError);
}

} // namespace
