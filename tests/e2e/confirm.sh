#!/usr/bin/env bash
# Issue 13 item 4, commit-confirmed deploys: `--attach DEV NEW --pin
# --confirm S` runs NEW; without `--confirm DEV` the previous filter comes
# back (counters kept exactly, as in a replace), also when the process group
# that ran --attach is killed; with it NEW stays; with no previous filter
# the rollback detaches. --stats shows what is pending. Waits are bounded,
# and no check depends on how fast the host is: what must be seen while a
# change is pending uses a deadline of 600 s (and --confirm); the rollbacks
# use 2-3 s and are waited for.
set -u
source "$(dirname "$0")/lib.sh"
make_veth

"$XDPC" "$E2E_DIR/rules/carry-a.xf" -o "$WORK/a.o" || fail "compiling carry-a.xf"
"$XDPC" "$E2E_DIR/rules/carry-b.xf" -o "$WORK/b.o" || fail "compiling carry-b.xf"
FRAMES_SENT=0
# traffic RUN: 10 frames the shared rules count (udp 53 from .1)
traffic() { send "$1" udp4,src=192.0.2.1,dport=53,n=10; FRAMES_SENT=$((FRAMES_SENT + 10)); }
# wait_for_prog ID: up to 30 s for the program on $DEV_B to be ID ("" = none)
wait_for_prog() {
	for _ in $(seq 150); do [ "$(xdp_prog_on_b)" = "$1" ] && return 0; sleep 0.2; done
	fail "program on $DEV_B is '$(xdp_prog_on_b)', not '$1', after 30 s"
}
# note_watchdog FILE: its pid from --attach's output, killed at cleanup
note_watchdog() {
	WATCHDOG=$(sed -n 's/.*(watchdog pid \([0-9]*\))$/\1/p' "$1")
	[ -n "$WATCHDOG" ] || { cat "$1"; fail "no watchdog pid in the output"; }
	BG_PIDS+=("$WATCHDOG")
}
check_counters() { # WHAT
	in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/stats.json" || fail "--stats"
	expect_eq "$(rule_packets "$WORK/stats.json" 'drop udp dport 53;')" "$FRAMES_SENT" "$1: drop udp dport 53;"
	expect_eq "$(rule_packets "$WORK/stats.json" 'count by proto;')" "$FRAMES_SENT" "$1: count by proto;"
}

in_b "$XDPC" --attach "$DEV_B" "$WORK/a.o" --pin >/dev/null || fail "attach a"
A=$(xdp_prog_on_b)
traffic 91

# 1. not confirmed: A comes back, with the frames B counted
in_b "$XDPC" --attach "$DEV_B" "$WORK/b.o" --pin --confirm 2 >"$WORK/out" 2>&1 ||
	{ cat "$WORK/out"; fail "attach b --confirm"; }
cat "$WORK/out"
note_watchdog "$WORK/out"
grep -q "program $A comes back" "$WORK/out" || fail "--attach does not say what comes back"
traffic 92
wait_for_prog "$A"
echo "ok: not confirmed: program $A is back"
for _ in $(seq 150); do kill -0 "$WATCHDOG" 2>/dev/null || break; sleep 0.2; done
! kill -0 "$WATCHDOG" 2>/dev/null || fail "the watchdog outlived its rollback by 30 s"
traffic 93
check_counters "after the rollback"
in_b "$XDPC" --stats "$DEV_B" >"$WORK/table" || fail "--stats"
! grep -q "pending" "$WORK/table" || fail "still pending after the rollback"
in_b "$XDPC" --confirm "$DEV_B" 2>"$WORK/err" && fail "--confirm after the rollback succeeded"
grep -q "no change is pending confirmation" "$WORK/err" || { cat "$WORK/err"; fail "late --confirm message"; }

