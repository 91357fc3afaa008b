# Part 4: end to end on a veth pair between two namespaces made here:
#   $NS_A/$DEV_A (generator)  ->  $NS_B/$DEV_B (the filter under test)
# One generator for every filter: xdpc-bench gen runs an XDP_TX program in
# live-frames mode on DEV_A, so frames arrive at DEV_B as XDP frames, the
# way a NIC's receive ring hands them over. DEV_B has GRO on (the veth then
# receives through NAPI, as a NIC driver does) and threaded NAPI, its
# thread pinned to CPU 1 while the generator runs on CPU 0.
# Only documentation addresses; nothing touches the root namespace. Every
# run is bounded in frames and seconds; run.sh's trap deletes the
# namespaces. Sourced by run.sh.

E2E_BLOCKLIST=(192.0.2.0/28 192.0.2.32/28 192.0.2.64/28 192.0.2.96/28
	192.0.2.128/28 192.0.2.160/28 192.0.2.192/28 192.0.2.224/28
	203.0.113.0/28 203.0.113.32/28 203.0.113.64/28 203.0.113.96/28
	203.0.113.128/28 203.0.113.160/28 203.0.113.192/28 203.0.113.224/28)
E2E_SRC=203.0.113.77   # in the 11th prefix (iptables tries 11 rules)
MAC_A=02:00:00:00:b0:0a
MAC_B=02:00:00:00:b0:0b

in_a() { nsenter --net="/run/netns/$NS_A" "$@"; }
in_b() { nsenter --net="/run/netns/$NS_B" "$@"; }

e2e_setup() {
	NS_A=xdpc-bench-$$-a
	NS_B=xdpc-bench-$$-b
	DEV_A=xb$$a
	DEV_B=xb$$b
	ip netns add "$NS_A" && NETNS_LIST+=("$NS_A") &&
		ip netns add "$NS_B" && NETNS_LIST+=("$NS_B") || return 1
	ip link add "$DEV_A" netns "$NS_A" type veth peer name "$DEV_B" netns "$NS_B" || return 1
	local ns
	for ns in "$NS_A" "$NS_B"; do
		ip netns exec "$ns" sysctl -qw net.ipv6.conf.all.disable_ipv6=1
		ip netns exec "$ns" sysctl -qw net.ipv6.conf.default.disable_ipv6=1
	done
	ip -n "$NS_A" link set "$DEV_A" address $MAC_A up &&
		ip -n "$NS_B" link set "$DEV_B" address $MAC_B up &&
		ip -n "$NS_A" addr add 198.51.100.1/24 dev "$DEV_A" &&
		ip -n "$NS_B" addr add 198.51.100.2/24 dev "$DEV_B" || return 1
	in_b ethtool -K "$DEV_B" gro on >/dev/null || return 1
	E2E_CPU=()
	if [ "$(nproc)" -ge 2 ] &&
		ip netns exec "$NS_B" sh -c "echo 1 > /sys/class/net/$DEV_B/threaded" 2>/dev/null; then
		local pid
		for pid in $(ps -eo pid=,comm= | awk -v d="napi/$DEV_B-" 'index($2, d) == 1 { print $1 }'); do
			taskset -pc 1 "$pid" >/dev/null
		done
		E2E_CPU=(taskset -c 0)
		E2E_LAYOUT="generator on CPU 0, DEV_B's threaded NAPI on CPU 1"
	else
		E2E_LAYOUT="generator and DEV_B's NAPI share the generator's CPU (no threaded NAPI)"
	fi
}

# e2e_send: one bounded generator run; sets SENT and GEN_S.
e2e_send() {
	local out
	out=$(in_a "${E2E_CPU[@]}" timeout -s KILL $((E2E_SECONDS + 15)) "$XB" gen "$DEV_A" \
		"udp4@$E2E_SRC,198.51.100.2" --dst-mac $MAC_B --src-mac $MAC_A \
		--count "$E2E_COUNT" --seconds "$E2E_SECONDS")
	SENT=$(awk '{ print $2 }' <<<"$out")
	GEN_S=$(awk '{ print $4 }' <<<"$out")
	[ -n "$SENT" ]
}

