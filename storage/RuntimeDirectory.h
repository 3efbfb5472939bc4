// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fabrictco {

/// The per-user runtime directory Qt asks for (XDG_RUNTIME_DIR). A login session sets it; a
/// process run as root, from cron or from a service has none, and Qt then printed
/// "QStandardPaths: XDG_RUNTIME_DIR not set, defaulting to '/tmp/runtime-root'" on standard error
/// of every command. prepare(), called before the QCoreApplication is made, gives Qt the very
/// directory it would have used (the temporary folder's runtime-USER, mode 0700, made if
/// missing), so a successful command's standard error stays empty.
class RuntimeDirectory
{
public:
    /// Sets XDG_RUNTIME_DIR when it is unset or empty: to Qt's fallback when that is (or can be
    /// made) a directory of this user's that only this user can enter; else (TMPDIR a file,
    /// read-only or missing; the name taken by another user) to a new private folder under
    /// /tmp, removed at exit. A variable the user set is left to Qt to judge.
    static void prepare();
};

} // namespace fabrictco
