/* Dynamic sets, as meta.h specifies them: per set an ARRAY_OF_MAPS
 * `xdpc_dN` whose slot 0 holds the set's contents as an inner map (an LPM
 * trie keyed by struct xdpc_lpm_key for address sets, both families in one
 * trie; a 65536-entry u8 array for port sets). The object defines the inner
 * map `xdpc_dN_inner` and puts it in slot 0, empty; the runtime fills it
 * from the `elem` metadata records and may swap in another map at any time.
 *
 * A test is a global function per set, `int xdpc_dN_test(...)`: look up
 * slot 0 (no map there: no match), then the frame's key in that map. */
#include "cg_internal.h"
#include "meta.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
	BPF_MAP_TYPE_ARRAY = 2,
	BPF_MAP_TYPE_LPM_TRIE = 11,
	BPF_MAP_TYPE_ARRAY_OF_MAPS = 12,
	BPF_F_NO_PREALLOC = 1,
	BPF_FUNC_map_lookup_elem = 1,
};

struct cg_dynset {
	LLVMValueRef outer, test;
};

static LLVMMetadataRef ptr_to(struct cg *c, LLVMMetadataRef t)
{
	return LLVMDIBuilderCreatePointerType(c->di, t, 64, 64, 0, NULL, 0);
}

/* `int (*NAME)[N]`, libbpf's way of writing a number into a map's BTF. */
static LLVMMetadataRef number(struct cg *c, uint32_t n)
{
	return ptr_to(c, cg_debug_array(c, c->di_int, 32, n));
}

/* struct xdpc_lpm_key (meta.h) */
static LLVMMetadataRef lpm_key_type(struct cg *c)
{
	const char *names[] = { "prefixlen", "family", "addr", "pad" };
	LLVMMetadataRef types[] = { c->di_u32, c->di_u8, cg_debug_array(c, c->di_u8, 8, 16),
				    cg_debug_array(c, c->di_u8, 8, 3) };
	uint64_t offs[] = { 0, 32, 40, 168 }, sizes[] = { 32, 8, 128, 24 };
	LLVMMetadataRef m[4];

	for (int i = 0; i < 4; i++)
		m[i] = LLVMDIBuilderCreateMemberType(c->di, c->di_cu, names[i], strlen(names[i]),
						     c->di_file, 0, sizes[i], 8, offs[i],
						     LLVMDIFlagZero, types[i]);
	return LLVMDIBuilderCreateStructType(c->di, c->di_cu, "xdpc_lpm_key", 12, c->di_file, 0,
					     192, 32, LLVMDIFlagZero, NULL, m, 4, 0, NULL, NULL, 0);
}

/* A map definition global in .maps: N pointer members named NAMES with
 * BTF types TYPES. With INIT_SLOT, the last member is the map-in-map's
 * `values` array, holding INIT_SLOT in slot 0. */
static LLVMValueRef map_global(struct cg *c, const char *name, const char **names,
			       LLVMMetadataRef *types, unsigned n, LLVMValueRef init_slot)
{
	LLVMTypeRef fields[6];
	LLVMValueRef vals[6];
	LLVMMetadataRef members[6];
	LLVMTypeRef t;
	LLVMValueRef gv;
	uint64_t size = 0;

	for (unsigned i = 0; i < n; i++) {
		/* the `values` array of a map-in-map has no elements in BTF
		 * (a flexible array); the global holds slot 0 */
		int flex = init_slot && i == n - 1;

		fields[i] = flex ? LLVMArrayType2(c->ptr, 1) : c->ptr;
		vals[i] = flex ? LLVMConstArray2(c->ptr, &init_slot, 1) : LLVMConstNull(c->ptr);
		members[i] = LLVMDIBuilderCreateMemberType(c->di, c->di_cu, names[i],
							   strlen(names[i]), c->di_file, 0,
							   flex ? 0 : 64, 64, 64 * i,
							   LLVMDIFlagZero, types[i]);
		size += flex ? 0 : 64;
	}
	t = LLVMStructTypeInContext(c->ctx, fields, n, 0);
	gv = LLVMAddGlobal(c->mod, t, name);
	LLVMSetInitializer(gv, LLVMConstNamedStruct(t, vals, n));
	LLVMSetSection(gv, ".maps");
	LLVMSetAlignment(gv, 8);
	cg_debug_global(c, gv, name,
			LLVMDIBuilderCreateStructType(c->di, c->di_cu, NULL, 0, c->di_file, 0,
						      size, 64, LLVMDIFlagZero, NULL, members,
						      n, 0, NULL, NULL, 0),
			0);
	return gv;
}

