// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "storage/DocumentContent.h"

#include <QDialog>
#include <QLocale>
#include <QPageSize>
#include <QString>

class QComboBox;
class QLineEdit;

namespace fabrictco::ui {

/// What the user chooses before a report is exported or printed.
struct ReportChoices
{
    QPageSize::PageSizeId paper = QPageSize::A4;
    QString language = QStringLiteral("en"); ///< "en" or "zh_CN"
    QString title; ///< the document's title, on the cover; empty: the generic title
    QString preparedBy;                      ///< printed on the cover
    QString organisation;                    ///< printed on the cover

    /// The choices offered first for `content`: the remembered paper (else the locale's), the
    /// window's language, the document's title, and its author and organisation (else the
    /// remembered ones).
    static ReportChoices defaults(const DocumentContent& content);
    /// Letter where it is the usual paper (the United States), A4 elsewhere.
    static QPageSize::PageSizeId paperForLocale(const QLocale& locale);
    /// Remembers paper, author and organisation for the next report (QSettings).
    void remember() const;
    /// `content` with the cover fields set, as the report is made from it.
    DocumentContent applyTo(DocumentContent content) const;
};

/// Asks for the title, paper, language, author and organisation of a report. `actionText` names the
/// button that goes on ("Preview…", "Print…").
class ReportDialog : public QDialog
{
    Q_OBJECT
public:
    ReportDialog(const ReportChoices& choices, const QString& actionText,
                 QWidget* parent = nullptr);

    ReportChoices choices() const;

private:
    QLineEdit* m_title = nullptr;
    QComboBox* m_paper = nullptr;
    QComboBox* m_language = nullptr;
    QLineEdit* m_preparedBy = nullptr;
    QLineEdit* m_organisation = nullptr;
};

} // namespace fabrictco::ui
