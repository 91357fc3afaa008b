/* Exact-match tables per prefix length for static IPv6 sets (phash.h). */
#include "phash.h"

#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

/* Slots: a power of two, filled to at most LOAD_NUM / LOAD_DEN (and at
 * least half that). Buckets: a power of two, BUCKET_KEYS keys each at
 * most on average. Two keys of one bucket with the same home slot never
 * place (about load x keys per bucket / 2 such pairs expected: a
 * multiplier succeeds about half the time). */
#define LOAD_NUM 17
#define LOAD_DEN 20
#define BUCKET_KEYS 2
/* Multipliers tried per size; then the buckets halve, then the slots
 * double too, before the set keeps the search. */
#define SEEDS 16
#define GROWTHS 3
/* bucket bits + slot bits <= 64: both come from one product. */
#define MAX_BITS 30

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

/* The key of length LEN of address (X0, X1): K[0], and K[1] when LEN is
 * over 64 (else 0). */
static void split_key(unsigned len, uint64_t x0, uint64_t x1, uint64_t k[2])
{
	if (len <= 64) {
		k[0] = x0 >> (64 - len);
		k[1] = 0;
	} else {
		k[0] = x0;
		k[1] = x1 >> (128 - len);
	}
}

/* The key of table T for address (X0, X1), as split_key; returns the
 * hash input. */
static uint64_t key_of(const struct phash_table *t, uint64_t x0, uint64_t x1, uint64_t k[2])
{
	split_key(t->len, x0, x1, k);
	return hash_in(t, k);
}

static size_t bucket_of(const struct phash_table *t, uint64_t p)
{
	return (size_t)(p >> (64 - t->bucket_bits));
}

/* The slot before displacement: the product's bits below the bucket's. */
static size_t home_of(const struct phash_table *t, uint64_t p)
{
	return (size_t)((p << t->bucket_bits) >> (64 - t->slot_bits));
}

static size_t slot_of(const struct phash_table *t, uint64_t in)
{
	uint64_t p = in * t->mul;

	return (home_of(t, p) + t->disp[bucket_of(t, p)]) & (((size_t)1 << t->slot_bits) - 1);
}

/* The keys of one table while it is built: WORDS words each. */
struct keyset {
	unsigned len, words;
	size_t n, cap;
	uint64_t *k;
};

static void put_key(struct keyset *ks, u128 a)
{
	uint64_t key[2];

	if (ks->n == ks->cap) {
		ks->cap = ks->cap ? 2 * ks->cap : 64;
		ks->k = realloc(ks->k, ks->cap * ks->words * sizeof(*ks->k));
		if (!ks->k)
			abort();
	}
	split_key(ks->len, (uint64_t)(a >> 64), (uint64_t)a, key);
	memcpy(ks->k + ks->n++ * ks->words, key, ks->words * sizeof(*key));
}

/* A cover prefix into the keys of the smallest target at or above it;
 * CTX: the targets' key sets, ascending, the last the longest length. */
static void expand_prefix(void *ctx, u128 a, unsigned len)
{
	struct keyset *ks = ctx;

	while (ks->len < len)
		ks++;
	for (u128 j = 0, step = (u128)1 << (128 - ks->len); j < (u128)1 << (ks->len - len); j++)
		put_key(ks, a + j * step);
}

/* A bucket's keys: ORDER[first .. first + n - 1]. */
struct bucket {
	uint32_t first, n;
};

/* BS (NB buckets) biggest first, equal sizes in bucket order: a counting
 * sort, the sizes being small. */
static void sort_buckets(struct bucket *bs, size_t nb)
{
	uint32_t big = 0;
	size_t *at;
	struct bucket *out = xcalloc(nb, sizeof(*out));

	for (size_t b = 0; b < nb; b++)
		if (bs[b].n > big)
			big = bs[b].n;
	at = xcalloc((size_t)big + 2, sizeof(*at));
	for (size_t b = 0; b < nb; b++)
		at[big - bs[b].n + 1]++;
	for (uint32_t i = 1; i <= big + 1; i++)
		at[i] += at[i - 1];
	for (size_t b = 0; b < nb; b++)
		out[at[big - bs[b].n]++] = bs[b];
	memcpy(bs, out, nb * sizeof(*bs));
	free(out);
	free(at);
}

/* Places KS's keys in T (sizes and multiplier set): each bucket, biggest
 * first, gets the smallest displacement that puts all its keys into free
 * slots. A bucket of one always finds one; two keys of a bucket with the
 * same home never do (another multiplier, then). OCC: a byte per slot. */
