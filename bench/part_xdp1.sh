# Part 1: `count by proto; drop;` compiled by xdpc against the hand-written
# C equivalent of the kernel's xdp1 sample, against the same C keeping
# bytes as well as packets per protocol (what `count by proto` keeps), and
# against C doing the whole job xdpc does (bytes, IPv4 header checks, the
# IPv6 extension-header walk of docs/language.md).
# Sourced by run.sh.

XDP1_FRAMES=(udp4 ext6 qinq trunc4 trunc6)

part_xdp1() {
	local xf=$WORK/xdp1.xf base=$WORK/xdp1_baseline.o bytes=$WORK/xdp1_bytes.o
	local checked=$WORK/xdp1_checked.o cflags ms f
	local arch
	echo
	echo "== 1. count by proto; drop;  xdpc vs hand-written C (xdp1) =="
	printf 'count by proto;\ndrop;\n' >"$xf"
	if ! timed ms "$XDPC" "$xf" -o "$WORK/xdp1.o"; then
		problem "xdpc cannot compile count by proto; drop;"
		return
	fi
	record xdp1_compile_ms "$ms"
	have_tool clang-19 "the C baseline" || return
	arch=$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
	cflags=(-O2 -target bpf -g -Wall -Werror -I"/usr/include/$arch")
	if ! clang-19 "${cflags[@]}" -c "$BENCH_DIR/xdp1_baseline.bpf.c" -o "$base"; then
		problem "clang-19 cannot build bench/xdp1_baseline.bpf.c"
		return
	fi
	if ! clang-19 "${cflags[@]}" -DCOUNT_BYTES -c "$BENCH_DIR/xdp1_baseline.bpf.c" -o "$bytes"; then
		problem "clang-19 cannot build bench/xdp1_baseline.bpf.c -DCOUNT_BYTES"
		return
	fi
	if ! clang-19 "${cflags[@]}" -DCOUNT_BYTES -DCHECK_IPV4 -DWALK_IPV6 \
		-c "$BENCH_DIR/xdp1_baseline.bpf.c" -o "$checked"; then
		problem "clang-19 cannot build bench/xdp1_baseline.bpf.c -DCOUNT_BYTES -DCHECK_IPV4 -DWALK_IPV6"
		return
	fi
	local specs=() r
	for f in "${XDP1_FRAMES[@]}"; do specs+=("$f=drop"); done
	# the programs take turns, round after round, and each keeps its best
	# round: a burst of other work on the machine then slows one round of
	# every program rather than every round of one
	for r in $(seq "$XDP1_ROUNDS"); do
		xdp1_round "$WORK/p1.xdpc" "xdpc's xdp1" "$r" "$WORK/xdp1.o" "${specs[@]}"
		xdp1_round "$WORK/p1.base" "the C baseline" "$r" "$base" "${specs[@]}"
		xdp1_round "$WORK/p1.bytes" "the C baseline with bytes" "$r" "$bytes" "${specs[@]}"
		xdp1_round "$WORK/p1.checked" "the C doing xdpc's job" "$r" "$checked" "${specs[@]}"
		xdp1_round "$WORK/p1.floor" "the floor program" "$r" :drop udp4
	done
	local floor
	floor=$(frame_ns "$WORK/p1.floor" udp4)
	record floor_ns "$floor"

	printf '%-30s %7s %6s %6s %7s %6s %8s %6s %9s\n' "frame (BPF_PROG_TEST_RUN)" "xdpc ns" "C ns" \
		"ratio" "C+b ns" "ratio" "Csame ns" "ratio" "abv floor"
	hr
	local x c cb cv
	for f in "${XDP1_FRAMES[@]}"; do
		x=$(frame_ns "$WORK/p1.xdpc" "$f")
		c=$(frame_ns "$WORK/p1.base" "$f")
		cb=$(frame_ns "$WORK/p1.bytes" "$f")
		cv=$(frame_ns "$WORK/p1.checked" "$f")
		record "xdp1_${f}_xdpc_ns" "${x:--}"
		record "xdp1_${f}_c_ns" "${c:--}"
		record "xdp1_${f}_cb_ns" "${cb:--}"
		record "xdp1_${f}_ratio" "$(ratio "${x:--}" "${c:--}")"
		record "xdp1_${f}_ratio_cb" "$(ratio "${x:--}" "${cb:--}")"
		record "xdp1_${f}_cv_ns" "${cv:--}"
		record "xdp1_${f}_ratio_cv" "$(ratio "${x:--}" "${cv:--}")"
		printf '%-30s %7s %6s %6s %7s %6s %8s %6s %9s\n' "$(xdp1_frame_label "$f")" "${x:--}" "${c:--}" \
			"$(ratio "${x:--}" "${c:--}")" "${cb:--}" "$(ratio "${x:--}" "${cb:--}")" \
			"${cv:--}" "$(ratio "${x:--}" "${cv:--}")" \
			"$(ratio "$(awk -v a="${x:-0}" -v f="$floor" 'BEGIN{print a-f}')" \
				"$(awk -v a="${c:-0}" -v f="$floor" 'BEGIN{print a-f}')")"
	done
	echo "(C: xdp1, packets per proto; C+b: the same C adding bytes too, as xdpc's count by proto does;"
	echo " Csame: C doing xdpc's whole job: bytes, IPv4 header checks, the IPv6 extension walk;"
	echo " floor: a program that only returns XDP_DROP costs $floor ns/frame in the test-run loop;"
	echo " \"abv floor\" = (xdpc - floor) / (C - floor): what each program adds to the loop)"
	echo
	printf '%-30s %10s %10s %8s %10s\n' "program size" "xdpc" "C" "ratio" "Csame"
	hr
	local k
	for k in verified_insns xlated_bytes jited_bytes load_ms maps_memlock; do
		x=$(field "$WORK/p1.xdpc" $k)
		c=$(field "$WORK/p1.base" $k)
		cv=$(field "$WORK/p1.checked" $k)
		record "xdp1_${k}_xdpc" "${x:--}"
		record "xdp1_${k}_c" "${c:--}"
		record "xdp1_${k}_csame" "${cv:--}"
		printf '%-30s %10s %10s %8s %10s\n' "$k" "${x:--}" "${c:--}" "$(ratio "${x:--}" "${c:--}")" \
			"${cv:--}"
	done
	echo "Semantics differ slightly: xdpc walks IPv6 extension headers (ext6 is counted as UDP,"
	echo "the C baseline counts it under next header 0) and keeps packets+bytes per proto and"
	echo "per rule; the C baseline adds 1 to one 8-byte counter (C+b: packets+bytes per proto)."
	xdp1_sizes
}

