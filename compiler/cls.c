#include "cls.h"

#include "groups.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

#define MAX_TERMS 16          /* disjuncts of a rule, conjuncts of each */
#define LEAF_MIN 4            /* lists this short are not split further */
#define MAX_DEPTH 48          /* the walk's bound */
#define MAX_LEAF 255          /* CLS_NODE_LEN's 8 bits */
#define MAX_NODES (1u << 21)  /* tables of a few MB (cg_cls.c) */
#define MAX_REFS (1u << 22)

/* ---- boxes of a rule ---- */

static uint32_t be32(const uint8_t *b)
{
	return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

static void box_full(struct cls_box *b)
{
	for (unsigned d = 0; d < CLS_NDIMS; d++) {
		b->lo[d] = 0;
		b->hi[d] = ~0ULL;
	}
	b->need = 0;
}

/* Narrows B to [LO, HI] on dimension D; false when nothing is left. */
static bool box_clip(struct cls_box *b, unsigned d, uint64_t lo, uint64_t hi)
{
	if (lo > b->lo[d])
		b->lo[d] = lo;
	if (hi < b->hi[d])
		b->hi[d] = hi;
	return b->lo[d] <= b->hi[d];
}

/* Prefix P as ranges of the address's 32-bit words from dimension D0 on
 * (cls.h): the words inside the prefix exact, the one it ends in a range,
 * the rest free. IPv4 is word 0. */
static bool clip_prefix(struct cls_box *b, const struct prefix *p, unsigned d0)
{
	if (!box_clip(b, CD_FAMILY, p->family, p->family))
		return false;
	for (unsigned w = 0; w < 4 && p->plen > 32 * w; w++) {
		unsigned bits = p->plen - 32 * w >= 32 ? 32 : p->plen - 32 * w;
		uint32_t m = bits == 32 ? ~0u : ~(~0u >> bits);
		uint32_t v = be32(p->addr + 4 * w) & m;

		if (!box_clip(b, d0 + w, v, v | ~m))
			return false;
	}
	return true;
}

/* How many alternatives conjunct E gives (elements of its set), 0 if it
 * is a residual test. */
static size_t alternatives(const struct expr *e)
{
	int f = group_key_field(e);

	if (f < 0)
		return 0;
	if (f == GF_PROTO)
		return 1;
	return f == GF_SPORT || f == GF_DPORT ? e->u.prim.set->nports : e->u.prim.set->npfx;
}

/* Alternative I of conjunct E applied to B. */
static bool clip_alt(struct cls_box *b, const struct expr *e, size_t i)
{
	const struct port_range *r;

	switch (group_key_field(e)) {
	case GF_PROTO:
		return box_clip(b, CD_PROTO, e->u.prim.num, e->u.prim.num);
	case GF_SPORT:
	case GF_DPORT:
		r = &e->u.prim.set->ports[i];
		return box_clip(b, group_key_field(e) == GF_SPORT ? CD_SPORT : CD_DPORT, r->lo,
				r->hi);
	case GF_SRC:
		return clip_prefix(b, &e->u.prim.set->pfx[i], CD_SRC0);
	default:
		return clip_prefix(b, &e->u.prim.set->pfx[i], CD_DST0);
	}
}

static size_t flatten(const struct expr *e, enum expr_kind k, const struct expr **out,
		      size_t n)
{
	if (n > MAX_TERMS)
		return n;
	if (e->kind == k)
		return flatten(e->u.bin.rhs, k, out, flatten(e->u.bin.lhs, k, out, n));
	if (n < MAX_TERMS)
		out[n] = e;
	return n + 1;
}

struct terms {
	const struct expr *dis[MAX_TERMS];
	size_t ndis;
};

static bool terms_of(const struct rule *r, struct terms *t)
{
	/* a rate limit is a condition the classifier cannot test */
	if (!r->match || r->rate)
		return false;
	t->ndis = flatten(r->match, E_OR, t->dis, 0);
	return t->ndis <= MAX_TERMS;
}

/* Boxes of one disjunct (a conjunction); 0 when it has no key conjunct,
 * too many boxes, or (CNT only) -1 as "does not fit". */
static long disjunct_boxes(const struct expr *dis)
{
	const struct expr *c[MAX_TERMS];
	size_t n = flatten(dis, E_AND, c, 0);
	long boxes = 1, keys = 0;

	if (n > MAX_TERMS)
		return -1;
	for (size_t i = 0; i < n; i++) {
		size_t k = alternatives(c[i]);

		if (group_key_field(c[i]) < 0)
			continue;
		if (k == 0)
			return 0;   /* an empty set: no box */
		keys++;
		if ((size_t)boxes * k > CLS_MAX_BOXES_PER_RULE)
			return -1;
		boxes *= (long)k;
	}
	return keys ? boxes : -1;
}

static bool boxes_fit(const struct rule *r)
{
	struct terms t;
	long total = 0;

	if (!terms_of(r, &t))
		return false;
	for (size_t i = 0; i < t.ndis; i++) {
		long b = disjunct_boxes(t.dis[i]);

		if (b < 0)
			return false;
		total += b;
	}
	return total <= CLS_MAX_BOXES_PER_RULE;
}

bool cls_rule_fits(const struct rule *r)
{
	return r->action != ACT_COUNT && boxes_fit(r);
}

/* Whether every conjunct of E's conjunctions is a key conjunct. */
static bool keys_only(const struct expr *e)
{
	const struct expr *dis[MAX_TERMS], *c[MAX_TERMS];
	size_t nd = flatten(e, E_OR, dis, 0);

	for (size_t i = 0; i < nd && i < MAX_TERMS; i++) {
		size_t n = flatten(dis[i], E_AND, c, 0);

		for (size_t j = 0; j < n && j < MAX_TERMS; j++)
			if (group_key_field(c[j]) < 0)
				return false;
	}
	return true;
}

bool cls_count_fits(const struct rule *r)
{
	return r->action == ACT_COUNT && r->key == KEY_NONE && !r->sample && boxes_fit(r) &&
	       keys_only(r->match);
}

struct builder {
	struct arena *a;
	struct cls *c;
	size_t cap_box, cap_node, cap_leaf;   /* grow(): by doubling; a realloc
					       * per node was quadratic under
					       * sanitizers (each one a copy) */
	bool failed;
};

/* Makes room for N elements of SIZE bytes in *V, which holds *CAP. */
static void grow(void **v, size_t *cap, size_t n, size_t size)
{
	if (n <= *cap)
		return;
	while (*cap < n)
		*cap = *cap ? 2 * *cap : 256;
	*v = xrealloc(*v, *cap * size);
}

/* The bit of residual test E, a new one if no equal test has one. */
static uint32_t resid_bit(struct builder *b, const struct expr *e)
{
	struct cls *c = b->c;

	for (unsigned i = 0; i < c->nresid; i++)
		if (expr_equal(c->resid[i], e))
			return 1u << i;
	if (c->nresid == CLS_MAX_RESID) {
		b->failed = true;
		return 0;
	}
	c->resid[c->nresid] = e;
	return 1u << c->nresid++;
}

static void push_box(struct builder *b, const struct cls_box *x)
{
	struct cls *c = b->c;

	grow((void **)&c->box, &b->cap_box, c->nbox + 1, sizeof(*c->box));
	c->box[c->nbox++] = *x;
}

/* Every combination of the key conjuncts' alternatives, from conjunct I on. */
static void product(struct builder *b, const struct expr **c, size_t n, size_t i,
		    struct cls_box x)
{
	size_t k;

	while (i < n && group_key_field(c[i]) < 0)
		i++;
	if (i == n) {
		push_box(b, &x);
		return;
	}
	k = alternatives(c[i]);
	for (size_t j = 0; j < k; j++) {
		struct cls_box y = x;

		if (clip_alt(&y, c[i], j))
			product(b, c, n, i + 1, y);
	}
}

static void member_boxes(struct builder *b, const struct rule *r, uint32_t member)
{
	struct terms t;

	if (!terms_of(r, &t))
		return;   /* cls_rule_fits said it does */
	for (size_t i = 0; i < t.ndis; i++) {
		const struct expr *c[MAX_TERMS];
		size_t n = flatten(t.dis[i], E_AND, c, 0);
		struct cls_box x;

		box_full(&x);
		x.member = member;
		x.rider = r->action == ACT_COUNT && !b->c->counting;
		for (size_t j = 0; j < n; j++)
			if (group_key_field(c[j]) < 0)
				x.need |= resid_bit(b, c[j]);
		product(b, c, n, 0, x);
	}
}

/* ---- categories ---- */

static int cmp_u64(const void *pa, const void *pb)
{
	uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;

	return a < b ? -1 : a > b;
}


static size_t count_in(const uint64_t *v, size_t n, uint64_t lo, uint64_t hi)
{
	size_t a = 0, b = n, first;

	while (a < b) {   /* first v >= lo */
		size_t m = a + (b - a) / 2;

		if (v[m] < lo)
			a = m + 1;
		else
			b = m;
	}
	first = a;
	b = n;
	while (a < b) {   /* first v > hi */
		size_t m = a + (b - a) / 2;

		if (v[m] <= hi)
			a = m + 1;
		else
			b = m;
	}
	return a - first;
}

/* The start (or END) of box B's address at D0 in its top 64 bits, words
 * 0 and 1 together: what wideness is judged on. */
static uint64_t top_half(const struct cls_box *b, unsigned d0, bool end)
{
	const uint64_t *v = end ? b->hi : b->lo;

	return (v[d0] & 0xffffffff) << 32 | (v[d0 + 1] & 0xffffffff);
}

void cls_categories(const struct program *p, const size_t *cand, size_t n, unsigned *cat)
{
	const struct expr *resid[CLS_MAX_RESID];
	struct cls tmp = { .resid = resid };
	struct builder b = { .c = &tmp };
	uint64_t *starts[2];
	size_t wide = n / 64 > 32 ? n / 64 : 32;

	for (size_t i = 0; i < n; i++) {
		tmp.nresid = 0;   /* residual tests do not matter here */
		member_boxes(&b, p->rules[cand[i]], (uint32_t)i);
	}
	for (unsigned a = 0; a < 2; a++) {
		starts[a] = xmalloc((tmp.nbox + 1) * sizeof(*starts[a]));
		for (size_t x = 0; x < tmp.nbox; x++)
			starts[a][x] = top_half(&tmp.box[x], a ? CD_DST0 : CD_SRC0, false);
		qsort(starts[a], tmp.nbox, sizeof(*starts[a]), cmp_u64);
	}
	memset(cat, 0, n * sizeof(*cat));
	for (size_t x = 0; x < tmp.nbox; x++)
		for (unsigned a = 0; a < 2; a++) {
			unsigned d = a ? CD_DST0 : CD_SRC0;

			if (count_in(starts[a], tmp.nbox, top_half(&tmp.box[x], d, false),
				     top_half(&tmp.box[x], d, true)) > wide)
				cat[tmp.box[x].member] |= 1u << a;
		}
	free(starts[0]);
	free(starts[1]);
	free(tmp.box);
}

/* ---- the tree ---- */

struct region {
	uint64_t lo[CLS_NDIMS], hi[CLS_NDIMS];
};

static bool covers(const struct cls_box *x, const struct region *r)
{
	for (unsigned d = 0; d < CLS_NDIMS; d++)
		if (x->lo[d] > r->lo[d] || x->hi[d] < r->hi[d])
			return false;
	return true;
}

static bool overlaps(const struct cls_box *x, const struct region *r)
{
	for (unsigned d = 0; d < CLS_NDIMS; d++)
		if (x->hi[d] < r->lo[d] || x->lo[d] > r->hi[d])
			return false;
	return true;
}

static size_t new_nodes(struct builder *b, size_t n)
{
	struct cls *c = b->c;
	size_t at = c->nnodes;

	if (c->nnodes + n > MAX_NODES) {
		b->failed = true;
		return 0;
	}
	c->nnodes += n;
	grow((void **)&c->node, &b->cap_node, c->nnodes, 2 * sizeof(*c->node));
	return at;
}

/* A leaf's lists: its boxes in LIST[0..n) that are no rider's, then the
 * riders', each in order. */
static void make_leaf(struct builder *b, size_t at, const uint32_t *list, size_t n)
{
	struct cls *c = b->c;
	size_t len = 0, riders;

	for (size_t i = 0; i < n; i++)
		len += !c->box[list[i]].rider;
	riders = n - len;
	if (len > MAX_LEAF || riders > MAX_LEAF || c->nleaf + n > MAX_REFS) {
		b->failed = true;
		return;
	}
	grow((void **)&c->leaf, &b->cap_leaf, c->nleaf + n + 1, sizeof(*c->leaf));
	for (size_t i = 0, k = 0, r = len; i < n; i++)
		c->leaf[c->nleaf + (c->box[list[i]].rider ? r++ : k++)] = list[i];
	c->node[2 * at] = 1 | (uint64_t)riders << 8;
	c->node[2 * at + 1] = CD_ZERO | (uint64_t)at << 4 | (uint64_t)len << 32 |
			      (uint64_t)c->nleaf << 40;
	c->nleaf += n;
	if (len > c->leaf_max)
		c->leaf_max = (unsigned)len;
	if (riders > c->riders_max)
		c->riders_max = (unsigned)riders;
}

/* The K-th smallest of V[0..n) (k < n), as V sorted would have it at K,
 * by quickselect (Hoare partition around a median of three): the split
 * needs only the median, and sorting every candidate list at every node
 * was most of the build's time. V is reordered. */
static uint64_t select_kth(uint64_t *v, size_t n, size_t k)
{
	size_t lo = 0, hi = n - 1;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2, i = lo, j = hi;
		uint64_t a = v[lo], b = v[mid], c = v[hi], pivot, t;

		pivot = a < b ? (b < c ? b : a < c ? c : a) : (a < c ? a : b < c ? c : b);
		while (i <= j) {
			while (v[i] < pivot)
				i++;
			while (v[j] > pivot)
				j--;
			if (i <= j) {
				t = v[i];
				v[i] = v[j];
				v[j] = t;
				i++;
				if (j == 0)
					break;
				j--;
			}
		}
		/* now v[lo..j] <= pivot <= v[i..hi], and v(j..i) == pivot */
		if (k <= j)
			hi = j;
		else if (k >= i)
			lo = i;
		else
			return v[k];
	}
	return v[k];
}

