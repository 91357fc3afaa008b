#!/usr/bin/env bash
# Two builds of xdpc side by side on part 5's ClassBench-like sets:
#   bench/compare_builds.sh BASE_XDPC NEW_XDPC XDPC_BENCH MIX:FAM:N...
# e.g. acl:4:10000. Each set is generated once (seed 1, 32 stream frames),
# compiled by both builds under `xdpc-bench rusage`, then the miss and last
# frames run in ROUNDS rounds (env, default 5) alternating the two objects
# (best call of 20,000 repetitions), the stream once per build (2,000
# repetitions per frame, the mean). Work files in $WORK (default a temp dir).
set -euo pipefail
[ $# -ge 4 ] || { sed -n '2,8p' "$0" >&2; exit 2; }
base=$1 new=$2 xb=$3
shift 3
rounds=${ROUNDS:-5}
work=${WORK:-$(mktemp -d /tmp/xdpc-compare.XXXXXX)}
mkdir -p "$work"

printf '%-6s %7s %-6s %9s %9s %7s %7s %7s\n' set N build cpu_ms verified miss last stream
for spec in "$@"; do
	IFS=: read -r mix fam n <<<"$spec"
	xf=$work/$mix$fam-$n.xf fr=$work/$mix$fam-$n.frames
	[ -e "$xf" ] || "$xb" classgen "$mix" "$fam" "$n" 1 "$xf" "$fr" 32
	probes=$(awk '$1 == "miss" || $1 == "last" { print $2 }' "$fr")
	stream=$(awk '$1 == "stream" { print $2 }' "$fr")
	declare -A miss=() last=() verified=()
	for b in base new; do
		x=$base
		[ $b = new ] && x=$new
		"$xb" rusage "$work/ru-$b" "$x" "$xf" -o "$work/$b.o" >/dev/null 2>&1
	done
	for _ in $(seq "$rounds"); do
		for b in base new; do
			# shellcheck disable=SC2086
			"$xb" prog "$work/$b.o" --runs 1 --repeat 20000 $probes >"$work/p-$b" 2>/dev/null
			read -r m l < <(awk '$1 == "frame" { printf "%d ", $8 } END { print "" }' "$work/p-$b")
			[ -z "${miss[$b]:-}" ] || [ "$m" -lt "${miss[$b]}" ] && miss[$b]=$m
			[ -z "${last[$b]:-}" ] || [ "$l" -lt "${last[$b]}" ] && last[$b]=$l
			verified[$b]=$(awk '$1 == "verified_insns" { print $2 }' "$work/p-$b")
		done
	done
	for b in base new; do
		# shellcheck disable=SC2086
		"$xb" prog "$work/$b.o" --runs 1 --repeat 2000 $stream >"$work/s-$b" 2>/dev/null
		printf '%-6s %7s %-6s %9s %9s %7s %7s %7s\n' "$mix$fam" "$n" $b \
			"$(awk '$1 == "cpu_ms" { print $2 }' "$work/ru-$b")" "${verified[$b]}" \
			"${miss[$b]}" "${last[$b]}" \
			"$(awk '$1 == "frame" { s += $8; k++ } END { if (k) printf "%.0f", s / k }' "$work/s-$b")"
	done
	unset miss last verified
done
