// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fabrictco {

/// How the C library's allocator keeps what a program frees.
class FreedMemory
{
public:
    /// Keeps freed blocks of up to 4 MiB, and up to 16 MiB of free heap, for the program's next
    /// allocations. glibc gives a block above its adaptive threshold (128 KiB at first) back to
    /// the kernel when it is freed, and trims the heap's free top, so every Monte Carlo run's
    /// trial buffers (80 KiB a plan at 10,000 trials) were mapped, page-faulted and zeroed
    /// anew: a sixth of the price to beat's 32 runs (issue 42). Larger blocks (a million
    /// trials' samples) are still mapped and unmapped, so peak memory is unchanged. Called once,
    /// first thing in main(); elsewhere than glibc it does nothing.
    static void keepForReuse();
};

} // namespace fabrictco
