#!/usr/bin/env bash
# xdpc benchmarks: bench/run.sh [--smoke] [--part xdp1|sets|rules|e2e|classbench|rate|sample] [BUILD_DIR]
#   (default BUILD_DIR: build-bench)
#
# Prints tables of ratios measured side by side in one run, a summary
# against the targets, and writes BUILD_DIR/bench-results/ (report.txt,
# results.txt, *.dat, bench.png). --smoke: tiny sizes and repetitions, a few
# seconds; it checks that the benchmark works, never how fast anything is.
# --part: only that part (repeatable; the summary then lacks the others).
# Needs root (BPF, XDP, namespaces): otherwise exit 77 (skip), or 1 when
# CI=true. See bench/README.md.
set -uo pipefail   # no -e: a failed measurement is reported, the run goes on

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SMOKE=0
BUILD=
PARTS=()
want_part=0
for arg in "$@"; do
	if [ $want_part = 1 ]; then
		case $arg in xdp1 | sets | rules | e2e | classbench | rate | sample) PARTS+=("$arg") ;;
		*) echo "bench/run.sh: unknown part $arg (xdp1 sets rules e2e classbench rate sample)" >&2; exit 2 ;; esac
		want_part=0
		continue
	fi
	case $arg in
	--smoke) SMOKE=1 ;;
	--part) want_part=1 ;;
	-h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	-*) echo "bench/run.sh: unknown option $arg" >&2; exit 2 ;;
	*) BUILD=$arg ;;
	esac
done
BUILD=$(cd "${BUILD:-$BENCH_DIR/../build-bench}" 2>/dev/null && pwd) || {
	echo "bench/run.sh: no build directory (cmake -S . -B build-bench && cmake --build build-bench)" >&2
	exit 2
}

if [ "$(id -u)" != 0 ]; then
	if [ "${CI:-}" = true ]; then
		echo "FAIL: the benchmarks need root (BPF, XDP, namespaces) and CI=true forbids skipping"
		exit 1
	fi
	echo "SKIP: the benchmarks need root (BPF, XDP, network namespaces)"
	exit 77
fi

# Everything runs in a private mount namespace: its own bpffs (pins never
# reach the host's), namespace names and xdpc lock files.
if [ -z "${XDPC_BENCH_INNER:-}" ]; then
	export XDPC_BENCH_INNER=1
	exec unshare --mount --propagation private bash "$0" "$@"
fi
mount -t bpf bpf /sys/fs/bpf || { echo "FAIL: cannot mount a bpf filesystem"; exit 1; }
mkdir -p /run/netns /run/xdpc
mount -t tmpfs -o mode=0755 xdpc-bench /run/netns && mount -t tmpfs -o mode=0700 xdpc-bench /run/xdpc ||
	{ echo "FAIL: cannot mount tmpfs on /run"; exit 1; }

XDPC=$BUILD/runtime/xdpc
XB=$BUILD/bench/xdpc-bench
for b in "$XDPC" "$XB"; do
	[ -x "$b" ] || { echo "FAIL: $b is not built (cmake --build $BUILD)"; exit 1; }
done
OUT=$BUILD/bench-results
[ $SMOKE = 1 ] && OUT=$BUILD/bench-results-smoke
mkdir -p "$OUT"
RES=$OUT/results.txt
: >"$RES"
WORK=$(mktemp -d /tmp/xdpc-bench.XXXXXX)
NETNS_LIST=()
PROBLEMS=()

cleanup() {
	local rc=$? ns
	for ns in "${NETNS_LIST[@]}"; do ip netns del "$ns" 2>/dev/null; done
	rm -rf "$WORK"
	exit $rc
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ $SMOKE = 1 ]; then
	SET_SIZES=(10 100)
	RULE_COUNTS=(10 20)
	FRAME_SIZES=(60 1500)
	REPEAT=1000 RUNS=1 TARGET_MS=0 XDP1_ROUNDS=1
	E2E_COUNT=20000 E2E_SECONDS=1 E2E_ROUNDS=1
	CB_SETS=(acl4 acl6) CB_COUNTS=(10 100) CB_STREAM=4
else
	SET_SIZES=(10 1000 100000 1000000)
	RULE_COUNTS=(10 100 1000 10000)
	FRAME_SIZES=(60 128 256 512 1024 1500)
	REPEAT=1000000 RUNS=5 TARGET_MS=300 XDP1_ROUNDS=5
	E2E_COUNT=40000000 E2E_SECONDS=4 E2E_ROUNDS=3
	CB_SETS=(acl4 fw4 ipc4 acl6) CB_COUNTS=(10 100 1000 10000 100000) CB_STREAM=32
fi

source "$BENCH_DIR/lib.sh"
source "$BENCH_DIR/part_xdp1.sh"
source "$BENCH_DIR/part_sets.sh"
source "$BENCH_DIR/part_rules.sh"
source "$BENCH_DIR/part_e2e.sh"
source "$BENCH_DIR/part_classbench.sh"
source "$BENCH_DIR/part_rate.sh"
source "$BENCH_DIR/part_sample.sh"
source "$BENCH_DIR/summary.sh"

main() {
	local t0
	t0=$(now_ns)
	echo "xdpc benchmarks$([ $SMOKE = 1 ] && echo " (SMOKE: tiny sizes; numbers mean nothing)")"
	echo "  $(uname -sr), $(nproc) CPUs, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), load average $(cut -d' ' -f1-3 /proc/loadavg)"
	echo "  xdpc $(git -C "$BENCH_DIR" describe --always --dirty 2>/dev/null || echo '?'), build $BUILD, $(date -u +%Y-%m-%dT%H:%MZ)"
	echo "  BPF_PROG_TEST_RUN: best of $RUNS calls of up to $REPEAT repetitions$([ "$TARGET_MS" -gt 0 ] && echo ", fewer when a call would exceed ${TARGET_MS} ms")"
	for part in xdp1 sets rules e2e classbench rate sample; do
		[ ${#PARTS[@]} -eq 0 ] || [[ " ${PARTS[*]} " == *" $part "* ]] && "part_$part"
	done
	summary
	if [ ${#PARTS[@]} -gt 0 ]; then
		echo "(no plot: only part ${PARTS[*]} ran)"
	elif command -v gnuplot >/dev/null; then
		gnuplot -e "dir='$OUT'" "$BENCH_DIR/plot.gp" 2>"$WORK/gnuplot.err" &&
			echo "plot: $OUT/bench.png" || problem "gnuplot failed: $(head -n 2 "$WORK/gnuplot.err")"
	else
		have_tool gnuplot "the plot"
	fi
	echo "results: $OUT (took $(awk -v ms="$(ms_since "$t0")" 'BEGIN { printf "%.0f", ms / 1000 }') s)"
	if [ ${#PROBLEMS[@]} -gt 0 ]; then
		echo
		echo "Problems (${#PROBLEMS[@]}):"
		printf '  - %s\n' "${PROBLEMS[@]}"
	fi
	if [ $SMOKE = 1 ]; then
		# a smoke run passes when every part ran; speed is never judged
		if [ ${#PROBLEMS[@]} -gt 0 ]; then
			echo "0 passed, 1 failed"
			return 1
		fi
		echo "1 passed, 0 failed"
	fi
	return 0
}

exec > >(tee "$OUT/report.txt") 2>&1
main
