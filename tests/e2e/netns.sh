#!/usr/bin/env bash
# Runtime state keyed by network namespace (issue 10 item 2, issue 14 item 5).
#   usage: netns.sh XDPC FRAMES CASE, CASE one of
#   defect2    same-named devices with the same ifindex in two namespaces:
#              attach --pin in A, then detach/attach/detach in B: A intact
#   defect11   device names checked before any path; no lock files for
#              devices that do not exist
#   defect12   a foreground attach stops when its device leaves the
#              namespace, or is deleted
#   defect17   --detach after the device is gone removes the dead link's
#              pins; a live link of a device that moved is left alone
#   option     -n NS: attach --pin, traffic, stats, set, probe, detach
#   ipnetns    --pin under `ip netns exec` refuses, as documented
#   loaders    --stats on an xdpc object that `ip link` or xdp-loader
#              attached: its counters, read-only, and who attached it
set -u
CASE=${3:?a case}
source "$(dirname "$0")/lib.sh"
RULES=$E2E_DIR/rules/basic.xf

prog_on() { ip -n "$1" -d link show "$2" | sed -n 's/.*prog\/xdp id \([0-9]*\).*/\1/p' | head -1; }

# a veth pair xs$ID (ifindex 40) / xp$ID (41) inside namespace $1
pair_in() {
	ip -n "$1" link add "xs$ID" index 40 type veth peer name "xp$ID" index 41 &&
		ip -n "$1" link set "xs$ID" up && ip -n "$1" link set "xp$ID" up ||
		fail "cannot make the veth pair in $1"
}

case_defect2() {
	ip netns add "$NS_A" && ip netns add "$NS_B" || fail "cannot create namespaces"
	pair_in "$NS_A"
	pair_in "$NS_B"
	local dev=xs$ID pa pb
	expect_eq "$(ip -n "$NS_B" -o link show "$dev" | cut -d: -f1)" \
		"$(ip -n "$NS_A" -o link show "$dev" | cut -d: -f1)" "ifindex of $dev in both namespaces"

	"$XDPC" -n "$NS_A" --attach "$dev" "$RULES" --pin --mode generic || fail "--pin in A"
	pa=$(prog_on "$NS_A" "$dev")
	[ -n "$pa" ] || fail "nothing attached in A"
	[ -e "$(pin_dir "$NS_A" "$dev")/link" ] || fail "A's link is not pinned at $(pin_dir "$NS_A" "$dev")"

	# B has nothing attached: its detach must not see (and drop) A's pins
	in_b "$XDPC" --detach "$dev" >"$WORK/out" 2>&1 || { cat "$WORK/out"; fail "--detach in B"; }
	cat "$WORK/out"
	grep -q "nothing to do" "$WORK/out" || fail "--detach in B did something"
	grep -q "stale" "$WORK/out" && fail "B called A's pins stale"
	expect_eq "$(prog_on "$NS_A" "$dev")" "$pa" "A's program after B's --detach"

	# B pins its own filter beside A's, then detaches it
	in_b "$XDPC" --attach "$dev" "$RULES" --pin --mode generic >"$WORK/out" 2>&1 ||
		{ cat "$WORK/out"; fail "--pin in B (same name, same ifindex)"; }
	grep -q "removing" "$WORK/out" && fail "B's attach removed something"
	pb=$(prog_on "$NS_B" "$dev")
	[ -n "$pb" ] && [ "$pb" != "$pa" ] || fail "B's program"
	[ -e "$(pin_dir "$NS_B" "$dev")/link" ] || fail "B's link is not pinned"
	expect_eq "$(prog_on "$NS_A" "$dev")" "$pa" "A's program after B's --pin"
	in_b "$XDPC" --detach "$dev" >/dev/null || fail "--detach in B"
	[ -z "$(prog_on "$NS_B" "$dev")" ] || fail "B still attached"
	[ -e "$(pin_dir "$NS_B" "$dev")" ] && fail "B's pins left"

	expect_eq "$(prog_on "$NS_A" "$dev")" "$pa" "A's program after all of B's runs"
	for f in link xdpc_rules xdpc_meta; do
		[ -e "$(pin_dir "$NS_A" "$dev")/$f" ] || fail "A lost its pin $f"
	done
	in_a "$XDPC" --stats "$dev" --json >"$WORK/a.json" || fail "--stats in A"
	expect_eq "$(json_get "$WORK/a.json" "j['program_id']")" "$pa" "A's filter by --stats"
	in_a "$XDPC" --detach "$dev" >/dev/null || fail "--detach in A"
	[ -z "$(prog_on "$NS_A" "$dev")" ] || fail "A still attached"
}

