// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/DrawCache.h"

namespace fabrictco {

DrawCache::Column* DrawCache::column(std::uint64_t stream, std::uint64_t trials,
                                     const UncertainInput& input)
{
    const Key key{stream,    trials,           static_cast<int>(input.shape),
                  input.low, input.mostLikely, input.high};
    if (const auto it = m_columns.find(key); it != m_columns.end())
        return &it->second;
    if (trials > kMaxValues - m_values)
        return nullptr;
    m_values += trials;
    Column& added = m_columns[key];
    added.values.resize(trials);
    return &added;
}

} // namespace fabrictco
