# Shared setup for the end-to-end tests; source it after setting `set -u`.
#   usage of a test: bash CASE.sh XDPC E2E_FRAMES
# Every test runs in its own mount namespace (a private bpffs, so pins never
# touch the host's) with two network namespaces joined by a veth pair:
#   $NS_A/$DEV_A (sender)  <->  $NS_B/$DEV_B (xdpc attaches here).
# Only documentation addresses appear, and only inside crafted frames; no
# address, route or frame touches the root network namespace.

XDPC=${1:?usage: CASE.sh XDPC E2E_FRAMES}
FRAMES=${2:?usage: CASE.sh XDPC E2E_FRAMES}
E2E_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SKIP=77

skip_or_fail() {
	if [ "${CI:-}" = true ]; then
		echo "FAIL (CI=true, so not skipping): $*" >&2
		exit 1
	fi
	echo "SKIP: $*" >&2
	exit $SKIP
}

[ "$(id -u)" = 0 ] || skip_or_fail "needs root (BPF, XDP, network namespaces)"
for tool in ip nsenter unshare python3; do
	command -v $tool >/dev/null || skip_or_fail "needs $tool"
done

# Re-run this script inside a private mount namespace with its own bpffs.
if [ -z "${XDPC_E2E_INNER:-}" ]; then
	export XDPC_E2E_INNER=1
	exec unshare --mount --propagation private bash "$0" "$@"
fi
mount -t bpf bpf /sys/fs/bpf || skip_or_fail "cannot mount a bpf filesystem"
# namespace names and xdpc's lock files stay in this mount namespace too
mkdir -p /run/netns /run/xdpc
mount -t tmpfs -o mode=0755 xdpc-e2e /run/netns &&
	mount -t tmpfs -o mode=0700 xdpc-e2e /run/xdpc || skip_or_fail "cannot mount tmpfs on /run"

ID=$$
NS_A=xdpc-e2e-$ID-a
NS_B=xdpc-e2e-$ID-b
DEV_A=xe${ID}a
DEV_B=xe${ID}b
WORK=$(mktemp -d /tmp/xdpc-e2e.XXXXXX)
BG_PIDS=()

