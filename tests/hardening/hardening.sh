#!/usr/bin/env bash
# Regression tests for issue 10's file and message defects, one mode per
# defect (the number is the defect's in the issue):
#   d01 outputs never replace what is at the path (devices, symlinks,
#       hard links, modes); every write error fails (/dev/full, ENOSPC)
#   d08 --test on 3,500-9,000-byte frames: kernel and evaluator agree
#   d09 a 256 KiB frame keeps its true length in counters and output
#   d10 an output equal to an input, or to the other output, is refused
#   d13 includes, set files and captures must be regular files under a cap
#   d14 SIGINT/SIGTERM leave no temporary output file behind
#   d15 `set from` and --set replace share one grammar (NULs, junk)
#   d16 messages: prefix lengths, --check counts, escapes, --stats hint
#   policy  where include and set from may read (-I, --allow-any-path)
# usage: hardening.sh MODE XDPC BIGFRAMES
# Kernel and root parts skip (77) unprivileged, and fail under CI=true.
set -u
mode=$1 xdpc=$2 bigframes=$3
# d01 writes to /dev/null and /dev/full: as root, a build that still had
# the defect would turn the host's /dev/null into a regular file, so those
# cases run in a private mount namespace with a /dev of their own.
if [ "$mode" = d01 ] && [ "$(id -u)" -eq 0 ] && [ -z "${XDPC_PRIVATE_DEV:-}" ]; then
	XDPC_PRIVATE_DEV=1 exec unshare -m bash "$0" "$@"
fi
if [ -n "${XDPC_PRIVATE_DEV:-}" ]; then
	mount -t tmpfs -o mode=755 xdpc-dev /dev || exit 1
	mknod -m 666 /dev/null c 1 3 && mknod -m 666 /dev/full c 1 7 &&
		mknod -m 666 /dev/zero c 1 5 || exit 1
fi
source "$(dirname "$0")/../lib/checks.sh"
cd "$tmp" || exit 1
check() { # description command...: the command must succeed
	local what=$1
	shift
	if "$@"; then ok; else bad "$what"; fi
}
# xdpc must fail (non-zero, not a crash) and say MESSAGE on stderr.
refuses() { # description message xdpc-args...
	local what=$1 msg=$2 rc
	shift 2
	timeout 60 "$xdpc" "$@" >out.txt 2>err.txt
	rc=$?
	if [ "$rc" -eq 0 ] || [ "$rc" -ge 124 ]; then
		bad "$what: exit $rc"
		cat err.txt
	elif ! grep -qF -- "$msg" err.txt; then
		bad "$what: no '$msg' in: $(cat err.txt)"
	else
		ok
	fi
}
no_temps() { # dir: no hidden temporary files left
	local left
	left=$(find "$1" -maxdepth 1 -name '.*.??????' | head -3)
	[ -z "$left" ] || { echo "left behind: $left"; return 1; }
}

echo 'drop udp dport 53;' >r.xf
"$bigframes" small.pcap 2 60 100 >/dev/null || { echo "bigframes failed"; exit 1; }

