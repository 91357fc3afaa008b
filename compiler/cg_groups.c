/* Rule groups (groups.h) as one lookup. The shared conjuncts (the guard)
 * are tested once; then one lookup of the frame's key yields the code of
 * the EARLIEST member whose key matches, exactly as a rule function would
 * return that rule ((index + 1) << CG_RULE_SHIFT | action), or 0 when none
 * does. The rule functions keep the earliest code over all groups and
 * single rules (cg_rules.c), and the entry point counts it.
 *
 *   proto          a 256-entry u32 table indexed by the protocol
 *   sport, dport   a 65536-entry u32 table indexed by the port for groups
 *                  of at least GROUP_DIRECT_MIN rules, while the program's
 *                  direct tables stay under CG_DIRECT_BUDGET; otherwise
 *                  like addresses
 *   src, dst       per family, the key space cut into pieces each carrying
 *                  the code of the earliest rule covering it (cg_ivmap.c),
 *                  found by the branch-free binary search of cg_search.c,
 *                  inline for small tables, else in a global function
 *   composite      the exact values of several fields packed into one key
 *                  of one or two words (key_layout), searched the same way
 */
#include "cg_internal.h"
#include "cg_ivmap.h"
#include "groups.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bytes of .rodata for direct port tables, over all groups. */
#define CG_DIRECT_BUDGET (2u << 20)
/* Port groups of fewer rules use a (small) searched table, not 256 KB. */
#define GROUP_DIRECT_MIN 32
/* Tables of at most this many entries are searched inline. */
#define GROUP_INLINE_ENTRIES 16

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

static uint64_t be64(const uint8_t *b)
{
	uint64_t v = 0;

	for (int i = 0; i < 8; i++)
		v = v << 8 | b[i];
	return v;
}

/* The code of member R (1-based; members are in rule order, so a lower
 * rank is an earlier rule) of group G, 0 for none. */
static uint64_t code_of(const struct cg *c, const struct rule_group *g, uint64_t rank)
{
	size_t rule;

	if (rank == 0)
		return 0;
	rule = g->member[rank - 1];
	return (uint64_t)(rule + 1) << CG_RULE_SHIFT |
	       (c->prog->rules[rule]->action == ACT_DROP ? CG_XDP_DROP : CG_XDP_PASS);
}

/* ---- direct tables (proto, ports) ---- */

/* The first value >= V not taken yet; SKIP[v] == v marks a free value
 * (SKIP[n] == n is a sentinel), taken ones point further on. */
static size_t next_free(uint32_t *skip, size_t v)
{
	size_t root = v, nx;

	while (skip[root] != root)
		root = skip[root];
	while (v != root) {   /* shorten the path for the next search */
		nx = skip[v];
		skip[v] = (uint32_t)root;
		v = nx;
	}
	return root;
}

/* Fills T[0..n) with the code of the earliest rule whose key holds each
 * value. A value already taken keeps its rule; taken values are skipped,
 * so the work is about N plus the number of ranges, not their sizes. */
static void fill_direct(const struct cg *c, const struct rule_group *g, uint32_t *t,
			size_t n)
{
	uint32_t *skip = xmalloc((n + 1) * sizeof(*skip));
	for (size_t v = 0; v <= n; v++)
		skip[v] = (uint32_t)v;
	for (size_t j = 0; j < g->count; j++) {
		const struct expr *e = g->key[j];
		uint32_t code = (uint32_t)code_of(c, g, j + 1);
		const struct port_range *pr = e->kind == E_PROTO ? NULL : e->u.prim.set->ports;
		size_t nr = e->kind == E_PROTO ? 1 : e->u.prim.set->nports;

		for (size_t i = 0; i < nr; i++) {
			size_t lo = pr ? pr[i].lo : e->u.prim.num, hi = pr ? pr[i].hi : e->u.prim.num;

			if (hi >= n)
				hi = n - 1;
			for (size_t v = next_free(skip, lo < n ? lo : n); v <= hi;
			     v = next_free(skip, v + 1)) {
				t[v] = code;
				skip[v] = (uint32_t)(v + 1);
			}
		}
	}
	free(skip);
}

