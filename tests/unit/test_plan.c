/* The plan is decided once per compile: check_program() plans the
 * program (to check its budgets) and plan_of() hands that plan on to
 * code generation and --dump-plan when they ask for the same options,
 * instead of planning again (at 100,000 rules a second plan cost a sixth
 * of the compile). --no-group asks for another plan and gets one. */
#include "evalutil.h"
#include "plan.h"
#include "tcheck.h"

int main(void)
{
	struct program *p = compile("drop udp dport 1; drop udp dport 2; drop udp dport 3;"
				    " pass udp dport 4; drop udp dport 5; count;");
	struct plan_options no_group = { .no_group = true }, grouped = { 0 };
	struct plan pl, plain;
	struct diag d;

	diag_init(&d, stderr);
	CHECK(p->plan != NULL);
	if (!p->plan)
		return TC_DONE();
	CHECK(p->plan->groups.n == 1);

	/* the same options: the checker's plan, not a new one */
	CHECK(plan_of(&eu_arena, p, NULL, &pl, &d) == 0);
	CHECK(pl.item == p->plan->item && pl.nitems == p->plan->nitems);
	CHECK(plan_of(&eu_arena, p, &grouped, &pl, &d) == 0);
	CHECK(pl.item == p->plan->item);

	/* --no-group: planned anew, every rule alone */
	CHECK(plan_of(&eu_arena, p, &no_group, &plain, &d) == 0);
	CHECK(plain.item != p->plan->item);
	CHECK(plain.no_group && !p->plan->no_group);
	CHECK(plain.groups.n == 0);
	CHECK(plain.nitems == p->nrules);
	CHECK(p->plan->nitems < p->nrules);
	CHECK(d.errors == 0);
	return TC_DONE();
}
