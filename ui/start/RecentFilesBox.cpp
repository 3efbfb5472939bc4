// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/start/RecentFilesBox.h"

#include "ui/settings/Settings.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace fabrictco::ui {

RecentFilesBox::RecentFilesBox(QWidget* parent) : QGroupBox(parent), m_list(new QVBoxLayout(this))
{
    refresh();
}

void RecentFilesBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QGroupBox::changeEvent(event);
}

void RecentFilesBox::refresh()
{
    setTitle(tr("Recent comparisons"));
    // Each row is a layout of its own (a QLayoutItem itself): its widgets, then it.
    while (QLayoutItem* item = m_list->takeAt(0)) {
        if (QLayout* row = item->layout())
            while (QLayoutItem* part = row->takeAt(0)) {
                delete part->widget();
                delete part;
            }
        delete item;
    }
    int shown = 0;
    for (const QString& path : Settings::recentFiles.get()) {
        const QFileInfo file(path);
        // A file moved or deleted since is left out here (the File menu still lists it, and says
        // why when it cannot be opened).
        if (!file.isFile())
            continue;
        auto* row = new QHBoxLayout;
        // The name as it is ("&" shown, not a shortcut mark), a long one shortened in the middle
        // so it cannot widen the page (the tooltip and the accessible name have it whole).
        const int room = fontMetrics().averageCharWidth() * 60;
        auto* open = new QPushButton(fontMetrics()
                                         .elidedText(file.fileName(), Qt::ElideMiddle, room)
                                         .replace(QLatin1Char('&'), QLatin1String("&&")));
        const QString folder = QDir::toNativeSeparators(file.absolutePath());
        //: %1 a file name, %2 its folder.
        open->setAccessibleName(tr("Open %1 from %2").arg(file.fileName(), folder));
        open->setToolTip(QDir::toNativeSeparators(file.absoluteFilePath()));
        // A deep folder is shortened in the middle (the tooltip has it whole): it must not
        // widen the page past a projector's width.
        auto* where = new QLabel(fontMetrics().elidedText(folder, Qt::ElideMiddle,
                                                          fontMetrics().averageCharWidth() * 60));
        where->setTextFormat(Qt::PlainText);
        where->setForegroundRole(QPalette::PlaceholderText);
        row->addWidget(open);
        row->addWidget(where, 1);
        m_list->addLayout(row);
        connect(open, &QPushButton::clicked, this,
                [this, path = file.absoluteFilePath()] { Q_EMIT openRequested(path); });
        ++shown;
    }
    setVisible(shown > 0);
}

} // namespace fabrictco::ui
