/* Multi-field classifiers (cls.h) as code: each one's tables in a
 * read-only section of its own (`.rodata.xdpc_cN`, one map), and for the
 * classifiers of consecutive plan items one global function
 *
 *   int xdpc_cN(struct xdpc_pkt *pkt, u64 resid, u32 best)
 *     key[] = the frame's 12 dimensions (cls.h), key[12] = 0, key[13] =
 *             its ports, protocol and family in lanes (LANE_AT), key[14, 15] = 0
 *     for each classifier C (N, N + 1, ...):
 *       if BEST is a rule before C's first: return best
 *       n, d = cut[top bits of one or two key words]   (or the root, its dimension)
 *       while n is not a leaf, at most STEPS times:
 *         a = the number of thr(n, s) above key[d], s < 7
 *         n, d = children(n) + a, the dimension of that child
 *       if C carries riders (cls.h): pkt's word of C = n's riders' list
 *       for j < LEAF_MAX (the longest leaf) while j < len(n): b = leaf[start(n) + j]
 *         (j = 0: in n itself, where it fits; box start(n) + j itself
 *         where C keeps a box per list entry: table_sizes, cg_cls_tables.c);
 *         if key lies in b (its address words, then its lanes at once) and
 *         b's residual bits are all in C's bits of RESID:
 *           best = the earlier of best and the code of b's rule; stop
 *     return best
 *
 * and one function `xdpc_k(pkt, limit, counters)` for counting, called
 * once the deciding rule is known: it scans the riders' lists (cls.h)
 * the deciding walks left in the frame's struct, then walks and scans
 * each counting classifier's tree of the same shape. One call and one
 * key a frame, not one per classifier: the key is ~40 instructions, as
 * much as a walk step (bench/README.md has the gain).
 *
 * A node of the walk is 8 words, one cache line: up to 7 thresholds
 * (negated, see NARROW_MAX) and a word of children | the children's
 * dimensions, or a leaf's list (NODE_DIMS below). It packs a subtree of
 * the tree (cls.h) of up to three levels that all split one dimension
 * (cls.c builds them so): their thresholds cut it into up to 8
 * intervals, and the interval of the key word is the number of
 * thresholds above it, 7 independent compares (the loads overlap) and a
 * sum, about 45 instructions a step. The nodes below are consecutive, in
 * the order of that count; unused slots hold threshold 0, below every
 * key. A leaf of the tree is a node of its own (no steps below it); its
 * last word says where its boxes are, its first where its riders' are
 * (the walk never reads a leaf's thresholds), and where it fits the
 * words between hold its first box (leaf_inline). A leaf's
 * dimension, in its parent's word, is CD_ZERO, which ends the walk. The
 * cut (cg_cut.c) starts it where the top bits of the root's key word,
 * and of a second where that pays, already lead. STEPS is the most nodes
 * on a path below the cut.
 *
 * Both loops have constant bounds, and the walk's compares are
 * arithmetic (its one branch, leaf or not, tests a table word), so the
 * verifier's work does not grow with the rules: the tables grow, the
 * code does not. Every index is masked to its table's power-of-two size
 * before the load, which is all the verifier needs to know the access is
 * in bounds (the node table has NODE_SLOTS spare nodes for the child a
 * step adds to its masked first child). */
#include "cg_cls_tables.h"
#include "plan.h"
#include "xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static LLVMValueRef k64(struct cg *c, uint64_t v)
{
	return cg_const(c, c->i64, v);
}

/* Dimension D of the frame's key (cls.h): a port or protocol the frame
 * does not have is a value no rule names. */
static LLVMValueRef key_dim(struct cg *c, unsigned d)
{
	/* the parser's address halves (IPv4 in the top 32 bits of the high
	 * one), each two of the key's 32-bit words */
	static const enum pkt_field half[4] = { PF_SRC_HI, PF_SRC_LO, PF_DST_HI, PF_DST_LO };
	static const enum pkt_field field[CLS_NDIMS] = {
		[CD_SPORT] = PF_SPORT, [CD_DPORT] = PF_DPORT, [CD_PROTO] = PF_PROTO,
		[CD_FAMILY] = PF_FAMILY,
	};
	LLVMValueRef has, v;

	if (d < CD_SPORT) {
		v = cg_pkt_load(c, half[d / 2]);
		return d % 2 ? LLVMBuildAnd(c->b, v, k64(c, 0xffffffff), "word")
			     : LLVMBuildLShr(c->b, v, k64(c, 32), "word");
	}
	if (d == CD_FAMILY)
		return cg_pkt_load(c, field[d]);
	has = cg_pkt_flag(c, d == CD_PROTO ? PKT_PROTO : PKT_PORTS);
	v = cg_pkt_load(c, field[d]);
	return LLVMBuildSelect(c->b, has, v,
			       k64(c, d == CD_PROTO ? CLS_PROTO_NONE : CLS_PORT_NONE), "");
}

/* The frame's key into KEY[0..KEY_WORDS) on the stack, and its lanes
 * (KEY_LANES); dimensions no box narrows stay 0 (the parser may not even
 * read them). */
