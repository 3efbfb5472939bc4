// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/ButtonText.h"

#include <QEvent>
#include <QPointer>
#include <QPushButton>

namespace fabrictco::ui {

namespace {

/// Watches the box; after it has handled a language change (an event filter runs before the
/// box does, so the text is set again from the event loop), the button gets its words back.
class ButtonTextKeeper : public QObject
{
public:
    ButtonTextKeeper(QDialogButtonBox* box, QDialogButtonBox::StandardButton which,
                     std::function<QString()> text)
        : QObject(box), m_box(box), m_which(which), m_text(std::move(text))
    {
        apply();
        box->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_box && event->type() == QEvent::LanguageChange)
            QMetaObject::invokeMethod(this, [this] { apply(); }, Qt::QueuedConnection);
        return QObject::eventFilter(watched, event);
    }

private:
    void apply()
    {
        if (QPushButton* button = m_box ? m_box->button(m_which) : nullptr)
            button->setText(m_text());
    }

    QPointer<QDialogButtonBox> m_box;
    QDialogButtonBox::StandardButton m_which;
    std::function<QString()> m_text;
};

} // namespace

void keepButtonText(QDialogButtonBox* box, QDialogButtonBox::StandardButton which,
                    std::function<QString()> text)
{
    new ButtonTextKeeper(box, which, std::move(text));
}

} // namespace fabrictco::ui
