// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plans/RangeDialog.h"

#include "core/model/ParameterResolver.h"
#include "presentation/MoneyFormat.h"
#include "presentation/ParameterText.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/plans/ValueEditor.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace fabrictco::ui {

namespace {

std::map<std::string, Uncertainty>& rangesOf(Scenario& scenario, const std::string& planId)
{
    PlanSpec* plan = planId.empty() ? nullptr : scenario.plan(planId);
    return plan ? plan->uncertainty : scenario.uncertainty;
}

std::map<std::string, ParameterValue>& overridesOf(Scenario& scenario, const std::string& planId)
{
    PlanSpec* plan = planId.empty() ? nullptr : scenario.plan(planId);
    return plan ? plan->overrides : scenario.overrides;
}

} // namespace

RangeDialog::RangeDialog(const ResolvedParameter& current, const QString& planName,
                         bool ownRange, QWidget* parent)
    : QDialog(parent), m_spec(*current.spec), m_factor(ParameterText::displayFactor(m_spec))
{
    const QString label = ParameterText::label(m_spec);
    setWindowTitle(planName.isEmpty() ? tr("Range of %1").arg(label)
                                      : tr("Range of %1, %2").arg(label, planName));
    auto* intro = new QLabel(tr("A typed value is firm: priced as given and never varied. Give "
                                "a range to have the risk analysis draw this input from it "
                                "(beta-PERT); the tables then price its mean."));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    const MoneyFormat format{QLocale()};
    const auto field = [&](const Decimal& value, const QString& name) {
        auto* edit = new QLineEdit(format.formatExact(value.times(m_factor)));
        edit->setAccessibleName(tr("%1: %2").arg(label, name));
        connect(edit, &QLineEdit::textChanged, this, &RangeDialog::check);
        return edit;
    };
    const bool hasRange = current.uncertainty.shape != DistributionShape::Fixed;
    const Decimal& value = current.value.value;
    m_low = field(hasRange ? current.uncertainty.low : value, tr("low"));
    m_mostLikely = field(value, tr("most likely"));
    m_high = field(hasRange ? current.uncertainty.high : value, tr("high"));
    auto* form = new QFormLayout;
    const QString unit = ParameterText::unit(m_spec, current.value.currency.value_or(Currency::usd()));
    form->addRow(tr("&Low (%1):").arg(unit), m_low);
    form->addRow(tr("&Most likely (%1):").arg(unit), m_mostLikely);
    form->addRow(tr("&High (%1):").arg(unit), m_high);
    m_problem = new QLabel;
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    if (ownRange) {
        QPushButton* remove =
            m_buttons->addButton(tr("&Remove the range"), QDialogButtonBox::DestructiveRole);
        connect(remove, &QPushButton::clicked, this, [this] {
            m_remove = true;
            m_choice.reset();
            accept();
        });
    }
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    check();
}

void RangeDialog::check()
{
    const auto read = [this](QLineEdit* edit) -> std::optional<Decimal> {
        const auto shown = ValueEditor::parse(edit->text());
        if (!shown)
            return std::nullopt;
        const Decimal stored =
            m_factor == 1 ? *shown : shown->divide(Decimal(m_factor), kDefaultRounding);
        if (stored < m_spec.minimum || stored > m_spec.maximum)
            return std::nullopt;
        return stored;
    };
    const auto low = read(m_low);
    const auto mostLikely = read(m_mostLikely);
    const auto high = read(m_high);
    QString problem;
    if (!low || !mostLikely || !high) {
        const MoneyFormat format{QLocale()};
        problem = tr("Each value must be a number from %1 to %2.")
                      .arg(format.formatExact(m_spec.minimum.times(m_factor)),
                           format.formatExact(m_spec.maximum.times(m_factor)));
    } else if (!(*low <= *mostLikely && *mostLikely <= *high && *low < *high)) {
        problem = tr("The low value must be below the high one, and the most likely value "
                     "between them.");
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    if (problem.isEmpty())
        m_choice = Choice{*low, *mostLikely, *high};
    else
        m_choice.reset();
}

Scenario ScenarioRanges::withRange(Scenario scenario, const std::string& planId,
                                   const ParameterSpec& spec, const RangeDialog::Choice& choice,
                                   std::optional<Currency> currency)
{
    overridesOf(scenario, planId)[spec.key] = ParameterValue{choice.mostLikely, currency};
    rangesOf(scenario, planId)[spec.key] =
        Uncertainty{DistributionShape::Pert, choice.low, choice.high};
    return scenario;
}

Scenario ScenarioRanges::withoutRange(Scenario scenario, const std::string& planId,
                                      const ParameterSpec& spec)
{
    rangesOf(scenario, planId).erase(spec.key);
    return scenario;
}

void RangeDialog::editRange(ScenarioDocument& document, const std::string& planId,
                            const ParameterSpec& parameter, QWidget* parent)
{
    const Scenario& scenario = document.scenario();
    const PlanSpec* plan = planId.empty()
                               ? (scenario.plans.empty() ? nullptr : &scenario.plans.front())
                               : scenario.plan(planId);
    if (plan == nullptr)
        return;
    std::optional<ResolvedParameters> resolved;
    try {
        resolved = ParameterResolver::resolve(scenario, *plan, *document.catalog());
    } catch (const std::exception&) {
        return; // the catalog note says why nothing can be resolved
    }
    const ResolvedParameter& current = resolved->at(parameter.key);
    const auto& ranges = planId.empty() ? scenario.uncertainty : plan->uncertainty;
    const bool ownRange = ranges.count(parameter.key) > 0;
    RangeDialog dialog(current, planId.empty() ? QString() : QString::fromStdString(plan->name),
                       ownRange, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::string key = parameter.key;
    const UndoText text = [key] {
        return tr("Range of %1").arg(ParameterText::label(key));
    };
    if (dialog.removeRange()) {
        document.replaceScenario(text, ScenarioRanges::withoutRange(scenario, planId, parameter));
    } else if (const auto choice = dialog.choice()) {
        document.replaceScenario(text, ScenarioRanges::withRange(scenario, planId, parameter,
                                                                 *choice, current.value.currency));
    }
}

} // namespace fabrictco::ui