no_lock_files() {
	local left
	left=$(find /run/xdpc /sys/fs/bpf -name "*$1*" 2>/dev/null)
	[ -z "$left" ] || fail "$2 left files behind: $left"
}

case_defect11() {
	make_veth
	# a bad name never reaches a path: these would land in this test's tmpfs
	for bad in "../d$ID" "a/../../d$ID" . .. "" "abcdefghijklmnop" "a b" "a:$ID"; do
		in_b "$XDPC" --attach "$bad" "$RULES" --pin 2>"$WORK/err" && fail "attached to '$bad'"
		expect_eq "$?" 2 "exit status for device '$bad'"
		grep -q "is not a network device name" "$WORK/err" || { cat "$WORK/err"; fail "message for '$bad'"; }
		for cmd in --stats --detach; do
			in_b "$XDPC" $cmd "$bad" 2>/dev/null && fail "$cmd '$bad'"
		done
		in_b "$XDPC" --set "$bad" s list 2>/dev/null && fail "--set '$bad'"
	done
	cat "$WORK/err"
	no_lock_files "d$ID" "bad device names"
	[ -z "$(find /run/xdpc -name '*.lock' ! -name "$DEV_B.lock")" ] || fail "lock files for bad names"

	# devices that do not exist: a clear message, no lock file
	local ghost=gh$ID
	in_b "$XDPC" --attach "$ghost" "$RULES" 2>"$WORK/err" && fail "attached to a missing device"
	grep -q "$ghost: no such network device" "$WORK/err" || fail "missing-device message"
	in_b "$XDPC" --stats "$ghost" 2>/dev/null && fail "--stats $ghost"
	in_b "$XDPC" --set "$ghost" s list 2>/dev/null && fail "--set $ghost"
	in_b "$XDPC" --detach "$ghost" 2>/dev/null && fail "--detach $ghost"
	no_lock_files "$ghost" "a missing device"
	[ -e "$(lock_file "$NS_B" "$ghost")" ] && fail "lock file for $ghost"
	echo "ok: no lock files for bad or missing devices"
}

# wait_exit PID: its exit status, failing after 30 s (a bound, not a timing)
wait_exit() {
	for _ in $(seq 300); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
	kill -0 "$1" 2>/dev/null && fail "foreground xdpc still running after its device went away"
	wait "$1"
}

start_fg() {   # start_fg NS DEV
	nsenter --net=/run/netns/$1 "$XDPC" --attach "$2" "$RULES" --interval 0.2 --mode generic \
		>"$WORK/fg.out" 2>&1 &
	FG=$!
	BG_PIDS+=("$FG")
	for _ in $(seq 100); do grep -q "Ctrl-C detaches" "$WORK/fg.out" && break; sleep 0.05; done
	grep -q "Ctrl-C detaches" "$WORK/fg.out" || { cat "$WORK/fg.out"; fail "foreground attach"; }
}

case_defect12() {
	make_veth
	# the device moves to A: the view stops and takes its filter off
	start_fg "$NS_B" "$DEV_B"
	ip -n "$NS_B" link set "$DEV_B" netns "$NS_A" || fail "cannot move $DEV_B"
	wait_exit "$FG" && fail "exit status 0 after the device left"
	cat "$WORK/fg.out" | tail -4
	grep -q "$DEV_B: the device left this network namespace" "$WORK/fg.out" || fail "move message"
	grep -q "stopped: the device went away" "$WORK/fg.out" || fail "stop message"
	sleep 0.2
	[ -z "$(prog_on "$NS_A" "$DEV_B")" ] || fail "the filter stayed on the moved device"

	# the device is deleted: the kernel detaches the link; the view stops
	start_fg "$NS_A" "$DEV_B"
	ip -n "$NS_A" link del "$DEV_B" || fail "cannot delete $DEV_B"
	wait_exit "$FG" && fail "exit status 0 after the device was deleted"
	cat "$WORK/fg.out" | tail -4
	grep -q "$DEV_B: the device was deleted; its filter is off" "$WORK/fg.out" ||
		fail "deletion message"
	grep -q "Final totals" "$WORK/fg.out" || fail "no final totals"
}

