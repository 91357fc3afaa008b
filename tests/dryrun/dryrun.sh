#!/usr/bin/env bash
# Dry-run tests (xdpc --test):
#   golden XDPC CAPDIR EXAMPLE   evaluator result on sample.pcap == EXAMPLE.json
#   agree XDPC CAPTURE RULES     kernel and evaluator give the same JSON
#   errors XDPC CAPDIR           bad captures: clear error, non-zero exit
#   split XDPC CAPDIR            --write-dropped/--write-passed split exactly
#   corpus XDPC RULES            agreement over ../shared/corpus/pcaps/*
#   block XDPC CAPDIR            the counter block, per-CPU and (past 2,047
#                                counters) an array by CPU: -v and
#                                --write-dropped name and keep every frame
#   rate XDPC                    rate limits on crafted time stamps (rate.sh)
# Kernel parts need privileges: skip (77) unprivileged, fail under CI=true.
set -u
here=$(cd "$(dirname "$0")" && pwd)
mode=$1 xdpc=$2
shift 2
source "$here/../lib/checks.sh"

# Two JSON documents that may differ only in the engine fields.
same_but_engine() {
	sed -e 's/"engine":"[a-z]*",//' -e 's/"evaluator_fallback_frames":[0-9]*,//' "$1" >"$1.n"
	sed -e 's/"engine":"[a-z]*",//' -e 's/"evaluator_fallback_frames":[0-9]*,//' "$2" >"$2.n"
	cmp -s "$1.n" "$2.n"
}

agree() { # capture rules
	local cap=$1 rules=$2
	"$xdpc" --test "$cap" "$rules" --engine eval --json -v >"$tmp/eval.json" 2>"$tmp/eval.err" ||
		{ bad "eval engine failed on $cap: $(cat "$tmp/eval.err")"; return; }
	"$xdpc" --test "$cap" "$rules" --engine kernel --json -v >"$tmp/kern.json" 2>"$tmp/kern.err" ||
		{ bad "kernel engine failed on $cap: $(cat "$tmp/kern.err")"; return; }
	if same_but_engine "$tmp/eval.json" "$tmp/kern.json"; then
		ok
	else
		bad "engines disagree on $cap with $rules"
		diff <(tr ',' '\n' <"$tmp/eval.json.n") <(tr ',' '\n' <"$tmp/kern.json.n") | head -20
	fi
}

case $mode in
golden)
	capdir=$1 example=$2
	name=$(basename "$example" .xf)
	"$xdpc" --test "$capdir/sample.pcap" "$example" --engine eval --json >"$tmp/out.json" 2>"$tmp/err" ||
		{ cat "$tmp/err"; bad "dry run failed"; finish; }
	# Paths vary by checkout; the golden keeps base names.
	sed -i -e "s|\"capture\":\"[^\"]*/|\"capture\":\"|" -e "s|\"rules_file\":\"[^\"]*/|\"rules_file\":\"|" "$tmp/out.json"
	if [ "${UPDATE:-0}" = 1 ]; then
		cp "$tmp/out.json" "$here/$name.json"
		ok
	elif diff <(tr ',' '\n' <"$here/$name.json") <(tr ',' '\n' <"$tmp/out.json"); then
		ok
	else
		bad "$name: dry run differs from tests/dryrun/$name.json"
	fi
	;;
agree)
	need_root "the kernel engine"
	agree "$1" "$2"
	;;