# xdp1_round OUT WHAT ROUND OBJ SPEC...: one round of OBJ's frames into
# OUT.ROUND, then OUT keeps each frame's best round so far (the first
# round that ran cleanly starts it).
xdp1_round() {
	local out=$1 what=$2 round=$3
	shift 3
	if ! bench_prog "$out.$round" "$@"; then
		problem "$what did not run cleanly: $(cat "$out.$round" "$out.$round.err" | grep -m1 -E 'error|mismatch|cannot')"
		return
	fi
	if [ ! -e "$out" ]; then
		cp "$out.$round" "$out"
		return
	fi
	awk 'FNR == NR { if ($1 == "frame") best[$2] = $8; next }
	     $1 == "frame" && ($2 in best) && best[$2] + 0 < $8 + 0 { $8 = sprintf("%.1f", best[$2]) }
	     { print }' "$out" "$out.$round" >"$out.tmp" && mv "$out.tmp" "$out"
}

xdp1_frame_label() {
	case $1 in
	udp4) echo "IPv4/UDP (60 B)" ;;
	ext6) echo "IPv6 + HBH,RH,DST ext (110 B)" ;;
	qinq) echo "QinQ IPv4/UDP (60 B)" ;;
	trunc4) echo "truncated in IPv4 hdr (30 B)" ;;
	trunc6) echo "truncated in IPv6 ext (98 B)" ;;
	*) echo "$1" ;;
	esac
}

# ns/frame against frame size (for the plot): IPv4/UDP padded to LEN.
xdp1_sizes() {
	local len specs=() x c
	for len in "${FRAME_SIZES[@]}"; do specs+=("udp4/$len"); done
	bench_prog "$WORK/p1s.xdpc" "$WORK/xdp1.o" "${specs[@]}" || problem "xdpc xdp1 frame sizes did not run"
	bench_prog "$WORK/p1s.base" "$WORK/xdp1_baseline.o" "${specs[@]}" || problem "C xdp1 frame sizes did not run"
	: >"$OUT/xdp1_sizes.dat"
	echo "# frame_bytes xdpc_ns c_ns" >>"$OUT/xdp1_sizes.dat"
	for len in "${FRAME_SIZES[@]}"; do
		x=$(frame_ns "$WORK/p1s.xdpc" "udp4/$len")
		c=$(frame_ns "$WORK/p1s.base" "udp4/$len")
		echo "$len ${x:-NaN} ${c:-NaN}" >>"$OUT/xdp1_sizes.dat"
	done
}
