/* A multi-field classifier's tables as the code cg_cls.c generates
 * reads them: the packed nodes (cg_cls.h), the cut (cg_cut.c), the
 * leaves' lists and the boxes, built by cg_cls_tables.c into read-only
 * arrays of the classifier's own section. Shared by those two files
 * only. */
#ifndef XDPC_CG_CLS_TABLES_H
#define XDPC_CG_CLS_TABLES_H

#include "cg_cls.h"
#include "cg_internal.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define KEY_WORDS 16      /* dim is 4 bits: every index stays on the stack */
_Static_assert(CD_ZERO < KEY_WORDS, "a dimension, CD_ZERO included, fits a node's 4 bits");

struct cls_tables {
	LLVMValueRef node, leaf, box, cut;   /* cut: NULL when the walk has none */
	size_t pnode, pleaf, pbox;   /* pbox: boxes, or list entries (box_per_entry) */
	bool box_per_entry;          /* table_sizes: no leaf table, a box per entry */
	unsigned steps;          /* of the walk: the most packed nodes on a path */
	unsigned root_dim;       /* the key word the root compares */
	struct cut_shape cut_shape;   /* build_cut */
	bool used[CLS_NDIMS];    /* dimensions some box narrows */
	/* a box's words (box_layout): LO, HI of the lanes; -lo, hi of each
	 * address word narrowed; code | need << 32 */
	unsigned box_lanes, box_dim[CD_SPORT], box_code, box_words;
	bool first_inline;       /* a leaf holds its first box (leaf_inline) */
};

/* The box test's lanes. The dimensions after the addresses' (ports,
 * protocol, family) are at most 17 bits each, and a box tests all four
 * in one word: each has a lane of its key bits and a guard bit above
 * them, at LANE_AT[d] of the key's word KEY_LANES. For a lane's value x
 * and a box's [lo, hi] (both below the lane's guard value G), x + G - lo
 * and G + hi - x stay inside the lane (no carry or borrow crosses into
 * the next), and its guard bit says x >= lo and hi >= x: the box word LO
 * holds every lane's G - lo, HI every G + hi, and the box holds the
 * frame's lanes when (key + LO) & (HI - key) has every guard bit. One
 * test of 2 loads and 4 instructions for four dimensions, each of which
 * took 2 loads and 5; and an IPv4 box is 7 words, one cache line
 * (box_layout). bench/README.md, part 5 follow-up 13, has what it
 * gained. */
#define KEY_LANES (CD_ZERO + 1)
_Static_assert(KEY_LANES < 16, "the key's words fit KEY_WORDS");
static const unsigned LANE_AT[CLS_NDIMS] = {
	[CD_SPORT] = 0, [CD_DPORT] = 18, [CD_PROTO] = 36, [CD_FAMILY] = 46,
};

static inline bool in_lanes(unsigned d)
{
	return d >= CD_SPORT;
}

/* Lane D's guard value, 1 << its key bits. */
static inline uint64_t lane_guard(unsigned d)
{
	return (uint64_t)1 << key_bits(d);
}

/* The guard bits of the lanes a box tests, USED its narrowed dimensions. */
static inline uint64_t lane_guards(const bool *used)
{
	uint64_t m = 0;

	for (unsigned d = CD_SPORT; d < CLS_NDIMS; d++)
		if (used[d])
			m |= lane_guard(d) << LANE_AT[d];
	return m;
}

/* Every key word is below 2^33 (cls.h: 32-bit address words, ports,
 * protocol, family), and so is every threshold (a box's start, or end +
 * 1) and box start: x >= y is the sign of x - y, 3 instructions where
 * two 64-bit words need a ~10-instruction borrow chain (and more
 * registers, so spills), in each of a walk step's 7 compares and a box's
 * 2 per dimension. A free dimension's end, UINT64_MAX, is stored as
 * INT64_MAX, still above every key.
 *
 * Thresholds and box starts are stored negated: x - y is then x + (-y),
 * which the BPF backend computes into the register the table word was
 * loaded to, where x - y needs a copy of x first (BPF instructions have
 * two operands): one instruction less per compare. */
#define NARROW_MAX ((uint64_t)INT64_MAX)

/* Classifier K's (number ID) tables into T: packs its tree, cuts it and
 * lays out its boxes, each table a global of C's module. */
void cls_tables_build(struct cg *c, const struct cls *k, int id, struct cls_tables *t);

/* Into T, the layout and the leaf and box tables of deciding classifier
 * K (number ID), which cls_tables_build made already: for the scans of
 * its riders (cg_cls.c's counting function). */
void cls_tables_find(struct cg *c, const struct cls *k, int id, struct cls_tables *t);

#endif
