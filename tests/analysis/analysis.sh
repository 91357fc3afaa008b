#!/usr/bin/env bash
# The command line of the exact analyses (docs/analysis.md):
#   diff XDPC CAPDIR        --diff exit codes, --json, --write-witnesses,
#                           --capture, refusal of what the model cannot hold
#   payload XDPC            transport payload tests: equivalent spellings,
#                           planted changes with witnesses the evaluator
#                           confirms, the lint's shadowing, `payload nh` on
#                           the bytes the model holds, and the located
#                           refusal of the others and of `payload th`
#   rate XDPC CAPDIR        rate-limited rules: equivalences, the rate
#                           states a change assumes (text and --json), the
#                           lint, and --capture on the capture's clock
#   explain XDPC CAPDIR RULES...  --explain's verdict equals the kernel's on
#                           every frame of sample.pcap, and of the shared
#                           corpus (../shared/corpus/pcaps) when present
#   lintbig XDPC BENCH      --check's exact lint on 10,000 ClassBench-like rules
#                           must finish, not truncated, within --lint-budget 300
#                           (the time is printed, never asserted;
#                           XDPC_LINTBIG_RULES: fewer, as CI's ASan run asks)
# Kernel parts need privileges: skip (77) unprivileged, fail under CI=true.
set -u
mode=$1 xdpc=$2
shift 2
source "$(dirname "$0")/../lib/checks.sh"
expect_rc() { local want=$1; shift; "$@" >"$tmp/out" 2>"$tmp/err"; local rc=$?; [ "$rc" -eq "$want" ] && ok || bad "exit $rc, wanted $want: $*"; }

case $mode in
diff)
	capdir=$1
	printf 'count tcp;\ndrop udp dport 53;\npass tcp dport 22;\n' >"$tmp/a.xf"
	printf 'count tcp;\ndrop udp dport 53-54;\npass tcp dport 22;\n' >"$tmp/b.xf"
	printf 'count tcp;\npass tcp dport 22;\ndrop udp dport 53;\n' >"$tmp/c.xf"
	expect_rc 0 "$xdpc" --diff "$tmp/a.xf" "$tmp/c.xf"
	grep -q equivalent "$tmp/out" && ok || bad "no 'equivalent' line"
	expect_rc 1 "$xdpc" --diff "$tmp/a.xf" "$tmp/b.xf"
	grep -q 'change 1: pass -> drop' "$tmp/out" && ok || bad "no change printed: $(cat "$tmp/out")"
	grep -q 'dport (where there are ports): 54' "$tmp/out" && ok || bad "changed space not described"
	grep -q 'hex: ' "$tmp/out" && ok || bad "no witness hex"
	expect_rc 1 "$xdpc" --diff --json "$tmp/a.xf" "$tmp/b.xf"
	python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert not d["equivalent"] and d["changes"][0]["new"]["line"]==2' "$tmp/out" && ok || bad "--json output"
	expect_rc 1 "$xdpc" --diff "$tmp/a.xf" "$tmp/b.xf" --write-witnesses "$tmp/w.pcap"
	# the witness, run by the dry run on the new rules, is dropped by line 2
	"$xdpc" --test "$tmp/w.pcap" "$tmp/b.xf" --engine eval -v >"$tmp/t" 2>&1
	grep -q 'frame 1: drop  line 2' "$tmp/t" && ok || bad "witness pcap: $(cat "$tmp/t")"
	expect_rc 1 "$xdpc" --diff "$tmp/a.xf" "$tmp/b.xf" --capture "$capdir/sample.pcap"
	grep -q 'frames of .* whose fate changes' "$tmp/out" && ok || bad "--capture section missing"
	printf 'dynamic set d { 192.0.2.1 };\ndrop src in d;\n' >"$tmp/dyn.xf"
	expect_rc 2 "$xdpc" --diff "$tmp/a.xf" "$tmp/dyn.xf"
	grep -q 'dyn.xf:2:6: error: --diff cannot yet reason about dynamic set' "$tmp/err" && ok || bad "refusal: $(cat "$tmp/err")"
	expect_rc 2 "$xdpc" --diff "$tmp/a.xf" "$tmp/missing.xf"
	expect_rc 2 "$xdpc" --diff "$tmp/a.xf"
	finish
	;;