case $mode in
d01)
	"$xdpc" r.xf -o /dev/null
	check "-o /dev/null exits 0" [ $? -eq 0 ]
	check "/dev/null is still a character device" [ -c /dev/null ]
	"$xdpc" --test small.pcap r.xf --engine eval --write-dropped /dev/null \
		--write-passed /dev/null >/dev/null
	check "--write-* /dev/null exits 0" [ $? -eq 0 ]
	check "/dev/null is still a character device after --write-*" [ -c /dev/null ]
	refuses "-o /dev/full" "No space left on device" r.xf -o /dev/full
	refuses "--write-passed /dev/full" "No space left on device" --test small.pcap r.xf \
		--engine eval --write-passed /dev/full
	echo old >t.o
	chmod 600 t.o
	ln -s t.o link.o
	"$xdpc" r.xf -o link.o
	check "-o through a symlink succeeds" [ $? -eq 0 ]
	check "the symlink stays a symlink" [ -L link.o ]
	check "its target holds the object" [ "$(head -c4 t.o | od -An -c | tr -d ' ')" = '177ELF' ]
	check "the target keeps mode 0600" [ "$(stat -c %a t.o)" = 600 ]
	echo old >h.o
	ln h.o h2.o
	refuses "-o onto a file with two hard links" "several hard links" r.xf -o h.o
	check "the hard-linked file is untouched" [ "$(cat h2.o)" = old ]
	mkdir d
	refuses "-o onto a directory" "is a directory" r.xf -o d
	mkfifo pipe
	cat pipe >fromfifo &
	"$xdpc" r.xf -o pipe
	check "-o onto a FIFO writes through" [ $? -eq 0 ]
	wait
	check "the FIFO reader got the object" [ "$(head -c4 fromfifo | od -An -c | tr -d ' ')" = '177ELF' ]
	check "the FIFO is still a FIFO" [ -p pipe ]
	check "no temporary files" no_temps .
	if [ "$(id -u)" -eq 0 ] && unshare -m true 2>/dev/null; then
		# ENOSPC on a real file system: a 64 KiB tmpfs filled up
		unshare -m bash -c '
			mount -t tmpfs -o size=64k xdpc-full "$1" || exit 3
			head -c 60000 /dev/zero >"$1/filler" 2>/dev/null
			"$2" "$3" -o "$1/r.o" 2>"$4"; rc=$?
			ls -A "$1" >"$5"
			exit $rc' _ "$tmp/d" "$xdpc" r.xf "$tmp/enospc.err" "$tmp/enospc.ls"
		rc=$?
		check "ENOSPC fails the compile" [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]
		check "ENOSPC is reported" grep -q "No space left on device" enospc.err
		check "ENOSPC leaves no partial file" [ "$(cat enospc.ls)" = filler ]
	else
		need_root "the ENOSPC case (a private tmpfs)"
	fi
	;;
d08)
	need_root "the kernel engine"
	"$bigframes" big.pcap 3 64 1000 3500 3519 3520 3521 3600 4000 4001 5000 9000 >/dev/null
	printf 'count len > 3500;\ndrop len > 4000;\n' >len.xf
	"$xdpc" --test big.pcap len.xf --engine eval --json >eval.json
	"$xdpc" --test big.pcap len.xf --engine kernel --json >kern.json
	norm() { sed -e 's/"engine":"[a-z]*",//' -e 's/"evaluator_fallback_frames":[0-9]*,//' "$1"; }
	check "kernel and evaluator agree on large frames" [ "$(norm eval.json)" = "$(norm kern.json)" ]
	check "drop len > 4000 drops 3 of 11 sizes, 3 rounds" grep -q '"drop":9' kern.json
	check "the kernel run says frames went to the evaluator" \
		grep -q '"evaluator_fallback_frames":[1-9]' kern.json
	"$xdpc" --test big.pcap len.xf --engine kernel >kern.txt
	check "the text report states the fallback" grep -q "run by the reference evaluator" kern.txt
	;;
d09)
	"$bigframes" huge.pcap 1 262144 >/dev/null
	printf 'drop len > 9216;\n' >huge.xf
	"$xdpc" --test huge.pcap huge.xf --engine eval --json --write-dropped out.pcap >huge.json
	check "the 256 KiB frame is dropped" grep -q '"drop":1' huge.json
	check "its bytes are counted whole" grep -q '"packets":1,"bytes":262144' huge.json
	# record header of the written frame: caplen and len, host byte order
	hdr=$(od -An -tu4 -j32 -N8 out.pcap | tr -s ' ')
	check "--write-dropped keeps 262144 captured and on-the-wire bytes ($hdr)" \
		[ "$hdr" = " 262144 262144" ]
	"$xdpc" --test out.pcap huge.xf --engine eval --json >again.json
	check "the written capture reads back with the same counters" \
		grep -q '"packets":1,"bytes":262144' again.json
	# a capture cut by its snap length keeps the wire length it claims
	python3 - 2>/dev/null <<'PY' || printf '' >cut.pcap
