# Issue 10 hardening: one test per defect (number in the name), see
# hardening.sh. Root parts skip (77) unprivileged and fail under CI=true.
add_executable(bigframes ${CMAKE_CURRENT_LIST_DIR}/bigframes.c)
foreach(mode d01 d08 d09 d10 d13 d14 d15 d16 policy)
  set(name hardening/${mode})
  if(mode STREQUAL "d01")
    set(name hardening/d01_outputs)
  elseif(mode STREQUAL "d08")
    set(name hardening/d08_large_frames)
  elseif(mode STREQUAL "d09")
    set(name hardening/d09_huge_frame)
  elseif(mode STREQUAL "d10")
    set(name hardening/d10_output_is_input)
  elseif(mode STREQUAL "d13")
    set(name hardening/d13_not_regular)
  elseif(mode STREQUAL "d14")
    set(name hardening/d14_signals)
  elseif(mode STREQUAL "d15")
    set(name hardening/d15_set_grammar)
  elseif(mode STREQUAL "d16")
    set(name hardening/d16_messages)
  elseif(mode STREQUAL "policy")
    set(name hardening/include_policy)
  endif()
  add_test(NAME ${name}
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/hardening.sh ${mode}
                   $<TARGET_FILE:xdpc> $<TARGET_FILE:bigframes>)
  set_tests_properties(${name} PROPERTIES LABELS "hardening" SKIP_RETURN_CODE 77
                       TIMEOUT 300)
endforeach()
# defects 3 and 13 on a live filter (namespaces, root)
add_test(NAME hardening/d03_d13_set_replace
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/set_replace.sh $<TARGET_FILE:xdpc>
                 $<TARGET_FILE:e2e_frames>)
set_tests_properties(hardening/d03_d13_set_replace PROPERTIES LABELS "hardening;e2e;root"
                     SKIP_RETURN_CODE 77 RUN_SERIAL TRUE TIMEOUT 300)
