/* A multi-field classifier's tables (cg_cls_tables.h): the tree of
 * cls.h packed into nodes of up to three levels, its cut (cg_cut.c),
 * the leaves' lists and the boxes. cg_cls.c's opening comment says how
 * the generated code walks and scans them. */
#include "cg_cls_tables.h"
#include "plan.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t pow2(size_t n)
{
	size_t p = 1;

	while (p < n)
		p *= 2;
	return p;
}

static size_t pk_alloc(struct packed *p, size_t k)
{
	size_t at = p->n;

	if (p->n + k > p->cap) {
		size_t old = p->cap;

		p->cap = p->cap ? 2 * p->cap : 64;
		while (p->cap < p->n + k)
			p->cap *= 2;
		p->w = xrealloc(p->w, p->cap * NODE_WORDS * sizeof(*p->w));
		memset(p->w + old * NODE_WORDS, 0, (p->cap - old) * NODE_WORDS * sizeof(*p->w));
		p->steps = xrealloc(p->steps, p->cap * sizeof(*p->steps));
	}
	p->n += k;
	return at;
}

static bool is_leaf(const struct cls *k, uint32_t b)
{
	return CLS_NODE_DIM(k->node[2 * b + 1]) == CD_ZERO;
}

/* The key word tree node B compares: CD_ZERO (always 0) at a leaf. */
static unsigned node_dim(const struct cls *k, uint32_t b)
{
	return is_leaf(k, b) ? CD_ZERO : CLS_NODE_DIM(k->node[2 * b + 1]);
}

/* The subtree of tree node B (inner, dimension D) that a packed node
 * takes: its nodes of dimension D in the first CLS_NODE_LEVELS levels,
 * in order. They split D into intervals, so their thresholds come out
 * ascending (each inside the region above it) and the nodes below them,
 * one per interval, in the same order. */
static void pk_collect(const struct cls *k, uint32_t b, unsigned d, unsigned level,
		       uint64_t *thr, size_t *nthr, uint32_t *below, size_t *nbelow)
{
	uint64_t w = k->node[2 * b + 1];

	if (level == CLS_NODE_LEVELS || is_leaf(k, b) || CLS_NODE_DIM(w) != d) {
		below[(*nbelow)++] = b;
		return;
	}
	pk_collect(k, CLS_NODE_CHILD(w), d, level + 1, thr, nthr, below, nbelow);
	thr[(*nthr)++] = k->node[2 * b];
	pk_collect(k, CLS_NODE_CHILD(w) + 1, d, level + 1, thr, nthr, below, nbelow);
}

/* Packed node AT for tree node B (cls.h) and the levels below it; returns
 * the walk's steps from AT to a leaf. */
static unsigned pk_fill(const struct cls *k, struct packed *p, size_t at, uint32_t b)
{
	uint64_t thr[NODE_SLOTS], *w;
	uint32_t below[NODE_SLOTS + 1];
	size_t nthr = 0, nbelow = 0, base;
	unsigned steps = 0, d;

	if (is_leaf(k, b)) {
		uint64_t info = k->node[2 * b + 1];
		unsigned riders;

		/* the walk never reads a leaf's thresholds (it ends at the
		 * leaf's dimension, CD_ZERO): the first holds the riders'
		 * list, as the last word the leaf's */
		w = p->w + at * NODE_WORDS;
		w[NODE_SLOTS] = (uint64_t)CLS_NODE_LEN(info) << NODE_LEN |
				(uint64_t)CLS_NODE_START(info) << NODE_START;
		riders = CLS_LEAF_RIDERS(k->node[2 * b]);
		/* 0 when there are none, as the word of a tree not walked */
		w[NODE_RIDERS] = riders ? (uint64_t)riders << NODE_LEN |
						  (uint64_t)(CLS_NODE_START(info) +
							     CLS_NODE_LEN(info))
							  << NODE_START :
					  0;
		p->steps[at] = 0;
		return 0;
	}
	d = node_dim(k, b);
	pk_collect(k, b, d, 0, thr, &nthr, below, &nbelow);
	base = pk_alloc(p, nbelow);
	w = p->w + at * NODE_WORDS;
	/* the walk counts the thresholds above the key: interval j (j of
	 * them at or below it) is child nthr - j; unused slots hold 0.
	 * Stored negated (below) */
	for (size_t s = 0; s < nthr; s++)
		w[s] = 0 - thr[s];
	w[NODE_SLOTS] = (uint64_t)base << NODE_CHILD_AT;
	for (size_t j = 0; j < nbelow; j++)
		w[NODE_SLOTS] |= (uint64_t)node_dim(k, below[j]) << (NODE_DIMS + 4 * (nthr - j));
	for (size_t j = 0; j < nbelow; j++) {
		unsigned sub = pk_fill(k, p, base + nthr - j, below[j]);

		if (sub > steps)
			steps = sub;
	}
	p->steps[at] = (uint8_t)(steps + 1);   /* cls.c's MAX_DEPTH keeps it small */
	return steps + 1;
}

