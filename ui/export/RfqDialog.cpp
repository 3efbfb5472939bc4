// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/RfqDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace fabrictco::ui {

namespace {
// The years combo's data for "every year of the horizon" (a year's data is its number).
constexpr int kEveryYear = 0;
} // namespace

RfqDialog::RfqDialog(const Scenario& scenario, const QString& language, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Request for quotation"));
    m_plan = new QComboBox;
    m_plan->addItem(tr("Every plan"), QString());
    for (const PlanSpec& plan : scenario.plans)
        m_plan->addItem(QString::fromStdString(plan.name), QString::fromStdString(plan.id));
    m_plan->setAccessibleName(tr("Plans to ask prices for"));
    m_years = new QComboBox;
    for (int year = 1; year <= scenario.cluster.horizonYears; ++year)
        m_years->addItem(tr("Year %1").arg(year), year);
    m_years->addItem(tr("Every year (%n column(s))", nullptr, scenario.cluster.horizonYears),
                     kEveryYear);
    m_years->setAccessibleName(tr("Quantities of which year"));
    m_language = new QComboBox;
    // Each language in itself, as the Language menu names them.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(language)));
    m_language->setAccessibleName(tr("Language of the request"));

    auto* explanation = new QLabel(
        tr("The bill of materials of each plan, one line per item with its quantity (spares "
           "included) and empty columns for the vendor's price, currency, quote date and "
           "validity. Import the filled file with File > Import quotes."));
    explanation->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Plans:"), m_plan);
    form->addRow(tr("&Quantities:"), m_years);
    form->addRow(tr("&Language:"), m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

RfqExport::Choice RfqDialog::choice() const
{
    RfqExport::Choice choice;
    choice.planId = m_plan->currentData().toString().toStdString();
    if (const int year = m_years->currentData().toInt(); year != kEveryYear)
        choice.years = {year};
    return choice;
}

QString RfqDialog::language() const
{
    return m_language->currentData().toString();
}

} // namespace fabrictco::ui
