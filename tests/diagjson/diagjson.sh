#!/bin/bash
# diagjson.sh PART XDPC DIAGDIR: --diag-format json and where diagnostics
# point. Every JSON line must parse (python3 -m json.tool --json-lines)
# and carry the fields docs/runtime.md lists; the text rendering of the
# same input must stay what tests/diag's goldens say.
set -u
part=$1 xdpc=$2 diagdir=$3
source "$(dirname "$0")/../lib/checks.sh"

# json FILE PYTHON-EXPR: every line of FILE is a JSON object; EXPR over
# `ds` (the list of them) must hold.
json() {
	python3 - "$1" "$2" <<'PY' || return 1
import json, sys
ds = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
keys = {"severity", "origin", "file", "line", "col", "end_line", "end_col",
        "message", "notes", "hint"}
for d in ds:
    assert set(d) == keys, d
    for n in d["notes"]:
        assert set(n) == {"file", "line", "col", "end_line", "end_col", "message"}, n
assert eval("(" + sys.argv[2] + ")"), ds
PY
}

check_json() {   # NAME ARGS... : runs xdpc with json, checks exit 1 and EXPR
	local name=$1 expr=$2
	shift 2
	"$xdpc" --diag-format json "$@" >"$tmp/out" 2>"$tmp/err"
	local rc=$?
	if [ $rc -ne 1 ]; then bad "$name: exit $rc, wanted 1"; cat "$tmp/err"; return; fi
	python3 -m json.tool --json-lines "$tmp/err" >/dev/null ||
		{ bad "$name: stderr is not JSON lines"; cat "$tmp/err"; return; }
	json "$tmp/err" "$expr" && ok || { bad "$name: content"; cat "$tmp/err"; }
}

case $part in
syntax)
	cd "$diagdir" || exit 1
	check_json syntax 'len(ds) == 1 and ds[0]["severity"] == "error" and ds[0]["origin"] == "rules"
and ds[0]["file"] == "syn-extra-paren.xf" and (ds[0]["line"], ds[0]["col"], ds[0]["end_col"]) == (1, 9, 9)
and ds[0]["message"].startswith("syntax error: unexpected '"'"')'"'"'") and ds[0]["hint"] is None' \
		--check syn-extra-paren.xf
	# the text rendering is the golden's
	"$xdpc" --check syn-extra-paren.xf 2>"$tmp/text"
	cmp -s "$tmp/text" syn-extra-paren.err && ok || bad "text differs from the golden"
	"$xdpc" --diag-format yaml --check syn-extra-paren.xf 2>/dev/null
	[ $? -eq 2 ] && ok || bad "--diag-format yaml is not a usage error"
	;;
check)
	cd "$diagdir" || exit 1
	# a note with its own location
	check_json notes 'len(ds) == 1 and ds[0]["message"] == "set '"'"'a'"'"' is already defined"
and (ds[0]["line"], ds[0]["col"]) == (2, 5) and len(ds[0]["notes"]) == 1
and ds[0]["notes"][0]["file"] == "sem-duplicate-set.xf" and ds[0]["notes"][0]["line"] == 1
and "first defined" in ds[0]["notes"][0]["message"]' --check sem-duplicate-set.xf
	# a hint: text shows it after "; " (the golden), JSON apart
	check_json hint 'len(ds) == 2 and ds[0]["message"] == "'"'"'icmp'"'"' has no field '"'"'typ'"'"'"
and ds[0]["hint"] == "did you mean '"'"'type'"'"'?" and ds[1]["hint"] == "did you mean '"'"'window'"'"'?"
and (ds[1]["line"], ds[1]["col"], ds[1]["end_col"]) == (2, 10, 14)' --check sem-field-unknown.xf
	"$xdpc" --check sem-field-unknown.xf 2>"$tmp/text"
	cmp -s "$tmp/text" sem-field-unknown.err && ok || bad "hint text differs from the golden"
	# a warning of the exact lint: exit 0, the warning as JSON
	printf 'drop tcp dport 1-100;\ndrop tcp dport 101-200;\ndrop tcp dport 50-150;\n' >"$tmp/w.xf"
	"$xdpc" --diag-format json --check "$tmp/w.xf" >/dev/null 2>"$tmp/err" ||
		bad "a file with warnings failed --check"
	json "$tmp/err" 'len(ds) == 1 and ds[0]["severity"] == "warning" and ds[0]["line"] == 3
