// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the storage tests: a document that uses every field, and a way to tamper with a
// saved file's bytes through a plain (unhardened) SQLite connection, as another tool would.
#pragma once

#include "storage/DocumentContent.h"

#include <QByteArray>
#include <QFile>
#include <QString>

#include <cstring>
#include <sqlite3.h>
#include <stdexcept>
#include <string>
#include <vector>

namespace fabrictco::test {

inline DocumentContent sampleDocument()
{
    DocumentContent doc;
    Scenario& s = doc.scenario;
    s.metadata = {"GPU 集群网络选型 2027",
                  "Li Wei",
                  "Example Lab",
                  "Notes with 中文 and \"quotes\";\nsecond line",
                  "2026-11-01T08:00:00Z",
                  "2026-11-29T19:20:00Z",
                  "0.1.0"};
    s.workload = Workload::Hft;
    s.team = TeamExpertise::SomeRdma;
    s.cluster.nodes = 256;
    s.cluster.gpusPerNode = 8;
    s.cluster.horizonYears = 3;
    s.cluster.nodesByYear = {256, 384, 512};
    s.cluster.currency = Currency::cny();
    s.cluster.rounding = RoundingMode::HalfUp;
    s.overrides["gpu_hour_value"] = ParameterValue{Decimal::parse("15.123456789"), Currency::cny()};
    s.overrides["utilisation"] = ParameterValue{Decimal::parse("0.85"), std::nullopt};
    s.uncertainty["utilisation"] =
        Uncertainty{DistributionShape::Pert, Decimal::parse("0.6"), Decimal::parse("0.95")};

    PlanSpec ib;
    ib.id = "ib";
    ib.name = "InfiniBand NDR";
    ib.design.fabric = Fabric::InfiniBand;
    ib.design.nodes = 256;
    ib.design.sparesPercent = Decimal::parse("2.5");
    ib.colourSlot = 0;
    ib.overrides["price.switch"] = ParameterValue{Decimal::parse("230000"), Currency::cny()};
    ib.uncertainty["price.switch"] =
        Uncertainty{DistributionShape::Triangular, Decimal(200000), Decimal(260000)};
    PlanSpec roce;
    roce.id = "roce-b";
    roce.name = "RoCE, vendor B";
    roce.design.fabric = Fabric::RoCE;
    roce.design.nodes = 256;
    roce.design.switchRadix = 128;
    roce.colourSlot = 1; // as if the first RoCE plan had been removed: kept, not renumbered
    roce.design.twinPortTransceivers = false;
    roce.design.twinPortNicTransceivers = true;
    roce.design.oversubscription = Decimal::parse("1.5");
    roce.overrides["switch_batches"] = ParameterValue{Decimal(2), std::nullopt};
    s.plans = {ib, roce};

    s.quotes.push_back(Quote{"ib.price.switch", "Vendor A",
                             Money::parse("228000.50", Currency::cny()), "2026-11-02", "2027-01-31",
                             "quotes-a.csv line 2"});
    s.quotes.push_back(Quote{"roce-b.price.nic", "供应商 B",
                             Money::parse("0.000000001", Currency::usd()), "2026-10-15", "",
                             "typed in"});

    doc.catalogVersion = "2026.11";
    doc.userCatalog.push_back(
        CatalogEntry{"price.switch",
                     Fabric::RoCE,
                     {Decimal(98000), Currency::cny()},
                     Uncertainty{DistributionShape::Triangular, Decimal(90000), Decimal(99000)},
                     "vendor B list price, new 51.2T model",
                     "2026-11-20",
                     Confidence::User,
                     "",
                     std::nullopt});
    doc.userCatalog.push_back(CatalogEntry{"power.pue",
                                           std::nullopt,
                                           {Decimal::parse("1.35"), std::nullopt},
                                           Uncertainty{},
                                           "our data centre",
                                           "2026",
                                           Confidence::User,
                                           "measured",
                                           std::nullopt});
    return doc;
}

/// Runs `sql` on a copy of `bytes` with a plain SQLite connection and returns the new bytes.
inline std::vector<unsigned char> tampered(const std::vector<unsigned char>& bytes,
                                           const std::string& sql)
{
    sqlite3* db = nullptr;
    sqlite3_open(":memory:", &db);
    auto* buffer = static_cast<unsigned char*>(sqlite3_malloc64(bytes.size()));
    std::memcpy(buffer, bytes.data(), bytes.size());
    sqlite3_deserialize(db, "main", buffer, static_cast<sqlite3_int64>(bytes.size()),
                        static_cast<sqlite3_int64>(bytes.size()),
                        SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE);
    char* error = nullptr;
    if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
        std::string message = error != nullptr ? error : "?";
        sqlite3_free(error);
        sqlite3_close(db);
        throw std::runtime_error("tampering failed: " + message);
    }
    sqlite3_int64 size = 0;
    unsigned char* out = sqlite3_serialize(db, "main", &size, 0);
    std::vector<unsigned char> result(out, out + size);
    sqlite3_free(out);
    sqlite3_close(db);
    return result;
}

inline std::vector<unsigned char> readBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray data = file.readAll();
    return {data.begin(), data.end()};
}

inline void writeBytes(const QString& path, const std::vector<unsigned char>& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        throw std::runtime_error("cannot write test file");
    file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
}

} // namespace fabrictco::test
