// SPDX-License-Identifier: GPL-3.0-or-later
// Intentionally empty: CMake builds a test folder's precompiled header with this source, and the
// folder's tests reuse it (tests/CMakeLists.txt).
