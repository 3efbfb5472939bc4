# Most sources are small, and each spent most of its compile time parsing the same ~200,000 lines
# of standard library, Boost.Multiprecision and Qt headers. Each library, and each test program,
# precompiles them once.
option(FABRICTCO_PRECOMPILE_HEADERS "Precompile the standard, Boost and Qt headers" ON)

set(FABRICTCO_PCH_COMMON
    <algorithm> <cstdint> <functional> <map> <memory> <optional> <set> <stdexcept> <string>
    <string_view> <utility> <vector>
    <boost/multiprecision/cpp_int.hpp>
    <QByteArray> <QCoreApplication> <QDate> <QLocale> <QString> <QStringList>)
# Only for targets that link Qt Widgets and Qt Charts.
set(FABRICTCO_PCH_WIDGETS
    <QApplication> <QColor> <QDialog> <QEvent> <QHBoxLayout> <QHeaderView> <QLabel> <QPainter>
    <QPushButton> <QTableWidget> <QVBoxLayout> <QWidget> <QtCharts/QChart>)

# fabrictco_precompile_headers(<target> [WIDGETS] [TESTS])
function(fabrictco_precompile_headers target)
    cmake_parse_arguments(ARG "WIDGETS;TESTS" "" "" ${ARGN})
    if(NOT FABRICTCO_PRECOMPILE_HEADERS)
        return()
    endif()
    set(headers ${FABRICTCO_PCH_COMMON})
    if(ARG_WIDGETS)
        list(APPEND headers ${FABRICTCO_PCH_WIDGETS})
    endif()
    if(ARG_TESTS)
        list(APPEND headers <gtest/gtest.h>)
    endif()
    target_precompile_headers(${target} PRIVATE ${headers})
endfunction()
