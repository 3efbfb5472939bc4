// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/document/ScenarioFactory.h"

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QScrollArea;
class QGroupBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace fabrictco::ui {

class RecentFilesBox;

/// The first screen: the article's three questions (workload, team, scale and growth), which
/// create an InfiniBand and a RoCE plan; or open an example or a file.
class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    StartAnswers answers() const;
    void setAnswers(const StartAnswers& answers);

Q_SIGNALS:
    void createRequested(const fabrictco::ui::StartAnswers& answers);
    void exampleRequested(const QString& name);
    void openRequested();
    void recentRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    void updateHints();

    QLabel* m_title = nullptr;
    QLabel* m_intro = nullptr;
    QGroupBox* m_workloadBox = nullptr;
    QComboBox* m_workload = nullptr;
    QLabel* m_workloadHint = nullptr;
    QGroupBox* m_teamBox = nullptr;
    QButtonGroup* m_team = nullptr;
    QList<QRadioButton*> m_teamButtons;
    QLabel* m_teamHint = nullptr;
    QGroupBox* m_scaleBox = nullptr;
    QLabel* m_nodesLabel = nullptr;
    QSpinBox* m_nodes = nullptr;
    QLabel* m_growthLabel = nullptr;
    QSpinBox* m_growth = nullptr;
    QLabel* m_horizonLabel = nullptr;
    QSpinBox* m_horizon = nullptr;
    QLabel* m_scaleHint = nullptr;
    QPushButton* m_create = nullptr;
    QLabel* m_orLabel = nullptr;
    QComboBox* m_example = nullptr;
    QScrollArea* m_scroll = nullptr;
    QPushButton* m_openExample = nullptr;
    QPushButton* m_openFile = nullptr;
    RecentFilesBox* m_recent = nullptr;
};

} // namespace fabrictco::ui
