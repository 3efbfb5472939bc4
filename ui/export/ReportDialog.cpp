// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/ReportDialog.h"

#include "report/ReportHtml.h"
#include "translations/I18n.h"
#include "ui/common/ButtonText.h"
#include "ui/settings/Settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace fabrictco::ui {

namespace {

/// A title is a line on the cover; the document itself accepts longer text.
constexpr int kMaxTitleLength = 200;

} // namespace

ReportChoices ReportChoices::defaults(const DocumentContent& content)
{
    ReportChoices choices;
    const QString paper = Settings::reportPaper.get();
    choices.paper = paper == QLatin1String("Letter") ? QPageSize::Letter
                    : paper == QLatin1String("A4")   ? QPageSize::A4
                                                     : paperForLocale(QLocale::system());
    choices.language = i18n::currentLanguage();
    const ScenarioMetadata& meta = content.scenario.metadata;
    choices.title = QString::fromStdString(meta.title);
    choices.preparedBy = meta.author.empty() ? Settings::reportPreparedBy.get()
                                             : QString::fromStdString(meta.author);
    choices.organisation = meta.organisation.empty() ? Settings::reportOrganisation.get()
                                                     : QString::fromStdString(meta.organisation);
    return choices;
}

QPageSize::PageSizeId ReportChoices::paperForLocale(const QLocale& locale)
{
    return locale.territory() == QLocale::UnitedStates ? QPageSize::Letter : QPageSize::A4;
}

void ReportChoices::remember() const
{
    Settings::reportPaper.set(paper == QPageSize::Letter ? QStringLiteral("Letter")
                                                         : QStringLiteral("A4"));
    Settings::reportPreparedBy.set(preparedBy);
    Settings::reportOrganisation.set(organisation);
}

DocumentContent ReportChoices::applyTo(DocumentContent content) const
{
    content.scenario.metadata.title = title.trimmed().toStdString();
    content.scenario.metadata.author = preparedBy.trimmed().toStdString();
    content.scenario.metadata.organisation = organisation.trimmed().toStdString();
    return content;
}

ReportDialog::ReportDialog(const ReportChoices& choices, const QString& actionText, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Report"));
    m_title = new QLineEdit(choices.title);
    m_title->setAccessibleName(tr("Report title"));
    // Empty prints the generic title, which the box shows greyed.
    m_title->setPlaceholderText(ReportHtml::genericTitle());
    m_title->setMaxLength(kMaxTitleLength);
    // Wide enough for the title it opens with (an example's 42 characters began "rge-model"),
    // up to 64 characters; a longer one scrolls.
    const QFontMetrics metrics = m_title->fontMetrics();
    m_title->setMinimumWidth(
        std::clamp(metrics.horizontalAdvance(choices.title) + 4 * metrics.averageCharWidth(),
                   40 * metrics.averageCharWidth(), 64 * metrics.averageCharWidth()));
    m_paper = new QComboBox;
    m_paper->addItem(tr("A4"), int(QPageSize::A4));
    m_paper->addItem(tr("Letter"), int(QPageSize::Letter));
    m_paper->setCurrentIndex(m_paper->findData(int(choices.paper)));
    m_paper->setAccessibleName(tr("Paper size"));
    m_language = new QComboBox;
    // Each language in itself, as the Language menu names them.
    for (const QString& code : i18n::availableLanguages())
        m_language->addItem(i18n::nativeName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(choices.language)));
    m_language->setAccessibleName(tr("Language of the report"));
    m_preparedBy = new QLineEdit(choices.preparedBy);
    m_preparedBy->setAccessibleName(tr("Prepared by"));
    m_preparedBy->setPlaceholderText(tr("Your name"));
    m_organisation = new QLineEdit(choices.organisation);
    m_organisation->setAccessibleName(tr("Organisation"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Paper:"), m_paper);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("Prepared &by:"), m_preparedBy);
    form->addRow(tr("&Organisation:"), m_organisation);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    keepButtonText(buttons, QDialogButtonBox::Ok, [actionText] { return actionText; });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

ReportChoices ReportDialog::choices() const
{
    ReportChoices choices;
    choices.title = m_title->text();
    choices.paper = QPageSize::PageSizeId(m_paper->currentData().toInt());
    choices.language = m_language->currentData().toString();
    choices.preparedBy = m_preparedBy->text();
    choices.organisation = m_organisation->text();
    return choices;
}

} // namespace fabrictco::ui
