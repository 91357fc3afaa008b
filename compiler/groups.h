/* Rule groups: drop/pass rules of the same shape, anywhere in the program,
 * that differ only in the values of some fields (addresses, ports, the L4
 * protocol). The code generator evaluates a group with one lookup that
 * yields its earliest member matching the frame; the rule functions then
 * take the earliest rule over all groups and single rules, so first-match
 * semantics and every rule's own counter are kept exactly (cg_rules.c).
 *
 * Two kinds:
 *   one field    the members' keys on FIELD may be any sets, ranges or
 *                prefixes of either family; the other conjuncts are shared
 *   composite    two to five fields, each key one exact value (an IPv4
 *                address, a port, a protocol): `drop src A udp sport P;`
 *                for many A, P is one lookup of (A, P) */
#ifndef XDPC_GROUPS_H
#define XDPC_GROUPS_H

#include "ast.h"

#include <stddef.h>

enum group_field { GF_SRC, GF_DST, GF_SPORT, GF_DPORT, GF_PROTO, GF_COUNT };

struct rule_group {
	size_t count;             /* members */
	size_t *member;           /* their rule indices, ascending */
	size_t first;             /* == member[0] */
	unsigned nfields;         /* 1: one field; more: composite */
	enum group_field field[GF_COUNT];  /* ascending for composites */
	/* The conjuncts every member has in common (order of the first
	 * member); the group applies only where all of them hold. */
	struct expr **guard;
	size_t nguard;
	/* key[j * nfields + f]: member j's primitive on field[f]: E_ADDR,
	 * E_PORT (with its checked set) or E_PROTO (with its number). */
	struct expr **key;
};

struct rule_groups {
	struct rule_group *v;     /* ordered by first member */
	size_t n;
};

/* Finds groups of at least MIN_SIZE rules. */
void find_rule_groups(struct arena *a, const struct program *p, size_t min_size,
		      struct rule_groups *out);

/* Structural equality of two checked expressions. */
bool expr_equal(const struct expr *a, const struct expr *b);

const char *group_field_name(enum group_field f);

/* The field (enum group_field) a conjunct can key a lookup on: a protocol,
 * or a src/dst address or sport/dport set that is not dynamic; -1 for any
 * other conjunct. */
int group_key_field(const struct expr *e);

/* Bits of a field in a composite key: 32 (IPv4 address), 16, 8. */
unsigned group_field_bits(enum group_field f);

/* The exact value of primitive E on a composite key field. */
uint64_t group_key_value(const struct expr *e);

#endif