static void store_key(struct cg *c, const bool *used, LLVMValueRef key)
{
	LLVMValueRef v[KEY_WORDS];

	for (unsigned d = 0; d < KEY_WORDS; d++)
		v[d] = d < CLS_NDIMS && used[d] ? key_dim(c, d) : k64(c, 0);
	for (unsigned d = CD_SPORT; d < CLS_NDIMS; d++)
		v[KEY_LANES] = LLVMBuildOr(c->b, v[KEY_LANES],
					   LLVMBuildShl(c->b, v[d], k64(c, LANE_AT[d]), ""), "lanes");
	for (unsigned d = 0; d < KEY_WORDS; d++) {
		LLVMValueRef i = k64(c, d);
		LLVMValueRef p = LLVMBuildGEP2(c->b, c->i64, key, &i, 1, "");

		LLVMSetAlignment(LLVMBuildStore(c->b, v[d], p), 8);
	}
}

static LLVMValueRef word(struct cg *c, LLVMValueRef g, LLVMValueRef idx)
{
	return cg_table_word(c, g, idx);
}

/* x >= y without a branch, for values at most INT64_MAX (above): the sign
 * of x - y. */
static LLVMValueRef ge(struct cg *c, LLVMValueRef x, LLVMValueRef y)
{
	return cg_ge_words(c, 1, &x, &y);
}

/* x < y for y stored negated (NEG = -y), both at most INT64_MAX: the
 * sign of x + NEG. */
static LLVMValueRef lt_neg(struct cg *c, LLVMValueRef x, LLVMValueRef neg)
{
	return LLVMBuildLShr(c->b, LLVMBuildAdd(c->b, neg, x, ""), k64(c, 63), "lt");
}

/* The sum of V[0..N) as a balanced tree of adds: the compares' results
 * are ready at once, and a chain of N - 1 adds would be the walk step's
 * longest wait. Uses V as scratch. */
static LLVMValueRef sum_balanced(struct cg *c, LLVMValueRef *v, unsigned n)
{
	while (n > 1) {
		unsigned h = 0;

		for (unsigned i = 0; i + 1 < n; i += 2)
			v[h++] = LLVMBuildAdd(c->b, v[i], v[i + 1], "above");
		if (n & 1)
			v[h++] = v[n - 1];
		n = h;
	}
	return v[0];
}

/* Key word at byte offset AT (i64, a multiple of 8 below 8 * KEY_WORDS)
 * of the frame's key on the stack. */
static LLVMValueRef key_word_at(struct cg *c, LLVMValueRef key, LLVMValueRef at)
{
	LLVMValueRef x = LLVMBuildLoad2(c->b, c->i64, LLVMBuildGEP2(c->b, c->i8, key, &at, 1, ""),
					"x");

	LLVMSetAlignment(x, 8);
	return x;
}

/* Key word D of the frame's key on the stack. */
static LLVMValueRef key_word(struct cg *c, LLVMValueRef key, unsigned d)
{
	return key_word_at(c, key, k64(c, 8u * d));
}

/* The byte offset in the key of child A's dimension in node word W
 * (A: 4 times the child's number, as a shift). */
static LLVMValueRef dim_at(struct cg *c, LLVMValueRef w, LLVMValueRef a)
{
	_Static_assert(NODE_DIMS == 3, "a dimension's field is its key word's byte offset");
	return LLVMBuildAnd(c->b, LLVMBuildLShr(c->b, w, a, ""), k64(c, (KEY_WORDS - 1) * 8), "dim");
}

/* The first child of node word W (its index from bit CHILD_AT on; a
 * cut's word has it at CUT_CHILD_AT) as a pointer into T's node table:
 * its byte offset masked to the table, which is all
 * the verifier needs. W is loaded beside the thresholds, so the mask and
 * the table's base are off the walk step's chain, which from the
 * compares' sum to the child's loads is a shift and one add
 * (bench/README.md, part 5 follow-up 18). */
static LLVMValueRef first_child(struct cg *c, const struct cls_tables *t, LLVMValueRef w,
				 unsigned child_at)
{
	LLVMValueRef off = LLVMBuildAnd(
		c->b,
		LLVMBuildShl(c->b, LLVMBuildLShr(c->b, w, k64(c, child_at), ""),
			     k64(c, NODE_SHIFT + 3), ""),
		k64(c, (t->pnode - 1) << (NODE_SHIFT + 3)), "children");

	return LLVMBuildGEP2(c->b, c->i8, t->node, &off, 1, "");
}

static LLVMValueRef children(struct cg *c, const struct cls_tables *t, LLVMValueRef w)
{
	return first_child(c, t, w, NODE_CHILD_AT);
}

/* The word of T's cut (cg_cls.h) for the frame's cell, or NULL when T
 * has no cut. */
static LLVMValueRef cut_word(struct cg *c, const struct cls_tables *t, LLVMValueRef key)
{
	const struct cut_shape *sh = &t->cut_shape;
	LLVMValueRef x, w, v = NULL;

	if (!t->cut)
		return NULL;
	/* the masks change nothing (each key word has key_bits bits) but
	 * show the verifier the index is in bounds */
	for (unsigned i = 0; i < 2 && sh->b[i]; i++) {
		x = LLVMBuildLShr(c->b, key_word(c, key, sh->d[i]),
				  k64(c, key_bits(sh->d[i]) - sh->b[i]), "");
		x = LLVMBuildAnd(c->b, x, k64(c, ((uint64_t)1 << sh->b[i]) - 1), "");
		v = i ? LLVMBuildOr(c->b, LLVMBuildShl(c->b, v, k64(c, sh->b[1]), ""), x, "") : x;
	}
	w = LLVMBuildLoad2(c->b, c->i64, LLVMBuildGEP2(c->b, c->i64, t->cut, &v, 1, ""), "cut");
	LLVMSetAlignment(w, 8);
	return w;
}

