#!/usr/bin/env bash
# Sampling in dry runs (xdpc --test): the kernel engine (the program's ring
# buffer, xdpc kept on one CPU) and the evaluator's model name the same
# frames, and each one-in-N rule sent exactly packets / N of them.
#   usage: dryrun.sh XDPC CAPTURE RULES
set -u
xdpc=$1 cap=$2 rules=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "$(id -u)" -ne 0 ]; then
	[ "${CI:-}" = true ] && { echo "FAIL: needs root, and CI=true forbids skipping"; exit 1; }
	echo "SKIP: the kernel engine needs root"
	exit 77
fi
# Frames a test run cannot take go to the evaluator in the kernel engine,
# unsampled; the frames that can make a capture both engines see whole.
printf 'drop len < 14;\ndrop len > 3000;\n' >"$tmp/whole.xf"
"$xdpc" --test "$cap" "$tmp/whole.xf" --engine eval --write-passed "$tmp/whole.pcap" \
	>/dev/null || exit 1
for c in "$cap" "$tmp/whole.pcap"; do
	"$xdpc" --test "$c" "$rules" --engine eval --json >"$tmp/eval.json" || exit 1
	"$xdpc" --test "$c" "$rules" --engine kernel --json >"$tmp/kern.json" || exit 1
python3 - "$tmp/eval.json" "$tmp/kern.json" "$rules" <<'PY'
import json, re, sys
ev, kern = (json.load(open(f)) for f in sys.argv[1:3])
fails = 0
def check(ok, what):
    global fails
    print(("ok: " if ok else "FAIL: ") + what)
    fails += not ok
fallback = kern["evaluator_fallback_frames"]
# frames the kernel engine hands to the evaluator are not sampled there
if fallback == 0:
    check(ev["samples"] == kern["samples"], "kernel and evaluator sample the same frames")
else:
    print("note: %d evaluator frames in the kernel run; comparing counts only" % fallback)
total = 0
for r in ev["rules"]:
    m = re.search(r"sample (?:1/|every )(\d+)", r["text"])
    if not m:
        continue
    n = int(m.group(1))
    got = [s["frame"] for s in ev["samples"] if s["rule_line"] == r["line"]]
    check(len(got) == r["packets"] // n,
          "line %d: %d samples of %d frames, one in %d" % (r["line"], len(got), r["packets"], n))
    check(got == sorted(got), "line %d: frames in capture order" % r["line"])
    total += len(got)
check(total == len(ev["samples"]) and total > 0, "%d samples in all" % total)
sys.exit(1 if fails else 0)
PY
	[ $? = 0 ] || exit 1
done
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); sys.exit(j["evaluator_fallback_frames"] != 0)' \
	"$tmp/kern.json" || { echo "FAIL: the whole-frame capture still has evaluator frames"; exit 1; }
echo PASS
