#!/usr/bin/env bash
# `cmake --install` into a staging directory (DESTDIR): the installed xdpc
# runs, finds the installed stdlib (not the source tree's), and the man
# pages, systemd unit and bash completion are in place.
#   usage: install.sh BUILD_DIR
set -u
BUILD=$1
fail() { echo "FAIL: $*" >&2; exit 1; }
STAGE=$(mktemp -d /tmp/xdpc-stage.XXXXXX)
trap 'rm -rf "$STAGE"' EXIT

DESTDIR=$STAGE cmake --install "$BUILD" >"$STAGE.log" 2>&1 || { cat "$STAGE.log"; rm -f "$STAGE.log"; fail "cmake --install failed"; }
rm -f "$STAGE.log"
PREFIX=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$BUILD/CMakeCache.txt")
ROOT=$STAGE$PREFIX
BIN=$ROOT/bin/xdpc
[ -x "$BIN" ] || fail "no xdpc at $BIN"
for f in share/xdpc/stdlib/bogons.xf share/man/man1/xdpc.1 share/man/man5/xdpc-rules.5 \
	 lib/systemd/system/xdpc@.service share/bash-completion/completions/xdpc \
	 share/doc/xdpc/examples/reflection.xf; do
	[ -s "$ROOT/$f" ] || fail "not installed: $PREFIX/$f"
	echo "ok: installed $PREFIX/$f"
done

# A set only the staged stdlib has: found only if the installed binary
# looks there, not in the source tree.
echo 'set staged_only { 192.0.2.0/24 };' >"$ROOT/share/xdpc/stdlib/staged-only.xf"
cat >"$STAGE/rules.xf" <<'XF'
include "bogons.xf";
include "staged-only.xf";
drop src in bogons;
drop src in staged_only;
XF
out=$(cd / && "$BIN" --check "$STAGE/rules.xf" 2>&1) || fail "installed xdpc --check failed: $out"
echo "ok: installed xdpc --check with stdlib includes: $out"
(cd / && "$BIN" "$STAGE/rules.xf" -o "$STAGE/rules.o") || fail "installed xdpc cannot compile"
[ -s "$STAGE/rules.o" ] || fail "no object written"
echo "ok: installed xdpc compiles with stdlib includes"

# Moved elsewhere with its tree, it still finds its stdlib.
mv "$ROOT" "$STAGE/moved"
(cd / && "$STAGE/moved/bin/xdpc" --check "$STAGE/rules.xf" >/dev/null 2>&1) ||
	fail "a relocated install does not find its stdlib"
echo "ok: a relocated install finds its stdlib"

# The unit runs the installed binary.
grep -q "^ExecStart=$PREFIX/bin/xdpc --attach %I /etc/xdpc/%I.xf --pin\$" \
	"$STAGE/moved/lib/systemd/system/xdpc@.service" || fail "unit does not run $PREFIX/bin/xdpc"
echo "ok: the unit runs $PREFIX/bin/xdpc"
