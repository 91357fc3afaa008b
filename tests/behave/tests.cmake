# Kernel behaviour tests of the code generator: compile, load into the
# kernel, run frames with BPF_PROG_TEST_RUN, compare verdicts and counters.
# They need root; without it they skip (exit 77) unless CI=true. They run
# beside other tests: each loads its own programs and maps, pins nothing, and
# none asserts a time (the rate tests set the clock the program reads).
if(TARGET xdpc_codegen)
  add_library(xdpc_bpfrun STATIC ${XDPC_TESTS_DIR}/lib/bpfrun.c)
  target_include_directories(xdpc_bpfrun PUBLIC ${XDPC_TESTS_DIR}/lib
                             ${CMAKE_SOURCE_DIR}/compiler)
  target_link_libraries(xdpc_bpfrun PUBLIC PkgConfig::LIBBPF)
  foreach(t test_behave test_diff test_groups_diff test_cls_diff test_cls_scale test_dynset
            test_scale test_bigsets test_longor test_fields test_semdiff test_classdiff
            test_class100k test_sample test_rate test_cls_cut)
    if(EXISTS ${CMAKE_CURRENT_LIST_DIR}/${t}.c)
      # the runtime's metadata reader: counters are read as the runtime does
      add_executable(${t} ${CMAKE_CURRENT_LIST_DIR}/${t}.c
                     ${CMAKE_SOURCE_DIR}/runtime/meta_read.c)
      target_include_directories(${t} PRIVATE ${CMAKE_CURRENT_LIST_DIR}
                                 ${CMAKE_SOURCE_DIR}/runtime)
      target_link_libraries(${t} PRIVATE xdpc_codegen xdpc_front xdpc_testlib xdpc_bpfrun
                            PkgConfig::LIBELF)
      target_compile_definitions(${t} PRIVATE XDPC_EXAMPLES_DIR="${CMAKE_SOURCE_DIR}/examples")
      string(REPLACE "test_" "" name ${t})
      add_test(NAME behave/${name} COMMAND ${t})
      set_tests_properties(behave/${name} PROPERTIES LABELS "behave;kernel"
                           SKIP_RETURN_CODE 77)
    endif()
  endforeach()
  # header fields held on demand, in a model that holds them (test_semdiff.c)
  add_test(NAME behave/semdiff_fields COMMAND test_semdiff --header-fields)
  set_tests_properties(behave/semdiff_fields PROPERTIES LABELS "behave;kernel"
                       SKIP_RETURN_CODE 77)
endif()
