/* Address sets shaped like real blocklists, for the benchmarks (bench/,
 * `xdpc-bench setgen`) and the kernel differential tests: one generator,
 * so the tests check the shapes the figures are measured on.
 *
 * Mixes (setmix_family() gives the family):
 *   even4  /31s 4 apart from 240.0.0.0: nothing touches, nothing merges
 *   mix4   55% /24, 25% /32, 12% /16-/23, 8% /8-/15, uniform over the
 *          IPv4 space: overlapping and nested
 *   drop4  modelled on an aggregated blocklist (bogons, hijacked netblocks
 *          and many /24s and /32s, half of them in a few hot /16s; some
 *          /24s and /32s put inside earlier short prefixes)
 *   even6  2001:db8:H:L::/64 for H:L = 0, 2, 4, ...
 *   mix6   40% /48, 40% /64, 5% /32, 15% /128 in 2000::/3, grouped under a
 *          pool of /32s (a tenth of the /32s are pool members, covering
 *          others); half the /64s inside earlier /48s, half the /128s
 *          inside earlier /64s
 * The same MIX, N and SEED always give the same prefixes. */
#ifndef XDPC_TESTS_SETMIX_H
#define XDPC_TESTS_SETMIX_H

#include <stddef.h>
#include <stdint.h>

/* An address as a 128-bit number: IPv4 in the low 32 bits of LO, HI 0. */
struct setmix_addr {
	uint64_t hi, lo;
};

struct setmix_pfx {
	struct setmix_addr a;  /* host bits clear */
	unsigned plen;
};

/* 4 or 6 for a known MIX, 0 otherwise. */
int setmix_family(const char *mix);

/* Writes N prefixes of MIX into OUT (N entries). -1 for an unknown mix. */
int setmix_gen(const char *mix, size_t n, uint64_t seed, struct setmix_pfx *out);

/* Where frames land: a hit and a miss in the densest /16 (IPv4) or /32
 * (IPv6) of the merged set, and a hit on its most isolated interval and a
 * miss in the middle of the widest gap beside it. */
enum { SETMIX_HIT_DENSE, SETMIX_MISS_DENSE, SETMIX_HIT_SPARSE, SETMIX_MISS_SPARSE,
       SETMIX_NPROBES };

struct setmix_probes {
	int have[SETMIX_NPROBES];   /* 0: no such address (no gap anywhere) */
	struct setmix_addr at[SETMIX_NPROBES];
	size_t intervals;           /* the set merged into disjoint intervals */
};

extern const char *const setmix_probe_names[SETMIX_NPROBES];

/* The probes of the N prefixes P of family FAM. */
void setmix_probes(const struct setmix_pfx *p, size_t n, int fam, struct setmix_probes *out);

/* "ADDR" of family FAM into BUF (at least 46 bytes). */
void setmix_format(char *buf, int fam, struct setmix_addr a);

#endif
