#!/usr/bin/env bash
# --serve refuses bad addresses with exit 2 and says what to give; a port
# it cannot bind is exit 1 with the reason. Binding runs in a private
# network namespace (unshare -n), never on the host's addresses.
#   usage: serve_args.sh XDPC
set -u
XDPC=$1
fail() { echo "FAIL: $*" >&2; exit 1; }
expect_fail() {  # STATUS PATTERN ARGS...
	local want=$1 pat=$2 rc
	shift 2
	"$@" >/dev/null 2>"$ERR"
	rc=$?
	[ $rc = "$want" ] || fail "$*: exit $rc, expected $want"
	grep -q -- "$pat" "$ERR" || { cat "$ERR"; fail "$*: no '$pat' in the message"; }
	echo "ok: $* -> exit $want, '$pat'"
}
ERR=$(mktemp)
trap 'rm -f "$ERR"' EXIT
expect_fail 2 "give ADDR:PORT" "$XDPC" --serve nope
expect_fail 2 "from 1 to 65535" "$XDPC" --serve 127.0.0.1:0
expect_fail 2 "from 1 to 65535" "$XDPC" --serve 127.0.0.1:65536
expect_fail 2 "from 1 to 65535" "$XDPC" --serve "[::1]:http"
expect_fail 2 "unexpected argument" "$XDPC" --serve 127.0.0.1:9464 extra
expect_fail 2 "more than one command" "$XDPC" --serve 127.0.0.1:9464 --stats lo

if [ "$(id -u)" != 0 ] || ! unshare -n true 2>/dev/null; then
	[ "${CI:-}" = true ] && fail "needs root for unshare -n (CI=true, so not skipping)"
	echo "SKIP: binding errors need root (unshare -n)"; exit 77
fi
# an address this (fresh, private) namespace does not have; bounded, in
# case it ever binds
expect_fail 1 "Cannot assign requested address" timeout 20 unshare -n \
	sh -c 'ip link set lo up && exec "$0" --serve 192.0.2.1:9464' "$XDPC"
# a port in use
unshare -n bash -c '
	ip link set lo up
	"$1" --serve 127.0.0.1:9464 2>/dev/null & first=$!
	for _ in $(seq 50); do
		grep -q ":24F8 " /proc/net/tcp && break; sleep 0.1
	done
	timeout 20 "$1" --serve 127.0.0.1:9464; rc=$?
	kill -TERM $first; wait $first
	exit $rc' _ "$XDPC" 2>"$ERR"
rc=$?
[ $rc = 1 ] && grep -q "Address already in use" "$ERR" || { cat "$ERR"; fail "port in use: exit $rc"; }
echo "ok: a port in use -> exit 1, Address already in use"
