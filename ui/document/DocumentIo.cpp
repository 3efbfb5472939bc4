// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/DocumentIo.h"

#include "storage/DocumentError.h"
#include "storage/PlanDocument.h"

namespace fabrictco::ui {

DocumentContent DocumentIo::load(const QString& path, PlanDocument::FileState* state)
{
    try {
        return PlanDocument::open(path, nullptr, state);
    } catch (const DocumentError& error) {
        throw DocumentIoError(error.what(), error.problem());
    }
}

PlanDocument::FileState DocumentIo::save(const QString& path, const DocumentContent& content,
                                         const PlanDocument::FileState* expected)
{
    try {
        return PlanDocument::save(content, path, expected);
    } catch (const DocumentChangedError& error) {
        throw DocumentChangedOnDisk(error.what());
    } catch (const DocumentError& error) {
        throw DocumentIoError(error.what(), error.problem());
    }
}

} // namespace fabrictco::ui