static int place(struct phash_table *t, const struct keyset *ks, uint8_t *occ)
{
	size_t nb = (size_t)1 << t->bucket_bits, nslots = (size_t)1 << t->slot_bits;
	size_t mask = nslots - 1;
	uint32_t *count = xcalloc(nb + 1, sizeof(*count)), *order = xcalloc(ks->n, sizeof(*order));
	size_t *home = xcalloc(ks->n, sizeof(*home)), *bk = xcalloc(ks->n, sizeof(*bk));
	struct bucket *bs = xcalloc(nb, sizeof(*bs));
	int ok = 1;

	memset(occ, 0, nslots);
	for (size_t i = 0; i < ks->n; i++) {
		uint64_t p = hash_in(t, ks->k + i * ks->words) * t->mul;

		bk[i] = bucket_of(t, p);
		home[i] = home_of(t, p);
		count[bk[i] + 1]++;
	}
	for (size_t b = 0; b < nb; b++) {
		bs[b].first = count[b];
		bs[b].n = count[b + 1];
		count[b + 1] += count[b];
	}
	for (size_t i = 0; i < ks->n; i++)
		order[count[bk[i]]++] = (uint32_t)i;
	sort_buckets(bs, nb);
	for (size_t b = 0; b < nb && bs[b].n && ok; b++) {
		const uint32_t *key = order + bs[b].first;
		size_t d;

		for (uint32_t i = 0; i < bs[b].n && ok; i++)
			for (uint32_t j = i + 1; j < bs[b].n; j++)
				if (home[key[i]] == home[key[j]])
					ok = 0;
		for (d = 0; d < nslots && ok; d++) {
			uint32_t j;

			for (j = 0; j < bs[b].n; j++) {
				size_t sl = (home[key[j]] + d) & mask;

				if (occ[sl])
					break;
				occ[sl] = 1;
			}
			if (j == bs[b].n)
				break;
			while (j-- > 0)   /* undo, try the next displacement */
				occ[(home[key[j]] + d) & mask] = 0;
		}
		if (!ok || d == nslots) {
			ok = 0;
			break;
		}
		t->disp[bk[key[0]]] = (uint32_t)d;
		for (uint32_t j = 0; j < bs[b].n; j++)
			memcpy(t->slots + ((home[key[j]] + d) & mask) * t->words,
			       ks->k + (size_t)key[j] * ks->words, t->words * sizeof(*t->slots));
	}
	free(count);
	free(order);
	free(home);
	free(bk);
	free(bs);
	return ok;
}

/* Slots and buckets for N keys, GROW steps past the smallest. */
static void size_table(struct phash_table *t, size_t n, unsigned grow)
{
	for (t->slot_bits = 1; ((size_t)1 << t->slot_bits) * LOAD_NUM < n * LOAD_DEN; t->slot_bits++)
		;
	for (t->bucket_bits = 1; ((size_t)BUCKET_KEYS << t->bucket_bits) < n; t->bucket_bits++)
		;
	t->bucket_bits += grow;
	t->slot_bits += grow / 2;
}

static int build_table(struct phash_table *t, const struct keyset *ks, uint64_t *seed)
{
	t->len = ks->len;
	t->words = ks->words;
	t->keys = ks->n;
	for (unsigned grow = 0; grow < GROWTHS; grow++) {
		size_t nslots;
		uint8_t *occ;

		size_table(t, ks->n, grow);
		if (t->slot_bits > MAX_BITS || t->bucket_bits + t->slot_bits > 64)
			return 0;
		nslots = (size_t)1 << t->slot_bits;
		occ = xcalloc(nslots, 1);
		t->slots = xcalloc(nslots * t->words, sizeof(*t->slots));
		t->disp = xcalloc((size_t)1 << t->bucket_bits, sizeof(*t->disp));
		for (int s = 0; s < SEEDS; s++) {
			t->mul = splitmix(seed) | 1;
			t->mix = t->words > 1 ? splitmix(seed) | 1 : 0;
			memset(t->disp, 0, ((size_t)1 << t->bucket_bits) * sizeof(*t->disp));
			if (!place(t, ks, occ))
				continue;
			/* an empty slot holds a copy of a key: a frame
			 * matching it is in the set anyway */
			for (size_t p = 0; p < nslots; p++)
				if (!occ[p])
					memcpy(t->slots + p * t->words, ks->k,
					       t->words * sizeof(*t->slots));
			free(occ);
			return 1;
		}
		free(occ);
		free(t->slots);
		free(t->disp);
		t->slots = NULL;
		t->disp = NULL;
	}
	return 0;
}

int phash_build(struct phash *h, const uint64_t *w, size_t n)
{
	size_t cnt[129] = { 0 }, total = 0;
	unsigned target[PHASH_MAX_TABLES], nt;
	struct keyset ks[PHASH_MAX_TABLES];
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
	for (size_t i = 0; i < n; i++)
		cover(join(w + 4 * i), join(w + 4 * i + 2), expand_prefix, ks);
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
	for (unsigned i = 0; i < h->ntables; i++) {
		free(h->t[i].slots);
		free(h->t[i].disp);
	}
	memset(h, 0, sizeof(*h));
}

int phash_contains(const struct phash *h, uint64_t x0, uint64_t x1)
{
	for (unsigned i = 0; i < h->ntables; i++) {
		const struct phash_table *t = &h->t[i];
		uint64_t k[2], in = key_of(t, x0, x1, k);
		const uint64_t *a = t->slots + slot_of(t, in) * t->words;

		if (a[0] == k[0] && (t->words == 1 || a[1] == k[1]))
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
		b += ((size_t)1 << h->t[i].slot_bits) * h->t[i].words * sizeof(uint64_t) +
		     ((size_t)1 << h->t[i].bucket_bits) * sizeof(uint32_t);
	return b;
}
