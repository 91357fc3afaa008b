#include "groups.h"

#include <string.h>

#define MAX_CONJUNCTS 16

const char *group_field_name(enum group_field f)
{
	static const char *const names[] = {
		[GF_SRC] = "src", [GF_DST] = "dst", [GF_SPORT] = "sport",
		[GF_DPORT] = "dport", [GF_PROTO] = "proto",
	};
	return names[f];
}

static bool xset_equal(const struct xset *a, const struct xset *b)
{
	if (a == b)
		return true;
	if (!a || !b || a->kind != b->kind || a->dynamic || b->dynamic ||
	    a->npfx != b->npfx || a->nports != b->nports)
		return false;
	return (a->npfx == 0 || memcmp(a->pfx, b->pfx, a->npfx * sizeof(*a->pfx)) == 0) &&
	       (a->nports == 0 ||
		memcmp(a->ports, b->ports, a->nports * sizeof(*a->ports)) == 0);
}

bool expr_equal(const struct expr *a, const struct expr *b)
{
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case E_AND:
	case E_OR:
		return expr_equal(a->u.bin.lhs, b->u.bin.lhs) &&
		       expr_equal(a->u.bin.rhs, b->u.bin.rhs);
	case E_NOT:
		return expr_equal(a->u.operand, b->u.operand);
	case E_ADDR:
	case E_PORT:
		return a->u.prim.dir == b->u.prim.dir &&
		       xset_equal(a->u.prim.set, b->u.prim.set);
	case E_ETHER_SRC:
	case E_ETHER_DST:
		return memcmp(a->u.prim.mac, b->u.prim.mac, 6) == 0;
	case E_LEN:
	case E_TTL:
		return a->u.prim.op == b->u.prim.op && a->u.prim.num == b->u.prim.num &&
		       a->u.prim.num_hi == b->u.prim.num_hi;
	default:
		return a->u.prim.num == b->u.prim.num;
	}
}

/* The conjuncts of an `and` tree, left to right; 0 if there are too many. */
static size_t conjuncts(const struct expr *e, const struct expr **out, size_t n)
{
	if (!e)
		return n;
	if (e->kind == E_AND) {
		n = conjuncts(e->u.bin.lhs, out, n);
		return n ? conjuncts(e->u.bin.rhs, out, n) : 0;
	}
	if (n == MAX_CONJUNCTS)
		return 0;
	out[n] = e;
	return n + 1;
}

/* Which field a conjunct keys on, or -1 when it cannot key a group. A
 * dynamic set changes at run time, so it never becomes part of a table. */
static int field_of(const struct expr *e)
{
	if (e->kind == E_PROTO)
		return GF_PROTO;
	if ((e->kind != E_ADDR && e->kind != E_PORT) || e->u.prim.dir == DIR_EITHER ||
	    !e->u.prim.set || e->u.prim.set->dynamic)
		return -1;
	if (e->kind == E_ADDR)
		return e->u.prim.dir == DIR_SRC ? GF_SRC : GF_DST;
	return e->u.prim.dir == DIR_SRC ? GF_SPORT : GF_DPORT;
}

struct shape {
	const struct expr *c[MAX_CONJUNCTS];
	size_t n;
};

static bool shape_of(const struct rule *r, struct shape *s)
{
	if (r->action == ACT_COUNT || !r->match)
		return false;
	s->n = conjuncts(r->match, s->c, 0);
	return s->n > 0;
}

/* Whether B has A's shape with only conjunct POS (a FIELD key) differing. */
static bool same_but(const struct shape *a, const struct shape *b, size_t pos,
		     int field)
{
	if (a->n != b->n || field_of(b->c[pos]) != field)
		return false;
	for (size_t i = 0; i < a->n; i++)
		if (i != pos && !expr_equal(a->c[i], b->c[i]))
			return false;
	return true;
}

/* The longest run starting at rule FIRST, and the key position it uses. */
static size_t longest_run(const struct program *p, size_t first, size_t *best_pos)
{
	struct shape s0, s;
	size_t best = 0;

	if (!shape_of(p->rules[first], &s0))
		return 0;
	for (size_t pos = 0; pos < s0.n; pos++) {
		int field = field_of(s0.c[pos]);
		size_t len = 1;

		if (field < 0)
			continue;
		while (first + len < p->nrules && shape_of(p->rules[first + len], &s) &&
		       same_but(&s0, &s, pos, field))
			len++;
		if (len > best) {
			best = len;
			*best_pos = pos;
		}
	}
	return best;
}

static void add_group(struct arena *a, const struct program *p, size_t first,
		      size_t count, size_t pos, struct ptrvec *groups)
{
	struct rule_group *g = ARENA_NEW(a, struct rule_group);
	struct shape s;

	shape_of(p->rules[first], &s);
	g->first = first;
	g->count = count;
	g->field = (enum group_field)field_of(s.c[pos]);
	g->guard = ARENA_ARRAY(a, struct expr *, s.n);
	for (size_t i = 0; i < s.n; i++)
		if (i != pos)
			g->guard[g->nguard++] = (struct expr *)s.c[i];
	g->key = ARENA_ARRAY(a, struct expr *, count);
	for (size_t i = 0; i < count; i++) {
		shape_of(p->rules[first + i], &s);
		g->key[i] = (struct expr *)s.c[pos];
	}
	ptrvec_push(a, groups, g);
}

void find_rule_groups(struct arena *a, const struct program *p, size_t min_run,
		      struct rule_groups *out)
{
	struct ptrvec groups = { 0 };

	if (min_run < 2)
		min_run = 2;
	for (size_t i = 0; i < p->nrules;) {
		size_t pos = 0, len = longest_run(p, i, &pos);

		if (len >= min_run) {
			add_group(a, p, i, len, pos, &groups);
			i += len;
		} else {
			i++;
		}
	}
	out->n = groups.n;
	out->v = ARENA_ARRAY(a, struct rule_group, groups.n ? groups.n : 1);
	for (size_t i = 0; i < groups.n; i++)
		out->v[i] = *(struct rule_group *)groups.v[i];
}
