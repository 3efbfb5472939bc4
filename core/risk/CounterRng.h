// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string_view>

namespace fabrictco {

/// Counter-based random numbers: the uniform for (seed, input, trial) is a pure function of those
/// three, computed with splitmix64's output mix. No generator state travels between trials, so
/// the figures are identical whatever the thread count or block order, and
/// - every plan sees the same draw of a shared input (common random numbers),
/// - the same input gets the same draw at every node count of a sweep (smooth curves, stable
///   break-even), and adding an input does not shift the draws of the others.
class CounterRng
{
public:
    static constexpr std::uint64_t mix(std::uint64_t z)
    {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    /// The stream of one input: from the seed, the plan id ("" when shared) and the key.
    static constexpr std::uint64_t streamKey(std::uint64_t seed, std::string_view planId,
                                             std::string_view key)
    {
        std::uint64_t hash = 0xCBF29CE484222325ULL; // FNV-1a over "planId\0key"
        const auto feed = [&hash](std::string_view text) {
            for (const char c : text) {
                hash ^= static_cast<unsigned char>(c);
                hash *= 0x100000001B3ULL;
            }
        };
        feed(planId);
        hash ^= 0;
        hash *= 0x100000001B3ULL;
        feed(key);
        return mix(mix(seed + 0x9E3779B97F4A7C15ULL) ^ hash);
    }

    /// A uniform in the open interval (0, 1) for trial `trial` of stream `stream`: the
    /// trial-th output of a splitmix64 sequence started at `stream`.
    static constexpr double uniform(std::uint64_t stream, std::uint64_t trial)
    {
        const std::uint64_t bits = mix(stream + (trial + 1) * 0x9E3779B97F4A7C15ULL);
        return (double(bits >> 11) + 0.5) * 0x1.0p-53;
    }
};

} // namespace fabrictco
