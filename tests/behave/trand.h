/* The small deterministic PRNG the kernel differential tests share: seed
 * rng_state, then rnd(n) is uniform enough in [0, n) for picking frames. */
#ifndef XDPC_TESTS_TRAND_H
#define XDPC_TESTS_TRAND_H

#include <stdint.h>

static uint64_t rng_state;

static uint32_t rnd(uint32_t n)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return n ? (uint32_t)(rng_state % n) : 0;
}

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))
#define PICK(a) ((a)[rnd(NELEM(a))])

#endif