/* The split of dimension D (a threshold strictly inside the region) that
 * best balances the boxes; its larger side's size in *COST. */
static uint64_t pick_threshold(const struct cls *c, const struct region *r, const uint32_t *list,
			       size_t n, unsigned d, uint64_t *tmp, size_t *cost)
{
	size_t m = 0, nl = 0, nr = 0;
	uint64_t t;

	for (size_t i = 0; i < n; i++) {
		const struct cls_box *x = &c->box[list[i]];

		if (x->lo[d] > r->lo[d])
			tmp[m++] = x->lo[d];
		if (x->hi[d] < r->hi[d])
			tmp[m++] = x->hi[d] + 1;
	}
	*cost = SIZE_MAX;
	if (m == 0)
		return 0;
	t = select_kth(tmp, m, m / 2);
	for (size_t i = 0; i < n; i++) {
		nl += c->box[list[i]].lo[d] < t;
		nr += c->box[list[i]].hi[d] >= t;
	}
	/* least replication among the splits that shrink both sides */
	*cost = nl < n && nr < n ? nl + nr : SIZE_MAX;
	return t;
}

/* A node of the walk (cg_cls.c) is a subtree of up to three levels that
 * split one dimension: its nodes share the dimension of its root, where
 * GROUP is the root's dimension and LEVEL this node's level in it (0: a
 * new one, any dimension). */
