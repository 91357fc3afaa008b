#!/usr/bin/env bash
# --pin leaves a filter behind with its pins (0700 dirs, 0600 files);
# --stats reads it in all three formats; --detach removes program and pins.
set -u
source "$(dirname "$0")/lib.sh"
make_veth
PINS=$(pin_dir "$NS_B" "$DEV_B")

in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/basic.xf" --pin || fail "--pin"
[ -n "$(xdp_prog_on_b)" ] || fail "nothing attached after --pin exited"
for f in link xdpc_rules xdpc_meta xdpc_t1_vlan; do
	[ -e "$PINS/$f" ] || fail "missing pin $PINS/$f"
	expect_eq "$(stat -c %a "$PINS/$f")" 600 "mode of $f"
done
# the proto table is counters of the block (meta.h), not a map to pin
[ -e "$PINS/xdpc_t0_proto" ] && fail "a pin for the proto table, which the block holds"
expect_eq "$(stat -c %a "$PINS")" 700 "mode of $PINS"
expect_eq "$(stat -c %a /sys/fs/bpf/xdpc)" 700 "mode of /sys/fs/bpf/xdpc"
expect_eq "$(stat -c %a "$(dirname "$PINS")")" 700 "mode of the namespace's pin directory"

start_receiver 31
send 31 udp4,dport=53,n=4 'tcp6,dport=22,flags=syn+ack,n=2'
stop_receiver
expect_eq "$(got 0)" 0 "dropped frames that arrived"
expect_eq "$(got 1)" 0 "ssh syn+ack over IPv6 dropped (flags include syn)"

in_b "$XDPC" --stats "$DEV_B" >"$WORK/table.out" || fail "--stats"
cat "$WORK/table.out"
grep -Eq "^ +3 +4 +240 +drop udp dport 53;" "$WORK/table.out" || fail "table output"
in_b "$XDPC" --stats "$DEV_B" --prometheus >"$WORK/prom.out" || fail "--prometheus"
grep -Fqx "xdpc_rule_packets_total{device=\"$DEV_B\",rule=\"1\",line=\"3\",action=\"drop\",text=\"drop udp dport 53;\"} 4" \
	"$WORK/prom.out" || { cat "$WORK/prom.out"; fail "prometheus sample"; }
grep -Fqx "xdpc_table_packets_total{device=\"$DEV_B\",table=\"0\",line=\"2\",by=\"proto\",key=\"6\"} 2" \
	"$WORK/prom.out" || fail "prometheus table sample"
grep -Fqx "# TYPE xdpc_rule_bytes_total counter" "$WORK/prom.out" || fail "prometheus TYPE line"
in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/stats.json" || fail "--json"
expect_eq "$(rule_packets "$WORK/stats.json" 'drop tcp dport 22 tcp flags syn;')" 2 "json counter"

# a second attach without --pin must not disturb the pinned filter
in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/basic.xf" 2>"$WORK/err" && fail "attach over a pinned filter"
grep -q "add --pin to replace it" "$WORK/err" || { cat "$WORK/err"; fail "unhelpful message"; }

in_b "$XDPC" --detach "$DEV_B" >"$WORK/detach.out" || fail "--detach"
grep -q "detached program" "$WORK/detach.out" || fail "--detach output"
[ -z "$(xdp_prog_on_b)" ] || fail "still attached after --detach"
[ -e "$PINS" ] && fail "pins left after --detach"
in_b "$XDPC" --detach "$DEV_B" | grep -q "nothing to do" || fail "second --detach"
in_b "$XDPC" --stats "$DEV_B" 2>&1 | grep -q "no XDP program is attached" || fail "--stats when detached"
echo PASS
