# AddressSanitizer + UndefinedBehaviorSanitizer for the whole tree, as CI's second build uses them.
# -fno-sanitize-recover makes every UBSan finding fatal (the test fails), not just a log line.
if(FABRICTCO_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
    # GCC's manual warns that the sanitizers raise false -Wmaybe-uninitialized reports (here: inside
    # Boost.Multiprecision's cpp_int); the normal build keeps the warning.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        add_compile_options(-Wno-maybe-uninitialized)
    endif()
endif()
