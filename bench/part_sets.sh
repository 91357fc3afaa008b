# Part 2: `drop src in big;` with `set big from "FILE";` of N prefixes, in
# the shapes of `xdpc-bench setgen` (tests/lib/setmix.h):
#   even4 / even6  disjoint /31s in 240.0.0.0/4, /64s in 2001:db8::/32
#                  (nothing merges; 240/4 addresses only exist in test runs)
#   mix4           55% /24, 25% /32, 12% /16-/23, 8% /8-/15, uniform:
#                  overlapping and nested
#   drop4          an aggregated blocklist: bogons, netblocks, many /24s
#                  and /32s, half in hot /16s, some nested
#   mix6           mostly /48 and /64, some /32, /128s; nested
# Frames: a hit and a miss in the densest /16 (/32 for IPv6) of the merged
# set, a hit on its most isolated interval and a miss in the widest gap
# next to it. Sourced by run.sh.

SET_MIXES=(even4 mix4 drop4 even6 mix6)
SET_LPM_MIXES=(drop4 mix6)   # also timed as a BPF LPM trie (a dynamic set)
SET_PROBES=(hit_dense miss_dense hit_sparse miss_sparse)
SET_SEED=1

# One mix at one size: generate, compile, load, time; records set_MIX_N_*.
# With "lpm": the set is dynamic, i.e. a BPF LPM trie filled after the
# load; records set_lpm_MIX_N_*.
set_case() {
	local mix=$1 n=$2 lpm=${3:-} key="set_$1_$2" dir=$WORK/sets ms k p addr frame=udp4 specs=()
	local base=$dir/$mix-$n$lpm decl=set opts=() fill=()
	[ -n "$lpm" ] && key="set_lpm_$1_$2" decl="dynamic set" opts=(--table-size $((n + 16))) fill=(--fill-lpm "$base.txt")
	mkdir -p "$dir"
	[ "${mix: -1}" = 6 ] && frame=udp6
	if ! "$XB" setgen "$mix" "$n" "$SET_SEED" "$base.txt" >"$base.gen"; then
		record "${key}_status" gen-failed
		problem "$mix set of $n: xdpc-bench setgen failed"
		return
	fi
	record "${key}_intervals" "$(field "$base.gen" intervals)"
	printf '%s big from "%s";\ndrop src in big;\n' "$decl" "${base##*/}.txt" >"$base.xf"
	if ! timed ms /usr/bin/time -f '%U %S' -o "$base.cpu" "$XDPC" "$base.xf" -o "$base.o" "${opts[@]}" 2>"$base.err"; then
		record "${key}_status" compile-failed
		problem "$mix set of $n: xdpc failed to compile: $(tail -n 3 "$base.err" | tr '\n' ' ')"
		return
	fi
	record "${key}_compile_ms" "$ms"
	# CPU time too: on a shared machine the wall time includes waiting
	record "${key}_compile_cpu_ms" "$(awk 'END { printf "%.0f", ($1 + $2) * 1000 }' "$base.cpu")"
	record "${key}_obj_bytes" "$(stat -c %s "$base.o")"
	[ -z "$lpm" ] && rm -f "$base.txt"
	for p in "${SET_PROBES[@]}"; do
		addr=$(awk -v p="$p" '$1 == "probe" && $2 == p { print $3 }' "$base.gen")
		[ "$addr" = - ] && continue
		specs+=("$frame@$addr=$([ "${p%%_*}" = hit ] && echo drop || echo pass)")
	done
	# five times the calls of the other parts: each call is short (10 ns
	# x repetitions), and the best of many rides out a busy machine
	if ! RUNS=$((RUNS * 5)) bench_prog "$base.p" "$base.o" "${fill[@]}" "${specs[@]}"; then
		if grep -q load_error "$base.p"; then
			record "${key}_status" load-failed
			problem "$mix set of $n: the kernel refused the object: $(field "$base.p" load_error) $(grep -m1 -iE 'E2BIG|too|limit|processed' "$base.p.err")"
			return
		fi
		problem "$mix set of $n: wrong verdicts: $(grep -E 'mismatch|error' "$base.p" | tr '\n' ' ')"
	fi
	rm -f "$base.o" "$base.txt"
	record "${key}_status" ok
	for k in load_ms verified_insns maps_memlock xlated_bytes; do
		record "${key}_$k" "$(field "$base.p" $k)"
	done
	record "${key}_rodata" "$(awk '$1 == "map" && $2 ~ /rodata/ { print $7; exit }' "$base.p")"
	for p in "${SET_PROBES[@]}"; do
		addr=$(awk -v p="$p" '$1 == "probe" && $2 == p { print $3 }' "$base.gen")
		[ "$addr" = - ] && continue
		record "${key}_${p}_ns" "$(frame_ns "$base.p" "$frame@$addr")"
	done
}

