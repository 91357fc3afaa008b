/* Exact-match tables per prefix length for static IPv6 sets (phash.h). */
#include "phash.h"

#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

/* Cuckoo tables are built up to this load (two choices, one slot each,
 * fill reliably to just under 1/2). */
#define LOAD_NUM 9
#define LOAD_DEN 20
#define MAX_KICKS 1000
#define SEEDS_PER_SIZE 6
#define MAX_BITS 27

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);

	if (!p)
		abort();
	return p;
}

static u128 join(const uint64_t *w)
{
	return (u128)w[0] << 64 | w[1];
}

/* All ones below bit Z (Z <= 128). */
static u128 low_mask(unsigned z)
{
	return z >= 128 ? ~(u128)0 : ((u128)1 << z) - 1;
}

/* Calls FN for each prefix of the fewest that cover [S, E]: the largest
 * aligned block that starts at S and ends at or before E, again. */
static void cover(u128 s, u128 e, void (*fn)(void *, u128, unsigned), void *ctx)
{
	for (;;) {
		unsigned z = 0;

		/* the block of 2^(z+1) at S: S aligned to it, ending by E */
		while (z < 128 && !(s & low_mask(z + 1)) && low_mask(z + 1) <= e - s)
			z++;
		fn(ctx, s, 128 - z);
		if (z == 128 || e - s <= low_mask(z))
			return;
		s += (u128)1 << z;
	}
}

static void count_len(void *ctx, u128 a, unsigned len)
{
	(void)a;
	((size_t *)ctx)[len]++;
}

/* Targets (chosen lengths, ascending) into OUT; the count, or 0 when
 * none within PHASH_MAX_TABLES fits BUDGET keys. Each length goes to the
 * smallest target at or above it, a prefix of length l into 2^(t - l)
 * keys of target t; the fewest targets whose keys fit the budget. */
static unsigned choose_targets(const size_t *cnt, double budget, unsigned *out)
{
	static const double big = 1e300;
	double f[PHASH_MAX_TABLES + 1][129];
	unsigned from[PHASH_MAX_TABLES + 1][129], top = 0;

	memset(from, 0, sizeof(from));

	for (unsigned l = 1; l <= 128; l++)
		if (cnt[l])
			top = l;
	if (!top)
		return 0;
	for (unsigned j = 0; j <= PHASH_MAX_TABLES; j++)
		for (unsigned t = 0; t <= 128; t++)
			f[j][t] = big;
	f[0][0] = 0;
	for (unsigned j = 1; j <= PHASH_MAX_TABLES; j++) {
		for (unsigned t = 1; t <= top; t++) {
			double sum = 0;

			if (!cnt[t])
				continue;
			/* S: the previous target; lengths S+1 .. T go to T */
			for (int s = (int)t - 1; s >= 0; s--) {
				sum += (double)cnt[s + 1] * (double)((u128)1 << (t - (unsigned)s - 1));
				if (sum > budget)
					break;
				if ((s == 0 || cnt[s]) && f[j - 1][s] + sum < f[j][t]) {
					f[j][t] = f[j - 1][s] + sum;
					from[j][t] = (unsigned)s;
				}
			}
		}
		if (f[j][top] <= budget) {
			unsigned t = top;

			for (unsigned i = j; i > 0; i--) {
				out[i - 1] = t;
				t = from[i][t];
			}
			return j;
		}
	}
	return 0;
}

