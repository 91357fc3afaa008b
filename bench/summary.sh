# The final table: each target, met or NOT met, with the numbers measured
# in this run. Sourced by run.sh (after the parts have recorded results).

# verdict CONDITION: "met" when the awk CONDITION holds, "NOT met" when it
# does not, "not measured" when a value is missing ("-").
verdict() {
	case "$1" in *-*) echo "not measured"; return ;; esac
	awk "BEGIN { print ($1) ? \"met\" : \"NOT met\" }"
}

summary_row() { printf '%-52s %-13s %s\n' "$1" "$2" "$3"; }

summary() {
	local small=${SET_SIZES[0]} big=${SET_SIZES[-1]} few=${RULE_COUNTS[0]} many=${RULE_COUNTS[-1]}
	local worst f r v detail mix a b ok
	echo
	echo "== Summary against the targets =="
	summary_row target verdict measured
	hr

	# (1) every frame: xdpc ns <= 1.05 x C ns (5%: 1-ns resolution, noise)
	worst=-; detail=
	for f in "${XDP1_FRAMES[@]}"; do
		r=$(get "xdp1_${f}_ratio")
		detail+="$f $r, "
		[ "$r" = - ] && { worst=-; break; }
		[ "$worst" = - ] || awk -v r="$r" -v w="$worst" 'BEGIN { exit !(r > w) }' && worst=$r
	done
	summary_row "(1) xdpc no slower than hand-written C" "$(verdict "$worst <= 1.05")" \
		"worst xdpc/C ns ratio $worst (${detail%, })"
	detail=
	for f in "${XDP1_FRAMES[@]}"; do detail+="$f $(get "xdp1_${f}_ratio_cb"), "; done
	summary_row "    (for comparison: C counting bytes too)" "" "xdpc/C+b ${detail%, }"
	detail=
	for f in "${XDP1_FRAMES[@]}"; do detail+="$f $(get "xdp1_${f}_ratio_cv"), "; done
	summary_row "    (and C doing the same job as xdpc)" "" "xdpc/Csame ${detail%, }"

	# (2) every mix: the largest set within 1.5x ns/frame of the smallest and
	# the next largest (100,000 in a full run) within 1.3x, probe by probe;
	# compile time of the largest under 2 s (CPU time: the machine is shared)
	local mid=${SET_SIZES[-2]} w1 w2 cms
	ok=1; detail=
	for mix in "${SET_MIXES[@]}"; do
		w1=$(set_worst_ratio "$mix" "$big")
		w2=$(set_worst_ratio "$mix" "$mid")
		cms=$(get "set_${mix}_${big}_compile_cpu_ms")
		detail+="$mix $w1/$w2 ${cms}ms, "
		if [ "$w1" = - ] || [ "$w2" = - ] || [ "$cms" = - ]; then
			ok=-
		elif [ "$ok" = 1 ]; then
			awk -v a="$w1" -v b="$w2" -v c="$cms" 'BEGIN { exit !(a > 1.5 || b > 1.3 || c >= 2000) }' && ok=0
		fi
	done
	summary_row "(2) sets: $big within 1.5x, $mid within 1.3x of $small" \
		"$([ "$ok" = - ] && echo "NOT met" || verdict "$ok == 1")" \
		"worst ratio $big/$mid, compile CPU of $big: ${detail%, }"

	# (3) many rules compile under 2 s and within 2x ns/frame of few
	a=$(get "rules_${many}_compile_ms")
	r=$(ratio "$(get "rules_${many}_udp_ns")" "$(get "rules_${few}_udp_ns")")
	if [ "$a" = - ] || [ "$r" = - ]; then
		v="NOT met"
	else
		v=$(verdict "$a < 2000 && $r <= 2")
	fi
	summary_row "(3) $many rules: compile < 2 s, ns <= 2x $few rules" "$v" \
		"compile $a ms; ns $(get "rules_${many}_udp_ns") vs $(get "rules_${few}_udp_ns") = ${r}x"

	# (4) native XDP >= 3x the frames/s of nftables ingress
	a=$(get e2e_xdp_native_pps)
	b=$(get e2e_nft_pps)
	r=$(ratio "$a" "$b")
	summary_row "(4) native XDP >= 3x nftables ingress frames/s" "$(verdict "$r >= 3")" \
		"best $a vs $b frames/s = ${r}x (generic $(get e2e_xdp_generic_pps), iptables $(get e2e_iptables_pps))"
	detail=
	for ((v = 1; v <= E2E_ROUNDS; v++)); do
		detail+=" $(ratio "$(get "e2e_xdp_native_r${v}_pps")" "$(get "e2e_nft_r${v}_pps")")"
	done
	summary_row "" "" "native/nft in each round:$detail"

	# (5) issue 11: multi-field rule sets (part 5)
	summary_classbench
}
