#include "ast.h"

static const char *const value_names[] = {
#define X(k, s) [k] = s,
	VALUE_KINDS(X)
#undef X
};
static const char *const expr_names[] = {
#define X(k, s) [k] = s,
	EXPR_KINDS(X)
#undef X
};
static const char *const key_names[] = {
#define X(k, s, n) [k] = s,
	COUNT_KEYS(X)
#undef X
};
static const unsigned key_domains[] = {
#define X(k, s, n) [k] = n,
	COUNT_KEYS(X)
#undef X
};
static const char *const stmt_names[] = {
#define X(k, s) [k] = s,
	STMT_KINDS(X)
#undef X
};
static const char *const cmp_names[] = {
	[CMP_EQ] = "==", [CMP_NE] = "!=", [CMP_LT] = "<", [CMP_LE] = "<=",
	[CMP_GT] = ">", [CMP_GE] = ">=", [CMP_RANGE] = "in",
};

const char *value_kind_name(enum value_kind k) { return value_names[k]; }
const char *expr_kind_name(enum expr_kind k) { return expr_names[k]; }
const char *count_key_name(enum count_key k) { return key_names[k]; }
unsigned count_key_domain(enum count_key k) { return key_domains[k]; }
const char *stmt_kind_name(enum stmt_kind k) { return stmt_names[k]; }
const char *cmp_op_name(enum cmp_op op) { return cmp_names[op]; }

const char *rate_key_name(enum rate_key k)
{
	static const char *const names[] = { "rule", "src", "dst", "sport", "dport" };

	return names[k];
}

struct value *ast_new_value(struct arena *a, enum value_kind k, struct loc loc)
{
	struct value *v = ARENA_NEW(a, struct value);

	v->kind = k;
	v->loc = loc;
	return v;
}

struct expr *ast_new_binary(struct arena *a, enum expr_kind k, struct expr *lhs,
			    struct expr *rhs)
{
	struct expr *e = ARENA_NEW(a, struct expr);

	e->kind = k;
	e->loc = loc_join(lhs->loc, rhs->loc);
	e->u.bin.lhs = lhs;
	e->u.bin.rhs = rhs;
	return e;
}

struct expr *ast_new_not(struct arena *a, struct loc loc, struct expr *operand)
{
	struct expr *e = ARENA_NEW(a, struct expr);

	e->kind = E_NOT;
	e->loc = loc;
	e->u.operand = operand;
	return e;
}

struct expr *ast_new_prim(struct arena *a, enum expr_kind k, struct loc loc)
{
	struct expr *e = ARENA_NEW(a, struct expr);

	e->kind = k;
	e->loc = loc;
	return e;
}

struct stmt *ast_new_stmt(struct arena *a, enum stmt_kind k, struct loc loc)
{
	struct stmt *s = ARENA_NEW(a, struct stmt);

	s->kind = k;
	s->loc = loc;
	return s;
}

void ast_chain_slots(struct arena *a, struct expr **root, struct ptrvec *out)
{
	enum expr_kind k = (*root)->kind;
	struct ptrvec todo = { 0 };

	ptrvec_push(a, &todo, root);
	while (todo.n) {
		struct expr **slot = todo.v[--todo.n];

		if ((*slot)->kind != k) {
			ptrvec_push(a, out, slot);
			continue;
		}
		/* right first, so the left operand comes off the stack first */
		ptrvec_push(a, &todo, &(*slot)->u.bin.rhs);
		ptrvec_push(a, &todo, &(*slot)->u.bin.lhs);
	}
}

static struct expr *balanced(struct arena *a, enum expr_kind k,
			     struct expr **ops, size_t n)
{
	if (n == 1)
		return ops[0];
	return ast_new_binary(a, k, balanced(a, k, ops, n / 2),
			      balanced(a, k, ops + n / 2, n - n / 2));
}

struct expr *ast_chain(struct arena *a, enum expr_kind k, struct expr **ops,
		       size_t n)
{
	struct expr *e = ops[0];

	if (n >= AST_BALANCE_MIN)
		return balanced(a, k, ops, n);
	for (size_t i = 1; i < n; i++)
		e = ast_new_binary(a, k, e, ops[i]);
	return e;
}
