/* Read-only tables in .rodata and their branch-free binary search, shared
 * by sets (cg_sets.c) and rule groups (cg_groups.c).
 *
 * A table holds P (a power of two) entries of STRIDE 64-bit words; each
 * entry starts with a key of K words (most significant first), sorted
 * ascending. The search runs log2(P) steps, each adding `step` to the index
 * when x >= key[i + step], computed with arithmetic: the verifier walks one
 * path and the index stays a bounded scalar (its bit pattern is below P),
 * so every read is a provably in-bounds map-value access. Tables of more
 * than 64 entries may get an index that replaces most of those steps
 * (cg_stab_*, below). */
#include "cg_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

LLVMValueRef cg_rodata(struct cg *c, const char *name, LLVMTypeRef elem,
		       unsigned elem_bits, LLVMValueRef *vals, size_t n)
{
	LLVMTypeRef at = LLVMArrayType2(elem, n);
	LLVMValueRef g = LLVMAddGlobal(c->mod, at, name);
	LLVMMetadataRef et = elem_bits == 64 ? c->di_u64 : elem_bits == 32 ? c->di_u32 :
			     elem_bits == 16 ? c->di_u16 : c->di_u8;

	LLVMSetInitializer(g, LLVMConstArray2(elem, vals, n));
	LLVMSetGlobalConstant(g, 1);
	LLVMSetLinkage(g, LLVMInternalLinkage);
	LLVMSetSection(g, ".rodata");
	LLVMSetAlignment(g, 8);
	cg_debug_global(c, g, name, cg_debug_array(c, et, elem_bits, n), 1);
	return g;
}

LLVMValueRef cg_table_word(struct cg *c, LLVMValueRef g, LLVMValueRef idx)
{
	LLVMValueRef v = LLVMBuildLoad2(c->b, c->i64,
					LLVMBuildGEP2(c->b, c->i64, g, &idx, 1, ""), "");

	LLVMSetAlignment(v, 8);
	return v;
}

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

/* The borrow (0 or 1) out of X - Y - BIN on 64 bits, without branches. */
static LLVMValueRef borrow(struct cg *c, LLVMValueRef x, LLVMValueRef y, LLVMValueRef bin)
{
	LLVMBuilderRef b = c->b;
	LLVMValueRef d = LLVMBuildSub(b, LLVMBuildSub(b, x, y, ""), bin, "");
	LLVMValueRef nx = LLVMBuildNot(b, x, "");
	LLVMValueRef t1 = LLVMBuildAnd(b, nx, y, "");
	LLVMValueRef t2 = LLVMBuildAnd(b, LLVMBuildNot(b, LLVMBuildXor(b, x, y, ""), ""), d, "");

	return LLVMBuildLShr(b, LLVMBuildOr(b, t1, t2, ""), k64(c, 63), "");
}

LLVMValueRef cg_ge_words(struct cg *c, unsigned k, LLVMValueRef *x, LLVMValueRef *y)
{
	LLVMValueRef br;

	if (k == 1) /* values below 2^63: the sign of x - y decides */
		br = LLVMBuildLShr(c->b, LLVMBuildSub(c->b, x[0], y[0], ""), k64(c, 63), "");
	else
		br = borrow(c, x[0], y[0], borrow(c, x[1], y[1], k64(c, 0)));
	return LLVMBuildXor(c->b, br, k64(c, 1), "ge");
}

/* STEP, STEP/2, ..., 1 added to I where x >= key[I + step]: finds the
 * answer when it lies in [I, I + 2 * STEP - 1]. */
