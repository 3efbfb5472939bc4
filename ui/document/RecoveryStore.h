// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"
#include "storage/PlanDocument.h"

#include <QDateTime>
#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace fabrictco::ui {

/// One window's automatic copy of its unsaved work. In the recovery folder it is
/// `<key>.<n>.fabrictco` (the work), `<key>.<n>.json` (which document it belongs to and what
/// that file held when it was read) and `<key>.<n>.lock`, held for as long as the slot is
/// claimed. `key` names the document (a hash of its absolute path) or "untitled". The lock is
/// what keeps instances apart: a running FabricTCO never writes or deletes a slot another
/// running one holds, and when an instance crashes its lock goes stale (QLockFile checks the
/// process), so the next instance may take the slot over and offer the work.
class RecoverySlot
{
public:
    RecoverySlot() = default;
    RecoverySlot(RecoverySlot&&) noexcept = default;
    RecoverySlot& operator=(RecoverySlot&&) noexcept;
    /// Lets the lock go and keeps the files: a slot dropped without release() still holds the
    /// work for the next instance.
    ~RecoverySlot() = default;

    bool isClaimed() const { return m_lock != nullptr; }
    bool hasWork() const;
    /// The document the work belongs to; empty for an untitled comparison.
    QString documentPath() const { return m_documentPath; }
    /// When the work was last written (from the note; the file's time if the note is missing).
    QDateTime savedAt() const;
    /// What the document file held when the window read it (empty: never saved), so that a
    /// restored comparison still notices when the file was changed by someone else since.
    PlanDocument::FileState baseState() const { return m_baseState; }

    /// Throws DocumentIoError.
    DocumentContent read() const;
    /// Replaces the slot's work atomically. Throws DocumentIoError.
    void write(const DocumentContent& content, const QString& documentPath,
               const PlanDocument::FileState& baseState);
    /// Removes the work (after a save or an explicit discard); the slot stays claimed.
    void discard();
    /// discard(), then lets the slot go.
    void release();

private:
    friend class RecoveryStore;
    QString filePath(const char* suffix) const;
    void readNote();

    QString m_base; ///< folder/key.n, without a suffix
    std::unique_ptr<QLockFile> m_lock;
    QString m_documentPath;
    PlanDocument::FileState m_baseState;
    QDateTime m_savedAt;
};

/// The folder of recovery slots: claims a free one for a window, and finds the work that
/// instances which ended without saving left behind.
class RecoveryStore
{
public:
    explicit RecoveryStore(QString directory = defaultDirectory());
    /// "recovery" in the application's data folder.
    static QString defaultDirectory();
    QString directory() const { return m_directory; }

    /// A free slot for this document (empty path: an untitled comparison), claimed. Slots that
    /// hold another instance's work are never reused. Without a usable folder the slot is
    /// unclaimed and writes nothing.
    RecoverySlot claim(const QString& documentPath) const;
    /// Work left by instances that are no longer running, newest first, each slot claimed for
    /// the caller. With a path, only that document's work.
    std::vector<RecoverySlot> orphans(const std::optional<QString>& documentPath = {}) const;

    /// Moves a recovery copy from an older version's single file into the folder, as the work
    /// of an untitled comparison, so that it is offered like any other.
    void adoptLegacyFile(const QString& path) const;

private:
    QString keyFor(const QString& documentPath) const;
    static std::unique_ptr<QLockFile> tryLock(const QString& base);

    QString m_directory;
};

} // namespace fabrictco::ui
