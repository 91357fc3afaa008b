/* Read-only tables in .rodata and their branch-free binary search, shared
 * by sets (cg_sets.c) and rule groups (cg_groups.c).
 *
 * A table holds P (a power of two) entries of STRIDE 64-bit words; each
 * entry starts with a key of K words (most significant first), sorted
 * ascending. The search runs log2(P) steps, each adding `step` to the index
 * when x >= key[i + step], computed with arithmetic: the verifier walks one
 * path and the index stays a bounded scalar (its bit pattern is below P),
 * so every read is a provably in-bounds map-value access. Two-word (IPv6)
 * keys are mostly searched on word 0 >> 1, a one-word compare, and one or
 * two whole-key steps finish. Tables of more than 64 entries may get an
 * index that replaces most of those steps (cg_stab_*, below). */
#include "cg_internal.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* NAME in .rodata, read-only, with INIT (N elements of ELEM_BITS). */
static LLVMValueRef rodata_global(struct cg *c, const char *name, LLVMValueRef init,
				  unsigned elem_bits, size_t n)
{
	LLVMValueRef g = LLVMAddGlobal(c->mod, LLVMTypeOf(init), name);
	LLVMMetadataRef et = elem_bits == 64 ? c->di_u64 : elem_bits == 32 ? c->di_u32 :
			     elem_bits == 16 ? c->di_u16 : c->di_u8;

	LLVMSetInitializer(g, init);
	LLVMSetGlobalConstant(g, 1);
	LLVMSetLinkage(g, LLVMInternalLinkage);
	LLVMSetSection(g, ".rodata");
	LLVMSetAlignment(g, 8);
	cg_debug_global(c, g, name, cg_debug_array(c, et, elem_bits, n), 1);
	return g;
}

LLVMValueRef cg_rodata(struct cg *c, const char *name, LLVMTypeRef elem,
		       unsigned elem_bits, LLVMValueRef *vals, size_t n)
{
	return rodata_global(c, name, LLVMConstArray2(elem, vals, n), elem_bits, n);
}

/* Tables of more elements go to LLVM as bytes: one constant per element
 * costs LLVM's uniquing about 3 s of CPU per million; smaller tables keep
 * their numbers readable in the IR. */
#define RODATA_BYTES_MIN 4096

