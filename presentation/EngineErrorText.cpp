// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/EngineErrorText.h"

#include "core/analysis/RiskPipeline.h"
#include "core/bom/BomError.h"
#include "core/model/CatalogError.h"
#include "core/model/ProductError.h"
#include "core/tco/CostModelBuilder.h"
#include "presentation/BomErrorText.h"
#include "presentation/CatalogErrorText.h"
#include "presentation/ParameterText.h"
#include "presentation/ProductErrorText.h"
#include "presentation/ValidationText.h"

#include <QLocale>

namespace fabrictco {

namespace {

struct Context
{
    const Scenario* scenario;
    const Catalog* catalog;

    QString planName(const std::string& id) const
    {
        if (scenario)
            for (const PlanSpec& plan : scenario->plans)
                if (plan.id == id && !plan.name.empty())
                    return QString::fromStdString(plan.name);
        return QString::fromStdString(id);
    }
};

QString unexpected(const char* what)
{
    return EngineErrorText::tr("FabricTCO met an error it did not expect. Please report it with "
                               "this detail: %1")
        .arg(QString::fromUtf8(what));
}

QString describeCurrent(const Context& context);

/// The error `error` wraps, worded; its own English when it wraps none.
QString nested(const std::exception& error, const Context& context)
{
    try {
        std::rethrow_if_nested(error);
    } catch (...) {
        return describeCurrent(context);
    }
    return unexpected(error.what());
}

QString tcoError(const TcoError& error, const Context& context)
{
    switch (error.problem()) {
    case TcoProblem::InvalidScenario:
        return ValidationText::describe(error.problems(),
                                        context.scenario ? *context.scenario : Scenario{});
    case TcoProblem::NoValue:
        try {
            std::rethrow_if_nested(error);
        } catch (const ResolutionError& cause) {
            if (!cause.key().empty())
                return EngineErrorText::tr("%1 has no value for %2: no override, quote, preset "
                                           "or catalog item gives one.")
                    .arg(ParameterText::label(cause.key()), context.planName(error.planId()));
        } catch (...) {
        }
        return nested(error, context);
    case TcoProblem::ProductDoesNotFit:
        return nested(error, context);
    case TcoProblem::FabricCannotBeBuilt:
        //: A plan's name, the year, then why its fabric cannot be built.
        return EngineErrorText::tr("%1 cannot be built in year %2: %3")
            .arg(context.planName(error.planId()), QString::number(error.year()),
                 nested(error, context));
    case TcoProblem::TooManyNodes:
        return EngineErrorText::tr("Growth takes the cluster past %1 nodes in year %2: lower the "
                                   "growth or shorten the horizon.")
            .arg(QLocale().toString(qlonglong(CostModelBuilder::kMaxNodes)))
            .arg(error.year());
    }
    return unexpected(error.what());
}

/// Words the exception being handled (called inside a catch block).
QString describeCurrent(const Context& context)
{
    try {
        throw;
    } catch (const TcoError& error) {
        return tcoError(error, context);
    } catch (const RiskPipelineError& error) {
        if (error.problem() == RiskPipelineError::Problem::NoPlans)
            return EngineErrorText::tr("The comparison has no plan to analyse.");
        return nested(error, context);
    } catch (const ProductError& error) {
        return ProductErrorText::message(error.fault(), context.catalog);
    } catch (const ResolutionError& error) {
        if (!error.key().empty())
            return EngineErrorText::tr("%1 has no value: no override, quote, preset or catalog "
                                       "item gives one.")
                .arg(ParameterText::label(error.key()));
        return unexpected(error.what());
    } catch (const BomError& error) {
        return BomErrorText::message(error);
    } catch (const CatalogError& error) {
        return CatalogErrorText::message(error);
    } catch (const std::exception& error) {
        return unexpected(error.what());
    } catch (...) {
        return unexpected("unknown error");
    }
}

} // namespace

QString EngineErrorText::describe(const std::exception_ptr& error, const Scenario* scenario,
                                  const Catalog* catalog)
{
    if (!error)
        return {};
    try {
        std::rethrow_exception(error);
    } catch (...) {
        return describeCurrent(Context{scenario, catalog});
    }
}

} // namespace fabrictco
