# Part 5: ClassBench-like multi-field rule sets (issue 11). For each set
# (tests/lib/classgen.h via `xdpc-bench classgen`: acl, fw, ipc mixes,
# IPv4 or IPv6, seed 1, under `default drop;`) and each N: compile time
# (wall and CPU) and the compiler's peak RSS, load time, verified
# instructions, and ns/frame of a frame matching no rule, of a frame
# matching only the last rule, and the mean over a stream of frames each
# inside a random rule. Then the issue's targets side by side with part 1's
# xdp1 ratios (run here if part 1 did not run). Sourced by run.sh.

CB_STREAM_MS=100   # target per stream-frame call: 32 frames stay quick

# cb_frames FILE NAME: the "SPEC=VERDICT" words of the frames called NAME.
cb_frames() { awk -v n="$2" '$1 == n { print $2 }' "$1"; }

# Mean ns/frame over every frame line of `xdpc-bench prog` output FILE.
cb_mean_ns() { awk '$1 == "frame" { s += $8; n++ } END { if (n) printf "%.1f", s / n; else print "-" }' "$1"; }

cb_case() {
	local set=$1 n=$2 mix=${1%?} fam=${1: -1} dir=$WORK/cb key="cb_$1_$2" first
	mkdir -p "$dir"
	local xf=$dir/$set-$n.xf fr=$dir/$set-$n.frames obj=$dir/$set-$n.o
	if ! "$XB" classgen "$mix" "$fam" "$n" 1 "$xf" "$fr" "$CB_STREAM" 2>"$dir/gen.err"; then
		problem "$set $n rules: xdpc-bench classgen failed: $(head -n 2 "$dir/gen.err" | tr '\n' ' ')"
		return
	fi
	if ! "$XB" rusage "$dir/ru" "$XDPC" "$xf" -o "$obj" 2>"$dir/cc.err"; then
		record "${key}_status" compile-failed
		first=$(grep -m1 'error:' "$dir/cc.err" | sed "s|$dir/||")
		problem "$set $n rules: xdpc refused them: ${first:-$(tail -n 2 "$dir/cc.err" | tr '\n' ' ')}"
		record "${key}_compile_ms" "$(field "$dir/ru" wall_ms)"
		record "${key}_compile_cpu_ms" "$(field "$dir/ru" cpu_ms)"
		record "${key}_maxrss_kib" "$(field "$dir/ru" maxrss_kib)"
		return
	fi
	record "${key}_compile_ms" "$(field "$dir/ru" wall_ms)"
	record "${key}_compile_cpu_ms" "$(field "$dir/ru" cpu_ms)"
	record "${key}_maxrss_kib" "$(field "$dir/ru" maxrss_kib)"
	if bench_prog "$dir/p" "$obj" $(cb_frames "$fr" miss) $(cb_frames "$fr" last); then
		record "${key}_status" ok
	elif grep -q load_error "$dir/p"; then
		record "${key}_status" load-failed
		problem "$set $n rules: the kernel refused the object: $(grep -m1 -iE 'too large|processed|limit|error' "$dir/p.err" | cut -c1-160)"
		return
	else
		record "${key}_status" ok
		problem "$set $n rules: wrong verdicts: $(grep -E 'mismatch|error' "$dir/p" | tr '\n' ' ')"
	fi
	local k
	for k in load_ms verified_insns jited_bytes; do
		record "${key}_$k" "$(field "$dir/p" $k)"
	done
	record "${key}_miss_ns" "$(frame_ns "$dir/p" "$(cb_frames "$fr" miss | sed 's/=.*//')")"
	record "${key}_last_ns" "$(frame_ns "$dir/p" "$(cb_frames "$fr" last | sed 's/=.*//')")"
	# the stream: one call per frame, fewer repetitions (slow sets would
	# otherwise take minutes), the mean over the frames
	if "$XB" prog --repeat "$REPEAT" --runs 1 --target-ms "$([ "$TARGET_MS" -gt 0 ] && echo $CB_STREAM_MS || echo 0)" \
		"$obj" $(cb_frames "$fr" stream) >"$dir/s" 2>"$dir/s.err"; then
		record "${key}_stream_ns" "$(cb_mean_ns "$dir/s")"
	else
		record "${key}_stream_ns" "$(cb_mean_ns "$dir/s")"
		problem "$set $n rules: stream frames: $(grep -m1 -E 'mismatch|error' "$dir/s" "$dir/s.err" | cut -c1-160)"
	fi
	rm -f "$obj"
}

cb_header() {
	printf '%-5s %7s %10s %9s %8s %8s %10s %8s %8s %9s %6s %6s %6s\n' set N compile_ms cpu_ms rss_MiB \
		load_ms verified miss_ns last_ns stream_ns miss_x last_x strm_x
	hr
}

