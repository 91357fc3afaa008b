/* Blocklist-shaped address sets and the probes that land in their dense
 * and sparse regions. See setmix.h. Addresses are 128-bit numbers here
 * (unsigned __int128) so that masks, gaps and midpoints are one expression
 * for both families. */
#include "setmix.h"

#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>

typedef unsigned __int128 u128;

struct gen {
	uint64_t s;
	struct setmix_pfx *out;
	size_t n;
};

static uint64_t next(struct gen *g)
{
	/* xorshift64*: small, seedable, the same everywhere */
	g->s ^= g->s >> 12;
	g->s ^= g->s << 25;
	g->s ^= g->s >> 27;
	return g->s * 0x2545f4914f6cdd1dULL;
}

static uint64_t below(struct gen *g, uint64_t n)
{
	return n ? next(g) % n : 0;
}

static u128 to_u128(struct setmix_addr a)
{
	return (u128)a.hi << 64 | a.lo;
}

static struct setmix_addr from_u128(u128 v)
{
	return (struct setmix_addr){ (uint64_t)(v >> 64), (uint64_t)v };
}

static unsigned bits_of(int fam)
{
	return fam == 4 ? 32 : 128;
}

/* The first address of the PLEN-bit prefix holding V. */
static u128 masked(u128 v, unsigned plen, int fam)
{
	unsigned host = bits_of(fam) - plen;

	return host >= 128 ? 0 : v >> host << host;
}

static u128 last_of(u128 first, unsigned plen, int fam)
{
	unsigned host = bits_of(fam) - plen;

	return host >= 128 ? ~(u128)0 : first | (((u128)1 << host) - 1);
}

static void put(struct gen *g, int fam, u128 v, unsigned plen)
{
	struct setmix_pfx *p = &g->out[g->n++];

	p->a = from_u128(masked(v, plen, fam));
	p->plen = plen;
}

static unsigned span(struct gen *g, unsigned lo, unsigned hi)
{
	return lo + (unsigned)below(g, hi - lo + 1);
}

static void even(struct gen *g, size_t n, int fam)
{
	for (size_t i = 0; i < n; i++) {
		if (fam == 4)
			put(g, 4, 0xf0000000u + 4 * (u128)i, 31);
		else
			put(g, 6, (u128)(0x20010db800000000ULL | 2 * (uint64_t)i) << 64, 64);
	}
}

static void mix4(struct gen *g, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		uint64_t r = below(g, 100);
		unsigned plen = r < 55 ? 24 : r < 80 ? 32 : r < 92 ? span(g, 16, 23) : span(g, 8, 15);

		put(g, 4, (uint32_t)next(g), plen);
	}
}

/* Bogons lead aggregated lists (FireHOL level1 style), then hijacked
 * netblocks (Spamhaus DROP style) and reported /24s and hosts. */
static void drop4(struct gen *g, size_t n)
{
	static const struct { uint32_t a; unsigned plen; } bogons[] = {
		{ 0x00000000, 8 }, { 0x0a000000, 8 }, { 0x64400000, 10 }, { 0x7f000000, 8 },
		{ 0xa9fe0000, 16 }, { 0xac100000, 12 }, { 0xc0a80000, 16 }, { 0xc6120000, 15 },
		{ 0xe0000000, 3 },
	};
	size_t nb = sizeof(bogons) / sizeof(bogons[0]), hot = n / 256 + 16;
	uint32_t *pool = malloc(hot * sizeof(*pool));

	if (!pool)
		abort();
	for (size_t i = 0; i < hot; i++)
		pool[i] = (uint32_t)next(g) & 0xffff0000u;
	for (size_t i = 0; i < nb && i < n / 4; i++)
		put(g, 4, bogons[i].a, bogons[i].plen);
	while (g->n < n) {
		uint64_t r = below(g, 1000);
		unsigned plen = r < 3 ? span(g, 11, 16) : r < 103 ? span(g, 17, 23) : r < 403 ? 24 : 32;
		uint32_t a = (uint32_t)next(g);

		if (r % 2 == 0)   /* half in a hot /16 */
			a = pool[below(g, hot)] | (a & 0xffff);
		if (r % 20 == 1 && g->n && plen >= 24) {
			/* inside an earlier prefix: nested in the list */
			const struct setmix_pfx *in = &g->out[below(g, g->n)];

			if (in->plen < plen)
				a = (uint32_t)in->a.lo | (a & (0xffffffffu >> in->plen));
		}
		put(g, 4, a, plen);
	}
	free(pool);
}

