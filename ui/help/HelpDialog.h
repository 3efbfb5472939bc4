// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace fabrictco::ui {

/// Help > User guide (F1): a short guide and a glossary of the terms on screen, in the window's
/// language, shipped inside the program (ui/help/*.html).
class HelpDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HelpDialog(QWidget* parent = nullptr);
    /// The guide's text as shown (for tests).
    QString text() const;
    /// The resource of the guide in `language` ("en" or "zh_CN"); English for any other.
    static QString guidePath(const QString& language);

protected:
    void changeEvent(QEvent* event) override;

private:
    void load();

    QTextBrowser* m_browser = nullptr;
};

} // namespace fabrictco::ui
