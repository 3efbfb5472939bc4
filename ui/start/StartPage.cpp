// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/start/StartPage.h"

#include "core/model/ClusterFields.h"
#include "presentation/EnumText.h"
#include "ui/start/RecentFilesBox.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fabrictco::ui {

StartPage::StartPage(QWidget* parent) : QWidget(parent)
{
    auto* content = new QWidget;
    content->setMaximumWidth(900);
    auto* layout = new QVBoxLayout(content);

    m_title = new QLabel;
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_intro = new QLabel;
    m_intro->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    // Who comes back to a comparison finds it first; hidden until a file has been saved.
    m_recent = new RecentFilesBox;
    layout->addWidget(m_recent);

    m_workloadBox = new QGroupBox;
    auto* workloadLayout = new QVBoxLayout(m_workloadBox);
    m_workload = new QComboBox;
    for (const Workload w : allWorkloads())
        m_workload->addItem(QString(), static_cast<int>(w));
    m_workloadHint = new QLabel;
    m_workloadHint->setWordWrap(true);
    workloadLayout->addWidget(m_workload);
    workloadLayout->addWidget(m_workloadHint);
    layout->addWidget(m_workloadBox);

    m_teamBox = new QGroupBox;
    auto* teamLayout = new QVBoxLayout(m_teamBox);
    m_team = new QButtonGroup(this);
    for (const TeamExpertise t : allTeamExpertise()) {
        auto* button = new QRadioButton;
        m_team->addButton(button, static_cast<int>(t));
        m_teamButtons.append(button);
        teamLayout->addWidget(button);
    }
    m_teamButtons.first()->setChecked(true);
    m_teamHint = new QLabel;
    m_teamHint->setWordWrap(true);
    teamLayout->addWidget(m_teamHint);
    layout->addWidget(m_teamBox);

    m_scaleBox = new QGroupBox;
    auto* scaleLayout = new QFormLayout(m_scaleBox);
    m_nodes = new QSpinBox;
    m_nodes->setRange(ClusterFields::nodes().minimum, ClusterFields::nodes().maximum);
    m_nodes->setValue(128);
    m_growth = new QSpinBox;
    m_growth->setRange(0, 300);
    m_growth->setValue(20);
    m_horizon = new QSpinBox;
    m_horizon->setRange(ClusterFields::horizonYears().minimum,
                        ClusterFields::horizonYears().maximum);
    m_horizon->setValue(5);
    m_nodesLabel = new QLabel;
    m_growthLabel = new QLabel;
    m_horizonLabel = new QLabel;
    m_nodesLabel->setBuddy(m_nodes);
    m_growthLabel->setBuddy(m_growth);
    m_horizonLabel->setBuddy(m_horizon);
    scaleLayout->addRow(m_nodesLabel, m_nodes);
    scaleLayout->addRow(m_growthLabel, m_growth);
    scaleLayout->addRow(m_horizonLabel, m_horizon);
    m_scaleHint = new QLabel;
    m_scaleHint->setWordWrap(true);
    scaleLayout->addRow(m_scaleHint);
    layout->addWidget(m_scaleBox);

    auto* buttons = new QHBoxLayout;
    m_create = new QPushButton;
    m_create->setDefault(true);
    m_orLabel = new QLabel;
    m_example = new QComboBox;
    for (const QString& name : ScenarioFactory::exampleNames())
        m_example->addItem(name, name);
    m_openExample = new QPushButton;
    m_openFile = new QPushButton;
    buttons->addWidget(m_create);
    buttons->addStretch();
    buttons->addWidget(m_orLabel);
    buttons->addWidget(m_example);
    buttons->addWidget(m_openExample);
    buttons->addWidget(m_openFile);
    layout->addLayout(buttons);
    layout->addStretch();

    m_scroll = new QScrollArea;
    QScrollArea* scroll = m_scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Frameless, it had a Tab stop that showed no focus; it still scrolls to the focused field.
    scroll->setFocusPolicy(Qt::NoFocus);
    auto* centering = new QWidget;
    auto* centeringLayout = new QHBoxLayout(centering);
    centeringLayout->addStretch();
    centeringLayout->addWidget(content, 1);
    centeringLayout->addStretch();
    scroll->setWidget(centering);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(m_workload, &QComboBox::currentIndexChanged, this, &StartPage::updateHints);
    connect(m_team, &QButtonGroup::idToggled, this, &StartPage::updateHints);
    connect(m_nodes, &QSpinBox::valueChanged, this, &StartPage::updateHints);
    connect(m_growth, &QSpinBox::valueChanged, this, &StartPage::updateHints);
    connect(m_horizon, &QSpinBox::valueChanged, this, &StartPage::updateHints);
    connect(m_create, &QPushButton::clicked, this, [this] { Q_EMIT createRequested(answers()); });
    connect(m_openExample, &QPushButton::clicked, this,
            [this] { Q_EMIT exampleRequested(m_example->currentData().toString()); });
    connect(m_openFile, &QPushButton::clicked, this, &StartPage::openRequested);
    connect(m_recent, &RecentFilesBox::openRequested, this, &StartPage::recentRequested);
    retranslateUi();
}

