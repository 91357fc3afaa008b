#!/usr/bin/env bash
# Dynamic sets at run time: initial elements in effect right after attach;
# `--set DEV NAME add` drops an address (IPv4, IPv6) or port right away and
# `del` lets it pass again; `list` shows exactly the contents; bad input,
# a full set, a missing element, an unknown or static set change nothing.
set -u
source "$(dirname "$0")/lib.sh"
source "$E2E_DIR/dynset_lib.sh"
make_veth

# no filter yet: a clear error
set_b banned list 2>"$WORK/err" && fail "--set without a filter succeeded"
grep -q "no xdpc filter is attached" "$WORK/err" || { cat "$WORK/err"; fail "no-filter message"; }

# --table-size 8: the address set holds 8 prefixes at most
in_b "$XDPC" --attach "$DEV_B" "$DYN_RULES" --pin --table-size 8 || fail "attach"
ls /sys/fs/bpf/xdpc/$DEV_B/ | grep -q '^xdpc_d[0-9]*$' || fail "dynamic set maps not pinned"

# probe RUN: one frame of each kind; who passes is in recv.out
probe() {
	start_receiver "$1"
	send "$1" udp4,src=198.51.100.9,dport=9 udp4,src=192.0.2.1,dport=9 \
		udp6,src=2001:db8::1,dport=9 udp4,src=192.0.2.2,dport=7001 \
		udp4,src=192.0.2.2,dport=8080
	stop_receiver
}
# passed "0 1 1 0 1": which of probe's five frames arrived
passed() { echo "$(got 0) $(got 1) $(got 2) $(got 3) $(got 4)"; }
expect_list() { # SET EXPECTED
	expect_eq "$(set_b "$1" list | tr '\n' ' ')" "$2" "list of $1"
}

probe 1
expect_eq "$(passed)" "0 1 1 0 1" "initial elements in effect right after attach"
expect_list banned "198.51.100.0/24 "
expect_list ports "7000-7002 "

set_b banned add 192.0.2.1 2001:db8::/64 || fail "add"
probe 2
expect_eq "$(passed)" "0 0 0 0 1" "right after add (IPv4 and IPv6)"
set_b ports add 8080 || fail "add port"
probe 3
expect_eq "$(passed)" "0 0 0 0 0" "right after adding a port"
expect_list banned "192.0.2.1 198.51.100.0/24 2001:db8::/64 "
expect_list ports "7000-7002 8080 "

set_b banned del 192.0.2.1 2001:db8::/64 || fail "del"
set_b ports del 7000-7002 || fail "del ports"
probe 4
expect_eq "$(passed)" "0 1 1 1 0" "right after del"
expect_list banned "198.51.100.0/24 "
expect_list ports "8080 "

# bad input: a message, exit 1, nothing changed
bad_input() { # WHAT PATTERN ARGS...
	local what=$1 pattern=$2
	shift 2
	set_b "$@" 2>"$WORK/err" && fail "$what: succeeded"
	cat "$WORK/err"
	grep -q "$pattern" "$WORK/err" || fail "$what: message"
}
bad_input "malformed address" "malformed address or prefix '192.0.2.300'" banned add 192.0.2.5 192.0.2.300
bad_input "port into an address set" "is a port, but this set holds addresses" banned add 53
bad_input "address into a port set" "is an address, but this set holds ports" ports add 192.0.2.1
bad_input "unknown service" "did you mean 'ssh'" ports add sshh
bad_input "del of a missing element" "192.0.2.77 is not in the set" banned del 198.51.100.0/24 192.0.2.77
bad_input "unknown set" "did you mean 'banned'" bannd add 192.0.2.1
bad_input "static set" "set fixed is not dynamic" fixed add 192.0.2.1
bad_input "unknown operation" "did you mean 'list'" banned lst
printf '192.0.2.0/24\n192.0.2.999\n' >"$WORK/bad.txt"
bad_input "bad replace file" "bad.txt:2:1: malformed address" banned replace "$WORK/bad.txt"
# five more make 6 of 8; of the next three, two fit and the third does not:
# the two are taken back
set_b banned add 192.0.2.101 192.0.2.102 192.0.2.103 192.0.2.104 192.0.2.105 || fail "filling"
bad_input "a full set" "set banned is full" banned add 192.0.2.106 192.0.2.107 192.0.2.108
seq -f '192.0.2.%g' 1 9 >"$WORK/nine.txt"
bad_input "a replace file too big" "set banned is full" banned replace "$WORK/nine.txt"
set_b banned del 192.0.2.101 192.0.2.102 192.0.2.103 192.0.2.104 192.0.2.105 || fail "emptying"
expect_list banned "198.51.100.0/24 "
expect_list ports "8080 "
probe 5
expect_eq "$(passed)" "0 1 1 1 0" "after the bad input"

in_b "$XDPC" --detach "$DEV_B" >/dev/null || fail "--detach"
echo PASS
