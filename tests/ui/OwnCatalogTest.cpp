// SPDX-License-Identifier: GPL-3.0-or-later
// A document's own catalog items drive the window's figures exactly as they drive the CLI's:
// open a document whose own catalog changes a price, and the window shows the TCO that
// `fabrictco-cli tco FILE` prints, to the cent; its catalog tab marks the item as the document's.
#include "UiTestSupport.h"
#include "app/cli/CommandRegistry.h"
#include "app/cli/ScenarioSource.h"
#include "core/model/Examples.h"
#include "core/model/ParameterRegistry.h"
#include "core/tco/TcoEngine.h"
#include "presentation/ParameterText.h"
#include "storage/PlanDocument.h"
#include "translations/I18n.h"
#include "ui/document/CatalogCache.h"
#include "ui/document/DocumentIo.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/results/CatalogTable.h"
#include "ui/results/ComparisonComputer.h"
#include "ui/results/ResultWords.h"
#include "ui/results/ResultsView.h"

#include <QAbstractButton>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QMessageBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

CatalogEntry ownRoceSwitchPrice(const Decimal& price)
{
    return CatalogEntry{"price.switch",
                        Fabric::RoCE,
                        {price, Currency::usd()},
                        Uncertainty{},
                        "Vendor B quote, 51.2T model",
                        "2026-11-20",
                        Confidence::User,
                        "",
                        std::nullopt};
}

class OwnCatalogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        test::ensureApplication();
        i18n::installLanguage(QStringLiteral("en"));
        ASSERT_TRUE(dir.isValid());
        content.scenario = Examples::load("llm-training");
        content.userCatalog.push_back(ownRoceSwitchPrice(Decimal(31000)));
        path = dir.filePath(QStringLiteral("own-price.fabrictco"));
        PlanDocument::save(content, path);
        window = std::make_unique<MainWindow>();
    }
    void TearDown() override { window.reset(); }

    /// `fabrictco-cli tco FILE --json`, parsed.
    QJsonObject cliTco(const QString& file)
    {
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        cli::CliStreams streams{outStream, errStream};
        const int code =
            cli::runCommandLine({QStringLiteral("tco"), file, QStringLiteral("--json")}, streams);
        outStream.flush();
        EXPECT_EQ(code, 0) << err.toStdString();
        return QJsonDocument::fromJson(out.toUtf8()).object();
    }

    QTemporaryDir dir;
    DocumentContent content;
    QString path;
    std::unique_ptr<MainWindow> window;
};

TEST_F(OwnCatalogTest, TheWindowShowsTheTcoTheCliPrintsForTheDocument)
{
    ASSERT_TRUE(window->openFile(path));
    const ComparisonData& data = window->resultsView()->data();
    ASSERT_TRUE(ResultWords::notes(data).isEmpty())
        << ResultWords::notes(data).join(QLatin1Char('\n')).toStdString();
    const QJsonObject cli = cliTco(path);
    ASSERT_EQ(data.plans.size(), content.scenario.plans.size());
    for (const PlanSummary& plan : data.plans) {
        const QJsonObject expected = cli.value(QString::fromStdString(plan.planId)).toObject();
        ASSERT_FALSE(expected.isEmpty()) << plan.planId;
        ASSERT_TRUE(plan.horizonTco && plan.npv && plan.costPerGpuMonth);
        EXPECT_EQ(QString::fromStdString(plan.horizonTco->toString()),
                  expected.value(QStringLiteral("total")).toString());
        EXPECT_EQ(QString::fromStdString(plan.npv->toString()),
                  expected.value(QStringLiteral("npv")).toString());
        EXPECT_EQ(QString::fromStdString(plan.costPerGpuMonth->toString()),
                  expected.value(QStringLiteral("cost_per_gpu_month")).toString());
    }
    // And as exact Money, from the engine with the CLI's catalog for this document.
    const TcoResult engine = TcoEngine(cli::ScenarioSource::catalogFor(content))
                                 .evaluate(window->document()->scenario());
    ASSERT_TRUE(data.tco);
    for (std::size_t p = 0; p < engine.plans.size(); ++p)
        EXPECT_EQ(*data.plans[p].horizonTco, engine.plans[p].total.total);
}

TEST_F(OwnCatalogTest, TheOwnPriceChangesTheFiguresAgainstTheBundledCatalog)
{
    ASSERT_TRUE(window->openFile(path));
    const auto roce = window->resultsView()->data().plans.at(1).horizonTco;
    ASSERT_TRUE(window->openExample(QStringLiteral("llm-training")));
    const auto bundled = window->resultsView()->data().plans.at(1).horizonTco;
    ASSERT_TRUE(roce && bundled);
    // The document's own 31,000 USD a RoCE switch beats the price of the switch product the
    // example picks (a 40,000 USD Tomahawk-5 white box): the RoCE plan costs less.
    EXPECT_LT(roce->amount(), bundled->amount());
    // An example has no own catalog: back to the bundled figures everywhere.
    EXPECT_TRUE(window->document()->userCatalog().empty());
}

