/* Budgets: how much one program may hold before the kernel, the verifier
 * or the BPF backend refuses it. Decided once, on the checked program, so
 * that `--check` reports every excess with the location of the rule or set
 * that crosses it and code generation never meets a limit late. Code
 * generation follows the plan (plan.h), which takes its costs from here.
 *
 * The costs are estimates in rough units of generated code (about the
 * number of conditional jumps a test takes); the limits were measured:
 * docs/design.md, "Budgets". */
#ifndef XDPC_BUDGET_H
#define XDPC_BUDGET_H

#include "ast.h"
#include "diag.h"
#include "cls.h"
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

/* Balances long chains of *ROOT in place and reports, located, an
 * expression nested deeper than BUDGET_MAX_DEPTH. Runs before any
 * recursive pass sees the tree; false after an error. */
bool budget_expr_shape(struct arena *a, struct diag *d, struct expr **root);

unsigned budget_set_cost(const struct xset *s);
unsigned budget_expr_cost(const struct expr *e);
/* Costs of the plan's items (plan.h). */
unsigned budget_rule_cost(const struct rule *r);
unsigned budget_group_cost(const struct rule_group *g);
unsigned budget_cls_cost(const struct cls *c);

/* Reports every budget the plan PL exceeds, located; -1 if any. */
struct plan;
int budget_check_plan(const struct plan *pl, struct diag *d);

#endif