/* Whether BEST comes before every rule T's walk could find for the
 * frame whose cut word is CUT (cg_cls.h). */
static LLVMValueRef decided_in_cell(struct cg *c, LLVMValueRef cut, LLVMValueRef best)
{
	LLVMValueRef last = LLVMBuildTrunc(c->b, LLVMBuildLShr(c->b, cut, k64(c, CUT_LAST_AT), ""),
					   c->i32, "last");

	return cg_decided_by(c, best, last);
}

/* Where the walk starts: the root, or the node cut word CUT gives (as a
 * pointer into the node table), and that node's dimension (as a byte
 * offset, dim_at). */
static void walk_start(struct cg *c, const struct cls_tables *t, LLVMValueRef cut,
		       LLVMValueRef *n, LLVMValueRef *dim)
{
	if (!cut) {
		*n = t->node;
		*dim = k64(c, 8u * t->root_dim);
		return;
	}
	*n = first_child(c, t, cut, CUT_CHILD_AT);
	*dim = dim_at(c, cut, k64(c, 0));
}

/* 1 while the walk is not at a leaf: its node's dimension (dim_at) is
 * not CD_ZERO (the root is never a leaf here). */
static LLVMValueRef inner(struct cg *c, LLVMValueRef dim)
{
	return LLVMBuildICmp(c->b, LLVMIntNE, dim, k64(c, 8u * CD_ZERO), "inner");
}

/* Word SLOT of the node at P (a pointer into the node table). */
static LLVMValueRef node_word(struct cg *c, LLVMValueRef p, unsigned slot)
{
	return word(c, p, k64(c, slot));
}

/* The walk: returns a pointer to the frame's leaf node in the node
 * table (the loop carries the node as a pointer, children above). It ends
 * there, after at most STEPS steps: a frame takes the steps of its own
 * path, a branch a step (it mispredicts where paths of one trace differ
 * in length, and saves ~4 ns a step not taken: bench/README.md). */
static LLVMValueRef walk(struct cg *c, const struct cls_tables *t, LLVMValueRef key,
			 LLVMValueRef cut)
{
	LLVMBasicBlockRef entry, loop, done;
	LLVMValueRef i, n, dim, off, w, x, lt[NODE_SLOTS], above, n2, dim2, i2, n0, dim0;

	walk_start(c, t, cut, &n0, &dim0);
	if (t->steps == 0)
		return n0;
	entry = LLVMGetInsertBlock(c->b);
	loop = cg_block(c, "walk");
	done = cg_block(c, "leaf");
	LLVMBuildCondBr(c->b, inner(c, dim0), loop, done);
	LLVMPositionBuilderAtEnd(c->b, loop);
	i = LLVMBuildPhi(c->b, c->i64, "i");
	n = LLVMBuildPhi(c->b, LLVMTypeOf(t->node), "n");
	dim = LLVMBuildPhi(c->b, c->i64, "dim");
	w = node_word(c, n, NODE_SLOTS);
	x = key_word_at(c, key, dim);
	/* the thresholds above the key, all 7 compares independent of each
	 * other (the loads overlap); each through cg_opaque, or the
	 * optimiser makes the 0/1 a select, the BPF backend a branch, and
	 * the verifier walks the whole tree */
	for (unsigned s = 0; s < NODE_SLOTS; s++) {
		LLVMValueRef neg = node_word(c, n, s);

		lt[s] = cg_opaque(c, lt_neg(c, x, neg));
	}
	above = sum_balanced(c, lt, NODE_SLOTS);
	off = LLVMBuildShl(c->b, above, k64(c, NODE_SHIFT + 3), "");
	n2 = LLVMBuildGEP2(c->b, c->i8, children(c, t, w), &off, 1, "n");
	/* the child's dimension (dim_at) */
	dim2 = dim_at(c, w, LLVMBuildShl(c->b, above, k64(c, 2), ""));
	i2 = LLVMBuildAdd(c->b, i, k64(c, 1), "");
	LLVMAddIncoming(i, (LLVMValueRef[]){ k64(c, 0), i2 },
			(LLVMBasicBlockRef[]){ entry, loop }, 2);
	LLVMAddIncoming(n, (LLVMValueRef[]){ n0, n2 },
			(LLVMBasicBlockRef[]){ entry, loop }, 2);
	LLVMAddIncoming(dim, (LLVMValueRef[]){ dim0, dim2 },
			(LLVMBasicBlockRef[]){ entry, loop }, 2);
	LLVMBuildCondBr(c->b,
			LLVMBuildAnd(c->b, LLVMBuildICmp(c->b, LLVMIntULT, i2, k64(c, t->steps), ""),
				     inner(c, dim2), ""),
			loop, done);
	LLVMPositionBuilderAtEnd(c->b, done);
	return cg_phi2(c, LLVMTypeOf(t->node), "leaf", n0, entry, n2, loop);
}