/* That invariant, checked: a classifier whose values break it (a wider
 * dimension added to cls.h) must not compile to wrong answers. So must
 * the node word's child index (cls.c's MAX_NODES keeps it far below),
 * and a lane's start (its end is clipped to the lane). */
static void check_narrow(const struct cls *k, const struct packed *pk)
{
	if (pk->n > (size_t)NODE_CHILD_MAX + 1)
		abort();
	for (size_t n = 0; n < pk->n; n++)
		for (unsigned sl = 0; sl < NODE_SLOTS; sl++)
			if (!pk_is_leaf(pk, n) &&
			    0 - pk->w[n * NODE_WORDS + sl] > NARROW_MAX)   /* negated */
				abort();
	for (size_t b = 0; b < k->nbox; b++)
		for (unsigned d = 0; d < CLS_NDIMS; d++)
			if (k->box[b].lo[d] > NARROW_MAX ||
			    (k->box[b].hi[d] >= NARROW_MAX && k->box[b].hi[d] != UINT64_MAX) ||
			    (in_lanes(d) && k->box[b].lo[d] >= lane_guard(d)))
				abort();
}

/* `c` for a deciding classifier, `k` for a counting one. */
static char kind_letter(const struct cls *k)
{
	return k->counting ? 'k' : 'c';
}

/* The name of classifier K's (number ID) table WHAT. */
static void table_name(char *name, size_t size, const struct cls *k, int id, const char *what)
{
	snprintf(name, size, "xdpc_%c%d_%s", kind_letter(k), id, what);
}

/* Table WHAT of classifier K (number ID): the N words W, in K's
 * section. */
static LLVMValueRef table(struct cg *c, const struct cls *k, int id, const char *what,
			  const uint64_t *w, size_t n)
{
	char name[64], sec[64];
	LLVMValueRef g;

	table_name(name, sizeof(name), k, id, what);
	snprintf(sec, sizeof(sec), ".rodata.xdpc_%c%d", kind_letter(k), id);
	g = cg_rodata_values(c, name, 64, w, n);
	LLVMSetSection(g, sec);
	return g;
}

/* The cut's table for T (a walk of at least two steps, cg_cut.c); T->steps
 * becomes the most steps left below a cell's node. */
static void build_cut(struct cg *c, const struct cls *k, int id, const struct packed *pk,
		      struct cls_tables *t)
{
	unsigned steps;
	uint64_t *w = cut_build(k, pk, t->root_dim, &t->cut_shape, &steps);

	t->steps = steps;
	t->cut = table(c, k, id, "cut", w, (size_t)1 << (t->cut_shape.b[0] + t->cut_shape.b[1]));
	free(w);
}

/* A box's words, for the dimensions T's boxes narrow: the lanes' pair
 * (if any lane is narrowed), each narrowed address word's pair, the
 * code. Up to 8 words are padded to a power of two, so that an IPv4
 * box is one cache line (7 words, where 25 were before the lanes) and
 * its first word is its index shifted; an IPv6 box is 19 words. */
