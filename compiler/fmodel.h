/* The frame model of the exact analyses (--diff, exact lint): every fact the
 * reference evaluator reads (struct pkt_facts) as BuDDy BDD variables, the
 * set of fact combinations some real frame has (the universe), and match
 * expressions as sets of frames. docs/analysis.md explains the model; the
 * witness builder (fwitness.c) turns any point of the universe back into
 * bytes that pkt_parse() reads as exactly that point.
 *
 * BuDDy keeps one global node table: fmodel_open() starts it once per
 * process. Every BDD a function here returns carries one reference the
 * caller owns (drop it with bdd_delref). */
#ifndef XDPC_FMODEL_H
#define XDPC_FMODEL_H

#include "ast.h"
#include "diag.h"
#include "pkt.h"

#include <bdd.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Variable blocks, in BDD order; numbers are MSB first. */
enum fm_field {
	FM_NV,      /* complete VLAN tags, 0..2 */
	FM_L3,      /* 0 none, 1 IPv4, 2 IPv6 */
	FM_FRAG,    /* pkt_facts.frag */
	FM_LATER,   /* pkt_facts.later_frag */
	FM_PK,      /* pkt_facts.proto_known */
	FM_L4,      /* pkt_facts.l4: the TCP/UDP/ICMP header is inside */
	FM_THFAR,   /* pkt_facts.l4_far: the transport header starts past PKT_MAX_BASE */
	FM_PROTO, FM_ETYPE,
	FM_PRANK,   /* how many reserved payload positions the frame holds */
	FM_LEN,
	/* after the length: the universe ties each IHL to lengths, and the
	 * payload part is smallest this way (docs/analysis.md) */
	FM_IHL,     /* IPv4 header length in words, 5..15 (0 elsewhere); reserved */
	FM_DOFF,    /* TCP data offset in words, 0..15 (0 elsewhere); reserved */
	FM_NH1,     /* IPv6 fixed header's next header (0 elsewhere); reserved */
	FM_TCPRES,  /* TCP byte 12's low nibble, the reserved bits; reserved */
	FM_IP4SUM,  /* IPv4 header checksum; reserved */
	FM_SRC, FM_DST, FM_SPORT, FM_DPORT,
	FM_FLAGS, FM_TTL, FM_VID, FM_ESRC, FM_EDST,
	/* issue 12's header fields (E_FIELD): each read where its header is */
	FM_DSCP, FM_ECN,         /* IP: the TOS / traffic class byte */
	FM_FLOW,                 /* IPv6 flow label */
	FM_WIN,                  /* TCP window */
	/* read only by `payload th`: free fields of a whole L4 header */
	FM_TCPSEQ, FM_TCPACK, FM_TCPURG,   /* TCP sequence, acknowledgement, urgent pointer */
	FM_L4SUM,                /* TCP, UDP, ICMP or ICMPv6 checksum */
	FM_ICMPT, FM_ICMPC,      /* ICMP / ICMPv6 type and code */
	FM_IPLEN,                /* IPv4 total length; IPv6 payload length + 40 */
	FM_IP4FL, FM_FOFF,       /* IPv4 flags (reserved, DF, MF) and fragment offset */
	FM_IP4ID,                /* IPv4 identification: only `payload nh` reads it */
	FM_UDPLEN,               /* UDP length */
	FM_PBYTES,  /* 8 bits per reserved transport payload position */
	FM_RATE,    /* one bit per reserved rate state, last: "this rule's rate is exceeded" */
	FM_NFIELDS
};

/* Frames longer than this are outside the model: XDP's linear data
 * (data_end - data) is at most a page plus headroom, far below it. */
#define FM_MAX_LEN 65535

int fm_base(enum fm_field f);
int fm_bits(enum fm_field f);
const char *fm_field_name(enum fm_field f);

/* Sizes BuDDy's node table for NRULES rules; before fmodel_open() only. */
void fmodel_reserve(size_t nrules);
/* Transport payload positions the model holds bytes for: those P's
 * `payload` and `payload contains` tests read (or 0..N-1). Before
 * fmodel_open() only: the variables are fixed when it runs, and a test
 * that reads another position is refused. */
void fmodel_reserve_payload(const struct program *p);
/* Bounds on what is held: a `contains` BDD grows with its depth squared,
 * the universe with the positions (docs/analysis.md has the costs). */
#define FM_PAY_MAX_DEPTH 320
#define FM_PAY_MAX_POS 512
void fmodel_reserve_payload_span(unsigned n);
/* N more rate-state variables (docs/analysis.md, "Rate states"): one per
 * rate-limited rule an analysis will pair (fprog.h). Before fmodel_open()
 * only; a model opened without them has none, and refuses rate limits. */
