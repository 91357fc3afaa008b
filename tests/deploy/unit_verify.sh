#!/usr/bin/env bash
# `systemd-analyze verify` accepts xdpc@.service as installed (staged with
# DESTDIR; ExecStart names the staged binary, MANPATH the staged man pages
# that Documentation= points to), with no warning at all.
#   usage: unit_verify.sh BUILD_DIR
set -u
BUILD=$1
fail() { echo "FAIL: $*" >&2; exit 1; }
if ! command -v systemd-analyze >/dev/null; then
	[ "${CI:-}" = true ] && fail "needs systemd-analyze (package systemd)"
	echo "SKIP: needs systemd-analyze"; exit 77
fi
STAGE=$(mktemp -d /tmp/xdpc-unit.XXXXXX)
trap 'rm -rf "$STAGE"' EXIT
DESTDIR=$STAGE/root cmake --install "$BUILD" >/dev/null || fail "cmake --install"
PREFIX=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$BUILD/CMakeCache.txt")
UNIT=$STAGE/root$PREFIX/lib/systemd/system/xdpc@.service
[ -s "$UNIT" ] || fail "unit not installed"
mkdir "$STAGE/units"
sed "s|$PREFIX/bin/xdpc|$STAGE/root$PREFIX/bin/xdpc|g" "$UNIT" >"$STAGE/units/xdpc@.service"
grep -q "^ExecStart=$STAGE/root$PREFIX/bin/xdpc " "$STAGE/units/xdpc@.service" || fail "substitution"

cd "$STAGE/units" || fail "cd"
for inst in lo eth0; do
	MANPATH=$STAGE/root$PREFIX/share/man systemd-analyze verify "./xdpc@$inst.service" \
		>"$STAGE/out" 2>&1
	rc=$?
	[ $rc = 0 ] && [ ! -s "$STAGE/out" ] || { cat "$STAGE/out"; fail "verify xdpc@$inst.service: exit $rc"; }
	echo "ok: systemd-analyze verify xdpc@$inst.service: clean"
done
# the check can fail: a unit naming a missing binary is rejected
sed -i "s|^ExecStart=.*|ExecStart=$STAGE/nonexistent --attach %I|" xdpc@.service
MANPATH=$STAGE/root$PREFIX/share/man systemd-analyze verify ./xdpc@lo.service >/dev/null 2>&1 &&
	fail "verify accepted a unit whose ExecStart does not exist"
echo "ok: verify rejects a broken unit"
