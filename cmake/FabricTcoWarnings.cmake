# Warnings every FabricTCO target is built with; the tree is kept -Wall -Wextra clean.
add_library(fabrictco_warnings INTERFACE)
target_compile_options(fabrictco_warnings INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor>)
