/* Set membership tests. Small sets become inline compare chains. Larger
 * ones become sorted, merged, disjoint intervals in a read-only table
 * (.rodata) searched by a branch-free binary search of fixed steps, log2
 * of the size, or a few after an index for big sets (cg_search.c): each
 * step does arithmetic only, so the verifier walks one path and the cost
 * does not grow linearly with the set. Address sets of a few prefix
 * lengths become a hash table per length instead when that costs less
 * (phash.h, cg_phash.c). See docs/design.md. */
#include "budget.h"
#include "cg_internal.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Up to this many elements a set is tested inline. */

/* One family (or the ports) of one set as merged intervals; an interval is
 * 2*K words: start then end, each K 64-bit words, most significant first. */
struct ivtab {
	unsigned k;
	int addr;              /* addresses (not ports): may be hash tables */
	size_t n;
	uint64_t *w;
	struct phash ph;       /* addresses: tables per prefix length, when
	                        * they cost less than the search */
	struct cg_phash cph;   /* their globals, built on first use (cph.h) */
	struct cg_stab st;     /* else its table, built on first use (st.g) */
	LLVMValueRef fn;       /* its search function, built on first use */
};

struct cg_setcode {
	struct ivtab v4, v6, port;
};

/* Pointers, each set's code allocated when first tested: every prefix of
 * a rule is a set, and 100,000 rules' sets of a few kilobytes each, all
 * zeroed up front, cost seconds of page faults though most are never
 * tested (a classifier takes their rules). */
void cg_sets_init(struct cg *c)
{
	c->setcode = xcalloc(c->prog->nsets, sizeof(*c->setcode));
}

void cg_sets_free(struct cg *c)
{
	for (size_t i = 0; c->setcode && i < c->prog->nsets; i++) {
		struct cg_setcode *sc = c->setcode[i];

		if (!sc)
			continue;
		free(sc->v4.w);
		free(sc->v6.w);
		phash_free(&sc->v4.ph);
		phash_free(&sc->v6.ph);
		free(sc->port.w);
		free(sc);
	}
	free(c->setcode);
	c->setcode = NULL;
}

