# AddressSanitizer + UndefinedBehaviorSanitizer for the whole tree, as CI's second build uses them.
if(FABRICTCO_SANITIZE)
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()