rate)
	capdir=$1
	printf 'drop udp sport 53 rate over 2000/s per src;\npass tcp rate over 10/s;\ndrop tcp;\n' >"$tmp/r.xf"
	expect_rc 0 "$xdpc" --diff "$tmp/r.xf" "$tmp/r.xf"
	printf 'drop udp rate over 10/s;\ndrop udp;\n' >"$tmp/a.xf"
	printf 'drop udp;\n' >"$tmp/b.xf"
	expect_rc 0 "$xdpc" --diff "$tmp/a.xf" "$tmp/b.xf"
	# removing a rate rule changes the frames over its rate, and says so
	printf 'pass tcp rate over 10/s;\ndrop tcp;\n' >"$tmp/b.xf"
	expect_rc 1 "$xdpc" --diff "$tmp/r.xf" "$tmp/b.xf"
	grep -q "change 1: drop -> pass" "$tmp/out" &&
		grep -q "  when old line 1's rate (drop udp sport 53 rate over 2000/s per src;) is exceeded" "$tmp/out" &&
		grep -q "  witness assumes: old line 1's rate (drop udp sport 53 rate over 2000/s per src;) is exceeded" "$tmp/out" &&
		ok || bad "rate state not named: $(cat "$tmp/out" "$tmp/err")"
	expect_rc 1 "$xdpc" --diff --json "$tmp/r.xf" "$tmp/b.xf"
	python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); c=d["changes"][0]; w=c["when"][0]
assert w["exceeded"] and w["old_line"]==1 and w["new_line"] is None, c
assert c["witness"]["rates"]==c["when"], c' "$tmp/out" && ok || bad "--json rate states: $(cat "$tmp/out")"
	# the lint: a rate rule shadowed, and no skip note
	printf 'drop udp;\ndrop udp dport 53 rate over 10/s;\n' >"$tmp/l.xf"
	expect_rc 0 "$xdpc" --check "$tmp/l.xf"
	grep -q 'l.xf:2:1: warning: rule is never reached' "$tmp/err" && ! grep -q skipped "$tmp/err" && ok ||
		bad "rate lint: $(cat "$tmp/err")"
	# --capture: both programs on the capture's clock, as --test runs them
	printf 'drop udp sport 53 rate over 10/s burst 5 per src;\n' >"$tmp/c.xf"
	: >"$tmp/e.xf"
	expect_rc 1 "$xdpc" --diff "$tmp/c.xf" "$tmp/e.xf" --capture "$capdir/sample.pcap"
	n=$(grep -c '^  frame .*: drop -> pass' "$tmp/out")
	"$xdpc" --test "$capdir/sample.pcap" "$tmp/c.xf" --engine eval -v >"$tmp/t" 2>&1
	m=$(grep -c '^frame .*: drop' "$tmp/t")
	[ "$n" -gt 0 ] && [ "$n" -eq "$m" ] && ok || bad "--capture lists $n frames, --test drops $m"
	finish
	;;