static u128 inside(struct gen *g, const struct setmix_pfx *in, int plen_in)
{
	u128 r = (u128)next(g) << 64 | next(g);
	unsigned host = 128 - (unsigned)plen_in;

	return to_u128(in->a) | (r & (((u128)1 << host) - 1));
}

/* The pool: /32s in 2000::/3 that the other prefixes fall under. */
static void mix6(struct gen *g, size_t n)
{
	size_t npool = n / 20 + 4, n48 = 0, n64 = 0;
	struct setmix_pfx *pool = malloc(npool * sizeof(*pool));
	size_t *i48 = malloc(n * sizeof(*i48)), *i64 = malloc(n * sizeof(*i64));

	if (!pool || !i48 || !i64)
		abort();
	for (size_t i = 0; i < npool; i++) {
		pool[i].a = from_u128(masked((u128)(0x2000000000000000ULL |
						    (next(g) & 0x1fffffff00000000ULL)) << 64, 32, 6));
		pool[i].plen = 32;
	}
	while (g->n < n) {
		uint64_t r = below(g, 100);
		const struct setmix_pfx *base = &pool[below(g, npool)];

		if (r < 40) {
			i48[n48++] = g->n;
			put(g, 6, inside(g, base, 32), 48);
		} else if (r < 80) {
			if (r % 2 && n48)
				base = &g->out[i48[below(g, n48)]];
			i64[n64++] = g->n;
			put(g, 6, inside(g, base, (int)base->plen), 64);
		} else if (r < 85) {
			if (below(g, 10) == 0)   /* covers a pool /32 */
				put(g, 6, to_u128(base->a), 32);
			else
				put(g, 6, (u128)(0x2000000000000000ULL | (next(g) & 0x1fffffffffffffffULL)) << 64, 32);
		} else {
			if (r % 2 && n64)
				base = &g->out[i64[below(g, n64)]];
			put(g, 6, inside(g, base, (int)base->plen), 128);
		}
	}
	free(pool);
	free(i48);
	free(i64);
}

int setmix_family(const char *mix)
{
	if (!strcmp(mix, "even4") || !strcmp(mix, "mix4") || !strcmp(mix, "drop4"))
		return 4;
	if (!strcmp(mix, "even6") || !strcmp(mix, "mix6"))
		return 6;
	return 0;
}

int setmix_gen(const char *mix, size_t n, uint64_t seed, struct setmix_pfx *out)
{
	struct gen g = { seed * 0x9e3779b97f4a7c15ULL | 1, out, 0 };

	if (!setmix_family(mix))
		return -1;
	if (!strcmp(mix, "even4"))
		even(&g, n, 4);
	else if (!strcmp(mix, "even6"))
		even(&g, n, 6);
	else if (!strcmp(mix, "mix4"))
		mix4(&g, n);
	else if (!strcmp(mix, "drop4"))
		drop4(&g, n);
	else
		mix6(&g, n);
	return 0;
}

/* ---- probes ---- */

const char *const setmix_probe_names[SETMIX_NPROBES] = {
	"hit_dense", "miss_dense", "hit_sparse", "miss_sparse",
};

struct iv {
	u128 lo, hi;
};

static int cmp_iv(const void *pa, const void *pb)
{
	const struct iv *a = pa, *b = pb;

	return a->lo < b->lo ? -1 : a->lo > b->lo;
}