# Dropped-frame counters of each filter, read before and after a run.
count_xdpc() { "$XB" counter "$XDPC_RULES_PIN" 0; }
count_nft() { in_b nft list chain netdev xdpc_bench in | awk '$1 == "packets" || /counter packets/ { for (i = 1; i < NF; i++) if ($i == "packets") s += $(i + 1) } END { print s + 0 }'; }
count_ipt() { in_b "$IPT" -t raw -L PREROUTING -vnx | awk 'NR > 2 { s += $1 } END { print s + 0 }'; }

# e2e_measure NAME COUNTER: send, and keep the best frames/s dropped of
# the rounds so far (rounds alternate between the filters, so a burst of
# load elsewhere on the machine does not favour one of them).
e2e_measure() {
	local name=$1 counter=$2 before after rate
	before=$($counter) || { problem "$name: cannot read its counters"; return; }
	if ! e2e_send; then
		problem "$name: the generator failed"
		return
	fi
	sleep 0.3   # the receive ring drains
	after=$($counter) || { problem "$name: cannot read its counters"; return; }
	if [ "$((after - before))" -le 0 ]; then
		problem "$name: dropped nothing"
		return
	fi
	rate=$(awk -v d="$((after - before))" -v s="$GEN_S" 'BEGIN { printf "%.0f", d / s }')
	echo "  round $ROUND: $(e2e_label "$name"): $rate frames/s"
	record "e2e_${name}_r${ROUND}_pps" "$rate"
	[ "$(get "e2e_${name}_pps")" = - ] || [ "$rate" -gt "$(get "e2e_${name}_pps")" ] || return 0
	record "e2e_${name}_dropped" "$((after - before))"
	record "e2e_${name}_sent" "$SENT"
	record "e2e_${name}_pps" "$rate"
	record "e2e_${name}_gen_pps" "$(awk -v n="$SENT" -v s="$GEN_S" 'BEGIN { printf "%.0f", n / s }')"
}

# xdpc in MODE (native|generic); falls back to `ip link set ... xdp obj`
# when xdpc --attach fails, and says so.
e2e_xdpc() {
	local mode=$1 xf=$WORK/e2e.xf
	{
		printf 'set blocklist {\n'
		printf '  %s,\n' "${E2E_BLOCKLIST[@]}" | sed '$ s/,$//'
		printf '};\ndrop src in blocklist;\n'
	} >"$xf"
	XDPC_RULES_PIN=/sys/fs/bpf/xdpc/net$(stat -L -c %i "/run/netns/$NS_B")/$DEV_B/xdpc_rules
	if ! in_b "$XDPC" --attach "$DEV_B" "$xf" --mode "$mode" --pin >"$WORK/attach.log" 2>&1; then
		problem "xdpc --attach $DEV_B --mode $mode failed ($(tail -n 1 "$WORK/attach.log")); attaching with ip link instead"
		e2e_xdpc_iplink "$mode" "$xf" || return
		e2e_measure "xdp_$mode" count_xdpc
		ip -n "$NS_B" link set dev "$DEV_B" "$([ "$mode" = native ] && echo xdpdrv || echo xdpgeneric)" off
		rm -f "$XDPC_RULES_PIN"
		return
	fi
	e2e_measure "xdp_$mode" count_xdpc
	in_b "$XDPC" --detach "$DEV_B" >/dev/null 2>&1 || problem "xdpc --detach $DEV_B failed"
}

e2e_xdpc_iplink() {
	local mode=$1 xf=$2 obj=$WORK/e2e.o flag=xdpgeneric pid mid
	[ "$mode" = native ] && flag=xdpdrv
	"$XDPC" "$xf" -o "$obj" && ip -n "$NS_B" link set dev "$DEV_B" $flag obj "$obj" sec xdp || {
		problem "ip link set $DEV_B $flag obj failed too"
		return 1
	}
	pid=$(ip -n "$NS_B" -d link show "$DEV_B" | awk '/prog\/xdp id/ { for (i = 1; i < NF; i++) if ($i == "id") { print $(i + 1); exit } }')
	for mid in $(bpftool prog show id "$pid" | sed -n 's/.*map_ids \([0-9,]*\).*/\1/p' | tr ',' ' '); do
		if bpftool map show id "$mid" | grep -q " name $XDPC_RULES_MAP_NAME "; then
			XDPC_RULES_PIN=/sys/fs/bpf/xdpc-bench-rules
			bpftool map pin id "$mid" "$XDPC_RULES_PIN" && return 0
		fi
	done
	problem "cannot find the rule counters of the program attached with ip link"
	return 1
}
XDPC_RULES_MAP_NAME=xdpc_rules

