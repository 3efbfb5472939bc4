// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/FreedMemory.h"

#include "core/common/Sanitizers.h"

#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace fabrictco {
namespace {

#if defined(__GLIBC__)
/// Whether a block of `bytes` gets a mapping of its own (and so goes back to the kernel when
/// freed), as mallinfo2 counts the bytes in such mappings.
bool mappedOfItsOwn(std::size_t bytes)
{
    const std::size_t before = mallinfo2().hblkhd;
    void* block = std::malloc(bytes);
    std::memset(block, 1, bytes);
    // Seen to escape, so the compiler keeps the allocation (it may drop an unused one).
    asm volatile("" : : "r"(block) : "memory");
    const std::size_t during = mallinfo2().hblkhd;
    std::free(block);
    return during > before;
}

TEST(FreedMemoryTest, TrialBuffersStayInTheHeapAndLargeSamplesAreMapped)
{
#if defined(FABRICTCO_SANITIZED)
    GTEST_SKIP() << "a sanitizer's allocator replaces glibc's, which this tunes";
#endif
    FreedMemory::keepForReuse();
    // glibc's own threshold starts at 128 KiB and rises to the size of any mapped block freed
    // (this process's earlier tests may have freed some): freeing 6 MiB would then keep
    // everything up to 6 MiB in the heap. With the threshold fixed at 4 MiB, it does not move.
    EXPECT_TRUE(mappedOfItsOwn(std::size_t(6) << 20)) << "6 MiB";
    // A sweep point's or a price-to-beat run's buffers (80 KiB to 1.6 MiB) come from the heap
    // and go back to it...
    EXPECT_FALSE(mappedOfItsOwn(160 << 10)) << "160 KiB";
    EXPECT_FALSE(mappedOfItsOwn(std::size_t(1) << 20)) << "1 MiB";
    EXPECT_FALSE(mappedOfItsOwn(std::size_t(3) << 20)) << "3 MiB";
    // ...while a million trials' sample (16 MB) is still mapped and returned whole.
    EXPECT_TRUE(mappedOfItsOwn(std::size_t(5) << 20)) << "5 MiB";
    EXPECT_TRUE(mappedOfItsOwn(std::size_t(16) << 20)) << "16 MiB";
}
#else
TEST(FreedMemoryTest, DoesNothingElsewhereThanGlibc)
{
    FreedMemory::keepForReuse(); // must not fail
}
#endif

} // namespace
} // namespace fabrictco
