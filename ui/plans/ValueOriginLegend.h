// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <array>

class QLabel;

namespace fabrictco::ui {

/// One line that explains the value markers: "○ Default ◇ Preset ■ Vendor quote ● Your value".
class ValueOriginLegend : public QWidget
{
    Q_OBJECT
public:
    /// `withOrganisation`: the machine has an organisation's catalog, whose marker is explained.
    explicit ValueOriginLegend(bool withOrganisation, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    std::array<QLabel*, 6> m_icons{};
    std::array<QLabel*, 6> m_names{};
};

} // namespace fabrictco::ui