static LLVMValueRef direct_table(struct cg *c, const struct rule_group *g, int id,
				 size_t n)
{
	uint32_t *t = xcalloc(n, sizeof(*t));
	LLVMValueRef *vals = xmalloc(n * sizeof(*vals));
	LLVMValueRef gv;
	char name[64];

	fill_direct(c, g, t, n);
	for (size_t v = 0; v < n; v++)
		vals[v] = cg_const(c, c->i32, t[v]);
	snprintf(name, sizeof(name), "xdpc_g%d_%s", id, group_field_name(g->field[0]));
	gv = cg_rodata(c, name, c->i32, 32, vals, n);
	free(vals);
	free(t);
	return gv;
}

/* ---- searched tables (addresses, ports over budget) ---- */

enum { FAM_PORT, FAM_V4, FAM_V6, FAM_KEY };
static const char *const fam_names[] = { "port", "ip4", "ip6", "key" };

/* Where each field of a composite key goes: in field order, first field
 * most significant. A key of one word stays below 2^62 (cg_ge_words
 * compares such words by the sign of their difference); a longer one
 * fills word 0 first, so the index of a big table (cg_search.c), which
 * buckets word 0, sees the leading fields and not a constant 0. */
struct key_layout {
	unsigned k;
	unsigned word[GF_COUNT], shift[GF_COUNT];
	uint64_t max[2];
};

static void key_layout(const struct rule_group *g, struct key_layout *l)
{
	unsigned total = 0, used[2] = { 0, 0 }, w = 0;

	for (unsigned f = 0; f < g->nfields; f++)
		total += group_field_bits(g->field[f]);
	l->k = total <= 62 ? 1 : 2;
	for (unsigned f = 0; f < g->nfields; f++) {
		unsigned b = group_field_bits(g->field[f]);

		if (used[w] + b > 64)
			w = 1;
		l->word[f] = w;
		used[w] += b;
	}
	/* shifts: the bits of the later fields in the same word */
	for (unsigned f = 0; f < g->nfields; f++) {
		l->shift[f] = 0;
		for (unsigned e = f + 1; e < g->nfields; e++)
			if (l->word[e] == l->word[f])
				l->shift[f] += group_field_bits(g->field[e]);
	}
	for (unsigned i = 0; i < l->k; i++)
		l->max[i] = used[i] >= 64 ? ~0ULL : (1ULL << used[i]) - 1;
}

static void prefix_range(const struct prefix *p, struct ivm_range *r)
{
	uint64_t hi = be64(p->addr), lo = be64(p->addr + 8);

	if (p->family == 4) {
		uint64_t a = hi >> 32;
		uint64_t mask = p->plen == 0 ? 0 : (0xffffffffULL << (32 - p->plen)) & 0xffffffffULL;

		r->lo[0] = a & mask;
		r->hi[0] = (a & mask) | (~mask & 0xffffffffULL);
		return;
	}
	{
		uint64_t m0 = p->plen >= 64 ? ~0ULL : p->plen == 0 ? 0 : ~0ULL << (64 - p->plen);
		uint64_t m1 = p->plen <= 64 ? 0 : p->plen >= 128 ? ~0ULL : ~0ULL << (128 - p->plen);

		r->lo[0] = hi & m0;
		r->lo[1] = lo & m1;
		r->hi[0] = r->lo[0] | ~m0;
		r->hi[1] = r->lo[1] | ~m1;
	}
}

/* Member J's composite key as one exact range. */
static void composite_range(const struct rule_group *g, const struct key_layout *l,
			    size_t j, struct ivm_range *x)
{
	for (unsigned f = 0; f < g->nfields; f++)
		x->lo[l->word[f]] |= group_key_value(g->key[j * g->nfields + f]) << l->shift[f];
	x->hi[0] = x->lo[0];
	x->hi[1] = x->lo[1];
}

