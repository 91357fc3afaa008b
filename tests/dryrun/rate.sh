# Rate limits in dry runs (docs/dry-run.md, docs/language.md "Rate limits"):
# captures with crafted time stamps (made here by rate_pcap.py) give
# exactly the counts the bucket arithmetic predicts, in both engines, and
# a capture replays the same every time. Sourced by dryrun.sh (mode rate),
# whose ok, bad, $tmp, $here and $xdpc it uses.

# expect NAME RULES PASS DROP SPEC...: both engines give PASS and DROP.
expect() {
	local name=$1 rules=$2 pass=$3 drop=$4
	shift 4
	printf '%s\n' "$rules" >"$tmp/$name.xf"
	python3 "$here/rate_pcap.py" "$tmp/$name.pcap" "$@" || { bad "$name: no capture"; return; }
	for engine in eval kernel kernel; do
		out=$("$xdpc" --test "$tmp/$name.pcap" "$tmp/$name.xf" --engine $engine --json 2>&1) ||
			{ bad "$name ($engine): $out"; continue; }
		want="\"verdicts\":{\"pass\":$pass,\"drop\":$drop}"
		case $out in
		*"$want"*) ok ;;
		*) bad "$name ($engine): want $want, got: $out" ;;
		esac
	done
}

# 100/s burst 10 is 10 ms a frame in a bucket of 100 ms. 192.0.2.1 sends
# one frame a millisecond for 100 ms: frame k (at k ms) is under the rate
# while the n frames taken so far satisfy 10n + 10 - k <= 100, so 10 of
# the first 10 and then one every 10 ms (k = 10, 20, ..., 90): 19 pass,
# 81 drop. 192.0.2.2's 10 frames 100 ms apart each find a full bucket.
expect per-src 'drop udp rate over 100/s burst 10 per src;' 29 81 \
	'100@0+1000:192.0.2.1' '10@0+100000:192.0.2.2'

# The same in bytes: a 60-byte frame costs 60 / 6000 s = 10 ms of a 600
# byte = 100 ms bucket. 50 frames 1 ms apart: the first 10, then k = 10,
# 20, 30, 40: 14 pass. A 1000-byte frame is bigger than the bucket: all 5
# are over (36 + 5 drop).
expect bytes 'drop rate over 6000 bytes/s burst 600;' 14 41 \
	'50@0+1000:192.0.2.1' '5@200000+1000000:192.0.2.9:1000'

# Per /24: 192.0.2.1 and .77 share a bucket of 2, 198.51.100.5 has its
# own; all 9 frames at the same instant: 2 + 2 pass.
expect per-prefix 'drop ipv4 udp rate over 1/s burst 2 per src/24;' 4 5 \
	'3@0+0:192.0.2.1' '3@0+0:192.0.2.77' '3@0+0:198.51.100.5'

# 60/minute burst 1: one frame a second; frames every 500 ms: every other
# one passes.
expect minute 'drop rate over 60/minute burst 1;' 5 5 '10@0+500000:192.0.2.1'

# The default burst is the rate's count, one period's worth: 5/s lets 5
# frames at one instant through, then one every 200 ms.
expect default-burst 'drop rate over 5/s;' 7 3 '8@0+0:192.0.2.1' '2@400000+0:192.0.2.1'