and "never reached" in ds[0]["message"]' && ok || { bad "lint warning"; cat "$tmp/err"; }
	;;
include)
	cd "$diagdir" || exit 1
	check_json include 'len(ds) == 1 and ds[0]["file"] == "bad.inc" and ds[0]["line"] == 1
and "70000" in ds[0]["message"]' --check sem-error-in-include.xf
	;;
runtime)
	need_root "attaching"
	printf 'drop tcp dport 22;\n' >"$tmp/r.xf"
	# a fresh network namespace: the device cannot exist, nothing else is touched
	unshare -n "$xdpc" --diag-format json --attach xdpcnodev0 "$tmp/r.xf" 2>"$tmp/err"
	[ $? -ne 0 ] && ok || bad "attach to a missing device succeeded"
	python3 -m json.tool --json-lines "$tmp/err" >/dev/null && ok || bad "runtime: not JSON"
	json "$tmp/err" 'ds[0]["origin"] == "runtime" and ds[0]["severity"] == "error"
and ds[0]["file"] is None and "xdpcnodev0: no such network device" in ds[0]["message"]' &&
		ok || { bad "runtime content"; cat "$tmp/err"; }
	unshare -n "$xdpc" --attach xdpcnodev0 "$tmp/r.xf" 2>"$tmp/text"
	grep -qx 'xdpc: xdpcnodev0: no such network device (in this network namespace); `ip link` lists them' \
		"$tmp/text" && ok || { bad "runtime text changed"; cat "$tmp/text"; }
	;;
usage)
	# command-line errors and --explain's frame errors: JSON with
	# --diag-format json (even before the option is read), text unchanged
	printf 'drop udp;\n' >"$tmp/r.xf"
	"$xdpc" --bogus --diag-format json "$tmp/r.xf" 2>"$tmp/err"
	[ $? -eq 2 ] && ok || bad "unknown option: exit status"
	json "$tmp/err" 'len(ds) == 1 and ds[0]["origin"] == "runtime" and ds[0]["severity"] == "error"
and ds[0]["file"] is None and ds[0]["message"] == "unknown option '"'"'--bogus'"'"'"
and "--help" in ds[0]["hint"]' && ok || { bad "unknown option JSON"; cat "$tmp/err"; }
	"$xdpc" --diag-format=json --check --lint-budget -1 "$tmp/r.xf" 2>"$tmp/err"
	json "$tmp/err" 'len(ds) == 1 and ds[0]["message"].startswith("--lint-budget takes seconds")' &&
		ok || { bad "bad option value JSON"; cat "$tmp/err"; }
	"$xdpc" --diag-format json --explain "$tmp/r.xf" 'udp bogus' 2>"$tmp/err"
	[ $? -ne 0 ] && ok || bad "explain of a bad frame succeeded"
	json "$tmp/err" 'len(ds) == 1 and ds[0]["origin"] == "runtime"
and "cannot read the frame '"'"'udp bogus'"'"'" in ds[0]["message"] and "CAPTURE:N" in ds[0]["hint"]' &&
		ok || { bad "explain frame error JSON"; cat "$tmp/err"; }
	"$xdpc" --bogus "$tmp/r.xf" 2>"$tmp/text"
	printf "xdpc: unknown option '--bogus'\nTry 'xdpc --help' for more information.\n" | cmp -s - "$tmp/text" &&
		ok || { bad "usage text changed"; cat "$tmp/text"; }
	;;