static LLVMValueRef search_steps(struct cg *c, LLVMValueRef g, LLVMValueRef i, size_t top,
				 unsigned k, unsigned stride, LLVMValueRef *x)
{
	LLVMValueRef s[2];

	for (size_t step = top; step; step /= 2) {
		LLVMValueRef idx = LLVMBuildAdd(c->b, i, k64(c, step), "");
		LLVMValueRef base = LLVMBuildMul(c->b, idx, k64(c, stride), "");
		LLVMValueRef ge;

		for (unsigned w = 0; w < k; w++)
			s[w] = cg_table_word(c, g, LLVMBuildAdd(c->b, base, k64(c, w), ""));
		ge = cg_ge_words(c, k, x, s);
		/* i += ge ? step : 0, as a mask */
		i = LLVMBuildAdd(c->b, i, LLVMBuildAnd(c->b, LLVMBuildNeg(c->b, ge, ""),
						       k64(c, step), ""), "i");
	}
	return i;
}

LLVMValueRef cg_bsearch(struct cg *c, LLVMValueRef g, size_t p, unsigned k,
			unsigned stride, LLVMValueRef *x)
{
	return search_steps(c, g, k64(c, 0), p / 2, k, stride, x);
}

/* ---- indexed search ----
 *
 * With the frame repeating, caches are hot and a search costs its chain of
 * dependent steps (a load and a compare each): 20 for a million entries.
 * An index on key word 0 cuts the chain: the bucket of x0 is computed,
 * one u32 load gives the last entry at or below the bucket's smallest key,
 * and the answer then lies within the few entries that start inside the
 * bucket. */

/* Tables up to this many entries keep the plain search: a handful of
 * steps, and their IR stays what it always was. */
#define STAB_INDEX_MIN 64
/* At most 2^18 buckets (1 MiB of u32); and never more buckets than P, so
 * the index stays below a quarter of the table it serves. */
#define STAB_KBITS_MAX 18
/* What the index costs in steps: the bucket arithmetic and its load. It
 * must save at least one step more than that to be worth its memory. */
#define STAB_INDEX_COST 2

static int key_le(const uint64_t *e, const uint64_t *key, unsigned k)
{
	for (unsigned j = 0; j < k; j++)
		if (e[j] != key[j])
			return e[j] < key[j];
	return 1;
}

/* The widest bucket (entries past its first one: hi - lo) for this
 * bucketing; with INDEX, also writes each bucket's first entry. */
static size_t buckets(const uint64_t *w, size_t n, unsigned k, unsigned stride,
		      unsigned kbits, unsigned shift, uint64_t base, uint32_t *index)
{
	size_t m = (size_t)1 << kbits, lo = 0, hi = 0, widest = 0;
	uint64_t top = ~0ULL >> shift;

	for (size_t d = 0; d < m; d++) {
		/* bucket 0 also holds every x below it, the last one every x
		 * above; the keys of the other buckets share word 0 >> SHIFT */
		uint64_t kmin[2] = { 0, 0 }, kmax[2] = { ~0ULL, ~0ULL };

		if (d > 0 && base + d > top) {
			/* no word 0 reaches this bucket, and none is clamped
			 * into it: only (x0 >> SHIFT) - BASE >= 2^KBITS is */
			if (index)
				index[d] = (uint32_t)lo;
			continue;
		}
		if (d > 0)
			kmin[0] = (base + d) << shift;
		if (d + 1 < m && base + d + 1 <= top)
			kmax[0] = ((base + d + 1) << shift) - 1;
		while (lo + 1 < n && key_le(w + (lo + 1) * stride, kmin, k))
			lo++;
		if (hi < lo)
			hi = lo;
		while (hi + 1 < n && key_le(w + (hi + 1) * stride, kmax, k))
			hi++;
		if (index)
			index[d] = (uint32_t)lo;
		if (hi - lo > widest)
			widest = hi - lo;
	}
	return widest;
}

static unsigned log2_up(size_t v)
{
	unsigned s = 0;

	while (((size_t)1 << s) < v)
		s++;
	return s;
}

/* The smallest SHIFT that puts word 0 of entries 1 .. N-1 into 2^KBITS
 * buckets. Entry 0 may lie below (a table of pieces starts at key 0):
 * bucket 0 takes whatever is below. With two-word keys SHIFT is at least
 * 1, so that x0 >> SHIFT and the bucket arithmetic stay below 2^63. */
