# Dry runs over the generated captures: per-example goldens (evaluator),
# kernel/evaluator agreement, capture errors, splitting, and the shared
# corpus when it is present beside the repository.
set(dry ${CMAKE_CURRENT_LIST_DIR}/dryrun.sh)
file(GLOB XDPC_EXAMPLES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/examples/*.xf)
foreach(example ${XDPC_EXAMPLES})
  get_filename_component(name ${example} NAME_WE)
  add_test(NAME dryrun/golden/${name}
           COMMAND bash ${dry} golden $<TARGET_FILE:xdpc> ${XDPC_CAPTURES_DIR} ${example})
  set_tests_properties(dryrun/golden/${name} PROPERTIES LABELS "golden;dryrun")
  foreach(cap sample edge)
    add_test(NAME dryrun/agree/${name}/${cap}
             COMMAND bash ${dry} agree $<TARGET_FILE:xdpc> ${XDPC_CAPTURES_DIR}/${cap}.pcap ${example})
    set_tests_properties(dryrun/agree/${name}/${cap} PROPERTIES LABELS "dryrun;kernel"
                         SKIP_RETURN_CODE 77)
  endforeach()
endforeach()
add_test(NAME dryrun/errors COMMAND bash ${dry} errors $<TARGET_FILE:xdpc> ${XDPC_CAPTURES_DIR})
add_test(NAME dryrun/split COMMAND bash ${dry} split $<TARGET_FILE:xdpc> ${XDPC_CAPTURES_DIR})
add_test(NAME dryrun/corpus
         COMMAND bash ${dry} corpus $<TARGET_FILE:xdpc> ${CMAKE_SOURCE_DIR}/examples/reflection.xf)
set_tests_properties(dryrun/errors dryrun/split dryrun/corpus PROPERTIES LABELS "dryrun")
set_tests_properties(dryrun/corpus PROPERTIES SKIP_RETURN_CODE 77 LABELS "dryrun;kernel")
add_test(NAME dryrun/agree/dynamic/sample COMMAND bash ${dry} agree $<TARGET_FILE:xdpc> ${XDPC_CAPTURES_DIR}/sample.pcap ${CMAKE_CURRENT_LIST_DIR}/dynamic.xf)
set_tests_properties(dryrun/agree/dynamic/sample PROPERTIES LABELS "dryrun;kernel" SKIP_RETURN_CODE 77)
add_test(NAME dryrun/block COMMAND bash ${dry} block $<TARGET_FILE:xdpc> ${XDPC_CAPTURES_DIR})
set_tests_properties(dryrun/block PROPERTIES LABELS "dryrun;kernel" SKIP_RETURN_CODE 77)
add_test(NAME dryrun/rate COMMAND bash ${dry} rate $<TARGET_FILE:xdpc>)
set_tests_properties(dryrun/rate PROPERTIES LABELS "dryrun;kernel" SKIP_RETURN_CODE 77)