static LLVMValueRef inner_map(struct cg *c, const struct xset *s, LLVMMetadataRef *def)
{
	char name[64];
	LLVMValueRef gv;

	snprintf(name, sizeof(name), "xdpc_d%d_inner", s->id);
	if (s->kind == SET_ADDR) {
		const char *names[] = { "type", "map_flags", "key", "value", "max_entries" };
		LLVMMetadataRef types[] = { number(c, BPF_MAP_TYPE_LPM_TRIE),
					    number(c, BPF_F_NO_PREALLOC),
					    ptr_to(c, lpm_key_type(c)), ptr_to(c, c->di_u8),
					    number(c, c->opt->table_size) };
		unsigned bits[] = { 64, 64, 64, 64, 64 };

		gv = map_global(c, name, names, types, 5, NULL);
		*def = cg_debug_struct(c, NULL, names, types, bits, 5);
	} else {
		const char *names[] = { "type", "key", "value", "max_entries" };
		LLVMMetadataRef types[] = { number(c, BPF_MAP_TYPE_ARRAY), ptr_to(c, c->di_u32),
					    ptr_to(c, c->di_u8), number(c, 65536) };
		unsigned bits[] = { 64, 64, 64, 64 };

		gv = map_global(c, name, names, types, 4, NULL);
		*def = cg_debug_struct(c, NULL, names, types, bits, 4);
	}
	return gv;
}

void cg_dynsets_build(struct cg *c)
{
	const struct program *p = c->prog;

	c->dynsets = xcalloc(p->nsets, sizeof(*c->dynsets));
	for (size_t i = 0; i < p->nsets; i++) {
		const struct xset *s = p->sets[i];
		const char *names[] = { "type", "max_entries", "key", "values" };
		LLVMMetadataRef inner_def, types[4];
		LLVMValueRef inner;
		char name[64];

		if (!s->dynamic)
			continue;
		inner = inner_map(c, s, &inner_def);
		types[0] = number(c, BPF_MAP_TYPE_ARRAY_OF_MAPS);
		types[1] = number(c, 1);
		types[2] = ptr_to(c, c->di_u32);
		{
			LLVMMetadataRef sub = LLVMDIBuilderGetOrCreateSubrange(c->di, 0, -1);

			types[3] = LLVMDIBuilderCreateArrayType(c->di, 0, 64, ptr_to(c, inner_def),
								&sub, 1);
		}
		snprintf(name, sizeof(name), "xdpc_d%d", s->id);
		c->dynsets[s->id].outer = map_global(c, name, names, types, 4, inner);
	}
}

void cg_dynsets_free(struct cg *c)
{
	free(c->dynsets);
	c->dynsets = NULL;
}

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

static LLVMValueRef lookup(struct cg *c, LLVMValueRef map, LLVMValueRef key)
{
	LLVMValueRef args[2] = { map, key };

	return cg_helper_call(c, BPF_FUNC_map_lookup_elem, c->ptr, args, 2);
}

static void store64(struct cg *c, LLVMValueRef base, unsigned off, LLVMValueRef v)
{
	LLVMValueRef o = k64(c, off);

	LLVMSetAlignment(LLVMBuildStore(c->b, v, LLVMBuildGEP2(c->b, c->i8, base, &o, 1, "")), 8);
}

/* The inner map of slot 0, or a return of 0 (no match) when there is
 * none; the builder continues where it is not NULL. */
static LLVMValueRef inner_or_return(struct cg *c, const struct xset *s)
{
	LLVMValueRef zero = cg_entry_alloca(c, c->i32, "slot");
	LLVMBasicBlockRef none = cg_block(c, "set.none"), have = cg_block(c, "set.map");
	LLVMValueRef inner;

	LLVMBuildStore(c->b, cg_const(c, c->i32, 0), zero);
	inner = lookup(c, c->dynsets[s->id].outer, zero);
	LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, inner, ""), none, have);
	LLVMPositionBuilderAtEnd(c->b, none);
	LLVMBuildRet(c->b, cg_const(c, c->i32, 0));
	LLVMPositionBuilderAtEnd(c->b, have);
	return inner;
}

/* int xdpc_dN_test(u64 family, u64 hi, u64 lo): the address (pkt layout:
 * host order, IPv4 in the top of HI) in the trie. The 24-byte key is
 * written as three aligned words (the stack allows no unaligned store):
 * bytes 0-3 prefixlen, 4 family, 5-20 the address in network order. */
