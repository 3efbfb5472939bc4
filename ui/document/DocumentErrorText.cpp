// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/document/DocumentErrorText.h"

namespace fabrictco::ui {

QString DocumentErrorText::headline(DocumentProblem problem)
{
    switch (problem) {
    case DocumentProblem::Invalid:
        return tr("The document holds a value FabricTCO does not accept. The details name it.");
    case DocumentProblem::CannotOpen:
        return tr("The file cannot be opened: it is missing, or this account may not read it.");
    case DocumentProblem::NotRegular:
        return tr("This is a folder or a device, not a document file.");
    case DocumentProblem::TooLarge:
        return tr("The file is far larger than any FabricTCO document, so it was not read.");
    case DocumentProblem::CannotRead:
        return tr("The system could not read the file.");
    case DocumentProblem::Empty:
        return tr("The file is empty: it holds no comparison. Open another file, or restore this "
                  "one from a backup.");
    case DocumentProblem::NotADocument:
        return tr("This file is not a FabricTCO document. Open a .fabrictco file saved by "
                  "FabricTCO; vendor quotes (.csv, .xlsx) come in with File > Import quotes.");
    case DocumentProblem::Newer:
        return tr("A newer version of FabricTCO wrote this document. Install that version to "
                  "open it.");
    case DocumentProblem::Damaged:
        return tr("The document is damaged and cannot be opened.");
    case DocumentProblem::Locked:
        return tr("Another program is saving this document right now. Nothing was saved; try "
                  "again in a moment.");
    case DocumentProblem::CannotWrite:
        return tr("The document cannot be written there; the details say why. Nothing was "
                  "changed on disk: choose another folder.");
    case DocumentProblem::Changed:
        return tr("The file changed on disk since it was read. Nothing was saved.");
    }
    return tr("The document cannot be used.");
}

} // namespace fabrictco::ui