static unsigned pick_shift(uint64_t low, uint64_t high, unsigned kbits, unsigned k)
{
	unsigned s = k == 2 ? 1 : 0;

	while ((high >> s) - (low >> s) >= (1ULL << kbits))
		s++;
	return s;
}

void cg_stab_plan(struct cg_stab_plan *pl, const uint64_t *w, size_t n, unsigned k,
		  unsigned stride)
{
	unsigned lg, best_kbits = 0, best_steps;

	memset(pl, 0, sizeof(*pl));
	pl->n = n;
	pl->k = k;
	pl->stride = stride;
	lg = log2_up(n);
	pl->p = (size_t)1 << lg;
	pl->steps = lg;
	pl->entries = pl->p;
	if (n <= STAB_INDEX_MIN)
		return;
	/* fewer buckets than P / 16 leave too many entries per bucket on even
	 * spreads; among the rest the fewest steps win, then the least memory */
	best_steps = lg;
	for (unsigned kb = lg > 4 ? lg - 4 : 1; kb <= lg && kb <= STAB_KBITS_MAX; kb++) {
		uint64_t low = w[stride], high = w[(n - 1) * stride];
		unsigned sh = pick_shift(low, high, kb, k);
		unsigned st = log2_up(buckets(w, n, k, stride, kb, sh, low >> sh, NULL) + 1);

		if (st < best_steps) {
			best_steps = st;
			best_kbits = kb;
		}
	}
	if (!best_kbits || best_steps + STAB_INDEX_COST >= lg)
		return;
	pl->kbits = best_kbits;
	pl->shift = pick_shift(w[stride], w[(n - 1) * stride], best_kbits, k);
	pl->base = w[stride] >> pl->shift;
	pl->steps = best_steps;
	/* the start (at most P - 1 after its mask) plus 2^steps - 1 */
	pl->entries = pl->p + ((size_t)1 << best_steps);
	pl->index = malloc(((size_t)1 << best_kbits) * sizeof(*pl->index));
	if (!pl->index)
		abort();
	buckets(w, n, k, stride, pl->kbits, pl->shift, pl->base, pl->index);
}

void cg_stab_plan_free(struct cg_stab_plan *pl)
{
	free(pl->index);
	pl->index = NULL;
}

void cg_stab_build(struct cg *c, struct cg_stab *t, const char *name, const uint64_t *w,
		   size_t n, unsigned k, unsigned stride)
{
	struct cg_stab_plan pl;
	LLVMValueRef *vals;
	size_t words;

	cg_stab_plan(&pl, w, n, k, stride);
	words = pl.entries * stride;
	vals = malloc((words > ((size_t)1 << pl.kbits) ? words : (size_t)1 << pl.kbits) *
		      sizeof(*vals));
	if (!vals)
		abort();
	for (size_t e = 0; e < pl.entries; e++) {
		/* padding repeats the last entry: a search that stops in it
		 * gives the same answer */
		const uint64_t *src = w + (e < n ? e : n - 1) * stride;

		for (unsigned j = 0; j < stride; j++)
			vals[e * stride + j] = k64(c, src[j]);
	}
	t->g = cg_rodata(c, name, c->i64, 64, vals, words);
	t->index = NULL;
	if (pl.index) {
		char iname[96];
		size_t m = (size_t)1 << pl.kbits;

		for (size_t d = 0; d < m; d++)
			vals[d] = cg_const(c, c->i32, pl.index[d]);
		snprintf(iname, sizeof(iname), "%s_idx", name);
		t->index = cg_rodata(c, iname, c->i32, 32, vals, m);
	}
	free(vals);
	t->n = n;
	t->p = pl.p;
	t->k = k;
	t->stride = stride;
	t->steps = pl.steps;
	t->kbits = pl.kbits;
	t->shift = pl.shift;
	t->base = pl.base;
	cg_stab_plan_free(&pl);
}

