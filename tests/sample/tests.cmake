# Sampled frames: the pcapng writer read back by libpcap (the kernel side is
# behave/sample, the whole path e2e/sample_*).
add_executable(test_pcapng ${CMAKE_CURRENT_LIST_DIR}/test_pcapng.c
               ${CMAKE_SOURCE_DIR}/runtime/pcapng.c ${CMAKE_SOURCE_DIR}/runtime/capture.c)
target_include_directories(test_pcapng PRIVATE ${CMAKE_SOURCE_DIR}/runtime
                           ${XDPC_TESTS_DIR}/lib)
target_link_libraries(test_pcapng PRIVATE xdpc_front PkgConfig::LIBPCAP)
add_test(NAME unit/pcapng COMMAND test_pcapng)
set_tests_properties(unit/pcapng PROPERTIES LABELS "unit")
foreach(cap sample edge)
  add_test(NAME dryrun/sampling/${cap}
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/dryrun.sh $<TARGET_FILE:xdpc>
                   ${XDPC_CAPTURES_DIR}/${cap}.pcap ${CMAKE_CURRENT_LIST_DIR}/sampling.xf)
  set_tests_properties(dryrun/sampling/${cap} PROPERTIES LABELS "dryrun;kernel"
                       SKIP_RETURN_CODE 77)
endforeach()
