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

# ThreadSanitizer for CI's race check of the worker threads (risk runs, report export, window).
# It cannot be combined with AddressSanitizer, hence a build of its own.
if(FABRICTCO_SANITIZE_THREAD)
    if(FABRICTCO_SANITIZE)
        message(FATAL_ERROR "FABRICTCO_SANITIZE_THREAD and FABRICTCO_SANITIZE exclude each other")
    endif()
    add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
    add_link_options(-fsanitize=thread)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        # GCC warns that TSan does not see std::atomic_thread_fence; the code uses none.
        add_compile_options(-Wno-tsan)
    endif()
endif()
