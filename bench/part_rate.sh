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
	local dir=$WORK/rate name rules want
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
		want=drop
		[ $name = under ] && want=pass
		side_case rate "$dir" $name "$rules" "udp4=$want" tcp4=pass
	done
	side_table rate "$dir" 66 rule plain under over rule lookup
	echo "(udp_ns: the matching frame; ratio: against plain; tcp_ns: a frame the rule does"
	echo " not match, which never reaches the limit; verified: the verifier's instructions)"
}