import struct
f = open("cut.pcap", "wb")
f.write(struct.pack("=IHHiIII", 0xa1b2c3d4, 2, 4, 0, 100, 0, 1))
f.write(struct.pack("=IIII", 1, 0, 60, 200000) + b"\x02" * 12 + b"\x88\xb5" + b"\0" * 46)
PY
	if [ -s cut.pcap ]; then
		"$xdpc" --test cut.pcap huge.xf --engine eval --write-passed cutout.pcap >/dev/null
		hdr=$(od -An -tu4 -j32 -N8 cutout.pcap | tr -s ' ')
		check "a cut frame keeps its original length ($hdr)" [ "$hdr" = " 60 200000" ]
	fi
	;;
d10)
	printf '198.51.100.0/24\n' >set.txt
	printf 'set s from "set.txt";\ninclude "inc.xf";\ndrop src in s;\n' >main.xf
	printf 'drop udp dport 53;\n' >inc.xf
	cp small.pcap keep.pcap
	sum() { cat main.xf inc.xf set.txt small.pcap | md5sum; }
	before=$(sum)
	refuses "--write-dropped onto the capture" "is the input" --test small.pcap main.xf \
		--engine eval --write-dropped small.pcap
	refuses "--write-passed onto the rules" "is the input" --test small.pcap main.xf \
		--engine eval --write-passed main.xf
	refuses "--write-dropped onto an include" "is the input" --test small.pcap main.xf \
		--engine eval --write-dropped inc.xf
	refuses "--write-dropped onto a set file" "is the input" --test small.pcap main.xf \
		--engine eval --write-dropped set.txt
	refuses "-o onto the rules file" "is the input" main.xf -o main.xf
	refuses "-o onto an include" "is the input" main.xf -o inc.xf
	ln -s small.pcap alias.pcap
	refuses "--write-dropped onto the capture through a symlink" "is the input" \
		--test small.pcap main.xf --engine eval --write-dropped alias.pcap
	ln small.pcap hard.pcap
	refuses "--write-dropped onto a hard link of the capture" "is the input" \
		--test hard.pcap main.xf --engine eval --write-dropped small.pcap
	rm hard.pcap
	refuses "dropped and passed to one new file" "same file" --test small.pcap main.xf \
		--engine eval --write-dropped x.pcap --write-passed ./x.pcap
	cp small.pcap y.pcap
	refuses "dropped and passed to one existing file" "same file" --test keep.pcap main.xf \
		--engine eval --write-dropped y.pcap --write-passed "$tmp/y.pcap"
	check "no input changed" [ "$(sum)" = "$before" ]
	check "no x.pcap was made" [ ! -e x.pcap ]
	check "no temporary files" no_temps .
	;;
d13)
	mkfifo fifo.xf fifo.txt fifo.pcap
	printf 'include "fifo.xf";\n' >a.xf
	refuses "a FIFO include" "it is a FIFO; xdpc reads only regular files" --check a.xf
	printf 'set s from "fifo.txt";\ndrop src in s;\n' >b.xf
	refuses "a FIFO set file" "it is a FIFO" --check b.xf
	refuses "a FIFO capture" "it is a FIFO" --test fifo.pcap r.xf --engine eval
	refuses "a FIFO rule file" "it is a FIFO" --check fifo.xf
	printf 'include "/dev/zero";\n' >z.xf
	refuses "include /dev/zero" "it is a character device" --check --allow-any-path z.xf
	printf 'set s from "/dev/zero";\ndrop src in s;\n' >zs.xf
	refuses "set from /dev/zero" "it is a character device" --check --allow-any-path zs.xf
	truncate -s 2G sparse.xf
	printf 'include "sparse.xf";\n' >s.xf
	refuses "a 2 GB sparse include" "the limit for this kind of file is 64.0 MiB" --check s.xf
	check "the error is located at the include" grep -q '^s.xf:1:9: error' err.txt
	truncate -s 2G sparse.txt
	printf 'set s from "sparse.txt";\ndrop src in s;\n' >st.xf
	refuses "a 2 GB sparse set file" "64.0 MiB" --check st.xf
	check "the error is located at the set" grep -q '^st.xf:1:12: error' err.txt
	refuses "a directory as rule file" "it is a directory" --check .
	;;
