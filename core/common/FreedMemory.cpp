// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/common/FreedMemory.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace fabrictco {

void FreedMemory::keepForReuse()
{
#if defined(__GLIBC__)
    constexpr int kMappedFrom = 4 << 20; // blocks this large are mapped of their own
    constexpr int kTrimAbove = 16 << 20; // free heap kept at the top before it is trimmed
    mallopt(M_MMAP_THRESHOLD, kMappedFrom);
    mallopt(M_TRIM_THRESHOLD, kTrimAbove);
#endif
}

} // namespace fabrictco
