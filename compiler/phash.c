/* Exact-match tables per prefix length for static address sets (phash.h). */
#include "phash.h"

#include "xalloc.h"

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

/* The hash input of key K of table T: the root's without its tags. */
static uint64_t hash_in(const struct phash_table *t, const uint64_t *k)
{
	if (t->tagged)
		return k[0] & (uint64_t)low_mask(t->len);
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

static uint64_t *new_key(struct keyset *ks)
{
	if (ks->n == ks->cap) {
		ks->cap = ks->cap ? 2 * ks->cap : 64;
		ks->k = realloc(ks->k, ks->cap * ks->words * sizeof(*ks->k));
		if (!ks->k)
			abort();
	}
	return ks->k + ks->n++ * ks->words;
}

static void put_key(struct keyset *ks, u128 a)
{
	uint64_t key[2];

	split_key(ks->len, (uint64_t)(a >> 64), (uint64_t)a, key);
	memcpy(new_key(ks), key, ks->words * sizeof(*key));
}

/* A one-word table's stored word W (a key with tags). */
static void put_word(struct keyset *ks, uint64_t w)
{
	*new_key(ks) = w;
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

static int build_table(struct phash_table *t, const struct keyset *ks, uint64_t *seed, int tagged)
{
	t->tagged = (unsigned)tagged;
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
			t->narrow = t->words == 1;
			for (size_t p = 0; p < nslots; p++)
				t->narrow &= t->slots[p] <= UINT32_MAX;
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

/* Words read per table of length LEN. */
static unsigned words_of(unsigned len)
{
	return len <= 64 ? 1 : 2;
}

/* The root among NT targets (ascending): of the one-word tables with
 * tables on both sides and room above their key for a tag bit per longer
 * table, the one whose dearer side costs least; -1 when none reads less
 * than every table. */
static int choose_root(const unsigned *target, unsigned nt)
{
	unsigned all = 0, below = 0, best;
	int root = -1;

	for (unsigned i = 0; i < nt; i++)
		all += words_of(target[i]);
	best = all;
	for (unsigned r = 0; r + 1 < nt; r++) {
		unsigned above = all - below - 1, c = 1 + (below > above ? below : above);

		if (r > 0 && target[r] + (nt - r - 1) <= 64 && c < best) {
			best = c;
			root = (int)r;
		}
		below += words_of(target[r]);
	}
	return root;
}

/* A marker while the root is built. */
struct marker {
	uint64_t key, tags;
};

static int by_key(const void *a, const void *b)
{
	uint64_t x = ((const struct marker *)a)->key, y = ((const struct marker *)b)->key;

	return (x > y) - (x < y);
}

/* The root's markers into KS[ROOT]: for every key of a longer table, its
 * prefix of the root's length tagged with that table's bit, the tags of
 * one prefix ORed into one marker. */
static void add_markers(struct keyset *ks, unsigned nt, unsigned root)
{
	unsigned len = ks[root].len;
	size_t n = 0, m = 0;
	struct marker *mk;

	for (unsigned j = root + 1; j < nt; j++)
		n += ks[j].n;
	mk = xcalloc(n, sizeof(*mk));
	for (unsigned j = root + 1; j < nt; j++)
		for (size_t i = 0; i < ks[j].n; i++) {
			const uint64_t *k = ks[j].k + i * ks[j].words;
			/* the key's top LEN bits: a one-word key is right-aligned */
			uint64_t x0 = ks[j].words == 1 ? k[0] << (64 - ks[j].len) : k[0];

			mk[m].key = x0 >> (64 - len);
			mk[m++].tags = (uint64_t)1 << (len + j - root - 1);
		}
	qsort(mk, n, sizeof(*mk), by_key);
	for (size_t i = 0, e; i < n; i = e) {
		uint64_t tags = 0;

		for (e = i; e < n && mk[e].key == mk[i].key; e++)
			tags |= mk[e].tags;
		put_word(&ks[root], mk[i].key | tags);
	}
	free(mk);
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
		ks[i].words = words_of(target[i]);
	}
	for (size_t i = 0; i < n; i++)
		cover(join(w + 4 * i), join(w + 4 * i + 2), expand_prefix, ks);
	h->ntables = nt;
	h->root = choose_root(target, nt);
	if (h->root >= 0)
		add_markers(ks, nt, (unsigned)h->root);
	for (unsigned i = 0; i < nt && ok; i++)
		ok = build_table(&h->t[i], &ks[i], &seed, (int)i == h->root);
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

/* The slot of table I for (X0, X1); its key into K. */
static const uint64_t *slot_for(const struct phash *h, unsigned i, uint64_t x0, uint64_t x1,
				uint64_t k[2])
{
	const struct phash_table *t = &h->t[i];

	return t->slots + slot_of(t, key_of(t, x0, x1, k)) * t->words;
}

static int in_table(const struct phash *h, unsigned i, uint64_t x0, uint64_t x1)
{
	uint64_t k[2];
	const uint64_t *a = slot_for(h, i, x0, x1, k);

	return a[0] == k[0] && (h->t[i].words == 1 || a[1] == k[1]);
}

int phash_contains(const struct phash *h, uint64_t x0, uint64_t x1)
{
	unsigned to = h->ntables, root, len;
	uint64_t k[2], d;

	if (h->root >= 0) {
		root = (unsigned)h->root;
		len = h->t[root].len;
		d = *slot_for(h, root, x0, x1, k) ^ k[0];
		if (d == 0)
			return 1;
		if ((d & (uint64_t)low_mask(len)) == 0) {   /* a marker: its tagged tables */
			for (unsigned i = root + 1; i < h->ntables; i++)
				if (d >> (len + i - root - 1) & 1 && in_table(h, i, x0, x1))
					return 1;
			return 0;
		}
		to = root;   /* absent: the shorter tables */
	}
	for (unsigned i = 0; i < to; i++)
		if (in_table(h, i, x0, x1))
			return 1;
	return 0;
}

/* Measured side by side (bench/README.md part 2): a table of one-word
 * keys costs about what one step of the search does (1.3 ns), one of
 * two-word keys twice that. With a root, the root and the dearer side. */
unsigned phash_cost(const struct phash *h)
{
	unsigned below = 0, above = 0;

	for (unsigned i = 0; i < h->ntables; i++) {
		if (h->root < 0 || (int)i < h->root)
			below += h->t[i].words;
		else if ((int)i > h->root)
			above += h->t[i].words;
	}
	return h->root < 0 ? below : 1 + (below > above ? below : above);
}

size_t phash_bytes(const struct phash *h)
{
	size_t b = 0;

	for (unsigned i = 0; i < h->ntables; i++)
		b += ((size_t)1 << h->t[i].slot_bits) * (h->t[i].narrow ? 4 : h->t[i].words * 8) +
		     ((size_t)1 << h->t[i].bucket_bits) * sizeof(uint32_t);
	return b;
}
