// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/RfqDialog.h"

#include "presentation/GrowthLimitText.h"
#include "translations/I18n.h"
#include "ui/common/ButtonText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace fabrictco::ui {

namespace {
// The years combo's data for "every year of the horizon" (a year's data is its number).
constexpr int kEveryYear = 0;
} // namespace

RfqDialog::RfqDialog(const Scenario& scenario, const QString& language, QWidget* parent,
                     std::vector<std::string> leftOut)
    : QDialog(parent), m_horizonYears(scenario.cluster.horizonYears)
{
    m_plan = new QComboBox;
    m_plan->addItem(QString(), QString());
    int pricedPlans = 0;
    m_leftOutNames = GrowthLimitText::planNames(scenario, leftOut);
    for (const PlanSpec& plan : scenario.plans) {
        if (std::find(leftOut.begin(), leftOut.end(), plan.id) != leftOut.end())
            continue;
        m_plan->addItem(QString::fromStdString(plan.name), QString::fromStdString(plan.id));
        ++pricedPlans;
    }
    m_comparesPlans = pricedPlans >= 2;
    // "Every plan" beside the one plan there is offered a choice that is none.
    if (!m_comparesPlans && m_plan->count() > 1)
        m_plan->removeItem(0);
    m_years = new QComboBox;
    for (int year = 1; year <= m_horizonYears; ++year)
        m_years->addItem(QString(), year);
    m_years->addItem(QString(), kEveryYear);
    m_language = new QComboBox;
    // Each language in itself, as the Language menu names them.
    for (const QString& code : i18n::availableLanguages())
        m_language->addItem(i18n::nativeName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(language)));

    m_buyersCopy = new QCheckBox;
    // The price to beat is the runner-up's: there is none without two plans to compare.
    m_buyersCopy->setEnabled(m_comparesPlans);

    m_explanation = new QLabel;
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_form = new QFormLayout;
    // Labels made here: QFormLayout makes none for an empty text, and the texts come later.
    for (QWidget* field : {static_cast<QWidget*>(m_plan), static_cast<QWidget*>(m_years),
                           static_cast<QWidget*>(m_language)}) {
        auto* label = new QLabel;
        label->setBuddy(field);
        m_form->addRow(label, field);
    }
    m_form->addRow(m_buyersCopy);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    // Kept through a language change, which the box answers with its own "OK".
    keepButtonText(m_buttons, QDialogButtonBox::Ok, [] { return tr("&Export…"); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_explanation);
    layout->addLayout(m_form);
    layout->addWidget(m_buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
    retranslateUi();
}

void RfqDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void RfqDialog::retranslateUi()
{
    setWindowTitle(tr("Request for quotation"));
    if (m_comparesPlans)
        m_plan->setItemText(0, tr("Every plan"));
    m_plan->setAccessibleName(tr("Plans to ask prices for"));
    for (int year = 1; year <= m_horizonYears; ++year)
        m_years->setItemText(year - 1, tr("Year %1").arg(year));
    m_years->setItemText(m_horizonYears, tr("Every year (%n year(s))", nullptr, m_horizonYears));
    m_years->setAccessibleName(tr("Quantities of which year"));
    m_language->setAccessibleName(tr("Language of the request"));
    QString explanation =
        tr("The bill of materials of each plan, one line per item with its quantity (spares "
           "included) and empty columns for the vendor's price, currency, quote date and "
           "validity. Import the filled file with File > Import quotes.");
    if (!m_leftOutNames.isEmpty())
        //: %1: the plans' names in quotes, joined. The summary says why each cannot be built.
        explanation += QStringLiteral("\n\n") +
                       tr("Not asked for: %1, which cannot be built for this cluster (the "
                          "summary says why).")
                           .arg(GrowthLimitText::quotedNames(m_leftOutNames));
    m_explanation->setText(explanation);
    const auto label = [this](QWidget* field, const QString& text) {
        if (auto* name = qobject_cast<QLabel*>(m_form->labelForField(field)))
            name->setText(text);
    };
    label(m_plan, tr("&Plans:"));
    label(m_years, tr("&Quantities:"));
    label(m_language, tr("&Language:"));
    m_buyersCopy->setText(tr("&Buyer's copy with the price to beat (do not send it)"));
    m_buyersCopy->setToolTip(
        m_comparesPlans
            ? tr("Adds two \"Buyer only\" columns: the price at which each item would make the "
                 "runner-up as cheap as the recommended plan, and what it means. Export the "
                 "vendor's request without it.")
            : tr("Needs two plans that can be built for this cluster: the price to beat is "
                 "the price at which the runner-up would be as cheap as the recommended plan."));
}

RfqExport::Choice RfqDialog::choice() const
{
    RfqExport::Choice choice;
    choice.planId = m_plan->currentData().toString().toStdString();
    if (const int year = m_years->currentData().toInt(); year != kEveryYear)
        choice.years = {year};
    choice.buyersCopy = m_buyersCopy->isChecked();
    return choice;
}

QString RfqDialog::language() const
{
    return m_language->currentData().toString();
}

} // namespace fabrictco::ui