StartAnswers StartPage::answers() const
{
    StartAnswers a;
    a.workload = static_cast<Workload>(m_workload->currentData().toInt());
    a.team = static_cast<TeamExpertise>(m_team->checkedId());
    a.startingNodes = m_nodes->value();
    a.growthPercentPerYear = m_growth->value();
    a.horizonYears = m_horizon->value();
    return a;
}

void StartPage::setAnswers(const StartAnswers& a)
{
    m_workload->setCurrentIndex(m_workload->findData(static_cast<int>(a.workload)));
    if (auto* button = m_team->button(static_cast<int>(a.team)))
        button->setChecked(true);
    m_nodes->setValue(a.startingNodes);
    m_growth->setValue(a.growthPercentPerYear);
    m_horizon->setValue(a.horizonYears);
}

void StartPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void StartPage::showEvent(QShowEvent* event)
{
    m_recent->refresh();
    QWidget::showEvent(event);
}

void StartPage::retranslateUi()
{
    m_title->setText(tr("InfiniBand or RoCE?"));
    m_intro->setText(tr("There is no best fabric, only the right one for your workload, your team "
                        "and your scale. Answer three questions to build an InfiniBand plan and a "
                        "RoCE plan side by side; every figure can be edited afterwards."));
    m_workloadBox->setTitle(tr("1. How sensitive is your workload to network jitter?"));
    for (int i = 0; i < m_example->count(); ++i)
        m_example->setItemText(i, ScenarioFactory::exampleTitle(m_example->itemData(i).toString()));
    for (int i = 0; i < m_workload->count(); ++i)
        m_workload->setItemText(
            i, EnumText::workload(static_cast<Workload>(m_workload->itemData(i).toInt())));
    m_workload->setAccessibleName(tr("Workload"));
    m_teamBox->setTitle(tr("2. Does your team have a \"network doctor\"?"));
    for (QRadioButton* button : m_teamButtons)
        button->setText(EnumText::team(static_cast<TeamExpertise>(m_team->id(button))));
    m_scaleBox->setTitle(tr("3. How large is the cluster and how fast will it grow?"));
    m_nodesLabel->setText(tr("&Nodes in year 1:"));
    m_nodes->setSuffix(tr(" nodes"));
    m_nodes->setAccessibleName(tr("Nodes in year 1"));
    m_growthLabel->setText(tr("&Growth per year:"));
    m_growth->setSuffix(tr(" %"));
    m_growth->setAccessibleName(tr("Growth per year in percent"));
    m_horizonLabel->setText(tr("&Planning horizon:"));
    m_horizon->setSuffix(tr(" years"));
    m_horizon->setAccessibleName(tr("Planning horizon in years"));
    m_create->setText(tr("&Compare InfiniBand and RoCE"));
    m_orLabel->setText(tr("or open an example:"));
    m_example->setAccessibleName(tr("Example"));
    m_scroll->setAccessibleName(tr("New comparison"));
    m_openExample->setText(tr("Open e&xample"));
    m_openFile->setText(tr("Open &file…"));
    updateHints();
}

void StartPage::updateHints()
{
    const StartAnswers a = answers();
    m_workloadHint->setText(EnumText::workloadHint(a.workload));
    m_teamHint->setText(EnumText::teamHint(a.team));
    const auto lastYear =
        ScenarioFactory::nodesByYear(a.startingNodes, a.growthPercentPerYear, a.horizonYears)
            .back();
    QString scale = a.startingNodes < 100 && a.growthPercentPerYear <= 30
                        ? tr("A small pilot with an open future: RoCE's flexibility and cost "
                             "can appeal.")
                        : tr("Hundreds of nodes or fast growth: management effort grows much "
                             "faster than the node count, where InfiniBand's uniform "
                             "management pays off.");
    m_scaleHint->setText(
        tr("%1 nodes in the last year. %2").arg(QLocale().toString(lastYear), scale));
}

} // namespace fabrictco::ui
