/* The deterministic PRNG of the plain-C unit tests: xorshift64. Each test
 * seeds rng (never 0) before its first draw, so a failure reproduces.
 * One draw per expression: C leaves the order of a call's arguments and
 * of most operands open, and gcc and clang pick differently, so two
 * draws in one expression give each compiler its own data. */
#ifndef XDPC_TESTS_XORSHIFT_H
#define XDPC_TESTS_XORSHIFT_H

#include <stdint.h>

static uint64_t rng;

static uint64_t rnd64(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* Uniform enough in [0, N); 0 when N is 0. */
static uint64_t rnd(uint64_t n)
{
	return n ? rnd64() % n : 0;
}

#endif
