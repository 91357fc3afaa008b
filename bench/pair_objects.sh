#!/usr/bin/env bash
# Two compiled objects of one rule set, paired call by call:
#   bench/pair_objects.sh XDPC_BENCH FRAMES BASE.o NEW.o
# FRAMES is a classgen frames file (part 5). Each round runs BASE and NEW
# back to back (which goes first alternates), one `xdpc-bench prog` call
# each over the miss frame, the last frame and 16 stream frames (their
# mean), taskset to CPU ${CPU:-1}. A neighbour's burst then slows both of
# a pair alike, so the ratio NEW/BASE of each round is kept and the
# median and quartiles of those ratios are printed (ROUNDS rounds, env,
# default 30; REPEAT repetitions a frame, default 50,000), with each
# build's median and best ns. With NEW_FRAMES (env) NEW runs that set's
# frames instead: part 5's ratio of a set of N rules to the set of 10,
# paired (BASE the 10-rule object with its FRAMES).
set -euo pipefail
[ $# -eq 4 ] || { sed -n '2,14p' "$0" >&2; exit 2; }
xb=$1 fr=$2 base=$3 new=$4
rounds=${ROUNDS:-30} repeat=${REPEAT:-50000} cpu=${CPU:-1}

# the probe frames of frames file $1: miss, last, 16 of the stream
frames() {
	awk '$1 == "miss" || $1 == "last" { print $2 }' "$1"
	awk '$1 == "stream" && n++ < 16 { print $2 }' "$1"
}
base_frames=$(frames "$fr")
new_frames=$(frames "${NEW_FRAMES:-$fr}")

# one call of object $1 over frames $2: "miss last stream" in ns
one() {
	# shellcheck disable=SC2086
	taskset -c "$cpu" "$xb" prog "$1" --runs 1 --repeat "$repeat" $2 2>/dev/null |
		awk '$1 == "frame" { i++; if (i == 1) m = $NF; else if (i == 2) l = $NF; else { s += $NF; k++ } }
		     END { if (k) printf "%s %s %.2f\n", m, l, s / k }'
}

for r in $(seq "$rounds"); do
	if [ $((r % 2)) = 0 ]; then
		b=$(one "$base" "$base_frames")
		n=$(one "$new" "$new_frames")
	else
		n=$(one "$new" "$new_frames")
		b=$(one "$base" "$base_frames")
	fi
	echo "$b $n"
done | awk -v rounds="$rounds" '
	NF == 6 { k++; for (i = 1; i <= 3; i++) { r[i, k] = $(i + 3) / $i; b[i, k] = $i; n[i, k] = $(i + 3) } }
	function sorted(a, i,   v, j, t, m) {
		for (j = 1; j <= k; j++) v[j] = a[i, j]
		for (j = 2; j <= k; j++) { t = v[j]; for (m = j - 1; m > 0 && v[m] > t; m--) v[m + 1] = v[m]; v[m + 1] = t }
		for (j = 1; j <= k; j++) s[j] = v[j]
	}
	END {
		if (k < rounds) { printf "only %d of %d rounds ran\n", k, rounds > "/dev/stderr"; exit 1 }
		split("miss last stream", name, " ")
		for (i = 1; i <= 3; i++) {
			sorted(r, i); q1 = s[int((k + 3) / 4)]; med = s[int((k + 1) / 2)]; q3 = s[int((3 * k + 1) / 4)]
			sorted(b, i); bmed = s[int((k + 1) / 2)]; bmin = s[1]
			sorted(n, i); nmed = s[int((k + 1) / 2)]; nmin = s[1]
			printf "%-6s new/base %.3f (q1 %.3f, q3 %.3f)  base median %.1f best %.1f  new median %.1f best %.1f\n",
			       name[i], med, q1, q3, bmed, bmin, nmed, nmin
		}
	}'
