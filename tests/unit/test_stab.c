/* Indexed table search (compiler/cg_search.c, cg_stab_plan) against brute
 * force, in plain C: the plan's index, step count and padding are run the
 * way the generated code runs them (bucket arithmetic, the start bounded
 * to N - 1, then the fixed steps, every read checked against the padded
 * size), and the entry found must equal the last entry whose key <= x
 * (entry 0 when none past it is). Tables: one-word keys of 32 and 62 bits,
 * two-word keys, set and group strides, spreads even, clustered, a few
 * tight clusters far apart (mix6), skewed, with outliers, at the
 * bottom and the top of the key space; queries: every start and its
 * neighbours, every bucket boundary and its neighbours, 0, the top,
 * random keys. The kernel runs the real code in tests/behave/test_bigsets.c. */
#include "cg_internal.h"
#include "tcheck.h"
#include "xorshift.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmpk(const uint64_t *a, const uint64_t *b, unsigned k)
{
	for (unsigned i = 0; i < k; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

static unsigned sort_k, sort_stride;
static int cmp_entry(const void *a, const void *b)
{
	return cmpk(a, b, sort_k);
}

struct tab {
	unsigned k, stride;
	size_t n;
	uint64_t *w;
};

/* Largest word-0 key: one-word keys are addresses or ports (below 2^32)
 * or, with WIDE, packed composite keys of rule groups (62 bits). */
static int wide;

static uint64_t word_max(unsigned k)
{
	return k == 2 ? ~0ULL : wide ? (1ULL << 62) - 1 : 0xffffffffULL;
}

/* Sorts, drops duplicate keys and numbers the entries (the words after
 * the key), so that a wrong entry shows. */
static void finish(struct tab *t)
{
	size_t out = 0;

	sort_k = t->k;
	sort_stride = t->stride;
	qsort(t->w, t->n, t->stride * sizeof(uint64_t), cmp_entry);
	for (size_t i = 0; i < t->n; i++) {
		if (out && cmpk(t->w + (out - 1) * t->stride, t->w + i * t->stride, t->k) == 0)
			continue;
		memmove(t->w + out * t->stride, t->w + i * t->stride, t->stride * sizeof(uint64_t));
		out++;
	}
	t->n = out;
	for (size_t i = 0; i < t->n; i++)
		for (unsigned j = t->k; j < t->stride; j++)
			t->w[i * t->stride + j] = i * 1000 + j;
}

enum shape { EVEN, CLUSTER, SKEW, OUTLIERS, BOTTOM, TOP, HEAVY_BUCKET, CLUSTERS, NSHAPES };

static void gen(struct tab *t, unsigned k, unsigned stride, size_t n, enum shape sh,
		int from_zero)
{
	uint64_t top = word_max(k), lo = rnd(top / 2), span = 1 + rnd(top - lo);

	t->k = k;
	t->stride = stride;
	t->n = n;
	t->w = calloc(n * stride, sizeof(uint64_t));
	for (size_t i = 0; i < n; i++) {
		uint64_t *e = t->w + i * stride, w0;

		switch (sh) {
		case EVEN:
			w0 = lo + rnd(span);
			break;
		case CLUSTER:   /* all within a few hundred keys */
			w0 = lo + rnd(300);
			break;
		case SKEW:      /* dense near LO, sparse further up */
			w0 = lo + (rnd(span) >> rnd(k == 1 ? 32 : 64));
			break;
		case OUTLIERS:  /* even, plus a few far away at both ends */
			w0 = i < 3 ? rnd(16) : i < 6 ? top - rnd(16) : lo + rnd(span / 64 + 1);
			break;
		case BOTTOM:
			w0 = rnd(4 * n);
			break;
		case TOP:
			w0 = top - rnd(4 * n);
			break;
		case CLUSTERS:  /* mix6: tight groups far apart, skewed inside */
			w0 = lo + span / 16 * rnd(16) + (rnd(span >> 20 | 1) >> rnd(24));
			break;
		default:        /* even, and a quarter of it in one tiny range */
			w0 = i % 4 ? lo + rnd(span) : lo + span / 2 + rnd(8);
			break;
		}
		if (w0 > top)
			w0 = top;
		e[0] = w0;
		if (k == 2)  /* few distinct low words: keys share word 0 */
			e[1] = rnd(4) == 0 ? ~0ULL - rnd(3) : rnd(4) == 0 ? rnd(3) : rnd64();
	}
	if (from_zero) {   /* group tables: pieces start at key 0 */
		t->w[0] = 0;
		if (k == 2)
			t->w[1] = 0;
	}
	finish(t);
}

/* Plain binary search (not the plan's): the last entry whose key <= X,
 * or 0. */
static size_t want(const struct tab *t, const uint64_t *x)
{
	size_t lo = 0, hi = t->n;   /* entry LO qualifies or is 0; HI does not */

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (cmpk(t->w + mid * t->stride, x, t->k) <= 0)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* The search as the generated code does it; reads outside the padded
 * table fail the test. Returns the entry read, or (size_t)-1. */
static size_t run(const struct cg_stab_plan *pl, const struct tab *t, const uint64_t *x)
{
	uint64_t i = 0;
	size_t step = pl->p / 2;

	if (pl->kbits) {
		uint64_t last = (1ULL << pl->kbits) - 1, slot;
		int64_t d = (int64_t)((x[0] >> pl->shift) - pl->base);
		unsigned s;

		if (d < 0)
			d = 0;
		if ((uint64_t)d > last)
			d = (int64_t)last;
		s = pl->index[d] & 63;
		if (s > pl->shift)
			return (size_t)-1;
		slot = (pl->index[d] >> 6) +
		       ((x[0] >> s) & ((1ULL << (pl->shift - s)) - 1));
		if (slot >= pl->nslots)
			return (size_t)-1;
		i = pl->slots[slot] < pl->n - 1 ? pl->slots[slot] : pl->n - 1;
		step = pl->steps ? (size_t)1 << (pl->steps - 1) : 0;
	}
	if (pl->fsteps) {   /* on word 0 >> 1, then whole keys */
		for (; step; step /= 2) {
			size_t e = i + step;

			if (e >= pl->entries)
				return (size_t)-1;
			if (t->w[(e < t->n ? e : t->n - 1) * t->stride] >> 1 < x[0] >> 1)
				i = e;
		}
		step = (size_t)1 << (pl->fsteps - 1);
	}
	for (; step; step /= 2) {
		size_t e = i + step;

		if (e >= pl->entries)
			return (size_t)-1;
		if (cmpk(t->w + (e < t->n ? e : t->n - 1) * t->stride, x, t->k) <= 0)
			i = e;
	}
	if (i >= pl->entries)
		return (size_t)-1;
	return i < t->n ? i : t->n - 1;
}

static size_t nindexed, nplain, nqueries, nhalf, nwhole2;

static void check_at(const struct cg_stab_plan *pl, const struct tab *t, uint64_t w0,
		     uint64_t w1, int *bad)
{
	uint64_t x[2] = { w0, w1 };
	size_t got, exp;

	if (t->k == 1 && w0 > word_max(1))
		return;
	nqueries++;
	got = run(pl, t, x);
	exp = want(t, x);
	if (got != exp && !*bad) {
		*bad = 1;
		CHECKF(0, "k=%u stride=%u n=%zu kbits=%u shift=%u steps=%u: x=%#llx:%#llx"
		       " found entry %lld, want %zu", t->k, t->stride, t->n, pl->kbits,
		       pl->shift, pl->steps, (unsigned long long)w0, (unsigned long long)w1,
		       got == (size_t)-1 ? -1LL : (long long)got, exp);
	}
}

static void check_near(const struct cg_stab_plan *pl, const struct tab *t, uint64_t w0,
		       uint64_t w1, int *bad)
{
	for (int dw = -1; dw <= 1; dw++) {
		check_at(pl, t, w0 + (uint64_t)dw, w1, bad);
		if (t->k == 2) {
			check_at(pl, t, w0 + (uint64_t)dw, w1 - 1, bad);
			check_at(pl, t, w0 + (uint64_t)dw, w1 + 1, bad);
			check_at(pl, t, w0 + (uint64_t)dw, 0, bad);
			check_at(pl, t, w0 + (uint64_t)dw, ~0ULL, bad);
		}
	}
}

/* The index's own shape: slot shifts within SHIFT, slots inside the
 * padded slot table and naming entries of the table, one slot for the
 * buckets that take clamped keys. */
static size_t nsplit;   /* tables with a bucket cut into slots */

static void check_index(const struct cg_stab_plan *pl, const struct tab *t)
{
	size_t m = (size_t)1 << pl->kbits;
	int split = 0;

	CHECK((pl->nslots & (pl->nslots - 1)) == 0);
	for (size_t d = 0; d < m; d++) {
		unsigned s = pl->index[d] & 63;
		size_t first = pl->index[d] >> 6;

		CHECK(s <= pl->shift);
		CHECK(first + ((size_t)1 << (pl->shift - s)) <= pl->nslots);
		if (d + 1 == m || (d == 0 && pl->base > 0))
			CHECK(s == pl->shift);
		split |= s < pl->shift;
	}
	nsplit += split;
	for (size_t i = 0; i < pl->nslots; i++)
		CHECK(pl->slots[i] < t->n);
}

static void one_case(unsigned k, unsigned stride, size_t n, enum shape sh, int from_zero)
{
	struct tab t;
	struct cg_stab_plan pl;
	size_t fpad;
	int bad = 0;

	gen(&t, k, stride, n, sh, from_zero);
	cg_stab_plan(&pl, t.w, t.n, k, stride);
	CHECK(pl.p >= t.n && pl.p < 2 * t.n + 1 && (pl.p & (pl.p - 1)) == 0);
	CHECK(pl.entries >= (pl.kbits ? pl.n : pl.p));
	CHECK(k == 2 || pl.fsteps == 0);
	nhalf += pl.fsteps > 0;
	nwhole2 += k == 2 && pl.p > 2 && pl.fsteps == 0;
	fpad = pl.fsteps ? ((size_t)1 << pl.fsteps) - 1 : 0;
	if (pl.kbits) {
		nindexed++;
		CHECK(pl.kbits <= 18 && ((size_t)1 << pl.kbits) <= pl.p);
		CHECK(pl.entries == pl.n + ((size_t)1 << pl.steps) + fpad);
		CHECK(k == 1 || pl.shift >= 1);
		check_index(&pl, &t);
		/* bucket boundaries */
		for (size_t d = 0; d <= ((size_t)1 << pl.kbits) && !bad; d++) {
			uint64_t b = pl.base + d;

			if (b > (~0ULL >> pl.shift))
				break;
			check_near(&pl, &t, b << pl.shift, 0, &bad);
			check_near(&pl, &t, (b << pl.shift) + ((1ULL << pl.shift) - 1), ~0ULL,
				   &bad);
		}
	} else {
		nplain++;
		CHECK(pl.entries == pl.p + fpad && pl.steps == (unsigned)__builtin_ctzll(pl.p));
	}
	for (size_t i = 0; i < t.n && !bad; i++)
		check_near(&pl, &t, t.w[i * stride], k == 2 ? t.w[i * stride + 1] : 0, &bad);
	check_near(&pl, &t, 0, 0, &bad);
	check_near(&pl, &t, word_max(k), ~0ULL, &bad);
	for (unsigned q = 0; q < 300 && !bad; q++)
		check_at(&pl, &t, rnd(word_max(k)) + (k == 2 ? rnd(2) : 0), rnd64(), &bad);
	cg_stab_plan_free(&pl);
	free(t.w);
}

int main(void)
{
	static const size_t sizes[] = { 1, 2, 9, 64, 65, 100, 128, 129, 700, 1000, 3000 };

	rng = 0x5eed5eedULL;

	for (unsigned r = 0; r < 4; r++)
		for (size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
			for (unsigned sh = 0; sh < NSHAPES; sh++)
				for (unsigned k = 1; k <= 2; k++) {
					one_case(k, 2 * k, sizes[s], sh, 0);
					one_case(k, k + 1, sizes[s], sh, 1);
					if (k == 1) {
						wide = 1;
						one_case(k, k + 1, sizes[s], sh, 1);
						wide = 0;
					}
				}
	/* the index must actually be exercised, and skipped where it
	 * does not pay */
	CHECKF(nindexed > 100 && nplain > 100 && nsplit > 50,
	       "%zu indexed (%zu cut into slots), %zu plain tables", nindexed, nsplit, nplain);
	/* two-word keys both ways: on word 0 >> 1, and on whole keys where
	 * many share it (HEAVY_BUCKET, CLUSTER) */
	CHECKF(nhalf > 100 && nwhole2 > 20, "%zu on word 0 >> 1, %zu two-word on whole keys",
	       nhalf, nwhole2);
	printf("%zu indexed (%zu with buckets cut into slots) and %zu plain tables, %zu queries;"
	       " two-word keys: %zu on word 0 >> 1, %zu on whole keys\n",
	       nindexed, nsplit, nplain, nqueries, nhalf, nwhole2);
	return TC_DONE();
}