LLVMValueRef cg_rodata_values(struct cg *c, const char *name, unsigned elem_bits,
			      const void *v, size_t n)
{
	size_t size = elem_bits / 8;
	const uint64_t *v64 = v;
	const uint32_t *v32 = v;
	LLVMValueRef g;

	if (n < RODATA_BYTES_MIN) {
		LLVMTypeRef et = elem_bits == 64 ? c->i64 : c->i32;
		LLVMValueRef *vals = xmalloc(n * sizeof(*vals));
		for (size_t i = 0; i < n; i++)
			vals[i] = cg_const(c, et, elem_bits == 64 ? v64[i] : v32[i]);
		g = cg_rodata(c, name, et, elem_bits, vals, n);
		free(vals);
		return g;
	} else {
		const char *img = v;
		uint8_t *bytes = NULL;

		/* bpfel: the object is little endian; a little-endian host's
		 * values are already its bytes (32 MiB for a 1M IPv6 set) */
		if (__BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__) {
			bytes = xmalloc(n * size);
			for (size_t i = 0; i < n; i++) {
				uint64_t x = elem_bits == 64 ? v64[i] : v32[i];

				for (size_t b = 0; b < size; b++)
					bytes[i * size + b] = (uint8_t)(x >> (8 * b));
			}
			img = (const char *)bytes;
		}
		g = rodata_global(c, name, LLVMConstStringInContext2(c->ctx, img, n * size, 1),
				  elem_bits, n);
		free(bytes);
		return g;
	}
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

/* 1 if X < Y else 0 (i64), for values below 2^63: the sign of x - y. */
static LLVMValueRef lt_word(struct cg *c, LLVMValueRef x, LLVMValueRef y)
{
	return LLVMBuildLShr(c->b, LLVMBuildSub(c->b, x, y, ""), k64(c, 63), "");
}

LLVMValueRef cg_ge_words(struct cg *c, unsigned k, LLVMValueRef *x, LLVMValueRef *y)
{
	LLVMValueRef br;

	if (k == 1) /* values below 2^63: the sign of x - y decides */
		br = lt_word(c, x[0], y[0]);
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

/* The same on two-word keys compared by word 0 >> 1, HX = x[0] >> 1: STEP
 * added to I where key[I + step] >> 1 < HX, one subtraction's sign (both
 * are below 2^63). Finds the last entry whose word 0 >> 1 is below HX's
 * when it lies in [I, I + 2 * STEP - 1], or I. */
static LLVMValueRef half_steps(struct cg *c, LLVMValueRef g, LLVMValueRef i, size_t top,
			       unsigned stride, LLVMValueRef hx)
{
	for (size_t step = top; step; step /= 2) {
		LLVMValueRef idx = LLVMBuildAdd(c->b, i, k64(c, step), "");
		LLVMValueRef w0 = cg_table_word(c, g, LLVMBuildMul(c->b, idx, k64(c, stride), ""));
		LLVMValueRef d = LLVMBuildSub(c->b, LLVMBuildLShr(c->b, w0, k64(c, 1), ""), hx, "");
		/* opaque: the optimiser sees an unsigned compare of two values
		 * below 2^63 and the backend makes it a branch, which forks
		 * the verifier's walk at every step (3,470 instructions
		 * verified instead of 840 on the 1M mix6 set) */
		LLVMValueRef lt = LLVMBuildLShr(c->b, cg_opaque(c, d), k64(c, 63), "lt");

		i = LLVMBuildAdd(c->b, i, LLVMBuildAnd(c->b, LLVMBuildNeg(c->b, lt, ""),
						       k64(c, step), ""), "i");
	}
	return i;
}

/* STEPS steps from I (top 2^(STEPS - 1)), on whole keys or, with FSTEPS,
 * on word 0 >> 1 and then FSTEPS whole-key steps: the entries past the
 * last one below x in word 0 >> 1 that share x's are at most 2^FSTEPS - 1
 * (cg_stab_plan). */
static LLVMValueRef stab_steps(struct cg *c, const struct cg_stab *t, LLVMValueRef i,
			       unsigned steps, LLVMValueRef *x)
{
	size_t top = steps ? (size_t)1 << (steps - 1) : 0;

	if (!t->fsteps)
		return search_steps(c, t->g, i, top, t->k, t->stride, x);
	i = half_steps(c, t->g, i, top, t->stride, LLVMBuildLShr(c->b, x[0], k64(c, 1), "hx"));
	return search_steps(c, t->g, i, (size_t)1 << (t->fsteps - 1), t->k, t->stride, x);
}

/* ---- indexed search ----
 *
 * With the frame repeating, caches are hot and a search costs its chain of
 * dependent steps (a load and a compare each): 20 for a million entries.
 * Two index levels cut the chain to a fixed length whatever the shape of
 * the keys:
 *   level 1: word 0 cut into 2^KBITS equal buckets, (x0 >> SHIFT) - BASE;
 *            NAME_idx[bucket] = its first slot << SLOT_SHIFT_BITS | its s;
 *   level 2: the bucket cut again into 2^(SHIFT - s) slots,
 *            (x0 >> s) & (2^(SHIFT - s) - 1); NAME_slot[slot] = the last
 *            entry at or below the slot's smallest key.
 * Each bucket gets the coarsest s under which no slot holds more than
 * 2^STEPS - 1 entries past the one it starts from, so STEPS branch-free
 * steps finish in every bucket: dense buckets get many slots, sparse ones
 * one. STEPS is the smallest whose slots fit the memory budget. Steps on
 * word 0 >> 1 need only reach the last entry below x in it, so entries
 * that share word 0 count for the whole-key steps (FSTEPS) instead. */

/* Tables up to this many entries keep the plain search: a handful of
 * steps, and their IR stays what it always was. */
#define STAB_INDEX_MIN 64
/* At most 2^18 buckets (1 MiB of u32); never more than P. */
#define STAB_KBITS_MAX 18
/* What the index costs in steps: the bucket and slot arithmetic and two
 * loads. It must save at least one step more than that. */
#define STAB_INDEX_COST 3
/* A bucket's u32: first slot << 6 | s (s <= 63). */
#define SLOT_SHIFT_BITS 6

static int key_le(const uint64_t *e, const uint64_t *key, unsigned k)
{
	for (unsigned j = 0; j < k; j++)
		if (e[j] != key[j])
			return e[j] < key[j];
	return 1;
}

static unsigned log2_up(size_t v)
{
	unsigned s = 0;

	while (((size_t)1 << s) < v)
		s++;
	return s;
}

static uint64_t word0(const struct cg_stab_plan *pl, const uint64_t *w, size_t e)
{
	return w[e * pl->stride];
}

/* The smallest SHIFT that puts word 0 of entries 1 .. N-1 into buckets 1
 * .. 2^KBITS - 2 (BASE = the bucket below the lowest, or 0): bucket 0
 * then holds only what lies below (entry 0 may: a table of pieces starts
 * at key 0) and the last bucket only what lies above, so neither needs
 * slots. With two-word keys SHIFT is at least 1, so that x0 >> SHIFT and
 * the bucket arithmetic stay below 2^63. */
static unsigned pick_shift(uint64_t low, uint64_t high, unsigned kbits, unsigned k,
			   uint64_t *base)
{
	for (unsigned s = k == 2 ? 1 : 0;; s++) {
		*base = low >> s ? (low >> s) - 1 : 0;
		if ((high >> s) - *base <= (1ULL << kbits) - 2)
			return s;
	}
}

/* Entry E's bucket: clamped below like the generated code's. */
static size_t bucket_of_entry(const struct cg_stab_plan *pl, const uint64_t *w, size_t e)
{
	uint64_t y = word0(pl, w, e) >> pl->shift;

	return y < pl->base ? 0 : (size_t)(y - pl->base);
}

/* The most entries past its start in a slot of S bits, over the slots of
 * entries A .. B-1 (one bucket's). A slot starts from the last entry <=
 * its smallest key (word 0 = G << S, the rest 0), or entry 0. Searching
 * on word 0 >> 1 (FSTEPS), the steps need only reach the last entry whose
 * word 0 >> 1 is below the slot's highest: the whole-key steps take the
 * entries that share it. */
static size_t widest_slot(const struct cg_stab_plan *pl, const uint64_t *w, size_t a,
			  size_t b, unsigned s)
{
	size_t widest = 0;

	for (size_t i = a, j; i < b; i = j) {
		uint64_t g = word0(pl, w, i) >> s;
		const uint64_t *e = w + i * pl->stride;
		size_t from, last;

		for (j = i + 1; j < b && word0(pl, w, j) >> s == g; j++)
			;
		/* entry 0 when nothing lies below */
		from = i == 0 || (e[0] == g << s && (pl->k == 1 || e[1] == 0)) ? i : i - 1;
		last = j - 1;
		if (pl->fsteps) {   /* wraps to all ones in the top slot */
			uint64_t htop = (((g + 1) << s) - 1) >> 1;

			while (last > from && word0(pl, w, last) >> 1 >= htop)
				last--;
		}
		if (last - from > widest)
			widest = last - from;
	}
	return widest;
}

/* The coarsest slot shift for entries A .. B-1 that needs at most STEPS
 * steps, or -1 (entries sharing word 0 cannot be told apart). */
static int slot_shift(const struct cg_stab_plan *pl, const uint64_t *w, size_t a, size_t b,
		      unsigned steps)
{
	size_t room = ((size_t)1 << steps) - 1;
	int lo = 0, hi = (int)pl->shift;   /* the answer is in [lo, hi], if any */

	if (widest_slot(pl, w, a, b, pl->shift) <= room)
		return (int)pl->shift;
	if (widest_slot(pl, w, a, b, 0) > room)
		return -1;
	while (lo < hi) {   /* finer slots never hold more */
		int mid = (lo + hi + 1) / 2;

		if (widest_slot(pl, w, a, b, (unsigned)mid) <= room)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

/* Per bucket, its slot shift for STEPS steps into SH; the slots they
 * need in all, or 0 when some bucket cannot make it or they exceed
 * BUDGET. */
static size_t plan_slots(const struct cg_stab_plan *pl, const uint64_t *w, unsigned steps,
			 size_t budget, uint8_t *sh)
{
	size_t m = (size_t)1 << pl->kbits, total = 0, e = 0;

	for (size_t d = 0; d < m; d++) {
		size_t a = e;
		int s;

		while (e < pl->n && bucket_of_entry(pl, w, e) == d)
			e++;
		s = slot_shift(pl, w, a, e, steps);
		if (s < 0 || pl->shift - (unsigned)s > 30)
			return 0;
		sh[d] = (uint8_t)s;
		total += (size_t)1 << (pl->shift - (unsigned)s);
		if (total > budget)
			return 0;
	}
	return total;
}

/* Fills the buckets' words and the slots for the shifts SH. */
static void fill_index(struct cg_stab_plan *pl, const uint64_t *w, const uint8_t *sh)
{
	size_t m = (size_t)1 << pl->kbits, at = 0, lo = 0;
	uint64_t top = ~0ULL >> pl->shift;

	for (size_t d = 0; d < m; d++) {
		size_t nslots = (size_t)1 << (pl->shift - sh[d]);

		pl->index[d] = (uint32_t)(at << SLOT_SHIFT_BITS | sh[d]);
		for (size_t j = 0; j < nslots; j++, at++) {
			uint64_t kmin[2] = { 0, 0 };

			if (pl->base + d > top) {   /* no x0 reaches it */
				pl->slots[at] = (uint32_t)lo;
				continue;
			}
			/* with BASE > 0, bucket 0 takes every x below it */
			if (d > 0 || pl->base == 0)
				kmin[0] = (pl->base + d) << pl->shift | (uint64_t)j << sh[d];
			while (lo + 1 < pl->n && key_le(w + (lo + 1) * pl->stride, kmin, pl->k))
				lo++;
			pl->slots[at] = (uint32_t)lo;
		}
	}
}

/* Two-word keys: the most entries that share word 0 >> 1. */
static size_t longest_half_run(const struct cg_stab_plan *pl, const uint64_t *w)
{
	size_t longest = 1;

	for (size_t i = 0, j; i < pl->n; i = j) {
		for (j = i + 1; j < pl->n && word0(pl, w, j) >> 1 == word0(pl, w, i) >> 1; j++)
			;
		if (j - i > longest)
			longest = j - i;
	}
	return longest;
}

/* The fewest steps after the index for the search PL->fsteps asks for,
 * with each bucket's slot shift in SH; the slots they need, or 0 when
 * the index cannot pay (then the plain search, log2(P) steps). */
static size_t plan_steps(struct cg_stab_plan *pl, const uint64_t *w, unsigned lg,
			 size_t budget, uint8_t *sh)
{
	size_t total = 0;

	for (pl->steps = 0; pl->steps + STAB_INDEX_COST < lg; pl->steps++)
		if ((total = plan_slots(pl, w, pl->steps, budget, sh)))
			return total;
	pl->steps = lg;
	return 0;
}

/* A search's cost in steps on word 0 >> 1: a whole-key step costs about
 * three (two loads and a borrow chain against one load, a shift and a
 * subtraction). */
#define STAB_FULL_STEP_COST 3

static unsigned search_cost(unsigned steps, unsigned fsteps)
{
	return fsteps ? steps + STAB_FULL_STEP_COST * fsteps : STAB_FULL_STEP_COST * steps;
}

unsigned cg_stab_plan_cost(const struct cg_stab_plan *pl)
{
	return search_cost(pl->steps, pl->fsteps) + (pl->kbits ? STAB_INDEX_COST : 0);
}

size_t cg_stab_plan_bytes(const struct cg_stab_plan *pl)
{
	size_t b = pl->entries * pl->stride * sizeof(uint64_t);

	if (pl->kbits)
		b += (((size_t)1 << pl->kbits) + pl->nslots) * sizeof(uint32_t);
	return b;
}

void cg_stab_plan(struct cg_stab_plan *pl, const uint64_t *w, size_t n, unsigned k,
		  unsigned stride)
{
	unsigned lg, half = 0;
	uint8_t *sh;
	size_t total = 0, budget;

	memset(pl, 0, sizeof(*pl));
	pl->n = n;
	pl->k = k;
	pl->stride = stride;
	lg = log2_up(n);
	pl->p = (size_t)1 << lg;
	pl->steps = lg;
	/* two-word keys: steps on word 0 >> 1 (below 2^63, so one
	 * subtraction's sign compares them), then enough whole-key steps to
	 * pass the entries that share it */
	if (k == 2)
		half = log2_up(longest_half_run(pl, w) + 1);
	if (n <= STAB_INDEX_MIN) {
		if (search_cost(lg, half) < search_cost(lg, 0))
			pl->fsteps = half;
		pl->entries = pl->p + (pl->fsteps ? ((size_t)1 << pl->fsteps) - 1 : 0);
		return;
	}
	pl->kbits = lg < STAB_KBITS_MAX ? lg : STAB_KBITS_MAX;
	pl->shift = pick_shift(word0(pl, w, 1), word0(pl, w, n - 1), pl->kbits, k, &pl->base);
	/* the slots may cost twice the entries: a quarter to an eighth of
	 * the table's bytes */
	budget = 2 * pl->p + ((size_t)1 << pl->kbits);
	if (budget >= (size_t)1 << (32 - SLOT_SHIFT_BITS))
		budget = ((size_t)1 << (32 - SLOT_SHIFT_BITS)) - 1;
	sh = xmalloc((size_t)1 << pl->kbits);
	pl->fsteps = half;
	total = plan_steps(pl, w, lg, budget, sh);
	/* many keys sharing word 0 >> 1 (a /64 full of /128s): whole keys
	 * may do better; the half search never needs more steps */
	if (half && search_cost(pl->steps, half) >= search_cost(pl->steps, 0)) {
		unsigned hsteps = pl->steps;

		pl->fsteps = 0;
		total = plan_steps(pl, w, lg, budget, sh);
		if (search_cost(hsteps, half) < search_cost(pl->steps, 0)) {
			pl->fsteps = half;
			total = plan_steps(pl, w, lg, budget, sh);
		}
	}
	if (!total) {   /* the index cannot pay: the plain search */
		free(sh);
		pl->kbits = pl->shift = 0;
		pl->base = 0;
		pl->steps = lg;
		pl->fsteps = search_cost(lg, half) < search_cost(lg, 0) ? half : 0;
		pl->entries = pl->p + (pl->fsteps ? ((size_t)1 << pl->fsteps) - 1 : 0);
		return;
	}
	/* the start (at most N - 1 after its bound) plus 2^steps - 1 (and
	 * 2^fsteps - 1): no padding to P, a third of a 655,896-interval
	 * table's bytes */
	pl->entries = pl->n + ((size_t)1 << pl->steps) +
		      (pl->fsteps ? ((size_t)1 << pl->fsteps) - 1 : 0);
	pl->nslots = (size_t)1 << log2_up(total);
	pl->index = xmalloc(((size_t)1 << pl->kbits) * sizeof(*pl->index));
	pl->slots = xcalloc(pl->nslots, sizeof(*pl->slots));
	fill_index(pl, w, sh);
	free(sh);
}

void cg_stab_plan_free(struct cg_stab_plan *pl)
{
	free(pl->index);
	free(pl->slots);
	pl->index = NULL;
	pl->slots = NULL;
}

void cg_stab_build(struct cg *c, struct cg_stab *t, const char *name, const uint64_t *w,
		   size_t n, unsigned k, unsigned stride)
{
	struct cg_stab_plan pl;

	cg_stab_plan(&pl, w, n, k, stride);
	cg_stab_emit(c, t, name, w, &pl);
	cg_stab_plan_free(&pl);
}

void cg_stab_emit(struct cg *c, struct cg_stab *t, const char *name, const uint64_t *w,
		  const struct cg_stab_plan *pl)
{
	size_t n = pl->n;
	unsigned k = pl->k, stride = pl->stride;
	uint64_t *words;
	char sub[96];

	words = xmalloc(pl->entries * stride * sizeof(*words));
	/* padding repeats the last entry: a search that stops in it gives
	 * the same answer */
	memcpy(words, w, n * stride * sizeof(*words));
	for (size_t e = n; e < pl->entries; e++)
		memcpy(words + e * stride, w + (n - 1) * stride, stride * sizeof(*words));
	t->g = cg_rodata_values(c, name, 64, words, pl->entries * stride);
	free(words);
	t->index = t->slots = NULL;
	if (pl->index) {
		snprintf(sub, sizeof(sub), "%s_idx", name);
		t->index = cg_rodata_values(c, sub, 32, pl->index, (size_t)1 << pl->kbits);
		snprintf(sub, sizeof(sub), "%s_slot", name);
		t->slots = cg_rodata_values(c, sub, 32, pl->slots, pl->nslots);
	}
	t->n = n;
	t->p = pl->p;
	t->k = k;
	t->stride = stride;
	t->steps = pl->steps;
	t->fsteps = pl->fsteps;
	t->kbits = pl->kbits;
	t->shift = pl->shift;
	t->base = pl->base;
	t->nslots = pl->nslots;
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

LLVMValueRef cg_table_u32(struct cg *c, LLVMValueRef g, LLVMValueRef i)
{
	LLVMValueRef v = LLVMBuildLoad2(c->b, c->i32, LLVMBuildGEP2(c->b, c->i32, g, &i, 1, ""), "");

	LLVMSetAlignment(v, 4);
	return LLVMBuildZExt(c->b, v, c->i64, "");
}

/* The slot of X0 in bucket D: (x0 >> s) & (2^(SHIFT - s) - 1) past the
 * bucket's first slot. Buckets 0 and last have one slot (s = SHIFT), so a
 * clamped x0 lands on it whatever its bits. */
static LLVMValueRef slot_of(struct cg *c, const struct cg_stab *t, LLVMValueRef x0,
			    LLVMValueRef d)
{
	LLVMBuilderRef b = c->b;
	LLVMValueRef e = cg_table_u32(c, t->index, d);
	LLVMValueRef s = LLVMBuildAnd(b, e, k64(c, (1u << SLOT_SHIFT_BITS) - 1), "s");
	LLVMValueRef first = LLVMBuildLShr(b, e, k64(c, SLOT_SHIFT_BITS), "");
	LLVMValueRef nbits = LLVMBuildSub(b, k64(c, t->shift), s, "");
	LLVMValueRef mask = LLVMBuildSub(b, LLVMBuildShl(b, k64(c, 1), nbits, ""), k64(c, 1), "");
	LLVMValueRef j = LLVMBuildAnd(b, LLVMBuildLShr(b, x0, s, ""), mask, "");

	/* the mask bounds the read for the verifier; the slots are padded
	 * to the power of two */
	return LLVMBuildAnd(b, LLVMBuildAdd(b, first, j, ""), k64(c, t->nslots - 1), "slot");
}

LLVMValueRef cg_stab_search(struct cg *c, const struct cg_stab *t, LLVMValueRef *x)
{
	LLVMValueRef slot, i;

	if (!t->index)
		return stab_steps(c, t, k64(c, 0), t->steps, x);
	slot = slot_of(c, t, x[0], bucket_of(c, t, x[0]));
	/* the verifier knows nothing of a value read from a table: the
	 * bound (a compare: the verifier learns from the branch, and no
	 * arithmetic bound tighter than a power of two exists) keeps every
	 * read in the table, padded for the steps beyond N - 1 */
	i = cg_table_u32(c, t->slots, slot);
	i = LLVMBuildSelect(c->b, LLVMBuildICmp(c->b, LLVMIntUGT, i, k64(c, t->n - 1), ""),
			    k64(c, t->n - 1), i, "start");
	return stab_steps(c, t, i, t->steps, x);
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