/* The ranges of family FAM over the keys of G, ranked by rule (composite
 * keys packed as L says). */
static size_t collect(const struct rule_group *g, int fam, const struct key_layout *l,
		      struct ivm_range **out)
{
	size_t n = 0, cap = 0;
	struct ivm_range *r = NULL;

	if (fam == FAM_KEY) {
		r = xcalloc(g->count, sizeof(*r));
		for (size_t j = 0; j < g->count; j++) {
			r[j].rank = (uint32_t)(j + 1);
			composite_range(g, l, j, &r[j]);
		}
		*out = r;
		return g->count;
	}
	for (size_t j = 0; j < g->count; j++) {
		const struct xset *s = g->key[j]->u.prim.set;
		size_t m = fam == FAM_PORT ? s->nports : s->npfx;

		for (size_t i = 0; i < m; i++) {
			struct ivm_range x = { .rank = (uint32_t)(j + 1) };

			if (fam == FAM_PORT) {
				x.lo[0] = s->ports[i].lo;
				x.hi[0] = s->ports[i].hi;
			} else if (s->pfx[i].family == (fam == FAM_V4 ? 4 : 6)) {
				prefix_range(&s->pfx[i], &x);
			} else {
				continue;
			}
			if (n == cap) {
				cap = cap ? 2 * cap : 64;
				r = xrealloc(r, cap * sizeof(*r));
			}
			r[n++] = x;
		}
	}
	*out = r;
	return n;
}

/* A group's searched table for one family (or its composite key). */
struct gtable {
	struct cg_stab s;
	int fam;
};

/* Builds the table of family FAM; 0 when no rule of the group has a key
 * of that family. */
static int group_table(struct cg *c, const struct rule_group *g, int id, int fam,
		       struct gtable *t)
{
	static const uint64_t max_key[][2] = { { 0xffff, 0 }, { 0xffffffff, 0 }, { ~0ULL, ~0ULL } };
	struct key_layout l = { .k = fam == FAM_V6 ? 2 : 1 };
	struct ivm_range *r;
	size_t n, npieces;
	uint64_t *pieces;
	char name[64];

	if (fam == FAM_KEY)
		key_layout(g, &l);
	else
		memcpy(l.max, max_key[fam], sizeof(l.max));
	n = collect(g, fam, &l, &r);
	if (n == 0) {
		free(r);
		return 0;
	}
	npieces = ivmap_build(r, n, l.k, l.max, &pieces);
	free(r);
	/* each piece: its start, then the code of its earliest rule */
	for (size_t e = 0; e < npieces; e++)
		pieces[e * (l.k + 1) + l.k] = code_of(c, g, pieces[e * (l.k + 1) + l.k]);
	snprintf(name, sizeof(name), "xdpc_g%d_%s", id, fam_names[fam]);
	cg_stab_build(c, &t->s, name, pieces, npieces, l.k, l.k + 1);
	t->fam = fam;
	free(pieces);
	return 1;
}

/* The code (i64) for key X, searched where the builder is. */
static LLVMValueRef search(struct cg *c, const struct gtable *t, LLVMValueRef *x)
{
	return cg_stab_word(c, &t->s, cg_stab_search(c, &t->s, x), t->s.k);
}

/* The code for key X: small tables searched inline; bigger ones in a
 * global function `int NAME_search(u64 x[, u64 lo])`, verified once. A
 * program may have only 256 functions, and a few search steps inline cost
 * less than a call. */
