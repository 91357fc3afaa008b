#!/usr/bin/env bash
# Errors a user meets, each clear, and each leaving nothing behind: no such
# device, a bad rule file, no privileges (unprivileged user; root without
# capabilities), a driver without native XDP (the kernel's reason shown).
set -u
source "$(dirname "$0")/lib.sh"
make_veth
RULES=$E2E_DIR/rules/basic.xf

nothing_left() {
	[ -z "$(xdp_prog_on_b)" ] || fail "$1: a program got attached"
	[ -e "$(pin_dir "$NS_B" "$DEV_B")" ] && fail "$1: pins were made"
	echo "ok: $1 left nothing behind"
}

# no such device
in_b "$XDPC" --attach xdpc-nosuch "$RULES" --pin 2>"$WORK/err" && fail "attached to a missing device"
cat "$WORK/err"
grep -q "xdpc-nosuch: no such network device" "$WORK/err" || fail "missing-device message"
in_b "$XDPC" --stats xdpc-nosuch 2>&1 | grep -q "no such network device" || fail "--stats message"

# a bad rule file: diagnostics, then nothing attached, nothing pinned
in_b "$XDPC" --attach "$DEV_B" "$E2E_DIR/rules/bad.xf" --pin 2>"$WORK/err" && fail "attached a bad file"
cat "$WORK/err"
grep -q "bad.xf:3:1: error" "$WORK/err" || fail "no diagnostic for the bad file"
grep -q "not attaching anything" "$WORK/err" || fail "does not say nothing was attached"
nothing_left "a bad rule file"

# no privileges: an ordinary user, then root without the capabilities
cp "$XDPC" "$WORK/xdpc" && cp "$RULES" "$WORK/basic.xf" && chmod 755 "$WORK" "$WORK/xdpc" &&
	chmod 644 "$WORK/basic.xf"
if command -v setpriv >/dev/null; then
	in_b setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all \
		"$WORK/xdpc" --attach "$DEV_B" "$WORK/basic.xf" 2>"$WORK/err" && fail "attached as nobody"
	cat "$WORK/err"
	grep -q "Operation not permitted" "$WORK/err" || fail "nobody: no EPERM"
	grep -q "needs root, or the capabilities CAP_BPF and CAP_NET_ADMIN" "$WORK/err" ||
		fail "nobody: no hint about privileges"
	nothing_left "an unprivileged user"
else
	echo "note: setpriv missing: unprivileged-user case not run"
fi
if command -v capsh >/dev/null; then
	in_b capsh --drop=cap_bpf,cap_sys_admin,cap_net_admin,cap_perfmon -- -c \
		"exec '$WORK/xdpc' --attach '$DEV_B' '$WORK/basic.xf'" 2>"$WORK/err" &&
		fail "attached without capabilities"
	cat "$WORK/err"
	grep -q "needs root, or the capabilities CAP_BPF and CAP_NET_ADMIN" "$WORK/err" ||
		fail "no capabilities: no hint"
	nothing_left "root without capabilities"
else
	echo "note: capsh missing: dropped-capabilities case not run"
fi

# a driver without native XDP (the namespace's loopback has none):
# --mode native fails with the kernel's reason; --mode auto falls back to
# generic and says so
ip -n "$NS_B" link set lo up || fail "cannot bring lo up"
in_b "$XDPC" --attach lo "$RULES" --pin --mode native 2>"$WORK/err" &&
	fail "native mode on lo"
cat "$WORK/err"
grep -q "cannot attach in native mode" "$WORK/err" || fail "native refusal message"
grep -q "the kernel says: .*native" "$WORK/err" || fail "no kernel (extack) message"
[ -e "$(pin_dir "$NS_B" lo)" ] && fail "pins left by a failed attach"
in_b "$XDPC" --attach lo "$RULES" --pin >"$WORK/out" 2>"$WORK/err" || fail "auto mode on lo"
cat "$WORK/err" "$WORK/out"
grep -q "no native XDP.*using generic mode" "$WORK/err" || fail "auto does not say it fell back"
grep -q "in generic mode" "$WORK/out" || fail "auto did not attach in generic mode"
in_b "$XDPC" --detach lo >/dev/null || fail "--detach lo"
echo PASS
