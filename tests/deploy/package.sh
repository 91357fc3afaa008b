#!/usr/bin/env bash
# CPack builds a .deb: control fields, a Depends that covers every shared
# library the binary needs (each NEEDED library's Debian package, found
# with dpkg -S), the files under /usr, a unit that runs /usr/bin/xdpc, and
# the unpacked binary compiling with stdlib includes.
#   usage: package.sh BUILD_DIR
set -u
BUILD=$1
fail() { echo "FAIL: $*" >&2; exit 1; }
for t in cpack dpkg-deb dpkg-shlibdeps readelf; do
	command -v $t >/dev/null && continue
	[ "${CI:-}" = true ] && fail "needs $t"
	echo "SKIP: needs $t"; exit 77
done
OUT=$(mktemp -d /tmp/xdpc-deb.XXXXXX)
trap 'rm -rf "$OUT"' EXIT
(cd "$OUT" && cpack --config "$BUILD/CPackConfig.cmake" -B "$OUT") >"$OUT/cpack.log" 2>&1 ||
	{ cat "$OUT/cpack.log"; fail "cpack"; }
DEB=$(ls "$OUT"/xdpc_*.deb 2>/dev/null | head -1)
[ -s "$DEB" ] || fail "no .deb made"
echo "ok: built $(basename "$DEB")"

field() { dpkg-deb -f "$DEB" "$1"; }
[ "$(field Package)" = xdpc ] || fail "Package: $(field Package)"
VERSION=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$BUILD/CMakeCache.txt")
[ "$(field Version)" = "$VERSION" ] || fail "Version: $(field Version), project $VERSION"
[ "$(field Architecture)" = "$(dpkg --print-architecture)" ] || fail "Architecture"
[ -n "$(field Maintainer)" ] && [ -n "$(field Description)" ] || fail "Maintainer/Description"
DEPENDS=$(field Depends)
echo "Depends: $DEPENDS"
for lib in $(readelf -d "$BUILD/runtime/xdpc" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
	path=$(ldconfig -p | awk -v l="$lib" '$1 == l { print $NF; exit }')
	[ -n "$path" ] || fail "cannot find $lib"
	real=$(readlink -f "$path")
	pkg=
	for p in "$path" "$real" "${path#/usr}" "${real#/usr}"; do  # merged /usr
		pkg=$(dpkg -S "$p" 2>/dev/null | head -1 | cut -d: -f1)
		[ -n "$pkg" ] && break
	done
	[ -n "$pkg" ] || fail "no package owns $lib"
	grep -Eq "(^|, )$pkg( |,|$)" <<<"$DEPENDS" || fail "Depends lacks $pkg (for $lib)"
	echo "ok: $lib -> $pkg in Depends"
done

dpkg-deb -c "$DEB" | awk '{ print $NF }' >"$OUT/files"
for f in ./usr/bin/xdpc ./usr/share/xdpc/stdlib/bogons.xf ./usr/share/man/man1/xdpc.1 \
	 ./usr/share/man/man5/xdpc-rules.5 ./usr/lib/systemd/system/xdpc@.service \
	 ./usr/share/bash-completion/completions/xdpc; do
	grep -qx "$f" "$OUT/files" || fail "the .deb lacks $f"
done
grep -q '^./usr/local' "$OUT/files" && fail "the .deb installs under /usr/local"
echo "ok: contents under /usr"

dpkg-deb -x "$DEB" "$OUT/root" || fail "dpkg-deb -x"
grep -qx 'ExecStart=/usr/bin/xdpc --attach %I /etc/xdpc/%I.xf --pin' \
	"$OUT/root/usr/lib/systemd/system/xdpc@.service" || fail "the unit does not run /usr/bin/xdpc"
printf 'include "bogons.xf";\ndrop src in bogons;\n' >"$OUT/r.xf"
(cd / && "$OUT/root/usr/bin/xdpc" --check "$OUT/r.xf") || fail "the unpacked xdpc cannot include the stdlib"
echo "ok: the packaged xdpc finds its stdlib"