static LLVMValueRef lookup(struct cg *c, const struct gtable *t, int id, unsigned line,
			   LLVMValueRef *x)
{
	const char *names[2] = { t->s.k == 1 ? "x" : "hi", "lo" };
	LLVMValueRef fn, px[2];
	struct cg_pos pos;
	char fname[80];

	if (t->s.n <= GROUP_INLINE_ENTRIES || c->search_fns >= CG_MAX_SEARCH_FNS)
		return search(c, t, x);
	c->search_fns++;
	snprintf(fname, sizeof(fname), "xdpc_g%d_%s_search", id, fam_names[t->fam]);
	fn = cg_helper_fn(c, fname, t->s.k, names, line, &pos);
	for (unsigned w = 0; w < t->s.k; w++)
		px[w] = LLVMGetParam(fn, w);
	LLVMBuildRet(c->b, LLVMBuildTrunc(c->b, search(c, t, px), c->i32, ""));
	cg_restore(c, &pos);
	return LLVMBuildZExt(c->b, cg_call_helper(c, fn, x, t->s.k), c->i64, "code");
}

/* ---- the group ---- */

static void require_flag(struct cg *c, uint32_t flag, LLVMBasicBlockRef next)
{
	LLVMBasicBlockRef ok = cg_block(c, "group.has");

	LLVMBuildCondBr(c->b, cg_pkt_flag(c, flag), ok, next);
	LLVMPositionBuilderAtEnd(c->b, ok);
}

/* The code for an address key: per family a search; other frames 0. */
static LLVMValueRef addr_code(struct cg *c, const struct rule_group *g, int id,
			      LLVMBasicBlockRef next)
{
	int dst = g->field[0] == GF_DST;
	unsigned line = c->prog->rules[g->first]->action_loc.line;
	struct gtable t4, t6;
	int f4 = group_table(c, g, id, FAM_V4, &t4), f6 = group_table(c, g, id, FAM_V6, &t6);
	LLVMValueRef fam = cg_pkt_load(c, PF_FAMILY);
	LLVMValueRef hi = cg_pkt_load(c, dst ? PF_DST_HI : PF_SRC_HI);
	LLVMValueRef lo = cg_pkt_load(c, dst ? PF_DST_LO : PF_SRC_LO);
	LLVMValueRef sw = LLVMBuildSwitch(c->b, fam, next, 2), phi, x[2];
	LLVMBasicBlockRef join = cg_block(c, "group.code");
	LLVMBasicBlockRef from[2];
	LLVMValueRef codes[2];
	unsigned n = 0;

	if (f4) {
		LLVMBasicBlockRef b4 = cg_block(c, "group.ip4");

		LLVMAddCase(sw, k64(c, 4), b4);
		LLVMPositionBuilderAtEnd(c->b, b4);
		x[0] = LLVMBuildLShr(c->b, hi, k64(c, 32), "");
		codes[n] = lookup(c, &t4, id, line, x);
		from[n++] = LLVMGetInsertBlock(c->b);
		LLVMBuildBr(c->b, join);
	}
	if (f6) {
		LLVMBasicBlockRef b6 = cg_block(c, "group.ip6");

		LLVMAddCase(sw, k64(c, 6), b6);
		LLVMPositionBuilderAtEnd(c->b, b6);
		x[0] = hi;
		x[1] = lo;
		codes[n] = lookup(c, &t6, id, line, x);
		from[n++] = LLVMGetInsertBlock(c->b);
		LLVMBuildBr(c->b, join);
	}
	LLVMPositionBuilderAtEnd(c->b, join);
	if (n == 0) {   /* no prefix at all (empty sets): nothing matches */
		LLVMBuildBr(c->b, next);
		LLVMPositionBuilderAtEnd(c->b, cg_block(c, "group.none"));
		return k64(c, 0);
	}
	phi = LLVMBuildPhi(c->b, c->i64, "code");
	LLVMAddIncoming(phi, codes, from, n);
	return phi;
}

static LLVMValueRef port_code(struct cg *c, const struct rule_group *g, int id,
			      LLVMBasicBlockRef next)
{
	LLVMValueRef x;

	require_flag(c, PKT_PORTS, next);
	x = cg_pkt_load(c, g->field[0] == GF_SPORT ? PF_SPORT : PF_DPORT);
	if (g->count >= GROUP_DIRECT_MIN && c->direct_bytes + 65536 * 4 <= CG_DIRECT_BUDGET) {
		c->direct_bytes += 65536 * 4;
		return cg_table_u32(c, direct_table(c, g, id, 65536), x);
	}
	{
		struct gtable t;

		if (!group_table(c, g, id, FAM_PORT, &t))
			return k64(c, 0);
		return lookup(c, &t, id, c->prog->rules[g->first]->action_loc.line, &x);
	}
}