d14)
	"$bigframes" many.pcap 400000 60 >/dev/null
	for sig in TERM INT; do
		mkdir -p "s$sig"
		# background jobs start with SIGINT ignored: give it back its default
		env --default-signal=INT "$xdpc" --test many.pcap r.xf --engine eval \
			--write-passed "s$sig/out.pcap" >/dev/null 2>&1 &
		pid=$!
		# wait (bounded) until the temporary file exists, then signal
		for _ in $(seq 1 500); do
			[ -n "$(ls -A "s$sig")" ] && break
			sleep 0.01
		done
		kill -s "$sig" "$pid" 2>/dev/null
		wait "$pid"
		rc=$?
		if [ "$rc" -eq 0 ]; then
			echo "note: the run ended before SIG$sig arrived; only the result is checked"
			check "a finished run leaves its output" [ -s "s$sig/out.pcap" ]
		else
			check "SIG$sig ends xdpc with the signal ($rc)" [ "$rc" -gt 128 ]
			check "SIG$sig leaves no file at all ($(ls -A "s$sig"))" [ -z "$(ls -A "s$sig")" ]
		fi
	done
	;;
d15)
	printf '198.51.100.3\0junk\n' >nul.txt
	printf '198.51.100.0/24\n\0\0\0\0\n' >nuls.txt
	printf '198.51.100.3 junk\n' >junk.txt
	printf '198.51.100.3\033[2J\n' >ctl.txt
	for f in nul nuls junk ctl; do
		printf 'set s from "%s.txt";\ndrop src in s;\n' $f >$f.xf
	done
	refuses "set from: NUL after an address" "NUL byte in a set file" --check nul.xf
	refuses "set from: a line of NULs" "NUL byte in a set file" --check nuls.xf
	refuses "set from: junk after an address" "unexpected text after it" --check junk.xf
	refuses "set from: a control character" "control character in an element" --check ctl.xf
	check "escape bytes do not reach the terminal" [ -z "$(tr -d -c '\033' <err.txt)" ]
	# the runtime side reads through the same scanner: tests/dynset (unit)
	;;
d16)
	for n in 33 256 4294967295 4294967320; do
		printf 'drop src 192.0.2.0/%s;\n' $n >p.xf
		refuses "prefix /$n" "prefix length $n is out of range" --check p.xf
	done
	"$xdpc" --check r.xf >out.txt
	check "--check: 1 rule, 0 sets ($(cat out.txt))" grep -q ': ok: 1 rule, 0 sets$' out.txt
	printf 'set a { 192.0.2.0/24 };\nset b { 80, 443 };\ndrop src in a;\ndrop dport in b;\n' >two.xf
	"$xdpc" --check two.xf >out.txt
	check "--check: 2 rules, 2 sets ($(cat out.txt))" grep -q ': ok: 2 rules, 2 sets$' out.txt
	printf 'set a { 192.0.2.0/24 };\ndrop src in a;\n' >one.xf
	"$xdpc" --check one.xf >out.txt
	check "--check: 1 rule, 1 set ($(cat out.txt))" grep -q ': ok: 1 rule, 1 set$' out.txt
	printf 'drop \033]0;owned\007 \033[31mred;\n' >esc.xf
	refuses "escape bytes in rule text" "error" --check esc.xf
	check "no escape byte reaches the terminal" [ -z "$(tr -d -c '\033\007' <err.txt)" ]
	check "escape bytes are shown as \\x1b" grep -qF '\x1b' err.txt
	name=$(printf 'evil\033[2Jname.xf')
	printf 'drop udp dport 99999;\n' >"$name"
	refuses "escape bytes in a file name" "error" --check "$name"
	check "no escape byte from the file name" [ -z "$(tr -d -c '\033' <err.txt)" ]
	cap=$(printf 'cap\033[2J.pcap')
	cp small.pcap "$cap"
	"$xdpc" --test "$cap" r.xf --engine eval >out.txt 2>&1
	check "--test report: no escape byte from the capture's name" \
		[ -z "$(tr -d -c '\033' <out.txt)" ]
	if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
		cp "$xdpc" ./xdpc-copy
		chmod 755 . ./xdpc-copy
		setpriv --reuid=65534 --regid=65534 --clear-groups ./xdpc-copy --stats lo \
			>/dev/null 2>err.txt
		check "non-root --stats fails" [ $? -ne 0 ]
		check "with a permission hint for reading" grep -q "hint: reading an attached filter" err.txt
		check "not a load/attach hint" sh -c '! grep -q "loading and attaching" err.txt'
	else
		need_root "the non-root --stats case (setpriv)"
	fi
	;;
