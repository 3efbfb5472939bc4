#!/usr/bin/env bash
# A ThreadSanitizer build in build-tsan/ of only what the threaded suites need (the ThreadTests
# program: risk engines, the report built on a worker, the window's risk runner and exports; see
# tests/CMakeLists.txt), then those suites. Any data race report fails the run (halt_on_error).
# -O0 with line tables only, as in scripts/sanitize.sh: the build is most of the stage's time.
# Qt itself is not instrumented; tests/sanitizers/tsan.supp lists what that makes TSan misread.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${TSAN_BUILD_DIR:-build-tsan}
jobs=${TSAN_JOBS:-$(nproc)}
# clang, as the fuzz build: it compiled this build in 182 s where GCC took 423 s on 2 cores
# (measured 2026-12-04 from clean build folders at 060cbf7), most of the stage's time.
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_CXX_COMPILER="${TSAN_CXX:-clang++}" \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O0 -g1" \
    -DFABRICTCO_SANITIZE_THREAD=ON -DFABRICTCO_BUILD_BENCHMARKS=OFF -DFABRICTCO_BUILD_FUZZERS=OFF
cmake --build "$build_dir" --parallel "$jobs" --target ThreadTests
# die_after_fork=0: a test that starts a program through QProcess forks a threaded process;
# the child only calls exec.
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:die_after_fork=0:suppressions=$PWD/tests/sanitizers/tsan.supp}
# Of the report generator's cases, those that check the printed pages (fonts, images, words,
# page counts) render a whole PDF on one thread at 18 s each under the sanitizer: the normal
# test stage runs them. The ones left run the engines.
# Of the window's export and risk cases, those that check what an export holds (every total,
# the spreadsheet's cells, the file a failed write leaves, the catalog, the language) take 35 to
# 85 s each here and run the worker the kept ones run (TheProgressDialogIsGoneWhenTheAnswerComes
# exports a whole PDF on it; the cancel cases stop it midway): they were 451 of the stage's 685
# test-seconds (measured at ddefebd on 2 cores) and check no thread the kept ones do not. The
# normal test stage runs them.
slow_exports='ReportExporterTest\.(PdfIsTheReportTheCliWritesWithEveryTotal|AnUnwritablePathIsAnErrorAndLeavesNoFile|SpreadsheetsAsCsvAndXlsx|ChineseReportFromAnEnglishWindowLeavesTheWindowInEnglish|InteractiveExportAsksAgainWhenTheFileCannotBeWritten|FiguresUseTheDocumentsOwnCatalog|TheSaveQuestionSuggestsTheDocumentsNameBesideIt)|RiskRunnerTest\.TheWindowsRiskFiguresAreTheExportedReports'
# Those that read the PDF back with pdftotext or pdfinfo start them through QProcess, which
# clones the threaded test process: clang 14's ThreadSanitizer runtime stops there on an internal
# CHECK (tsan_rtl.cpp:234, in ForkAfter), not on a race. They check the printed pages, which
# the normal test stage reads; the report's worker thread is the kept cases'.
reads_pdf='ReportGeneratorPaperTest\.LetterAndA4HaveTheirPageSizes|ReportGeneratorPlanIdsTest\.ComparesTheFirstPlanOfEachFabricWhateverItsId|ReportGeneratorTest\.PrintsTheRiskFiguresOfTheSameMonteCarloRun'
ctest --test-dir "$build_dir" --output-on-failure --parallel "$jobs" --no-tests=error \
    --exclude-regex "TranslationsComplete|ReportGeneratorTest\.(WordsCanBeFoundAsPrinted|SensitivityInputsAreNamedInWordsNotKeys|PrintsEveryTotalExactlyAsTheEngineFormatsIt|NamesEachPlansHardwareProducts|HasNoRasterImages|EmbedsEveryFont|PageCountMatchesTheLayoutAndTheFooter)|$slow_exports|$reads_pdf"

