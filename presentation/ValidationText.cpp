// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/ValidationText.h"

#include "core/model/Product.h"
#include "presentation/EngineFigure.h"
#include "presentation/ParameterText.h"
#include "presentation/ProductText.h"

#include <QStringList>

namespace fabrictco {

namespace {

QString arg(const ValidationProblem& problem, std::size_t i)
{
    return i < problem.args.size() ? QString::fromStdString(problem.args[i]) : QString();
}

/// A figure among the problem's arguments, as the reader writes numbers ("100,000,000").
QString figure(const ValidationProblem& problem, std::size_t i)
{
    return i < problem.args.size() ? engineFigure(problem.args[i]) : QString();
}

QString clusterField(const QString& name)
{
    if (name == QLatin1String("nodes"))
        return ValidationText::tr("Nodes in year 1");
    if (name == QLatin1String("gpusPerNode"))
        return ValidationText::tr("GPUs per node");
    if (name == QLatin1String("horizonYears"))
        return ValidationText::tr("Horizon in years");
    if (name == QLatin1String("nodesByYear"))
        return ValidationText::tr("Nodes by year");
    if (name == QLatin1String("currency"))
        return ValidationText::tr("Currency");
    if (name == QLatin1String("rounding"))
        return ValidationText::tr("Rounding");
    return name;
}

} // namespace

QString ValidationText::quoteField(const std::string& field)
{
    const QString name = QString::fromStdString(field);
    if (name == QLatin1String("itemKey"))
        return ValidationText::tr("item");
    if (name == QLatin1String("unitPrice"))
        return ValidationText::tr("unit price");
    if (name == QLatin1String("currency"))
        return ValidationText::tr("currency");
    if (name == QLatin1String("quoteDate"))
        return ValidationText::tr("quote date");
    if (name == QLatin1String("validUntil"))
        return ValidationText::tr("valid until");
    return name;
}

namespace {

/// "overrides.<key>", "uncertainty.<key>", as a scenario or a plan holds them.
QString inputField(const QString& path)
{
    if (path.startsWith(QLatin1String("overrides.")))
        return ParameterText::label(path.mid(10).toStdString());
    if (path.startsWith(QLatin1String("uncertainty.")))
        return ValidationText::tr("uncertainty of %1")
            .arg(ParameterText::label(path.mid(12).toStdString()));
    return {};
}

QString planField(const QString& path)
{
    if (path == QLatin1String("id"))
        return ValidationText::tr("plan id");
    if (path == QLatin1String("name"))
        return ValidationText::tr("plan name");
    if (path.startsWith(QLatin1String("design.")))
        return ValidationText::tr("network design");
    if (path.startsWith(QLatin1String("products."))) {
        const std::string id = path.mid(9).toStdString();
        for (ProductClass c : kAllProductClasses)
            if (productClassId(c) == id)
                return ProductText::className(c);
    }
    const QString input = inputField(path);
    return input.isEmpty() ? path : input;
}

} // namespace

QString ValidationText::where(const ValidationProblem& problem, const Scenario& scenario)
{
    const FieldPath path = problem.path();
    const QString field = QString::fromStdString(path.field);
    switch (path.part) {
    case FieldPath::Part::Quote:
        return tr("Quote %1: %2").arg(path.index + 1).arg(quoteField(path.field));
    case FieldPath::Part::Plan: {
        const QString plan =
            path.index < scenario.plans.size() && !scenario.plans[path.index].name.empty()
                ? QString::fromStdString(scenario.plans[path.index].name)
                : tr("Plan %1").arg(path.index + 1);
        //: A plan's name, then one of its fields.
        return tr("%1: %2").arg(plan, planField(field));
    }
    case FieldPath::Part::NodesInYear:
        return tr("Nodes in year %1").arg(path.index + 1);
    case FieldPath::Part::Cluster:
        return clusterField(field);
    case FieldPath::Part::Plans:
        return tr("Plans");
    case FieldPath::Part::Scenario:
        break;
    }
    const QString input = inputField(field);
    return input.isEmpty() ? field : input;
}

QString ValidationText::message(const ValidationProblem& p)
{
    using C = ValidationCode;
    switch (p.code) {
    case C::Other:
        break;
    case C::OutOfRange:
        return p.args.size() > 2 ? tr("must be from %1 to %2 (got %3)")
                                       .arg(figure(p, 0), figure(p, 1), figure(p, 2))
                                 : tr("must be from %1 to %2").arg(figure(p, 0), figure(p, 1));
    case C::NotWhole:
        return tr("must be a whole number (got %1)").arg(arg(p, 0));
    case C::UnknownParameter:
        return tr("is not an input FabricTCO knows");
    case C::WrongScope:
        return arg(p, 0) == QLatin1String("plan")
                   ? tr("belongs to each plan, not to the whole comparison")
                   : tr("belongs to the whole comparison, not to one plan");
    case C::NoUncertainty:
        return tr("cannot be uncertain");
    case C::LowAboveHigh:
        return tr("the low value %1 is above the high value %2").arg(figure(p, 0), figure(p, 1));
    case C::Design:
        return tr("no fabric can be built with this design");
    case C::NeedsCurrency:
        return tr("needs a currency (CNY or USD)");
    case C::UnsupportedCurrency:
        return p.args.empty() ? tr("must be CNY or USD")
                              : tr("must be CNY or USD (got %1)").arg(arg(p, 0));
    case C::TakesNoCurrency:
        return tr("is not an amount of money and takes no currency");
    case C::YearsListed:
        return tr("must list one node count for each year of the %1-year horizon").arg(arg(p, 0));
    case C::FirstYearNodes:
        return tr("must equal the nodes in year 1");
    case C::UnsupportedRounding:
        return tr("must be half-even or half-up");
    case C::NoPlans:
        return tr("a comparison needs at least one plan");
    case C::BadId:
        return tr("must be 1 to 32 of a-z, 0-9 and - (got \"%1\")").arg(arg(p, 0));
    case C::DuplicateId:
        return tr("\"%1\" is used by an earlier plan").arg(arg(p, 0));
    case C::NameLength:
        return tr("must be 1 to %1 characters")
            .arg(QLocale().toString(qulonglong(ScenarioValidator::kMaxPlanNameCharacters)));
    case C::BadProductId:
        return tr("must be 1 to 48 of a-z, 0-9 and - (got \"%1\")").arg(arg(p, 0));
    case C::SharpOnRoce:
        return tr("SHARP is an InfiniBand feature: a RoCE plan cannot use it");
    case C::NotPricedItem:
        return tr("\"%1\" is not a priced plan item").arg(arg(p, 0));
    case C::ProductNotInPlan:
        //: A quote for one plan's product: %1 the plan's id, %2 the product's id.
        return tr("names a product plan %1 does not use (%2)").arg(arg(p, 0), arg(p, 1));
    case C::Negative:
        return tr("must not be negative");
    case C::AboveMaximum:
        return tr("must be at most %1").arg(figure(p, 0));
    case C::BadDate:
        return tr("must be a date YYYY-MM-DD");
    case C::BadDateOrEmpty:
        return tr("must be a date YYYY-MM-DD or empty");
    case C::SetByPresets:
        return tr("is set by the workload and team presets, not by the catalog");
    case C::LowAboveValue:
        return tr("the low value %1 is above the value").arg(figure(p, 0));
    case C::HighBelowValue:
        return tr("the high value %1 is below the value").arg(figure(p, 0));
    case C::NoSource:
        return tr("needs its source");
    case C::NoWidth:
        return tr("a range needs its low below its high (both are %1); a firm value has no range")
            .arg(figure(p, 0));
    case C::BadCatalogDate:
        return tr("must be a real date as YYYY, YYYY-MM or YYYY-MM-DD (got \"%1\")").arg(arg(p, 0));
    }
    return QString::fromStdString(p.message);
}

QString ValidationText::describe(const std::vector<ValidationProblem>& problems,
                                 const Scenario& scenario)
{
    QStringList lines;
    for (const ValidationProblem& problem : problems)
        //: Where the problem is, then what it is.
        lines << tr("%1: %2").arg(where(problem, scenario), message(problem));
    //: Between two problems of a scenario.
    return lines.join(tr("; "));
}

} // namespace fabrictco
