# Part 6: the cost of a rate limit. The same rule with and without
# `rate over`, side by side, on the same frame (IPv4/UDP 192.0.2.1:7 ->
# 198.51.100.7:9, which the rule matches) and on one it does not match
# (TCP):
#   plain   drop udp dport 9;
#   under   drop udp dport 9 rate over 1000000000/s burst 1000000000 per src;
#           (never over: the bucket test and compare-and-exchange, then pass)
#   over    drop udp dport 9 rate over 1/s burst 1 per src;
#           (always over after the first frame: the test and an atomic add)
#   rule    drop udp dport 9 rate over 1/s burst 1;   (one bucket for the rule)
#   lookup  count by src udp dport 9; drop udp dport 9;
#           (no limit: one LRU hash lookup per frame, for comparison)
# A per-source limit is the clock (an array lookup, then bpf_ktime_get_ns)
# and one hash lookup. Sourced by run.sh.

part_rate() {
	local dir=$WORK/rate name rules base
	echo
	echo "== 6. rate limits: the same rule with and without one =="
	mkdir -p "$dir"
	for name in plain under over rule lookup; do
		case $name in
		lookup) rules=$'count by src udp dport 9;\ndrop udp dport 9;' ;;
		plain) rules='drop udp dport 9;' ;;
		under) rules='drop udp dport 9 rate over 1000000000/s burst 1000000000 per src;' ;;
		over) rules='drop udp dport 9 rate over 1/s burst 1 per src;' ;;
		rule) rules='drop udp dport 9 rate over 1/s burst 1;' ;;
		esac
		printf '%s\n' "$rules" >"$dir/$name.xf"
		if ! "$XDPC" "$dir/$name.xf" -o "$dir/$name.o" 2>"$dir/$name.err"; then
			problem "rate $name: xdpc failed: $(tail -n 2 "$dir/$name.err" | tr '\n' ' ')"
			continue
		fi
		local want=drop
		[ $name = under ] && want=pass
		if bench_prog "$dir/p_$name" "$dir/$name.o" "udp4=$want" tcp4=pass; then
			record "rate_${name}_udp_ns" "$(frame_ns "$dir/p_$name" udp4)"
			record "rate_${name}_tcp_ns" "$(frame_ns "$dir/p_$name" tcp4)"
			record "rate_${name}_verified_insns" "$(field "$dir/p_$name" verified_insns)"
		else
			problem "rate $name: $(grep -E 'mismatch|error' "$dir/p_$name" | tr '\n' ' ')"
		fi
	done
	base=$(get rate_plain_udp_ns)
	printf '%-7s %-66s %8s %8s %8s %9s\n' case rule udp_ns ratio tcp_ns verified
	hr
	for name in plain under over rule lookup; do
		printf '%-7s %-66s %8s %8s %8s %9s\n' "$name" "$(tr '\n' ' ' <"$dir/$name.xf")" \
			"$(get "rate_${name}_udp_ns")" "$(ratio "$(get "rate_${name}_udp_ns")" "$base")" \
			"$(get "rate_${name}_tcp_ns")" "$(get "rate_${name}_verified_insns")"
	done
	echo "(udp_ns: the matching frame; ratio: against plain; tcp_ns: a frame the rule does"
	echo " not match, which never reaches the limit; verified: the verifier's instructions)"
}