TEST_F(OwnCatalogTest, TheCatalogTabMarksTheDocumentsOwnItem)
{
    ASSERT_TRUE(window->openFile(path));
    const QTableWidget* table = window->resultsView()->catalogTable();
    int own = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, CatalogTable::kOriginColumn)->text() !=
            QStringLiteral("This document"))
            continue;
        ++own;
        EXPECT_EQ(table->item(row, 2)->data(Qt::UserRole).toString(), QStringLiteral("31000"));
        EXPECT_EQ(table->item(row, CatalogTable::kSourceColumn)->text(),
                  QStringLiteral("Vendor B quote, 51.2T model"));
        EXPECT_EQ(row, 0); // the document's own figures come first
    }
    EXPECT_EQ(own, 1);
    // The bundled RoCE switch price is replaced, not listed beside the own one.
    // ... at every link speed; another fabric's figure at 800G names its speed.
    int roceSwitchRows = 0;
    bool infiniBandAt800 = false;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString fabric = table->item(row, 1)->text();
        const QString value = table->item(row, 2)->data(Qt::UserRole).toString();
        const bool bundled = table->item(row, CatalogTable::kOriginColumn)->text() ==
                             QStringLiteral("Bundled catalog");
        if (bundled && (value == QStringLiteral("24000") ||
                        (value == QStringLiteral("40000") && fabric.startsWith("RoCE"))))
            ++roceSwitchRows;
        infiniBandAt800 = infiniBandAt800 || (fabric == QStringLiteral("InfiniBand, 800G") &&
                                              value == QStringLiteral("80000"));
    }
    EXPECT_EQ(roceSwitchRows, 0);
    EXPECT_TRUE(infiniBandAt800);
}

TEST_F(OwnCatalogTest, TheCatalogTabListsEachProductsPriceAndWatts)
{
    ASSERT_TRUE(window->openFile(path));
    const QTableWidget* table = window->resultsView()->catalogTable();
    const Catalog catalog = Catalog::loadDefault();
    ASSERT_FALSE(catalog.products().empty());
    const Product* whiteBox = catalog.findProduct("roce-th5-64x800");
    ASSERT_NE(whiteBox, nullptr);
    int productRows = 0;
    bool whiteBoxPrice = false;
    QStringList whiteBoxSources;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, CatalogTable::kOriginColumn)->text() != QStringLiteral("Product"))
            continue;
        ++productRows;
        if (!table->item(row, 0)->toolTip().contains(QStringLiteral("roce-th5-64x800")))
            continue;
        whiteBoxPrice = whiteBoxPrice || table->item(row, 2)->data(Qt::UserRole).toString() ==
                                             QStringLiteral("40000");
        whiteBoxSources << table->item(row, CatalogTable::kSourceColumn)->text();
    }
    EXPECT_EQ(productRows, int(2 * catalog.products().size()));
    EXPECT_TRUE(whiteBoxPrice);
    // A long source no longer runs to thousands of pixels: the column keeps a readable width and
    // the whole sentence is in the tooltip.
    EXPECT_LE(table->columnWidth(CatalogTable::kSourceColumn),
              table->fontMetrics().averageCharWidth() * 80);
    EXPECT_EQ(table->textElideMode(), Qt::ElideRight);
    // The price's row cites the price's source, the watts' row the watts' own.
    EXPECT_EQ(whiteBoxSources, (QStringList{QString::fromStdString(whiteBox->source),
                                            QString::fromStdString(whiteBox->wattsSource)}));
}

// A figure filed for both fabrics that only one fabric's plans read ("RoCE loss, tuned") names
// that fabric in the Fabric column, not "both" (found in the left-alone list of stop 57).
TEST_F(OwnCatalogTest, TheCatalogTabNamesTheOneFabricThatReadsAFigure)
{
    ASSERT_TRUE(window->openFile(path));
    const QTableWidget* table = window->resultsView()->catalogTable();
    QMap<QString, QString> fabricOf;
    for (int row = 0; row < table->rowCount(); ++row)
        fabricOf.insert(table->item(row, 0)->text(), table->item(row, 1)->text());
    const auto label = [](const char* key) {
        return ParameterText::label(ParameterRegistry::instance().at(key));
    };
    EXPECT_EQ(fabricOf.value(label("efficiency_loss_tuned")), QStringLiteral("RoCE (Ethernet)"));
    EXPECT_EQ(fabricOf.value(label("config_incidents_per_year")),
              QStringLiteral("RoCE (Ethernet)"));
    EXPECT_EQ(fabricOf.value(label("efficiency_loss")), QStringLiteral("InfiniBand"));
    EXPECT_EQ(fabricOf.value(label("congestion.sharp_remaining")), QStringLiteral("InfiniBand"));
    EXPECT_EQ(fabricOf.value(label("congestion.ecmp_loss")), QStringLiteral("both"));
}

