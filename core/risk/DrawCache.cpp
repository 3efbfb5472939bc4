// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/risk/DrawCache.h"

namespace fabrictco {

DrawCache::Column* DrawCache::column(std::uint64_t stream, std::uint64_t trials,
                                     const UncertainInput& input)
{
    const Key key{stream,    trials,           static_cast<int>(input.shape),
                  input.low, input.mostLikely, input.high};
    const std::lock_guard lock(m_mutex);
    if (const auto it = m_columns.find(key); it != m_columns.end()) {
        Column& found = it->second;
        if (found.complete)
            return &found;
        if (found.claimed)
            return nullptr;
        found.claimed = true;
        return &found;
    }
    if (trials > kMaxValues - m_values)
        return nullptr;
    m_values += trials;
    Column& added = m_columns[key];
    added.values.resize(trials);
    added.claimed = true;
    return &added;
}

void DrawCache::keep(const std::vector<Column*>& filled)
{
    const std::lock_guard lock(m_mutex);
    for (Column* column : filled) {
        column->complete = true;
        column->claimed = false;
    }
}

void DrawCache::giveBack(const std::vector<Column*>& unfinished)
{
    const std::lock_guard lock(m_mutex);
    for (Column* column : unfinished)
        column->claimed = false;
}

} // namespace fabrictco
