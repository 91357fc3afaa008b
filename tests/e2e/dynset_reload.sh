#!/usr/bin/env bash
# A rule reload (`--attach DEV NEW.xf --pin` over a running filter) keeps
# what was changed in dynamic sets at run time, and applies what changed in
# the rule file's initial elements: banned starts as 198.51.100.0/24; at
# run time 192.0.2.1 is added and port 7001's range is replaced by 8080;
# the new file lists 198.51.100.128/25 instead of 198.51.100.0/24.
set -u
source "$(dirname "$0")/lib.sh"
source "$E2E_DIR/dynset_lib.sh"
make_veth

in_b "$XDPC" --attach "$DEV_B" "$DYN_RULES" --pin || fail "attach"
set_b banned add 192.0.2.1 2001:db8::/48 || fail "add"
set_b ports del 7000-7002 || fail "del"
set_b ports add 8080 || fail "add port"

start_receiver 61
attach_under_traffic 61 2 200 0.8 "$DYN_RULES_V2" udp4,src=192.0.2.1,dport=9 \
	udp6,src=2001:db8::5,dport=9 udp4,src=192.0.2.2,dport=8080 udp4,src=192.0.2.2,dport=9
grep -q "the contents of 2 dynamic sets carried over" "$WORK/replace.out" ||
	fail "carry-over of the sets not reported"
# run-time changes held through the swap: not one frame of them passed
expect_eq "$(got 0)" 0 "frames from an address added at run time"
expect_eq "$(got 1)" 0 "frames from an IPv6 prefix added at run time"
expect_eq "$(got 2)" 0 "frames to a port added at run time"
expect_arrived "$(got 3)" "$(sent 3)" "frames nothing drops"
expect_eq "$(set_b banned list | tr '\n' ' ')" "192.0.2.1 198.51.100.128/25 2001:db8::/48 " \
	"banned after the reload"
expect_eq "$(set_b ports list | tr '\n' ' ')" "8080 " "ports after the reload"
ls "$(pin_dir "$NS_B" "$DEV_B")"/ | grep -q '^xdpc_d[0-9]*$' || fail "dynamic set maps not pinned"
in_b "$XDPC" --detach "$DEV_B" >/dev/null || fail "--detach"
echo PASS
