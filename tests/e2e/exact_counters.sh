#!/usr/bin/env bash
# Attach (pinned) in the given mode, send an exact list of frames, and check
# which arrive and every counter, exactly.   usage: ... XDPC FRAMES MODE
set -u
MODE=${3:?mode}
source "$(dirname "$0")/lib.sh"
command -v bpftool >/dev/null || skip_or_fail "needs bpftool (to read a map entry as it is)"
make_veth

# The packets of counter $1 of a PERCPU_ARRAY counter block, summed over
# CPUs, as a json_get expression on `bpftool -j map lookup` (the value, a
# struct of one __u64 array: packets, bytes, packets, ...).
block_packets() {
	echo "sum(list(v['value'].values())[0][2 * $1] for v in j['formatted']['values'])"
}

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
# every rule's counter sits in the counter block (compiler/meta.h): the
# map as it is, summed over CPUs, says what --stats says
bpftool -j map lookup pinned "$(pin_dir "$NS_B" "$DEV_B")/xdpc_rules" key 0 0 0 0 >"$WORK/raw.json" ||
	fail "bpftool map lookup"
expect_eq "$(json_get "$WORK/raw.json" "$(block_packets 0)")" 24 \
	"counter block: count by proto;"
in_b "$XDPC" --stats "$DEV_B" --prometheus >"$WORK/prom.out" || fail "--prometheus"
grep -Fqx "xdpc_rule_packets_total{device=\"$DEV_B\",rule=\"0\",line=\"2\",action=\"count\",text=\"count by proto;\"} 24" \
	"$WORK/prom.out" || { cat "$WORK/prom.out"; fail "prometheus count by proto"; }
in_b "$XDPC" --stats "$DEV_B" >"$WORK/table.out" || fail "--stats"
grep -Eq "^ +2 +24 +[0-9]+ +count by proto;" "$WORK/table.out" || { cat "$WORK/table.out"; fail "table count by proto"; }

in_b "$XDPC" --detach "$DEV_B" || fail "--detach"
[ -z "$(xdp_prog_on_b)" ] || fail "program still attached after --detach"

# `count by proto; drop;` (the kernel's xdp1): both rules counted in the
# block, shown in every format, and kept by an atomic replace
xdp1=$E2E_DIR/../../examples/xdp1.xf
out=$(in_b "$XDPC" --attach "$DEV_B" "$xdp1" --pin --mode "$MODE" 2>&1) || fail "attach xdp1: $out"
start_receiver 12
send 12 udp4,dport=53,n=5 tcp4,dport=22,flags=syn,n=3 icmp6,vlan=5,vlan2=6 udp6,dport=5000,n=2
stop_receiver
for i in 0 1 2 3; do expect_eq "$(got $i)" 0 "xdp1: frames of kind $i that passed"; done
in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/xdp1.json" || fail "--stats --json (xdp1)"
cat "$WORK/xdp1.json"
expect_eq "$(rule_packets "$WORK/xdp1.json" 'drop;')" 11 "xdp1: drop; packets"
expect_eq "$(json_get "$WORK/xdp1.json" "[r['bytes'] for r in j['rules'] if r['text']=='drop;'][0]")" \
	"$(json_get "$WORK/xdp1.json" "sum(e['bytes'] for e in j['tables'][0]['entries'])")" \
	"xdp1: drop; bytes = the proto table's sum"
expect_eq "$(json_get "$WORK/xdp1.json" "j['default']['packets']")" 0 "xdp1: default verdict"
bpftool -j map lookup pinned "$(pin_dir "$NS_B" "$DEV_B")/xdpc_rules" key 0 0 0 0 >"$WORK/raw.json" ||
	fail "bpftool map lookup"
expect_eq "$(json_get "$WORK/raw.json" "$(block_packets 1)")" 11 "counter block: drop;"
in_b "$XDPC" --stats "$DEV_B" --prometheus >"$WORK/prom.out" || fail "--prometheus (xdp1)"
grep -Eq '^xdpc_rule_packets_total\{.*,rule="1",.*text="drop;"\} 11$' "$WORK/prom.out" ||
	{ cat "$WORK/prom.out"; fail "prometheus drop;"; }
out=$(in_b "$XDPC" --attach "$DEV_B" "$xdp1" --pin --mode "$MODE" 2>&1) || fail "replace xdp1: $out"
echo "$out"
case $out in *"counters kept for 2 of 2 rules"*) ;; *) fail "xdp1 replaced without its counters";; esac
start_receiver 13
send 13 udp4,dport=53,n=4
stop_receiver
in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/xdp1.json" || fail "--stats --json (xdp1 replaced)"
expect_eq "$(rule_packets "$WORK/xdp1.json" 'drop;')" 15 "xdp1 replaced: drop; packets"
expect_eq "$(rule_packets "$WORK/xdp1.json" 'count by proto;')" 15 "xdp1 replaced: count by proto; packets"
in_b "$XDPC" --detach "$DEV_B" || fail "--detach xdp1"
echo PASS
