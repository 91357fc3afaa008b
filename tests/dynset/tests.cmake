# Dynamic sets without a kernel: elements, contents, replace files, the
# rebase of a rule reload, the set/elem metadata (runtime/set_*.c,
# runtime/meta_read.c). The kernel side is in tests/e2e (dynset_*.sh).
set(XDPC_RT ${CMAKE_SOURCE_DIR}/runtime)
add_executable(test_set_elem ${CMAKE_CURRENT_LIST_DIR}/test_set_elem.c
               ${XDPC_RT}/set_elem.c ${XDPC_RT}/set_contents.c ${XDPC_RT}/meta_read.c)
target_include_directories(test_set_elem PRIVATE ${XDPC_RT})
target_link_libraries(test_set_elem PRIVATE xdpc_front xdpc_testlib PkgConfig::LIBELF)
add_test(NAME unit/set_elem COMMAND test_set_elem)
set_tests_properties(unit/set_elem PROPERTIES LABELS "unit")
