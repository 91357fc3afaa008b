/* The classifier walk's cut (cg_cls.h): which bits of the key index a
 * table of where the walk starts, and that table. */
#include "cg_cls.h"
#include "cg_internal.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>

/* The cut: B bits of the key index a table that says where the walk
 * would be after the decisions those bits already settle (HiCuts' cut,
 * over the same tree). The bits are the top ones of the root's key word,
 * or the top B1 of it and the top B - B1 of a second word (a cell of two
 * dimensions, as HiCuts cuts two at once). From the root on, the landing
 * follows nodes of the cut's dimensions none of whose thresholds falls
 * inside the cell, to the first node of another dimension, a node that
 * splits the cell, or a leaf. A tree splits the dense parts of an address
 * space deeply and the rest hardly at all, so most cells start a step or
 * more down and many at their leaf, and the walk, which ends at a leaf,
 * takes only the steps below. B is chosen per tree (choose_cut), from
 * 2^12 words (32 KiB) to 2^20 (8 MiB). */
#define CUT_MIN_BITS 12
#define CUT_MAX_BITS 20

/* A cut's cell: key word D[i] lies in [LO[i], HI[i]], i < 2 (D[1] ==
 * D[0] when the cut has one dimension). */
struct cut_cell {
	unsigned d[2];
	uint64_t lo[2], hi[2];
};

/* The cut's word for node AT of dimension DIM (CUT_CHILD_AT). */
static uint32_t cut_word(size_t at, unsigned dim)
{
	return (uint32_t)(at << CUT_CHILD_AT | dim << NODE_DIMS);
}

/* The node of packed tree PK (root dimension ROOT) where the walk is
 * once the key is in cell C, as the cut's word. */
static uint32_t cut_landing(const struct packed *pk, unsigned root, const struct cut_cell *c)
{
	size_t at = 0;
	unsigned dim = root;

	for (;;) {
		const uint64_t *w = pk->w + at * NODE_WORDS;
		unsigned above = 0, i = dim == c->d[0] ? 0 : 1;

		if (pk_is_leaf(pk, at) || dim != c->d[i])
			break;   /* a leaf, or a dimension the cell leaves open */
		for (unsigned sl = 0; sl < NODE_SLOTS; sl++) {
			uint64_t thr = 0 - w[sl];   /* negated; unused slots 0 */

			if (thr > c->hi[i])
				above++;
			else if (thr > c->lo[i])
				return cut_word(at, dim);   /* splits the cell */
		}
		dim = pk_child_dim(pk, at, above);
		at = pk_first_child(pk, at) + above;
	}
	return cut_word(at, dim);
}

/* Cell V of cut S. */
static struct cut_cell cut_cell(const struct cut_shape *s, uint64_t v)
{
	struct cut_cell c;

	for (unsigned i = 0; i < 2; i++) {
		unsigned low = key_bits(s->d[i]) - s->b[i];
		uint64_t x = i ? v & (((uint64_t)1 << s->b[1]) - 1) : v >> s->b[1];

		c.d[i] = s->b[i] ? s->d[i] : s->d[0];
		c.lo[i] = x << low;
		c.hi[i] = c.lo[i] + ((uint64_t)1 << low) - 1;
	}
	if (!s->b[1]) {
		c.lo[1] = c.lo[0];
		c.hi[1] = c.hi[0];
	}
	return c;
}

/* The cell of cut S that KEY (a word per dimension) lies in. */
static uint64_t cut_index(const struct cut_shape *s, const uint64_t *key)
{
	uint64_t v = key[s->d[0]] >> (key_bits(s->d[0]) - s->b[0]);

	if (s->b[1])
		v = v << s->b[1] | key[s->d[1]] >> (key_bits(s->d[1]) - s->b[1]);
	return v;
}

/* Boxes of K that choose_cut samples, at most. */
#define CUT_SAMPLES 1024

/* The steps below the cut of shape S, summed over the sample keys KEY[n]
 * whose paths from the root (PATH[j], LEN[j] nodes) are given. */
static size_t cut_cost(const struct packed *pk, unsigned root, const struct cut_shape *s,
		       uint64_t (*key)[CLS_NDIMS], size_t (*path)[64], const unsigned *len, size_t n)
{
	size_t sum = 0;

	for (size_t j = 0; j < n; j++) {
		struct cut_cell c = cut_cell(s, cut_index(s, key[j]));
		size_t at = cut_landing(pk, root, &c) >> CUT_CHILD_AT;
		unsigned i = 0;

		while (i + 1 < len[j] && path[j][i] != at)
			i++;
		sum += len[j] - 1 - i;
	}
	return sum;
}

