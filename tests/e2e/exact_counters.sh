#!/usr/bin/env bash
# Attach (pinned) in the given mode, send an exact list of frames, and check
# which arrive and every counter, exactly.   usage: ... XDPC FRAMES MODE
set -u
MODE=${3:?mode}
source "$(dirname "$0")/lib.sh"
make_veth

out=$(in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/basic.xf" --pin --mode "$MODE" 2>&1) ||
	fail "attach: $out"
echo "$out"
case $out in *"in $MODE mode"*) ;; *) fail "not attached in $MODE mode";; esac
[ -n "$(xdp_prog_on_b)" ] || fail "ip link shows no XDP program"

start_receiver 11
send 11 udp4,dport=53,n=5 tcp4,dport=22,flags=syn,n=3 tcp4,dport=22,flags=ack,n=2 \
	udp4,dport=1234,n=4 icmp4,n=2 udp6,dport=53,n=2 tcp6,dport=443,vlan=100,n=3 \
	icmp6,vlan=5,vlan2=6 udp6,dport=5000,n=2
stop_receiver
cat "$WORK/recv.out"
expected=(0 0 2 4 2 0 0 1 0)
for i in "${!expected[@]}"; do
	expect_eq "$(got $i)" "${expected[$i]}" "frames of kind $i that passed"
done

in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/stats.json" || fail "--stats --json"
cat "$WORK/stats.json"
expect_eq "$(json_get "$WORK/stats.json" "j['mode']")" "$MODE" "mode"
expect_eq "$(json_get "$WORK/stats.json" "j['device']")" "$DEV_B" "device"
expect_eq "$(rule_packets "$WORK/stats.json" 'count by proto;')" 24 "count by proto; packets"
expect_eq "$(rule_packets "$WORK/stats.json" 'drop udp dport 53;')" 7 "udp dport 53 drops"
expect_eq "$(rule_packets "$WORK/stats.json" 'drop tcp dport 22 tcp flags syn;')" 3 "ssh syn drops"
expect_eq "$(rule_packets "$WORK/stats.json" 'drop vlan 100;')" 3 "vlan 100 drops"
expect_eq "$(rule_packets "$WORK/stats.json" 'pass icmpv6;')" 1 "icmpv6 passes"
expect_eq "$(rule_packets "$WORK/stats.json" 'drop ipv6 udp;')" 2 "ipv6 udp drops"
expect_eq "$(json_get "$WORK/stats.json" "j['default']['packets']")" 8 "default verdict"
expect_eq "$(json_get "$WORK/stats.json" "[r['bytes'] for r in j['rules'] if r['line']==3][0]")" 448 "udp dport 53 bytes"
expect_eq "$(json_get "$WORK/stats.json" "[r['bytes'] for r in j['rules'] if r['line']==4][0]")" 198 "ssh syn bytes"
expect_eq "$(json_get "$WORK/stats.json" "[r['bytes'] for r in j['rules'] if r['line']==5][0]")" 270 "vlan 100 bytes"
expect_eq "$(json_get "$WORK/stats.json" "sorted((int(e['key']), e['packets']) for e in j['tables'][0]['entries'])")" \
	"[(1, 2), (6, 8), (17, 13), (58, 1)]" "count by proto table"
expect_eq "$(json_get "$WORK/stats.json" "sorted((int(e['key']), e['packets']) for e in j['tables'][1]['entries'])")" \
	"[(5, 1)]" "count by vlan table"

in_b "$XDPC" --detach "$DEV_B" || fail "--detach"
[ -z "$(xdp_prog_on_b)" ] || fail "program still attached after --detach"
echo PASS
