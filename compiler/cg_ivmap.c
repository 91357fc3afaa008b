/* ivmap_build(): a sweep over the range boundaries with a min-heap of the
 * ranks that cover the current point (removal is lazy: a rank leaves the
 * heap when it reaches the top with no covering range left). O(n log n). */
#include "cg_ivmap.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

struct event {
	uint64_t at[2];
	uint32_t rank;
	int add;   /* 1: a range starts here; 0: one ended just before */
};

static unsigned sort_k;

static int cmp_words(const uint64_t *a, const uint64_t *b, unsigned k)
{
	for (unsigned i = 0; i < k; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

static int cmp_event(const void *pa, const void *pb)
{
	const struct event *a = pa, *b = pb;

	return cmp_words(a->at, b->at, sort_k);
}

struct heap {
	uint32_t *v;
	size_t n;
};

static void heap_push(struct heap *h, uint32_t x)
{
	size_t i = h->n++;

	while (i && h->v[(i - 1) / 2] > x) {
		h->v[i] = h->v[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h->v[i] = x;
}

static void heap_pop(struct heap *h)
{
	uint32_t x = h->v[--h->n];
	size_t i = 0;

	for (;;) {
		size_t l = 2 * i + 1, m = l;

		if (l >= h->n)
			break;
		if (l + 1 < h->n && h->v[l + 1] < h->v[l])
			m = l + 1;
		if (h->v[m] >= x)
			break;
		h->v[i] = h->v[m];
		i = m;
	}
	if (h->n)
		h->v[i] = x;
}

/* END + 1 into NEXT; 0 when END is MAX (nothing follows it). */
static int after(const uint64_t *end, const uint64_t *max, unsigned k, uint64_t *next)
{
	if (cmp_words(end, max, k) == 0)
		return 0;
	memcpy(next, end, k * sizeof(uint64_t));
	for (int i = (int)k - 1; i >= 0; i--)
		if (++next[i] != 0)
			break;
	return 1;
}

static void emit(uint64_t *out, size_t *n, unsigned k, const uint64_t *at, uint32_t rank)
{
	uint64_t *e;

	if (*n && out[(*n - 1) * (k + 1) + k] == rank)
		return;
	e = out + *n * (k + 1);
	memcpy(e, at, k * sizeof(uint64_t));
	e[k] = rank;
	(*n)++;
}

size_t ivmap_build(const struct ivm_range *r, size_t n, unsigned k,
		   const uint64_t max[2], uint64_t **out)
{
	struct event *ev = xmalloc(2 * n * sizeof(*ev));
	uint32_t maxrank = 0;
	size_t nev = 0, npieces = 0;
	uint32_t *live;
	struct heap h;
	uint64_t *o, zero[2] = { 0, 0 };

	for (size_t i = 0; i < n; i++) {
		struct event *s = &ev[nev++];

		memcpy(s->at, r[i].lo, sizeof(s->at));
		s->rank = r[i].rank;
		s->add = 1;
		if (after(r[i].hi, max, k, ev[nev].at)) {
			ev[nev].rank = r[i].rank;
			ev[nev].add = 0;
			nev++;
		}
		if (r[i].rank > maxrank)
			maxrank = r[i].rank;
	}
	sort_k = k;
	qsort(ev, nev, sizeof(*ev), cmp_event);
	live = xcalloc((size_t)maxrank + 1, sizeof(*live));
	h.v = xmalloc(n * sizeof(*h.v));
	h.n = 0;
	o = xmalloc((nev + 1) * (k + 1) * sizeof(uint64_t));
	if (nev == 0 || cmp_words(ev[0].at, zero, k) != 0)
		emit(o, &npieces, k, zero, 0);
	for (size_t i = 0; i < nev;) {
		size_t j = i;

		for (; j < nev && cmp_words(ev[j].at, ev[i].at, k) == 0; j++) {
			if (ev[j].add) {
				if (live[ev[j].rank]++ == 0)
					heap_push(&h, ev[j].rank);
			} else {
				live[ev[j].rank]--;
			}
		}
		while (h.n && live[h.v[0]] == 0)
			heap_pop(&h);
		emit(o, &npieces, k, ev[i].at, h.n ? h.v[0] : 0);
		i = j;
	}
	free(ev);
	free(live);
	free(h.v);
	*out = o;
	return npieces;
}
