# End-to-end tests: real attaches on a veth pair between two network
# namespaces. They need root; without it they skip (exit 77), or fail when
# CI=true. RUN_SERIAL: timing-sensitive cases should not fight for CPUs.
add_executable(e2e_frames ${CMAKE_CURRENT_LIST_DIR}/frames.c)

set(XDPC_E2E_CASES
  "exact_counters_native|exact_counters.sh|native"
  "exact_counters_generic|exact_counters.sh|generic"
  "foreground_sigint|foreground.sh|sigint"
  "foreground_sigkill|foreground.sh|sigkill"
  "pin_stats_detach|pin_stats_detach.sh|"
  "replace_atomic|replace.sh|"
  "foreign_program|foreign.sh|"
  "errors|errors.sh|"
  "dynset_change|dynset_change.sh|"
  "dynset_replace|dynset_replace.sh|"
  "dynset_reload|dynset_reload.sh|"
  "dynset_change_standin|dynset_change.sh|standin"
  "dynset_replace_standin|dynset_replace.sh|standin"
  "dynset_reload_standin|dynset_reload.sh|standin"
  "replace_counters_defect4|replace_counters.sh|"
  "soak|soak.sh|"
  "confirm|confirm.sh|"
  "netns_defect2_same_ifindex|netns.sh|defect2"
  "netns_defect11_device_names|netns.sh|defect11"
  "netns_defect12_device_gone_foreground|netns.sh|defect12"
  "netns_defect17_detach_gone_device|netns.sh|defect17"
  "netns_option|netns.sh|option"
  "netns_ip_netns_exec|netns.sh|ipnetns"
  "netns_stats_other_loaders|netns.sh|loaders"
  "sample_capture_foreground|sample.sh|fg"
  "sample_follow_pinned|sample.sh|pinned")
foreach(entry ${XDPC_E2E_CASES})
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 name)
  list(GET parts 1 script)
  list(GET parts 2 arg)
  add_test(NAME e2e/${name}
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/${script} $<TARGET_FILE:xdpc>
                   $<TARGET_FILE:e2e_frames> ${arg})
  set_tests_properties(e2e/${name} PROPERTIES LABELS "e2e;root" SKIP_RETURN_CODE 77
                       RUN_SERIAL TRUE TIMEOUT 120)
endforeach()
# the soak runs XDPC_SOAK_SECONDS (default 45) plus valgrind runs
set_tests_properties(e2e/soak PROPERTIES TIMEOUT 600)
