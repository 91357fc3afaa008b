/* Hash tables per prefix length for IPv6 sets (compiler/phash.c) against
 * brute force: sets of prefixes of a few lengths, clustered and spread,
 * nested and adjacent (merged intervals that are no prefix), at both ends
 * of the address space; the lengths chosen (a short length expanded into
 * a longer one when that keeps the tables few), the refusals (a set of
 * every address, too many lengths), the tables' load and displacements,
 * and the same tables built twice. Queries: every interval's first and last address and their
 * neighbours, addresses aligned to powers of two near them, 0, the top,
 * random addresses. The kernel runs the generated lookup in
 * tests/behave/test_bigsets.c. */
#include "phash.h"
#include "tcheck.h"
#include "xorshift.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;


struct iv {
	u128 lo, hi;
};

struct set {
	struct iv *v;
	size_t n, cap;
};

static u128 mask_of(unsigned len)
{
	return len == 0 ? 0 : ~(u128)0 << (128 - len);
}

static void add(struct set *s, u128 a, unsigned len)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->v = realloc(s->v, s->cap * sizeof(*s->v));
		if (!s->v)
			abort();
	}
	s->v[s->n].lo = a & mask_of(len);
	s->v[s->n].hi = (a & mask_of(len)) | ~mask_of(len);
	s->n++;
}

static int cmp_iv(const void *pa, const void *pb)
{
	const struct iv *a = pa, *b = pb;

	return a->lo < b->lo ? -1 : a->lo > b->lo;
}

/* Sorted and merged, as cg_sets.c hands them over. */
static void merge(struct set *s)
{
	size_t m = 0;

	qsort(s->v, s->n, sizeof(*s->v), cmp_iv);
	for (size_t i = 0; i < s->n; i++) {
		if (m && (s->v[m - 1].hi == ~(u128)0 || s->v[i].lo <= s->v[m - 1].hi + 1)) {
			if (s->v[i].hi > s->v[m - 1].hi)
				s->v[m - 1].hi = s->v[i].hi;
			continue;
		}
		s->v[m++] = s->v[i];
	}
	s->n = m;
}

static uint64_t *words(const struct set *s)
{
	uint64_t *w = malloc((s->n ? s->n : 1) * 4 * sizeof(*w));

	if (!w)
		abort();
	for (size_t i = 0; i < s->n; i++) {
		w[4 * i] = (uint64_t)(s->v[i].lo >> 64);
		w[4 * i + 1] = (uint64_t)s->v[i].lo;
		w[4 * i + 2] = (uint64_t)(s->v[i].hi >> 64);
		w[4 * i + 3] = (uint64_t)s->v[i].hi;
	}
	return w;
}

static int brute(const struct set *s, u128 x)
{
	size_t a = 0, b = s->n;

	while (a < b) {
		size_t c = a + (b - a) / 2;

		if (s->v[c].hi < x)
			a = c + 1;
		else
			b = c;
	}
	return a < s->n && s->v[a].lo <= x;
}

static size_t nqueries;

static void query(const char *name, const struct phash *h, const struct set *s, u128 x,
		  int *bad)
{
	int want = brute(s, x), got = phash_contains(h, (uint64_t)(x >> 64), (uint64_t)x);

	nqueries++;
	if (got != want && (*bad)++ < 5)
		CHECKF(0, "%s: %016llx%016llx: got %d, want %d", name,
		       (unsigned long long)(x >> 64), (unsigned long long)x, got, want);
}

/* Words read by a lookup that reads every table. */
static unsigned words_read(const struct phash *h)
{
	unsigned n = 0;

	for (unsigned i = 0; i < h->ntables; i++)
		n += h->t[i].words;
	return n;
}

