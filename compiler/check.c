#include "check.h"
#include "budget.h"
#include "fold.h"
#include "plan.h"
#include "names.h"
#include "proto.h"

#include <string.h>

/* Named sets seen so far: a set is usable only after its declaration. */
struct checker {
	struct arena *a;
	struct diag *d;
	struct ptrvec set_decls;  /* struct set_decl * */
	struct ptrvec sets;       /* struct xset *, in id order */
	struct ptrvec sigs;       /* struct payload *, distinct payload tests */
	struct program *prog;
};

static struct set_decl *find_set(struct checker *c, const char *name)
{
	for (size_t i = 0; i < c->set_decls.n; i++) {
		struct set_decl *s = c->set_decls.v[i];

		if (strcmp(s->name, name) == 0)
			return s;
	}
	return NULL;
}

static const char *suggest_set(struct checker *c, const char *name)
{
	const char **names = ARENA_ARRAY(c->a, const char *, c->set_decls.n + 1);

	for (size_t i = 0; i < c->set_decls.n; i++)
		names[i] = ((struct set_decl *)c->set_decls.v[i])->name;
	return suggest_closest(name, names, c->set_decls.n);
}

static void add_set(struct checker *c, struct xset *s)
{
	s->id = (int)c->sets.n;
	ptrvec_push(c->a, &c->sets, s);
}

/* The checked set of one declaration, or NULL after reporting why. */
static struct xset *checked_set(struct checker *c, struct set_decl *sd)
{
	struct value **vals = (struct value **)sd->elems.v;
	int kind;

	if (sd->from_file)
		return check_set_file(c->a, c->d, sd);
	if (sd->elems.n == 0 && !sd->dynamic) {
		diag_error(c->d, sd->name_loc,
			   "set '%s' is empty; a set needs at least one element",
			   sd->name);
		return NULL;
	}
	kind = check_set_kind(c->d, sd->name, vals, sd->elems.n);
	if (kind < 0 && sd->elems.n)
		return NULL;
	if (kind == SET_PORT)
		return check_port_values(c->a, c->d, vals, sd->elems.n, sd->name_loc,
					 "a port set");
	return check_addr_values(c->a, c->d, vals, sd->elems.n, sd->name_loc,
				 "an address set");
}

static void check_set_decl(struct checker *c, struct stmt *st)
{
	struct set_decl *sd = &st->u.set;
	struct set_decl *prev = find_set(c, sd->name);
	struct xset *s;

	if (prev) {
		diag_error(c->d, sd->name_loc, "set '%s' is already defined", sd->name);
		diag_note(c->d, prev->name_loc, "'%s' was first defined here", sd->name);
		return;
	}
	s = checked_set(c, sd);
	/* A set whose declaration failed is still known by name (with no
	 * contents), so its uses do not add "unknown set" noise. */
	ptrvec_push(c->a, &c->set_decls, sd);
	if (!s)
		return;
	s->name = sd->name;
	s->dynamic = sd->dynamic;
	sd->set = s;
	add_set(c, s);
}

static struct xset *lookup_set_ref(struct checker *c, const struct value *v,
				   enum set_kind want, const char *prim)
{
	struct set_decl *sd = find_set(c, v->u.name);

	if (!sd) {
		const char *s = suggest_set(c, v->u.name);

		if (s)
			diag_error_suggest(c->d, v->loc, s, "unknown set '%s'", v->u.name);
		else
			diag_error(c->d, v->loc, "unknown set '%s' (sets must be declared before use)",
				   v->u.name);
		return NULL;
	}
	if (!sd->set)
		return NULL;   /* its declaration was already reported */
	if (sd->set->kind != want) {
		diag_error(c->d, v->loc, "set '%s' holds %s, but '%s' needs %s",
			   v->u.name, sd->set->kind == SET_ADDR ? "addresses" : "ports",
			   prim, want == SET_ADDR ? "addresses" : "ports");
		diag_note(c->d, sd->name_loc, "'%s' is defined here", v->u.name);
		return NULL;
	}
	return sd->set;
}

static const char *const dir_words[2][3] = {
	[SET_ADDR] = { "src", "dst", "host" },
	[SET_PORT] = { "sport", "dport", "port" },
};

