// SPDX-License-Identifier: GPL-3.0-or-later
// A document that cannot be opened or saved is explained in the window's language; the storage
// library's English detail (which file, which value, the system's reason) is kept behind the
// message box's details.
#include "ui/document/DocumentErrorText.h"

#include "ExampleWindowTest.h"
#include "ui/document/ScenarioDocument.h"

#include <QMessageBox>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

using namespace fabrictco;
using namespace fabrictco::ui;

namespace {

constexpr DocumentProblem kEveryProblem[] = {
    DocumentProblem::Invalid,      DocumentProblem::CannotOpen,  DocumentProblem::NotRegular,
    DocumentProblem::TooLarge,     DocumentProblem::CannotRead,  DocumentProblem::Empty,
    DocumentProblem::NotADocument, DocumentProblem::Newer,       DocumentProblem::Damaged,
    DocumentProblem::Locked,       DocumentProblem::CannotWrite, DocumentProblem::Changed};

class DocumentErrorTextTest : public test::ExampleWindowTest
{
protected:
    struct Shown
    {
        QString text;
        QString details;
    };
    /// Reads and closes the next message box as soon as the event loop shows it.
    void readNextBox()
    {
        QTimer::singleShot(0, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = {box->text(), box->detailedText()};
                box->close();
            }
        });
    }
    Shown shown;
};

TEST_F(DocumentErrorTextTest, EveryProblemHasItsOwnWordsInBothLanguages)
{
    std::set<QString> english;
    for (const DocumentProblem problem : kEveryProblem) {
        const QString text = DocumentErrorText::headline(problem);
        EXPECT_TRUE(english.insert(text).second) << text.toStdString();
    }
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    for (const DocumentProblem problem : kEveryProblem) {
        QString text = DocumentErrorText::headline(problem);
        EXPECT_FALSE(english.count(text)) << text.toStdString();
        // The program's name and file types keep their spelling.
        text.remove(QRegularExpression(QStringLiteral("FabricTCO|\\.fabrictco|\\.csv|\\.xlsx|CSV")));
        EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))))
            << text.toStdString();
    }
}

TEST_F(DocumentErrorTextTest, OpeningAFileThatIsNotADocumentSaysSoInChinese)
{
    QTemporaryDir dir;
    const QString path = test::writeFile(dir, QStringLiteral("notes.fabrictco"), "hello");
    ASSERT_TRUE(i18n::installLanguage(QStringLiteral("zh_CN")));
    readNextBox();
    EXPECT_FALSE(window->openFile(path));
    EXPECT_TRUE(shown.text.startsWith(DocumentErrorText::headline(DocumentProblem::NotADocument)))
        << shown.text.toStdString();
    // The file is named in the message itself, not only in its details.
    EXPECT_TRUE(shown.text.contains(QStringLiteral("notes.fabrictco"))) << shown.text.toStdString();
    // The detail names the file and the check that failed, as the CLI says it.
    EXPECT_TRUE(shown.details.contains(QStringLiteral("notes.fabrictco")))
        << shown.details.toStdString();
    EXPECT_TRUE(shown.details.contains(QStringLiteral("not a FabricTCO document")))
        << shown.details.toStdString();
    EXPECT_EQ(window->document()->scenario().plans.size(), 2u); // nothing lost
}

TEST_F(DocumentErrorTextTest, SavingWhereNothingCanBeWrittenSaysSoAndKeepsTheWork)
{
    readNextBox();
    EXPECT_FALSE(window->saveTo(QStringLiteral("/nonexistent-dir/x.fabrictco")));
    EXPECT_TRUE(shown.text.startsWith(DocumentErrorText::headline(DocumentProblem::CannotWrite)))
        << shown.text.toStdString();
    EXPECT_TRUE(shown.details.contains(QStringLiteral("x.fabrictco")))
        << shown.details.toStdString();
    EXPECT_TRUE(window->document()->filePath().isEmpty());
}

TEST_F(DocumentErrorTextTest, AMissingFileCannotBeOpened)
{
    QTemporaryDir dir;
    readNextBox();
    EXPECT_FALSE(window->openFile(dir.filePath(QStringLiteral("gone.fabrictco"))));
    EXPECT_TRUE(shown.text.startsWith(DocumentErrorText::headline(DocumentProblem::CannotOpen)))
        << shown.text.toStdString();
}

} // namespace