static void addr_test_body(struct cg *c, const struct xset *s)
{
	LLVMValueRef fam = LLVMGetParam(c->fn, 0);
	LLVMValueRef h = cg_bswap(c, LLVMGetParam(c->fn, 1));
	LLVMValueRef l = cg_bswap(c, LLVMGetParam(c->fn, 2));
	LLVMValueRef key = cg_entry_alloca(c, LLVMArrayType2(c->i64, 3), "lpm_key");
	LLVMValueRef is6 = LLVMBuildICmp(c->b, LLVMIntEQ, fam, k64(c, 6), "");
	LLVMValueRef plen = LLVMBuildSelect(c->b, is6, k64(c, 8 + 128), k64(c, 8 + 32), "");
	LLVMValueRef w0, w1, w2, inner, hit;

	w0 = LLVMBuildOr(c->b, plen, LLVMBuildShl(c->b, fam, k64(c, 32), ""), "");
	w0 = LLVMBuildOr(c->b, w0, LLVMBuildShl(c->b, h, k64(c, 40), ""), "");
	w1 = LLVMBuildLShr(c->b, h, k64(c, 24), "");
	w1 = LLVMBuildOr(c->b, w1, LLVMBuildShl(c->b, l, k64(c, 40), ""), "");
	w2 = LLVMBuildLShr(c->b, l, k64(c, 24), "");
	inner = inner_or_return(c, s);
	store64(c, key, 0, w0);
	store64(c, key, 8, w1);
	store64(c, key, 16, w2);
	hit = lookup(c, inner, key);
	LLVMBuildRet(c->b, LLVMBuildZExt(c->b, LLVMBuildIsNotNull(c->b, hit, ""), c->i32, ""));
}

/* int xdpc_dN_test(u64 port): the port's byte in the array is not 0. */
static void port_test_body(struct cg *c, const struct xset *s)
{
	LLVMValueRef key = cg_entry_alloca(c, c->i32, "port");
	LLVMValueRef inner = inner_or_return(c, s), v, m;
	LLVMBasicBlockRef have = cg_block(c, "set.member"), none = cg_block(c, "set.out");

	LLVMBuildStore(c->b, LLVMBuildTrunc(c->b, LLVMGetParam(c->fn, 0), c->i32, ""), key);
	v = lookup(c, inner, key);
	LLVMBuildCondBr(c->b, LLVMBuildIsNull(c->b, v, ""), none, have);
	LLVMPositionBuilderAtEnd(c->b, none);
	LLVMBuildRet(c->b, cg_const(c, c->i32, 0));
	LLVMPositionBuilderAtEnd(c->b, have);
	m = LLVMBuildLoad2(c->b, c->i8, v, "");
	LLVMBuildRet(c->b, LLVMBuildZExt(c->b, LLVMBuildICmp(c->b, LLVMIntNE, m,
							     cg_const(c, c->i8, 0), ""),
					 c->i32, ""));
}

static LLVMValueRef test_fn(struct cg *c, const struct xset *s)
{
	struct cg_dynset *ds = &c->dynsets[s->id];
	const char *anames[] = { "family", "hi", "lo" }, *pnames[] = { "port" };
	struct cg_pos pos;
	char name[64];

	if (ds->test)
		return ds->test;
	snprintf(name, sizeof(name), "xdpc_d%d_test", s->id);
	if (s->kind == SET_ADDR) {
		ds->test = cg_helper_fn(c, name, 3, anames, s->loc.line ? s->loc.line : 1, &pos);
		addr_test_body(c, s);
	} else {
		ds->test = cg_helper_fn(c, name, 1, pnames, s->loc.line ? s->loc.line : 1, &pos);
		port_test_body(c, s);
	}
	cg_restore(c, &pos);
	return ds->test;
}

static void branch_on(struct cg *c, LLVMValueRef r, LLVMBasicBlockRef t, LLVMBasicBlockRef f)
{
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, r, cg_const(c, c->i32, 0), ""), t, f);
}

void cg_dynset_addr_cond(struct cg *c, const struct xset *s, int dst, LLVMBasicBlockRef t,
			 LLVMBasicBlockRef f)
{
	LLVMValueRef fn = test_fn(c, s);
	LLVMValueRef args[3];
	LLVMBasicBlockRef ip = cg_block(c, "set.ip");
	LLVMValueRef sw;

	args[0] = cg_pkt_load(c, PF_FAMILY);
	sw = LLVMBuildSwitch(c->b, args[0], f, 2);
	LLVMAddCase(sw, k64(c, 4), ip);
	LLVMAddCase(sw, k64(c, 6), ip);
	LLVMPositionBuilderAtEnd(c->b, ip);
	args[1] = cg_pkt_load(c, dst ? PF_DST_HI : PF_SRC_HI);
	args[2] = cg_pkt_load(c, dst ? PF_DST_LO : PF_SRC_LO);
	branch_on(c, cg_call_helper(c, fn, args, 3), t, f);
}

void cg_dynset_port_cond(struct cg *c, const struct xset *s, LLVMValueRef x,
			 LLVMBasicBlockRef t, LLVMBasicBlockRef f)
{
	branch_on(c, cg_call_helper(c, test_fn(c, s), &x, 1), t, f);
}
