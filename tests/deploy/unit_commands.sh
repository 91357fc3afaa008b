#!/usr/bin/env bash
# The commands of xdpc@.service, run in the order systemd runs them, for a
# veth device (the instance) in a test namespace, /etc/xdpc replaced by a
# scratch directory: start attaches and pins; reload replaces atomically
# and keeps counters; a reload with a bad rule file fails with the located
# error and leaves the running filter untouched (also when only --attach
# runs, without the --check before it); stop detaches.
#   usage: unit_commands.sh XDPC E2E_FRAMES UNIT_FILE
set -u
UNIT_FILE=${3:?usage: unit_commands.sh XDPC E2E_FRAMES UNIT_FILE}
source "$(dirname "$0")/../e2e/lib.sh"
make_veth
ETC=$WORK/etc
mkdir -p "$ETC"

# run_exec KEY: every KEY= line of the unit, %I/%i = $DEV_B, stop at the
# first failure as systemd does; its output in $WORK/exec.out
run_exec() {
	local line cmd
	: >"$WORK/exec.out"
	while IFS= read -r line; do
		cmd=${line#*=}
		cmd=${cmd//%I/$DEV_B}
		cmd=${cmd//%i/$DEV_B}
		cmd=${cmd//\/etc\/xdpc/$ETC}
		read -ra argv <<<"$cmd"
		argv[0]=$XDPC
		echo "+ ${argv[*]}" >>"$WORK/exec.out"
		in_b "${argv[@]}" >>"$WORK/exec.out" 2>&1 || return 1
	done < <(grep "^$1=" "$UNIT_FILE")
}
dns_drops() {
	in_b "$XDPC" --stats "$DEV_B" --json >"$WORK/s.json" || fail "--stats"
	rule_packets "$WORK/s.json" 'drop udp dport 53;'
}

cp "$E2E_DIR/rules/replace-old.xf" "$ETC/$DEV_B.xf"
run_exec ExecStartPre && run_exec ExecStart || { cat "$WORK/exec.out"; fail "start"; }
prog1=$(xdp_prog_on_b)
[ -n "$prog1" ] || fail "nothing attached after start"
[ -e "/sys/fs/bpf/xdpc/$DEV_B/link" ] || ls -d /sys/fs/bpf/xdpc/net*/"$DEV_B"/link >/dev/null 2>&1 ||
	fail "start did not pin"
echo "ok: start attached program $prog1, pinned"

start_receiver 51
send 51 udp4,dport=53,n=4
stop_receiver
expect_eq "$(dns_drops)" 4 "dns drops before reload"

cp "$E2E_DIR/rules/replace-new.xf" "$ETC/$DEV_B.xf"
run_exec ExecReload || { cat "$WORK/exec.out"; fail "reload"; }
prog2=$(xdp_prog_on_b)
[ -n "$prog2" ] && [ "$prog2" != "$prog1" ] || fail "reload did not swap the program ($prog1 -> $prog2)"
expect_eq "$(dns_drops)" 4 "dns drops kept through reload"

cp "$E2E_DIR/rules/bad.xf" "$ETC/$DEV_B.xf"
run_exec ExecReload && fail "reload with a bad rule file succeeded"
cat "$WORK/exec.out"
grep -Eq "^$ETC/$DEV_B.xf:[0-9]+:[0-9]+: error: " "$WORK/exec.out" || fail "no located error"
grep -c "^+ " "$WORK/exec.out" | grep -qx 1 || fail "reload went on after the failed --check"
expect_eq "$(xdp_prog_on_b)" "$prog2" "program after a failed reload"
# without the --check first, --attach itself leaves the filter alone
in_b "$XDPC" --attach "$DEV_B" "$ETC/$DEV_B.xf" --pin 2>"$WORK/err" && fail "attach of a bad file"
grep -Eq "^$ETC/$DEV_B.xf:[0-9]+:[0-9]+: error: " "$WORK/err" || fail "no located error from --attach"
expect_eq "$(xdp_prog_on_b)" "$prog2" "program after a failed --attach"
expect_eq "$(dns_drops)" 4 "dns drops after failed reloads"

run_exec ExecStop || { cat "$WORK/exec.out"; fail "stop"; }
[ -z "$(xdp_prog_on_b)" ] || fail "still attached after stop"
ls /sys/fs/bpf/xdpc/ 2>/dev/null | grep -q . && find /sys/fs/bpf/xdpc -name "$DEV_B" | grep -q . &&
	fail "pins left after stop"
echo "ok: stop detached and removed the pins"
echo PASS
