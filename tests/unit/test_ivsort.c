/* cg_sort_records (compiler/cg_ivsort.c), the sort of big sets' intervals,
 * against qsort: random, sorted, reversed, all equal, few distinct keys
 * and organ-pipe inputs, one- and two-word keys, sizes around the
 * insertion-sort cut. Equal keys may come out in any order, so the
 * records are compared as multisets: sorted keys equal qsort's, and the
 * sum of every record's payload words is kept. */
#include "cg_internal.h"
#include "tcheck.h"
#include "../behave/trand.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* all 64 bits of the shared generator's next state */
static uint64_t rnd64(void)
{
	rnd(0);
	return rng_state;
}

static unsigned cmp_k;
static int cmp_key(const void *a, const void *b)
{
	const uint64_t *x = a, *y = b;

	for (unsigned i = 0; i < cmp_k; i++)
		if (x[i] != y[i])
			return x[i] < y[i] ? -1 : 1;
	return 0;
}

enum shape { RANDOM, SORTED, REVERSED, EQUAL, FEW, PIPE, NSHAPES };

static uint64_t key_of(enum shape sh, size_t i, size_t n)
{
	switch (sh) {
	case RANDOM:   return rnd64();
	case SORTED:   return i;
	case REVERSED: return n - i;
	case EQUAL:    return 7;
	case FEW:      return rnd64() % 3;
	default:       return i < n / 2 ? i : n - i;
	}
}

static void one(size_t n, unsigned stride, unsigned k, enum shape sh, int *bad)
{
	uint64_t *v = calloc(n * stride + 1, sizeof(*v)), *w = calloc(n * stride + 1, sizeof(*w));
	uint64_t sum_in = 0, sum_out = 0;

	for (size_t i = 0; i < n; i++) {
		uint64_t *r = v + i * stride;

		r[0] = key_of(sh, i, n);
		if (k == 2)
			r[1] = sh == RANDOM ? rnd64() : sh == FEW ? rnd64() % 2 : i % 3;
		for (unsigned j = k; j < stride; j++)
			sum_in += r[j] = rnd64();
	}
	memcpy(w, v, n * stride * sizeof(*v));
	cg_sort_records(v, n, stride, k);
	cmp_k = k;
	qsort(w, n, stride * sizeof(*w), cmp_key);
	for (size_t i = 0; i < n; i++) {
		for (unsigned j = k; j < stride; j++)
			sum_out += v[i * stride + j];
		if (!*bad && cmp_key(v + i * stride, w + i * stride) != 0) {
			*bad = 1;
			CHECKF(0, "n=%zu stride=%u k=%u shape=%d: record %zu out of order", n, stride,
			       k, (int)sh, i);
		}
	}
	CHECKF(sum_in == sum_out, "n=%zu stride=%u k=%u shape=%d: payloads changed", n, stride,
	       k, (int)sh);
	free(v);
	free(w);
}

int main(void)
{
	static const size_t sizes[] = { 0, 1, 2, 3, 15, 16, 17, 33, 100, 1000, 20000 };
	int bad = 0;

	rng_state = 0x1234567ULL;
	for (size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
		for (unsigned sh = 0; sh < NSHAPES; sh++)
			for (unsigned k = 1; k <= 2; k++) {
				one(sizes[s], 2 * k, k, sh, &bad);
				one(sizes[s], k + 1, k, sh, &bad);
			}
	printf("sorted %zu sizes x %d shapes x 4 layouts\n", sizeof(sizes) / sizeof(sizes[0]),
	       NSHAPES);
	return TC_DONE();
}