e2e_nft() {
	local nft=$WORK/e2e.nft
	{
		echo "table netdev xdpc_bench {"
		echo "  set blocklist { type ipv4_addr; flags interval; elements = {"
		printf '    %s,\n' "${E2E_BLOCKLIST[@]}" | sed '$ s/,$//'
		echo "  } }"
		echo "  chain in {"
		echo "    type filter hook ingress device \"$DEV_B\" priority 0;"
		echo "    ip saddr @blocklist counter drop"
		echo "  }"
		echo "}"
	} >"$nft"
	in_b nft -f "$nft" || { problem "nft: cannot load the ingress ruleset"; return; }
	e2e_measure nft count_nft
	in_b nft delete table netdev xdpc_bench
}

e2e_iptables() {
	local p
	IPT=iptables-legacy
	command -v $IPT >/dev/null || IPT=iptables
	record e2e_iptables_flavour "$IPT"
	for p in "${E2E_BLOCKLIST[@]}"; do
		in_b "$IPT" -t raw -A PREROUTING -s "$p" -j DROP || { problem "$IPT: cannot add rules"; return; }
	done
	e2e_measure iptables count_ipt
	in_b "$IPT" -t raw -F PREROUTING
}

part_e2e() {
	local name
	echo
	echo "== 4. End to end: veth pair, frames/s dropped (same blocklist, same generator) =="
	have_tool ethtool "the end-to-end part" || return
	if ! e2e_setup; then
		problem "cannot set up the veth pair and namespaces"
		return
	fi
	echo "  ($E2E_LAYOUT; at most $E2E_COUNT frames or $E2E_SECONDS s per filter and round;"
	echo "   best of $E2E_ROUNDS rounds)"
	local have_nft=0 have_ipt=0
	have_tool nft "nftables ingress" && have_nft=1
	have_tool iptables "iptables raw PREROUTING" && have_ipt=1
	for ((ROUND = 1; ROUND <= E2E_ROUNDS; ROUND++)); do
		e2e_xdpc native
		e2e_xdpc generic
		[ $have_nft = 1 ] && e2e_nft
		[ $have_ipt = 1 ] && e2e_iptables
		echo "  round $ROUND: native/nft $(ratio "$(get "e2e_xdp_native_r${ROUND}_pps")" "$(get "e2e_nft_r${ROUND}_pps")")"
	done
	printf '%-34s %12s %12s %14s %9s\n' filter dropped "frames/s" "offered/s" "vs nft"
	hr
	local nftpps
	nftpps=$(get e2e_nft_pps)
	for name in xdp_native xdp_generic nft iptables; do
		[ "$(get "e2e_${name}_pps")" = - ] && continue
		printf '%-34s %12s %12s %14s %9s\n' "$(e2e_label $name)" "$(get "e2e_${name}_dropped")" \
			"$(get "e2e_${name}_pps")" "$(get "e2e_${name}_gen_pps")" "$(ratio "$(get "e2e_${name}_pps")" "$nftpps")"
	done
	echo "(frames/s = filter's drop counter / generator's run time; offered/s = frames the generator"
	echo " pushed into the veth; when offered/s is close to frames/s the generator was the limit)"
	ip netns del "$NS_A"
	ip netns del "$NS_B"
}

e2e_label() {
	case $1 in
	xdp_native) echo "xdpc, XDP native (veth driver)" ;;
	xdp_generic) echo "xdpc, XDP generic (skb)" ;;
	nft) echo "nftables netdev ingress" ;;
	iptables) echo "$(get e2e_iptables_flavour) raw PREROUTING" ;;
	esac
}