TEST_F(OwnCatalogTest, SavingKeepsTheOwnItemsAndReopeningGivesTheSameFigures)
{
    ASSERT_TRUE(window->openFile(path));
    const auto before = window->resultsView()->data().plans.at(1).horizonTco;
    const QString copy = dir.filePath(QStringLiteral("copy.fabrictco"));
    ASSERT_TRUE(window->saveTo(copy));
    EXPECT_EQ(PlanDocument::open(copy).userCatalog, content.userCatalog);
    ASSERT_TRUE(window->openFile(copy));
    EXPECT_EQ(window->resultsView()->data().plans.at(1).horizonTco, before);
}

TEST_F(OwnCatalogTest, RecoveredWorkKeepsTheOwnItemsAndTheirFigures)
{
    ASSERT_TRUE(window->openFile(path));
    // An edit that leaves the RoCE switch price to the own catalog item.
    Scenario edited = window->document()->scenario();
    edited.cluster.gpusPerNode = 4;
    window->document()->replaceScenario([] { return QStringLiteral("edit"); }, edited);
    window->recomputeNow();
    const auto before = window->resultsView()->data().plans.at(1).horizonTco;
    QTemporaryDir recoveryDir;
    const RecoveryStore store(recoveryDir.path());
    window->setRecoveryStore(store);
    window->autosave();
    ASSERT_TRUE(window->recoverySlot().hasWork());
    window.reset(); // a crash: the copy stays

    auto recovered = std::make_unique<MainWindow>();
    recovered->setRecoveryStore(store);
    // Answer "Yes" to the recovery question as soon as it is shown.
    QTimer::singleShot(0, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            for (QAbstractButton* button : box->buttons())
                if (box->buttonRole(button) == QMessageBox::AcceptRole)
                    button->click();
    });
    recovered->offerRecovery();
    EXPECT_EQ(recovered->document()->userCatalog(), content.userCatalog);
    EXPECT_EQ(recovered->document()->scenario().cluster.gpusPerNode, 4);
    EXPECT_EQ(recovered->resultsView()->data().plans.at(1).horizonTco, before);
    EXPECT_EQ(recovered->documentContent().userCatalog, content.userCatalog);
    EXPECT_EQ(recovered->document()->filePath(), path) << "recovered work keeps its file name";
    recovered.reset();
}

TEST_F(OwnCatalogTest, AnInvalidOwnItemStopsTheFiguresWithAMessage)
{
    ScenarioDocument document;
    CatalogEntry bad = ownRoceSwitchPrice(Decimal(31000));
    bad.key = "no.such.key";
    document.reset(Examples::load("llm-training"), QString(), {bad});
    EXPECT_TRUE(document.catalogError());
    ASSERT_TRUE(document.catalog());
    const ComparisonData data = ComparisonComputer::compute(document.scenario(), document.catalog(),
                                                            document.catalogError());
    ASSERT_FALSE(ResultWords::notes(data).isEmpty());
    EXPECT_TRUE(ResultWords::notes(data).front().contains(QStringLiteral("no.such.key")))
        << ResultWords::notes(data).front().toStdString();
    EXPECT_FALSE(data.tco);
    for (const PlanSummary& plan : data.plans)
        EXPECT_FALSE(plan.horizonTco.has_value());
    // The CLI refuses the same items.
    DocumentContent refused;
    refused.userCatalog = {bad};
    EXPECT_ANY_THROW(cli::ScenarioSource::catalogFor(refused));
}

TEST_F(OwnCatalogTest, ANewDocumentStartsFromTheBundledCatalog)
{
    ScenarioDocument document;
    document.reset(Examples::load("llm-training"), QString(), {ownRoceSwitchPrice(Decimal(31000))});
    ASSERT_NE(document.catalog()->find("price.switch", Fabric::RoCE), nullptr);
    EXPECT_EQ(document.catalog()->find("price.switch", Fabric::RoCE)->value.value, Decimal(31000));
    document.reset(Examples::load("llm-training"));
    EXPECT_FALSE(document.catalogError());
    EXPECT_EQ(document.catalog()->find("price.switch", Fabric::RoCE)->value.value,
              CatalogCache::get().find("price.switch", Fabric::RoCE)->value.value);
}

} // namespace