payload)
	same() { printf '%b\n' "$1" >"$tmp/p.xf"; printf '%b\n' "$2" >"$tmp/q.xf"; expect_rc 0 "$xdpc" --diff "$tmp/p.xf" "$tmp/q.xf"; }
	same 'drop payload 0 "ab";' 'drop payload 0 "a" and payload 1 "b";'
	same 'drop payload 0 0x41/0xff;' 'drop payload 0 "A";'
	same 'drop payload contains "ab" depth 2;' 'drop payload 0 "ab";'
	same 'drop udp dport 53 payload contains "ab" depth 3;' 'drop udp dport 53 payload 0 "ab";\ndrop udp dport 53 payload 1 "ab";'
	# planted: each witness, written to a pcap, gets the new verdict from the evaluator
	planted() {
		printf '%b\n' "$1" >"$tmp/p.xf"; printf '%b\n' "$2" >"$tmp/q.xf"
		expect_rc 1 "$xdpc" --diff "$tmp/p.xf" "$tmp/q.xf" --write-witnesses "$tmp/w.pcap"
		grep -q "$3" "$tmp/out" && grep -q 'hex: ' "$tmp/out" && ok || bad "$1 -> $2: $(cat "$tmp/out" "$tmp/err")"
		"$xdpc" --test "$tmp/w.pcap" "$tmp/q.xf" --engine eval -v >"$tmp/t" 2>&1
		grep -q "$4" "$tmp/t" && ok || bad "witness of $1 -> $2: $(cat "$tmp/t")"
	}
	planted 'drop payload 0 "ab";' 'drop payload 0 "abc";' 'drop -> pass' 'frame 1: pass'
	planted 'drop payload 0 "ab";' 'drop payload contains "ab" depth 3;' 'pass -> drop' 'frame 1: drop  line 1'
	planted 'drop payload 4 != "x";' 'drop not payload 4 "x";' 'pass -> drop' 'frame 1: drop  line 1'
	planted 'drop payload 0 0x40/0xf0;' 'drop payload 0 0x40/0xe0;' 'pass -> drop' 'frame 1: drop  line 1'
	# the outline of a change names the payload bytes it turns on
	printf 'drop udp dport 53 payload 2 "\\x01\\x00";\n' >"$tmp/p.xf"
	printf 'drop udp dport 53 payload 2 "\\x01\\x01";\n' >"$tmp/q.xf"
	expect_rc 1 "$xdpc" --diff "$tmp/p.xf" "$tmp/q.xf"
	grep -q 'payload byte 2 (where the frame holds it): 0x01$' "$tmp/out" &&
		grep -q 'payload byte 3 (where the frame holds it): 0x00$' "$tmp/out" &&
		! grep -q 'payload byte [014]' "$tmp/out" && ok || bad "payload outline: $(cat "$tmp/out")"
	# the lint: a broader payload rule before shadows; a shifted one does not
	printf 'drop payload 0 "ab";\ndrop udp payload 0 "abc";\n' >"$tmp/l.xf"
	expect_rc 0 "$xdpc" --check "$tmp/l.xf"
	grep -q 'l.xf:2:1: warning: rule is never reached' "$tmp/err" && ok || bad "shadowing: $(cat "$tmp/err")"
	printf 'drop payload 0 "ab";\ndrop udp payload 1 "abc";\n' >"$tmp/l.xf"
	expect_rc 0 "$xdpc" --check "$tmp/l.xf"
	grep -q 'never reached' "$tmp/err" && bad "near miss reported: $(cat "$tmp/err")" || ok
	# network header bytes are the header fields the model holds
	same 'drop payload nh 8 0x01;' 'drop ipv4 ttl 1;\ndrop ipv6 src 100::/8;'
	same 'drop ipv4 payload nh 6 0x20/0x20;' 'drop ipv4 flags mf;'
	same 'drop ipv6 payload nh 4 0x0014;' 'drop ipv6 ip length 60;'
	same 'drop ipv4 payload nh 12 != 0xc0000201;' 'drop ipv4 not src 192.0.2.1;'
	planted 'drop ipv4 payload nh 4 0x1234;' 'drop ipv4;' 'pass -> drop' 'frame 1: drop  line 1'
	planted 'drop payload nh 1 0xb8;' 'drop ip dscp 46 ip ecn 0;' 'drop -> pass' 'frame 1: pass'
	printf 'drop ipv4 ttl < 2;\ndrop payload nh 8 0x01 not ipv6;\n' >"$tmp/l.xf"
	expect_rc 0 "$xdpc" --check "$tmp/l.xf"
	grep -q 'l.xf:2:1: warning: rule is never reached' "$tmp/err" && ok || bad "nh shadowing: $(cat "$tmp/err")"
	# bytes it does not hold: refused, located, unless the rule rules their family out
	printf 'drop udp;\ndrop ipv6 payload nh 40 0x11;\n' >"$tmp/n.xf"
	expect_rc 2 "$xdpc" --diff "$tmp/p.xf" "$tmp/n.xf"
	grep -q "n.xf:2:11: error: --diff cannot yet reason about 'payload nh 40' where the rule allows IPv6 frames, whose byte 40 (extension headers or the next header) the model does not hold" "$tmp/err" && ok || bad "nh refusal: $(cat "$tmp/err")"
	# IPv6's first next header is held: the protocol, or the chain's first header
	same 'drop ipv6 payload nh 6 17 not udp;' 'pass ipv6;'
	same 'drop ipv6 payload nh 6 0;\ndrop ipv6 payload nh 6 != 0;' 'drop ipv6;'
	planted 'drop ipv6 tcp dport 80;' 'drop ipv6 tcp dport 80 payload nh 6 0;' 'drop -> pass' 'frame 1: pass'
	grep -q 'ipv6 first next header (IPv6 frames): 6, 43-44, 51, 60$' "$tmp/out" && ok || bad "first next header outline: $(cat "$tmp/out")"
	planted 'drop ipv6 tcp dport 80;' 'drop ipv6 tcp dport 80 payload nh 6 6;' 'drop -> pass' 'frame 1: pass'
	"$xdpc" --explain "$tmp/q.xf" "$tmp/w.pcap:1" >"$tmp/t" 2>&1
	grep -q '1 extension header' "$tmp/t" && ok || bad "witness with an extension header: $(cat "$tmp/t")"
	# the IPv4 IHL is held (options are not): no options, or some
	same 'drop ipv4 payload nh 0 0x45;' 'drop ipv4 payload nh 0 0x05/0x0f;'
	same 'drop ipv4 payload nh 0 0x44;' 'pass ipv4;'
	planted 'drop ipv4;' 'drop ipv4 payload nh 0 0x45;' 'drop -> pass' 'frame 1: pass'
	grep -q 'ipv4 ihl (IPv4 frames): 6-15$' "$tmp/out" && ok || bad "IHL outline: $(cat "$tmp/out")"
	printf 'drop ipv4 payload nh 20 0x94;\n' >"$tmp/n.xf"
	expect_rc 2 "$xdpc" --diff "$tmp/p.xf" "$tmp/n.xf"
	grep -q "n.xf:1:11: error: --diff cannot yet reason about 'payload nh 20' where the rule allows IPv4 frames, whose byte 20 (options or the next header) the model does not hold" "$tmp/err" && ok || bad "nh options refusal: $(cat "$tmp/err")"
	printf 'drop udp;\ndrop ipv6 payload nh 40 0x11;\n' >"$tmp/n.xf"
	expect_rc 0 "$xdpc" --check "$tmp/n.xf"
	grep -q "n.xf:2:11: note: exact lint skipped: it cannot yet reason about 'payload nh 40'" "$tmp/err" && ok || bad "nh lint skip: $(cat "$tmp/err")"
	# the IPv4 checksum and TCP's reserved bits are held where a rule tests them
	same 'drop ipv4 payload nh 10 0x1234;\ndrop ipv4 payload nh 10 != 0x1234;' 'drop ipv4;'
	planted 'drop ipv4;' 'drop ipv4 payload nh 10 0x0000;' 'drop -> pass' 'frame 1: pass'
	grep -q 'ipv4 header checksum (IPv4 frames): 1-65535$' "$tmp/out" && ok || bad "checksum outline: $(cat "$tmp/out")"
	planted 'drop ipv4 tcp dport 80;' 'drop ipv4 tcp dport 80 payload th 12 0x01/0x01;' 'drop -> pass' 'frame 1: pass'
	grep -q 'tcp reserved bits (where there is a TCP header): 0, 2, 4, 6, 8, 10, 12, 14$' "$tmp/out" && ok || bad "reserved bits outline: $(cat "$tmp/out")"
	# transport header bytes: exact where the rule makes the header whole
	same 'drop ipv4 tcp dport 80 payload th 13 0x02/0x12;' 'drop ipv4 tcp dport 80 tcp flags syn / syn,ack;'
	same 'drop ipv4 udp dport 53 payload th 0 0x0035;' 'drop ipv4 udp dport 53 sport 53;'
	planted 'drop ipv4 udp dport 53 payload th 0 0x0035;' 'drop ipv4 udp dport 53 payload th 0 0x0036;' 'drop -> pass' 'frame 1: pass'
	# the TCP data offset is held: SYNs without options, the witness has some
	planted 'drop ipv4 tcp flags syn / syn,ack;' 'drop ipv4 tcp flags syn / syn,ack payload th 12 0x50/0xf0;' 'drop -> pass' 'frame 1: pass'
	grep -q 'tcp data offset (where there is a TCP header): 0-4, 6-15$' "$tmp/out" && ok || bad "doff outline: $(cat "$tmp/out")"
	same 'drop ipv4 tcp dport 80 payload th 12 0x30/0xf0 payload 0 "a";' 'pass ipv4;'
	# the lint evaluates drawn frames' transport header bytes (it crashed
	# reading them from a frame it had not built)
	printf 'drop ipv4 tcp dport 80 payload th 13 0x02/0x12;\ndrop ipv4 tcp dport 80 payload th 13 != 0x02/0x12;\ndrop ipv4 tcp dport 80 tcp flags syn;\n' >"$tmp/l.xf"
	expect_rc 0 "$xdpc" --check "$tmp/l.xf"
	grep -q 'l.xf:3:1: warning: rule is never reached: .*line 1 .*line 2 .*together match them all' "$tmp/err" && ok || bad "th shadowing: $(cat "$tmp/err")"
	# ... and a header past byte 16383 (a 16 KiB IPv6 chain) is never read
	printf 'drop tcp dport 80 payload th 13 0x02/0x12;\n' >"$tmp/p.xf"
	printf 'drop tcp dport 80 tcp flags syn / syn,ack;\n' >"$tmp/q.xf"
	expect_rc 1 "$xdpc" --diff "$tmp/p.xf" "$tmp/q.xf"
	grep -q 'transport header past byte 16383: yes' "$tmp/out" && ok || bad "th past 16383: $(cat "$tmp/out")"
	printf 'drop payload th 13 0x02 / 0x12;\n' >"$tmp/n.xf"
	expect_rc 2 "$xdpc" --diff "$tmp/n.xf" "$tmp/p.xf"
	grep -q "n.xf:1:6: error: --diff cannot yet reason about 'payload th 13' where the rule allows UDP frames, whose byte 13 (payload) the model does not hold, .* and frames whose transport header is cut short or of another protocol" "$tmp/err" && ok || bad "th refusal: $(cat "$tmp/err")"
	# a search deeper than the model holds (its BDD grows with depth squared)
	printf 'drop payload contains "ab" depth 1000;\n' >"$tmp/n.xf"
	expect_rc 2 "$xdpc" --diff "$tmp/n.xf" "$tmp/p.xf"
	grep -q "n.xf:1:6: error: --diff cannot reason about 'payload contains' deeper than" "$tmp/err" && ok || bad "depth refusal: $(cat "$tmp/err")"
	finish
	;;
