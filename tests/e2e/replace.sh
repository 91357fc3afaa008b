#!/usr/bin/env bash
# Atomic replacement under continuous traffic: frames both filters drop
# never pass (not one), frames only the new one drops stop exactly at the
# swap, and rules whose text is unchanged keep counting from where they were.
set -u
source "$(dirname "$0")/lib.sh"
make_veth

in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/replace-old.xf" --pin || fail "first attach"
old_prog=$(xdp_prog_on_b)
start_receiver 41
send 41 udp4,dport=53,n=5
sleep 0.1

# about 3 s of traffic, one frame each 200 us: X (both drop), Y (icmp:
# only the new filter drops), Z (both pass)
attach_under_traffic 41 3 200 1.2 "$E2E_DIR/rules/replace-new.xf" \
	udp4,dport=53 icmp4 udp4,dport=1234
new_prog=$(xdp_prog_on_b)
[ "$new_prog" != "$old_prog" ] || fail "program did not change"
grep -q "counters kept for 2 of 3 rules" "$WORK/replace.out" || fail "carry-over not reported"

x=$(sent 0); y=$(sent 1); z=$(sent 2)
[ "$x" -gt 1000 ] || fail "too little traffic to mean anything ($x)"
expect_eq "$(got 0)" 0 "frames both filters drop that passed"
expect_arrived "$(got 2)" "$z" "frames both filters pass that arrived"
gy=$(got 1)
[ "$gy" -gt 0 ] && [ "$gy" -lt "$y" ] || fail "icmp passed $gy of $y: the swap was not mid-traffic"
echo "ok: icmp passed $gy of $y (before the swap only)"

in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/stats.json" || fail "--stats"
expect_eq "$(rule_packets "$WORK/stats.json" 'drop icmp;')" $((y - gy)) "new rule: icmp dropped after the swap"
expect_eq "$(rule_packets "$WORK/stats.json" 'drop udp dport 53;')" $((5 + x)) "carried counter of drop udp dport 53"
# after the swap `drop icmp;` comes first: icmp is counted only before it
expect_eq "$(rule_packets "$WORK/stats.json" 'count by proto;')" $((5 + x + gy + z)) "carried counter of count by proto"
expect_eq "$(json_get "$WORK/stats.json" "sorted((int(e['key']), e['packets']) for e in j['tables'][0]['entries'])")" \
	"[(1, $gy), (17, $((5 + x + z)))]" "carried count by proto table"
in_b "$XDPC" --detach "$DEV_B" >/dev/null || fail "--detach"
echo PASS
