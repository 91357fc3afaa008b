# Unit test of the built-in name tables and the suggestion code
# (compiler/names.c, stdlib/names.def).
add_executable(test_names ${CMAKE_CURRENT_LIST_DIR}/test_names.c)
target_link_libraries(test_names PRIVATE xdpc_front)
target_include_directories(test_names PRIVATE ${CMAKE_SOURCE_DIR}/stdlib)
add_test(NAME names/unit COMMAND test_names)
set_tests_properties(names/unit PROPERTIES LABELS "unit")
