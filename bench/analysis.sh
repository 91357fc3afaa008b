#!/usr/bin/env bash
# The exact analyses at scale: bench/analysis.sh [BUILD_DIR] (default build)
# For 1,000 and 10,000 generated rules (IPv4/IPv6 prefixes, port ranges,
# TTL and count rules; default drop) it measures, in CPU seconds of this
# process and its children:
#   - xdpc --diff OLD NEW, for an equivalent rewrite (a rule repeated: the
#     copy is unreachable) and for one planted change;
#   - xdpc --check with the exact lint;
#   - the solver choice: xdpc-analysis-z3 asks Z3 and BuDDy the same
#     equivalence question on the same files, and (--lint) the lint's
#     question, which rules no frame reaches.
# No root needed. Results: a table on stdout, for bench/README.md.
set -uo pipefail
BUILD=$(cd "${1:-$(dirname "$0")/../build}" && pwd)
xdpc=$BUILD/runtime/xdpc z3=$BUILD/bench/xdpc-analysis-z3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

gen() {
	awk -v n="$1" 'BEGIN { srand(7); for (i = 0; i < n; i++) { a = int(rand() * 256); b = int(rand() * 256); p = int(rand() * 65000); k = int(rand() * 4);
		if (k == 0) printf "drop udp src 198.51.%d.%d dport %d;\n", a, b, p;
		else if (k == 1) printf "pass tcp dport %d src 203.0.%d.0/24;\n", p, a;
		else if (k == 2) printf "drop src 2001:db8:%x:%x::/64 port %d-%d;\n", a, b, p, p + int(rand() * 100);
		else printf "count ttl < %d dst 192.0.%d.%d;\n", int(rand() * 255) + 1, a, b }
		print "default drop;" }'
}

# cpu CMD...: user+sys seconds of CMD (output discarded)
cpu() {
	local t
	t=$( { TIMEFORMAT='%U %S'; time "$@" >/dev/null 2>&1; } 2>&1 | tail -1)
	awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.2f", a[1] + a[2] }'
}

printf '%-8s %-22s %10s\n' rules measurement "CPU s"
for n in 1000 10000; do
	gen "$n" >"$tmp/old.xf"
	{ head -1 "$tmp/old.xf"; cat "$tmp/old.xf"; } >"$tmp/same.xf"
	sed "$((n / 2))s/.*/drop udp dport 4444;/" "$tmp/old.xf" >"$tmp/new.xf"
	printf '%-8s %-22s %10s\n' "$n" "diff equivalent" "$(cpu "$xdpc" --diff "$tmp/old.xf" "$tmp/same.xf")"
	printf '%-8s %-22s %10s\n' "$n" "diff one change" "$(cpu "$xdpc" --diff "$tmp/old.xf" "$tmp/new.xf")"
	printf '%-8s %-22s %10s\n' "$n" "check + exact lint" "$(cpu "$xdpc" --check "$tmp/old.xf")"
	printf '%-8s %-22s %10s\n' "$n" "check --no-lint" "$(cpu "$xdpc" --check --no-lint "$tmp/old.xf")"
	if [ -x "$z3" ]; then
		for pair in same new; do
			"$z3" "$tmp/old.xf" "$tmp/$pair.xf" | while read -r who secs verdict; do
				printf '%-8s %-22s %10s\n' "$n" "solver $who ($pair: $verdict)" "$secs"
			done
		done
		"$z3" --lint "$tmp/old.xf" | while read -r who secs cnt; do
			printf '%-8s %-22s %10s\n' "$n" "lint $who ($cnt unreachable)" "$secs"
		done
	fi
done

# --diff of ClassBench-like sets (xdpc-bench classgen) against the same
# set with one rule deleted, one changed and one inserted at its middle:
# the edits an operator makes; and against an unrelated set of the same
# family (seed 2: no rule shared, so nothing to focus on). Wall seconds
# too: the machine is shared.
bench=$BUILD/bench/xdpc-bench
if [ -x "$bench" ]; then
	printf '\n%-8s %-6s %-10s %10s %10s %8s\n' rules family edit "CPU s" "wall s" exit
	for fam in acl fw ipc; do
		"$bench" classgen "$fam" 4 10000 1 "$tmp/c.xf" "$tmp/c.frames" 1 >/dev/null
		mid=$(( $(wc -l <"$tmp/c.xf") / 2 ))
		sed "${mid}d" "$tmp/c.xf" >"$tmp/c-deleted.xf"
		sed "${mid}s/.*/drop udp dst 198.51.100.0\/24 dport 4444;/" "$tmp/c.xf" >"$tmp/c-changed.xf"
		sed "${mid}i pass tcp src 203.0.113.0/24 dport 22;" "$tmp/c.xf" >"$tmp/c-inserted.xf"
		"$bench" classgen "$fam" 4 10000 2 "$tmp/c-unrelated.xf" "$tmp/c.frames" 1 >/dev/null
		for edit in deleted changed inserted unrelated; do
			start=$(date +%s.%N)
			t=$(cpu "$xdpc" --diff "$tmp/c.xf" "$tmp/c-$edit.xf")
			"$xdpc" --diff "$tmp/c.xf" "$tmp/c-$edit.xf" >/dev/null 2>&1
			rc=$?
			wall=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.2f", (e - s) / 2 }')
			printf '%-8s %-6s %-10s %10s %10s %8s\n' 10000 "$fam" "$edit" "$t" "$wall" "$rc"
		done
	done
fi
