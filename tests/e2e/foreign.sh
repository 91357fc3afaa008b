#!/usr/bin/env bash
# A program xdpc did not attach: --attach and --detach refuse and name it;
# --force replaces it.
set -u
source "$(dirname "$0")/lib.sh"
CLANG=$(command -v clang-19 || command -v clang) || skip_or_fail "needs clang to build a foreign XDP program"
make_veth
"$CLANG" -O2 -target bpf -c "$E2E_DIR/foreign.bpf.c" -o "$WORK/foreign.o" || fail "clang"
ip -n "$NS_B" link set dev "$DEV_B" xdpgeneric obj "$WORK/foreign.o" sec xdp ||
	fail "ip link could not attach the foreign program"
foreign=$(xdp_prog_on_b)
[ -n "$foreign" ] || fail "foreign program not attached"

in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/basic.xf" --pin 2>"$WORK/err" &&
	fail "attached over a foreign program without --force"
cat "$WORK/err"
grep -q "xdpc did not attach: id $foreign \"foreign_pass\" (generic mode)" "$WORK/err" ||
	fail "the refusal does not name the program"
grep -q -- "--force" "$WORK/err" || fail "the refusal does not mention --force"
expect_eq "$(xdp_prog_on_b)" "$foreign" "program after the refusal"
[ -e "$(pin_dir "$NS_B" "$DEV_B")" ] && fail "pins made despite the refusal"

in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/basic.xf" 2>/dev/null && fail "foreground attach over it"
in_b "$XDPC" --detach "$DEV_B" 2>"$WORK/err" && fail "detached a foreign program without --force"
grep -q "was not attached by xdpc" "$WORK/err" || fail "--detach message"
in_b "$XDPC" --stats "$DEV_B" 2>&1 | grep -q "which xdpc did not attach" || fail "--stats message"
expect_eq "$(xdp_prog_on_b)" "$foreign" "program after --detach refused"

in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/basic.xf" --pin --force >"$WORK/out" 2>&1 ||
	{ cat "$WORK/out"; fail "--force"; }
cat "$WORK/out"
ours=$(xdp_prog_on_b)
[ -n "$ours" ] && [ "$ours" != "$foreign" ] || fail "--force did not put xdpc's program in"
start_receiver 51
send 51 udp4,dport=53,n=3 udp4,dport=99,n=2
stop_receiver
expect_eq "$(got 0)" 0 "drops after --force"
expect_eq "$(got 1)" 2 "passes after --force"
in_b "$XDPC" --detach "$DEV_B" >/dev/null || fail "--detach"
[ -z "$(xdp_prog_on_b)" ] || fail "still attached"
echo PASS
