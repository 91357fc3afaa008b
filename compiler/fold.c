#include "fold.h"

#include <stdbool.h>

static bool foldable(const struct expr *e)
{
	const struct value *v = e->u.prim.arg;

	if ((e->kind != E_ADDR && e->kind != E_PORT) || !v)
		return false;
	switch (v->kind) {
	case V_ADDR4:
	case V_ADDR6:
		return e->kind == E_ADDR;
	case V_NUMBER:
	case V_RANGE:
		return e->kind == E_PORT;
	case V_SET:
		return v->u.items.n > 0;  /* `src {}` keeps its own error */
	default:
		return false;
	}
}

static void add_items(struct arena *a, struct value *set, struct value *v)
{
	if (v->kind != V_SET) {
		ptrvec_push(a, &set->u.items, v);
		return;
	}
	for (size_t i = 0; i < v->u.items.n; i++)
		ptrvec_push(a, &set->u.items, v->u.items.v[i]);
}

/* INTO takes E's values; a single value of INTO becomes an inline set
 * first (an inline set as written belongs to INTO alone). */
static void merge(struct arena *a, struct expr *into, struct expr *e)
{
	struct value *v = into->u.prim.arg;

	if (v->kind != V_SET) {
		struct value *set = ast_new_value(a, V_SET, v->loc);

		add_items(a, set, v);
		into->u.prim.arg = v = set;
	}
	add_items(a, v, e->u.prim.arg);
}

static void fold_expr(struct arena *a, struct expr **slot);

static void fold_chain(struct arena *a, struct expr **slot)
{
	struct ptrvec ops = { 0 };
	struct expr *into[2][3] = { { 0 } };  /* [address/port][direction] */
	struct expr **keep;
	size_t n = 0;

	ast_chain_slots(a, slot, &ops);
	keep = ARENA_ARRAY(a, struct expr *, ops.n);
	for (size_t i = 0; i < ops.n; i++) {
		struct expr *e = *(struct expr **)ops.v[i];
		struct expr **first;

		if (!foldable(e)) {
			fold_expr(a, ops.v[i]);
			keep[n++] = *(struct expr **)ops.v[i];
			continue;
		}
		first = &into[e->kind == E_PORT][e->u.prim.dir];
		if (!*first) {
			*first = keep[n++] = e;
			continue;
		}
		merge(a, *first, e);
	}
	if (n < ops.n)
		*slot = ast_chain(a, E_OR, keep, n);
}

static void fold_expr(struct arena *a, struct expr **slot)
{
	struct ptrvec ops = { 0 };

	switch ((*slot)->kind) {
	case E_OR:
		fold_chain(a, slot);
		return;
	case E_AND:
		ast_chain_slots(a, slot, &ops);
		for (size_t i = 0; i < ops.n; i++)
			fold_expr(a, ops.v[i]);
		return;
	case E_NOT:
		fold_expr(a, &(*slot)->u.operand);
		return;
	default:
		return;
	}
}

void fold_or_chains(struct arena *a, struct expr **root)
{
	fold_expr(a, root);
}
