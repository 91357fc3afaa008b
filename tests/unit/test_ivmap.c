/* Interval maps of rule groups (compiler/cg_ivmap.c) against brute force:
 * random ranges with random ranks over small key spaces (one word, and two
 * words with the boundaries near 2^64 and the top), every key checked: the
 * piece holding it must carry the smallest rank of the ranges covering it
 * (0 if none); pieces start at 0, ascend, and neighbours differ. */
#include "cg_ivmap.h"
#include "tcheck.h"

#include <stdlib.h>
#include <string.h>

static uint64_t rng = 0x1badb002;

static uint32_t rnd(uint32_t n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng % n);
}

/* Two-word keys are tested on 64 points: word 0 from {0, 1, 2^63, MAX}
 * crossed with word 1 from a 16-value ladder. */
static const uint64_t hi_vals[] = { 0, 1, 1ULL << 63, ~0ULL };

static void key_of(unsigned k, unsigned i, uint64_t x[2])
{
	if (k == 1) {
		x[0] = i;
		x[1] = 0;
		return;
	}
	x[0] = hi_vals[i / 16];
	x[1] = i % 16 == 15 ? ~0ULL : i % 16;
}

static int cmp(const uint64_t *a, const uint64_t *b, unsigned k)
{
	for (unsigned i = 0; i < k; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

static void one_case(unsigned k, size_t n)
{
	unsigned npoints = 64;
	uint64_t max[2] = { k == 1 ? 63 : ~0ULL, k == 1 ? 0 : ~0ULL };
	struct ivm_range *r = calloc(n ? n : 1, sizeof(*r));
	uint64_t *out;
	size_t np;
	int bad = 0;

	for (size_t i = 0; i < n; i++) {
		uint64_t a[2], b[2];

		key_of(k, rnd(npoints), a);
		key_of(k, rnd(npoints), b);
		if (cmp(a, b, k) > 0) {
			memcpy(r[i].lo, b, sizeof(b));
			memcpy(r[i].hi, a, sizeof(a));
		} else {
			memcpy(r[i].lo, a, sizeof(a));
			memcpy(r[i].hi, b, sizeof(b));
		}
		r[i].rank = 1 + rnd(8);
	}
	np = ivmap_build(r, n, k, max, &out);
	CHECK(np >= 1);
	CHECK(out[0] == 0 && (k == 1 || out[1] == 0));
	for (size_t i = 1; i < np; i++) {
		CHECK(cmp(out + (i - 1) * (k + 1), out + i * (k + 1), k) < 0);
		CHECK(out[(i - 1) * (k + 1) + k] != out[i * (k + 1) + k]);
	}
	for (unsigned p = 0; p < npoints; p++) {
		uint64_t x[2];
		uint32_t want = 0;
		size_t piece = 0;

		key_of(k, p, x);
		for (size_t i = 0; i < n; i++)
			if (cmp(r[i].lo, x, k) <= 0 && cmp(x, r[i].hi, k) <= 0 &&
			    (want == 0 || r[i].rank < want))
				want = r[i].rank;
		while (piece + 1 < np && cmp(out + (piece + 1) * (k + 1), x, k) <= 0)
			piece++;
		if (out[piece * (k + 1) + k] != want)
			bad = 1;
	}
	CHECKF(!bad, "k=%u, %zu ranges: a key got the wrong rank", k, n);
	free(out);
	free(r);
}

int main(void)
{
	for (unsigned t = 0; t < 2000; t++)
		one_case(1 + t % 2, rnd(12));
	return TC_DONE();
}