struct group {
	unsigned dim, level;
};

static void build_node(struct builder *b, size_t at, const struct region *r, uint32_t *list,
		       size_t n, unsigned depth, struct group g);

static void split(struct builder *b, size_t at, const struct region *r, const uint32_t *list,
		  size_t n, unsigned d, uint64_t t, unsigned depth, struct group g)
{
	uint32_t *sub = xmalloc((n + 1) * sizeof(*sub));
	struct region half = *r;
	size_t child = new_nodes(b, 2), m;

	if (b->failed) {
		free(sub);
		return;
	}
	b->c->node[2 * at] = t;
	b->c->node[2 * at + 1] = d | (uint64_t)child << 4;
	for (int side = 0; side < 2 && !b->failed; side++) {
		half = *r;
		if (side == 0)
			half.hi[d] = t - 1;
		else
			half.lo[d] = t;
		m = 0;
		for (size_t i = 0; i < n; i++)
			if (overlaps(&b->c->box[list[i]], &half))
				sub[m++] = list[i];
		build_node(b, child + (size_t)side, &half, sub, m, depth + 1, g);
	}
	free(sub);
}

static void build_node(struct builder *b, size_t at, const struct region *r, uint32_t *list,
		       size_t n, unsigned depth, struct group g)
{
	const struct cls *c = b->c;
	uint64_t *tmp, t = 0, tg = 0;
	size_t best = SIZE_MAX, cost, gcost = SIZE_MAX;
	unsigned bd = 0;

	/* a box of a deciding rule covering the whole region without
	 * residual tests shadows every later one (a count rule decides
	 * nothing, but one after such a box never counts) */
	for (size_t i = 0; i < n && !c->counting; i++)
		if (!c->box[list[i]].rider && c->box[list[i]].need == 0 &&
		    covers(&c->box[list[i]], r)) {
			n = i + 1;
			break;
		}
	if (depth > b->c->depth)
		b->c->depth = depth;
	if (n <= LEAF_MIN || depth >= MAX_DEPTH) {
		make_leaf(b, at, list, n);
		return;
	}
	tmp = xmalloc(2 * n * sizeof(*tmp));
	for (unsigned d = 0; d < CLS_NDIMS; d++) {
		uint64_t td = pick_threshold(c, r, list, n, d, tmp, &cost);

		if (cost < best) {
			best = cost;
			bd = d;
			t = td;
		}
		if (d == g.dim) {
			gcost = cost;
			tg = td;
		}
	}
	free(tmp);
	/* the group's dimension when it replicates at most half again as
	 * much: a level of the same walk step instead of a step of its own.
	 * fw4 at 10,000 rules: with "no more" the walks took 8, 7, 5 and 15
	 * steps, with half again 4, 6, 3 and 6 for 3% more leaf entries
	 * (twice and any more gave the same trees) */
	if (g.level > 0 && gcost != SIZE_MAX && 2 * gcost <= 3 * best) {
		bd = g.dim;
		t = tg;
		best = gcost;
	}
	if (g.level == 0 || bd != g.dim)
		g = (struct group){ bd, 0 };
	g.level = g.level + 1 < CLS_NODE_LEVELS ? g.level + 1 : 0;
	if (best == SIZE_MAX)
		make_leaf(b, at, list, n);
	else
		split(b, at, r, list, n, bd, t, depth, g);
}

