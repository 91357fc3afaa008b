# Accept cases: the checked AST dump (and any warnings) of every
# tests/golden/**/*.xf is compared with its .ast (and .err) file.
file(GLOB_RECURSE XDPC_GOLDEN_CASES CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.xf)
foreach(case ${XDPC_GOLDEN_CASES})
  file(RELATIVE_PATH rel ${CMAKE_CURRENT_LIST_DIR} ${case})
  string(REGEX REPLACE "\\.xf$" "" rel ${rel})
  add_test(NAME golden/${rel}
           COMMAND bash ${XDPC_TESTS_DIR}/lib/golden.sh $<TARGET_FILE:xdpc> accept ${case})
  set_tests_properties(golden/${rel} PROPERTIES LABELS "golden")
endforeach()
