# Sample captures, generated at build time (never committed): the README's
# main job, the dry-run tests and the examples use them.
add_executable(gen_captures ${CMAKE_CURRENT_LIST_DIR}/gen_captures.c)
target_link_libraries(gen_captures PRIVATE xdpc_testlib PkgConfig::LIBPCAP)
set(XDPC_CAPTURES_DIR ${CMAKE_BINARY_DIR}/captures)
add_custom_command(
  OUTPUT ${XDPC_CAPTURES_DIR}/sample.pcap ${XDPC_CAPTURES_DIR}/edge.pcap
         ${XDPC_CAPTURES_DIR}/sll.pcap ${XDPC_CAPTURES_DIR}/empty.pcap
         ${XDPC_CAPTURES_DIR}/wrong-link.pcap
  COMMAND ${CMAKE_COMMAND} -E make_directory ${XDPC_CAPTURES_DIR}
  COMMAND gen_captures ${XDPC_CAPTURES_DIR}
  DEPENDS gen_captures
  COMMENT "Generating sample captures")
add_custom_target(captures ALL DEPENDS ${XDPC_CAPTURES_DIR}/sample.pcap)
