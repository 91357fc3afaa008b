# Unit tests of the reference evaluator: the frame builder (tests/lib), the
# frame parser (compiler/pkt.c) and program evaluation with counters
# (compiler/eval.c); rule groups, the classifier's tree build and the plan
# handed from the checker to code generation.
foreach(t test_frames test_pkt test_eval test_counters test_groups test_proto
          test_fmodel test_cls test_phash test_plan)
  add_executable(${t} ${CMAKE_CURRENT_LIST_DIR}/${t}.c)
  target_link_libraries(${t} PRIVATE xdpc_front xdpc_testlib)
  string(REPLACE "test_" "" name ${t})
  add_test(NAME unit/${name} COMMAND ${t})
  set_tests_properties(unit/${name} PROPERTIES LABELS "unit")
endforeach()
# The frame model again without the IPv4 IHL and the TCP data offset, as
# xdpc opens it for rules that do not test them (the universe then holds
# only the lengths and payload starts they allow).
add_test(NAME unit/fmodel_unreserved COMMAND test_fmodel --unreserved)
set_tests_properties(unit/fmodel_unreserved PROPERTIES LABELS "unit")

# Interval maps of rule groups: plain C inside the code generator library.
if(TARGET xdpc_codegen)
  add_executable(test_ivmap ${CMAKE_CURRENT_LIST_DIR}/test_ivmap.c)
  target_link_libraries(test_ivmap PRIVATE xdpc_codegen xdpc_testlib)
  add_test(NAME unit/ivmap COMMAND test_ivmap)
  set_tests_properties(unit/ivmap PROPERTIES LABELS "unit")
endif()

# The counter block: one lookup per frame at any number of rules, and its
# two layouts (meta.h).
if(TARGET xdpc_codegen)
  add_executable(test_counter_block ${CMAKE_CURRENT_LIST_DIR}/test_counter_block.c)
  target_link_libraries(test_counter_block PRIVATE xdpc_codegen xdpc_testlib)
  add_test(NAME unit/counter_block COMMAND test_counter_block)
  set_tests_properties(unit/counter_block PROPERTIES LABELS "unit")
endif()

# Indexed table search: the plan (plain C in the code generator library)
# run as the generated code runs it, against brute force.
if(TARGET xdpc_codegen)
  add_executable(test_stab ${CMAKE_CURRENT_LIST_DIR}/test_stab.c)
  target_include_directories(test_stab SYSTEM PRIVATE ${LLVM_INCLUDE_DIRS})
  target_link_libraries(test_stab PRIVATE xdpc_codegen xdpc_testlib)
  add_test(NAME unit/stab COMMAND test_stab)
  set_tests_properties(unit/stab PROPERTIES LABELS "unit")
  add_executable(test_ivsort ${CMAKE_CURRENT_LIST_DIR}/test_ivsort.c)
  target_include_directories(test_ivsort SYSTEM PRIVATE ${LLVM_INCLUDE_DIRS})
  target_link_libraries(test_ivsort PRIVATE xdpc_codegen xdpc_testlib)
  add_test(NAME unit/ivsort COMMAND test_ivsort)
  set_tests_properties(unit/ivsort PROPERTIES LABELS "unit")
endif()

# The verifier's log shortened to its end (issue 10 defect 6).
add_executable(test_verifier_log ${CMAKE_CURRENT_LIST_DIR}/test_verifier_log.c
               ${CMAKE_SOURCE_DIR}/runtime/verifier_log.c)
target_include_directories(test_verifier_log PRIVATE ${CMAKE_SOURCE_DIR}/runtime)
target_link_libraries(test_verifier_log PRIVATE xdpc_testlib)
add_test(NAME unit/verifier_log COMMAND test_verifier_log)
set_tests_properties(unit/verifier_log PROPERTIES LABELS "unit")

# Budgets in the front end: huge and deep expressions (issue 10 defects 5, 6).
add_executable(test_budget ${CMAKE_CURRENT_LIST_DIR}/test_budget.c)
target_link_libraries(test_budget PRIVATE xdpc_front xdpc_testlib)
add_test(NAME unit/budget COMMAND test_budget)
set_tests_properties(unit/budget PROPERTIES LABELS "unit" TIMEOUT 600)
