/* The classifier's walk as its tables hold it: packed nodes
 * (cg_cls_tables.c packs the tree of cls.h into them, cg_cut.c cuts
 * their top levels), the key words' widths and the cut's shape. Shared
 * by those two files and cg_cls.c, which walks them. */
#ifndef XDPC_CG_CLS_H
#define XDPC_CG_CLS_H

#include "cls.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define NODE_SLOTS ((1u << CLS_NODE_LEVELS) - 1)   /* thresholds of a node */
#define NODE_WORDS (NODE_SLOTS + 1)   /* and the word below */
#define NODE_SHIFT CLS_NODE_LEVELS   /* log2(NODE_WORDS) */

/* An inner node's last word: the dimension of each child (child a's at
 * bit NODE_DIMS + 4a), then its first child's index from NODE_CHILD_AT
 * on. The walk knows the next node's dimension as soon as it knows which
 * child it goes to, so it loads that key word beside the child's
 * thresholds instead of after the child's word: one load less on the
 * step's longest wait. With the fields from bit 3 on, the word shifted by
 * 4a and masked is child a's key word's byte offset (dim_at): 3
 * instructions from a to the load. A leaf's last word is its list
 * (len at NODE_LEN, start at NODE_START) and in the low bits its first
 * box's code where the leaf holds that box (leaf_inline), else 0. */
#define NODE_DIMS 3
#define NODE_CHILD_AT 35
#define NODE_CHILD_MAX ((1u << (64 - NODE_CHILD_AT)) - 1)
#define LEAF_CODE_MASK 0xfffffffu
#define NODE_LEN 28
#define NODE_START 36
#define NODE_RIDERS 0   /* a leaf's word of its riders' list (cls.h) */

struct packed {
	uint64_t *w;
	uint8_t *steps;       /* each node's steps to its deepest leaf */
	size_t n, cap;        /* nodes */
};

/* Whether packed node AT of P is a leaf: no steps below it. */
static inline bool pk_is_leaf(const struct packed *p, size_t at)
{
	return p->steps[at] == 0;
}

/* Inner node AT of P: its first child's index, and child A's dimension. */
static inline size_t pk_first_child(const struct packed *p, size_t at)
{
	return p->w[at * NODE_WORDS + NODE_SLOTS] >> NODE_CHILD_AT;
}

static inline unsigned pk_child_dim(const struct packed *p, size_t at, unsigned a)
{
	return (p->w[at * NODE_WORDS + NODE_SLOTS] >> (NODE_DIMS + 4 * a)) & 0xf;
}

/* Inner node AT of P: its children, one more than its thresholds (an
 * unused slot holds 0, and the dimension beyond the last child reads 0,
 * CD_SRC0, though no child is there). */
static inline unsigned pk_children(const struct packed *p, size_t at)
{
	unsigned n = 1;

	for (unsigned sl = 0; sl < NODE_SLOTS; sl++)
		n += p->w[at * NODE_WORDS + sl] != 0;
	return n;
}

/* Bits of dimension D's key word (cg_cls.c's key_dim): addresses' 32-bit
 * words, a port or CLS_PORT_NONE, a protocol or CLS_PROTO_NONE, the
 * family (4 or 6). */
static inline unsigned key_bits(unsigned d)
{
	unsigned v, bits = 0;

	if (d < CD_SPORT)
		return 32;
	v = d == CD_FAMILY ? 6 : d == CD_PROTO ? CLS_PROTO_NONE : CLS_PORT_NONE;
	while (v >> bits)
		bits++;
	return bits;
}

/* The shape of a cut: B[i] bits of key word D[i] (B[1] = 0: one). */
struct cut_shape {
	unsigned d[2], b[2];
};

/* A cut's word is 64 bits, a node word's (2^20 cells: 8 MiB). Its low
 * half: the index of the node the walk starts at from bit CUT_CHILD_AT
 * on, that node's dimension where a node word has its first child's
 * (NODE_DIMS), so dim_at reads both alike. Its high half, from
 * CUT_LAST_AT: cg_decided_last of the earliest rule whose boxes in the
 * tree reach the cell, or CG_DECIDED_ALL where none does. A frame whose
 * best rule so far comes before that (cg_decided_by), or whose cell no
 * box reaches, is decided before anything the walk could find, and
 * skips it: trees after the first of a run are walked only where their
 * rules can still win, and a frame in an empty cell walks nothing. */
#define CUT_CHILD_AT (NODE_DIMS + 4)
#define CUT_LAST_AT 32

/* The cut of K's packed tree PK, whose root splits dimension ROOT: its
 * shape into *S, the most steps left below any of its cells into
 * *STEPS, and its table (2^(b[0] + b[1]) words, the caller frees):
 * cell v's word says where the walk starts for a key in that cell. */
uint64_t *cut_build(const struct cls *k, const struct packed *pk, unsigned root,
		    struct cut_shape *s, unsigned *steps);

#endif