explain)
	capdir=$1
	shift
	need_root "the kernel comparison"
	for rules in "$@"; do
		n=$("$xdpc" --test "$capdir/sample.pcap" "$rules" --engine eval --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["frames"])')
		"$xdpc" --explain "$rules" "$capdir/sample.pcap:1-$n" >"$tmp/out" 2>&1 && ok || bad "explain $rules: $(grep -m3 -E 'DISAGREE|error' "$tmp/out")"
		agree=$(grep -c ': agrees$' "$tmp/out")
		skipped=$(grep -c '^kernel: not run: BPF_PROG_TEST_RUN does not take' "$tmp/out")
		[ $((agree + skipped)) -eq "$n" ] && [ "$agree" -gt 0 ] && ok || bad "$rules: $agree agree, $skipped not run, of $n"
	done
	corpus=$(cd "$(dirname "$0")/../.." && pwd)/../../shared/corpus/pcaps
	[ -d "$corpus" ] || corpus=/work/shared/corpus/pcaps
	if [ -d "$corpus" ]; then
		for cap in "$corpus"/*.pcap; do
			"$xdpc" --explain "$1" "$cap:1-50" >"$tmp/out" 2>&1
			rc=$?
			grep -q 'DISAGREES' "$tmp/out" && bad "corpus $cap: $(grep -m1 DISAGREES "$tmp/out")"
			[ $rc -eq 0 ] || grep -q 'cannot\|unsupported\|link type' "$tmp/out" || bad "corpus $cap exit $rc"
			ok
		done
	else
		echo "note: no corpus at $corpus"
	fi
	finish
	;;
lintbig)
	# ClassBench-like ACL rules (xdpc-bench classgen): the lint must judge
	# every rule within --lint-budget 300 (complete, never truncated)
	bench=$1 nrules=${XDPC_LINTBIG_RULES:-10000}   # fewer under the sanitizers
	"$bench" classgen acl 4 "$nrules" 1 "$tmp/big.xf" "$tmp/frames" 1 >/dev/null || bad "classgen"
	TIMEFORMAT='%U %S %R'
	t=$( { time "$xdpc" --check --lint-budget 300 "$tmp/big.xf" >"$tmp/out" 2>"$tmp/err"; } 2>&1 | tail -n 1)
	read -r u s r <<<"$t"
	echo "exact lint of $nrules ClassBench-like acl rules: $(echo "$u + $s" | bc) s CPU, $r s wall, $(grep -c warning "$tmp/err") warnings, $(grep -c 'stopped here' "$tmp/err") budget stops"
	grep -q 'ok' "$tmp/out" && ok || bad "--check output: $(cat "$tmp/out")"
	grep -q 'stopped here' "$tmp/err" && bad "the lint was truncated: $(grep 'stopped here' "$tmp/err")" || ok
	grep -q 'never reached' "$tmp/err" && ok || bad "no unreached rule found in $nrules generated rules"
	finish
	;;
esac
echo "unknown mode $mode"
exit 2
