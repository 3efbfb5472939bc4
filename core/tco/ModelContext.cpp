// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tco/ModelContext.h"

#include "core/model/ParameterRegistry.h"

namespace fabrictco {

CostTerm ModelContext::term(CostCategory category, int year, LineLabel what) const
{
    CostTerm t;
    t.factors.reserve(8);
    t.category = category;
    t.year = year;
    t.what = what;
    return t;
}

void ModelContext::money(CostTerm& term, const std::string& key) const
{
    term.param(key);
    // Same rule as ResolvedParameters::fxExponent, without a second look-up by name.
    const ResolvedParameter& p = m_model.parameter(term.factors.back());
    if (p.value.currency && *p.value.currency != m_model.currency)
        term.param("fx.usd_cny", p.value.currency->code() == "USD" ? 1 : -1);
}

bool ModelContext::valuedPerNode() const
{
    const Decimal& perNode = value("workload.node_year_value");
    return !perNode.isZero() && !perNode.isNegative();
}

void ModelContext::capacityYear(CostTerm& term, int year) const
{
    if (valuedPerNode()) {
        term.times(nodes(year), FactorNoun::Nodes);
        money(term, "workload.node_year_value");
        return;
    }
    term.times(gpus(year), FactorNoun::Gpus);
    term.times(kHoursPerYear, FactorNoun::HoursPerYear);
    money(term, "gpu_hour_value");
}

void ModelContext::capacityHour(CostTerm& term, int year) const
{
    if (valuedPerNode()) {
        term.times(nodes(year), FactorNoun::Nodes);
        money(term, "workload.node_year_value");
        term.times(Decimal(kHoursPerYear), FactorNoun::HoursPerYear, -1);
        return;
    }
    term.times(gpus(year), FactorNoun::Gpus);
    money(term, "gpu_hour_value");
}

void ModelContext::priceTrend(CostTerm& term, int purchaseYear) const
{
    const Decimal factor = Decimal(1) + value("price_trend.annual");
    if (purchaseYear > 1 && factor != Decimal(1))
        term.times(factor, FactorNoun::PriceTrend, purchaseYear - 1);
}

void ModelContext::add(CostTerm term)
{
    for (const TermFactor& f : term.factors) {
        if (!f.isParameter() && f.value.isZero())
            return;
        if (f.isParameter()) {
            const ResolvedParameter& r = m_model.parameter(f);
            if (r.value.value.isZero() && r.uncertainty.shape == DistributionShape::Fixed)
                return;
        }
    }
    m_model.terms.push_back(std::move(term));
}

} // namespace fabrictco