/* Address and port arguments: one value, `in NAME`, or `{ ... }`. */
static void check_set_arg(struct checker *c, struct expr *e, enum set_kind want)
{
	struct value *v = e->u.prim.arg;
	const char *prim = dir_words[want][e->u.prim.dir];
	struct xset *s;

	if (v->kind == V_SETREF) {
		e->u.prim.set = lookup_set_ref(c, v, want, prim);
		return;
	}
	if (v->kind == V_NAME && find_set(c, v->u.name)) {
		diag_error(c->d, v->loc, "'%s' is a set; write '%s in %s'",
			   v->u.name, prim, v->u.name);
		return;
	}
	struct value **vals = v->kind == V_SET ? (struct value **)v->u.items.v : &v;
	size_t n = v->kind == V_SET ? v->u.items.n : 1;

	if (n == 0) {
		diag_error(c->d, v->loc, "empty set: '%s' would never match", prim);
		return;
	}
	if (want == SET_ADDR)
		s = check_addr_values(c->a, c->d, vals, n, v->loc, prim);
	else
		s = check_port_values(c->a, c->d, vals, n, v->loc, prim);
	if (s) {
		add_set(c, s);
		e->u.prim.set = s;
	}
}

void check_compare(struct diag *d, struct expr *e, uint64_t max, const char *what)
{
	const struct value *v = e->u.prim.arg;

	if (v->kind == V_RANGE) {
		if (e->u.prim.op != CMP_EQ) {
			diag_error(d, v->loc, "a range cannot be compared with '%s'",
				   cmp_op_name(e->u.prim.op));
			return;
		}
		if (v->u.range.hi > max || v->u.range.lo > max) {
			diag_error(d, v->loc, "%s range is out of range (0-%llu)", what,
				   (unsigned long long)max);
			return;
		}
		if (v->u.range.lo > v->u.range.hi) {
			diag_error(d, v->loc, "%s range %llu-%llu is reversed", what,
				   (unsigned long long)v->u.range.lo,
				   (unsigned long long)v->u.range.hi);
			return;
		}
		e->u.prim.op = CMP_RANGE;
		e->u.prim.num = v->u.range.lo;
		e->u.prim.num_hi = v->u.range.hi;
		return;
	}
	if (v->kind != V_NUMBER) {
		diag_error(d, v->loc, "%s needs a number, not a%s %s", what,
			   v->kind == V_ADDR4 || v->kind == V_ADDR6 ? "n" : "",
			   value_kind_name(v->kind));
		return;
	}
	if (v->u.num > max) {
		diag_error(d, v->loc, "%s %llu is out of range (0-%llu)", what,
			   (unsigned long long)v->u.num, (unsigned long long)max);
		return;
	}
	e->u.prim.num = v->u.num;
}

static void check_expr(struct checker *c, struct expr *e)
{
	const struct value *v = e->u.prim.arg;

	switch (e->kind) {
	case E_AND:
	case E_OR:
		check_expr(c, e->u.bin.lhs);
		check_expr(c, e->u.bin.rhs);
		return;
	case E_NOT:
		check_expr(c, e->u.operand);
		return;
	case E_IPV4: case E_IPV6: case E_IP: case E_ARP: case E_FRAG:
	case E_VLAN_ANY:
		return;
	case E_VLAN_ID:
		if (v->u.num > PROTO_VLAN_VID_MASK)
			diag_error(c->d, v->loc, "VLAN ID %llu is out of range (0-%u)",
				   (unsigned long long)v->u.num, PROTO_VLAN_VID_MASK);
		e->u.prim.num = v->u.num;
		return;
	case E_ETHER_TYPE:
		check_number_or_name(c->d, e, NS_ETHERTYPE, 0xffff, "EtherType");
		return;
	case E_ETHER_SRC:
	case E_ETHER_DST:
		if (v->kind != V_MAC)
			diag_error(c->d, v->loc, "'ether %s' needs a MAC address like 02:00:00:00:00:01, not a%s %s",
				   e->kind == E_ETHER_SRC ? "src" : "dst",
				   v->kind == V_ADDR4 || v->kind == V_ADDR6 ? "n" : "",
				   value_kind_name(v->kind));
		else
			memcpy(e->u.prim.mac, v->u.mac, 6);
		return;
	case E_PROTO:
		check_number_or_name(c->d, e, NS_PROTO, 255, "protocol");
		return;
	case E_ADDR:
		check_set_arg(c, e, SET_ADDR);
		return;
	case E_PORT:
		check_set_arg(c, e, SET_PORT);
		return;
	case E_LEN:
		check_compare(c->d, e, 65535, "length");
		return;
	case E_TTL:
		check_compare(c->d, e, 255, "TTL");
		return;
	case E_TCP_FLAGS:
		check_tcp_flags(c->d, e);
		return;
	case E_FIELD:
		check_field(c->d, e);
		return;
	case E_PAYLOAD:
	case E_PAYLOAD_FIND:
		check_payload(c->a, c->d, e, &c->sigs);
		return;
	}
	diag_error(c->d, e->loc, "internal error: unhandled expression kind %d", (int)e->kind);
}

static const char *const key_candidates[] = {
	"proto", "src", "dst", "sport", "dport", "vlan", "icmp_type",
};

