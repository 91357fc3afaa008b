/* Budgets: how much one program may hold before the kernel, the verifier
 * or the BPF backend refuses it. Decided once, on the checked program, so
 * that `--check` reports every excess with the location of the rule or set
 * that crosses it and code generation never meets a limit late. Code
 * generation reads its costs and items from here (a plan stage can take
 * this module over).
 *
 * The costs are estimates in rough units of generated code (about the
 * number of conditional jumps a test takes); the limits were measured:
 * docs/design.md, "Budgets". */
#ifndef XDPC_BUDGET_H
#define XDPC_BUDGET_H

#include "ast.h"
#include "diag.h"
#include "groups.h"

#include <stdbool.h>
#include <stddef.h>

/* `not`, and `and`/`or` inside a different one, each add a level; a chain
 * of one operator is one level whatever its length. */
#define BUDGET_MAX_DEPTH 100
/* The kernel lets a program use at most this many maps (MAX_USED_MAPS). */
#define BUDGET_MAX_MAPS 64
/* Sets of at most this many elements are tested inline, bigger ones by a
 * search function (cg_sets.c). */
#define SET_INLINE_MAX 8
/* One rule is one rule function's body, which must stay within the BPF
 * backend's jump range (32,767 instructions) and the verifier's 8,192
 * pending jumps: failures start near 17,000 units; half of that. */
#define BUDGET_RULE_COST 8000
/* The whole program against the verifier's 1,000,000 processed
 * instructions: 2.5 to 5 per unit measured (docs/design.md). */
#define BUDGET_PROGRAM_COST 200000
/* Rule functions are at most this many (of the kernel's 256 functions per
 * program, BPF_MAX_SUBPROGS), the rest is for the parser and searches. */
#define BUDGET_MAX_CHUNKS 192
#define BUDGET_MAX_FUNCTIONS 256
/* Searches of big sets and groups get functions of their own up to this
 * many; later ones are inlined (cg_sets.c, cg_groups.c). */
#define BUDGET_MAX_SEARCH_FNS 48
/* Groups of at least this many rules become one lookup (cg_groups.c). */
#define BUDGET_GROUP_MIN 4

/* What a rule function tests, in rule order: one rule or a whole group
 * (placed at its first member). */
struct budget_item {
	size_t first;                  /* the rule, or the group's first member */
	const struct rule_group *group;
	int group_id;
	unsigned cost;
};

/* Balances long chains of *ROOT in place and reports, located, an
 * expression nested deeper than BUDGET_MAX_DEPTH. Runs before any
 * recursive pass sees the tree; false after an error. */
bool budget_expr_shape(struct arena *a, struct diag *d, struct expr **root);

unsigned budget_set_cost(const struct xset *s);
unsigned budget_expr_cost(const struct expr *e);

/* The program as items (ITEMS holds nrules + 1); returns their number. */
size_t budget_items(struct arena *a, const struct program *p, bool no_group,
		    struct budget_item *items);

/* Splits N items into rule functions: STARTS[k] is chunk k's first item
 * (STARTS holds N + 1). Returns the number of chunks. */
size_t budget_chunks(const struct budget_item *it, size_t n, size_t *starts);

/* Reports every budget the checked program P exceeds; -1 if any. */
int budget_check_program(struct arena *a, const struct program *p,
			 bool no_group, struct diag *d);

#endif