corpus)
	rules=$1
	corpus=$here/../../../shared/corpus
	if [ ! -d "$corpus/pcaps" ]; then
		echo "note: no ../shared/corpus/pcaps beside the repository; corpus agreement not run"
		finish
	fi
	need_root "the kernel engine"
	for cap in "$corpus"/pcaps/*.pcap "$corpus"/pcaps-edge/*.pcap; do
		[ -e "$cap" ] || continue
		# Unreadable edge files must fail cleanly in both engines alike.
		if ! "$xdpc" --test "$cap" "$rules" --engine eval >/dev/null 2>"$tmp/e1"; then
			if "$xdpc" --test "$cap" "$rules" --engine kernel >/dev/null 2>"$tmp/e2"; then
				bad "$cap: evaluator refused it but the kernel engine did not"
			elif grep -q 'xdpc:' "$tmp/e1"; then
				ok
			else
				bad "$cap: failed without an xdpc message"
			fi
			continue
		fi
		agree "$cap" "$rules"
	done
	;;
errors)
	capdir=$1
	rules=$here/../../examples/xdp1.xf
	expect_error() { # what pattern args...
		local what=$1 pattern=$2
		shift 2
		"$xdpc" "$@" >"$tmp/out" 2>"$tmp/err"
		local rc=$?
		if [ $rc -eq 0 ]; then
			bad "$what: exit status 0"
		elif ! grep -q -- "$pattern" "$tmp/err"; then
			bad "$what: message lacks '$pattern': $(cat "$tmp/err")"
		elif grep -qi 'sanitizer\|segmentation' "$tmp/err"; then
			bad "$what: crashed"
		else
			ok
		fi
	}
	expect_error "missing file" "No such file" --test "$tmp/none.pcap" "$rules" --engine eval
	printf 'this is not a capture file at all\n' >"$tmp/text.pcap"
	expect_error "not a capture" "cannot read capture" --test "$tmp/text.pcap" "$rules" --engine eval
	head -c 1000 "$capdir/sample.pcap" >"$tmp/cut.pcap"
	expect_error "truncated capture" "corrupt or truncated" --test "$tmp/cut.pcap" "$rules" --engine eval
	expect_error "wrong link type" "link type" --test "$capdir/wrong-link.pcap" "$rules" --engine eval
	"$xdpc" --test "$capdir/empty.pcap" "$rules" --engine eval --json >"$tmp/out" 2>&1 &&
		grep -q '"frames":0' "$tmp/out" && ok || bad "empty capture: $(cat "$tmp/out")"
	# A cooked (SLL) capture is converted: two memcached frames, two DNS.
	printf 'drop udp sport 11211;\n' >"$tmp/mc.xf"
	"$xdpc" --test "$capdir/sll.pcap" "$tmp/mc.xf" --engine eval --json >"$tmp/out" 2>&1 &&
		grep -q '"verdicts":{"pass":2,"drop":2}' "$tmp/out" && ok ||
		bad "SLL conversion: $(cat "$tmp/out")"
	# A bad rule file: diagnostics, exit 1, no output capture.
	printf 'drop dport 70000;\n' >"$tmp/bad.xf"
	expect_error "bad rules" "error: port 70000" --test "$capdir/sample.pcap" "$tmp/bad.xf" --engine eval \
		--write-dropped "$tmp/never.pcap"
	[ ! -e "$tmp/never.pcap" ] && ok || bad "output capture written despite errors"
	;;
split)
	capdir=$1
	rules=$here/../../examples/reflection.xf
	all='drop;'
	printf '%s\n' "$all" >"$tmp/all.xf"
	"$xdpc" --test "$capdir/sample.pcap" "$rules" --engine eval --json \
		--write-dropped "$tmp/d.pcap" --write-passed "$tmp/p.pcap" >"$tmp/out.json" || bad "split run failed"
	drops=$(sed -n 's/.*"verdicts":{"pass":\([0-9]*\),"drop":\([0-9]*\)}.*/\2/p' "$tmp/out.json")
	passes_=$(sed -n 's/.*"verdicts":{"pass":\([0-9]*\),"drop":\([0-9]*\)}.*/\1/p' "$tmp/out.json")
	# Re-running the rules on the dropped part drops everything, on the
	# passed part passes everything, and the frame counts add up.
	"$xdpc" --test "$tmp/d.pcap" "$rules" --engine eval --json >"$tmp/d.json" || bad "reading dropped.pcap"
	"$xdpc" --test "$tmp/p.pcap" "$rules" --engine eval --json >"$tmp/p.json" || bad "reading passed.pcap"
	grep -q "\"frames\":$drops,.*\"verdicts\":{\"pass\":0,\"drop\":$drops}" "$tmp/d.json" && ok ||
		bad "dropped.pcap: expected $drops frames all dropped: $(cat "$tmp/d.json" | head -c 300)"
	grep -q "\"frames\":$passes_,.*\"verdicts\":{\"pass\":$passes_,\"drop\":0}" "$tmp/p.json" && ok ||
		bad "passed.pcap: expected $passes_ frames all passed"
	[ "${drops:-0}" -gt 0 ] && ok || bad "the reflection example dropped nothing from sample.pcap"
	;;
block)
	# The kernel engine reads the counter block (compiler/meta.h) to tell
	# which rule decided a frame, in either layout: a per-CPU block, and
	# an ARRAY indexed by CPU for 2,100 rules.
	need_root "the kernel engine"
	capdir=$1
	printf 'count by proto;\ndrop;\n' >"$tmp/xdp1.xf"
	printf 'count by proto;\ncount by src;\npass;\n' >"$tmp/src.xf"
	{
		echo 'count by proto;'
		for p in $(seq 1 2098); do echo "count udp dport $((p + 60000));"; done
		echo 'drop;'
	} >"$tmp/big.xf"
	for cap in sample edge; do
		for prog in xdp1:2:drop src:3:pass big:2100:drop; do
			IFS=: read -r name line verdict <<<"$prog"
			what="$name.xf on $cap.pcap"
			"$xdpc" --test "$capdir/$cap.pcap" "$tmp/$name.xf" --engine kernel -v \
				--write-dropped "$tmp/d.pcap" >"$tmp/v.out" 2>"$tmp/v.err" ||
				{ bad "$what: $(cat "$tmp/v.err")"; continue; }
			frames=$(sed -n 's/^frames: \([0-9]*\) .*/\1/p' "$tmp/v.out")
			named=$(grep -c "^frame [0-9]*: $verdict  line $line: " "$tmp/v.out")
			[ "${frames:-0}" -gt 0 ] && [ "$named" = "$frames" ] && ok ||
				bad "$what: $named of ${frames:-?} frames name line $line"
			# every frame and byte, as the table counted them
			grep -Eq "^ +$line +$frames +[0-9]+ " "$tmp/v.out" && ok ||
				bad "$what: line $line does not count $frames frames: $(grep -E "^ +$line " "$tmp/v.out")"
			[ "$(awk -v l=1 '$1 == l { print $2, $3; exit }' "$tmp/v.out")" = \
			  "$(awk -v l="$line" '$1 == l { print $2, $3; exit }' "$tmp/v.out")" ] && ok ||
				bad "$what: line $line and the count by proto rule differ"
			dropped=$("$xdpc" --test "$tmp/d.pcap" "$tmp/$name.xf" --engine eval --json |
				sed -n 's/.*"frames":\([0-9]*\),.*/\1/p')
			[ "$dropped" = "$([ "$verdict" = drop ] && echo "$frames" || echo 0)" ] && ok ||
				bad "$what: --write-dropped wrote $dropped frames"
			agree "$capdir/$cap.pcap" "$tmp/$name.xf"
		done
	done
	;;
rate)
	need_root "the kernel engine"
	source "$here/rate.sh"
	;;
*)
	bad "unknown mode $mode"
	;;
esac
finish
