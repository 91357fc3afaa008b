/* Which rule counters the generated code leaves to a table (meta.h,
 * `derived` records). The counting code and the metadata must agree on
 * it exactly, so both ask here. */
#ifndef XDPC_CG_DERIVED_H
#define XDPC_CG_DERIVED_H

#include "ast.h"

/* Whether count rule R's own table is complete, so that the table's sum
 * is R's counter. */
int cg_derived_own(const struct rule *r);

/* The drop or pass rule whose counter is a table's sum, or -1; *TABLE is
 * that table. Such a rule decides every frame, so there is at most one:
 * it has no condition, only count rules come before it, and one of those
 * counts every frame in a complete table (no condition either). Every
 * frame then adds exactly once to that table before the rule decides it. */
int cg_derived_decider(const struct program *p, int *table);

#endif