static int cmp_iv(const uint64_t *a, const uint64_t *b, unsigned k)
{
	for (unsigned i = 0; i < k; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

/* END + 1 >= START, i.e. the intervals touch or overlap. */
static int adjacent(const uint64_t *end, const uint64_t *start, unsigned k)
{
	uint64_t e[2];
	int carry = 1;

	for (int i = (int)k - 1; i >= 0; i--) {
		e[i] = end[i] + (uint64_t)carry;
		carry = carry && e[i] == 0;
	}
	if (carry)  /* END is the maximum: everything after it touches */
		return 1;
	return cmp_iv(e, start, k) >= 0;
}

static void sort_merge(struct ivtab *t)
{
	unsigned k = t->k, w = 2 * k;
	size_t out = 0;

	if (t->n == 0)
		return;
	cg_sort_records(t->w, t->n, w, k);
	for (size_t i = 1; i < t->n; i++) {
		uint64_t *cur = t->w + out * w, *nx = t->w + i * w;

		if (adjacent(cur + k, nx, k)) {
			if (cmp_iv(nx + k, cur + k, k) > 0)
				memcpy(cur + k, nx + k, k * sizeof(uint64_t));
		} else {
			out++;
			memmove(t->w + out * w, nx, w * sizeof(uint64_t));
		}
	}
	t->n = out + 1;
}

static uint64_t be64(const uint8_t *b)
{
	uint64_t v = 0;

	for (int i = 0; i < 8; i++)
		v = v << 8 | b[i];
	return v;
}

/* Masks of a prefix of PLEN bits over the two 64-bit halves. */
static void prefix_masks(unsigned plen, uint64_t m[2])
{
	m[0] = plen >= 64 ? ~0ULL : plen == 0 ? 0 : ~0ULL << (64 - plen);
	m[1] = plen <= 64 ? 0 : plen >= 128 ? ~0ULL : ~0ULL << (128 - plen);
}

static struct cg_setcode *prepare(struct cg *c, const struct xset *s)
{
	struct cg_setcode *sc = c->setcode[s->id];

	if (sc)
		return sc;
	sc = c->setcode[s->id] = xcalloc(1, sizeof(*sc));
	sc->v4.k = 1;
	sc->v6.k = 2;
	sc->v4.addr = sc->v6.addr = 1;
	sc->port.k = 1;
	if (s->kind == SET_PORT) {
		sc->port.w = xcalloc(s->nports * 2 + 1, sizeof(uint64_t));
		for (size_t i = 0; i < s->nports; i++) {
			sc->port.w[2 * i] = s->ports[i].lo;
			sc->port.w[2 * i + 1] = s->ports[i].hi;
		}
		sc->port.n = s->nports;
		sort_merge(&sc->port);
		return sc;
	}
	sc->v4.w = xcalloc(s->npfx * 2 + 1, sizeof(uint64_t));
	sc->v6.w = xcalloc(s->npfx * 4 + 1, sizeof(uint64_t));
	for (size_t i = 0; i < s->npfx; i++) {
		const struct prefix *p = &s->pfx[i];
		uint64_t hi = be64(p->addr), lo = be64(p->addr + 8), m[2];

		if (p->family == 4) {
			uint64_t a = hi >> 32;
			uint64_t mask = p->plen == 0 ? 0 : (0xffffffffULL << (32 - p->plen)) & 0xffffffffULL;
			uint64_t *iv = sc->v4.w + 2 * sc->v4.n++;

			iv[0] = a & mask;
			iv[1] = (a & mask) | (~mask & 0xffffffffULL);
		} else {
			uint64_t *iv = sc->v6.w + 4 * sc->v6.n++;

			prefix_masks(p->plen, m);
			iv[0] = hi & m[0];
			iv[1] = lo & m[1];
			iv[2] = iv[0] | ~m[0];
			iv[3] = iv[1] | ~m[1];
		}
	}
	sort_merge(&sc->v4);
	sort_merge(&sc->v6);
	return sc;
}

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

/* ---- inline tests ---- */

/* Branches to T if any interval of TAB holds X (K = 1). */
static void inline_ranges(struct cg *c, const struct ivtab *tab, LLVMValueRef x,
			  LLVMBasicBlockRef t, LLVMBasicBlockRef f)
{
	for (size_t i = 0; i < tab->n; i++) {
		uint64_t lo = tab->w[2 * i], hi = tab->w[2 * i + 1];
		LLVMBasicBlockRef next = i + 1 < tab->n ? cg_block(c, "set.next") : f;
		LLVMValueRef in;

		if (lo == hi) {
			in = LLVMBuildICmp(c->b, LLVMIntEQ, x, k64(c, lo), "");
		} else {
			/* x - lo <= hi - lo: one compare for the range */
			LLVMValueRef d = LLVMBuildSub(c->b, x, k64(c, lo), "");

			in = LLVMBuildICmp(c->b, LLVMIntULE, d, k64(c, hi - lo), "");
		}
		LLVMBuildCondBr(c->b, in, t, next);
		LLVMPositionBuilderAtEnd(c->b, next);
	}
	if (tab->n == 0)
		LLVMBuildBr(c->b, f);
}

/* IPv6 intervals that came from prefixes are tested as masked compares. */
static void inline_v6(struct cg *c, const struct ivtab *tab, LLVMValueRef hi,
		      LLVMValueRef lo, LLVMBasicBlockRef t, LLVMBasicBlockRef f)
{
	for (size_t i = 0; i < tab->n; i++) {
		const uint64_t *iv = tab->w + 4 * i;
		LLVMBasicBlockRef next = i + 1 < tab->n ? cg_block(c, "set.next") : f;
		/* a merged interval of prefixes is not always a prefix: test
		 * start <= x <= end on each half lexicographically */
		LLVMBasicBlockRef lo_part = cg_block(c, "set.v6lo");
		LLVMValueRef ge_hi = LLVMBuildICmp(c->b, LLVMIntUGE, hi, k64(c, iv[0]), "");
		LLVMValueRef le_hi = LLVMBuildICmp(c->b, LLVMIntULE, hi, k64(c, iv[2]), "");
		LLVMValueRef ge, le;

		LLVMBuildCondBr(c->b, LLVMBuildAnd(c->b, ge_hi, le_hi, ""), lo_part, next);
		LLVMPositionBuilderAtEnd(c->b, lo_part);
		/* hi strictly inside: in; on a boundary the low half decides */
		/* One emitting call per statement: C leaves argument order
		 * open, and the IR must not depend on the host compiler. */
		LLVMValueRef hi_ne = LLVMBuildICmp(c->b, LLVMIntNE, hi, k64(c, iv[0]), "");
		LLVMValueRef lo_ge = LLVMBuildICmp(c->b, LLVMIntUGE, lo, k64(c, iv[1]), "");

		ge = LLVMBuildOr(c->b, hi_ne, lo_ge, "");
		hi_ne = LLVMBuildICmp(c->b, LLVMIntNE, hi, k64(c, iv[2]), "");
		LLVMValueRef lo_le = LLVMBuildICmp(c->b, LLVMIntULE, lo, k64(c, iv[3]), "");

		le = LLVMBuildOr(c->b, hi_ne, lo_le, "");
		LLVMBuildCondBr(c->b, LLVMBuildAnd(c->b, ge, le, ""), t, next);
		LLVMPositionBuilderAtEnd(c->b, next);
	}
	if (tab->n == 0)
		LLVMBuildBr(c->b, f);
}

/* ---- table search ---- */

/* Below this, memory is no reason to keep the search. */
#define PHASH_SMALL_BYTES 65536

/* An IPv4 address (i64, the low 32 bits) where the hash tables take it:
 * word 0's top half of a two-word address. */
static LLVMValueRef v4_in_word0(struct cg *c, LLVMValueRef x)
{
	return LLVMBuildShl(c->b, x, k64(c, 32), "");
}

/* TAB's intervals as two-word addresses (phash.h), IPv4's in word 0's
 * top half: TAB's own words for IPv6, else a copy to free. */
static uint64_t *addresses(const struct ivtab *tab)
{
	uint64_t *w;

	if (tab->k == 2)
		return tab->w;
	w = xcalloc(4 * tab->n + 1, sizeof(*w));
	for (size_t i = 0; i < tab->n; i++) {
		w[4 * i] = tab->w[2 * i] << 32;
		w[4 * i + 2] = tab->w[2 * i + 1] << 32 | 0xffffffffULL;
		w[4 * i + 3] = ~0ULL;
	}
	return w;
}

/* TAB's tables in .rodata, built on first use. Addresses: hash tables
 * per prefix length when their probes cost less than the search of the
 * intervals laid out by PL (phash.h; bench/README.md part 2) and take no
 * more memory (memory is also compile time: LLVM copies the tables). */
static void table(struct cg *c, struct ivtab *tab, const char *name)
{
	struct cg_stab_plan pl;

	if (tab->cph.h || tab->st.g)
		return;
	cg_stab_plan(&pl, tab->w, tab->n, tab->k, 2 * tab->k);
	if (tab->addr && !c->opt->no_hash) {
		uint64_t *w = addresses(tab);

		if (phash_build(&tab->ph, w, tab->n) &&
		    (phash_cost(&tab->ph) >= cg_stab_plan_cost(&pl) ||
		     phash_bytes(&tab->ph) > cg_stab_plan_bytes(&pl) + PHASH_SMALL_BYTES))
			phash_free(&tab->ph);
		if (w != tab->w)
			free(w);
	}
	if (tab->ph.ntables)
		cg_phash_build(c, &tab->cph, name, &tab->ph);
	else
		cg_stab_emit(c, &tab->st, name, tab->w, &pl);
	cg_stab_plan_free(&pl);
}

/* 1 (i32) when X is in TAB, looked up where the builder is. */
static LLVMValueRef search_body(struct cg *c, struct ivtab *tab, const char *name,
				LLVMValueRef *x)
{
	const struct cg_stab *t = &tab->st;
	unsigned k, stride;
	LLVMValueRef i, base, s[2], e[2], in, le_end, ge_start;

	table(c, tab, name);
	if (tab->ph.ntables) {
		LLVMValueRef a[2] = { x[0], k64(c, 0) };

		if (tab->k == 1)
			a[0] = v4_in_word0(c, x[0]);
		else
			a[1] = x[1];
		return cg_phash_lookup(c, &tab->cph, a);
	}
	k = t->k;
	stride = t->stride;
	i = cg_stab_search(c, t, x);
	base = LLVMBuildMul(c->b, i, k64(c, stride), "");
	for (unsigned w = 0; w < k; w++) {
		s[w] = cg_table_word(c, t->g, LLVMBuildAdd(c->b, base, k64(c, w), ""));
		e[w] = cg_table_word(c, t->g, LLVMBuildAdd(c->b, base, k64(c, k + w), ""));
	}
	/* one emitting call per statement: C leaves the order of arguments
	 * open, and the IR must not depend on the host compiler */
	ge_start = cg_ge_words(c, k, x, s);
	le_end = cg_ge_words(c, k, e, x);
	in = LLVMBuildAnd(c->b, ge_start, le_end, "");
	return LLVMBuildTrunc(c->b, in, c->i32, "");
}

/* The search as a global function `int NAME_search(u64 x[, u64 lo])`
 * returning 1 when X is in the table: every test of the set calls it, so
 * the search is emitted, optimised and verified once, not once per use.
 * NULL once the program has its share of search functions: then each test
 * searches inline. */
static LLVMValueRef search_fn(struct cg *c, struct ivtab *tab, const char *name,
			      unsigned line)
{
	const char *names[2] = { tab->k == 1 ? "x" : "hi", "lo" };
	LLVMValueRef x[2];
	struct cg_pos pos;
	char fname[80];

	if (tab->fn)
		return tab->fn;
	table(c, tab, name);
	/* a lookup through a root is inlined: its few branches cost less
	 * than the call (docs/design.md, "Sets") */
	if (c->search_fns >= CG_MAX_SEARCH_FNS || (tab->ph.ntables && tab->ph.root >= 0))
		return NULL;
	c->search_fns++;
	snprintf(fname, sizeof(fname), "%s_search", name);
	tab->fn = cg_helper_fn(c, fname, tab->k, names, line, &pos);
	for (unsigned w = 0; w < tab->k; w++)
		x[w] = LLVMGetParam(c->fn, w);
	LLVMBuildRet(c->b, search_body(c, tab, name, x));
	cg_restore(c, &pos);
	return tab->fn;
}

static void table_search(struct cg *c, struct ivtab *tab, const char *name,
			 unsigned line, LLVMValueRef *x, LLVMBasicBlockRef t,
			 LLVMBasicBlockRef f)
{
	LLVMValueRef fn = search_fn(c, tab, name, line), r;

	if (fn) {
		r = cg_call_helper(c, fn, x, tab->k);
	} else {
		r = search_body(c, tab, name, x);
	}

	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, r, cg_const(c, c->i32, 0), ""),
			t, f);
}

