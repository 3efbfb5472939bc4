// SPDX-License-Identifier: GPL-3.0-or-later
// A quote file may name a catalog product, by its id or by the vendor's part number, for every
// plan or one plan (issue 35, item 3); an unknown product is refused like an unknown item.
#include "core/model/Examples.h"
#include "storage/DocumentQuotes.h"
#include "tests/support/TestData.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace fabrictco {
namespace {

/// The bundled catalog with a part number on the QM9700 (the catalog knows none yet).
Catalog catalogWithAPartNumber(const QTemporaryDir& dir)
{
    const QDir data(test::dataDir());
    for (const char* name : {"presets.json", "catalog.zh_CN.json"})
        QFile::copy(data.filePath(QString::fromLatin1(name)), dir.filePath(QString::fromLatin1(name)));
    QFile source(data.filePath(QStringLiteral("catalog.json")));
    EXPECT_TRUE(source.open(QIODevice::ReadOnly));
    QByteArray json = source.readAll();
    json.replace("\"id\": \"ib-ndr-qm9700\",", "\"id\": \"ib-ndr-qm9700\", \"partNumber\": \"MQM9700-NS2F\",");
    QFile target(dir.filePath(QStringLiteral("catalog.json")));
    EXPECT_TRUE(target.open(QIODevice::WriteOnly));
    target.write(json);
    target.close();
    return Catalog::loadDirectory(dir.path());
}

TEST(DocumentQuotesProductTest, AProductIsQuotedByItsIdOrItsPartNumber)
{
    QTemporaryDir dir;
    const Catalog catalog = catalogWithAPartNumber(dir);
    ASSERT_EQ(catalog.findProduct("ib-ndr-qm9700")->partNumber, "MQM9700-NS2F");
    DocumentContent doc;
    doc.scenario = Examples::load("llm-training", test::dataDir());
    EXPECT_TRUE(DocumentQuotes::isQuotableItem(doc, catalog, "roce-th5-64x800"));
    EXPECT_TRUE(DocumentQuotes::isQuotableItem(doc, catalog, "roce.roce-th5-64x800"));
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, catalog, "no-such-switch"));
    EXPECT_FALSE(DocumentQuotes::isQuotableItem(doc, catalog, "nowhere.roce-th5-64x800"));
    QuoteCsvImporter importer = DocumentQuotes::importerFor(doc, catalog);
    importer.setToday("2026-12-02");
    const QuoteImport r = importer.read("item,vendor,unit price,currency,quote date\n"
                                        "mqm9700-ns2f,NVIDIA,30000,USD,2026-11-30\n"
                                        "ib.MQM9700-NS2F,NVIDIA,29000,USD,2026-11-30\n"
                                        "roce-th5-64x800,Edgecore,31200,USD,2026-11-30\n"
                                        "no-such-switch,X,1,USD,2026-11-30\n",
                                        "rfq.csv");
    ASSERT_EQ(r.accepted.size(), 3u);
    EXPECT_EQ(r.accepted[0].itemKey, "ib-ndr-qm9700") << "the part number, in any case";
    EXPECT_EQ(r.accepted[1].itemKey, "ib.ib-ndr-qm9700");
    EXPECT_EQ(r.accepted[2].itemKey, "roce-th5-64x800");
    ASSERT_EQ(r.rejected.size(), 1u);
    EXPECT_EQ(r.rejected[0].problem, QuoteRowProblem::UnknownItem);
}

} // namespace
} // namespace fabrictco
