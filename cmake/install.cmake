# Install layout, man pages, systemd unit, shell completion and the .deb.
# Paths follow GNUInstallDirs. The .deb installs under /usr whatever the
# build's prefix; the unit names the binary under the prefix in force at
# install time (cmake --install --prefix, CPack), so it is made then.

# The build tree mirrors the installed layout for the stdlib, so the
# binary finds it the same way from both (runtime/stdlib_path.c).
get_filename_component(XDPC_BUILD_STDLIB
  "${CMAKE_BINARY_DIR}/runtime/${XDPC_STDLIB_REL}" ABSOLUTE)
string(FIND "${XDPC_BUILD_STDLIB}" "${CMAKE_BINARY_DIR}/" XDPC_IN_BUILD)
if(XDPC_IN_BUILD EQUAL 0 AND NOT EXISTS "${XDPC_BUILD_STDLIB}")
  get_filename_component(XDPC_BUILD_STDLIB_PARENT "${XDPC_BUILD_STDLIB}" DIRECTORY)
  file(MAKE_DIRECTORY "${XDPC_BUILD_STDLIB_PARENT}")
  file(CREATE_LINK "${CMAKE_SOURCE_DIR}/stdlib" "${XDPC_BUILD_STDLIB}" SYMBOLIC)
endif()

set(XDPC_SYSTEMD_UNIT_DIR "lib/systemd/system" CACHE STRING
    "Where xdpc@.service goes, relative to the prefix")

install(TARGETS xdpc RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
file(GLOB XDPC_STDLIB_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/stdlib/*.xf)
install(FILES ${XDPC_STDLIB_FILES} DESTINATION ${CMAKE_INSTALL_DATADIR}/xdpc/stdlib)
file(GLOB XDPC_EXAMPLES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/examples/*.xf)
install(FILES ${XDPC_EXAMPLES} DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/examples/k8s DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)

# one scratch copy per destination: parallel installs must not share it
install(CODE "
  set(XDPC_BIN \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/xdpc\")
  string(MD5 xdpc_tag \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}\")
  set(xdpc_unit \"${CMAKE_BINARY_DIR}/dist/\${xdpc_tag}/xdpc@.service\")
  configure_file(\"${CMAKE_SOURCE_DIR}/dist/xdpc@.service.in\" \"\${xdpc_unit}\" @ONLY)
  file(INSTALL \"\${xdpc_unit}\" DESTINATION
       \"\${CMAKE_INSTALL_PREFIX}/${XDPC_SYSTEMD_UNIT_DIR}\")")
install(FILES ${CMAKE_SOURCE_DIR}/dist/xdpc.bash-completion
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME xdpc)

# Man pages: one scdoc source each, generated at build time.
find_program(SCDOC scdoc)
if(SCDOC)
  set(XDPC_MAN_PAGES xdpc.1 xdpc-rules.5)
  set(XDPC_MAN_OUT)
  foreach(page ${XDPC_MAN_PAGES})
    set(src ${CMAKE_SOURCE_DIR}/docs/man/${page}.scd)
    set(out ${CMAKE_BINARY_DIR}/man/${page})
    add_custom_command(OUTPUT ${out} DEPENDS ${src}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/man
      COMMAND sh -c "'${SCDOC}' < '${src}' > '${out}.tmp' && mv '${out}.tmp' '${out}'"
      COMMENT "scdoc ${page}" VERBATIM)
    list(APPEND XDPC_MAN_OUT ${out})
    string(REGEX REPLACE ".*\\." "" section ${page})
    install(FILES ${out} DESTINATION ${CMAKE_INSTALL_MANDIR}/man${section})
  endforeach()
  add_custom_target(man ALL DEPENDS ${XDPC_MAN_OUT})
else()
  message(WARNING "scdoc not found: no man pages (bash .ci/setup installs it)")
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME xdpc)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "packet-filter rules compiled to XDP")
set(CPACK_PACKAGE_DESCRIPTION "xdpc compiles a small declarative rule language to \
BPF/XDP objects, attaches them to network devices, and reports their counters \
(table, JSON, Prometheus).")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "xdpc developers <xdpc@example.org>")
set(CPACK_DEBIAN_PACKAGE_SECTION net)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "iproute2")
include(CPack)
