/* Inside the frame model: field arithmetic shared by fmodel*.c. */
#ifndef XDPC_FMODEL_INT_H
#define XDPC_FMODEL_INT_H

#include "fmodel.h"

#include <stdint.h>

BDD fm_eq(enum fm_field f, uint64_t v);
BDD fm_ge(enum fm_field f, uint64_t v);
BDD fm_le(enum fm_field f, uint64_t v);
BDD fm_range(enum fm_field f, uint64_t lo, uint64_t hi);
BDD fm_l3_is(int l3);
BDD fm_ip(void);
BDD fm_eth(void);
BDD fm_flag(enum fm_field f);   /* a one-bit field is set */
/* Whether the model holds a field held on demand (fmodel_reserve_field),
 * and "the IHL is IHL" (always true where it does not hold the IHL). */
bool fm_held(enum fm_field f);
BDD fm_ihl_is(unsigned ihl);

/* fmodel_space.c */
void fm_universe_build(void);
/* Extension-header bytes S a chain of at most MAXK walked IPv6 extension
 * headers (none a fragment header) can add up to. */
bool fm_ext_bytes_ok(unsigned s, unsigned maxk);

/* What an IPv6 first fragment's extension chain starts with, where the
 * model holds the first next header (FM_NH1): nothing (the next header
 * is the protocol), the fragment header, a hop-by-hop, routing or
 * destination options header, or AH. Where it does not: any. The chain's
 * bytes S are its walked headers other than the fragment header. */
enum fm_chain { FM_CHAIN_ANY, FM_CHAIN_NONE, FM_CHAIN_FRAG, FM_CHAIN_OPTS, FM_CHAIN_AH };
/* The kinds a first fragment with (FRAG) or without a fragment header
 * can have, into K[3]; returns how many. */
size_t fm_chain_kinds(int frag, enum fm_chain *k);
BDD fm_chain_is(enum fm_chain k);
enum fm_chain fm_chain_of(const struct pkt_facts *f);
/* fm_ext_bytes_ok() for a chain of kind K; and the length of the header
 * it starts with (OPTS, AH), so that the rest is fm_ext_bytes_ok(S -
 * first, MAXK - 1); 0 for the other kinds or when S is not possible. */
bool fm_chain_ok(unsigned s, unsigned maxk, enum fm_chain k);
unsigned fm_chain_first(unsigned s, unsigned maxk, enum fm_chain k);

/* fmodel_pay.c, fmodel_pay_space.c: transport payload positions */
size_t fm_pay_fix(void);          /* by fmodel_open(): freezes them, returns how many */
size_t fm_pay_npos(void);
unsigned fm_pay_pos(size_t j);    /* the j-th position, ascending */
/* How many positions the frame's transport payload holds (0 without one or
 * when it starts past PKT_MAX_BASE): the value of FM_PRANK. */
unsigned fm_pay_rank(const struct pkt_facts *f);
BDD fm_pay_bit(size_t j, int b, int one);   /* bit B (MSB 0) of position j; no reference */
bool fm_pay_held(const struct expr *e);     /* a transport payload test the model can hold */
int fm_pay_expr(const struct expr *e, BDD *out);
BDD fm_pay_universe(void);
/* The frame lengths OFF + s + k (at most FM_MAX_LEN) for the members s
 * of a set of lengths that lie in [SMIN, SMAX], and A <= k <= B; CUM[x]
 * is how many members are below x (FM_MAX_LEN + 2 entries). Where a set
 * of header or chain lengths is shifted by a range, this says which
 * frame lengths result, in one place. */
BDD fm_len_sums(const unsigned *cum, unsigned off, unsigned smin, unsigned smax, unsigned a,
		unsigned b);

/* fmodel_hdr.c: `payload nh OFF` and `payload th OFF`, header bytes */
/* Whether the test is exact on every frame (nh bytes held in both families). */
bool fm_hdr_exact(const struct expr *e);
/* The frames the test surely matches (LO) and may match (HI): they differ
 * where its base exists but the model does not hold the compared bytes. */
void fm_hdr_bounds(const struct expr *e, BDD *lo, BDD *hi);
/* Why the test is not exact on the frames UNSURE (bddtrue: wherever), as
 * "cannot ...": the layouts, bytes and other frames concerned. */
void fm_hdr_refusal(const struct expr *e, BDD unsure, char *why, size_t n);
/* Whether E has a test from BASE that compares bits MASK of byte BYTE. */
bool fm_hdr_reads(const struct expr *e, enum pay_base base, unsigned byte, uint8_t mask);

#endif