/* 1 when LO <= X <= HI (LO stored negated: NEG_LO = -LO), else 0,
 * computed without a branch: a compare that branches would narrow X's
 * range on each path, and the verifier would then walk every iteration
 * of the scan once per combination. */
static LLVMValueRef in_range(struct cg *c, LLVMValueRef x, LLVMValueRef neg_lo, LLVMValueRef hi)
{
	/* in order: see cg_rules.c */
	LLVMValueRef above = LLVMBuildXor(c->b, lt_neg(c, x, neg_lo), k64(c, 1), "");

	return LLVMBuildAnd(c->b, above, ge(c, hi, x), "in");
}

/* A loop over the boxes of one leaf, shared by both scans. */
struct leaf_loop {
	LLVMBasicBlockRef entry, next;  /* before the loop; the latch */
	LLVMValueRef j, len, start;     /* box J of LEN boxes from leaf[START] */
	LLVMValueRef x[CD_SPORT];       /* the key's address words */
	LLVMValueRef lanes;             /* and its lanes */
	LLVMValueRef table, base;       /* box J's first word: table[base] */
	unsigned j0;                    /* the first J */
};

/* The key's words a box test reads, into L. */
static void load_key(struct cg *c, LLVMValueRef key, struct leaf_loop *l)
{
	for (unsigned d = 0; d < CD_SPORT; d++)
		l->x[d] = key_word(c, key, d);
	l->lanes = key_word(c, key, KEY_LANES);
}

/* A list's length: its word's LEN field. */
static LLVMValueRef list_len(struct cg *c, LLVMValueRef w)
{
	return LLVMBuildAnd(c->b, LLVMBuildLShr(c->b, w, k64(c, NODE_LEN), ""), k64(c, 0xff),
			    "len");
}

/* Opens the loop over the list W (len, start: a leaf's word, or its
 * riders') from its box J0 on: loads the key, then leaves the builder
 * where box J's words are at L->base (EXIT when the list ends). */
static void leaf_loop_begin(struct cg *c, const struct cls_tables *t, LLVMValueRef key,
			    LLVMValueRef w, struct leaf_loop *l, LLVMBasicBlockRef exit, unsigned j0)
{
	LLVMBasicBlockRef loop = cg_block(c, "scan"), test = cg_block(c, "box");
	LLVMValueRef b;

	l->len = list_len(c, w);
	l->start = LLVMBuildAnd(c->b, LLVMBuildLShr(c->b, w, k64(c, NODE_START), ""),
				k64(c, 0xffffff), "start");
	load_key(c, key, l);
	l->table = t->box;
	l->j0 = j0;
	l->entry = LLVMGetInsertBlock(c->b);
	l->next = cg_block(c, "scan.next");
	LLVMBuildBr(c->b, loop);
	LLVMPositionBuilderAtEnd(c->b, loop);
	l->j = LLVMBuildPhi(c->b, c->i64, "j");
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntULT, l->j, l->len, ""), test, exit);
	LLVMPositionBuilderAtEnd(c->b, test);
	b = LLVMBuildAdd(c->b, l->start, l->j, "");
	if (!t->box_per_entry)
		b = word(c, t->leaf, LLVMBuildAnd(c->b, b, k64(c, t->pleaf - 1), ""));
	l->base = LLVMBuildMul(c->b, LLVMBuildAnd(c->b, b, k64(c, t->pbox - 1), ""),
			       k64(c, t->box_words), "box");
}

/* Word I of the current box. */
static LLVMValueRef box_word(struct cg *c, const struct leaf_loop *l, unsigned i)
{
	return word(c, l->table, LLVMBuildAdd(c->b, l->base, k64(c, i), ""));
}

/* Goes on where the current box holds the key, to the latch where it
 * does not: an address word at a time, then the lanes, leaving at the
 * first that fails (lanes first read up to 7% slower on the frame that
 * matches nothing: bench/README.md, follow-up 13). Each branch tests an
 * arithmetic result, which narrows nothing the verifier keeps (the key
 * stays as unknown as it was). */
static void box_holds_key(struct cg *c, const struct cls_tables *t, const struct leaf_loop *l)
{
	uint64_t guards = lane_guards(t->used);

	for (unsigned d = 0; d < CD_SPORT; d++) {
		LLVMBasicBlockRef ok;
		LLVMValueRef in, neg_lo;

		if (!t->used[d])
			continue;
		ok = cg_block(c, "box.in");
		neg_lo = box_word(c, l, t->box_dim[d]);
		in = in_range(c, l->x[d], neg_lo, box_word(c, l, t->box_dim[d] + 1));
		LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, in, k64(c, 0), ""), ok,
				l->next);
		LLVMPositionBuilderAtEnd(c->b, ok);
	}
	if (guards) {
		LLVMBasicBlockRef ok = cg_block(c, "box.lanes");
		LLVMValueRef lo = LLVMBuildAdd(c->b, box_word(c, l, t->box_lanes), l->lanes, "");
		LLVMValueRef hi = LLVMBuildSub(c->b, box_word(c, l, t->box_lanes + 1), l->lanes, "");
		LLVMValueRef in = LLVMBuildAnd(c->b, LLVMBuildAnd(c->b, lo, hi, ""), k64(c, guards),
					       "in");

		LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntEQ, in, k64(c, guards), ""), ok,
				l->next);
		LLVMPositionBuilderAtEnd(c->b, ok);
	}
}

