/* The plan is decided once per compile: check_program() plans the
 * program (to check its budgets) and plan_of() hands that plan on to
 * code generation and --dump-plan when they ask for the same options,
 * instead of planning again (at 100,000 rules a second plan cost a sixth
 * of the compile). --no-group asks for another plan and gets one.
 * The plan also places count-by tables: in the counter block while it
 * stays per-CPU, else in maps of their own. */
#include "evalutil.h"
#include "meta.h"
#include "plan.h"
#include "tcheck.h"

#include <stdio.h>
#include <stdlib.h>

/* `count by proto;` then FILL more rules: NRULES = FILL + 1. */
static struct program *proto_and(size_t fill)
{
	size_t cap = 64 + fill * 64, n;
	char *text = malloc(cap);
	struct program *p;

	if (!text)
		abort();
	n = (size_t)snprintf(text, cap, "count by proto;\n");
	for (size_t i = 0; i < fill; i++)
		n += (size_t)snprintf(text + n, cap - n, "drop tcp dport %zu src 192.0.2.1;\n", i + 1);
	p = compile(text);
	free(text);
	return p;
}

static void table_placement(void)
{
	struct program *p = compile("count by proto; count by vlan; count by icmp-type; drop;");
	/* proto's 256 counters fit exactly: rules + default + 256 = the most */
	size_t fits = XDPC_BLOCK_PERCPU_MAX - 256 - 1;

	CHECK(p->plan && p->ntables == 3);
	if (!p->plan || p->ntables != 3)
		return;
	/* after the 4 rules and the default: proto, then icmp-type; vlan's
	 * 4,096 never fit */
	CHECK(p->plan->table_first[0] == 5);
	CHECK(p->plan->table_first[1] == -1);
	CHECK(p->plan->table_first[2] == 5 + 256);
	CHECK(p->plan->ncounters == 5 + 256 + 512);
	CHECK(p->plan->block_percpu);

	p = proto_and(fits - 1);
	CHECK(p->nrules == fits && p->plan);
	if (p->plan) {
		CHECK(p->plan->table_first[0] == (long)fits + 1);
		CHECK(p->plan->ncounters == XDPC_BLOCK_PERCPU_MAX && p->plan->block_percpu);
	}
	p = proto_and(fits);
	CHECK(p->nrules == fits + 1 && p->plan);
	if (p->plan) {
		CHECK(p->plan->table_first[0] == -1);
		CHECK(p->plan->ncounters == fits + 2 && p->plan->block_percpu);
	}
}

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
	table_placement();
	return TC_DONE();
}
