// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/TcoEngine.h"

#include "core/model/ScenarioValidator.h"
#include "core/money/ExactProduct.h"
#include "core/money/IntegerRounding.h"
#include "core/tco/ComparedPlans.h"
#include "core/tco/FormulaText.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <array>
#include <limits>
#include <stdexcept>

namespace fabrictco {

namespace {

namespace bmp = boost::multiprecision;
using Wide = bmp::checked_int512_t;

const Decimal::Raw kNano = 1000000000;

Wide powerOf(const Wide& base, int exponent)
{
    // Almost every factor's exponent is 1: its value as it is, without a 512-bit product.
    if (exponent == 1)
        return base;
    Wide result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= base;
    return result;
}

/// 10^n and (10^9)^n as 512-bit integers, from tables: every term asked for both.
const Wide& tenToThe(int n)
{
    static const std::array<Wide, 64> powers = [] {
        std::array<Wide, 64> table;
        table[0] = 1;
        for (std::size_t i = 1; i < table.size(); ++i)
            table[i] = table[i - 1] * 10;
        return table;
    }();
    if (n < 0 || n >= int(powers.size()))
        throw std::overflow_error("10^n past the table"); // the caller's exact fallback
    return powers[std::size_t(n)];
}

Wide nanoScaleToThe(int n)
{
    return n <= 7 ? tenToThe(9 * n) : powerOf(Wide(kNano), n);
}

/// The same exact value ExactProduct gives, in fixed-width 512-bit integers (no allocation):
/// value = Π v^e with v = raw / 10^9, so the numerator collects raws and the denominator powers
/// of 10^9 (and raws of divisors). Returns false when a product would not fit, and the caller
/// falls back to ExactProduct's unbounded integers.
bool evaluateFixedWidth(const CostTerm& term, const PlanCostModel& model, Decimal& out)
{
    try {
        Wide numerator = 1;
        Wide denominator = 1;
        int scales = 0; // powers of 10^9 in the denominator (negative: in the numerator)
        for (const TermFactor& f : term.factors) {
            const Decimal& value = f.isParameter() ? model.parameter(f).value.value : f.value;
            const Decimal::Raw& raw = value.raw();
            const int n = f.exponent < 0 ? -f.exponent : f.exponent;
            if (raw % kNano == 0) { // a whole number: no scale
                const Wide whole = powerOf(Wide(raw / kNano), n);
                (f.exponent < 0 ? denominator : numerator) *= whole;
            } else {
                (f.exponent < 0 ? denominator : numerator) *= powerOf(Wide(raw), n);
                scales += f.exponent < 0 ? -n : n;
            }
        }
        if (denominator == 0)
            return false;
        if (scales > 0)
            denominator *= nanoScaleToThe(scales);
        else if (scales < 0)
            numerator *= nanoScaleToThe(-scales);
        if (denominator < 0) {
            denominator = -denominator;
            numerator = -numerator;
        }
        const int places = model.currency.minorUnitDigits();
        const Wide& step = tenToThe(Decimal::kScale - places);
        const Wide units =
            detail::divideRounded(Wide(numerator * tenToThe(places)), denominator, model.rounding);
        const Wide raw = units * step;
        static const Wide limit = Wide((std::numeric_limits<Decimal::Raw>::max)());
        if (raw > limit || raw < -limit)
            return false;
        out = Decimal::fromRaw(Decimal::Raw(raw));
        return true;
    } catch (const std::overflow_error&) {
        return false;
    } catch (const std::range_error&) {
        return false;
    }
}

/// The term's factors multiplied out exactly (arbitrary precision), not yet rounded.
ExactProduct exactProduct(const CostTerm& term, const PlanCostModel& model)
{
    ExactProduct product(std::int64_t(1));
    for (const TermFactor& f : term.factors) {
        const Decimal& value = f.isParameter() ? model.parameter(f).value.value : f.value;
        if (f.exponent >= 0)
            product.timesPower(value, f.exponent);
        else
            product.dividedByPower(value, -f.exponent);
    }
    return product;
}

} // namespace

Money TcoEngine::evaluateTerm(const CostTerm& term, const PlanCostModel& model)
{
    Decimal amount;
    if (evaluateFixedWidth(term, model, amount))
        return Money(amount, model.currency);
    return Money(
        exactProduct(term, model).rounded(model.currency.minorUnitDigits(), model.rounding),
        model.currency);
}

PlanResult TcoEngine::evaluateModel(const PlanCostModel& model, bool withFormulas)
{
    const Currency currency = model.currency;
    const int places = currency.minorUnitDigits();
    const Decimal discountBase = Decimal(1) + model.parameters.value("discount_rate");

    PlanResult result;
    result.planId = model.planId;
    result.planName = model.planName;
    result.fabric = model.fabric;
    result.colourSlot = model.colourSlot;
    result.total = CategoryAmounts::zero(currency);
    result.discounted = CategoryAmounts::zero(currency);
    result.npv = Money::zero(currency);
    result.years.reserve(model.horizonYears());
    for (int y = 1; y <= model.horizonYears(); ++y) {
        YearResult year;
        year.year = y;
        year.nodes = model.nodesByYear.at(y - 1);
        year.gpus = std::int64_t(year.nodes) * model.gpusPerNode;
        year.bom = model.bomByYear.at(y - 1);
        year.nominal = CategoryAmounts::zero(currency);
        year.discounted = CategoryAmounts::zero(currency);
        year.cumulativeNominal = Money::zero(currency);
        year.cumulativeDiscounted = Money::zero(currency);
        result.years.push_back(std::move(year));
        result.gpuMonths += result.years.back().gpus * 12;
    }
    FormulaText formulas(model.parameters);
    for (const CostTerm& term : model.terms) {
        YearResult& year = result.years.at(term.year - 1);
        LineItem item{term.category, term.year, term.what,
                      withFormulas ? formulas.factors(term) : Formula(), evaluateTerm(term, model)};
        year.nominal[term.category] += item.amount;
        year.items.push_back(std::move(item));
    }
    for (const CostTerm& count : model.incidentCounts) {
        YearResult& year = result.years.at(count.year - 1);
        year.incidentCount =
            year.incidentCount + exactProduct(count, model).rounded(4, model.rounding);
    }
    Money cumulative = Money::zero(currency);
    Money cumulativeDiscounted = Money::zero(currency);
    for (YearResult& year : result.years) {
        // The year's discount 1 / (1 + rate)^(year - 1), exact, once for all its categories.
        ExactProduct yearDiscount(std::int64_t(1));
        yearDiscount.dividedByPower(discountBase, year.year - 1);
        for (CostCategory c : allCostCategories()) {
            const Money& nominal = year.nominal[c];
            year.nominal.total += nominal;
            // Discounted once per category and year, from the exact nominal sum (nothing is
            // nothing in any year: no exact product for it).
            if (nominal.amount().isZero()) {
                year.discounted[c] = Money::zero(currency);
            } else {
                ExactProduct discounted(nominal.amount());
                discounted.times(yearDiscount);
                year.discounted[c] = Money(discounted.rounded(places, model.rounding), currency);
            }
            year.discounted.total += year.discounted[c];
            result.total[c] += nominal;
            result.discounted[c] += year.discounted[c];
        }
        cumulative += year.nominal.total;
        cumulativeDiscounted += year.discounted.total;
        year.cumulativeNominal = cumulative;
        year.cumulativeDiscounted = cumulativeDiscounted;
        result.total.total += year.nominal.total;
        result.discounted.total += year.discounted.total;
    }
    result.npv = result.discounted.total;
    if (result.gpuMonths > 0) {
        ExactProduct perGpuMonth(result.total.total.amount());
        perGpuMonth.dividedBy(Decimal(result.gpuMonths));
        result.costPerGpuMonth = Money(perGpuMonth.rounded(places, model.rounding), currency);
    } else {
        result.costPerGpuMonth = Money::zero(currency);
    }
    return result;
}

TcoResult TcoEngine::evaluate(const Scenario& scenario, int firstYearNodes, ValuePoint point) const
{
    if (const auto problems = ScenarioValidator::validate(scenario); !problems.empty())
        throw TcoError(problems);
    TcoResult result;
    result.currency = scenario.cluster.currency;
    result.rounding = scenario.cluster.rounding;
    result.horizonYears = scenario.cluster.horizonYears;
    for (const PlanSpec& plan : scenario.plans) {
        PlanCostModel model = CostModelBuilder::build(scenario, plan, m_catalog, firstYearNodes);
        result.discountRate = model.parameters.value("discount_rate");
        result.parameters.push_back(model.parameters);
        if (point == ValuePoint::Expected)
            model.parameters = atExpectedValues(model.parameters, model.rounding);
        result.plans.push_back(evaluateModel(model));
    }
    // Against the recommended plan (the lowest NPV): "other plan minus recommended plan", the
    // sign of every gap, saving and tornado (issue 39).
    const PlanResult& first = *result.plan(ComparedPlans::of(result).firstPlanId);
    for (const PlanResult& plan : result.plans) {
        PlanDifference difference;
        difference.planId = plan.planId;
        difference.baselinePlanId = first.planId;
        difference.total = CategoryAmounts::zero(result.currency);
        for (std::size_t y = 0; y < plan.years.size(); ++y)
            difference.byYear.push_back(plan.years[y].nominal.total - first.years[y].nominal.total);
        for (CostCategory c : allCostCategories())
            difference.total[c] = plan.total[c] - first.total[c];
        difference.total.total = plan.total.total - first.total.total;
        difference.npv = plan.npv - first.npv;
        result.differences.push_back(std::move(difference));
    }
    return result;
}

} // namespace fabrictco