static void check_set(const char *name, struct set *s, int want_built)
{
	struct phash h, again;
	uint64_t *w;
	int bad = 0, built;

	merge(s);
	w = words(s);
	built = phash_build(&h, w, s->n);
	CHECKF(built == want_built, "%s: built %d, want %d", name, built, want_built);
	if (!built) {
		CHECKF(h.ntables == 0, "%s: a refused set has tables", name);
		goto out;
	}
	CHECKF(h.ntables >= 1 && h.ntables <= PHASH_MAX_TABLES, "%s: %u tables", name, h.ntables);
	for (unsigned i = 0; i < h.ntables; i++) {
		const struct phash_table *t = &h.t[i];

		CHECKF(i == 0 || t->len > h.t[i - 1].len, "%s: lengths not ascending", name);
		CHECKF(t->words == (t->len <= 64 ? 1u : 2u), "%s: /%u has %u words", name,
		       t->len, t->words);
		/* filled to at most 85%, at least half that; about 2-4 keys
		 * per bucket */
		CHECKF(t->keys * 20 <= ((size_t)1 << t->slot_bits) * 17 &&
		       (t->slot_bits == 1 || t->keys * 40 > ((size_t)1 << t->slot_bits) * 17),
		       "%s: /%u holds %zu keys in %zu slots", name, t->len, t->keys,
		       (size_t)1 << t->slot_bits);
		CHECKF(t->bucket_bits >= 1 && t->bucket_bits + t->slot_bits <= 64 &&
		       t->keys <= ((size_t)4 << t->bucket_bits),
		       "%s: /%u: %zu keys in 2^%u buckets", name, t->len, t->keys,
		       t->bucket_bits);
		uint64_t top = 0;

		for (size_t j = 0; j < ((size_t)1 << t->slot_bits) * t->words; j++)
			top |= t->slots[j];
		CHECKF(t->narrow == (t->words == 1 && top <= UINT32_MAX), "%s: /%u narrow %u",
		       name, t->len, t->narrow);
		for (size_t b = 0; b < ((size_t)1 << t->bucket_bits); b++)
			if (t->disp[b] >= ((size_t)1 << t->slot_bits) && (bad++ < 1))
				CHECKF(0, "%s: displacement %u past the slots", name, t->disp[b]);
	}
	if (h.root >= 0) {
		const struct phash_table *r = &h.t[h.root];

		/* tables on both sides; a tag bit per longer table above
		 * the root's key */
		CHECKF(h.root > 0 && (unsigned)h.root + 1 < h.ntables && r->words == 1 &&
		       r->len + h.ntables - (unsigned)h.root - 1 <= 64 && r->tagged,
		       "%s: root /%u of %u tables", name, r->len, h.ntables);
		CHECKF(phash_cost(&h) < words_read(&h), "%s: a root costing %u, all %u", name,
		       phash_cost(&h), words_read(&h));
	} else {
		CHECKF(phash_cost(&h) == words_read(&h), "%s: cost %u", name, phash_cost(&h));
	}
	for (unsigned i = 0; i < h.ntables; i++)
		CHECKF(h.t[i].tagged == ((int)i == h.root), "%s: /%u tagged %u", name,
		       h.t[i].len, h.t[i].tagged);
	/* the same input, the same tables: the object does not vary */
	CHECK(phash_build(&again, w, s->n) == 1);
	CHECKF(again.ntables == h.ntables, "%s: built twice, different tables", name);
	for (unsigned i = 0; i < h.ntables && i < again.ntables; i++)
		CHECKF(again.t[i].slot_bits == h.t[i].slot_bits &&
		       again.t[i].bucket_bits == h.t[i].bucket_bits && again.t[i].mul == h.t[i].mul &&
		       !memcmp(again.t[i].slots, h.t[i].slots,
			       ((size_t)1 << h.t[i].slot_bits) * h.t[i].words * 8) &&
		       !memcmp(again.t[i].disp, h.t[i].disp,
			       ((size_t)1 << h.t[i].bucket_bits) * sizeof(uint32_t)),
		       "%s: built twice, table %u differs", name, i);
	phash_free(&again);

	query(name, &h, s, 0, &bad);
	query(name, &h, s, ~(u128)0, &bad);
	for (size_t i = 0; i < s->n; i++) {
		const struct iv *v = &s->v[i];
		unsigned j = 1 + (unsigned)rnd(127);

		query(name, &h, s, v->lo, &bad);
		query(name, &h, s, v->hi, &bad);
		query(name, &h, s, v->lo - 1, &bad);
		query(name, &h, s, v->hi + 1, &bad);
		query(name, &h, s, v->lo + (v->hi - v->lo) / 2, &bad);
		query(name, &h, s, (v->lo & mask_of(j)) - 1, &bad);
		query(name, &h, s, v->hi | ~mask_of(j), &bad);
		query(name, &h, s, (v->hi | ~mask_of(j)) + 1, &bad);
	}
	for (int r = 0; r < 20000; r++) {
		u128 x = (u128)rnd64() << 64;

		query(name, &h, s, x | rnd64(), &bad);
	}
	CHECKF(!bad, "%s: %d wrong answers", name, bad);
	phash_free(&h);
out:
	free(w);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

static u128 addr(uint64_t hi, uint64_t lo)
{
	return (u128)hi << 64 | lo;
}

/* N prefixes of the lengths LENS (ending in 0) at BASE + random bits
 * below SPREAD of word 0. */
static void some(struct set *s, size_t n, uint64_t base, unsigned spread, const unsigned *lens)
{
	size_t nlens = 0;

	while (lens[nlens])
		nlens++;
	for (size_t i = 0; i < n; i++) {
		uint64_t off = spread ? rnd64() >> (64 - spread) : 0;

		uint64_t lo = rnd64();

		add(s, addr(base + off, lo), lens[rnd(nlens)]);
	}
}

/* The lengths of H's tables as "a b c", the root's marked "b*". */
static const char *lens_of(const struct phash *h)
{
	static char buf[64];
	size_t len = 0;

	buf[0] = 0;
	for (unsigned i = 0; i < h->ntables; i++)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%u%s", i ? " " : "",
					h->t[i].len, (int)i == h->root ? "*" : "");
	return buf;
}

