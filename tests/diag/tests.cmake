# Reject cases: every tests/diag/*.xf must fail with exactly its .err text.
file(GLOB XDPC_DIAG_CASES CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.xf)
foreach(case ${XDPC_DIAG_CASES})
  get_filename_component(name ${case} NAME_WE)
  add_test(NAME diag/${name}
           COMMAND bash ${XDPC_TESTS_DIR}/lib/golden.sh $<TARGET_FILE:xdpc> reject ${case})
  set_tests_properties(diag/${name} PROPERTIES LABELS "golden;diag")
endforeach()
