#include "budget.h"
#include "plan.h"
#include "xalloc.h"

#include <stdlib.h>

/* ---- expression shape ---- */

struct shape_work {
	struct expr **slot;
	int depth;
};

struct shape_stack {
	struct shape_work *v;
	size_t n, cap;
};

static void shape_push(struct shape_stack *s, struct expr **slot, int depth)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	s->v[s->n++] = (struct shape_work){ slot, depth };
}

/* The operand slots of the chain at SLOT; a long chain is rebuilt balanced
 * first, so that every later (recursive) pass goes log2 deep along it. */
static struct ptrvec chain_operands(struct arena *a, struct expr **slot)
{
	struct ptrvec ops = { 0 };
	struct expr **e;

	ast_chain_slots(a, slot, &ops);
	if (ops.n < AST_BALANCE_MIN)
		return ops;
	e = ARENA_ARRAY(a, struct expr *, ops.n);
	for (size_t i = 0; i < ops.n; i++)
		e[i] = *(struct expr **)ops.v[i];
	*slot = ast_chain(a, (*slot)->kind, e, ops.n);
	ops.n = 0;
	ast_chain_slots(a, slot, &ops);
	return ops;
}

static void too_deep(struct diag *d, struct loc at)
{
	/* the caret at the start: the span of a deep node is the whole nest */
	at.end_line = at.line;
	at.end_col = at.col;
	at.end_off = at.off;
	diag_error(d, at, "expression nested too deeply (limit %d levels of 'not' "
		   "and of 'and'/'or' inside the other)", BUDGET_MAX_DEPTH);
}

bool budget_expr_shape(struct arena *a, struct diag *d, struct expr **root)
{
	struct shape_stack s = { 0 };
	bool ok = true;

	shape_push(&s, root, 1);
	while (s.n && ok) {
		struct shape_work w = s.v[--s.n];
		struct expr *e = *w.slot;
		struct ptrvec ops;

		if (e->kind != E_AND && e->kind != E_OR && e->kind != E_NOT)
			continue;   /* a primitive is no level */
		if (w.depth > BUDGET_MAX_DEPTH) {
			too_deep(d, e->loc);
			ok = false;
		} else if (e->kind == E_AND || e->kind == E_OR) {
			ops = chain_operands(a, w.slot);
			for (size_t i = ops.n; i-- > 0;)
				shape_push(&s, ops.v[i], w.depth + 1);
		} else {
			shape_push(&s, &e->u.operand, w.depth + 1);
		}
	}
	free(s.v);
	return ok;
}

/* ---- costs ---- */

static size_t v6_elements(const struct xset *s)
{
	size_t n = 0;

	for (size_t i = 0; i < s->npfx; i++)
		n += s->pfx[i].family == 6;
	return n;
}

unsigned budget_set_cost(const struct xset *s)
{
	size_t n = s->kind == SET_PORT ? s->nports : s->npfx;
	unsigned lg = 1;

	if (s->dynamic)   /* a call */
		return 3;
	/* an IPv6 element is compared as two 64-bit words, each from two
	 * loads: measured about four times the code of an IPv4 one */
	if (n <= SET_INLINE_MAX)
		return (unsigned)(n + 3 * v6_elements(s)) + 1;
	while (((size_t)1 << lg) < n)
		lg++;
	return lg + 4;
}

/* Saturates: a rule of a million tests must not wrap to a small cost. */
static unsigned add_cost(unsigned a, unsigned b)
{
	return a > ~0u - b ? ~0u : a + b;
}

unsigned budget_expr_cost(const struct expr *e)
{
	if (!e)
		return 0;
	switch (e->kind) {
	case E_AND:
	case E_OR:
		return add_cost(budget_expr_cost(e->u.bin.lhs), budget_expr_cost(e->u.bin.rhs));
	case E_NOT:
		return budget_expr_cost(e->u.operand);
	case E_ADDR:
	case E_PORT:
		return (e->u.prim.dir == DIR_EITHER ? 2 : 1) * budget_set_cost(e->u.prim.set) + 2;
	default:
		return 2;
	}
}

unsigned budget_rule_cost(const struct rule *r)
{
	/* a rate limit: the clock, a lookup or an update, three tries */
	return add_cost(6 + (r->key != KEY_NONE ? 8 : 0) + (r->rate ? 40 : 0),
			budget_expr_cost(r->match));
}

unsigned budget_group_cost(const struct rule_group *g)
{
	unsigned cost = 20;

	for (size_t i = 0; i < g->nguard; i++)
		cost = add_cost(cost, budget_expr_cost(g->guard[i]));
	return cost;
}

/* A call, the residual tests (each once), and the bit set per test. */
unsigned budget_cls_cost(const struct cls *c)
{
	unsigned cost = 20;

	for (unsigned i = 0; i < c->nresid; i++)
		cost = add_cost(cost, budget_expr_cost(c->resid[i]) + 2);
	return cost;
}

