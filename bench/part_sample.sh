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
	local dir=$WORK/sample name rules
	echo
	echo "== 7. sampling: the same rules with and without a sampling rule =="
	mkdir -p "$dir"
	for name in plain other every; do
		case $name in
		plain) rules=$'drop udp dport 9;\ndrop tcp;' ;;
		other) rules=$'drop udp dport 9;\ndrop tcp sample every 1000000;' ;;
		every) rules=$'drop udp dport 9;\ndrop tcp sample every 1;' ;;
		esac
		side_case sample "$dir" $name "$rules" udp4=drop tcp4=drop
	done
	side_table sample "$dir" 52 rules plain other every
	echo "(udp_ns: a frame decided by a rule that does not sample; ratio: against plain;"
	echo " tcp_ns: a frame decided by the sampling rule; verified: the verifier's instructions)"
}
