# The exact analyses' command line: --diff, --explain (kernel agreement on
# the sample capture and the shared corpus), the exact lint on 10,000 rules.
set(ana ${CMAKE_CURRENT_LIST_DIR}/analysis.sh)
set(ana_caps ${CMAKE_BINARY_DIR}/captures)   # made by tests/captures (included after this file)
add_test(NAME analysis/diff COMMAND bash ${ana} diff $<TARGET_FILE:xdpc> ${ana_caps})
add_test(NAME analysis/payload COMMAND bash ${ana} payload $<TARGET_FILE:xdpc>)
add_test(NAME analysis/rate COMMAND bash ${ana} rate $<TARGET_FILE:xdpc> ${ana_caps})
add_test(NAME analysis/explain COMMAND bash ${ana} explain $<TARGET_FILE:xdpc> ${ana_caps}
         ${CMAKE_SOURCE_DIR}/examples/reflection.xf ${CMAKE_SOURCE_DIR}/examples/vlan.xf ${CMAKE_SOURCE_DIR}/examples/ipv6.xf)
add_test(NAME analysis/lintbig COMMAND bash ${ana} lintbig $<TARGET_FILE:xdpc> $<TARGET_FILE:xdpc-bench>)
set_tests_properties(analysis/diff analysis/payload analysis/rate analysis/lintbig PROPERTIES LABELS "analysis")
set_tests_properties(analysis/explain PROPERTIES LABELS "analysis;kernel" SKIP_RETURN_CODE 77)