static void box_layout(struct cls_tables *t)
{
	unsigned at = 0;

	t->box_lanes = at;
	if (lane_guards(t->used))
		at += 2;
	for (unsigned d = 0; d < CD_SPORT; d++) {
		t->box_dim[d] = at;
		if (t->used[d])
			at += 2;
	}
	t->box_code = at++;
	t->box_words = at <= NODE_WORDS ? (unsigned)pow2(at) : at;
}

/* The most bytes a box table with a box per list entry may take, and
 * how many times the lists' layout it may be (table_sizes). The cap
 * keeps every offset a scan computes far below the 512 MiB the verifier
 * allows into a map value. */
#define BOX_PER_ENTRY_MAX ((size_t)64 << 20)
#define BOX_PER_ENTRY_GROWTH 4

/* T's leaf and box table sizes, the dimensions K's boxes narrow and the
 * boxes' layout. The leaves' lists (cls.h) name boxes in a leaf table; a
 * scan reads a list's entry j (which box), then the box, so each box
 * waits on one more load. Where it costs at most BOX_PER_ENTRY_GROWTH
 * times the memory and BOX_PER_ENTRY_MAX bytes, the box table instead
 * holds a box per list entry, each list's boxes one after the other: box
 * j of a list is at its start + j, and there is no leaf table. A box in
 * several leaves is then stored once per leaf, which is where the memory
 * goes: bench/README.md, part 5 follow-ups 16 and 17. */
static void table_sizes(const struct cg *c, const struct cls *k, struct cls_tables *t)
{
	size_t lists, entries;

	t->pleaf = pow2(k->nleaf ? k->nleaf : 1);
	t->pbox = pow2(k->nbox ? k->nbox : 1);
	for (size_t b = 0; b < k->nbox; b++)
		for (unsigned d = 0; d < CLS_NDIMS; d++)
			t->used[d] |= cls_box_narrows(&k->box[b], d);
	box_layout(t);
	lists = (t->pleaf + t->pbox * t->box_words) * sizeof(uint64_t);
	entries = t->pleaf * t->box_words * sizeof(uint64_t);
	t->box_per_entry = !c->opt->cls_box_lists && entries <= BOX_PER_ENTRY_MAX &&
			   entries <= BOX_PER_ENTRY_GROWTH * lists;
	if (t->box_per_entry)
		t->pbox = t->pleaf;
}

/* The words of box B of K, at E (T's layout). */
static void fill_box(struct cg *c, const struct cls *k, const struct cls_tables *t, size_t b,
		     uint64_t *e)
{
	const struct cls_box *x = &k->box[b];

	for (unsigned d = 0; d < CD_SPORT; d++) {
		if (!t->used[d])
			continue;
		e[t->box_dim[d]] = 0 - x->lo[d];   /* negated */
		e[t->box_dim[d] + 1] = x->hi[d] > NARROW_MAX ? NARROW_MAX : x->hi[d];
	}
	for (unsigned d = CD_SPORT; d < CLS_NDIMS; d++) {
		uint64_t g = lane_guard(d), hi = x->hi[d] < g ? x->hi[d] : g - 1;

		if (!t->used[d])
			continue;
		e[t->box_lanes] += (g - x->lo[d]) << LANE_AT[d];
		e[t->box_lanes + 1] += (g + hi) << LANE_AT[d];
	}
	e[t->box_code] = plan_rule_code(c->prog->rules[k->member[x->member]]) |
			 (uint64_t)x->need << 32;
}

/* A leaf's first box, in the leaf's own node: the walk's last step
 * computes the leaf's index, and the scan then reads the leaf's word
 * (where its list is), the list (which box), and the box: three loads,
 * each waiting on the one before. With the first box's words in the
 * node's free slots (1 to 6: slot 0 holds the riders' list) and its
 * code in the leaf word's low bits (free: a leaf has no children), the
 * first box waits on one load only. Where it fits: a
 * deciding classifier without residual tests (no need bits), whose box
 * is at most 6 words and code (plan.h) at most LEAF_CODE_MASK: IPv4
 * boxes. bench/README.md, part 5 follow-up 14, has what it gained. */
