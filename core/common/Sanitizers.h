// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// FABRICTCO_SANITIZED is defined in a build with AddressSanitizer, ThreadSanitizer or
// MemorySanitizer (scripts/sanitize.sh, scripts/tsan.sh), with GCC or clang. Each replaces the
// C library's allocator and instruments every function, the ones the dynamic loader runs before
// the sanitizer's runtime is up included.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define FABRICTCO_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer)
#define FABRICTCO_SANITIZED 1
#endif
#endif
