# LLVM IR goldens: `xdpc --emit-llvm -O0` of focused programs and of every
# example, compared after dropping volatile lines. Each is backed by the
# kernel behaviour and differential tests; regenerate with
# tests/update-goldens.sh and review the diff.
if(TARGET xdpc_codegen)
  file(GLOB XDPC_IR_CASES CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.xf)
  foreach(case ${XDPC_IR_CASES})
    get_filename_component(name ${case} NAME_WE)
    add_test(NAME golden-ir/${name}
             COMMAND bash ${XDPC_TESTS_DIR}/lib/golden.sh $<TARGET_FILE:xdpc> ir ${case})
    set_tests_properties(golden-ir/${name} PROPERTIES LABELS "golden;ir")
  endforeach()
  file(GLOB XDPC_IR_EXAMPLES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/examples/*.xf)
  foreach(case ${XDPC_IR_EXAMPLES})
    get_filename_component(name ${case} NAME_WE)
    add_test(NAME golden-ir/examples/${name}
             COMMAND bash ${XDPC_TESTS_DIR}/lib/golden.sh $<TARGET_FILE:xdpc> ir ${case}
                     ${CMAKE_CURRENT_LIST_DIR}/examples)
    set_tests_properties(golden-ir/examples/${name} PROPERTIES LABELS "golden;ir")
  endforeach()
endif()
