/* Rule groups (groups.h) as one lookup. A run of drop/pass rules that
 * differ only in one key becomes: the shared conjuncts (the guard), tested
 * once; then one lookup of the frame's key that yields a code for the
 * FIRST rule of the run whose key matches: (offset in the run + 1) * 2,
 * plus 1 for drop; 0 when none does (or the frame has no such field). The
 * rule function then returns that rule and its action, exactly as the rule
 * by rule code would, and the entry point counts it.
 *
 *   proto          a 256-entry u16 table indexed by the protocol
 *   sport, dport   a 65536-entry u16 table indexed by the port for runs of
 *                  at least GROUP_DIRECT_MIN rules, while the program's
 *                  direct tables stay under CG_DIRECT_BUDGET; otherwise
 *                  like addresses
 *   src, dst       per family, the key space cut into pieces each carrying
 *                  the code of the earliest rule covering it (cg_ivmap.c),
 *                  found by the branch-free binary search of cg_search.c,
 *                  inline for small tables, else in a global function */
#include "cg_internal.h"
#include "cg_ivmap.h"
#include "groups.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bytes of .rodata for direct port tables, over all groups. */
#define CG_DIRECT_BUDGET (1u << 20)
/* Port groups of fewer rules use a (small) searched table, not 128 KB. */
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

/* The code of rank R (1-based) in group G, 0 for none. */
static uint64_t code_of(const struct cg *c, const struct rule_group *g, uint64_t rank)
{
	if (rank == 0)
		return 0;
	return rank * 2 + (c->prog->rules[g->first + rank - 1]->action == ACT_DROP);
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
static void fill_direct(const struct cg *c, const struct rule_group *g, uint16_t *t,
			size_t n)
{
	uint32_t *skip = malloc((n + 1) * sizeof(*skip));

	if (!skip)
		abort();
	for (size_t v = 0; v <= n; v++)
		skip[v] = (uint32_t)v;
	for (size_t j = 0; j < g->count; j++) {
		const struct expr *e = g->key[j];
		uint16_t code = (uint16_t)code_of(c, g, j + 1);
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
	uint16_t *t = calloc(n, sizeof(*t));
	LLVMValueRef *vals = malloc(n * sizeof(*vals));
	LLVMValueRef gv;
	char name[64];

	if (!t || !vals)
		abort();
	fill_direct(c, g, t, n);
	for (size_t v = 0; v < n; v++)
		vals[v] = cg_const(c, c->i16, t[v]);
	snprintf(name, sizeof(name), "xdpc_g%d_%s", id, group_field_name(g->field));
	gv = cg_rodata(c, name, c->i16, 16, vals, n);
	free(vals);
	free(t);
	return gv;
}

static LLVMValueRef direct_lookup(struct cg *c, LLVMValueRef table, LLVMValueRef x)
{
	LLVMValueRef p = LLVMBuildGEP2(c->b, c->i16, table, &x, 1, "");
	LLVMValueRef v = LLVMBuildLoad2(c->b, c->i16, p, "code");

	LLVMSetAlignment(v, 2);
	return LLVMBuildZExt(c->b, v, c->i64, "");
}

/* ---- searched tables (addresses, ports over budget) ---- */

enum { FAM_PORT, FAM_V4, FAM_V6 };

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

/* The ranges of family FAM over the keys of G, ranked by rule. */
static size_t collect(const struct rule_group *g, int fam, struct ivm_range **out)
{
	size_t n = 0, cap = 0;
	struct ivm_range *r = NULL;

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
				r = realloc(r, cap * sizeof(*r));
				if (!r)
					abort();
			}
			r[n++] = x;
		}
	}
	*out = r;
	return n;
}

/* A group's searched table for one family. */
struct gtable {
	LLVMValueRef g;
	size_t p;            /* entries, a power of two */
	unsigned k;          /* key words */
	int fam;
};

/* Builds the table of family FAM; 0 when no rule of the group has a key
 * of that family. */
static int group_table(struct cg *c, const struct rule_group *g, int id, int fam,
		       struct gtable *t)
{
	static const char *const fam_names[] = { "port", "ip4", "ip6" };
	static const uint64_t max_key[][2] = { { 0xffff, 0 }, { 0xffffffff, 0 }, { ~0ULL, ~0ULL } };
	unsigned k = fam == FAM_V6 ? 2 : 1, stride = k + 1;
	struct ivm_range *r;
	size_t n = collect(g, fam, &r), npieces, p = 1;
	uint64_t *pieces;
	LLVMValueRef *vals;
	char name[64];

