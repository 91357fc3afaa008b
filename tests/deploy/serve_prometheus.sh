#!/usr/bin/env bash
# xdpc --serve scraped by the real Prometheus server. Exporter and
# Prometheus run in a third network namespace of their own (loopback only)
# but in this test's mount namespace, so the exporter sees the pins.
# Filters come (DEV_A's, after the exporter started) and go (--detach);
# a pin directory that holds no XDP link is a counted read error, not a
# failed scrape; between scrapes the exporter holds no BPF object open.
#   usage: serve_prometheus.sh XDPC E2E_FRAMES
set -u
source "$(dirname "$0")/../e2e/lib.sh"
[ -n "${XDPC_XTRACE:-}" ] && set -x
command -v prometheus >/dev/null || skip_or_fail "needs prometheus (Debian package prometheus)"
command -v curl >/dev/null || skip_or_fail "needs curl"
command -v bpftool >/dev/null || skip_or_fail "needs bpftool"

NS_M=xdpc-e2e-$ID-m
trap 'rc=$?; for p in "${BG_PIDS[@]}"; do kill -KILL "$p" 2>/dev/null; done;
      ip netns del "$NS_M" 2>/dev/null; (exit $rc); cleanup' EXIT
in_m() { nsenter --net=/run/netns/$NS_M "$@"; }
EXPORTER=127.0.0.1:9464
PROM=127.0.0.1:9090

make_veth
ip netns add "$NS_M" && ip -n "$NS_M" link set lo up || fail "cannot make the monitoring namespace"
ino() { stat -L -c %i "/run/netns/$1"; }

# The netns label: net<INODE> with per-namespace pins, "" (no label) for
# pins of the old layout, which do not record the namespace.
netns_label() {
	if [ -d "/sys/fs/bpf/xdpc/net$(ino "$1")/$2" ]; then echo "net$(ino "$1")"; else echo ""; fi
}

in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/basic.xf" --pin || fail "attach on $DEV_B"

# nsenter execs what it runs: $! is the process itself, to signal directly
nsenter --net=/run/netns/$NS_M "$XDPC" --serve "$EXPORTER" 2>"$WORK/serve.err" &
SERVE_PID=$!
BG_PIDS+=("$SERVE_PID")
for _ in $(seq 100); do in_m curl -sf "http://$EXPORTER/metrics" >/dev/null && break; sleep 0.1; done
in_m curl -sf "http://$EXPORTER/metrics" >"$WORK/m1" || fail "exporter does not answer"
code=$(in_m curl -s -o /dev/null -w '%{http_code}' "http://$EXPORTER/other")
expect_eq "$code" 404 "status of a path other than /metrics"

cat >"$WORK/prom.yml" <<YML
global:
  scrape_interval: 1s
  scrape_timeout: 1s
scrape_configs:
  - job_name: xdpc
    static_configs:
      - targets: ['$EXPORTER']
YML
nsenter --net=/run/netns/$NS_M prometheus --config.file="$WORK/prom.yml" --storage.tsdb.path="$WORK/tsdb" \
	--web.listen-address="$PROM" --log.level=warn >"$WORK/prom.log" 2>&1 &
PROM_PID=$!
BG_PIDS+=("$PROM_PID")
for _ in $(seq 300); do in_m curl -sf "http://$PROM/-/ready" >/dev/null && break; sleep 0.1; done
in_m curl -sf "http://$PROM/-/ready" >/dev/null || { cat "$WORK/prom.log"; fail "prometheus not ready in 30 s"; }

# query EXPR: the value of the one sample of an instant query, or "none"
query() {
	in_m curl -s --max-time 5 "http://$PROM/api/v1/query" --data-urlencode "query=$1" | python3 -c '
import json, sys
r = json.load(sys.stdin)["data"]["result"]
print(r[0]["value"][1] if len(r) == 1 else "none" if not r else "many:%d" % len(r))'
}
# await EXPR VALUE WHAT: poll Prometheus (at most 30 s) until EXPR is VALUE
await() {
	local v end=$((SECONDS + 30))
	while [ $SECONDS -lt $end ]; do
		v=$(query "$1")
		[ "$v" = "$2" ] && { echo "ok: $3 = $2 (in Prometheus)"; return 0; }
		sleep 0.2
	done
	cat "$WORK/serve.err"
	fail "$3: Prometheus has $v for $1, expected $2"
}

