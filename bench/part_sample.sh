# Part 7: the cost of sampling. The same rule set with and without a
# sampling rule, side by side, on a frame decided by a rule that does not
# sample (IPv4/UDP to port 9) and on one decided by a sampling rule (TCP):
#   plain     drop udp dport 9; drop tcp;
#   other     drop udp dport 9; drop tcp sample every 1000000;
#             (the UDP frame's rule does not sample; the TCP frame's rule
#              counts towards its one-in-N and almost never sends)
#   every     drop udp dport 9; drop tcp sample every 1;
#             (every TCP frame is copied into the ring; nothing reads the
#              ring here, so after it fills each sample is counted lost)
# Sourced by run.sh.

part_sample() {
	local dir=$WORK/sample name rules base
	echo
	echo "== 7. sampling: the same rules with and without a sampling rule =="
	mkdir -p "$dir"
	for name in plain other every; do
		case $name in
		plain) rules=$'drop udp dport 9;\ndrop tcp;' ;;
		other) rules=$'drop udp dport 9;\ndrop tcp sample every 1000000;' ;;
		every) rules=$'drop udp dport 9;\ndrop tcp sample every 1;' ;;
		esac
		printf '%s\n' "$rules" >"$dir/$name.xf"
		if ! "$XDPC" "$dir/$name.xf" -o "$dir/$name.o" 2>"$dir/$name.err"; then
			problem "sample $name: xdpc failed: $(tail -n 2 "$dir/$name.err" | tr '\n' ' ')"
			continue
		fi
		if bench_prog "$dir/p_$name" "$dir/$name.o" udp4=drop tcp4=drop; then
			record "sample_${name}_udp_ns" "$(frame_ns "$dir/p_$name" udp4)"
			record "sample_${name}_tcp_ns" "$(frame_ns "$dir/p_$name" tcp4)"
			record "sample_${name}_verified_insns" "$(field "$dir/p_$name" verified_insns)"
		else
			problem "sample $name: $(grep -E 'mismatch|error' "$dir/p_$name" | tr '\n' ' ')"
		fi
	done
	base=$(get sample_plain_udp_ns)
	printf '%-7s %-52s %8s %8s %8s %9s\n' case rules udp_ns ratio tcp_ns verified
	hr
	for name in plain other every; do
		printf '%-7s %-52s %8s %8s %8s %9s\n' "$name" "$(tr '\n' ' ' <"$dir/$name.xf")" \
			"$(get "sample_${name}_udp_ns")" "$(ratio "$(get "sample_${name}_udp_ns")" "$base")" \
			"$(get "sample_${name}_tcp_ns")" "$(get "sample_${name}_verified_insns")"
	done
	echo "(udp_ns: a frame decided by a rule that does not sample; ratio: against plain;"
	echo " tcp_ns: a frame decided by the sampling rule; verified: the verifier's instructions)"
}
