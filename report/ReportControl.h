// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <stop_token>

namespace fabrictco {

/// How a caller follows and stops the engines behind a report (the desktop runs them on a worker
/// thread behind a progress dialog). Not a choice of the user, so not part of ReportOptions.
struct ReportControl
{
    std::stop_token stop; ///< request_stop() on its source: the build throws ReportCancelled
    /// 0..1, called from worker threads; may be empty.
    std::function<void(double)> progress;
};

} // namespace fabrictco
