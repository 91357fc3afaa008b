# Counter carry-over of an atomic replace (runtime/carry.c) on real per-CPU
# maps, between counter blocks of either layout (meta.h). Needs root; skips (77) otherwise, fails when CI=true.
if(TARGET xdpc_bpfrun)
  set(XDPC_RT ${CMAKE_SOURCE_DIR}/runtime)
  add_executable(test_carry ${CMAKE_CURRENT_LIST_DIR}/test_carry.c ${XDPC_RT}/carry.c
                 ${XDPC_RT}/stats.c ${XDPC_RT}/meta_read.c ${XDPC_RT}/filter.c
                 ${XDPC_RT}/bpf_sync.c ${XDPC_RT}/percpu_add.c ${XDPC_RT}/errhint.c
                 ${XDPC_RT}/meta_map.c ${XDPC_RT}/meta_btf.c)
  target_include_directories(test_carry PRIVATE ${XDPC_RT})
  target_link_libraries(test_carry PRIVATE xdpc_bpfrun xdpc_testlib xdpc_front PkgConfig::LIBBPF
                        PkgConfig::LIBELF)
  add_test(NAME carry/block COMMAND test_carry)
  set_tests_properties(carry/block PROPERTIES LABELS "kernel" SKIP_RETURN_CODE 77
                       RUN_SERIAL TRUE)
endif()