case_defect17() {
	make_veth
	local pins ifb
	pins=$(pin_dir "$NS_B" "$DEV_B")
	in_b "$XDPC" --attach "$DEV_B" "$RULES" --pin >/dev/null || fail "--pin"
	[ -e "$pins/link" ] && [ -e "$(lock_file "$NS_B" "$DEV_B")" ] || fail "pins or lock missing"
	ip -n "$NS_B" link del "$DEV_B" || fail "cannot delete $DEV_B"
	in_b "$XDPC" --detach "$DEV_B" >"$WORK/out" 2>&1 || { cat "$WORK/out"; fail "--detach of a deleted device"; }
	cat "$WORK/out"
	grep -q "$DEV_B: the device is gone, and its filter (program [0-9]*) came off with it; removed its pins" \
		"$WORK/out" || fail "--detach message"
	[ -e "$pins" ] && fail "pins left"
	[ -e "$(lock_file "$NS_B" "$DEV_B")" ] && fail "lock file left for a deleted device"
	in_b "$XDPC" --detach "$DEV_B" 2>"$WORK/err" && fail "second --detach succeeded"
	grep -q "no such network device" "$WORK/err" || fail "second --detach message"
	[ -e "$(lock_file "$NS_B" "$DEV_B")" ] && fail "lock file made by the second --detach"

	# a pinned filter whose device moved away is alive: not touched
	ip -n "$NS_B" link add "$DEV_B" type veth peer name "p$ID" || fail "new veth"
	ip -n "$NS_B" link set "$DEV_B" up
	in_b "$XDPC" --attach "$DEV_B" "$RULES" --pin --mode generic >/dev/null || fail "--pin again"
	ip -n "$NS_B" link set "$DEV_B" netns "$NS_A" || fail "cannot move $DEV_B"
	in_b "$XDPC" --detach "$DEV_B" 2>"$WORK/err" && fail "--detach removed a live filter"
	cat "$WORK/err"
	grep -q "still attached.*moved to another network namespace" "$WORK/err" || fail "live-link message"
	[ -e "$pins/link" ] || fail "pins of a live filter removed"
	[ -n "$(prog_on "$NS_A" "$DEV_B")" ] || fail "the moved device lost its filter"
	rm -r "$pins"   # as the message says: the last reference goes
	sleep 0.2
	[ -z "$(prog_on "$NS_A" "$DEV_B")" ] || fail "filter still on after its pins went"
}

case_option() {
	make_veth
	local n=(-n "$NS_B") pins
	pins=$(pin_dir "$NS_B" "$DEV_B")
	"$XDPC" -n no-such-ns-$ID --stats "$DEV_B" 2>"$WORK/err" && fail "-n of a missing namespace"
	grep -q "no such network namespace" "$WORK/err" || fail "-n missing-namespace message"
	"$XDPC" -n "$NS_B" --check "$RULES" 2>/dev/null; expect_eq $? 2 "-n with --check"
	"$XDPC" "${n[@]}" --attach "$DEV_B" "$E2E_DIR/rules/dynset.xf" --pin >"$WORK/out" || fail "-n --attach --pin"
	grep -q "pinned under $pins" "$WORK/out" || { cat "$WORK/out"; fail "pin path in the message"; }
	[ -e "$pins/link" ] || fail "no link pinned at $pins"
	"$XDPC" --netns "$NS_B" --set "$DEV_B" banned add 192.0.2.7 >/dev/null || fail "--netns --set add"
	"$XDPC" "${n[@]}" --set "$DEV_B" banned list >"$WORK/list" || fail "-n --set list"
	grep -qx "192.0.2.7" "$WORK/list" || { cat "$WORK/list"; fail "set contents"; }
	start_receiver 71
	send 71 udp4,src=192.0.2.7,n=3 udp4,src=203.0.113.5,n=2
	stop_receiver
	expect_eq "$(got 0)" 0 "frames from the added address that arrived"
	expect_eq "$(got 1)" 2 "other frames that arrived"
	"$XDPC" "${n[@]}" --stats "$DEV_B" --json >"$WORK/s.json" || fail "-n --stats"
	expect_eq "$(rule_packets "$WORK/s.json" 'drop src in banned;')" 3 "drops counted"
	"$XDPC" "${n[@]}" --probe "$DEV_B" >"$WORK/probe" 2>&1
	grep -q "XDP" "$WORK/probe" || { cat "$WORK/probe"; fail "-n --probe"; }
	# the same device name does not exist here, in the test's own namespace
	"$XDPC" --stats "$DEV_B" 2>/dev/null && fail "--stats without -n found $DEV_B"
	"$XDPC" "${n[@]}" --detach "$DEV_B" >/dev/null || fail "-n --detach"
	[ -z "$(xdp_prog_on_b)" ] || fail "still attached after -n --detach"
	[ -e "$pins" ] && fail "pins left after -n --detach"
	echo "ok: -n attach, set, stats, probe, detach"
}

