# The preamble of the shell tests that count their checks; source it after
# `set -u` (and after any re-exec into a namespace). It gives:
#   $tmp            a scratch directory, removed at exit
#   ok, bad MSG     count a passed or a failed check (bad prints FAIL: MSG)
#   finish          prints "N passed, N failed" and exits, 0 only when none
#                   failed
#   need_root WHAT  returns as root; otherwise skips (exit 77), or fails
#                   (exit 1) under CI=true, naming WHAT needs root
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0 passes=0

ok() { passes=$((passes + 1)); }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
finish() { echo "$passes passed, $fails failed"; [ "$fails" -eq 0 ]; exit $?; }

need_root() {
	[ "$(id -u)" -eq 0 ] && return 0
	if [ "${CI:-}" = true ]; then
		echo "FAIL: $1 needs root, and CI=true forbids skipping"
		exit 1
	fi
	echo "SKIP: $1 needs root"
	exit 77
}
