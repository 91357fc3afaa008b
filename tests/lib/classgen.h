/* Multi-field rule sets shaped like ClassBench's (Taylor and Turner,
 * "ClassBench: a packet classification benchmark", 2007) acl, fw and ipc
 * seed families, for the benchmarks (bench/ part 5, `xdpc-bench
 * classgen`) and the kernel differential tests: one generator, so the
 * tests check the shapes the figures are measured on.
 *
 * A rule is a conjunction of a source and a destination prefix (length 0:
 * any), a protocol (TCP, UDP, ICMP or any) and, for TCP and UDP, source
 * and destination port ranges in ClassBench's five classes: wildcard,
 * 0-1023, 1024-65535, exact, arbitrary range. The mixes of prefix
 * lengths, protocols and port classes per family are in classgen.c; they
 * follow the published seed statistics in spirit (acl: specific
 * destinations and exact destination ports; fw: many wildcards and
 * ranges; ipc: in between), not the seed files. Addresses nest: they are
 * drawn from a pool of sites, so prefixes of different rules contain or
 * overlap each other as in real ACLs.
 *
 * Bench mode (tight = false): no prefix is shorter than /8 (IPv6 /32)
 * except /0, none touches 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24
 * or 2001:db8::/32, and every rule has at least one address. So
 * classgen_miss() matches no rule, and the last rule, the only one in
 * those ranges, is the first rule classgen_last() matches. That rule
 * passes: bench sets are meant to end with `default drop;`, so that every
 * pass rule matters, as in a firewall.
 *
 * Tight mode (tests): few addresses and ports, nested and adjacent
 * prefixes, nested and adjacent ranges, both families in one set, rules
 * without addresses: sets that tempt a classifier into wrong merges.
 *
 * The same options always give the same rules. */
#ifndef XDPC_TESTS_CLASSGEN_H
#define XDPC_TESTS_CLASSGEN_H

#include "setmix.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum classgen_action { CLASSGEN_DROP, CLASSGEN_PASS, CLASSGEN_COUNT };

struct classgen_rule {
	int fam;                        /* 4 or 6; 0: no address (any family) */
	struct setmix_pfx src, dst;     /* plen 0: any */
	uint8_t proto;                  /* 0 any, 1 or 58 ICMP, 6 TCP, 17 UDP */
	uint16_t sport_lo, sport_hi, dport_lo, dport_hi;   /* 0-65535: any */
	enum classgen_action action;
};

struct classgen_opts {
	const char *mix;   /* "acl", "fw" or "ipc" */
	int fam;           /* 4 or 6 (tight mode: both, this one first) */
	size_t n;
	uint64_t seed;
	bool tight;
};

/* 1 for a known MIX name. */
int classgen_mix_known(const char *mix);

/* Writes O->n rules into OUT; -1 for an unknown mix. */
int classgen_gen(const struct classgen_opts *o, struct classgen_rule *out);

/* The conjunction R matches, as rule-language text ("src A dst B tcp
 * dport 80"; "" for a rule that matches everything) into BUF. */
void classgen_match_text(char *buf, size_t cap, const struct classgen_rule *r);
/* The whole rule: "drop MATCH;". */
void classgen_rule_text(char *buf, size_t cap, const struct classgen_rule *r);
const char *classgen_action_name(enum classgen_action a);
/* Every rule, one per line; 0, or -1 when writing failed. */
int classgen_write(FILE *f, const struct classgen_rule *r, size_t n);

/* A frame's fields as far as the rules look at them. */
struct classgen_tuple {
	int fam;
	struct setmix_addr src, dst;
	uint8_t proto;
	uint16_t sport, dport;
};

/* A tuple inside R (random where R allows anything; SEED advances). */
void classgen_inside(const struct classgen_rule *r, int fam, uint64_t *seed,
		     struct classgen_tuple *t);
/* Tuples on and just beyond R's edges: each field in turn at its first
 * and last value and one beyond each (the others inside R). At most
 * CAP; returns how many. */
size_t classgen_edges(const struct classgen_rule *r, int fam, uint64_t *seed,
		      struct classgen_tuple *out, size_t cap);

/* Bench mode's probes: a UDP tuple that matches no rule, and one that only
 * the last rule matches. */
void classgen_miss(int fam, struct classgen_tuple *t);
void classgen_last(int fam, struct classgen_tuple *t);

/* 1 when R matches T (every field given; ports only for TCP and UDP). */
int classgen_matches(const struct classgen_rule *r, const struct classgen_tuple *t);
/* The first drop or pass rule matching T, or -1 (the default decides). */
long classgen_first(const struct classgen_rule *r, size_t n, const struct classgen_tuple *t);

/* T as a frame (frames.h): Ethernet, a VLAN tag VID unless 0, IPv4 or
 * IPv6, TCP (SYN), UDP or an ICMP echo request, PAYLOAD bytes. */
struct frame;
void classgen_frame(const struct classgen_tuple *t, uint16_t vid, size_t payload,
		    struct frame *f);

/* T as an `xdpc-bench` frame spec: KIND@SRC,DST#SPORT,DPORT. */
void classgen_tuple_spec(char *buf, size_t cap, const struct classgen_tuple *t);

#endif