/* Closes the loop (from the latch: the next box, at most MAX, the
 * longest such list, a bound the verifier sees) and leaves the builder
 * at EXIT. */
static void leaf_loop_end(struct cg *c, unsigned max, const struct leaf_loop *l,
			  LLVMBasicBlockRef exit)
{
	LLVMValueRef j2;

	LLVMPositionBuilderAtEnd(c->b, l->next);
	j2 = LLVMBuildAdd(c->b, l->j, k64(c, 1), "");
	LLVMAddIncoming(l->j, (LLVMValueRef[]){ k64(c, l->j0), j2 },
			(LLVMBasicBlockRef[]){ l->entry, l->next }, 2);
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntULT, j2, k64(c, max), ""),
			LLVMGetInstructionParent(l->j), exit);
	LLVMPositionBuilderAtEnd(c->b, exit);
}

/* The scan of the leaf at node N: leaves the builder where it returns
 * the code (i32) of the leaf's first box that holds the key and whose
 * residual bits are all in RESID, or CG_CONTINUE. */
static LLVMValueRef scan(struct cg *c, const struct cls *k, const struct cls_tables *t,
			 LLVMValueRef key, LLVMValueRef n, LLVMValueRef resid)
{
	LLVMBasicBlockRef none = cg_block(c, "none"), hit = cg_block(c, "hit");
	LLVMBasicBlockRef join = cg_block(c, "scanned"), first_hit = NULL;
	LLVMValueRef w = node_word(c, n, NODE_SLOTS), first_code = NULL;
	LLVMValueRef tail, code, need, missing, all, phi;
	struct leaf_loop l;

	if (t->first_inline) {
		/* the first box from the leaf's own node (leaf_inline), then
		 * the list from its second box on */
		LLVMBasicBlockRef test = cg_block(c, "first"), rest = cg_block(c, "rest");
		struct leaf_loop one = { .next = rest, .table = n };

		one.base = k64(c, 1);
		LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, list_len(c, w), k64(c, 0), ""),
				test, none);
		LLVMPositionBuilderAtEnd(c->b, test);
		load_key(c, key, &one);
		box_holds_key(c, t, &one);
		first_code = LLVMBuildTrunc(c->b, LLVMBuildAnd(c->b, w, k64(c, LEAF_CODE_MASK), ""),
					    c->i32, "code");
		first_hit = LLVMGetInsertBlock(c->b);
		LLVMBuildBr(c->b, join);
		LLVMPositionBuilderAtEnd(c->b, rest);
	}
	leaf_loop_begin(c, t, key, w, &l, none, t->first_inline ? 1 : 0);
	box_holds_key(c, t, &l);
	all = k64(c, 1);
	tail = box_word(c, &l, t->box_code);
	code = LLVMBuildTrunc(c->b, tail, c->i32, "code");
	if (k->nresid) {
		/* missing = need & ~resid: 0 when every residual test holds */
		need = LLVMBuildLShr(c->b, tail, k64(c, 32), "need");
		missing = LLVMBuildAnd(c->b, need, LLVMBuildNot(c->b, resid, ""), "");
		/* (missing - 1) >> 63 is 1 exactly when missing == 0 (below 2^32) */
		all = LLVMBuildAnd(c->b, all,
				   LLVMBuildLShr(c->b, LLVMBuildSub(c->b, missing, k64(c, 1), ""),
						 k64(c, 63), ""),
				   "");
	}
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, all, k64(c, 0), ""), hit, l.next);
	LLVMPositionBuilderAtEnd(c->b, hit);
	LLVMBuildBr(c->b, join);
	leaf_loop_end(c, k->leaf_max, &l, none);
	LLVMBuildBr(c->b, join);
	LLVMPositionBuilderAtEnd(c->b, join);
	phi = cg_phi2(c, c->i32, "found", code, hit, cg_const(c, c->i32, CG_CONTINUE), none);
	if (first_hit)
		LLVMAddIncoming(phi, &first_code, &first_hit, 1);
	return phi;
}

/* The scan of list W (a counting classifier's leaf, or a leaf's riders)
 * of at most MAX boxes: counts each member before rule LIMIT (i32) whose
 * box holds the key, once (a member's boxes are next to each other in a
 * list), and stops at the first member at or after LIMIT (lists are in
 * rule order). */
