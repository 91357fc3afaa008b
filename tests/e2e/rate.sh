#!/usr/bin/env bash
# Rate limits on a real attach: a source below its rate loses nothing, a
# flooding source gets its burst and then at most the rate through, and
# --stats names the flooding key with its frames over the limit.
# Rules: rules/rate.xf, `drop udp dport 53 rate over 100/s burst 50 per src;`
set -u
source "$(dirname "$0")/lib.sh"
make_veth

out=$(in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/rate.xf" --pin 2>&1) || fail "attach: $out"
echo "$out"

# Below the rate: 60 frames from 192.0.2.2, at least 20 ms apart (50/s,
# half the rate). None is over: for one to be, more than 50 (the burst)
# would have to reach XDP within 500 ms of each other, i.e. the receiving
# side would have to stall for over 500 ms and then run a backlog of 25
# frames or more at once. No tolerance is needed.
start_receiver 41
send 41 udp4,src=192.0.2.2,dport=53,n=60 --gap-us 20000
stop_receiver
cat "$WORK/send.out" "$WORK/recv.out"
expect_eq "$(veth_drops)" 0 "frames the veth dropped"
expect_eq "$(got 0)" 60 "frames below the rate that passed"

# Above the rate: 20000 frames from 192.0.2.1 as fast as the sender goes
# (at least 20 us apart). The first 50 find a full bucket and pass; after
# that the bucket refills by 100 frames per second of the kernel's clock,
# which runs no faster than the wall clock. So over the wall time T from
# before the sender starts to after the receiver stops (which covers every
# frame's trip through XDP): 50 <= passed <= 50 + 100 * T, whatever the
# machine's speed (no timed assertion: T is measured, not assumed). The
# +1 covers the token a fraction of a nanosecond of rounding can add.
t0=$(date +%s%N)
start_receiver 42
send 42 udp4,src=192.0.2.1,dport=53,n=20000 --gap-us 20
stop_receiver
t1=$(date +%s%N)
cat "$WORK/send.out" "$WORK/recv.out"
sent=$(sent 0)
passed=$(got 0)
drops=$(veth_drops)
limit=$(( 50 + (t1 - t0) * 100 / 1000000000 + 1 ))
echo "sent $sent, veth dropped $drops, passed $passed, bound $limit over $(( (t1 - t0) / 1000000 )) ms"
expect_eq "$sent" 20000 "frames sent"
[ "$passed" -ge 50 ] || [ "$drops" -gt 0 ] || fail "only $passed of the flood passed: the burst is 50"
[ "$passed" -le "$limit" ] || fail "$passed of the flood passed: at most $limit may"
[ "$passed" -lt 20000 ] || fail "the limit let everything through"

# Every flood frame that reached XDP passed or met the rule, exactly.
in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/stats.json" || fail "--stats --json"
over=$(rule_packets "$WORK/stats.json" 'drop udp dport 53 rate over 100/s burst 50 per src;')
expect_eq "$(( over + passed ))" "$(( sent - drops ))" "frames over + frames passed"

# --stats shows the flooding source, with exactly those frames over; the
# quiet one has frames left in its bucket and none over, so it is not shown.
in_b "$XDPC" --stats "$DEV_B" >"$WORK/table.out" || fail "--stats"
cat "$WORK/table.out"
grep -Eq "^  192\.0\.2\.1 +$over frames over +[0-9]+% of the burst left$" "$WORK/table.out" ||
	fail "--stats does not show 192.0.2.1 with $over frames over"
grep -q "^  192\.0\.2\.2 " "$WORK/table.out" && fail "--stats shows the quiet source"
grep -q "^  2 keys in the table" "$WORK/table.out" || fail "--stats: not 2 keys"

in_b "$XDPC" --detach "$DEV_B" || fail "--detach"
echo PASS
