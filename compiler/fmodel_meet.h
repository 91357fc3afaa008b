/* Boxes around match expressions: for each of a few header fields an
 * interval that holds every value a matching frame can have there (the
 * network families, proto, addresses, ports, ttl, length). Two rules whose
 * boxes do not meet match no frame in common, so the exact analyses need
 * not build a BDD for that pair: on ClassBench-like files most pairs are
 * told apart by one address or port comparison.
 *
 * A box is an over-approximation: `not`, sets of many prefixes and
 * `port` in either direction widen it, never narrow it. fm_meet() saying
 * yes proves nothing; saying no proves the rules are disjoint. */
#ifndef XDPC_FMODEL_MEET_H
#define XDPC_FMODEL_MEET_H

#include "ast.h"

#include <stdbool.h>
#include <stdint.h>

struct fm_u128 {
	uint64_t hi, lo;
};

struct fm_box {
	bool empty;                       /* no frame matches */
	uint8_t fam;                      /* FMB_* bits a matching frame may have */
	struct fm_u128 src[2], dst[2];    /* [lo, hi] */
	uint32_t proto[2], sport[2], dport[2], ttl[2], len[2];
};

#define FMB_NONIP 1u
#define FMB_V4 2u
#define FMB_V6 4u

/* The box of the frames rule match E selects (E NULL: every frame). */
void fm_box_of(const struct expr *e, struct fm_box *b);
/* A becomes a box around the frames in both A and B. */
void fm_box_and(struct fm_box *a, const struct fm_box *b);
/* false: no frame is in both A and B. */
bool fm_meet(const struct fm_box *a, const struct fm_box *b);

#endif