/* The bucket of X0 in [0, 2^kbits - 1], with arithmetic only: the
 * verifier walks one path, and the final mask bounds the index read. The
 * difference is exact as a signed number (x0 >> shift and base are below
 * 2^63: K = 1 keys are, as cg_ge_words' sign test needs; K = 2 shifts by 1
 * at least). The signs go through cg_opaque: the optimiser would turn the
 * masks into smax/smin, which the BPF backend lowers to branches. */
static LLVMValueRef bucket_of(struct cg *c, const struct cg_stab *t, LLVMValueRef x0)
{
	LLVMBuilderRef b = c->b;
	uint64_t last = (1ULL << t->kbits) - 1;
	LLVMValueRef d = x0, sign;

	if (t->shift)
		d = LLVMBuildLShr(b, d, k64(c, t->shift), "");
	d = LLVMBuildSub(b, d, k64(c, t->base), "");
	/* below bucket 0: into bucket 0 (d & ~sign) */
	sign = cg_opaque(c, LLVMBuildAShr(b, d, k64(c, 63), ""));
	d = LLVMBuildAnd(b, d, LLVMBuildNot(b, sign, ""), "");
	/* beyond the last: all ones, masked into the last */
	sign = cg_opaque(c, LLVMBuildAShr(b, LLVMBuildSub(b, k64(c, last), d, ""), k64(c, 63), ""));
	d = LLVMBuildOr(b, d, sign, "");
	return LLVMBuildAnd(b, d, k64(c, last), "bucket");
}

LLVMValueRef cg_stab_search(struct cg *c, const struct cg_stab *t, LLVMValueRef *x)
{
	LLVMValueRef d, ix, i;

	if (!t->index)
		return cg_bsearch(c, t->g, t->p, t->k, t->stride, x);
	d = bucket_of(c, t, x[0]);
	ix = LLVMBuildLoad2(c->b, c->i32, LLVMBuildGEP2(c->b, c->i32, t->index, &d, 1, ""), "");
	LLVMSetAlignment(ix, 4);
	/* the verifier knows nothing of a value read from a table: the mask
	 * bounds it, and the padding covers the steps beyond P - 1 */
	i = LLVMBuildAnd(c->b, LLVMBuildZExt(c->b, ix, c->i64, ""), k64(c, t->p - 1), "start");
	return search_steps(c, t->g, i, t->steps ? (size_t)1 << (t->steps - 1) : 0, t->k,
			    t->stride, x);
}

LLVMValueRef cg_stab_word(struct cg *c, const struct cg_stab *t, LLVMValueRef i, unsigned w)
{
	LLVMValueRef base = LLVMBuildMul(c->b, i, k64(c, t->stride), "");

	return cg_table_word(c, t->g, LLVMBuildAdd(c->b, base, k64(c, w), ""));
}

LLVMValueRef cg_helper_fn(struct cg *c, const char *name, unsigned nargs,
			  const char **names, unsigned line, struct cg_pos *saved)
{
	LLVMTypeRef params[4] = { c->i64, c->i64, c->i64, c->i64 };
	LLVMMetadataRef dargs[4] = { c->di_u64, c->di_u64, c->di_u64, c->di_u64 };

	cg_save(c, saved);
	c->fn = cg_add_function(c, name, LLVMFunctionType(c->i32, params, nargs, 0), 1);
	cg_debug_func(c, c->fn, line, dargs, names, nargs, 0);
	LLVMPositionBuilderAtEnd(c->b, cg_block(c, "entry"));
	return c->fn;
}

LLVMValueRef cg_call_helper(struct cg *c, LLVMValueRef fn, LLVMValueRef *args,
			    unsigned nargs)
{
	LLVMTypeRef params[4] = { c->i64, c->i64, c->i64, c->i64 };

	return LLVMBuildCall2(c->b, LLVMFunctionType(c->i32, params, nargs, 0), fn, args,
			      nargs, "");
}
