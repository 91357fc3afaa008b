#!/usr/bin/env bash
# Verifier acceptance and loader interoperability of compiled objects.
#   load XDPC RULES.xf     compile, then `bpftool prog load` (the verifier
#                          must accept it; nothing is attached)
#   iplink XDPC RULES.xf   compile, attach with iproute2's own loader
#                          (`ip link set dev D xdpgeneric obj O sec xdp`) to a
#                          veth in a throwaway namespace, check it is there
# Needs root: skips (77) otherwise, fails instead under CI=true.
set -u
mode=$1 xdpc=$2 rules=$3
if [ "$(id -u)" -ne 0 ]; then
	[ "${CI:-}" = true ] && { echo "FAIL: needs root, and CI=true forbids skipping"; exit 1; }
	echo "SKIP: loading BPF programs needs root"
	exit 77
fi
work=$(mktemp -d)
ns=xdpc-verify-$$
pin=/sys/fs/bpf/xdpc-verify-$$
cleanup() {
	rm -f "$pin"
	ip netns del "$ns" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT
# Rule files may include files next to them and read set files.
cd "$(dirname "$rules")" || exit 1
if ! "$xdpc" "$(basename "$rules")" -o "$work/rules.o" 2>"$work/err"; then
	cat "$work/err"
	echo "FAIL: $rules does not compile"
	exit 1
fi
case $mode in
load)
	if ! bpftool prog load "$work/rules.o" "$pin" type xdp >"$work/log" 2>&1; then
		tail -n 30 "$work/log"
		echo "FAIL: bpftool prog load rejected $rules"
		exit 1
	fi
	insns=$(bpftool prog show pinned "$pin" | sed -n 's/.*xlated \([0-9]*\)B.*/\1/p')
	echo "ok: $rules loads with bpftool (${insns:-?} bytes xlated)"
	;;
iplink)
	ip netns add "$ns" || exit 1
	ip -n "$ns" link add xv0 type veth peer name xv1 || exit 1
	ip -n "$ns" link set xv0 up && ip -n "$ns" link set xv1 up
	if ! ip -n "$ns" link set dev xv0 xdpgeneric obj "$work/rules.o" sec xdp 2>"$work/err"; then
		cat "$work/err"
		echo "FAIL: ip link refused the object of $rules"
		exit 1
	fi
	if ! ip -n "$ns" -d link show dev xv0 | grep -q 'prog/xdp id'; then
		ip -n "$ns" -d link show dev xv0
		echo "FAIL: no XDP program on xv0 after ip link"
		exit 1
	fi
	ip -n "$ns" link set dev xv0 xdpgeneric off
	echo "ok: ip link attached the object of $rules"
	;;
*)
	echo "FAIL: unknown mode $mode"
	exit 1
	;;
esac
echo "1 passed, 0 failed"
