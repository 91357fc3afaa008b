# Part 3: N distinct rules, against an nftables ruleset of the same rules.
# Rule i (port P = 1024 + i, so no rule names a port below 1024):
#   i%4 == 0  drop udp dport P;                 udp dport P drop
#   i%4 == 1  drop tcp dport P;                 tcp dport P drop
#   i%4 == 2  drop src 2001:db8:1::i;           ip6 saddr 2001:db8:1::i drop
#   i%4 == 3  drop src 198.51.100.X udp sport P;  ip saddr 198.51.100.X udp sport P drop
# The timed frame (IPv4/UDP 192.0.2.1:7 -> 198.51.100.7:9) matches none: the
# worst case: nothing decides early, every rule (or group) is tried. Sourced by run.sh.

rules_gen() { # N XF NFT DEV
	awk -v n="$1" -v xf="$2" -v nft="$3" -v dev="$4" 'BEGIN {
		printf "table netdev xdpc_bench {\n  chain in {\n    type filter hook ingress device \"%s\" priority 0;\n", dev >nft
		for (i = 0; i < n; i++) {
			p = 1024 + i
			k = i % 4
			if (k == 0) { printf "drop udp dport %d;\n", p >xf; printf "    udp dport %d drop\n", p >nft }
			else if (k == 1) { printf "drop tcp dport %d;\n", p >xf; printf "    tcp dport %d drop\n", p >nft }
			else if (k == 2) { printf "drop src 2001:db8:1::%x;\n", i >xf; printf "    ip6 saddr 2001:db8:1::%x drop\n", i >nft }
			else { printf "drop src 198.51.100.%d udp sport %d;\n", i % 256, p >xf
			       printf "    ip saddr 198.51.100.%d udp sport %d drop\n", i % 256, p >nft }
		}
		printf "  }\n}\n" >nft
	}'
}

# nftables check and load times in a throwaway network namespace (the
# chain hooks its loopback device); records rules_N_nft_*.
rules_nft() {
	local n=$1 nft=$2 ns="xdpc-bench-$$-nft" ms
	ip netns add "$ns" || { problem "cannot create namespace $ns"; return; }
	NETNS_LIST+=("$ns")
	if timed ms nsenter --net="/run/netns/$ns" nft -c -f "$nft" 2>"$nft.err"; then
		record "rules_${n}_nft_check_ms" "$ms"
	else
		problem "nft -c rejected $n rules: $(head -n 2 "$nft.err" | tr '\n' ' ')"
	fi
	if timed ms nsenter --net="/run/netns/$ns" nft -f "$nft" 2>"$nft.err"; then
		record "rules_${n}_nft_load_ms" "$ms"
	else
		problem "nft -f failed for $n rules: $(head -n 2 "$nft.err" | tr '\n' ' ')"
	fi
	ip netns del "$ns"
}

rules_case() {
	local n=$1 dir=$WORK/rules key="rules_$1" ms
	mkdir -p "$dir"
	rules_gen "$n" "$dir/r$n.xf" "$dir/r$n.nft" lo
	if timed ms "$XDPC" "$dir/r$n.xf" -o "$dir/r$n.o" 2>"$dir/r$n.err"; then
		record "${key}_compile_ms" "$ms"
		if bench_prog "$dir/p$n" "$dir/r$n.o" udp4=pass tcp4=pass; then
			record "${key}_status" ok
		elif grep -q load_error "$dir/p$n"; then
			record "${key}_status" load-failed
			problem "$n rules: the kernel refused the object: $(field "$dir/p$n" load_error)"
		else
			record "${key}_status" ok
			problem "$n rules: wrong verdicts: $(grep -E 'mismatch|error' "$dir/p$n" | tr '\n' ' ')"
		fi
		local k
		for k in load_ms verified_insns xlated_bytes jited_bytes; do
			record "${key}_$k" "$(field "$dir/p$n" $k)"
		done
		record "${key}_udp_ns" "$(frame_ns "$dir/p$n" udp4)"
		record "${key}_tcp_ns" "$(frame_ns "$dir/p$n" tcp4)"
		rm -f "$dir/r$n.o"
	else
		record "${key}_status" compile-failed
		problem "$n rules: xdpc failed to compile: $(tail -n 3 "$dir/r$n.err" | tr '\n' ' ')"
	fi
	[ "$HAVE_NFT" = 1 ] && rules_nft "$n" "$dir/r$n.nft"
}

part_rules() {
	local n key
	echo
	echo "== 3. N distinct rules; the frame matches none (worst case) =="
	HAVE_NFT=0
	have_tool nft "the nftables comparison" && HAVE_NFT=1
	for n in "${RULE_COUNTS[@]}"; do
		rules_case "$n"
	done
	printf '%7s %11s %9s %10s %11s %8s %8s %13s %12s\n' N compile_ms load_ms verified jited udp_ns tcp_ns nft_check_ms nft_load_ms
	hr
	: >"$OUT/rules.dat"
	echo "# N udp_ns tcp_ns" >>"$OUT/rules.dat"
	for n in "${RULE_COUNTS[@]}"; do
		key="rules_$n"
		printf '%7s %11s %9s %10s %11s %8s %8s %13s %12s\n' "$n" \
			"$(get "${key}_compile_ms")" "$(get "${key}_load_ms")" \
			"$(get "${key}_verified_insns")" "$(kib "$(get "${key}_jited_bytes")")" \
			"$(get "${key}_udp_ns")" "$(get "${key}_tcp_ns")" \
			"$(get "${key}_nft_check_ms")" "$(get "${key}_nft_load_ms")"
		echo "$n $(get "${key}_udp_ns") $(get "${key}_tcp_ns")" | sed 's/ -/ NaN/g' >>"$OUT/rules.dat"
	done
	echo "(compile_ms: xdpc RULES -o OBJ, process included; load_ms: open + verify + map setup;"
	echo " nft times: nft -c -f / nft -f of the same rules into a netdev ingress chain on lo"
	echo " in a throwaway namespace; nftables has no test-run, so no nft ns/frame here: see part 4)"
}