static size_t merge(const struct setmix_pfx *p, size_t n, int fam, struct iv *v)
{
	size_t m = 0;

	for (size_t i = 0; i < n; i++) {
		v[i].lo = to_u128(p[i].a);
		v[i].hi = last_of(v[i].lo, p[i].plen, fam);
	}
	qsort(v, n, sizeof(*v), cmp_iv);
	for (size_t i = 0; i < n; i++) {
		if (m && (v[m - 1].hi == ~(u128)0 || v[i].lo <= v[m - 1].hi + 1)) {
			if (v[i].hi > v[m - 1].hi)
				v[m - 1].hi = v[i].hi;
			continue;
		}
		v[m++] = v[i];
	}
	return m;
}

static void set_probe(struct setmix_probes *out, int which, u128 at)
{
	out->have[which] = 1;
	out->at[which] = from_u128(at);
}

/* The densest block: most intervals starting in one /16 (IPv4) or /32
 * (IPv6); its middle interval gives the hit, the gap after it the miss. */
static void dense(const struct iv *v, size_t m, int fam, u128 top, struct setmix_probes *out)
{
	unsigned sh = fam == 4 ? 16 : 96;
	size_t best = 0, best_n = 0, mid;

	for (size_t i = 0, j; i < m; i = j) {
		for (j = i; j < m && v[j].lo >> sh == v[i].lo >> sh; j++)
			;
		if (j - i > best_n) {
			best_n = j - i;
			best = i;
		}
	}
	mid = best + best_n / 2;
	set_probe(out, SETMIX_HIT_DENSE, v[mid].lo + (v[mid].hi - v[mid].lo) / 2);
	if (v[mid].hi != top)
		set_probe(out, SETMIX_MISS_DENSE, v[mid].hi + 1);
	else if (v[mid].lo != 0)
		set_probe(out, SETMIX_MISS_DENSE, v[mid].lo - 1);
}

/* The gap before interval I (I == M: after the last), empty when 0. */
static u128 gap_before(const struct iv *v, size_t m, size_t i, u128 top, u128 *mid)
{
	u128 lo = i ? v[i - 1].hi + 1 : 0, hi = i < m ? v[i].lo - 1 : top;

	if (i && v[i - 1].hi == top)
		return 0;
	if (i < m && v[i].lo == 0)
		return 0;
	*mid = lo + (hi - lo) / 2;
	return hi - lo + 1;
}

/* The most isolated interval: the one whose smaller neighbouring gap is
 * widest; the miss is the middle of its wider gap. */
static void sparse(const struct iv *v, size_t m, u128 top, struct setmix_probes *out)
{
	u128 best = 0, mb = 0, ma = 0, before, after;
	size_t at = 0;

	for (size_t i = 0; i < m; i++) {
		before = gap_before(v, m, i, top, &mb);
		after = gap_before(v, m, i + 1, top, &ma);
		if (i == 0 || (before < after ? before : after) > best) {
			best = before < after ? before : after;
			at = i;
		}
	}
	set_probe(out, SETMIX_HIT_SPARSE, v[at].lo + (v[at].hi - v[at].lo) / 2);
	before = gap_before(v, m, at, top, &mb);
	after = gap_before(v, m, at + 1, top, &ma);
	if (before || after)
		set_probe(out, SETMIX_MISS_SPARSE, before > after ? mb : ma);
}

void setmix_probes(const struct setmix_pfx *p, size_t n, int fam, struct setmix_probes *out)
{
	struct iv *v = malloc((n ? n : 1) * sizeof(*v));
	u128 top = fam == 4 ? 0xffffffffu : ~(u128)0;
	size_t m;

	if (!v)
		abort();
	memset(out, 0, sizeof(*out));
	m = merge(p, n, fam, v);
	out->intervals = m;
	if (m) {
		dense(v, m, fam, top, out);
		sparse(v, m, top, out);
	}
	free(v);
}

void setmix_format(char *buf, int fam, struct setmix_addr a)
{
	uint8_t b[16];

	if (fam == 4) {
		uint32_t be = htonl((uint32_t)a.lo);

		inet_ntop(AF_INET, &be, buf, 46);
		return;
	}
	for (int i = 0; i < 8; i++) {
		b[i] = (uint8_t)(a.hi >> (56 - 8 * i));
		b[8 + i] = (uint8_t)(a.lo >> (56 - 8 * i));
	}
	inet_ntop(AF_INET6, b, buf, 46);
}
