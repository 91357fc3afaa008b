# Unit tests of the reference evaluator: the frame builder (tests/lib), the
# frame parser (compiler/pkt.c) and program evaluation with counters
# (compiler/eval.c).
foreach(t test_frames test_pkt test_eval test_counters test_groups)
  add_executable(${t} ${CMAKE_CURRENT_LIST_DIR}/${t}.c)
  target_link_libraries(${t} PRIVATE xdpc_front xdpc_testlib)
  string(REPLACE "test_" "" name ${t})
  add_test(NAME unit/${name} COMMAND ${t})
  set_tests_properties(unit/${name} PROPERTIES LABELS "unit")
endforeach()
