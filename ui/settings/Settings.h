// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/settings/Preference.h"

#include <QByteArray>
#include <QStringList>

namespace fabrictco::ui {

/// Every setting the desktop application keeps, in one place.
struct Settings
{
    static inline const Preference<QByteArray> geometry{"mainwindow/geometry"};
    static inline const Preference<QByteArray> windowState{"mainwindow/state"};
    /// "en" or "zh_CN"; unset until the first start picks one from the system locale.
    // Before 0.2 these three were in "general/", which Qt's INI format read back as "General/".
    static inline const Preference<QString> language{"app/language", {}, "General/language"};
    static inline const Preference<QStringList> recentFiles{
        "files/recent", {}, "General/recentFiles"};
    static inline const Preference<QString> lastDirectory{
        "files/lastDirectory", {}, "General/lastDirectory"};
    /// The report's paper ("A4" or "Letter"; unset: from the locale), author and organisation.
    static inline const Preference<QString> reportPaper{"report/paper"};
    static inline const Preference<QString> reportPreparedBy{"report/preparedBy"};
    static inline const Preference<QString> reportOrganisation{"report/organisation"};
    static constexpr int kMaxRecentFiles = 8;

    /// Puts `path` first in the recent files, without duplicates, at most kMaxRecentFiles.
    static void addRecentFile(const QString& path)
    {
        QStringList files = recentFiles.get();
        files.removeAll(path);
        files.prepend(path);
        while (files.size() > kMaxRecentFiles)
            files.removeLast();
        recentFiles.set(files);
    }
};

} // namespace fabrictco::ui
