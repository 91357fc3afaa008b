#!/usr/bin/env bash
# Runs the front-end fuzzer for a bounded time from a seed corpus of every
# rule file in the repository. Any crash, sanitizer report or leak fails.
set -euo pipefail
fuzzer=$1 top=$2 seconds=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/corpus"
i=0
while IFS= read -r -d '' f; do
	cp "$f" "$work/corpus/seed-$i.xf"
	i=$((i + 1))
done < <(find "$top/tests" "$top/examples" "$top/stdlib" -name '*.xf' -print0 2>/dev/null)
echo "fuzzing for ${seconds}s from $i seed files"
cd "$work"
"$fuzzer" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
	-artifact_prefix="$work/" "$work/corpus" 2>&1 | tail -n 15
status=${PIPESTATUS[0]}
if ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* >/dev/null 2>&1; then
	for f in "$work"/crash-* "$work"/leak-* "$work"/timeout-*; do
		[ -e "$f" ] && { echo "reproducer $f:"; od -c "$f" | head -20; }
	done
	exit 1
fi
exit "$status"
