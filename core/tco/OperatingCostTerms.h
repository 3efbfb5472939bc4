// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tco/ModelContext.h"

namespace fabrictco {

/// Writes the terms that follow how the fabric is run: staff, incidents and the
/// re-architecture risk (jitter: JitterCostTerms).
class OperatingCostTerms
{
public:
    static void append(ModelContext& context);

    /// Share of the gap between untuned and tuned RoCE still open in `year`, as the exact
    /// fraction numerator / denominator: the team closes it linearly over its tuning time
    /// (tuning years + hiring lead time), measured at mid-year. {0, 1} when already tuned.
    struct Fraction
    {
        Decimal numerator;
        Decimal denominator;
    };
    static Fraction untunedShare(const Decimal& tuningYears, const Decimal& hiringLeadMonths,
                                 int year);

    /// (nodes / reference)^exponent rounded to four places (MODEL.md 3.4); 1 at the reference.
    static Decimal staffScaleFactor(std::int64_t nodes, std::int64_t reference,
                                    const Decimal& exponent);

private:
    static void appendStaff(ModelContext& context, int year);
    static void appendIncidents(ModelContext& context, int year);
    static void appendRearchitecture(ModelContext& context, int year);
};

} // namespace fabrictco
