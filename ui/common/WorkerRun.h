// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent>

#include <memory>
#include <mutex>
#include <optional>
#include <utility>

#if defined(__SANITIZE_THREAD__)
#include <sanitizer/tsan_interface.h>
#endif

namespace fabrictco::ui {

/// The answer of one worker run: set once on the worker thread, taken on the GUI thread after the
/// run's future has finished. Shared by the two, never a member of whoever started the run, so a
/// run may outlive its owner. A std::mutex orders the hand-over: one ThreadSanitizer sees, unlike
/// the result store of a QFuture, whose locking lives inside Qt.
template <typename T> class WorkerAnswer
{
public:
    void set(T value)
    {
        const std::lock_guard lock(m_mutex);
        m_value = std::move(value);
    }
    std::optional<T> take()
    {
        const std::lock_guard lock(m_mutex);
        return std::exchange(m_value, std::nullopt);
    }

private:
    std::mutex m_mutex;
    std::optional<T> m_value;
};

/// Says, for ThreadSanitizer, that whoever waits for Qt's global thread pool to drain (the tests'
/// main(), ~QCoreApplication) sees all a run did: the pool's own locking is inside Qt, where the
/// sanitizer cannot see it. Nothing in other builds.
inline void announceRunEnded()
{
#if defined(__SANITIZE_THREAD__)
    __tsan_release(QThreadPool::globalInstance());
#endif
}

/// Runs `work(promise)` on Qt's global thread pool and puts what it returns into `answer`. The
/// future carries progress (0 to 100, through the promise) and the end of the run.
template <typename T, typename Work>
QFuture<void> runWorker(std::shared_ptr<WorkerAnswer<T>> answer, Work work)
{
    return QtConcurrent::run(
        [answer = std::move(answer), work = std::move(work)](QPromise<void>& promise) mutable {
            promise.setProgressRange(0, 100);
            answer->set(work(promise));
            announceRunEnded();
        });
}

} // namespace fabrictco::ui
