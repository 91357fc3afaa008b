# Helpers shared by bench/run.sh and its parts (sourced, never run).
#   RES      results file: one "key value" line per measurement
#   WORK     scratch directory (removed at exit)
#   PROBLEMS failures worth reporting (a smoke run fails on any)

now_ns() { date +%s%N; }

# Milliseconds since START (from now_ns), one decimal.
ms_since() { awk -v a="$1" -v b="$(now_ns)" 'BEGIN { printf "%.1f", (b - a) / 1e6 }'; }

# record KEY VALUE: keep a measurement for the summary and the plot.
record() { printf '%s %s\n' "$1" "$2" >>"$RES"; }

# get KEY: the value recorded for KEY, or "-".
get() { awk -v k="$1" '$1 == k { v = $2 } END { print (v == "" ? "-" : v) }' "$RES"; }

problem() {
	echo "  !! $*"
	PROBLEMS+=("$*")
}

# A figure from `xdpc-bench prog` output: field FILE KEY -> value after KEY.
field() { awk -v k="$2" '$1 == k { print $2; exit }' "$1"; }

# ns/frame of frame SPEC in `xdpc-bench prog` output FILE.
frame_ns() { awk -v s="$2" '$1 == "frame" && $2 == s { print $8; exit }' "$1"; }

# ratio A B -> A/B with two decimals, or "-" when either is missing.
ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN {
		if (a == "-" || b == "-" || a == "" || b == "" || b + 0 == 0) print "-";
		else printf "%.2f", a / b }'
}

# Human-friendly bytes.
kib() { awk -v b="$1" 'BEGIN { if (b == "-" || b == "") print "-"; else printf "%.1f KiB", b / 1024 }'; }

# bench_prog OUTFILE OBJ FRAME...: run xdpc-bench prog with this run's
# repetition settings; returns its status (output in OUTFILE).
bench_prog() {
	local out=$1
	shift
	"$XB" prog --repeat "$REPEAT" --runs "$RUNS" --target-ms "$TARGET_MS" "$@" >"$out" 2>"$out.err"
}

# Time a command in ms into the variable named by $1; returns its status.
timed() {
	local __var=$1 __t0 __rc
	shift
	__t0=$(now_ns)
	"$@"
	__rc=$?
	printf -v "$__var" '%s' "$(ms_since "$__t0")"
	return $__rc
}

hr() { printf '%s\n' "------------------------------------------------------------------------------"; }

# A tool the run needs: in CI its absence is a failure, elsewhere a note.
have_tool() {
	command -v "$1" >/dev/null 2>&1 && return 0
	if [ "${CI:-}" = true ]; then
		problem "$1 is missing (bash .ci/setup installs it)"
	else
		echo "  (no $1 here: $2 skipped; bash .ci/setup installs it)"
	fi
	return 1
}

# Side-by-side parts (6, 7): variants of one rule set, each measured on the
# frames udp4 and tcp4.
# side_case KEY DIR NAME RULES FRAME...: writes RULES to DIR/NAME.xf,
# compiles and runs it on FRAME... (bench_prog's SPEC=verdict), and records
# KEY_NAME_udp_ns, KEY_NAME_tcp_ns and KEY_NAME_verified_insns.
side_case() {
	local key=$1 dir=$2 name=$3 rules=$4
	shift 4
	printf '%s\n' "$rules" >"$dir/$name.xf"
	if ! "$XDPC" "$dir/$name.xf" -o "$dir/$name.o" 2>"$dir/$name.err"; then
		problem "$key $name: xdpc failed: $(tail -n 2 "$dir/$name.err" | tr '\n' ' ')"
		return
	fi
	if bench_prog "$dir/p_$name" "$dir/$name.o" "$@"; then
		record "${key}_${name}_udp_ns" "$(frame_ns "$dir/p_$name" udp4)"
		record "${key}_${name}_tcp_ns" "$(frame_ns "$dir/p_$name" tcp4)"
		record "${key}_${name}_verified_insns" "$(field "$dir/p_$name" verified_insns)"
	else
		problem "$key $name: $(grep -E 'mismatch|error' "$dir/p_$name" | tr '\n' ' ')"
	fi
}

# side_table KEY DIR WIDTH TITLE NAME...: side_case's figures, a row per
# NAME (its rules in a column WIDTH wide); the ratio is against the first.
side_table() {
	local key=$1 dir=$2 width=$3 title=$4 name base
	shift 4
	base=$(get "${key}_$1_udp_ns")
	printf "%-7s %-${width}s %8s %8s %8s %9s\n" case "$title" udp_ns ratio tcp_ns verified
	hr
	for name in "$@"; do
		printf "%-7s %-${width}s %8s %8s %8s %9s\n" "$name" "$(tr '\n' ' ' <"$dir/$name.xf")" \
			"$(get "${key}_${name}_udp_ns")" \
			"$(ratio "$(get "${key}_${name}_udp_ns")" "$base")" \
			"$(get "${key}_${name}_tcp_ns")" "$(get "${key}_${name}_verified_insns")"
	done
}
