# Plan goldens (`xdpc --dump-plan`): how each rule is matched (alone, in a
# group, in a multi-field classifier), the rule functions, the counters.
# They sit in front of the IR goldens: every IR golden case and example
# has its plan golden too, so a change of plan shows before its IR does.
# Regenerate with tests/update-goldens.sh and review the diff.
file(GLOB XDPC_PLAN_CASES CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.xf)
foreach(case ${XDPC_PLAN_CASES})
  get_filename_component(name ${case} NAME_WE)
  add_test(NAME golden-plan/${name}
           COMMAND bash ${XDPC_TESTS_DIR}/lib/golden.sh $<TARGET_FILE:xdpc> plan ${case})
  set_tests_properties(golden-plan/${name} PROPERTIES LABELS "golden;plan")
endforeach()
file(GLOB XDPC_PLAN_IR_CASES CONFIGURE_DEPENDS ${XDPC_TESTS_DIR}/golden-ir/*.xf)
foreach(case ${XDPC_PLAN_IR_CASES})
  get_filename_component(name ${case} NAME_WE)
  add_test(NAME golden-plan/ir/${name}
           COMMAND bash ${XDPC_TESTS_DIR}/lib/golden.sh $<TARGET_FILE:xdpc> plan ${case}
                   ${CMAKE_CURRENT_LIST_DIR}/ir)
  set_tests_properties(golden-plan/ir/${name} PROPERTIES LABELS "golden;plan")
endforeach()
file(GLOB XDPC_PLAN_EXAMPLES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/examples/*.xf)
foreach(case ${XDPC_PLAN_EXAMPLES})
  get_filename_component(name ${case} NAME_WE)
  add_test(NAME golden-plan/examples/${name}
           COMMAND bash ${XDPC_TESTS_DIR}/lib/golden.sh $<TARGET_FILE:xdpc> plan ${case}
                   ${CMAKE_CURRENT_LIST_DIR}/examples)
  set_tests_properties(golden-plan/examples/${name} PROPERTIES LABELS "golden;plan")
endforeach()
