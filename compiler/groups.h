/* Rule groups: runs of consecutive drop/pass rules that differ only in the
 * value of one field (a source or destination address, a port, the L4
 * protocol). The code generator evaluates such a run with one lookup that
 * yields the first rule of the run that matches, instead of testing the
 * rules one by one; first-match semantics and every rule's own counter are
 * kept exactly. */
#ifndef XDPC_GROUPS_H
#define XDPC_GROUPS_H

#include "ast.h"

#include <stddef.h>

enum group_field { GF_SRC, GF_DST, GF_SPORT, GF_DPORT, GF_PROTO };

struct rule_group {
	size_t first, count;      /* program.rules[first .. first + count) */
	enum group_field field;
	/* The conjuncts every rule of the run has in common (order of the
	 * first rule); the group applies only where all of them hold. */
	struct expr **guard;
	size_t nguard;
	/* Per rule of the run, the primitive on FIELD: E_ADDR, E_PORT (with
	 * its checked set) or E_PROTO (with its number). */
	struct expr **key;
};

struct rule_groups {
	struct rule_group *v;
	size_t n;
};

/* Finds runs of at least MIN_RUN rules. Rules are never reordered. */
void find_rule_groups(struct arena *a, const struct program *p, size_t min_run,
		      struct rule_groups *out);

/* Structural equality of two checked expressions. */
bool expr_equal(const struct expr *a, const struct expr *b);

const char *group_field_name(enum group_field f);

#endif