case_ipnetns() {
	make_veth
	ip netns exec "$NS_B" "$XDPC" --attach "$DEV_B" "$RULES" --pin >"$WORK/out" 2>"$WORK/err" &&
		fail "--pin under ip netns exec claimed success"
	cat "$WORK/err"
	grep -q "cannot pin: /sys/fs/bpf is not a bpf filesystem that outlives xdpc here" "$WORK/err" ||
		fail "refusal message"
	grep -q "xdpc -n $NS_B --attach" "$WORK/err" || fail "the message does not say what to do"
	grep -q "Nothing was attached" "$WORK/err" || fail "the message does not say nothing changed"
	[ -z "$(xdp_prog_on_b)" ] || fail "attached anyway"
	[ -e "$(pin_dir "$NS_B" "$DEV_B")" ] && fail "pins made"
	# what the message advises works, and the result outlives xdpc
	"$XDPC" -n "$NS_B" --attach "$DEV_B" "$RULES" --pin >/dev/null || fail "-n --pin"
	sleep 0.2
	[ -n "$(xdp_prog_on_b)" ] || fail "nothing attached after -n --pin"
	# read-only commands work under ip netns exec: they find the program
	ip netns exec "$NS_B" "$XDPC" --stats "$DEV_B" >/dev/null || fail "--stats under ip netns exec"
	# --detach cannot see the pins there, and says what to do instead
	ip netns exec "$NS_B" "$XDPC" --detach "$DEV_B" 2>"$WORK/err" && fail "--detach under ip netns exec"
	cat "$WORK/err"
	grep -q "its pins cannot be seen; use \`xdpc -n NS" "$WORK/err" || fail "--detach message"
	[ -n "$(xdp_prog_on_b)" ] || fail "the filter went away"
	"$XDPC" -n "$NS_B" --detach "$DEV_B" >/dev/null || fail "--detach"
}

# stats_of_other_loader RUN WHO-PATTERN: counters of what another loader
# attached on $DEV_B, read-only, after known traffic; says who attached it
stats_of_other_loader() {
	start_receiver "$1"
	send "$1" udp4,dport=53,n=4 'tcp6,dport=22,flags=syn,n=3' udp4,dport=99,n=2
	stop_receiver
	expect_eq "$(got 0)" 0 "dropped frames that arrived"
	expect_eq "$(got 2)" 2 "passed frames that arrived"
	in_b "$XDPC" --stats "$DEV_B" >"$WORK/table" 2>&1 || { cat "$WORK/table"; fail "--stats"; }
	cat "$WORK/table"
	grep -q "was attached by $2.*, not by xdpc; its counters, read-only" "$WORK/table" ||
		fail "who attached it"
	grep -Eq "^ +3 +4 +240 +drop udp dport 53;" "$WORK/table" || fail "table counters"
	in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/s.json" 2>"$WORK/err" || fail "--stats --json"
	grep -q "not by xdpc" "$WORK/err" || fail "--json: who attached it, on stderr"
	expect_eq "$(rule_packets "$WORK/s.json" 'drop udp dport 53;')" 4 "udp 53 drops"
	expect_eq "$(rule_packets "$WORK/s.json" 'drop tcp dport 22 tcp flags syn;')" 3 "ssh syn drops"
	expect_eq "$(rule_packets "$WORK/s.json" 'count by proto;')" 9 "count by proto"
	# read-only: xdpc changes only filters it attached
	in_b "$XDPC" --detach "$DEV_B" 2>/dev/null && fail "--detach of another loader's filter"
	[ -n "$(xdp_prog_on_b)" ] || fail "the filter went away"
}

case_loaders() {
	make_veth
	"$XDPC" "$RULES" -o "$WORK/rules.o" || fail "compile"
	ip -n "$NS_B" link set dev "$DEV_B" xdpgeneric obj "$WORK/rules.o" sec xdp ||
		fail "ip link could not attach the object"
	[ -n "$(xdp_prog_on_b)" ] || fail "ip link attached nothing"
	stats_of_other_loader 81 "another loader, through netlink"
	ip -n "$NS_B" link set dev "$DEV_B" xdpgeneric off
	command -v xdp-loader >/dev/null || skip_or_fail "needs xdp-loader (xdp-tools)"
	in_b xdp-loader load -m skb "$DEV_B" "$WORK/rules.o" || fail "xdp-loader load"
	[ -n "$(xdp_prog_on_b)" ] || fail "xdp-loader attached nothing"
	stats_of_other_loader 82 "\(xdp-loader (libxdp's dispatcher)\|another loader\)"
	in_b xdp-loader unload "$DEV_B" --all || fail "xdp-loader unload"
}

case_$CASE
echo PASS