static bool leaf_inline(const struct cls *k, const struct cls_tables *t, const struct cg *c)
{
	if (k->counting || k->nresid || t->box_code > NODE_SLOTS - 1 || !k->count)
		return false;
	return plan_rule_code(c->prog->rules[k->member[k->count - 1]]) <= LEAF_CODE_MASK;
}

/* The leaves of the packed nodes PK, as words W, take their first box
 * (leaf_inline). */
static void inline_first_boxes(struct cg *c, const struct cls *k, const struct cls_tables *t,
			       const struct packed *pk, uint64_t *w)
{
	uint64_t e[NODE_WORDS];

	for (size_t at = 0; at < pk->n; at++) {
		uint64_t *node = w + at * NODE_WORDS, info = node[NODE_SLOTS];

		if (!pk_is_leaf(pk, at) || ((info >> NODE_LEN) & 0xff) == 0)
			continue;
		memset(e, 0, sizeof(e));
		fill_box(c, k, t, k->leaf[info >> NODE_START], e);
		memcpy(node + 1, e, t->box_code * sizeof(*e));
		node[NODE_SLOTS] = (info & ~(uint64_t)LEAF_CODE_MASK) | e[t->box_code];
	}
}

void cls_tables_build(struct cg *c, const struct cls *k, int id, struct cls_tables *t)
{
	struct packed pk = { 0 };
	uint64_t *w;
	size_t nodes, boxes, n;

	t->steps = pk_fill(k, &pk, pk_alloc(&pk, 1), 0);
	t->root_dim = node_dim(k, 0);
	check_narrow(k, &pk);
	if (t->steps >= 2)
		build_cut(c, k, id, &pk, t);
	t->pnode = pow2(pk.n);
	table_sizes(c, k, t);
	/* the node table's words, with NODE_SLOTS nodes of zeros after the
	 * last: the verifier sees the walk's child as the masked first
	 * child plus up to NODE_SLOTS */
	nodes = (t->pnode + NODE_SLOTS) * NODE_WORDS;
	boxes = t->pbox * t->box_words;
	n = nodes > boxes ? nodes : boxes;
	w = xcalloc(n > t->pleaf ? n : t->pleaf, sizeof(*w));
	memcpy(w, pk.w, pk.n * NODE_WORDS * sizeof(*w));
	t->first_inline = leaf_inline(k, t, c);
	if (t->first_inline)
		inline_first_boxes(c, k, t, &pk, w);
	free(pk.w);
	free(pk.steps);
	t->node = table(c, k, id, "node", w, nodes);
	if (!t->box_per_entry) {
		memset(w, 0, t->pleaf * sizeof(*w));
		for (size_t i = 0; i < k->nleaf; i++)
			w[i] = k->leaf[i];
		t->leaf = table(c, k, id, "leaf", w, t->pleaf);
	}
	memset(w, 0, boxes * sizeof(*w));
	if (t->box_per_entry) {
		for (size_t i = 0; i < k->nleaf; i++)
			fill_box(c, k, t, k->leaf[i], w + i * t->box_words);
	} else {
		for (size_t b = 0; b < k->nbox; b++)
			fill_box(c, k, t, b, w + b * t->box_words);
	}
	t->box = table(c, k, id, "box", w, boxes);
	free(w);
}

void cls_tables_find(struct cg *c, const struct cls *k, int id, struct cls_tables *t)
{
	char name[64];

	table_sizes(c, k, t);
	table_name(name, sizeof(name), k, id, "leaf");
	t->leaf = t->box_per_entry ? NULL : LLVMGetNamedGlobal(c->mod, name);
	table_name(name, sizeof(name), k, id, "box");
	t->box = LLVMGetNamedGlobal(c->mod, name);
}