/* The path of KEY through PK from the root (dimension ROOT) into PATH:
 * its number of nodes, the leaf's included. */
static unsigned key_path(const struct packed *pk, unsigned root, const uint64_t *key, size_t *path)
{
	size_t at = 0;
	unsigned dim = root, n = 0;

	for (;;) {
		const uint64_t *w = pk->w + at * NODE_WORDS;
		unsigned above = 0;

		path[n++] = at;
		if (pk_is_leaf(pk, at) || n == 64)
			return n;
		for (unsigned sl = 0; sl < NODE_SLOTS; sl++)
			above += 0 - w[sl] > key[dim];
		dim = pk_child_dim(pk, at, above);
		at = pk_first_child(pk, at) + above;
	}
}

/* A fixed pseudo-random word for I (splitmix64's finaliser): the
 * samples' points, the same on every build. */
static uint64_t sample_hash(uint64_t i)
{
	i = (i ^ (i >> 30)) * 0xbf58476d1ce4e5b9u;
	i = (i ^ (i >> 27)) * 0x94d049bb133111ebu;
	return i ^ (i >> 31);
}

/* The best cut of BITS bits for PK over the samples (cut_cost): the
 * root's word alone, or with a second word of a dimension in DIMS where
 * that saves a tenth of the steps (the second word costs a load and a
 * shift). Its cost into *COST. */
static struct cut_shape best_shape(const struct packed *pk, unsigned root, unsigned bits,
				   const bool *dims, uint64_t (*key)[CLS_NDIMS],
				   size_t (*path)[64], const unsigned *len, size_t n, size_t *cost)
{
	unsigned b0 = bits < key_bits(root) ? bits : key_bits(root);
	struct cut_shape best = { { root, root }, { b0, 0 } }, s;
	size_t one = cut_cost(pk, root, &best, key, path, len, n), x;

	*cost = one;
	for (unsigned d = 0; d < CLS_NDIMS; d++) {
		if (d == root || !dims[d])
			continue;
		for (unsigned b1 = bits / 3; b1 < bits && b1 <= key_bits(root); b1++) {
			s = (struct cut_shape){ { root, d }, { b1, bits - b1 } };
			if (s.b[1] > key_bits(d))
				continue;
			x = cut_cost(pk, root, &s, key, path, len, n);
			if (x * 10 < one * 9 && x < *cost) {
				best = s;
				*cost = x;
			}
		}
	}
	return best;
}

/* The cut for K's tree PK: of every size from CUT_MIN_BITS to
 * CUT_MAX_BITS, two bits at a time, the best shape (best_shape), priced
 * by the steps it leaves below it over a sample of K's boxes (a point
 * inside each: a frame that matches a rule walks where the rules are),
 * plus an eighth of a step for every 4 times the table's size: more bits
 * are taken where they save a walk step, not where they save nothing.
 * bench/README.md, part 5 follow-up 19, has what they gained. */
static struct cut_shape choose_cut(const struct cls *k, const struct packed *pk, unsigned root)
{
	size_t n = k->nbox < CUT_SAMPLES ? k->nbox : CUT_SAMPLES, cost, price, best_price = SIZE_MAX;
	uint64_t (*key)[CLS_NDIMS] = xcalloc(n ? n : 1, sizeof(*key));
	size_t (*path)[64] = xcalloc(n ? n : 1, sizeof(*path));
	unsigned *len = xcalloc(n ? n : 1, sizeof(*len));
	bool dims[CLS_NDIMS] = { false };
	struct cut_shape best = { { root, root }, { 0, 0 } }, s;

	for (size_t at = 0; at < pk->n; at++)
		if (!pk_is_leaf(pk, at))
			for (unsigned a = 0; a < pk_children(pk, at); a++) {
				unsigned d = pk_child_dim(pk, at, a);

				if (d < CLS_NDIMS)
					dims[d] = true;
			}
	for (size_t j = 0; j < n; j++) {
		const struct cls_box *b = &k->box[j * k->nbox / n];

		for (unsigned d = 0; d < CLS_NDIMS; d++) {
			uint64_t top = ((uint64_t)1 << key_bits(d)) - 1;
			uint64_t hi = b->hi[d] < top ? b->hi[d] : top, lo = b->lo[d] < hi ? b->lo[d] : hi;

			key[j][d] = lo + sample_hash(j * CLS_NDIMS + d) % (hi - lo + 1);
		}
		len[j] = key_path(pk, root, key[j], path[j]);
	}
	for (unsigned bits = CUT_MIN_BITS; bits <= CUT_MAX_BITS; bits += 2) {
		s = best_shape(pk, root, bits, dims, key, path, len, n, &cost);
		price = 8 * cost + n * (bits - CUT_MIN_BITS) / 2;
		if (price < best_price) {
			best = s;
			best_price = price;
		}
	}
	free(key);
	free(path);
	free(len);
	return best;
}