policy)
	mkdir -p rules/sub inc other stdlib
	printf 'set s { 192.0.2.0/24 };\n' >inc/shared.xf
	printf 'set t { 198.51.100.0/24 };\n' >other/secret.xf
	printf 'set u { 203.0.113.0/24 };\n' >rules/sub/local.xf
	printf '198.51.100.7\n' >other/list.txt
	ln -s ../other/secret.xf rules/link.xf
	printf 'include "sub/local.xf";\ndrop src in u;\n' >rules/ok.xf
	check "an include inside the rule file's directory" "$xdpc" --check rules/ok.xf
	printf 'include "shared.xf";\ndrop src in s;\n' >rules/dash-i.xf
	refuses "an include found nowhere" "cannot open include file 'shared.xf'" --check rules/dash-i.xf
	check "-I DIR finds it" "$xdpc" --check -I inc rules/dash-i.xf
	printf 'include "../other/secret.xf";\ndrop src in t;\n' >rules/up.xf
	refuses "include .. outside the roots" "outside the rule file's directory" --check rules/up.xf
	printf 'include "%s/other/secret.xf";\ndrop src in t;\n' "$tmp" >rules/abs.xf
	refuses "an absolute include outside the roots" "outside" --check rules/abs.xf
	check "the refused file is not quoted" sh -c '! grep -q "198.51.100.0" err.txt'
	printf 'include "link.xf";\ndrop src in t;\n' >rules/sym.xf
	refuses "a symlink pointing outside" "outside" --check rules/sym.xf
	check "--allow-any-path lifts the rule" "$xdpc" --check --allow-any-path rules/up.xf
	check "-I of the other directory allows it" "$xdpc" --check -I other rules/up.xf
	printf 'include "/etc/passwd";\n' >rules/passwd.xf
	refuses "include /etc/passwd" "outside" --check rules/passwd.xf
	check "no line of /etc/passwd is quoted" sh -c '! grep -q "root:" err.txt'
	printf 'set l from "../other/list.txt";\ndrop src in l;\n' >rules/setup.xf
	refuses "set from outside the roots" "set file refused" --check rules/setup.xf
	check "set from with -I of its directory" "$xdpc" --check -I other rules/setup.xf
	printf 'include "bogons.xf";\ndrop src in bogons_v4;\n' >rules/std.xf
	check "the stdlib stays reachable" "$xdpc" --check rules/std.xf
	cp inc/shared.xf stdlib/shared.xf
	printf 'set s { 198.51.100.0/24 };\n' >stdlib/shared.xf
	"$xdpc" --dump-ast -I inc --stdlib stdlib rules/dash-i.xf >order.txt
	check "-I is searched before the stdlib" grep -q "192.0.2.0/24" order.txt
	;;
*)
	echo "unknown mode $mode"
	exit 2
	;;
esac
finish