linfo)
	# rules of an included file: line info and metadata under that file
	mkdir -p "$tmp/d"
	printf 'set near { 192.0.2.0/24 };\ndrop tcp dport 22;\n' >"$tmp/d/inc.xf"
	printf 'pass udp dport 53;\ninclude "inc.xf";\ndrop src in near;\n' >"$tmp/d/main.xf"
	(cd "$tmp" && "$xdpc" d/main.xf -o m.o) || { bad "compile"; finish; }
	llvm-objdump-19 --line-numbers -d "$tmp/m.o" >"$tmp/dis" || bad "objdump"
	grep -qx '; d/inc.xf:2' "$tmp/dis" && ok || bad "no line info under d/inc.xf:2"
	grep -qx '; d/main.xf:3' "$tmp/dis" && ok || bad "no line info under d/main.xf:3"
	! grep -q '; d/main.xf:2$' "$tmp/dis" && ok || bad "the include's rule is under main.xf:2"
	llvm-objcopy-19 --dump-section .xdpc.meta="$tmp/meta" "$tmp/m.o" || bad "objcopy"
	grep -qP '^from\trule\t1\td/inc.xf$' "$tmp/meta" && ok || { bad "no from record for rule 1"; cat "$tmp/meta"; }
	! grep -qP '^from\tset' "$tmp/meta" && ok || bad "a from record for a set"
	! grep -qP '^from\trule\t[02]\t' "$tmp/meta" && ok || bad "a main-file rule has a from record"
	;;
verifier)
	need_root "loading a program"
	mkdir -p "$tmp/d"
	# (rules one lookup decides share the line info of the group's first)
	printf '# included\ndrop tcp dport 22;\n' >"$tmp/d/inc.xf"
	printf 'pass udp dport 53;\ninclude "inc.xf";\ndrop udp dport 5353;\n' >"$tmp/d/main.xf"
	(cd "$tmp" && "$xdpc" d/main.xf -o m.o) || { bad "compile"; finish; }
	# a crafted object: the first instruction of inc.xf line 2's code
	# reads above the stack frame, which the verifier rejects there
	python3 - "$tmp" <<'PY' || { bad "crafting the object"; finish; }
import re, subprocess, sys
t = sys.argv[1]
dis = subprocess.run(["llvm-objdump-19", "--line-numbers", "-d", t + "/m.o"],
                     capture_output=True, text=True, check=True).stdout.splitlines()
i = next(i for i, l in enumerate(dis) if l.strip() == "; d/inc.xf:2")
idx = int(re.match(r"\s*(\d+):", dis[i + 1]).group(1))
subprocess.run(["llvm-objcopy-19", "--dump-section", "xdp=%s/sec" % t, t + "/m.o"], check=True)
b = bytearray(open(t + "/sec", "rb").read())
b[idx * 8:idx * 8 + 8] = bytes([0x79, 0xa0, 8, 0, 0, 0, 0, 0])   # r0 = *(u64 *)(r10 + 8)
open(t + "/sec", "wb").write(b)
subprocess.run(["llvm-objcopy-19", "--update-section", "xdp=%s/sec" % t, t + "/m.o",
                t + "/bad.o"], check=True)
PY
	unshare -n "$xdpc" --attach lo "$tmp/bad.o" 2>"$tmp/text"
	[ $? -ne 0 ] && ok || bad "the crafted object was loaded"
	grep -q 'invalid read from stack' "$tmp/text" && ok || bad "not the verifier's rejection"
	grep -qx 'xdpc:   inc.xf:2: drop tcp dport 22; (the verifier stopped in this rule'"'"'s code)' \
		"$tmp/text" && ok || { bad "no file:line: rule text"; cat "$tmp/text"; }
	! grep -q 'needs root' "$tmp/text" && ok || bad "a verifier rejection hints at privileges"
	unshare -n "$xdpc" --diag-format json --attach lo "$tmp/bad.o" 2>"$tmp/err"
	python3 -m json.tool --json-lines "$tmp/err" >/dev/null && ok || { bad "not JSON"; cat "$tmp/err"; }
	json "$tmp/err" 'ds[0]["origin"] == "runtime" and "refused to load" in ds[0]["message"]
and any(n["file"] == "inc.xf" and n["line"] == 2 and n["message"].startswith("drop tcp dport 22;")
        for n in ds[0]["notes"])
and any("invalid read from stack" in n["message"] for n in ds[0]["notes"])' &&
		ok || { bad "verifier JSON"; cat "$tmp/err"; }
	;;
esac
finish
