#!/usr/bin/env bash
# Issue 10 defects 3 and 13, on a live filter: `--set DEV NAME replace
# FILE` fails and leaves a 60,000-element set exactly as it was when FILE
# is /dev/zero, a FIFO (without blocking, and without holding the device's
# lock), a directory, or when reading it runs out of memory (ulimit -v).
#   usage: set_replace.sh XDPC E2E_FRAMES
set -u
source "$(dirname "$0")/../e2e/lib.sh"
make_veth
set_b() { in_b "$XDPC" --set "$DEV_B" "$@"; }

in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/dynset.xf" --pin >/dev/null || fail "attach"
python3 -c 'for i in range(60000): print("2001:db8::%x:%x" % (i >> 16, i & 0xffff))' >"$WORK/big.txt"
set_b banned replace "$WORK/big.txt" >/dev/null || fail "replace by 60,000 elements"
set_b banned list >"$WORK/before.txt" || fail "list"
expect_eq "$(wc -l <"$WORK/before.txt")" 60000 "elements before"

unchanged() { # what: the set still holds exactly the 60,000
	set_b banned list >"$WORK/now.txt" || fail "list after $1"
	cmp -s "$WORK/before.txt" "$WORK/now.txt" || fail "$1 changed the set ($(wc -l <"$WORK/now.txt") elements)"
}
refused() { # what message file
	local rc
	timeout 60 nsenter --net=/run/netns/$NS_B "$XDPC" --set "$DEV_B" banned replace "$3" >"$WORK/out" 2>"$WORK/err" </dev/null &
	wait $!
	rc=$?
	[ "$rc" -ne 124 ] || fail "$1: --set replace hung"
	[ "$rc" -ne 0 ] || fail "$1: --set replace succeeded: $(cat "$WORK/out")"
	grep -qF "$2" "$WORK/err" || fail "$1: no '$2' in: $(cat "$WORK/err")"
	grep -q "nothing changed" "$WORK/err" || fail "$1: does not say nothing changed"
	unchanged "$1"
	echo "ok: $1"
}
refused "/dev/zero (defect 3)" "it is a character device" /dev/zero
mkfifo "$WORK/fifo"
refused "a FIFO (defect 13)" "it is a FIFO" "$WORK/fifo"
refused "a directory" "it is a directory" "$WORK"
# The lock is free again at once: --stats does not wait (bounded guard).
timeout 30 nsenter --net=/run/netns/$NS_B "$XDPC" --stats "$DEV_B" --json >/dev/null || fail "--stats after the refusals"

# Out of memory while reading (defect 3): the smallest address-space limit
# under which `list` works, plus 24 MiB, cannot hold a 60 MiB line.
head -c $((60 << 20)) /dev/zero | tr '\0' 'a' >"$WORK/huge.txt"
lo=16 hi=16384   # MiB: lo fails, hi works
works() { (ulimit -v $(($1 << 10)); set_b banned list >/dev/null 2>&1); }
works $hi || fail "list fails even with $hi MiB of address space"
while [ $((hi - lo)) -gt 4 ]; do
	mid=$(((lo + hi) / 2))
	if works $mid; then hi=$mid; else lo=$mid; fi
done
echo "list needs about $hi MiB of address space"
(ulimit -v $(((hi + 24) << 10)); in_b "$XDPC" --set "$DEV_B" banned replace "$WORK/huge.txt") \
	>"$WORK/out" 2>"$WORK/err" </dev/null &&
	fail "replace under memory pressure succeeded: $(cat "$WORK/out")"
cat "$WORK/err"
grep -q "nothing changed" "$WORK/err" || fail "out of memory: does not say nothing changed"
unchanged "running out of memory"
echo "ok: out of memory"

echo "PASS"
