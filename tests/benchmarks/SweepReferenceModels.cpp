// SPDX-License-Identifier: GPL-3.0-or-later
// The numpy yardstick's input (issue 42): the cost models `fabrictco-cli sweep` samples, one per
// node count and plan, written as JSON so that sweep_numpy_reference.py does the same Monte
// Carlo work on the same models (the uncertain inputs with their distributions, each plan's
// NPV as monomials in them, the exact expected NPVs and the GPU-months).
//
// Usage: SweepReferenceModels OUT.json [EXAMPLE MIN_NODES MAX_NODES POINTS YEARS]
// (default: llm-training 16 16384 64 10, the sweep of the README's table).
#include "core/model/Catalog.h"
#include "core/model/ClusterFields.h"
#include "core/model/Examples.h"
#include "core/risk/NodeSweep.h"
#include "core/tco/BuildablePlans.h"
#include "core/tco/MonomialCostFunction.h"
#include "core/tco/StochasticModelBuilder.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cstdio>
#include <exception>
#include <string>

using namespace fabrictco;

namespace {

QJsonObject inputJson(const UncertainInput& input)
{
    return {{"key", QString::fromStdString(input.key)},
            {"plan", QString::fromStdString(input.planId)},
            {"shape", QString::fromLatin1(distributionShapeId(input.shape))},
            {"low", input.low},
            {"mode", input.mostLikely},
            {"high", input.high}};
}

/// [constant, [[coefficient, [[input, exponent], ...]], ...]] of one plan.
QJsonObject planJson(const std::string& id, const PlanCostFunction& plan, const Money& expected)
{
    const auto* monomials = dynamic_cast<const MonomialCostFunction*>(&plan);
    if (monomials == nullptr)
        throw std::runtime_error("plan " + id + " is not a MonomialCostFunction");
    QJsonArray terms;
    for (const MonomialCostFunction::Monomial& m : monomials->monomials()) {
        QJsonArray factors;
        for (std::uint32_t f = m.firstFactor; f < m.firstFactor + m.factorCount; ++f) {
            const MonomialCostFunction::Factor& factor = monomials->factors()[f];
            factors.append(QJsonArray{int(factor.input), factor.exponent});
        }
        terms.append(QJsonArray{m.coefficient, factors});
    }
    return {{"id", QString::fromStdString(id)},
            {"constant", monomials->constant()},
            {"expected_npv", QString::fromStdString(expected.amount().toString())},
            {"monomials", terms}};
}

} // namespace

int main(int argc, char** argv)
{
    // An option-like first word (--help) is a question, not the file to write.
    if ((argc != 2 && argc != 7) || argv[1][0] == '-') {
        std::fprintf(stderr, "usage: %s OUT.json [EXAMPLE MIN_NODES MAX_NODES POINTS YEARS]\n",
                     argv[0]);
        return 2;
    }
    const std::string example = argc == 7 ? argv[2] : "llm-training";
    const int minNodes = argc == 7 ? std::stoi(argv[3]) : 16;
    const int maxNodes = argc == 7 ? std::stoi(argv[4]) : 16384;
    const int points = argc == 7 ? std::stoi(argv[5]) : 64;
    const int years = argc == 7 ? std::stoi(argv[6]) : 10;
    try {
        // The bundled catalog only: the yardstick must not depend on this machine's
        // organisation catalog (run the CLI with FABRICTCO_ORGANISATION_CATALOG= alike).
        const Catalog catalog =
            Catalog::loadDirectory(QStringLiteral(FABRICTCO_BENCHMARK_DATA_DIR));
        Scenario scenario = Examples::load(example, QStringLiteral(FABRICTCO_BENCHMARK_DATA_DIR));
        ClusterFields::setHorizon(scenario, years);
        QJsonArray pointsJson;
        for (const int nodes : NodeSweep::logSpacedNodes(minNodes, maxNodes, points)) {
            StochasticModel model;
            try {
                // As the sweep builds it: the plans that can be built at this size.
                model = BuildablePlans::stochasticModelAt(scenario, catalog, nodes);
            } catch (const std::exception&) {
                continue; // the sweep skips a node count where no plan can be built
            }
            QJsonArray inputs;
            for (const UncertainInput& input : model.inputs)
                inputs.append(inputJson(input));
            QJsonArray plans;
            for (std::size_t p = 0; p < model.plans.size(); ++p)
                plans.append(planJson(model.planIds[p], *model.plans[p], model.expectedNpvs[p]));
            pointsJson.append(QJsonObject{{"nodes", nodes},
                                          {"gpu_months", double(model.gpuMonths)},
                                          {"inputs", inputs},
                                          {"plans", plans}});
        }
        QFile out(QString::fromLocal8Bit(argv[1]));
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "cannot write %s\n", argv[1]);
            return 1;
        }
        out.write(QJsonDocument(QJsonObject{{"example", QString::fromStdString(example)},
                                            {"years", years},
                                            {"points", pointsJson}})
                      .toJson(QJsonDocument::Compact));
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    return 0;
}