	if (n == 0) {
		free(r);
		return 0;
	}
	npieces = ivmap_build(r, n, k, max_key[fam], &pieces);
	free(r);
	while (p < npieces)
		p *= 2;
	vals = malloc(p * stride * sizeof(*vals));
	if (!vals)
		abort();
	for (size_t e = 0; e < p; e++) {
		/* padding repeats the last piece: same start, same code */
		const uint64_t *src = pieces + (e < npieces ? e : npieces - 1) * stride;

		for (unsigned w = 0; w < k; w++)
			vals[e * stride + w] = k64(c, src[w]);
		vals[e * stride + k] = k64(c, code_of(c, g, src[k]));
	}
	free(pieces);
	snprintf(name, sizeof(name), "xdpc_g%d_%s", id, fam_names[fam]);
	t->g = cg_rodata(c, name, c->i64, 64, vals, p * stride);
	t->p = p;
	t->k = k;
	t->fam = fam;
	free(vals);
	return 1;
}

/* The code (i64) for key X, searched where the builder is. */
static LLVMValueRef search(struct cg *c, const struct gtable *t, LLVMValueRef *x)
{
	unsigned stride = t->k + 1;
	LLVMValueRef i = cg_bsearch(c, t->g, t->p, t->k, stride, x);

	return cg_table_word(c, t->g, LLVMBuildAdd(c->b, LLVMBuildMul(c->b, i, k64(c, stride), ""),
						   k64(c, t->k), ""));
}

/* The code for key X: small tables searched inline; bigger ones in a
 * global function `int NAME_search(u64 x[, u64 lo])`, verified once. A
 * program may have only 256 functions, and a few search steps inline cost
 * less than a call. */
static LLVMValueRef lookup(struct cg *c, const struct gtable *t, int id, unsigned line,
			   LLVMValueRef *x)
{
	static const char *const fam_names[] = { "port", "ip4", "ip6" };
	const char *names[2] = { t->k == 1 ? "x" : "hi", "lo" };
	LLVMValueRef fn, px[2];
	struct cg_pos pos;
	char fname[80];

	if (t->p <= GROUP_INLINE_ENTRIES || c->search_fns >= CG_MAX_SEARCH_FNS)
		return search(c, t, x);
	c->search_fns++;
	snprintf(fname, sizeof(fname), "xdpc_g%d_%s_search", id, fam_names[t->fam]);
	fn = cg_helper_fn(c, fname, t->k, names, line, &pos);
	for (unsigned w = 0; w < t->k; w++)
		px[w] = LLVMGetParam(fn, w);
	LLVMBuildRet(c->b, LLVMBuildTrunc(c->b, search(c, t, px), c->i32, ""));
	cg_restore(c, &pos);
	return LLVMBuildZExt(c->b, cg_call_helper(c, fn, x, t->k), c->i64, "code");
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
	int dst = g->field == GF_DST;
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
	x = cg_pkt_load(c, g->field == GF_SPORT ? PF_SPORT : PF_DPORT);
	if (g->count >= GROUP_DIRECT_MIN && c->direct_bytes + 65536 * 2 <= CG_DIRECT_BUDGET) {
		c->direct_bytes += 65536 * 2;
		return direct_lookup(c, direct_table(c, g, id, 65536), x);
	}
	{
		struct gtable t;

		if (!group_table(c, g, id, FAM_PORT, &t))
			return k64(c, 0);
		return lookup(c, &t, id, c->prog->rules[g->first]->action_loc.line, &x);
	}
}

void cg_group_build(struct cg *c, const struct rule_group *g, int id,
		    LLVMBasicBlockRef next)
{
	const struct rule *first = c->prog->rules[g->first];
	LLVMBasicBlockRef hit = cg_block(c, "group.hit");
	LLVMValueRef code, rule1, act, ret;

	cg_debug_line(c, first->action_loc.line ? first->action_loc.line : 1,
		      first->action_loc.col);
	for (size_t i = 0; i < g->nguard; i++) {
		LLVMBasicBlockRef ok = cg_block(c, "group.guard");

		cg_cond(c, g->guard[i], ok, next);
		LLVMPositionBuilderAtEnd(c->b, ok);
	}
	switch (g->field) {
	case GF_PROTO:
		require_flag(c, PKT_PROTO, next);
		code = direct_lookup(c, direct_table(c, g, id, 256), cg_pkt_load(c, PF_PROTO));
		break;
	case GF_SPORT:
	case GF_DPORT:
		code = port_code(c, g, id, next);
		break;
	default:
		code = addr_code(c, g, id, next);
		break;
	}
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, code, k64(c, 0), ""), next, hit);
	LLVMPositionBuilderAtEnd(c->b, hit);
	/* the rule is first + code / 2 - 1, its action PASS (2) minus the drop
	 * bit; returned as the rule functions do (cg_internal.h), so the entry
	 * point counts it */
	rule1 = LLVMBuildAdd(c->b, LLVMBuildLShr(c->b, code, k64(c, 1), ""), k64(c, g->first),
			     "rule");
	act = LLVMBuildAnd(c->b, code, k64(c, 1), "");
	act = LLVMBuildSub(c->b, k64(c, CG_XDP_PASS), act, "action");
	ret = LLVMBuildShl(c->b, rule1, k64(c, CG_RULE_SHIFT), "");
	ret = LLVMBuildOr(c->b, ret, act, "");
	LLVMBuildRet(c->b, LLVMBuildTrunc(c->b, ret, c->i32, ""));
}