static void family_test(struct cg *c, const struct xset *s, struct ivtab *tab,
			LLVMValueRef hi, LLVMValueRef lo, LLVMBasicBlockRef t,
			LLVMBasicBlockRef f)
{
	char name[64];
	LLVMValueRef x[2];
	unsigned line = s->loc.line ? s->loc.line : 1;

	snprintf(name, sizeof(name), "xdpc_set%d_%s", s->id,
		 tab->k == 2 ? "ip6" : s->kind == SET_PORT ? "port" : "ip4");
	if (tab->k == 1) {
		x[0] = s->kind == SET_PORT ? hi : LLVMBuildLShr(c->b, hi, k64(c, 32), "");
		if (tab->n <= SET_INLINE_MAX)
			inline_ranges(c, tab, x[0], t, f);
		else
			table_search(c, tab, name, line, x, t, f);
		return;
	}
	x[0] = hi;
	x[1] = lo;
	if (tab->n <= SET_INLINE_MAX)
		inline_v6(c, tab, hi, lo, t, f);
	else
		table_search(c, tab, name, line, x, t, f);
}

void cg_addr_cond(struct cg *c, const struct xset *s, int dst,
		  LLVMBasicBlockRef t, LLVMBasicBlockRef f)
{
	struct cg_setcode *sc;

	if (s->dynamic) {
		cg_dynset_addr_cond(c, s, dst, t, f);
		return;
	}
	sc = prepare(c, s);
	LLVMValueRef fam = cg_pkt_load(c, PF_FAMILY);
	LLVMValueRef hi = cg_pkt_load(c, dst ? PF_DST_HI : PF_SRC_HI);
	LLVMValueRef lo = cg_pkt_load(c, dst ? PF_DST_LO : PF_SRC_LO);
	LLVMValueRef sw = LLVMBuildSwitch(c->b, fam, f, 2);

	if (sc->v4.n) {
		LLVMBasicBlockRef b4 = cg_block(c, "set.ip4");

		LLVMAddCase(sw, k64(c, 4), b4);
		LLVMPositionBuilderAtEnd(c->b, b4);
		family_test(c, s, &sc->v4, hi, lo, t, f);
	}
	if (sc->v6.n) {
		LLVMBasicBlockRef b6 = cg_block(c, "set.ip6");

		LLVMAddCase(sw, k64(c, 6), b6);
		LLVMPositionBuilderAtEnd(c->b, b6);
		family_test(c, s, &sc->v6, hi, lo, t, f);
	}
}

void cg_port_cond(struct cg *c, const struct xset *s, LLVMValueRef x,
		  LLVMBasicBlockRef t, LLVMBasicBlockRef f)
{
	struct cg_setcode *sc;

	if (s->dynamic) {
		cg_dynset_port_cond(c, s, x, t, f);
		return;
	}
	sc = prepare(c, s);

	family_test(c, s, &sc->port, x, NULL, t, f);
}