static void check_count_key(struct checker *c, struct rule *r)
{
	const size_t n = sizeof(key_candidates) / sizeof(key_candidates[0]);
	const char *s;

	if (!r->key_name) {
		r->key = KEY_NONE;
		return;
	}
	for (size_t i = 0; i < n; i++) {
		if (names_equal(r->key_name, key_candidates[i])) {
			r->key = (enum count_key)(KEY_PROTO + i);
			return;
		}
	}
	if (strcmp(r->key_name, "port") == 0 || strcmp(r->key_name, "host") == 0) {
		int port = r->key_name[0] == 'p';

		diag_error(c->d, r->key_loc, "cannot count by '%s': say '%s' or '%s'",
			   r->key_name, port ? "sport" : "src", port ? "dport" : "dst");
		return;
	}
	s = suggest_closest(r->key_name, key_candidates, n);
	diag_error(c->d, r->key_loc,
		   "cannot count by '%s'%s%s%s (keys: proto, src, dst, sport, dport, vlan, icmp-type)",
		   r->key_name, s ? "; did you mean '" : "", s ? s : "", s ? "'?" : "");
}

/* The statement's text with comments dropped and white space folded: what
 * the runtime shows next to a rule's counters. */
static const char *rule_text(struct arena *a, const struct stmt *st)
{
	const char *src = st->loc.src->text;
	size_t n = st->loc.end_off - st->loc.off;
	char *out = arena_alloc(a, n + 1);
	size_t o = 0;
	int space = 0;

	for (size_t i = st->loc.off; i < st->loc.end_off; i++) {
		char ch = src[i];

		if (ch == '#') {
			while (i + 1 < st->loc.end_off && src[i + 1] != '\n')
				i++;
			space = 1;
			continue;
		}
		if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
			space = 1;
			continue;
		}
		if (space && o > 0)
			out[o++] = ' ';
		space = 0;
		out[o++] = ch;
	}
	out[o] = '\0';
	return out;
}

static void check_rule(struct checker *c, struct stmt *st)
{
	struct rule *r = &st->u.rule;
	struct program *p = c->prog;

	check_count_key(c, r);
	/* no recursive pass may see a tree before its shape is bounded */
	if (r->match && budget_expr_shape(c->a, c->d, &r->match)) {
		fold_or_chains(c->a, &r->match);
		check_expr(c, r->match);
	}
	check_rate(c->d, r);
	if (r->sample)
		check_sample(c->d, r, p);
	r->text = rule_text(c->a, st);
	if (r->rate) {
		r->rate->map = (int)p->nrated;
		p->rated[p->nrated++] = r;
	}
	r->index = (int)p->nrules;
	p->rules[p->nrules++] = r;
	if (r->key != KEY_NONE) {
		r->table = (int)p->ntables;
		p->tables[p->ntables++] = r;
	}
}

struct program *check_program(struct arena *a, struct diag *d,
			      struct ptrvec *stmts)
{
	struct checker c = { .a = a, .d = d };
	struct program *p = ARENA_NEW(a, struct program);
	const struct stmt *dflt = NULL;

	c.prog = p;
	p->stmts = *stmts;
	p->rules = ARENA_ARRAY(a, struct rule *, stmts->n + 1);
	p->tables = ARENA_ARRAY(a, struct rule *, stmts->n + 1);
	p->rated = ARENA_ARRAY(a, struct rule *, stmts->n + 1);
	p->samplers = ARENA_ARRAY(a, struct rule *, stmts->n + 1);
	p->default_verdict = VERDICT_PASS;
	for (size_t i = 0; i < stmts->n && !diag_too_many(d); i++) {
		struct stmt *st = stmts->v[i];

		switch (st->kind) {
		case S_RULE:
			check_rule(&c, st);
			break;
		case S_SET:
			check_set_decl(&c, st);
			break;
		case S_DEFAULT:
			if (dflt) {
				diag_error(d, st->loc, "the default verdict is already set");
				diag_note(d, dflt->loc, "first set here");
				break;
			}
			dflt = st;
			p->default_verdict = st->u.dflt;
			p->default_loc = st->loc;
			break;
		case S_INCLUDE:
			break;
		}
	}
	p->sets = (struct xset **)c.sets.v;
	p->nsets = c.sets.n;
	p->sigs = (struct payload **)c.sigs.v;
	p->nsigs = c.sigs.n;
	if (d->errors == 0) {
		struct plan *pl = arena_alloc(a, sizeof(*pl));

		if (plan_build(a, p, NULL, pl, d) == 0)
			p->plan = pl;
	}
	if (d->errors == 0)
		lint_program(d, p);
	return p;
}
