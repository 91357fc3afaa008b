#!/usr/bin/env bash
# Sampled frames end to end: known frames through a filter whose rules
# sample, the samples written with --capture (foreground attach, stopped
# with SIGINT) and with --follow (a pinned filter), read back with tshark:
# how many, from which rule (the packet comment: file:line: text), the
# bytes kept and the length on the wire.   usage: ... XDPC FRAMES fg|pinned
set -u
HOW=${3:?fg or pinned}
source "$(dirname "$0")/lib.sh"
command -v tshark >/dev/null || skip_or_fail "needs tshark (.ci/setup installs it)"
make_veth
RULES=$E2E_DIR/rules/sample.xf
OUT=$WORK/samples.pcapng

# wait_for FILE TEXT: until FILE holds TEXT (at most 5 s)
wait_for() {
	for _ in $(seq 100); do grep -q "$2" "$1" && return 0; sleep 0.05; done
	cat "$1"
	fail "no '$2' in $1"
}

if [ "$HOW" = fg ]; then
	# nsenter execs xdpc, so $! is xdpc itself: SIGINT goes straight to it
	nsenter --net=/run/netns/$NS_B "$XDPC" --attach "$DEV_B" "$RULES" --capture "$OUT" \
		--interval 0.2 >"$WORK/cap.out" 2>&1 &
	CAP=$!
	BG_PIDS+=("$CAP")
	wait_for "$WORK/cap.out" "Ctrl-C detaches"
else
	in_b "$XDPC" --attach "$DEV_B" "$RULES" --pin >/dev/null || fail "pinned attach"
	[ -e "$(pin_dir "$NS_B" "$DEV_B")/xdpc_samples" ] || fail "no pinned xdpc_samples"
	echo "ok: the ring buffer is pinned"
	nsenter --net=/run/netns/$NS_B "$XDPC" --follow "$DEV_B" --capture "$OUT" \
		--interval 0.2 >"$WORK/cap.out" 2>&1 &
	CAP=$!
	BG_PIDS+=("$CAP")
	wait_for "$WORK/cap.out" "Ctrl-C stops"
fi
[ ! -e "$OUT" ] || fail "$OUT exists before the capture is complete"

start_receiver 31
# 6 DNS frames (every 2nd sampled: 3), 3 TCP (all, 40 bytes kept), 4 others.
# One in N counts per CPU: the sender stays on one CPU, and a veth hands
# its frames to XDP on the sending CPU, so all meet the same counter.
cpu=$(taskset -pc $$ | sed 's/.*: *//; s/[,-].*//')
in_a taskset -c "$cpu" "$FRAMES" send "$DEV_A" --dst-mac "$MAC_B" --run 31 \
	udp4,dport=53,n=6 tcp4,dport=80,n=3,pad=100 udp4,dport=1234,n=4 >"$WORK/send.out" ||
	fail "sender failed"
stop_receiver
expect_eq "$(got 2)" 4 "passed frames that arrived"
sleep 0.5   # a few polls of the ring
kill -INT "$CAP"
wait "$CAP" || { cat "$WORK/cap.out"; fail "xdpc --capture exited with an error"; }
grep -q "6 sampled frames written to $OUT; 0 lost" "$WORK/cap.out" ||
	{ cat "$WORK/cap.out"; fail "no summary of 6 samples"; }
[ -s "$OUT" ] || fail "no capture file"

# Wireshark's reader must take the file whole
tshark -r "$OUT" -T fields -e frame.len -e frame.cap_len -e frame.comment \
	>"$WORK/fields.txt" 2>"$WORK/tshark.err" || { cat "$WORK/tshark.err"; fail "tshark -r"; }
cat "$WORK/fields.txt"
dns="$RULES:2: drop udp dport 53 sample every 2;"
tcp="$RULES:3: count tcp sample 1/1 snaplen 40;"
expect_eq "$(grep -cF "$dns" "$WORK/fields.txt")" 3 "DNS samples with their rule"
expect_eq "$(grep -cF "$tcp" "$WORK/fields.txt")" 3 "TCP samples with their rule"
expect_eq "$(wc -l <"$WORK/fields.txt")" 6 "samples in the file"
# the TCP frames: 40 bytes kept of a longer frame
tcplen=$(grep -F "$tcp" "$WORK/fields.txt" | head -1 | cut -f1)
[ "$tcplen" -gt 100 ] || fail "TCP frame length on the wire: $tcplen"
expect_eq "$(grep -F "$tcp" "$WORK/fields.txt" | cut -f2 | sort -u)" 40 "TCP bytes kept"
# the DNS frames whole (shorter than the 128-byte default)
awk -F'\t' -v r="$dns" '$3 == r && $1 != $2 { bad = 1 } END { exit bad }' \
	"$WORK/fields.txt" || fail "a DNS sample is cut short"
# the bytes kept are the frame's: the e2e marker is in every DNS sample
expect_eq "$(tshark -r "$OUT" -Y 'udp.dstport == 53 && frame contains "XDPCE2E"' | wc -l)" 3 \
	"DNS samples holding the sent bytes"
# time stamps: now-ish (within a day), as the pcapng's interface says ns
first=$(tshark -r "$OUT" -T fields -e frame.time_epoch | head -1 | cut -d. -f1)
[ $((first - $(date +%s))) -lt 86400 ] && [ $(($(date +%s) - first)) -lt 86400 ] ||
	fail "sample time stamp $first is not today"
echo "ok: time stamps are wall-clock times"

if [ "$HOW" = fg ]; then
	[ -z "$(xdp_prog_on_b)" ] || fail "still attached after SIGINT"
else
	# an atomic replacement brings a new ring: --follow says so and stops
	nsenter --net=/run/netns/$NS_B "$XDPC" --follow "$DEV_B" --capture "$WORK/2.pcapng" \
		--interval 0.2 >"$WORK/cap2.out" 2>&1 &
	CAP=$!
	BG_PIDS+=("$CAP")
	wait_for "$WORK/cap2.out" "Ctrl-C stops"
	in_b "$XDPC" --attach "$DEV_B" "$RULES" --pin >/dev/null || fail "replace"
	for _ in $(seq 100); do kill -0 "$CAP" 2>/dev/null || break; sleep 0.05; done
	kill -0 "$CAP" 2>/dev/null && fail "--follow still runs after the replacement"
	wait "$CAP" || fail "--follow failed after the replacement"
	wait_for "$WORK/cap2.out" "the filter was replaced"
	[ -s "$WORK/2.pcapng" ] || fail "no (empty) capture after the replacement"
	echo "ok: --follow stops when the filter is replaced"
	in_b "$XDPC" --detach "$DEV_B" >/dev/null || fail "detach"
fi
echo PASS