# The rows of SET, one per N; writes classbench_SET.dat.
cb_table() {
	local set=$1 n key base
	base="cb_${set}_${CB_COUNTS[0]}"
	echo "# N miss_ns last_ns stream_ns" >"$OUT/classbench_$set.dat"
	for n in "${CB_COUNTS[@]}"; do
		key="cb_${set}_$n"
		printf '%-5s %7s %10s %9s %8s %8s %10s %8s %8s %9s %6s %6s %6s\n' "$set" "$n" \
			"$(get "${key}_compile_ms")" "$(get "${key}_compile_cpu_ms")" \
			"$(awk -v k="$(get "${key}_maxrss_kib")" 'BEGIN { if (k == "-") print "-"; else printf "%.0f", k / 1024 }')" \
			"$(get "${key}_load_ms")" "$(get "${key}_verified_insns")" \
			"$(get "${key}_miss_ns")" "$(get "${key}_last_ns")" "$(get "${key}_stream_ns")" \
			"$(ratio "$(get "${key}_miss_ns")" "$(get "${base}_miss_ns")")" \
			"$(ratio "$(get "${key}_last_ns")" "$(get "${base}_last_ns")")" \
			"$(ratio "$(get "${key}_stream_ns")" "$(get "${base}_stream_ns")")"
		echo "$n $(get "${key}_miss_ns") $(get "${key}_last_ns") $(get "${key}_stream_ns")" |
			sed 's/ -/ NaN/g' >>"$OUT/classbench_$set.dat"
	done
}

part_classbench() {
	local set
	echo
	echo "== 5. ClassBench-like multi-field rule sets (default drop; seed 1) =="
	for set in "${CB_SETS[@]}"; do
		for n in "${CB_COUNTS[@]}"; do
			cb_case "$set" "$n"
		done
	done
	cb_header
	for set in "${CB_SETS[@]}"; do
		cb_table "$set"
	done
	echo "(compile: xdpc RULES -o OBJ, wall and CPU ms, rss: the compiler's peak resident memory;"
	echo " load_ms: open + verify + map setup; miss: a frame matching no rule (default drop);"
	echo " last: a frame only the last rule matches (pass); stream: mean of $CB_STREAM frames,"
	echo " each inside a random rule (first match decides), one test-run call each;"
	echo " *_x: ratio to the same frame at N = ${CB_COUNTS[0]})"
	# the xdp1 comparison belongs to the same run
	if [ "$(get xdp1_udp4_ratio)" = - ]; then
		echo "(part 1 did not run: measuring it now for the xdp1 targets)"
		part_xdp1
	fi
}

# cb_worst SET N: the worst ratio of N's three frames to the smallest N's.
cb_worst() {
	local key="cb_$1_$2" base="cb_$1_${CB_COUNTS[0]}" f r w=-
	for f in miss last stream; do
		r=$(ratio "$(get "${key}_${f}_ns")" "$(get "${base}_${f}_ns")")
		[ "$r" = - ] && { echo -; return; }
		[ "$w" = - ] || awk -v r="$r" -v w="$w" 'BEGIN { exit !(r > w) }' && w=$r
	done
	echo "$w"
}

# cb_over A B MAX_A MAX_B: true when A or B is missing ("-") or over its
# maximum, i.e. the target is not met.
cb_over() {
	[ "$1" = - ] || [ "$2" = - ] ||
		awk -v a="$1" -v b="$2" -v x="$3" -v y="$4" 'BEGIN { exit !(a > x || b > y) }'
}

# Issue 11's targets, for summary.sh.
summary_classbench() {
	local few=${CB_COUNTS[0]} mid=${CB_COUNTS[-2]} many=${CB_COUNTS[-1]} set ok=1 detail= w1 w2 c1 c2
	for set in "${CB_SETS[@]}"; do
		w1=$(cb_worst "$set" "$mid")
		w2=$(cb_worst "$set" "$many")
		detail+="$set $w1/$w2, "
		cb_over "$w1" "$w2" 2 3 && ok=0
	done
	summary_row "(5a) $mid rules <= 2x, $many <= 3x ns of $few" "$(verdict "$ok == 1")" \
		"worst frame ratio $mid/$many: ${detail%, } (- = not measured: refused or failed)"
	ok=1 detail=
	for set in "${CB_SETS[@]}"; do
		c1=$(get "cb_${set}_${mid}_compile_cpu_ms")
		c2=$(get "cb_${set}_${many}_compile_cpu_ms")
		detail+="$set ${c1}/${c2} ms ($(get "cb_${set}_${many}_status")), "
		cb_over "$c1" "$c2" 999.9 9999.9 && ok=0
		[ "$(get "cb_${set}_${many}_status")" = ok ] || ok=0
	done
	summary_row "(5b) compile CPU: $mid rules < 1 s, $many < 10 s" "$(verdict "$ok == 1")" \
		"CPU ms $mid/$many: ${detail%, }"
	local u q e
	u=$(get xdp1_udp4_ratio) q=$(get xdp1_qinq_ratio) e=$(get xdp1_ext6_ratio_cv)
	summary_row "(5c) count by proto vs xdp1 C, C same: <= 1x" \
		"$(verdict "$u <= 1.05 && $q <= 1.05 && $e <= 1.05")" \
		"xdpc/C IPv4/UDP $u, QinQ $q; xdpc/C same IPv6+ext $e (5%: the kernel's 1 ns resolution)"
}