/* ---- limits ---- */

static int check_maps(const struct plan *pl, struct diag *d)
{
	const struct program *p = pl->prog;
	const struct rule *over = NULL;
	/* each rate limit has its bucket map, and they share xdpc_clock */
	size_t rate_maps = p->nrated + (p->nrated > 0);
	size_t ndyn = 0, ntab = 0;

	/* the rule counters, .rodata for sets, one map per count-by table
	 * that the plan did not put into the counter block, and the outer
	 * map of each dynamic set; located at the table or set that takes
	 * the map past the limit */
	for (size_t i = 0; i < p->ntables; i++)
		if (pl->table_first[i] < 0 && ++ntab + 2 > BUDGET_MAX_MAPS && !over)
			over = p->tables[i];
	if (over) {
		diag_error(d, over->key_loc,
			   "too many 'count by' tables with maps of their own (%zu): the kernel "
			   "allows a program %d maps, so at most %d (a proto or icmp-type table "
			   "in the counter block takes none)", ntab, BUDGET_MAX_MAPS,
			   BUDGET_MAX_MAPS - 2);
		return -1;
	}
	if (p->nrated && ntab + rate_maps + 2 > BUDGET_MAX_MAPS) {
		diag_error(d, p->rated[0]->rate->loc, "too many maps: the program's %zu rate "
			   "limits and %zu count-by tables need %zu; the kernel allows a "
			   "program %d", p->nrated, ntab, ntab + rate_maps + 2,
			   BUDGET_MAX_MAPS);
		return -1;
	}
	for (size_t i = 0; i < p->nsets; i++) {
		if (!p->sets[i]->dynamic)
			continue;
		if (ntab + rate_maps + ++ndyn + 2 > BUDGET_MAX_MAPS) {
			diag_error(d, p->sets[i]->loc,
				   "too many maps: with this dynamic set the program needs %zu "
				   "(%zu count-by tables, %zu for rate limits, %zu dynamic sets, "
				   "2 of its own); the kernel allows a program %d",
				   ntab + rate_maps + ndyn + 2, ntab, rate_maps, ndyn,
				   BUDGET_MAX_MAPS);
			return -1;
		}
	}
	return 0;
}

static int check_code(const struct program *p, const struct plan_item *it,
		      size_t n, struct diag *d)
{
	uint64_t total = 0;
	int rc = 0;

	for (size_t i = 0; i < n && !diag_too_many(d); i++) {
		const struct rule *r = p->rules[it[i].first];

		if (it[i].cost > BUDGET_RULE_COST) {
			diag_error(d, r->action_loc,
				   "rule too big for one BPF function: about %u units of code, "
				   "limit %d; split it into several rules, or test values of "
				   "one field with a set", it[i].cost, BUDGET_RULE_COST);
			rc = -1;
		}
		total += it[i].cost;
		if (rc == 0 && total > BUDGET_PROGRAM_COST) {
			diag_error(d, r->action_loc,
				   "program too big for the verifier: about %llu units of code "
				   "up to this rule, limit %d (the kernel verifies at most "
				   "1,000,000 instructions)", (unsigned long long)total,
				   BUDGET_PROGRAM_COST);
			return -1;
		}
	}
	return rc;
}

/* Functions: the entry point, the parser, the rule
 * functions and at most CG_MAX_SEARCH_FNS searches (more are inlined). */
static int check_functions(size_t nchunks, struct diag *d)
{
	size_t n = 2 + nchunks + BUDGET_MAX_SEARCH_FNS;

	if (n > BUDGET_MAX_FUNCTIONS) {
		diag_plain(d, "too many BPF functions: the program needs up to %zu (%zu rule "
			   "functions); the kernel allows %d", n, nchunks, BUDGET_MAX_FUNCTIONS);
		return -1;
	}
	return 0;
}

/* Each classifier's tables are one read-only map (cg_cls.c). */
static int check_cls_maps(const struct plan *pl, struct diag *d)
{
	size_t base = pl->nmaps - pl->ncls - pl->nkcls;

	for (size_t i = 0; i < pl->ncls + pl->nkcls; i++)
		if (base + i + 1 > BUDGET_MAX_MAPS) {
			const struct cls *k = i < pl->ncls ? pl->cls[i] : pl->kcls[i - pl->ncls];

			diag_error(d, pl->prog->rules[k->first]->action_loc,
				   "too many maps: the multi-field classifier starting at this "
				   "rule needs map %zu; the kernel allows a program %d",
				   base + i + 1, BUDGET_MAX_MAPS);
			return -1;
		}
	return 0;
}

int budget_check_plan(const struct plan *pl, struct diag *d)
{
	if (check_maps(pl, d) < 0 || check_cls_maps(pl, d) < 0)
		return -1;
	if (check_code(pl->prog, pl->item, pl->nitems, d) < 0)
		return -1;
	return check_functions(pl->nchunks + pl->ncls + pl->nkcls, d);
}