static void scan_count(struct cg *c, const struct cls_tables *t, unsigned max, LLVMValueRef key,
		       LLVMValueRef w, LLVMValueRef limit)
{
	LLVMBasicBlockRef before = cg_block(c, "before"), hit = cg_block(c, "hit");
	LLVMBasicBlockRef count = cg_block(c, "count"), done = cg_block(c, "done");
	LLVMValueRef lim = LLVMBuildZExt(c->b, limit, c->i64, "limit");
	LLVMValueRef last = cg_entry_alloca(c, c->i64, "last");
	LLVMValueRef rule1, prev;
	struct leaf_loop l;

	LLVMBuildStore(c->b, k64(c, 0), last);
	leaf_loop_begin(c, t, key, w, &l, done, 0);
	/* rule + 1 of the box's member; before LIMIT when limit >= rule + 1
	 * (arithmetic, as in_range, so that the branch narrows nothing) */
	rule1 = LLVMBuildLShr(c->b, LLVMBuildAnd(c->b, box_word(c, &l, t->box_code),
						 k64(c, 0xffffffff), ""),
			      k64(c, CG_RULE_SHIFT), "rule1");
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, ge(c, lim, rule1), k64(c, 0), ""),
			before, done);
	LLVMPositionBuilderAtEnd(c->b, before);
	box_holds_key(c, t, &l);
	LLVMBuildBr(c->b, hit);
	LLVMPositionBuilderAtEnd(c->b, hit);
	prev = LLVMBuildLoad2(c->b, c->i64, last, "prev");
	LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, prev, rule1, ""), count, l.next);
	LLVMPositionBuilderAtEnd(c->b, count);
	LLVMBuildStore(c->b, rule1, last);
	cg_count_index(c, LLVMBuildTrunc(c->b, LLVMBuildSub(c->b, rule1, k64(c, 1), ""), c->i32,
					 "rule"));
	LLVMBuildBr(c->b, l.next);
	leaf_loop_end(c, max, &l, done);
}

/* A classifier function's signature: `int f(pkt, u64 resid, u32 best)`
 * deciding, `int f(pkt, u32 limit, counters)` counting (it counts into
 * the entry point's counter block). */
struct sig {
	LLVMTypeRef type;
	LLVMMetadataRef dargs[3];
	const char *names[3];
};

static struct sig sig_of(struct cg *c, bool counting)
{
	LLVMTypeRef params[3] = { c->ptr, counting ? c->i32 : c->i64, counting ? c->ptr : c->i32 };

	return (struct sig){
		LLVMFunctionType(c->i32, params, 3, 0),
		{ c->di_pkt_ptr, counting ? c->di_u32 : c->di_u64,
		  counting ? c->di_block_ptr : c->di_u32 },
		{ "pkt", counting ? "limit" : "resid", counting ? "counters" : "best" },
	};
}

/* Opens global function NAME at the line of rule FIRST, and returns its
 * key on the stack, past the check of its pointers. */
static LLVMValueRef open_fn(struct cg *c, const char *name, bool counting, size_t first)
{
	struct sig s = sig_of(c, counting);
	const struct rule *r = c->prog->rules[first];
	LLVMBasicBlockRef none, body;
	LLVMValueRef fn, key;

	c->fn = fn = cg_add_function(c, name, s.type, 1);
	cg_debug_func(c, fn, r->action_loc.line ? r->action_loc.line : 1, s.dargs, s.names, 3,
		      0);
	c->pkt = LLVMGetParam(fn, 0);
	if (counting)
		c->block = LLVMGetParam(fn, 2);
	LLVMPositionBuilderAtEnd(c->b, cg_block(c, "entry"));
	key = cg_entry_alloca(c, LLVMArrayType2(c->i64, KEY_WORDS), "key");
	/* the verifier sees a global function's pointers as maybe NULL */
	none = cg_block(c, "nopkt");
	body = cg_block(c, "key");
	LLVMBuildCondBr(c->b, cg_args_missing(c, counting), none, body);
	LLVMPositionBuilderAtEnd(c->b, none);
	LLVMBuildRet(c->b, cg_const(c, c->i32, CG_CONTINUE));
	LLVMPositionBuilderAtEnd(c->b, body);
	return key;
}

/* Builds the tables of classifier K (number ID) into T, and adds the key
 * words it narrows to USED. */
static void add_tables(struct cg *c, const struct cls *k, int id, struct cls_tables *t,
		       bool *used)
{
	cls_tables_build(c, k, id, t);
	for (unsigned d = 0; d < CLS_NDIMS; d++)
		used[d] |= t->used[d];
}

/* Into T, the tables deciding classifier K (number ID) has built
 * already, for the scans of its riders, and adds the key words it
 * narrows to USED. */
static void add_built_tables(struct cg *c, const struct cls *k, int id, struct cls_tables *t,
			     bool *used)
{
	cls_tables_find(c, k, id, t);
	for (unsigned d = 0; d < CLS_NDIMS; d++)
		used[d] |= t->used[d];
}

/* Where classifier ID's walk leaves its leaf's riders' list for xdpc_k:
 * its word of the frame's struct (plan.h), which the entry point zeroes,
 * an empty list, for every frame. */
static LLVMValueRef rider_word(struct cg *c, int id)
{
	LLVMValueRef off = k64(c, cg_pkt_riders_at(c) + 8u * (unsigned)c->plan->rider_slot[id]);

	return LLVMBuildGEP2(c->b, c->i8, c->pkt, &off, 1, "riders");
}

/* The riders' list classifier ID's walk left (0: none). */
static LLVMValueRef load_rider_list(struct cg *c, int id)
{
	LLVMValueRef w = LLVMBuildLoad2(c->b, c->i64, rider_word(c, id), "list");

	LLVMSetAlignment(w, 8);
	return w;
}

/* The name of the deciding function whose run starts at classifier ID:
 * built by build_run_fn, found again by cg_cls_inline_small. */
static void run_fn_name(char *name, size_t size, size_t id)
{
	snprintf(name, size, "xdpc_c%zu", id);
}

