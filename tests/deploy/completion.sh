#!/usr/bin/env bash
# The bash completion completes options from `xdpc --help`, the values of
# --mode and --engine, and device names.   usage: completion.sh XDPC FILE
set -u
XDPC=$1
source "$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
# complete WORD... : COMPREPLY for the last word, as a sorted line
complete_words() {
	COMP_WORDS=("$XDPC" "$@")
	COMP_CWORD=$#
	COMPREPLY=()
	_xdpc
	printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' '
}
expect() {
	local got
	got=$(complete_words "${@:2}")
	[ "$got" = "$1" ] || fail "completing '${*:2}': got '$got', expected '$1'"
	echo "ok: '${*:2}' -> $1"
}
expect "--mode " --mo
expect "--write-dropped --write-passed --write-witnesses " --wr
expect "native " --attach eth0 r.xf --mode n
expect "auto generic native offload " --attach eth0 r.xf --mode ""
expect "eval " --test c.pcap r.xf --engine e
got=$(complete_words --stats l)
[[ " $got" == *" lo "* ]] || fail "completing '--stats l': got '$got', no lo"
echo "ok: '--stats l' -> ... lo ..."
