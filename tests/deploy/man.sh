#!/usr/bin/env bash
# The man pages render without groff warnings, and xdpc(1) documents every
# option that `xdpc --help` prints.   usage: man.sh XDPC MAN_DIR
set -u
XDPC=$1 MAN_DIR=$2
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v man >/dev/null || { [ "${CI:-}" = true ] && fail "needs man (man-db)"; echo "SKIP: needs man"; exit 77; }

for page in xdpc.1 xdpc-rules.5; do
	[ -s "$MAN_DIR/$page" ] || fail "$MAN_DIR/$page was not built (scdoc missing?)"
	err=$(MANWIDTH=80 man --warnings -l "$MAN_DIR/$page" 2>&1 >/dev/null)
	[ -z "$err" ] || fail "$page renders with warnings: $err"
	echo "ok: $page renders without warnings"
done

# ASCII rendering, so hyphens stay '-'; then every option of --help
LC_ALL=C MANWIDTH=200 man -l "$MAN_DIR/xdpc.1" 2>/dev/null | col -b >"${TMPDIR:-/tmp}/xdpc-man.$$"
trap 'rm -f "${TMPDIR:-/tmp}/xdpc-man.$$"' EXIT
"$XDPC" --help | python3 -c '
import re, sys
page = open(sys.argv[1]).read()
opts = sorted(set(re.findall(r"(?<![\w-])(--?[A-Za-z0-9][-A-Za-z0-9]*)", sys.stdin.read())))
if len(opts) < 10:
    sys.exit("FAIL: found only %d options in --help: %s" % (len(opts), opts))
missing = [o for o in opts if not re.search(r"(?<![\w-])" + re.escape(o) + r"(?![\w-])", page)]
if missing:
    sys.exit("FAIL: options in --help but not in xdpc(1): " + " ".join(missing))
print("ok: all %d options of --help are in xdpc(1)" % len(opts))
' "${TMPDIR:-/tmp}/xdpc-man.$$"
