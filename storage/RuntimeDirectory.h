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
    /// Sets XDG_RUNTIME_DIR when it is unset or empty and the fallback is a directory of this
    /// user's that only this user can enter. Anything else (another owner, wider permissions,
    /// a file in the way) is left for Qt to refuse in its own words.
    static void prepare();
};

} // namespace fabrictco
