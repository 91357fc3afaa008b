# Issue 13 item 5: diagnostics as data (--diag-format json), per-file debug
# info and metadata of included rules, verifier logs mapped to file:line.
# See diagjson.sh; the root parts skip (77) unprivileged, fail under CI=true.
foreach(part syntax check include runtime usage linfo verifier)
  add_test(NAME diagjson/${part}
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/diagjson.sh ${part} $<TARGET_FILE:xdpc>
                   ${CMAKE_CURRENT_LIST_DIR}/../diag)
  set_tests_properties(diagjson/${part} PROPERTIES LABELS "diag" SKIP_RETURN_CODE 77
                       TIMEOUT 120)
endforeach()