/* The lengths the tables get for S; NARROW: whether all are (u32). */
static void check_lens(const char *name, struct set *s, const char *want, int narrow)
{
	struct phash h;
	uint64_t *w;
	int all = 1;

	merge(s);
	w = words(s);
	CHECKF(phash_build(&h, w, s->n), "%s: not built", name);
	CHECKF(!strcmp(lens_of(&h), want), "%s: lengths %s, want %s", name, lens_of(&h), want);
	for (unsigned i = 0; i < h.ntables; i++)
		all &= h.t[i].narrow != 0;
	CHECKF(all == narrow, "%s: all narrow %d, want %d", name, all, narrow);
	phash_free(&h);
	free(w);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

int main(void)
{
	static const unsigned mix6[] = { 32, 48, 64, 128, 0 };
	static const unsigned one64[] = { 64, 0 };
	static const unsigned odd[] = { 20, 63, 65, 96, 127, 0 };
	static const unsigned close[] = { 47, 48, 126, 127, 128, 0 };
	static const unsigned many[] = { 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 0 };
	static const unsigned v4[] = { 8, 12, 16, 24, 32 };
	struct set s = { 0 };

	rng = 0x9e3779b97f4a7c15ULL;

	/* the bench's shapes: /32 clusters of /48, /64 and /128 */
	for (int c = 0; c < 300; c++)
		some(&s, 12, 0x2000000000000000ULL | (rnd64() >> 35 << 32), 32, mix6);
	/* one /48 over a /64 and a /128 (a marker of two tags) and a /32:
	 * the queries around them take the root's three ways */
	add(&s, addr(0x3fff0db800010005ULL, 0), 64);
	add(&s, addr(0x3fff0db800010007ULL, 0x1234), 128);
	add(&s, addr(0x3fff0db900000000ULL, 0), 32);
	check_set("mix6-like clusters", &s, 1);
	for (int c = 0; c < 300; c++)
		some(&s, 12, 0x2000000000000000ULL | (rnd64() >> 35 << 32), 32, mix6);
	check_lens("mix6-like clusters, a root at /48", &s, "32 48* 64 128", 0);
	some(&s, 5000, 0x20010db800000000ULL, 20, one64);
	check_set("/64s", &s, 1);

	/* IPv4 as cg_sets.c gives it: word 0's top half, lengths up to 32;
	 * every slot fits 32 bits, the root's tags too */
	for (int i = 0; i < 4000; i++) {
		uint64_t hi = rnd64() >> 32 << 32;

		add(&s, addr(hi, 0), v4[rnd(5)]);
	}
	check_set("IPv4 /8 to /32", &s, 1);
	for (int i = 0; i < 3000; i++) {
		uint64_t hi = rnd64() >> 32 << 32;

		add(&s, addr(hi, 0), v4[2 + rnd(3)]);
	}
	check_lens("IPv4 /16 /24 /32", &s, "16 24* 32", 1);

	/* shifted and whole keys of both widths, spread over the space */
	some(&s, 3000, 0, 64, odd);
	add(&s, addr(0x8000000000000000ULL, 0), 1);
	check_set("lengths 1, 20, 63, 65, 96, 127", &s, 1);

	/* adjacent and nested: merged intervals that are no prefix */
	some(&s, 3000, 0x20010db800000000ULL, 14, close);
	check_set("close lengths, merged", &s, 1);

	/* both ends of the space */
	add(&s, 0, 128);
	add(&s, 1, 128);
	add(&s, 2, 127);
	add(&s, ~(u128)0, 128);
	add(&s, ~(u128)0 - 3, 126);
	add(&s, ~(u128)0 << 100, 28);
	add(&s, addr(0x8000000000000000ULL, 0), 1);
	add(&s, addr(0x7fffffffffffffffULL, ~0ULL), 128);
	some(&s, 500, 0, 64, mix6);
	check_set("ends", &s, 1);
	add(&s, 5, 128);
	check_set("one address", &s, 1);

	/* refused: every address; more lengths than tables can take */
	add(&s, 0, 0);
	check_set("::/0", &s, 0);
	add(&s, 0, 1);
	add(&s, addr(0x8000000000000000ULL, 0), 1);
	check_set("::/1 and 8000::/1", &s, 0);
	some(&s, 4000, 0, 64, many);
	check_set("ten lengths far apart", &s, 0);

	/* a length with few prefixes goes into the next longer one: /47
	 * into /48 (2 keys each), /127 into /128 */
	some(&s, 2000, 0x20010db800000000ULL, 64, mix6);
	for (int i = 0; i < 20; i++) {
		uint64_t hi;

		add(&s, addr(rnd64(), 0), 47);
		hi = rnd64();   /* one draw per expression (xorshift.h) */
		add(&s, addr(hi, rnd64()), 127);
	}
	check_lens("/47 and /127 expanded", &s, "32 48* 64 128", 0);
	/* ... but not when that would double the keys: its own table */
	some(&s, 300, 0x20010db800000000ULL, 64, one64);
	for (int i = 0; i < 300; i++)
		add(&s, addr(rnd64(), 0), 60);
	check_lens("/60 kept", &s, "60 64", 0);
	/* no root: the one-word table (/20) has none shorter */
	some(&s, 3000, 0, 64, odd);
	check_lens("no root", &s, "20 65 96 127", 0);

	printf("%zu queries\n", nqueries);
	return TC_DONE();
}
