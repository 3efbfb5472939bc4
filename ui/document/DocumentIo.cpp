// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/DocumentIo.h"

namespace fabrictco::ui {

DocumentContent DocumentIo::load(const QString& path, PlanDocument::FileState* state)
{
    return PlanDocument::open(path, nullptr, state);
}

PlanDocument::FileState DocumentIo::save(const QString& path, const DocumentContent& content,
                                         const PlanDocument::FileState* expected)
{
    return PlanDocument::save(content, path, expected);
}

} // namespace fabrictco::ui