static void *arena_copy(struct arena *a, const void *p, size_t size)
{
	void *q = arena_alloc(a, size ? size : 1);

	if (size)
		memcpy(q, p, size);
	return q;
}

/* The tables move to the arena, which frees them with the program. */
static void to_arena(struct arena *a, struct cls *c)
{
	struct cls_box *box = arena_copy(a, c->box, c->nbox * sizeof(*c->box));
	uint64_t *node = arena_copy(a, c->node, c->nnodes * 2 * sizeof(*c->node));
	uint32_t *leaf = arena_copy(a, c->leaf, c->nleaf * sizeof(*c->leaf));

	free(c->box);
	free(c->node);
	free(c->leaf);
	c->box = box;
	c->node = node;
	c->leaf = leaf;
}

struct cls *cls_build(struct arena *a, const struct program *p, const size_t *member,
		      size_t n, bool counting)
{
	struct cls *c = ARENA_NEW(a, struct cls);
	struct builder b = { .a = a, .c = c };
	struct region all;
	uint32_t *list;

	c->member = ARENA_ARRAY(a, size_t, n);
	memcpy(c->member, member, n * sizeof(*member));
	c->count = n;
	c->first = member[0];
	c->counting = counting;
	for (size_t i = 0; i < n && !counting; i++)
		c->riders += p->rules[member[i]]->action == ACT_COUNT;
	c->resid = ARENA_ARRAY(a, const struct expr *, CLS_MAX_RESID);
	for (size_t i = 0; i < n && !b.failed; i++)
		member_boxes(&b, p->rules[member[i]], (uint32_t)i);
	list = xmalloc((c->nbox + 1) * sizeof(*list));
	for (size_t i = 0; i < c->nbox; i++)
		list[i] = (uint32_t)i;
	for (unsigned d = 0; d < CLS_NDIMS; d++) {
		all.lo[d] = 0;
		all.hi[d] = ~0ULL;
	}
	if (!b.failed) {
		new_nodes(&b, 1);
		build_node(&b, 0, &all, list, c->nbox, 0, (struct group){ 0, 0 });
	}
	free(list);
	if (b.failed) {
		free(c->box);
		free(c->node);
		free(c->leaf);
		return NULL;
	}
	to_arena(a, c);
	return c;
}

bool cls_box_narrows(const struct cls_box *b, unsigned d)
{
	return b->lo[d] != 0 || b->hi[d] != ~0ULL;   /* box_full's */
}

bool cls_narrows_past_word0(const struct cls *k)
{
	static const enum cls_dim past[] = { CD_SRC1, CD_SRC2, CD_SRC3, CD_DST1, CD_DST2, CD_DST3 };

	for (size_t b = 0; b < k->nbox; b++)
		for (size_t i = 0; i < sizeof(past) / sizeof(past[0]); i++)
			if (cls_box_narrows(&k->box[b], past[i]))
				return true;
	return false;
}
