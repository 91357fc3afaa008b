# libFuzzer harnesses (clang only): built with -DXDPC_FUZZ=ON, each run for
# a share of XDPC_FUZZ_SECONDS from its seed corpus (tests/fuzz/README.md
# says how to run them for hours).
if(XDPC_FUZZ)
  set(XDPC_FUZZ_SECONDS 60 CACHE STRING "How long the front-end fuzz test runs")
  set(fz ${CMAKE_CURRENT_LIST_DIR})
  # NAME SOURCE LIBS: one harness
  function(xdpc_fuzzer name src)
    add_executable(fuzz_${name} ${fz}/${src} ${ARGN})
    target_compile_options(fuzz_${name} PRIVATE -fsanitize=fuzzer)
    target_link_options(fuzz_${name} PRIVATE -fsanitize=fuzzer)
    target_include_directories(fuzz_${name} PRIVATE ${CMAKE_SOURCE_DIR}/runtime)
    target_compile_definitions(fuzz_${name} PRIVATE
      XDPC_FUZZ_STDLIB="${CMAKE_SOURCE_DIR}/stdlib")
  endfunction()
  # NAME SHARE(% of XDPC_FUZZ_SECONDS) MAX_LEN SEED...: its test
  function(xdpc_fuzz_test name share max_len)
    math(EXPR secs "${XDPC_FUZZ_SECONDS} * ${share} / 100")
    add_test(NAME fuzz/${name}
             COMMAND bash ${fz}/run_fuzz.sh $<TARGET_FILE:fuzz_${name}> ${secs} ${max_len}
                     ${ARGN})
    set_tests_properties(fuzz/${name} PROPERTIES LABELS "fuzz" TIMEOUT 900
                         SKIP_RETURN_CODE 77)
  endfunction()
  set(rt ${CMAKE_SOURCE_DIR}/runtime)

  xdpc_fuzzer(frontend fuzz_frontend.c)
  target_link_libraries(fuzz_frontend PRIVATE xdpc_front)
  xdpc_fuzz_test(frontend 100 4096 xf:${CMAKE_SOURCE_DIR}/tests xf:${CMAKE_SOURCE_DIR}/examples
                 xf:${CMAKE_SOURCE_DIR}/stdlib)

  xdpc_fuzzer(setelem fuzz_setelem.c ${rt}/set_elem.c ${rt}/set_contents.c)
  target_link_libraries(fuzz_setelem PRIVATE xdpc_front)
  xdpc_fuzz_test(setelem 40 4096 ${fz}/seeds/setelem ${CMAKE_SOURCE_DIR}/tests/diag/bad-set.txt)

  xdpc_fuzzer(capture fuzz_capture.c ${rt}/capture.c)
  target_link_libraries(fuzz_capture PRIVATE xdpc_front PkgConfig::LIBPCAP)
  xdpc_fuzz_test(capture 40 16384 ${CMAKE_BINARY_DIR}/captures ${fz}/seeds/capture)

  xdpc_fuzzer(meta fuzz_meta.c ${rt}/meta_read.c)
  target_link_libraries(fuzz_meta PRIVATE xdpc_front PkgConfig::LIBELF)
  xdpc_fuzz_test(meta 40 65536 obj:$<TARGET_FILE:xdpc>:${CMAKE_SOURCE_DIR}/examples)

  if(TARGET xdpc_bpfrun)
    xdpc_fuzzer(frames fuzz_frames.c ${rt}/meta_read.c)
    target_include_directories(fuzz_frames PRIVATE ${CMAKE_SOURCE_DIR}/tests/behave)
    target_link_libraries(fuzz_frames PRIVATE xdpc_codegen xdpc_front xdpc_testlib
                          xdpc_bpfrun PkgConfig::LIBELF)
    xdpc_fuzz_test(frames 50 1600 frames:${CMAKE_BINARY_DIR}/captures/sample.pcap
                   frames:${CMAKE_BINARY_DIR}/captures/edge.pcap)

    xdpc_fuzzer(compile fuzz_compile.c)
    target_link_libraries(fuzz_compile PRIVATE xdpc_codegen xdpc_front xdpc_bpfrun)
    xdpc_fuzz_test(compile 50 2048 xf:${CMAKE_SOURCE_DIR}/tests/golden
                   xf:${CMAKE_SOURCE_DIR}/examples xf:${CMAKE_SOURCE_DIR}/tests/verify/regress)
  endif()
endif()