/* A composite key: the frame's fields packed as key_layout() says. */
static LLVMValueRef composite_code(struct cg *c, const struct rule_group *g, int id,
				   LLVMBasicBlockRef next)
{
	struct key_layout l;
	struct gtable t;
	LLVMValueRef x[2], v;
	uint32_t flags = 0;
	bool addr = false;

	key_layout(g, &l);
	for (unsigned f = 0; f < g->nfields; f++) {
		addr |= g->field[f] == GF_SRC || g->field[f] == GF_DST;
		flags |= g->field[f] == GF_PROTO ? PKT_PROTO :
			 g->field[f] == GF_SPORT || g->field[f] == GF_DPORT ? PKT_PORTS : 0;
	}
	if (addr) {   /* composite addresses are IPv4 (groups.c) */
		LLVMBasicBlockRef ok = cg_block(c, "group.ip4");
		LLVMValueRef is4 = LLVMBuildICmp(c->b, LLVMIntEQ, cg_pkt_load(c, PF_FAMILY),
						 k64(c, 4), "");

		LLVMBuildCondBr(c->b, is4, ok, next);
		LLVMPositionBuilderAtEnd(c->b, ok);
	}
	for (uint32_t bit = PKT_PROTO; bit <= PKT_PORTS; bit <<= 1)
		if (flags & bit)
			require_flag(c, bit, next);
	x[0] = x[1] = k64(c, 0);
	for (unsigned f = 0; f < g->nfields; f++) {
		switch (g->field[f]) {
		case GF_SRC:
		case GF_DST:
			v = cg_pkt_load(c, g->field[f] == GF_SRC ? PF_SRC_HI : PF_DST_HI);
			v = LLVMBuildLShr(c->b, v, k64(c, 32), "");
			break;
		case GF_SPORT:
			v = cg_pkt_load(c, PF_SPORT);
			break;
		case GF_DPORT:
			v = cg_pkt_load(c, PF_DPORT);
			break;
		default:
			v = cg_pkt_load(c, PF_PROTO);
			break;
		}
		if (l.shift[f])
			v = LLVMBuildShl(c->b, v, k64(c, l.shift[f]), "");
		x[l.word[f]] = LLVMBuildOr(c->b, x[l.word[f]], v, "key");
	}
	if (!group_table(c, g, id, FAM_KEY, &t))
		return k64(c, 0);
	return lookup(c, &t, id, c->prog->rules[g->first]->action_loc.line, x);
}

LLVMValueRef cg_group_code(struct cg *c, const struct rule_group *g, int id,
			   LLVMBasicBlockRef next)
{
	const struct rule *first = c->prog->rules[g->first];
	LLVMValueRef code;

	cg_debug_loc(c, first->action_loc);
	for (size_t i = 0; i < g->nguard; i++) {
		LLVMBasicBlockRef ok = cg_block(c, "group.guard");

		cg_cond(c, g->guard[i], ok, next);
		LLVMPositionBuilderAtEnd(c->b, ok);
	}
	if (g->nfields > 1) {
		code = composite_code(c, g, id, next);
	} else {
		switch (g->field[0]) {
		case GF_PROTO:
			require_flag(c, PKT_PROTO, next);
			code = cg_table_u32(c, direct_table(c, g, id, 256),
					    cg_pkt_load(c, PF_PROTO));
			break;
		case GF_SPORT:
		case GF_DPORT:
			code = port_code(c, g, id, next);
			break;
		default:
			code = addr_code(c, g, id, next);
			break;
		}
	}
	return LLVMBuildTrunc(c->b, code, c->i32, "code");
}