# 2. pending, then confirmed: --stats shows it, other changes wait, B stays
in_b "$XDPC" --attach "$DEV_B" "$WORK/b.o" --pin --confirm 600 >"$WORK/out" || fail "attach b again"
note_watchdog "$WORK/out"
B=$(xdp_prog_on_b)
[ "$B" != "$A" ] || fail "b is not running"
in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/pending.json" || fail "--stats --json while pending"
expect_eq "$(json_get "$WORK/pending.json" "j['pending_confirmation']['rollback_program_id']")" "$A" \
	"--stats --json: program to come back"
expect_eq "$(json_get "$WORK/pending.json" "j['pending_confirmation']['watchdog_pid']")" "$WATCHDOG" \
	"--stats --json: watchdog"
left=$(json_get "$WORK/pending.json" "j['pending_confirmation']['seconds_left']")
[ "$left" -gt 0 ] && [ "$left" -le 600 ] || fail "seconds left: $left"
in_b "$XDPC" --stats "$DEV_B" >"$WORK/table" || fail "--stats"
grep -q "^pending confirmation: unless \`xdpc --confirm $DEV_B\` by .* UTC (in [0-9]* s), program $A comes back" \
	"$WORK/table" || { cat "$WORK/table"; fail "--stats shows no pending confirmation"; }
in_b "$XDPC" --stats "$DEV_B" --prometheus >"$WORK/prom" || fail "--stats --prometheus"
grep -Eq "^xdpc_confirm_deadline_seconds\{device=\"$DEV_B\"\} $(json_get "$WORK/pending.json" "j['pending_confirmation']['deadline']")\$" \
	"$WORK/prom" || { cat "$WORK/prom"; fail "--prometheus shows no deadline"; }
in_b "$XDPC" --attach "$DEV_B" "$WORK/a.o" --pin 2>"$WORK/err" && fail "a replace while pending succeeded"
grep -q "pending confirmation" "$WORK/err" || { cat "$WORK/err"; fail "refusal message"; }
traffic 94
in_b "$XDPC" --confirm "$DEV_B" >"$WORK/out" || fail "--confirm"
grep -q "confirmed program $B" "$WORK/out" || { cat "$WORK/out"; fail "--confirm message"; }
# the watchdog is the only one that could roll back: it must go
for _ in $(seq 150); do kill -0 "$WATCHDOG" 2>/dev/null || break; sleep 0.2; done
! kill -0 "$WATCHDOG" 2>/dev/null || fail "the watchdog outlived the confirmation by 30 s"
expect_eq "$(xdp_prog_on_b)" "$B" "program after --confirm"
in_b "$XDPC" --stats "$DEV_B" >"$WORK/table" || fail "--stats"
! grep -q "pending" "$WORK/table" || fail "still pending after --confirm"
check_counters "after --confirm"

# 3. the session dies: in a session of its own, --attach --confirm runs and
# the session's whole process group is killed right after it returns
setsid bash -c '"$@" >"$0" 2>&1; kill -KILL 0' "$WORK/out" \
	nsenter --net=/run/netns/$NS_B "$XDPC" --attach "$DEV_B" "$WORK/a.o" --pin --confirm 3 &
SESSION=$!
wait "$SESSION"
echo "ok: the session's process group was killed (status $?)"
note_watchdog "$WORK/out"
[ "$(ps -o sid= -p "$WATCHDOG" | tr -d ' ')" != "$SESSION" ] || fail "the watchdog was in the killed session"
traffic 95
wait_for_prog "$B"
echo "ok: session killed, not confirmed: program $B is back"
check_counters "after the rollback of a killed session"

# 4. no previous filter: the rollback detaches
in_b "$XDPC" --detach "$DEV_B" >/dev/null || fail "--detach"
in_b "$XDPC" --attach "$DEV_B" "$WORK/a.o" --pin --confirm 2 >"$WORK/out" || fail "first attach --confirm"
grep -q "the filter is detached" "$WORK/out" || { cat "$WORK/out"; fail "first attach --confirm message"; }
note_watchdog "$WORK/out"
wait_for_prog ""
[ -z "$(find /sys/fs/bpf/xdpc -mindepth 1 -path "*$DEV_B*" | head -1)" ] || fail "pins left after the rollback detached"
echo "ok: first attach not confirmed: detached, no pins left"
echo PASS