/* `int xdpc_cN(pkt, u64 resid, u32 best)` for the classifiers of items
 * IT[0..n): the earliest of BEST and their codes, their walks over one
 * key. Classifier j's residual bits are RESID's from its offset on. A
 * tree with a cut is not walked where its cell's earliest rule comes
 * after the best found so far, or no rule reaches the cell (cg_cls.h);
 * one without, where its first rule does (then neither is any tree
 * after it, as cg_rules.c skips an item). */
static LLVMValueRef build_run_fn(struct cg *c, const struct plan_item *it, size_t n)
{
	struct cls_tables *t = xcalloc(n, sizeof(*t));
	bool used[CLS_NDIMS] = { false };
	unsigned off = 0;
	struct cg_pos pos;
	LLVMValueRef fn, key, best;
	char name[32];

	for (size_t i = 0; i < n; i++)
		add_tables(c, it[i].cls, it[i].id, &t[i], used);
	cg_save(c, &pos);
	run_fn_name(name, sizeof(name), (size_t)it[0].id);
	key = open_fn(c, name, false, it[0].first);
	fn = c->fn;
	store_key(c, used, key);
	best = LLVMGetParam(fn, 2);
	for (size_t i = 0; i < n; i++) {
		LLVMValueRef resid = LLVMBuildLShr(c->b, LLVMGetParam(fn, 1), k64(c, off), "resid");
		LLVMValueRef cut, code, leaf, walked, before = best;
		LLVMBasicBlockRef from = NULL, join = NULL, go;

		/* a verifier log's lines then name each tree's first rule */
		cg_debug_loc(c, c->prog->rules[it[i].first]->action_loc);
		cut = cut_word(c, &t[i], key);
		if (cut) {
			/* no walk where it cannot find an earlier rule */
			go = cg_block(c, "undecided");
			join = cg_block(c, "walked");
			from = LLVMGetInsertBlock(c->b);
			LLVMBuildCondBr(c->b, decided_in_cell(c, cut, best), join, go);
			LLVMPositionBuilderAtEnd(c->b, go);
		} else if (i > 0) {
			LLVMBasicBlockRef done = cg_block(c, "decided");

			go = cg_block(c, "undecided");
			LLVMBuildCondBr(c->b, cg_decided_before(c, best, it[i].first), done, go);
			LLVMPositionBuilderAtEnd(c->b, done);
			LLVMBuildRet(c->b, best);
			LLVMPositionBuilderAtEnd(c->b, go);
		}
		leaf = walk(c, &t[i], key, cut);
		if (c->plan->rider_slot[it[i].id] >= 0)
			LLVMSetAlignment(LLVMBuildStore(c->b, node_word(c, leaf, NODE_RIDERS),
							rider_word(c, it[i].id)),
					 8);
		code = scan(c, it[i].cls, &t[i], key, leaf, resid);
		walked = cg_earlier(c, code, best);
		if (join) {
			LLVMBasicBlockRef end = LLVMGetInsertBlock(c->b);

			LLVMBuildBr(c->b, join);
			LLVMPositionBuilderAtEnd(c->b, join);
			best = cg_phi2(c, c->i32, "best", before, from, walked, end);
		} else {
			best = walked;
		}
		off += it[i].cls->nresid;
	}
	LLVMBuildRet(c->b, best);
	cg_restore(c, &pos);
	free(t);
	return fn;
}

/* `int xdpc_k(pkt, u32 limit, counters)` returning 0: the riders' lists
 * the deciding walks left, then every counting classifier's walk, each
 * scanned and counted over one key. */
static LLVMValueRef build_count_fn(struct cg *c)
{
	const struct plan *pl = c->plan;
	size_t n = pl->nriding + pl->nkcls, j = 0, first = SIZE_MAX;
	struct cls_tables *t = xcalloc(n, sizeof(*t));
	bool used[CLS_NDIMS] = { false };
	struct cg_pos pos;
	LLVMValueRef fn, key, w;

	for (size_t i = 0; i < pl->ncls; i++) {
		if (pl->rider_slot[i] < 0)
			continue;
		add_built_tables(c, pl->cls[i], (int)i, &t[j++], used);
		first = pl->cls[i]->first < first ? pl->cls[i]->first : first;
	}
	for (size_t i = 0; i < pl->nkcls; i++) {
		add_tables(c, pl->kcls[i], (int)i, &t[j + i], used);
		first = pl->kcls[i]->first < first ? pl->kcls[i]->first : first;
	}
	cg_save(c, &pos);
	key = open_fn(c, "xdpc_k", true, first);
	fn = c->fn;
	store_key(c, used, key);
	j = 0;
	for (size_t i = 0; i < pl->ncls; i++) {
		if (pl->rider_slot[i] < 0)
			continue;
		cg_debug_loc(c, c->prog->rules[pl->cls[i]->first]->action_loc);
		scan_count(c, &t[j++], pl->cls[i]->riders_max, key, load_rider_list(c, (int)i),
			   LLVMGetParam(fn, 1));
	}
	for (size_t i = 0; i < pl->nkcls; i++, j++) {
		cg_debug_loc(c, c->prog->rules[pl->kcls[i]->first]->action_loc);
		w = node_word(c, walk(c, &t[j], key, cut_word(c, &t[j], key)), NODE_SLOTS);
		scan_count(c, &t[j], pl->kcls[i]->leaf_max, key, w, LLVMGetParam(fn, 1));
	}
	LLVMBuildRet(c->b, cg_const(c, c->i32, 0));
	cg_restore(c, &pos);
	free(t);
	return fn;
}