static uint64_t splitmix(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* The hash input of key K of table T. */
static uint64_t hash_in(const struct phash_table *t, const uint64_t *k)
{
	return t->words == 1 ? k[0] : k[0] ^ k[1] * t->mix;
}

uint64_t phash_key(const struct phash_table *t, uint64_t x0, uint64_t x1, uint64_t k[2])
{
	if (t->len <= 64) {
		k[0] = t->len == 64 ? x0 : x0 >> (64 - t->len);
		k[1] = 0;
	} else {
		k[0] = x0;
		k[1] = t->len == 128 ? x1 : x1 >> (128 - t->len);
	}
	return hash_in(t, k);
}

static size_t slot1(const struct phash_table *t, uint64_t in)
{
	return (size_t)((in * t->mul) >> (64 - t->bits));
}

static size_t slot2(const struct phash_table *t, uint64_t in)
{
	/* the product's next bits: one multiplication for both slots */
	return (size_t)(((in * t->mul) >> (64 - 2 * t->bits)) & (((uint64_t)1 << t->bits) - 1)) +
	       ((size_t)1 << t->bits);
}

/* The keys of one table while it is built: WORDS words each. */
struct keyset {
	unsigned len, words;
	size_t n, cap;
	uint64_t *k;
};

static void put_key(struct keyset *ks, u128 a)
{
	uint64_t *k;

	if (ks->n == ks->cap) {
		ks->cap = ks->cap ? 2 * ks->cap : 64;
		ks->k = realloc(ks->k, ks->cap * ks->words * sizeof(*ks->k));
		if (!ks->k)
			abort();
	}
	k = ks->k + ks->n++ * ks->words;
	if (ks->len <= 64) {
		k[0] = (uint64_t)(a >> (128 - ks->len));
	} else {
		k[0] = (uint64_t)(a >> 64);
		k[1] = (uint64_t)a >> (128 - ks->len);
	}
}

struct expand {
	struct keyset *ks;
	unsigned n;
};

/* A cover prefix into the keys of the smallest target at or above it. */
static void expand_prefix(void *ctx, u128 a, unsigned len)
{
	struct expand *x = ctx;
	unsigned i = 0;

	while (x->ks[i].len < len)
		i++;
	for (u128 j = 0, step = (u128)1 << (128 - x->ks[i].len);
	     j < (u128)1 << (x->ks[i].len - len); j++)
		put_key(&x->ks[i], a + j * step);
}

/* Two-choice placement of KS's keys in T (bits, multipliers set); 1 when
 * every key found a slot. OCC: 2^(bits + 1) key indices. */
static int place(struct phash_table *t, const struct keyset *ks, uint32_t *occ)
{
	size_t nslots = (size_t)2 << t->bits;

	for (size_t s = 0; s < nslots; s++)
		occ[s] = UINT32_MAX;
	for (size_t i = 0; i < ks->n; i++) {
		uint32_t cur = (uint32_t)i;
		size_t p = slot1(t, hash_in(t, ks->k + i * ks->words));
		int kicks = 0;

		while (occ[p] != UINT32_MAX) {
			uint32_t out = occ[p];
			uint64_t in;

			occ[p] = cur;
			cur = out;
			if (++kicks > MAX_KICKS)
				return 0;
			in = hash_in(t, ks->k + (size_t)cur * ks->words);
			/* the evicted key goes to its other slot */
			p = p < ((size_t)1 << t->bits) ? slot2(t, in) : slot1(t, in);
		}
		occ[p] = cur;
	}
	return 1;
}

static int build_table(struct phash_table *t, const struct keyset *ks, uint64_t *seed)
{
	size_t nslots;
	uint32_t *occ;

	t->len = ks->len;
	t->words = ks->words;
	t->keys = ks->n;
	for (t->bits = 1; ((size_t)2 << t->bits) * LOAD_NUM < ks->n * LOAD_DEN; t->bits++)
		;
	for (; t->bits <= MAX_BITS; t->bits++) {
		nslots = (size_t)2 << t->bits;
		occ = xcalloc(nslots, sizeof(*occ));
		for (int s = 0; s < SEEDS_PER_SIZE; s++) {
			t->mul = splitmix(seed) | 1;
			t->mix = t->words > 1 ? splitmix(seed) | 1 : 0;
			if (!place(t, ks, occ))
				continue;
			/* an empty slot holds a copy of a key: a frame matching
			 * it is in the set anyway */
			t->slots = xcalloc(nslots * t->words, sizeof(*t->slots));
			for (size_t p = 0; p < nslots; p++)
				memcpy(t->slots + p * t->words,
				       ks->k + (occ[p] == UINT32_MAX ? 0 : occ[p]) * t->words,
				       t->words * sizeof(*t->slots));
			free(occ);
			return 1;
		}
		free(occ);
	}
	return 0;
}

int phash_build(struct phash *h, const uint64_t *w, size_t n)
{
	size_t cnt[129] = { 0 }, total = 0;
	unsigned target[PHASH_MAX_TABLES], nt;
	struct keyset ks[PHASH_MAX_TABLES];
	struct expand x = { ks, 0 };
	uint64_t seed = 0x70686173682d3031ULL;   /* fixed: the same object every time */
	int ok = 1;

	memset(h, 0, sizeof(*h));
	for (size_t i = 0; i < n; i++)
		cover(join(w + 4 * i), join(w + 4 * i + 2), count_len, cnt);
	if (n == 0 || cnt[0])
		return 0;
	for (unsigned l = 1; l <= 128; l++)
		total += cnt[l];
	nt = choose_targets(cnt, 2.0 * (double)total + 64, target);
	if (!nt)
		return 0;
	memset(ks, 0, sizeof(ks));
	for (unsigned i = 0; i < nt; i++) {
		ks[i].len = target[i];
		ks[i].words = target[i] <= 64 ? 1 : 2;
	}
	x.n = nt;
	for (size_t i = 0; i < n; i++)
		cover(join(w + 4 * i), join(w + 4 * i + 2), expand_prefix, &x);
	h->ntables = nt;
	for (unsigned i = 0; i < nt && ok; i++)
		ok = build_table(&h->t[i], &ks[i], &seed);
	for (unsigned i = 0; i < nt; i++)
		free(ks[i].k);
	if (!ok)
		phash_free(h);
	return ok;
}

void phash_free(struct phash *h)
{
	for (unsigned i = 0; i < h->ntables; i++)
		free(h->t[i].slots);
	memset(h, 0, sizeof(*h));
}

int phash_contains(const struct phash *h, uint64_t x0, uint64_t x1)
{
	for (unsigned i = 0; i < h->ntables; i++) {
		const struct phash_table *t = &h->t[i];
		uint64_t k[2], in = phash_key(t, x0, x1, k);
		const uint64_t *a = t->slots + slot1(t, in) * t->words;
		const uint64_t *b = t->slots + slot2(t, in) * t->words;

		if (a[0] == k[0] && (t->words == 1 || a[1] == k[1]))
			return 1;
		if (b[0] == k[0] && (t->words == 1 || b[1] == k[1]))
			return 1;
	}
	return 0;
}

/* Measured side by side (bench/README.md part 2): a table of one-word
 * keys costs about what one step of the search does (1.3 ns), one of
 * two-word keys twice that. */
unsigned phash_cost(const struct phash *h)
{
	unsigned c = 0;

	for (unsigned i = 0; i < h->ntables; i++)
		c += h->t[i].words;
	return c;
}

size_t phash_bytes(const struct phash *h)
{
	size_t b = 0;

	for (unsigned i = 0; i < h->ntables; i++)
		b += ((size_t)2 << h->t[i].bits) * h->t[i].words * sizeof(uint64_t);
	return b;
}
