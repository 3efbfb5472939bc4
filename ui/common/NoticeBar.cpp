// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/NoticeBar.h"

#include <QAccessible>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace fabrictco::ui {

namespace {

/// Long enough to read and reach the buttons, short enough not to linger over later work.
constexpr int kNoticeMs = 60'000;

} // namespace

NoticeBar::NoticeBar(QWidget* parent) : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    // The palette's alternate base: set apart from the window in light and dark themes alike.
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);
    m_text = new QLabel;
    m_text->setTextFormat(Qt::PlainText); // a file name is shown as typed
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_open = new QPushButton;
    m_folder = new QPushButton;
    m_close = new QToolButton;
    m_close->setText(QStringLiteral("×"));
    m_close->setAutoRaise(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_open);
    layout->addWidget(m_folder);
    layout->addWidget(m_close);
    connect(m_open, &QPushButton::clicked, this, [this] { Q_EMIT openRequested(m_path); });
    connect(m_folder, &QPushButton::clicked, this,
            [this] { Q_EMIT openRequested(QFileInfo(m_path).absolutePath()); });
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    m_expiry.setSingleShot(true);
    m_expiry.setInterval(kNoticeMs);
    connect(&m_expiry, &QTimer::timeout, this, &QWidget::hide);
    retranslateUi();
    hide();
}

void NoticeBar::showNotice(const QString& text, const QString& path)
{
    m_text->setText(text);
    m_path = path;
    m_open->setVisible(!path.isEmpty());
    m_folder->setVisible(!path.isEmpty());
    m_open->setToolTip(path);
    m_open->setAccessibleDescription(path);
    show();
    m_expiry.start();
    // Said by a screen reader as it appears, not only when someone goes looking for it.
    QAccessibleEvent alert(m_text, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
}

QString NoticeBar::text() const
{
    return m_text->text();
}

void NoticeBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void NoticeBar::retranslateUi()
{
    setAccessibleName(tr("Notice"));
    m_open->setText(tr("Open file"));
    m_folder->setText(tr("Show folder"));
    m_close->setToolTip(tr("Close this notice"));
    m_close->setAccessibleName(tr("Close this notice"));
}

} // namespace fabrictco::ui
