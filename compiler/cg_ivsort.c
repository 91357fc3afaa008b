/* Sorting records of u64 words by their leading key words: the intervals
 * of big sets (cg_sets.c). glibc's qsort through a comparator took 16% of
 * compiling a 1,000,000-prefix IPv6 set (a merge sort with a 32 MiB
 * buffer and a call per compare); this quicksort compares in line, in
 * place, and falls back to heapsort past a depth limit, so crafted input
 * cannot make it quadratic. */
#include "cg_internal.h"

#include <stdlib.h>

/* Below this many records: insertion sort. */
#define SMALL 16
/* Records are at most this many words. */
#define MAX_STRIDE 8

struct recs {
	uint64_t *v;
	unsigned stride, k;
};

static uint64_t *at(const struct recs *r, size_t i)
{
	return r->v + i * r->stride;
}

static int less(const struct recs *r, const uint64_t *a, const uint64_t *b)
{
	for (unsigned i = 0; i < r->k; i++)
		if (a[i] != b[i])
			return a[i] < b[i];
	return 0;
}

static void swap(const struct recs *r, size_t i, size_t j)
{
	uint64_t *a = at(r, i), *b = at(r, j);

	for (unsigned w = 0; w < r->stride; w++) {
		uint64_t t = a[w];

		a[w] = b[w];
		b[w] = t;
	}
}

static void insertion(const struct recs *r, size_t lo, size_t hi)
{
	for (size_t i = lo + 1; i < hi; i++)
		for (size_t j = i; j > lo && less(r, at(r, j), at(r, j - 1)); j--)
			swap(r, j, j - 1);
}

static void sift(const struct recs *r, size_t lo, size_t root, size_t n)
{
	for (size_t child; (child = 2 * root + 1) < n; root = child) {
		if (child + 1 < n && less(r, at(r, lo + child), at(r, lo + child + 1)))
			child++;
		if (!less(r, at(r, lo + root), at(r, lo + child)))
			return;
		swap(r, lo + root, lo + child);
	}
}

static void heapsort_range(const struct recs *r, size_t lo, size_t hi)
{
	size_t n = hi - lo;

	for (size_t i = n / 2; i-- > 0;)
		sift(r, lo, i, n);
	for (size_t end = n; end-- > 1;) {
		swap(r, lo, lo + end);
		sift(r, lo, 0, end);
	}
}

/* The median of records A, B, C moved to LO, as the pivot. */
static void pivot_to(const struct recs *r, size_t lo, size_t a, size_t b, size_t c)
{
	if (less(r, at(r, b), at(r, a)))
		swap(r, a, b);
	if (less(r, at(r, c), at(r, b))) {
		swap(r, b, c);
		if (less(r, at(r, b), at(r, a)))
			swap(r, a, b);
	}
	swap(r, lo, b);
}

static void quick(const struct recs *r, size_t lo, size_t hi, unsigned depth)
{
	while (hi - lo > SMALL) {
		uint64_t p[MAX_STRIDE];
		size_t i = lo, j = hi;

		if (depth-- == 0) {
			heapsort_range(r, lo, hi);
			return;
		}
		pivot_to(r, lo, lo + 1, lo + (hi - lo) / 2, hi - 1);
		for (unsigned w = 0; w < r->k; w++)
			p[w] = at(r, lo)[w];
		/* Hoare: records equal to the pivot stop both scans, so many
		 * equal keys still split evenly */
		for (;;) {
			while (less(r, at(r, ++i), p))
				;
			while (less(r, p, at(r, --j)))
				;
			if (i >= j)
				break;
			swap(r, i, j);
		}
		swap(r, lo, j);
		/* recurse into the smaller side: the stack stays logarithmic */
		if (j - lo < hi - j - 1) {
			quick(r, lo, j, depth);
			lo = j + 1;
		} else {
			quick(r, j + 1, hi, depth);
			hi = j;
		}
	}
	insertion(r, lo, hi);
}

void cg_sort_records(uint64_t *v, size_t n, unsigned stride, unsigned k)
{
	struct recs r = { v, stride, k };
	unsigned depth = 0;

	if (stride > MAX_STRIDE)
		abort();
	for (size_t m = n; m; m /= 2)
		depth += 2;
	quick(&r, 0, n, depth);
}
