# Every example, every golden program, every stdlib set file (through a
# rule that uses it), every past verifier finding (regress/) and the
# limits a program may reach (limits/) must pass the kernel verifier when
# loaded by bpftool; the examples must also load through iproute2's own
# ELF loader.
set(verify ${CMAKE_CURRENT_LIST_DIR}/verify.sh)
file(GLOB_RECURSE XDPC_VERIFY_CASES CONFIGURE_DEPENDS
     ${CMAKE_SOURCE_DIR}/examples/*.xf
     ${CMAKE_SOURCE_DIR}/tests/golden/*.xf
     ${CMAKE_SOURCE_DIR}/tests/golden-ir/*.xf
     ${CMAKE_CURRENT_LIST_DIR}/stdlib/*.xf
     ${CMAKE_CURRENT_LIST_DIR}/regress/*.xf
     ${CMAKE_CURRENT_LIST_DIR}/limits/*.xf)
foreach(case ${XDPC_VERIFY_CASES})
  file(RELATIVE_PATH rel ${CMAKE_SOURCE_DIR} ${case})
  string(REGEX REPLACE "\\.xf$" "" rel ${rel})
  add_test(NAME verify/${rel} COMMAND bash ${verify} load $<TARGET_FILE:xdpc> ${case})
  set_tests_properties(verify/${rel} PROPERTIES LABELS "kernel;verify" SKIP_RETURN_CODE 77)
endforeach()
file(GLOB XDPC_IPLINK_CASES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/examples/*.xf)
foreach(case ${XDPC_IPLINK_CASES})
  get_filename_component(name ${case} NAME_WE)
  add_test(NAME interop/iplink/${name} COMMAND bash ${verify} iplink $<TARGET_FILE:xdpc> ${case})
  set_tests_properties(interop/iplink/${name} PROPERTIES LABELS "kernel;interop"
                       SKIP_RETURN_CODE 77 RUN_SERIAL TRUE)
endforeach()
