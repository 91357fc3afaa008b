#!/usr/bin/env bash
# One golden case: runs xdpc on CASE.xf from the case's directory (so paths in
# diagnostics are short and stable) and compares with the checked-in files.
#   accept: `xdpc --dump-ast` must succeed; stdout == CASE.ast, stderr == CASE.err
#           (no CASE.err: no diagnostics at all)
#   reject: `xdpc --check` must exit 1 with stderr == CASE.err, and compiling
#           must leave no output file behind
#   ir:     `xdpc --emit-llvm -O0` stdout == CASE.ll
#   plan:   `xdpc --dump-plan` stdout == CASE.plan (what the IR lowers)
# With UPDATE=1 the expected files are rewritten instead (review the diff!).
# An optional 4th argument is the directory of the expected files (default:
# beside the case), for goldens of files that live elsewhere (examples/).
set -u
xdpc=$1 mode=$2 case=$3
dir=$(dirname "$case") name=$(basename "$case" .xf)
cd "$dir" || exit 1
expect=${4:-.}
out=$(mktemp) err=$(mktemp) obj=$(mktemp -u "${TMPDIR:-/tmp}/xdpc-golden-XXXXXX.o")
trap 'rm -f "$out" "$err" "$obj"' EXIT
export XDPC_STDLIB="${XDPC_STDLIB:-}"

fail() { echo "FAIL: $case: $*"; exit 1; }

compare() { # expected-file actual-file what
	if [ "${UPDATE:-0}" = 1 ]; then
		if [ -s "$2" ] || [ "$1" = "$name.ast" ] || [ "${1%.ll}" != "$1" ] ||
		   [ "${1%.plan}" != "$1" ]; then
			cp "$2" "$1"
		else
			rm -f "$1"
		fi
		return 0
	fi
	local want=/dev/null
	[ -f "$1" ] && want=$1
	if ! diff -u "$want" "$2"; then
		fail "$3 differs from $1 (regenerate with tests/update-goldens.sh, then review the diff)"
	fi
}

case $mode in
accept)
	"$xdpc" --dump-ast "$name.xf" >"$out" 2>"$err"
	rc=$?
	[ $rc -eq 0 ] || { cat "$err"; fail "exit status $rc, expected 0"; }
	compare "$name.ast" "$out" "AST dump"
	compare "$name.err" "$err" "diagnostics"
	;;
reject)
	"$xdpc" --check "$name.xf" >"$out" 2>"$err"
	rc=$?
	[ $rc -eq 1 ] || { cat "$err"; fail "exit status $rc, expected 1"; }
	[ -s "$err" ] || fail "no diagnostic printed"
	grep -q "error: " "$err" || fail "no 'error:' line"
	compare "$name.err" "$err" "diagnostics"
	"$xdpc" "$name.xf" -o "$obj" >/dev/null 2>&1
	rc=$?
	[ $rc -ne 0 ] || fail "compiling succeeded on bad input"
	[ ! -e "$obj" ] || fail "an output file was written despite errors"
	;;
ir)
	"$xdpc" --emit-llvm -O0 "$name.xf" -o - >"$out" 2>"$err"
	rc=$?
	[ $rc -eq 0 ] || { cat "$err"; fail "exit status $rc, expected 0"; }
	# Volatile lines (module ids, producer strings) are not part of the golden.
	sed -i -e '/^; ModuleID/d' -e '/^source_filename/d' -e '/producer:/d' "$out"
	# The frame parser depends only on the facts a program reads
	# (cg_need.c): only the cases marked `# ir-golden: keep-parser` keep
	# its body, the others keep its signature, so one parser change does
	# not rewrite every golden.
	if ! grep -q '^# ir-golden: keep-parser' "$name.xf"; then
		awk '/^define .*@xdpc_parse\(/ { print; print "  ; (frame parser body: see frame-parser.ll)"; skip = 1; next }
		     skip && /^}/ { skip = 0 }
		     !skip' "$out" >"$out.tmp" && mv "$out.tmp" "$out"
	fi
	compare "$expect/$name.ll" "$out" "LLVM IR"
	;;
plan)
	"$xdpc" --dump-plan "$name.xf" >"$out" 2>"$err"
	rc=$?
	[ $rc -eq 0 ] || { cat "$err"; fail "exit status $rc, expected 0"; }
	compare "$expect/$name.plan" "$out" "plan"
	;;
*)
	fail "unknown mode $mode"
	;;
esac
echo "ok: $case"
