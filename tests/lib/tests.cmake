# Shared test helpers: the frame builder and the assertion kit. Test areas
# link xdpc_testlib; nothing else belongs in this file.
add_library(xdpc_testlib STATIC ${CMAKE_CURRENT_LIST_DIR}/frames.c
            ${CMAKE_CURRENT_LIST_DIR}/setmix.c ${CMAKE_CURRENT_LIST_DIR}/classgen.c)
target_include_directories(xdpc_testlib PUBLIC ${CMAKE_CURRENT_LIST_DIR})
