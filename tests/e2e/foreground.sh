#!/usr/bin/env bash
# Foreground attach: a live table, drops while it runs; then either SIGINT
# (detach, final totals) or SIGKILL (the BPF link dies with the process:
# nothing may stay attached).   usage: ... XDPC FRAMES sigint|sigkill
set -u
HOW=${3:?sigint or sigkill}
source "$(dirname "$0")/lib.sh"
make_veth

# nsenter execs xdpc, so $! is xdpc itself: the signals go straight to it
nsenter --net=/run/netns/$NS_B "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/basic.xf" \
	--interval 0.2 >"$WORK/fg.out" 2>&1 &
FG=$!
BG_PIDS+=("$FG")
for _ in $(seq 100); do grep -q "Ctrl-C detaches" "$WORK/fg.out" && break; sleep 0.05; done
grep -q "Ctrl-C detaches" "$WORK/fg.out" || { cat "$WORK/fg.out"; fail "foreground attach did not start"; }
prog=$(xdp_prog_on_b)
[ -n "$prog" ] || fail "no XDP program on $DEV_B while attached"
echo "ok: program $prog attached"

start_receiver 21
send 21 udp4,dport=53,n=6 udp4,dport=1234,n=4
stop_receiver
expect_eq "$(got 0)" 0 "dropped frames that arrived"
expect_eq "$(got 1)" 4 "passed frames that arrived"

# --stats finds a foreground filter too, through the attached program
in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/stats.json" || fail "--stats on a foreground attach"
expect_eq "$(rule_packets "$WORK/stats.json" 'drop udp dport 53;')" 6 "drops seen by --stats"
sleep 0.5   # at least one live refresh
grep -q "pkt/s" "$WORK/fg.out" || fail "no live table printed"

if [ "$HOW" = sigint ]; then
	kill -INT "$FG"
	wait "$FG" || fail "foreground xdpc exited with an error"
	cat "$WORK/fg.out" | tail -15
	grep -q "detached; final totals" "$WORK/fg.out" || fail "no final totals"
	grep -Eq "^ +3 +6 +360 +drop udp dport 53;" "$WORK/fg.out" || fail "final totals wrong"
else
	kill -KILL "$FG"
	wait "$FG" 2>/dev/null
	sleep 0.2   # the kernel releases the link with the last fd
fi
[ -z "$(xdp_prog_on_b)" ] || fail "an XDP program is still attached after $HOW"
if command -v bpftool >/dev/null; then
	ifindex=$(ip -n "$NS_B" -o link show "$DEV_B" | cut -d: -f1)
	bpftool link show 2>/dev/null | grep -q "ifindex $ifindex\b" &&
		fail "bpftool still lists an XDP link on ifindex $ifindex"
	bpftool prog show id "$prog" >/dev/null 2>&1 && fail "program $prog still loaded"
fi
echo "ok: nothing attached after $HOW"
# and the device is free for the next run
start_receiver 22
send 22 udp4,dport=53,n=3
stop_receiver
expect_eq "$(got 0)" 3 "frames passing with no filter"
echo PASS
