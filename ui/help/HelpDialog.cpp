// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/help/HelpDialog.h"

#include "translations/I18n.h"
#include "ui/common/ScreenFit.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

// The guide is compiled into the static ui library; such resources must be registered by
// name (Q_INIT_RESOURCE works only outside a namespace).
static void registerHelpResources()
{
    Q_INIT_RESOURCE(help);
}

namespace fabrictco::ui {

HelpDialog::HelpDialog(QWidget* parent) : QDialog(parent), m_browser(new QTextBrowser)
{
    m_browser->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    ScreenFit::resize(this, QSize(760, 820));
    load();
}

QString HelpDialog::guidePath(const QString& language)
{
    static const bool registered = (registerHelpResources(), true);
    Q_UNUSED(registered);
    const QString path = QStringLiteral(":/help/guide.%1.html").arg(language);
    return QFile::exists(path) ? path : QStringLiteral(":/help/guide.en.html");
}

void HelpDialog::load()
{
    setWindowTitle(tr("FabricTCO user guide"));
    QFile file(guidePath(i18n::currentLanguage()));
    if (file.open(QIODevice::ReadOnly))
        m_browser->setHtml(QString::fromUtf8(file.readAll()));
}

QString HelpDialog::text() const
{
    return m_browser->toPlainText();
}

void HelpDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        load();
    QDialog::changeEvent(event);
}

} // namespace fabrictco::ui
