# libFuzzer harness (clang only): built with -DXDPC_FUZZ=ON, run for a bounded
# time from a seed corpus made of every rule file in the tree.
if(XDPC_FUZZ)
  set(XDPC_FUZZ_SECONDS 60 CACHE STRING "How long the fuzz test runs")
  add_executable(fuzz_frontend ${CMAKE_CURRENT_LIST_DIR}/fuzz_frontend.c)
  target_link_libraries(fuzz_frontend PRIVATE xdpc_front)
  target_compile_options(fuzz_frontend PRIVATE -fsanitize=fuzzer)
  target_link_options(fuzz_frontend PRIVATE -fsanitize=fuzzer)
  target_compile_definitions(fuzz_frontend PRIVATE
    XDPC_FUZZ_STDLIB="${CMAKE_SOURCE_DIR}/stdlib")
  add_test(NAME fuzz/frontend
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/run_fuzz.sh
                   $<TARGET_FILE:fuzz_frontend> ${CMAKE_SOURCE_DIR}
                   ${XDPC_FUZZ_SECONDS})
  set_tests_properties(fuzz/frontend PROPERTIES LABELS "fuzz" TIMEOUT 600)
endif()
