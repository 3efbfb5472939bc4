// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/results/PlanPairPicker.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace fabrictco::ui {

PlanPairPicker::PlanPairPicker(Wording wording, QWidget* parent)
    : QWidget(parent), m_wording(wording)
{
    m_label = new QLabel;
    m_minus = new QLabel;
    m_first = new QComboBox;
    m_second = new QComboBox;
    for (QComboBox* box : {m_first, m_second}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        box->setMinimumContentsLength(12);
        connect(box, &QComboBox::activated, this, [this, box] { onPicked(box); });
    }
    m_label->setBuddy(m_first);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_first);
    layout->addWidget(m_minus);
    layout->addWidget(m_second);
    layout->addStretch();
    retranslateUi();
}

void PlanPairPicker::retranslateUi()
{
    if (m_wording == Wording::Pair) {
        m_label->setText(tr("Co&mpare:"));
        m_minus->setText(tr("with"));
        m_first->setToolTip(tr("One plan of the pair; the cheaper of the two is the one to beat"));
        m_second->setToolTip(tr("The other plan of the pair"));
        m_first->setAccessibleName(tr("Compare plan"));
        m_second->setAccessibleName(tr("With plan"));
        return;
    }
    m_label->setText(tr("&Difference:"));
    m_minus->setText(tr("minus"));
    m_first->setToolTip(tr("The plan whose net present value the difference starts from"));
    m_second->setToolTip(tr("The plan whose net present value is subtracted"));
    m_first->setAccessibleName(tr("Difference: plan"));
    m_second->setAccessibleName(tr("Minus plan"));
}

void PlanPairPicker::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlanPairPicker::select(QComboBox* box, const std::string& id)
{
    const int index = box->findData(QString::fromStdString(id));
    if (index >= 0)
        box->setCurrentIndex(index);
}

void PlanPairPicker::setPlans(const std::vector<std::pair<std::string, QString>>& plans,
                              const std::string& first, const std::string& second)
{
    for (QComboBox* box : {m_first, m_second}) {
        const QSignalBlocker blocker(box);
        box->clear();
        // Item text is never interpreted as markup by QComboBox: names stay plain text.
        for (const auto& [id, name] : plans)
            box->addItem(name, QString::fromStdString(id));
    }
    select(m_first, first);
    select(m_second, second);
    // With one plan priced (the others left out) a pair would read "RoCE minus RoCE": the
    // picker is hidden, and the page says why there is no pair (ResultWords::whyNoPair).
    setEnabled(plans.size() >= 2);
    if (parentWidget() != nullptr) // never a window of its own
        setVisible(plans.size() >= 2);
}

std::string PlanPairPicker::firstPlanId() const
{
    return m_first->currentData().toString().toStdString();
}

std::string PlanPairPicker::secondPlanId() const
{
    return m_second->currentData().toString().toStdString();
}

void PlanPairPicker::onPicked(QComboBox* changed)
{
    // The same plan on both sides would be a zero difference: move the other box instead.
    QComboBox* other = changed == m_first ? m_second : m_first;
    if (changed->currentIndex() == other->currentIndex() && other->count() > 1) {
        const QSignalBlocker blocker(other);
        other->setCurrentIndex((other->currentIndex() + 1) % other->count());
    }
    Q_EMIT pairChanged(firstPlanId(), secondPlanId());
}

} // namespace fabrictco::ui
