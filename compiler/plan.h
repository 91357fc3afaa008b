/* The plan: for the whole checked program, how each rule is matched and
 * counted, decided once between checking and code generation.
 *
 *   items      in rule order, each a single rule, a rule group (groups.h)
 *              or a multi-field classifier (cls.h), placed at its first
 *              member
 *   counting   count rules riding in the deciding classifiers (cls.h),
 *              each such classifier's word of the frame's struct, and
 *              classifiers of the count rules left (counting trees),
 *              scanned and walked once the deciding rule is known
 *   chunks     which items share one rule function
 *   counters   the layout of the per-frame counter block (meta.h):
 *              per-CPU or one array entry per CPU, and which count-by
 *              tables it holds
 *   budgets    costs, functions and maps, checked against budget.h's
 *              limits (so `--check` reports them, located)
 *
 * Code generation lowers the plan and decides nothing of this itself;
 * `xdpc --dump-plan` prints it (plan_dump). */
#ifndef XDPC_PLAN_H
#define XDPC_PLAN_H

#include "ast.h"
#include "cls.h"
#include "diag.h"
#include "groups.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum plan_kind { PLAN_RULE, PLAN_GROUP, PLAN_CLS };

struct plan_item {
	enum plan_kind kind;
	size_t first;                    /* the rule, or the first member */
	const struct rule_group *group;  /* PLAN_GROUP */
	const struct cls *cls;           /* PLAN_CLS */
	int id;                          /* group or classifier number */
	unsigned cost;                   /* budget.h units */
};

struct plan {
	const struct program *prog;
	bool no_group;
	struct rule_groups groups;
	struct cls **cls;                /* classifiers, by id */
	size_t ncls;
	struct cls **kcls;               /* counting classifiers, by id */
	size_t nkcls;
	/* classifier I's riders (cls.h): the word rider_slot[I] of the
	 * frame's struct (cg_cls.c) says where its walk ended, -1: none */
	int *rider_slot;
	size_t nriding;
	struct plan_item *item;
	size_t nitems;
	size_t *chunk;                   /* chunk k: items [chunk[k], chunk[k + 1]) */
	size_t nchunks;
	/* the counter block (meta.h): ncounters struct xdpc_counter, rule
	 * I's at index I, the default verdict's at nrules; one per-CPU value
	 * when block_percpu, else one array entry per CPU */
	size_t ncounters;
	bool block_percpu;
	/* count-by table T's entry K is the block's counter table_first[T] +
	 * K; -1: the table is a map of its own (meta.h) */
	long *table_first;
	size_t nmaps;                    /* maps the program uses */
	unsigned long long cost;         /* the whole program, budget units */
};

struct plan_options {
	bool no_group;                   /* every rule alone (--no-group) */
};

/* Plans P in arena A and checks the plan's budgets, reporting every
 * excess through D located at the rule or set that crosses it. Returns -1
 * after an error (PL is then incomplete). */
int plan_build(struct arena *a, const struct program *p, const struct plan_options *o,
	       struct plan *pl, struct diag *d);

/* P's plan under O: the one check_program() built when O asks for the
 * same, else plan_build()'s in A. */
int plan_of(struct arena *a, const struct program *p, const struct plan_options *o,
	    struct plan *pl, struct diag *d);

/* The plan as text (the format of the plan goldens). */
void plan_dump(FILE *f, const struct plan *pl);

/* The code of rule R as the rule functions return it (cg_internal.h). */
unsigned plan_rule_code(const struct rule *r);
/* Count-by tables of PL that are maps of their own (not in the block). */
size_t plan_table_maps(const struct plan *pl);

#endif