cleanup() {
	local rc=$?
	for p in "${BG_PIDS[@]}"; do kill -KILL "$p" 2>/dev/null; done
	wait 2>/dev/null
	ip netns del "$NS_A" 2>/dev/null
	ip netns del "$NS_B" 2>/dev/null
	rm -rf "$WORK"
	exit $rc
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() {
	echo "FAIL: $*" >&2
	exit 1
}

# Run in a network namespace, keeping this mount namespace (and its bpffs):
# unlike `ip netns exec`, nsenter leaves /sys alone.
in_a() { nsenter --net=/run/netns/$NS_A "$@"; }
in_b() { nsenter --net=/run/netns/$NS_B "$@"; }

make_veth() {
	ip netns add "$NS_A" && ip netns add "$NS_B" || fail "cannot create namespaces"
	ip link add "$DEV_A" netns "$NS_A" type veth peer name "$DEV_B" netns "$NS_B" ||
		fail "cannot create the veth pair"
	for ns in "$NS_A" "$NS_B"; do
		# no IPv6 chatter (router solicitations...) on these links
		ip netns exec "$ns" sysctl -qw net.ipv6.conf.all.disable_ipv6=1
		ip netns exec "$ns" sysctl -qw net.ipv6.conf.default.disable_ipv6=1
	done
	ip -n "$NS_A" link set "$DEV_A" up && ip -n "$NS_B" link set "$DEV_B" up ||
		fail "cannot bring the veth pair up"
	MAC_B=$(ip -n "$NS_B" -o link show "$DEV_B" | sed -n 's/.*link\/ether \([0-9a-f:]*\).*/\1/p')
}

# pin_dir NS DEV: where xdpc pins DEV's filter in the network namespace NS
# (docs/runtime.md: keyed by the namespace's inode number)
pin_dir() { echo "/sys/fs/bpf/xdpc/net$(stat -L -c %i "/run/netns/$1")/$2"; }
# lock_file NS DEV: xdpc's lock file for DEV in NS
lock_file() { echo "/run/xdpc/net$(stat -L -c %i "/run/netns/$1")/$2.lock"; }

# The XDP program id on $DEV_B, empty when none.
xdp_prog_on_b() {
	ip -n "$NS_B" -d link show "$DEV_B" | sed -n 's/.*prog\/xdp id \([0-9]*\).*/\1/p' | head -1
}

# start_receiver RUN: counts frames of run RUN arriving on $DEV_B
start_receiver() {
	rm -f "$WORK/ready"
	# nsenter execs the receiver: $! is its pid, to signal directly
	nsenter --net=/run/netns/$NS_B "$FRAMES" recv "$DEV_B" --run "$1" --timeout 60 \
		--ready "$WORK/ready" >"$WORK/recv.out" &
	RECV_PID=$!
	BG_PIDS+=("$RECV_PID")
	for _ in $(seq 100); do [ -e "$WORK/ready" ] && return 0; sleep 0.05; done
	fail "receiver did not start"
}

# stop_receiver: let frames in flight land, then collect the counts
stop_receiver() {
	sleep 0.3
	kill -INT "$RECV_PID"
	wait "$RECV_PID" || fail "receiver failed"
}

# send RUN SPEC...: send from $NS_A, output in $WORK/send.out
send() {
	local run=$1
	shift
	in_a "$FRAMES" send "$DEV_A" --dst-mac "$MAC_B" --run "$run" "$@" >"$WORK/send.out" ||
		fail "sender failed"
}

# attach_under_traffic RUN SECONDS GAP_US AFTER RULES SPEC...: with the
# receiver of run RUN started, sends SPEC... from $NS_A for SECONDS (a frame
# each GAP_US), attaches RULES over $DEV_B's filter (--pin) AFTER seconds in
# (output in $WORK/replace.out), then collects the sender and the receiver.
attach_under_traffic() {
	local run=$1 seconds=$2 gap=$3 after=$4 rules=$5 sender
	shift 5
	nsenter --net=/run/netns/$NS_A "$FRAMES" send "$DEV_A" --dst-mac "$MAC_B" --run "$run" \
		--seconds "$seconds" --gap-us "$gap" "$@" >"$WORK/send.out" &
	sender=$!
	BG_PIDS+=("$sender")
	sleep "$after"
	in_b "$XDPC" --attach "$DEV_B" "$rules" --pin >"$WORK/replace.out" 2>&1 ||
		{ cat "$WORK/replace.out"; fail "attaching $rules under traffic"; }
	cat "$WORK/replace.out"
	wait "$sender" || fail "sender failed"
	stop_receiver
	cat "$WORK/send.out" "$WORK/recv.out"
}

got() { local n; n=$(sed -n "s/^got $1 //p" "$WORK/recv.out"); echo "${n:-0}"; }

# link_drops NS DEV: the link's rx+tx dropped counters (a veth whose peer's
# ring is full drops on transmit)
link_drops() {
	ip -n "$1" -s -j link show "$2" |
		python3 -c 'import json,sys; s=json.load(sys.stdin)[0]["stats64"]; print(s["rx"]["dropped"]+s["tx"]["dropped"])'
}

# expect_arrived GOT SENT WHAT: frames the filter passes all arrived; when
# not, say whether the veth or the receiving socket lost them (load on the
# machine) or the filter did
expect_arrived() {
	[ "$1" = "$2" ] && return 0
	local sock
	sock=$(sed -n 's/^socket dropped //p' "$WORK/recv.out")
	fail "$3: expected $2, got $1 (lost outside the filter: socket ${sock:-?}," \
		"veth $(link_drops "$NS_A" "$DEV_A")+$(link_drops "$NS_B" "$DEV_B"))"
}
sent() { sed -n "s/^sent $1 //p" "$WORK/send.out"; }

# json_get FILE PYTHON-EXPR-ON-j
json_get() {
	python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

# rule_packets JSONFILE TEXT: packets of the rule whose text is TEXT
rule_packets() {
	json_get "$1" "[r['packets'] for r in j['rules'] if r['text']=='$2'][0]"
}

expect_eq() {
	[ "$1" = "$2" ] || fail "$3: expected $2, got $1"
	echo "ok: $3 = $2"
}

# Frames $DEV_A's veth could not hand to $DEV_B (its queue full): they never
# met a filter on $DEV_B.
veth_drops() {
	ip -n "$NS_A" -s -j link show "$DEV_A" |
		python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["stats64"]["tx"]["dropped"])'
}
