/* Multi-field classifier: many drop/pass rules whose conditions are
 * conjunctions of source/destination prefixes (IPv4 and IPv6), protocol
 * and source/destination ports or ranges, matched by one lookup that
 * yields the EARLIEST member whose whole condition holds, in the form
 * rule functions return it. Exact: first match and every rule's counter
 * are kept (the rule functions take the earliest code over all items,
 * cg_rules.c, and the entry point counts it).
 *
 * Every member is one or more boxes in a 12-dimensional key space (the
 * frame's addresses as 32-bit words, ports, protocol and family; a set of N
 * elements, or an `or` of conjunctions, gives several boxes). Conjuncts
 * on anything else (`ttl`, `not ...`, flags) are residual tests: each
 * distinct one is a bit, computed for the frame before the lookup, and a
 * box matches only when its residual bits hold too.
 *
 * The lookup is a decision tree of binary splits (HyperSplit): each inner
 * node compares one key dimension with a threshold; each leaf lists at
 * most a few boxes in rule order, scanned in order. A box that covers a
 * leaf's whole region without residual tests ends its list: every later
 * member is shadowed there. Plain C: the code generator (cg_cls.c) turns
 * the arrays into read-only tables and a bounded walk. */
#ifndef XDPC_CLS_H
#define XDPC_CLS_H

#include "arena.h"
#include "ast.h"

#include <stddef.h>
#include <stdint.h>

/* An address is four 32-bit words, most significant first (IPv4: word 0,
 * the others 0 in frames and free in boxes). A prefix is a range of one
 * word and exact values of the words before it, so its box is exact; and
 * every key value stays below 2^33, so the generated code compares any
 * two by a subtraction's sign (cg_cls.c). */
enum cls_dim {
	CD_SRC0, CD_SRC1, CD_SRC2, CD_SRC3, CD_DST0, CD_DST1, CD_DST2, CD_DST3,
	CD_SPORT, CD_DPORT, CD_PROTO, CD_FAMILY, CLS_NDIMS,
	CD_ZERO = CLS_NDIMS,   /* a key word that is always 0: leaves stay put */
};

/* The key of a frame without ports or without a known protocol: outside
 * every port or protocol a rule names, inside the wildcard. */
#define CLS_PORT_NONE 0x10000u
#define CLS_PROTO_NONE 0x100u
/* Distinct residual tests per classifier (bits of a 32-bit mask). */
#define CLS_MAX_RESID 32
/* Boxes per rule (sets and `or` multiply). */
#define CLS_MAX_BOXES_PER_RULE 64

struct cls_box {
	uint64_t lo[CLS_NDIMS], hi[CLS_NDIMS];   /* inclusive */
	uint32_t member;                         /* index into cls.member */
	uint32_t need;                           /* residual bits */
	bool rider;                              /* a count member's (below) */
};

/* Tree nodes, two words: THR, then dim | child << 4 | len << 32 | start
 * << 40. An inner node goes to child (key[dim] < thr) or child + 1; a
 * leaf has dim CD_ZERO, thr 1 | riders << 8 and child itself, and its
 * boxes are leaf[start .. start + len), then its riders' (below) the
 * next RIDERS entries. */
#define CLS_NODE_DIM(w) ((unsigned)((w) & 0xf))
#define CLS_NODE_CHILD(w) ((uint32_t)((w) >> 4) & 0xfffffffu)
#define CLS_NODE_LEN(w) ((unsigned)((w) >> 32) & 0xffu)
#define CLS_NODE_START(w) ((uint32_t)((w) >> 40))
#define CLS_LEAF_RIDERS(thr) ((unsigned)((thr) >> 8) & 0xffu)
/* Levels of the tree that one step of the walk takes (cg_cls.c) when
 * they split one dimension, as cls_build prefers. */
#define CLS_NODE_LEVELS 3

struct cls {
	size_t *member;          /* rule indices, ascending */
	size_t count;
	size_t first;            /* member[0] */
	bool counting;           /* members are count rules (cls_count_fits) */
	size_t riders;           /* of a deciding one: count members (below) */
	const struct expr **resid;   /* residual tests, by bit */
	unsigned nresid;
	struct cls_box *box;     /* in member order */
	size_t nbox;
	uint64_t *node;          /* 2 words per node; node 0 is the root */
	size_t nnodes;
	uint32_t *leaf;          /* box indices */
	size_t nleaf;
	unsigned depth;          /* inner nodes on the longest path */
	unsigned leaf_max;       /* longest leaf list */
	unsigned riders_max;     /* longest list of riders' boxes */
};

/* Whether rule R can be a classifier member (boxes and residual tests). */
bool cls_rule_fits(const struct rule *r);

/* Whether count rule R can be a member of a counting classifier: a plain
 * `count` (no `by`, no `sample`, no rate) whose condition is boxes only.
 * A counting classifier decides nothing: once the frame's deciding rule D
 * is known (or the default), the entry point walks it and counts every
 * member before D whose boxes hold the key, each once. The earliest
 * deciding rule is what counting needs, wherever its item ran, so such
 * members count exactly whatever rules lie between them. */
bool cls_count_fits(const struct rule *r);

/* Rules whose source or destination is wide (absent, or a prefix holding
 * the starts of many other rules' prefixes) overlap most splits of that
 * address: a tree of them beside narrow ones repeats them in most leaves.
 * CAT[i] of the rules P->rules[CAND[0..n)] (bit 0: wide source, bit 1:
 * wide destination) puts them in trees of their own (EffiCuts). */
#define CLS_CATEGORIES 4
void cls_categories(const struct program *p, const size_t *cand, size_t n, unsigned *cat);

/* Builds a classifier of the rules P->rules[MEMBER[0..n)] (ascending), or
 * NULL when it would exceed the tables' limits or the distinct residual
 * tests. COUNTING: each is cls_count_fits. Else each is cls_rule_fits or
 * cls_count_fits: count members ride along (RIDERS of them). A rider's
 * boxes sit in the leaves like the others' but in a list of their own
 * after the leaf's, which the deciding scan never reads: once the
 * frame's deciding rule D is known, the entry point scans the riders of
 * the leaf each walk reached and counts every rider before D whose box
 * holds the key, as a counting classifier would, without a walk of its
 * own. A tree that was skipped (decided before its first member) holds
 * no rider before D. */
struct cls *cls_build(struct arena *a, const struct program *p, const size_t *member,
		      size_t n, bool counting);

/* Whether box B narrows dimension D (a full box spans 0 to ~0 on each). */
bool cls_box_narrows(const struct cls_box *b, unsigned d);

/* Whether a box of K narrows an address past its first 32-bit word (an
 * IPv6 prefix longer than /32, or an IPv6 range): its boxes are then
 * longer to test (cg_cls.c). */
bool cls_narrows_past_word0(const struct cls *k);

#endif
