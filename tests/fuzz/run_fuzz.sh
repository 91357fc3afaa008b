#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time from a seed corpus. Any
# crash, sanitizer report, leak or timeout fails and prints the reproducer.
#   usage: run_fuzz.sh FUZZER SECONDS MAX_LEN SEED...
# A SEED is a file or a directory of files (copied), `xf:DIR` (every *.xf
# under DIR), `obj:XDPC:DIR` (every *.xf under DIR compiled to an object)
# or `frames:PCAP` (the first 64 frames of a pcap file, each on its own).
# A target that needs root exits 77 without it (a skip; CI=true fails).
# libFuzzer's own exit code for a finding is 77 too by default: it is set
# to 1 here, so a finding can never pass for a skip.
set -uo pipefail
fuzzer=$(realpath "$1") seconds=$2 max_len=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/corpus"
n=0
add() { cp "$1" "$work/corpus/seed-$n"; n=$((n + 1)); }

# the first 64 frames of a pcap (libpcap's own byte order: this host's)
pcap_frames() {
	local f=$1 off=24 size len i=0
	size=$(stat -c %s "$f")
	while [ $((off + 16)) -le "$size" ] && [ $i -lt 64 ]; do
		len=$(od -An -tu4 -j $((off + 8)) -N4 "$f" | tr -d ' ')
		[ -n "$len" ] && [ $((off + 16 + len)) -le "$size" ] || break
		tail -c +$((off + 17)) "$f" | head -c "$len" >"$work/corpus/seed-$n"
		n=$((n + 1)) i=$((i + 1))
		off=$((off + 16 + len))
	done
}

for seed in "$@"; do
	case $seed in
	xf:*)
		while IFS= read -r -d '' f; do add "$f"; done \
			< <(find "${seed#xf:}" -name '*.xf' -print0 2>/dev/null) ;;
	obj:*)
		rest=${seed#obj:} xdpc=${rest%%:*} dir=${rest#*:}
		while IFS= read -r -d '' f; do
			"$xdpc" "$f" -o "$work/corpus/seed-$n" 2>/dev/null && n=$((n + 1))
		done < <(find "$dir" -name '*.xf' -print0 2>/dev/null) ;;
	frames:*)
		pcap_frames "${seed#frames:}" ;;
	*)
		if [ -d "$seed" ]; then
			while IFS= read -r -d '' f; do add "$f"; done \
				< <(find "$seed" -type f -print0)
		elif [ -f "$seed" ]; then
			add "$seed"
		fi ;;
	esac
done
echo "fuzzing $(basename "$fuzzer") for ${seconds}s from $n seeds"
cd "$work"
export TMPDIR="$work"   # files a harness writes (fuzz_file.h) go with it
"$fuzzer" -max_total_time="$seconds" -max_len="$max_len" -timeout=30 \
	-error_exitcode=1 -timeout_exitcode=1 \
	-artifact_prefix="$work/" "$work/corpus" >"$work/log" 2>&1
status=$?
if [ "$status" = 77 ]; then
	cat "$work/log"
	exit 77
fi
tail -n 60 "$work/log"
found=0
for f in "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-*; do
	[ -e "$f" ] || continue
	found=1
	echo "reproducer $(basename "$f"):"
	od -c "$f" | head -20
done
[ "$found" = 0 ] || exit 1
exit "$status"
