# Installation, packaging, man pages, the systemd unit, the Kubernetes
# example and the Prometheus exporter (issue 14).
set(XDPC_DEPLOY_DIR ${CMAKE_CURRENT_LIST_DIR})
add_test(NAME deploy/man COMMAND bash ${XDPC_DEPLOY_DIR}/man.sh $<TARGET_FILE:xdpc>
         ${CMAKE_BINARY_DIR}/man)
add_test(NAME deploy/install COMMAND bash ${XDPC_DEPLOY_DIR}/install.sh ${CMAKE_BINARY_DIR})
set_tests_properties(deploy/man deploy/install PROPERTIES SKIP_RETURN_CODE 77 LABELS deploy)
add_test(NAME deploy/serve_prometheus
         COMMAND bash ${XDPC_DEPLOY_DIR}/serve_prometheus.sh $<TARGET_FILE:xdpc>
                 $<TARGET_FILE:e2e_frames>)
set_tests_properties(deploy/serve_prometheus PROPERTIES LABELS "deploy;e2e;root"
                     SKIP_RETURN_CODE 77 RUN_SERIAL TRUE TIMEOUT 300)
add_test(NAME deploy/unit_verify COMMAND bash ${XDPC_DEPLOY_DIR}/unit_verify.sh ${CMAKE_BINARY_DIR})
set_tests_properties(deploy/unit_verify PROPERTIES SKIP_RETURN_CODE 77 LABELS deploy)
add_test(NAME deploy/unit_commands
         COMMAND bash ${XDPC_DEPLOY_DIR}/unit_commands.sh $<TARGET_FILE:xdpc>
                 $<TARGET_FILE:e2e_frames> ${CMAKE_SOURCE_DIR}/dist/xdpc@.service.in)
set_tests_properties(deploy/unit_commands PROPERTIES LABELS "deploy;e2e;root"
                     SKIP_RETURN_CODE 77 RUN_SERIAL TRUE TIMEOUT 120)
add_test(NAME deploy/package COMMAND bash ${XDPC_DEPLOY_DIR}/package.sh ${CMAKE_BINARY_DIR})
set_tests_properties(deploy/package PROPERTIES SKIP_RETURN_CODE 77 LABELS deploy TIMEOUT 300)
add_test(NAME deploy/k8s_manifest
         COMMAND python3 ${XDPC_DEPLOY_DIR}/k8s_manifest.py $<TARGET_FILE:xdpc>
                 ${CMAKE_SOURCE_DIR}/examples/k8s/xdpc-daemonset.yaml)
set_tests_properties(deploy/k8s_manifest PROPERTIES LABELS deploy)
add_test(NAME deploy/completion COMMAND bash ${XDPC_DEPLOY_DIR}/completion.sh $<TARGET_FILE:xdpc>
         ${CMAKE_SOURCE_DIR}/dist/xdpc.bash-completion)
set_tests_properties(deploy/completion PROPERTIES LABELS deploy)