# The worst ratio over the probes of mix MIX at size N to the same probe
# at the smallest size; "-" when nothing could be compared.
set_worst_ratio() {
	local mix=$1 n=$2 small=${SET_SIZES[0]} p r worst=-
	for p in "${SET_PROBES[@]}"; do
		r=$(ratio "$(get "set_${mix}_${n}_${p}_ns")" "$(get "set_${mix}_${small}_${p}_ns")")
		[ "$r" = - ] && continue
		if [ "$worst" = - ] || awk -v r="$r" -v w="$worst" 'BEGIN { exit !(r > w) }'; then
			worst=$r
		fi
	done
	echo "$worst"
}

part_sets() {
	local mix n key p floor row
	echo
	echo "== 2. drop src in big;  (set big from \"FILE\"; N prefixes of each mix) =="
	bench_prog "$WORK/p2.floor" :drop udp4 || problem "the floor program did not run"
	floor=$(frame_ns "$WORK/p2.floor" udp4)
	record set_floor_ns "$floor"
	for mix in "${SET_MIXES[@]}"; do
		for n in "${SET_SIZES[@]}"; do
			set_case "$mix" "$n"
		done
	done
	for mix in "${SET_LPM_MIXES[@]}"; do
		for n in "${SET_SIZES[@]}"; do
			set_case "$mix" "$n" lpm
		done
	done
	printf '%-6s %8s %8s %8s %7s %10s %7s %9s %11s %6s %6s %6s %6s %6s\n' mix N intervals compile_ms cpu_ms object load_ms verified memlock \
		hitD missD hitS missS worst
	hr
	: >"$OUT/sets.dat"
	echo "# N $(printf '%s_worst_ns ' "${SET_MIXES[@]}")" >>"$OUT/sets.dat"
	for mix in "${SET_MIXES[@]}"; do
		for n in "${SET_SIZES[@]}"; do
			key="set_${mix}_$n"
			if [ "$(get "${key}_status")" != ok ]; then
				printf '%-6s %8s  %s\n' "$mix" "$n" "FAILED: $(get "${key}_status")"
				continue
			fi
			row=()
			for p in "${SET_PROBES[@]}"; do row+=("$(get "${key}_${p}_ns")"); done
			printf '%-6s %8s %8s %8s %7s %10s %7s %9s %11s %6s %6s %6s %6s %6s\n' "$mix" "$n" \
				"$(get "${key}_intervals")" "$(get "${key}_compile_ms")" "$(get "${key}_compile_cpu_ms")" \
				"$(kib "$(get "${key}_obj_bytes")")" "$(get "${key}_load_ms")" \
				"$(get "${key}_verified_insns")" "$(kib "$(get "${key}_maps_memlock")")" \
				"${row[@]}" "$(set_worst_ratio "$mix" "$n")"
		done
	done
	echo "the same sets as a BPF LPM trie (dynamic set, filled after the load), for comparison:"
	for mix in "${SET_LPM_MIXES[@]}"; do
		for n in "${SET_SIZES[@]}"; do
			key="set_lpm_${mix}_$n"
			row=()
			for p in "${SET_PROBES[@]}"; do row+=("$(get "${key}_${p}_ns")"); done
			printf '%-6s %8s %8s %8s %7s %10s %7s %9s %11s %6s %6s %6s %6s\n' "$mix" "$n" \
				- "$(get "${key}_compile_ms")" "$(get "${key}_compile_cpu_ms")" \
				"$(kib "$(get "${key}_obj_bytes")")" "$(get "${key}_load_ms")" \
				"$(get "${key}_verified_insns")" "$(kib "$(get "${key}_maps_memlock")")" "${row[@]}"
		done
	done
	for n in "${SET_SIZES[@]}"; do
		row=()
		for mix in "${SET_MIXES[@]}"; do
			row+=("$(for p in "${SET_PROBES[@]}"; do get "set_${mix}_${n}_${p}_ns"; done |
				awk '$1 != "-" && $1 > m { m = $1 } END { print m == "" ? "NaN" : m }')")
		done
		echo "$n ${row[*]}" >>"$OUT/sets.dat"
	done
	echo "(floor: a program that only returns XDP_DROP, $floor ns/frame; hitD/missD: frames in the"
	echo " densest /16 (IPv6 /32) of the set, hitS/missS: on its most isolated interval and in the"
	echo " widest gap beside it; ns/frame; worst: the highest ratio of a probe to the same probe at"
	echo " N = ${SET_SIZES[0]}; intervals: the set merged; memlock: all maps, .rodata holds the tables;"
	echo " cpu_ms: the compiler's user + system time, compile_ms its wall time)"
}
