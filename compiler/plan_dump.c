/* `xdpc --dump-plan`: the plan as text, one line per item, grouped by rule
 * function, then the counters. Also the format of the plan goldens. */
#include "plan.h"

static const char *action_word(enum action a)
{
	return a == ACT_DROP ? "drop" : a == ACT_PASS ? "pass" : "count";
}

/* Rule indices, at most 16 of them, then how many more. */
static void members(FILE *f, const size_t *m, size_t n)
{
	for (size_t i = 0; i < n && i < 16; i++)
		fprintf(f, "%s%zu", i ? "," : "", m[i]);
	if (n > 16)
		fprintf(f, ",... (%zu more)", n - 16);
}

static void dump_group(FILE *f, const struct plan_item *it)
{
	const struct rule_group *g = it->group;

	fprintf(f, "  group %d: %zu rules, key", it->id, g->count);
	for (unsigned k = 0; k < g->nfields; k++)
		fprintf(f, "%s%s", k ? "+" : " ", group_field_name(g->field[k]));
	fprintf(f, ", %zu shared tests, cost %u\n    rules ", g->nguard, it->cost);
	members(f, g->member, g->count);
	fprintf(f, "\n");
}

static void dump_tree(FILE *f, const struct cls *c)
{
	fprintf(f, "    tree %zu nodes, depth %u, %zu leaf entries, longest leaf %u", c->nnodes,
		c->depth, c->nleaf, c->leaf_max);
	if (c->riders)
		fprintf(f, ", longest riders' list %u", c->riders_max);
	fprintf(f, "\n");
	fprintf(f, "    rules ");
	members(f, c->member, c->count);
	fprintf(f, "\n");
}

static void dump_cls(FILE *f, const struct plan_item *it)
{
	const struct cls *c = it->cls;

	fprintf(f, "  classifier %d: %zu rules, %zu boxes, %u residual tests, cost %u\n",
		it->id, c->count, c->nbox, c->nresid, it->cost);
	if (c->riders)
		fprintf(f, "    %zu of them count rules riding along\n", c->riders);
	dump_tree(f, c);
}

static void dump_item(FILE *f, const struct plan *pl, const struct plan_item *it)
{
	const struct rule *r = pl->prog->rules[it->first];

	switch (it->kind) {
	case PLAN_GROUP:
		dump_group(f, it);
		break;
	case PLAN_CLS:
		dump_cls(f, it);
		break;
	default:
		fprintf(f, "  rule %d (line %u, %s): alone, cost %u\n", r->index,
			r->action_loc.line, action_word(r->action), it->cost);
		break;
	}
}

void plan_dump(FILE *f, const struct plan *pl)
{
	const struct program *p = pl->prog;

	fprintf(f, "plan: %zu rules, %zu items, %zu rule functions, %zu maps, cost %llu%s\n",
		p->nrules, pl->nitems, pl->nchunks, pl->nmaps, pl->cost,
		pl->no_group ? " (no groups)" : "");
	for (size_t k = 0; k < pl->nchunks; k++) {
		fprintf(f, "function xdpc_rules_%zu:\n", k);
		for (size_t i = pl->chunk[k]; i < pl->chunk[k + 1]; i++)
			dump_item(f, pl, &pl->item[i]);
	}
	if (pl->nkcls)
		fprintf(f, "entry point, after the deciding rule:\n");
	for (size_t k = 0; k < pl->nkcls; k++) {
		fprintf(f, "  counting classifier %zu: %zu count rules, %zu boxes\n", k,
			pl->kcls[k]->count, pl->kcls[k]->nbox);
		dump_tree(f, pl->kcls[k]);
	}
	size_t inblock = pl->prog->ntables - plan_table_maps(pl);

	fprintf(f, "counters: one block of %zu (every rule, then the default%s), %s\n",
		pl->ncounters, inblock ? ", then count-by tables" : "",
		pl->block_percpu ? "per-CPU" : "one array entry per CPU");
	for (size_t t = 0; t < pl->prog->ntables; t++) {
		const struct rule *r = pl->prog->tables[t];

		fprintf(f, "  table %zu (rule %d, by %s): ", t, r->index, count_key_name(r->key));
		if (pl->table_first[t] >= 0)
			fprintf(f, "block counters %ld-%ld\n", pl->table_first[t],
				pl->table_first[t] + (long)count_key_domain(r->key) - 1);
		else
			fprintf(f, "its own map\n");
	}
}