/* The first cell at or after V not yet given its earliest rule: NEXT
 * links each filled cell onward (a union-find of filled runs, halved as
 * it is walked), so each cell is filled once. */
static size_t next_open(size_t *next, size_t v)
{
	while (next[v] != v) {
		next[v] = next[next[v]];
		v = next[v];
	}
	return v;
}

/* Fills the open cells FROM..TO (cut words W) with LAST; returns how
 * many it filled. */
static size_t fill_open(size_t *next, uint64_t *w, size_t from, size_t to, uint64_t last)
{
	size_t n = 0;

	for (size_t v = next_open(next, from); v <= to; v = next_open(next, v)) {
		w[v] = (uint32_t)w[v] | last;
		next[v] = v + 1;
		n++;
	}
	return n;
}

/* Into the high half of W (cut S's words), each cell's cg_decided_last
 * of the earliest rule whose box of K reaches the cell in the cut's
 * words, or CG_DECIDED_ALL. Boxes are in member order, so the first box
 * to reach a cell is its earliest rule's; the other dimensions are left
 * out, so the bound is safe, not always tight. A box of a two-word cut
 * is a run of cells per row; past a budget of rows, the cells still
 * open take the box's rule, which no later box's comes before: safe
 * again, and the work stays linear in the cells and boxes. */
static void cut_lasts(const struct cls *k, const struct cut_shape *s, uint64_t *w)
{
	size_t ncell = (size_t)1 << (s->b[0] + s->b[1]), open = ncell;
	size_t *next = xmalloc((ncell + 1) * sizeof(*next)), rows = 0;

	for (size_t v = 0; v <= ncell; v++)
		next[v] = v;
	for (size_t v = 0; v < ncell; v++)
		w[v] |= (uint64_t)CG_DECIDED_ALL << CUT_LAST_AT;
	for (size_t j = 0; j < k->nbox && open; j++) {
		const struct cls_box *b = &k->box[j];
		uint64_t last = (uint64_t)cg_decided_last(k->member[b->member]) << CUT_LAST_AT;
		uint64_t lo[2] = { 0, 0 }, hi[2] = { 0, 0 };

		for (unsigned i = 0; i < 2 && s->b[i]; i++) {
			unsigned d = s->d[i], low = key_bits(d) - s->b[i];
			uint64_t top = ((uint64_t)1 << key_bits(d)) - 1;

			lo[i] = (b->lo[d] < top ? b->lo[d] : top) >> low;
			hi[i] = (b->hi[d] < top ? b->hi[d] : top) >> low;
		}
		if (!s->b[1] || (lo[1] == 0 && hi[1] == ((uint64_t)1 << s->b[1]) - 1)) {
			open -= fill_open(next, w, (size_t)(lo[0] << s->b[1]),
					  (size_t)(hi[0] << s->b[1] | hi[1]), last);
			continue;
		}
		for (uint64_t a = lo[0]; a <= hi[0] && open; a++, rows++) {
			if (rows > 8 * ncell + k->nbox)
				open -= fill_open(next, w, 0, ncell - 1, last);
			else
				open -= fill_open(next, w, (size_t)(a << s->b[1] | lo[1]),
						  (size_t)(a << s->b[1] | hi[1]), last);
		}
	}
	free(next);
}

uint64_t *cut_build(const struct cls *k, const struct packed *pk, unsigned root,
		    struct cut_shape *s, unsigned *steps)
{
	size_t ncell;
	uint64_t *w;

	if (pk->n >> (32 - CUT_CHILD_AT)) {
		fprintf(stderr, "xdpc: internal error: %zu nodes do not fit a cut's word\n", pk->n);
		abort();
	}
	*s = choose_cut(k, pk, root);
	ncell = (size_t)1 << (s->b[0] + s->b[1]);
	w = xcalloc(ncell, sizeof(*w));
	*steps = 0;
	for (size_t v = 0; v < ncell; v++) {
		struct cut_cell cell = cut_cell(s, v);
		uint32_t at = cut_landing(pk, root, &cell);

		w[v] = at;
		if (pk->steps[at >> CUT_CHILD_AT] > *steps)
			*steps = pk->steps[at >> CUT_CHILD_AT];
	}
	cut_lasts(k, s, w);
	return w;
}
