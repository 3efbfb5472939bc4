# Warnings every FabricTCO target is built with; the tree is kept -Wall -Wextra clean, and CI's
# test build (scripts/test.sh) turns them into errors so it stays that way.
option(FABRICTCO_WARNINGS_AS_ERRORS "Fail the build on any compiler warning" OFF)
add_library(fabrictco_warnings INTERFACE)
target_compile_options(fabrictco_warnings INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                   -Winvalid-pch>)
if(FABRICTCO_WARNINGS_AS_ERRORS)
    target_compile_options(fabrictco_warnings INTERFACE $<$<CXX_COMPILER_ID:GNU,Clang>:-Werror>)
endif()
