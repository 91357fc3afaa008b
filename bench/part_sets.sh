# Part 2: `drop src in big;` with `set big from "FILE";` of N prefixes.
# Entries never touch or overlap, so the compiler cannot merge them:
#   IPv4: 240.0.0.0/4 + 4*i as /31  (reserved space: these addresses only
#         ever appear in test-run frames, never on a wire)
#   IPv6: 2001:db8:H:L::/64 with H:L = 2*i
# Hit frame: source inside the middle entry; miss frame: source in the gap
# just after it. Sourced by run.sh.

set_gen() { # FAMILY N FILE
	awk -v fam="$1" -v n="$2" 'BEGIN {
		for (i = 0; i < n; i++) {
			if (fam == 4) {
				a = 4026531840 + 4 * i
				printf "%d.%d.%d.%d/31\n", int(a / 16777216), int(a / 65536) % 256, int(a / 256) % 256, a % 256
			} else {
				v = 2 * i
				printf "2001:db8:%x:%x::/64\n", int(v / 65536), v % 65536
			}
		}
	}' >"$3"
}

# set_addr FAMILY N hit|miss: a source address for the frame.
set_addr() {
	awk -v fam="$1" -v n="$2" -v what="$3" 'BEGIN {
		m = int(n / 2)
		if (fam == 4) {
			a = 4026531840 + 4 * m + (what == "hit" ? 1 : 2)
			printf "%d.%d.%d.%d\n", int(a / 16777216), int(a / 65536) % 256, int(a / 256) % 256, a % 256
		} else {
			v = 2 * m + (what == "hit" ? 0 : 1)
			printf "2001:db8:%x:%x::1\n", int(v / 65536), v % 65536
		}
	}'
}

# One set size of one family: compile, load, time; records set_vF_N_*.
set_case() {
	local fam=$1 n=$2 key="set_v$1_$2" dir=$WORK/sets ms hit miss k
	mkdir -p "$dir"
	set_gen "$fam" "$n" "$dir/big$fam-$n.txt"
	printf 'set big from "big%s-%s.txt";\ndrop src in big;\n' "$fam" "$n" >"$dir/set$fam-$n.xf"
	if ! timed ms "$XDPC" "$dir/set$fam-$n.xf" -o "$dir/set$fam-$n.o" 2>"$dir/c$fam-$n.err"; then
		record "${key}_status" compile-failed
		problem "IPv$fam set of $n: xdpc failed to compile: $(tail -n 3 "$dir/c$fam-$n.err" | tr '\n' ' ')"
		return
	fi
	record "${key}_compile_ms" "$ms"
	record "${key}_obj_bytes" "$(stat -c %s "$dir/set$fam-$n.o")"
	rm -f "$dir/big$fam-$n.txt"
	hit=$(set_addr "$fam" "$n" hit)
	miss=$(set_addr "$fam" "$n" miss)
	local frame=udp4
	[ "$fam" = 6 ] && frame=udp6
	if ! bench_prog "$dir/p$fam-$n" "$dir/set$fam-$n.o" "$frame@$hit=drop" "$frame@$miss=pass"; then
		if grep -q load_error "$dir/p$fam-$n"; then
			record "${key}_status" load-failed
			problem "IPv$fam set of $n: the kernel refused the object: $(field "$dir/p$fam-$n" load_error) $(grep -m1 -iE 'E2BIG|too|limit|processed' "$dir/p$fam-$n.err")"
			return
		fi
		problem "IPv$fam set of $n: wrong verdicts: $(grep -E 'mismatch|error' "$dir/p$fam-$n" | tr '\n' ' ')"
	fi
	rm -f "$dir/set$fam-$n.o"
	record "${key}_status" ok
	for k in load_ms verified_insns maps_memlock xlated_bytes; do
		record "${key}_$k" "$(field "$dir/p$fam-$n" $k)"
	done
	record "${key}_rodata" "$(awk '$1 == "map" && $2 ~ /rodata/ { print $7; exit }' "$dir/p$fam-$n")"
	record "${key}_hit_ns" "$(frame_ns "$dir/p$fam-$n" "$frame@$hit")"
	record "${key}_miss_ns" "$(frame_ns "$dir/p$fam-$n" "$frame@$miss")"
}

part_sets() {
	local fam n key
	echo
	echo "== 2. drop src in big;  (set big from \"FILE\"; N prefixes) =="
	for fam in 4 6; do
		for n in "${SET_SIZES[@]}"; do
			set_case "$fam" "$n"
		done
	done
	printf '%-5s %9s %10s %12s %9s %9s %11s %13s %8s %8s\n' fam N compile_ms object load_ms verified rodata maps_memlock hit_ns miss_ns
	hr
	: >"$OUT/sets.dat"
	echo "# N v4_hit_ns v4_miss_ns v6_hit_ns v6_miss_ns" >>"$OUT/sets.dat"
	for fam in 4 6; do
		for n in "${SET_SIZES[@]}"; do
			key="set_v${fam}_$n"
			if [ "$(get "${key}_status")" != ok ]; then
				printf '%-5s %9s  %s\n' "IPv$fam" "$n" "FAILED: $(get "${key}_status")"
				continue
			fi
			printf '%-5s %9s %10s %12s %9s %9s %11s %13s %8s %8s\n' "IPv$fam" "$n" \
				"$(get "${key}_compile_ms")" "$(kib "$(get "${key}_obj_bytes")")" \
				"$(get "${key}_load_ms")" "$(get "${key}_verified_insns")" \
				"$(kib "$(get "${key}_rodata")")" "$(kib "$(get "${key}_maps_memlock")")" \
				"$(get "${key}_hit_ns")" "$(get "${key}_miss_ns")"
		done
	done
	for n in "${SET_SIZES[@]}"; do
		echo "$n $(get "set_v4_${n}_hit_ns") $(get "set_v4_${n}_miss_ns") $(get "set_v6_${n}_hit_ns") $(get "set_v6_${n}_miss_ns")" |
			sed 's/ -/ NaN/g' >>"$OUT/sets.dat"
	done
	echo "(object = ELF size; rodata = the interval table the set becomes, in a frozen array map)"
}