/* The residual tests of K as bits of an i64 from bit OFF on, where the
 * builder is. */
static LLVMValueRef resid_bits(struct cg *c, const struct cls *k, unsigned off)
{
	LLVMValueRef acc = k64(c, 0);

	for (unsigned i = 0; i < k->nresid; i++) {
		LLVMBasicBlockRef yes = cg_block(c, "resid.yes"), no = cg_block(c, "resid.no");
		LLVMBasicBlockRef join = cg_block(c, "resid");
		LLVMValueRef phi;

		cg_cond(c, k->resid[i], yes, no);
		LLVMPositionBuilderAtEnd(c->b, yes);
		LLVMBuildBr(c->b, join);
		LLVMPositionBuilderAtEnd(c->b, no);
		LLVMBuildBr(c->b, join);
		LLVMPositionBuilderAtEnd(c->b, join);
		phi = cg_phi2(c, c->i64, "bit", k64(c, 1ULL << (off + i)), yes, k64(c, 0), no);
		acc = LLVMBuildOr(c->b, acc, phi, "resid");
	}
	return acc;
}

/* At most CLS_MAX_RESID residual bits a call, as one classifier has: the
 * caller computes them all before the call and LLVM keeps each 0/1 live
 * until it is shifted in, so twice as many (two classifiers of 30) spilled
 * to 424 bytes of stack in the rule function, past the verifier's 512
 * for the call chain. */
size_t cg_cls_run(const struct plan_item *it, size_t n)
{
	unsigned bits = 0;
	size_t k = 0;

	while (k < n && it[k].kind == PLAN_CLS && bits + it[k].cls->nresid <= CLS_MAX_RESID)
		bits += it[k++].cls->nresid;
	return k ? k : 1;
}

LLVMValueRef cg_cls_code(struct cg *c, const struct plan_item *it, size_t n, LLVMValueRef best)
{
	const struct rule *first = c->prog->rules[it[0].first];
	LLVMValueRef fn, args[3], resid = k64(c, 0);
	unsigned off = 0;

	cg_debug_line(c, first->action_loc.line ? first->action_loc.line : 1,
		      first->action_loc.col);
	for (size_t i = 0; i < n; i++) {
		resid = LLVMBuildOr(c->b, resid, resid_bits(c, it[i].cls, off), "resid");
		off += it[i].cls->nresid;
	}
	fn = build_run_fn(c, it, n);
	args[0] = c->pkt;
	args[1] = resid;
	args[2] = best;
	return LLVMBuildCall2(c->b, sig_of(c, false).type, fn, args, 3, "best");
}

void cg_cls_count(struct cg *c, LLVMValueRef limit)
{
	LLVMValueRef fn, args[3];

	if (!c->plan->nkcls && !c->plan->nriding)
		return;
	fn = LLVMGetNamedFunction(c->mod, "xdpc_k");
	if (!fn)
		fn = build_count_fn(c);
	args[0] = c->pkt;
	args[1] = limit;
	args[2] = c->block;
	if (!c->plan->nkcls) {
		/* riders only: no call (nor key) when every list the walks
		 * left is empty, as most leaves' are */
		LLVMBasicBlockRef call = cg_block(c, "riders"), done = cg_block(c, "no.riders");
		LLVMValueRef any = k64(c, 0);

		for (size_t i = 0; i < c->plan->ncls; i++)
			if (c->plan->rider_slot[i] >= 0)
				any = LLVMBuildOr(c->b, any, load_rider_list(c, (int)i), "");
		LLVMBuildCondBr(c->b, LLVMBuildICmp(c->b, LLVMIntNE, any, k64(c, 0), ""), call,
				done);
		LLVMPositionBuilderAtEnd(c->b, call);
		LLVMBuildCall2(c->b, sig_of(c, true).type, fn, args, 3, "");
		LLVMBuildBr(c->b, done);
		LLVMPositionBuilderAtEnd(c->b, done);
		return;
	}
	LLVMBuildCall2(c->b, sig_of(c, true).type, fn, args, 3, "");
}

/* A deciding function inlined into the entry point is walked by the
 * verifier once per parse outcome, where a global one is walked once;
 * the call it saves is a return, which costs the more where returns are
 * guarded (bench/README.md, part 5 follow-up 21). Part 5's runs of 2 or 3
 * trees are 529-745 instructions before optimisation, verified in
 * 18k-38k instructions in all once inlined. */
#define CLS_INLINE_MAX_INSNS 1000

void cg_cls_inline_small(struct cg *c)
{
	char name[32];

	for (size_t k = 0; k < c->plan->ncls; k++) {
		LLVMValueRef fn;

		run_fn_name(name, sizeof(name), k);
		fn = LLVMGetNamedFunction(c->mod, name);
		if (fn && cg_insn_count(fn) <= CLS_INLINE_MAX_INSNS)
			cg_make_inline(c, fn);
	}
}
