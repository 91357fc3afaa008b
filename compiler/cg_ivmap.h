/* Interval maps for rule groups: key ranges each owned by a rule rank
 * (1 = the first rule of the group) become a partition of the whole key
 * space into sorted pieces, each carrying the smallest rank that covers it
 * (0: none). Keys are K 64-bit words (K = 1 or 2), most significant first.
 * Plain C, no LLVM: the code generator turns the result into a table. */
#ifndef XDPC_CG_IVMAP_H
#define XDPC_CG_IVMAP_H

#include <stddef.h>
#include <stdint.h>

struct ivm_range {
	uint64_t lo[2], hi[2];  /* inclusive; word 0 most significant */
	uint32_t rank;          /* >= 1 */
};

/* Builds the partition of [0, MAX] (MAX: the largest key, K words) for the
 * N ranges. *OUT (malloc'd) receives the pieces as K+1 words each: start,
 * then rank; the first start is 0, consecutive pieces have different
 * ranks. Returns the number of pieces (at least 1). Aborts when memory
 * runs out. */
size_t ivmap_build(const struct ivm_range *r, size_t n, unsigned k,
		   const uint64_t max[2], uint64_t **out);

#endif
