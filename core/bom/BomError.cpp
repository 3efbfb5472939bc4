// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bom/BomError.h"

#include "core/bom/DesignFieldRegistry.h"

namespace fabrictco {

namespace {

std::string englishDetail(const std::string& field, BomProblem problem,
                          const std::vector<std::string>& a)
{
    const auto arg = [&a](std::size_t i) {
        return i < a.size() ? a[i] : std::string();
    };
    switch (problem) {
    case BomProblem::OutOfRange: {
        const DesignField* spec = DesignFieldRegistry::byKey(field);
        return "must be " + (spec ? spec->rangeText() : std::string("in range")) + " (got " +
               arg(0) + ")";
    }
    case BomProblem::UnitTooLarge:
        return "a unit of " + arg(0) + " nodes x " + arg(1) + " rails needs " + arg(2) +
               " leaves, more than a three-tier fat-tree of " + arg(3) +
               "-port switches holds; accepted: 0 to " + arg(4) + " nodes per unit";
    case BomProblem::TooManyEndpoints: {
        std::string text = arg(0) + " nodes x " + arg(1) + " rails + " + arg(2) +
                           " extra endpoints need " + arg(3) +
                           " endpoints, more than a three-tier fat-tree of " + arg(4) +
                           "-port switches holds at " + arg(5) + ":1 oversubscription (" + arg(6) +
                           "); accepted: " + (field == "nodes" ? "1" : "0") + " to " + arg(7);
        if (!arg(8).empty())
            text += ", or switches of at least " + arg(8) + " ports";
        return text;
    }
    case BomProblem::ScheduledFabricFull:
        return arg(0) + " nodes x " + arg(1) + " rails + " + arg(2) + " extra endpoints need " +
               arg(3) + " endpoints, more than the scheduled fabric holds (" + arg(6) +
               "); accepted: " + (field == "nodes" ? "1" : "0") + " to " + arg(7);
    }
    return {};
}

} // namespace

BomError::BomError(std::string field, BomProblem problem, std::vector<std::string> args)
    : std::invalid_argument(field + ": " + englishDetail(field, problem, args)),
      m_field(std::move(field)), m_problem(problem), m_args(std::move(args))
{
}

std::string BomError::detail() const
{
    return englishDetail(m_field, m_problem, m_args);
}

} // namespace fabrictco
