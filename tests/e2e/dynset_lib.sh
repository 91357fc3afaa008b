# Shared by dynset_*.sh, after lib.sh: the rules they attach. With the
# test's argument "standin", objects built here from dynset_standin.bpf.c
# instead (with -g: map-in-map needs BTF): the runtime's side of
# compiler/meta.h checked without the code generator. --table-size 8 makes
# the compiled rules' banned set as small as the stand-in's.
DYN_RULES=$E2E_DIR/rules/dynset.xf
DYN_RULES_V2=$E2E_DIR/rules/dynset-v2.xf
if [ "${3:-}" = standin ]; then
	CLANG=$(command -v clang-19 || command -v clang) ||
		skip_or_fail "needs clang to build the stand-in object"
	for v in 1 2; do
		"$CLANG" -O2 -g -target bpf -idirafter "/usr/include/$(uname -m)-linux-gnu" \
			-DVERSION=$v -c "$E2E_DIR/dynset_standin.bpf.c" -o "$WORK/standin$v.o" ||
			fail "clang could not build the stand-in object"
	done
	DYN_RULES=$WORK/standin1.o
	DYN_RULES_V2=$WORK/standin2.o
fi
set_b() { in_b "$XDPC" --set "$DEV_B" "$@"; }