void fmodel_reserve_rates(size_t n);
/* A header field held only where a rule tests its bytes (`payload nh`,
 * `payload th`): FM_IHL (the IPv4 IHL), FM_DOFF (the TCP data offset),
 * FM_NH1 (IPv6's first next header), FM_TCPRES (TCP's reserved bits) or
 * FM_IP4SUM (the IPv4 header checksum). Before fmodel_open() only; a
 * model opened without one holds only what the others imply (the lengths
 * some IHL allows, the payload starts some offset gives, the chain
 * lengths; every witness then carries a correct checksum), is cheaper,
 * and refuses tests of it. */
void fmodel_reserve_field(enum fm_field f);
/* Every reservation the rules of P need: their payload positions, one
 * rate state per rate-limited rule, and the fields above a test reads. */
void fmodel_reserve_program(const struct program *p);
/* Starts BuDDy (once per process; later calls do nothing). */
void fmodel_open(void);
/* The set of fact combinations that some frame of at most FM_MAX_LEN
 * bytes has. Owned by the model: do not delref. */
BDD fmodel_universe(void);

/* The frames E matches (not intersected with the universe). WHAT names the
 * analysis for the error ("--diff"); a primitive the model cannot represent
 * exactly is refused with a located error and -1. */
int fmodel_expr(const struct expr *e, struct diag *d, const char *what, BDD *out);

/* Why the model cannot represent the primitive E, as "cannot ...". */
void fmodel_refusal(const struct expr *e, char *buf, size_t n);

/* The first primitive that keeps the model from representing E exactly,
 * or NULL; WHY says why, as fmodel_expr()'s error would. */
const struct expr *fmodel_unsupported(const struct expr *e, char *why, size_t n);

/* The single point of the model that the facts F are, every rate under. */
BDD fmodel_point(const struct pkt_facts *f);
/* One point of SET (not false), preferring an ordinary-looking frame. */
void fmodel_pick(BDD set, struct pkt_facts *f);
/* Rate states: how many the model holds, and "rate state SLOT is over"
 * (a new reference; SLOT < fmodel_nrates()). */
size_t fmodel_nrates(void);
BDD fmodel_rate_over(size_t slot);
/* What a set or a point says of one rate state. */
enum fm_rate_state { FM_RATE_ANY, FM_RATE_UNDER, FM_RATE_OVER };
/* fmodel_point() in the rate states STATE (fmodel_nrates() entries): a
 * state ANY is left free, so the set holds the point in every value of it. */
BDD fmodel_point_rates(const struct pkt_facts *f, const enum fm_rate_state *state);
/* fmodel_pick(), and in STATE[slot] (fmodel_nrates() entries) the rate
 * states the point assumes: those the walk fixed; the others are ANY, and
 * the point lies in SET with any value of them (under, say). */
void fmodel_pick_rates(BDD set, struct pkt_facts *f, enum fm_rate_state *state);
/* In STATE[slot], what every point of SET has: OVER or UNDER where SET
 * holds only one, else ANY. */
void fmodel_rate_states(BDD set, enum fm_rate_state *state);
/* One point of SET, every free choice drawn from RNG (xorshift state). */
void fmodel_pick_random(BDD set, struct pkt_facts *f, uint64_t *rng);
/* The same, and in STATE[slot] (fmodel_nrates() entries) every rate state
 * of the point, OVER or UNDER (none ANY): the point lies in SET. */
void fmodel_pick_random_rates(BDD set, struct pkt_facts *f, enum fm_rate_state *state,
			      uint64_t *rng);
/* The same, every rate state under where SET allows: the states in which
 * the most frames get past rate-limited rules. */
void fmodel_pick_random_under(BDD set, struct pkt_facts *f, enum fm_rate_state *state,
			      uint64_t *rng);
/* The frames of at most N bytes. */
BDD fmodel_len_at_most(unsigned n);

/* Field constraints of SET, one per line after INDENT: each field's values
 * that SET allows where the universe allows more (an outline: the
 * per-field projections of SET, not their exact combination). */
void fmodel_describe(FILE *out, BDD set, const char *indent);

/* BDD helpers with owned references: *_take consume their arguments. */
BDD fm_and_take(BDD a, BDD b);
BDD fm_or_take(BDD a, BDD b);
BDD fm_not_take(BDD a);
BDD fm_diff_take(BDD a, BDD b);   /* A minus B */
BDD fm_ref(BDD a);
bool fm_disjoint(BDD a, BDD b);

#endif
