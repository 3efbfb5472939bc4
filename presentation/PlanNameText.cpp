// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation/PlanNameText.h"

#include "core/model/ScenarioValidator.h"

#include <QLocale>

namespace fabrictco {

QString PlanNameText::problem(const PlanEdits::NameCheck& check, const QString& name)
{
    switch (check.problem) {
    case PlanEdits::NameProblem::None:
        break;
    case PlanEdits::NameProblem::Empty:
        return tr("A plan needs a name: it cannot be empty or only spaces.");
    case PlanEdits::NameProblem::NotOneLine:
        return tr("A plan's name must fit on one line (no line breaks or control characters).");
    case PlanEdits::NameProblem::TooLong:
        return tr("A plan's name has at most %1 characters.")
            .arg(QLocale().toString(qulonglong(ScenarioValidator::kMaxPlanNameCharacters)));
    case PlanEdits::NameProblem::Taken:
        return tr("Another plan is already named \"%1\"; give each plan its own name.")
            .arg(name.trimmed());
    }
    return {};
}

} // namespace fabrictco