LB=$(netns_label "$NS_B" "$DEV_B")
SEL_B="device=\"$DEV_B\",netns=\"$LB\""
start_receiver 41
send 41 udp4,dport=53,n=4 'tcp6,dport=22,flags=syn,n=2' udp4,dport=80,n=3
stop_receiver
await "xdpc_rule_packets_total{$SEL_B,text=\"drop udp dport 53;\"}" 4 "dns drops on $DEV_B"
await "xdpc_rule_packets_total{$SEL_B,text=\"drop tcp dport 22 tcp flags syn;\"}" 2 "ssh syn drops"
await "xdpc_table_packets_total{$SEL_B,by=\"proto\",key=\"17\"}" 7 "udp in count by proto"
await "xdpc_default_packets_total{$SEL_B,verdict=\"pass\"}" 3 "default pass"
await 'up{job="xdpc"}' 1 "exporter up"

# a filter that comes: DEV_A, in the other namespace
in_a "$XDPC" --attach "$DEV_A" "$E2E_DIR/rules/basic.xf" --pin || fail "attach on $DEV_A"
await 'xdpc_exporter_filters' 2 "filters reported"
LA=$(netns_label "$NS_A" "$DEV_A")
await "count(xdpc_rule_packets_total{device=\"$DEV_A\",netns=\"$LA\"})" 7 "rules of $DEV_A"
if [ -n "$LA" ]; then
	[ "$LA" != "$LB" ] || fail "both namespaces have netns label $LA"
	echo "ok: netns labels $LA and $LB"
else
	echo "note: old pin layout, no netns label to check"
fi

# more traffic: the counter moves on, not reset
start_receiver 42
send 42 udp4,dport=53,n=5
stop_receiver
await "xdpc_rule_packets_total{$SEL_B,text=\"drop udp dport 53;\"}" 9 "dns drops after more traffic"
await "resets(xdpc_rule_packets_total{$SEL_B,text=\"drop udp dport 53;\"}[1m])" 0 "counter resets"

# a pin directory whose "link" is a map: a read error, the rest still served
mkdir -p /sys/fs/bpf/xdpc/bogus0
bpftool map create /sys/fs/bpf/xdpc/bogus0/link type array key 4 value 4 entries 1 name bogus ||
	fail "bpftool map create"
await 'xdpc_exporter_read_errors_total > bool 0' 1 "read errors counted"
await 'xdpc_exporter_filters' 2 "filters still reported beside the bogus pin"
grep -q "bogus0" "$WORK/serve.err" || fail "exporter did not say which pin it could not read"
rm -rf /sys/fs/bpf/xdpc/bogus0

# a filter that goes
in_a "$XDPC" --detach "$DEV_A" >/dev/null || fail "detach $DEV_A"
await 'xdpc_exporter_filters' 1 "filters after detaching $DEV_A"
await "count(xdpc_rule_packets_total{device=\"$DEV_A\"}) or vector(0)" 0 "$DEV_A samples after detach"
await 'up{job="xdpc"}' 1 "exporter still up"

# no scrapes any more: the exporter holds no BPF object open
kill -TERM "$PROM_PID"; wait "$PROM_PID" 2>/dev/null
sleep 0.3
held=$(ls -l "/proc/$SERVE_PID/fd" | grep -c 'anon_inode:bpf' || true)
expect_eq "$held" 0 "BPF objects the idle exporter holds open"
in_m curl -sf "http://$EXPORTER/metrics" >"$WORK/m2" || fail "direct scrape"
grep -q "device=\"$DEV_A\"" "$WORK/m2" && fail "detached filter still exported"
kill -TERM "$SERVE_PID"
wait "$SERVE_PID" || fail "exporter did not exit cleanly on SIGTERM"
grep -q "stopped serving" "$WORK/serve.err" || fail "exporter stop message"
in_b "$XDPC" --detach "$DEV_B" >/dev/null || fail "detach $DEV_B"
echo PASS
