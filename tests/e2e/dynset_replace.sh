#!/usr/bin/env bash
# `--set DEV NAME replace FILE` under continuous traffic swaps the whole set
# in one step. A = {X, BOTH} becomes B = {Y, BOTH}: frames from X are
# dropped until the swap and pass after it, frames from Y the other way
# round, and frames from BOTH never pass. Frames alternate X, Y, BOTH, so
# with one swap point X's passes and Y's passes add up to one frame per
# round (give or take the frame in flight); a half-updated set would show
# as too many (neither held) or too few (both held).
set -u
source "$(dirname "$0")/lib.sh"
source "$E2E_DIR/dynset_lib.sh"
make_veth
X=192.0.2.10 Y=192.0.2.20 BOTH=2001:db8::30

in_b "$XDPC" --attach "$DEV_B" "$DYN_RULES" --pin || fail "attach"
printf '# A\n%s\n%s/128\n' "$X" "$BOTH" >"$WORK/a.txt"
printf '# B\n%s\n\n%s  # in both\n' "$Y" "$BOTH" >"$WORK/b.txt"
set_b banned replace "$WORK/a.txt" || fail "replace by A"
expect_eq "$(set_b banned list | tr '\n' ' ')" "$X $BOTH " "set A"

start_receiver 51
# about 3 s of traffic, one frame each 100 us
nsenter --net=/run/netns/$NS_A "$FRAMES" send "$DEV_A" --dst-mac "$MAC_B" --run 51 \
	--seconds 3 --gap-us 100 udp4,src=$X,dport=9 udp4,src=$Y,dport=9 \
	udp6,src=$BOTH,dport=9 >"$WORK/send.out" &
SEND=$!
BG_PIDS+=("$SEND")
sleep 1.2
set_b banned replace "$WORK/b.txt" || fail "replace by B"
wait "$SEND" || fail "sender failed"
stop_receiver
cat "$WORK/send.out" "$WORK/recv.out"

rounds=$(sent 2)
[ "$rounds" -gt 1000 ] || fail "too little traffic to mean anything ($rounds)"
expect_eq "$(got 2)" 0 "frames from an address in both sets that passed"
gx=$(got 0) gy=$(got 1)
[ "$gx" -gt 0 ] && [ "$gx" -lt "$rounds" ] || fail "X passed $gx of $rounds: the swap was not mid-traffic"
[ "$gy" -gt 0 ] && [ "$gy" -lt "$rounds" ] || fail "Y passed $gy of $rounds: the swap was not mid-traffic"
sum=$((gx + gy))
[ "$sum" -ge $((rounds - 1)) ] && [ "$sum" -le $((rounds + 1)) ] ||
	fail "X passed $gx and Y $gy of $rounds rounds: not one swap point"
echo "ok: X passed $gx (after the swap), Y $gy (before it), of $rounds rounds"
expect_eq "$(set_b banned list | tr '\n' ' ')" "$Y $BOTH " "set B"
in_b "$XDPC" --detach "$DEV_B" >/dev/null || fail "--detach"
echo PASS
