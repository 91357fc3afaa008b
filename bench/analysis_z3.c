/* The measurement behind --diff's solver choice (bench/README.md): the
 * same equivalence question, "does any frame get a different verdict?",
 * asked of Z3 (SMT over bit-vectors) and of BuDDy (xdpc's frame model), on
 * the same two rule files. The Z3 side is a prototype: it encodes only the
 * primitives of bench/analysis.sh's generated files (proto, addresses,
 * ports, ttl, ipv4/ipv6) without the frame universe, so it does less work
 * than the BDD side; it is not part of xdpc.
 *
 *	xdpc-analysis-z3 OLD.xf NEW.xf   prints "z3 SECONDS sat|unsat" and
 *	                                 "bdd SECONDS equal|differ" (CPU time)
 *
 * The lint's workload, "which rules can no frame reach?" (one question per
 * rule), asked of both:
 *
 *	xdpc-analysis-z3 --lint RULES.xf prints "z3 SECONDS N", "bdd SECONDS N"
 *	                                 and "bdd-boxes SECONDS N" (N: rules
 *	                                 found unreachable)
 *
 * Z3: one incremental solver; rule i is checked under push/pop with its
 * match asserted, then the negation of its match is kept for the rules
 * after it. BuDDy "bdd": the same running set (the frames no earlier rule
 * decides) as one BDD, each rule one `and`. "bdd-boxes": what the exact
 * lint does (lint_exact.c): the rule's match minus only the earlier rules
 * whose boxes meet it (fmodel_meet.h), cut to the frame universe. */
#include "fmodel_meet.h"
#include "fprog.h"
#include "frontend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <z3.h>

static Z3_context z;
static Z3_ast v_l3, v_proto, v_src, v_dst, v_sport, v_dport, v_ttl, v_ports;

static double cpu(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static Z3_ast bv(const char *name, unsigned bits)
{
	return Z3_mk_const(z, Z3_mk_string_symbol(z, name), Z3_mk_bv_sort(z, bits));
}

static Z3_ast num(uint64_t v, unsigned bits)
{
	return Z3_mk_unsigned_int64(z, v, Z3_mk_bv_sort(z, bits));
}

static Z3_ast and2(Z3_ast a, Z3_ast b)
{
	Z3_ast x[2] = { a, b };

	return Z3_mk_and(z, 2, x);
}

static Z3_ast or2(Z3_ast a, Z3_ast b)
{
	Z3_ast x[2] = { a, b };

	return Z3_mk_or(z, 2, x);
}

static Z3_ast prefix(Z3_ast addr, const struct prefix *p)
{
	uint64_t hi = 0;
	unsigned bits = p->family == 4 ? 32 : 64;   /* the generated /64s need no more */

	if (p->plen == 0)
		return Z3_mk_eq(z, v_l3, num(p->family == 4 ? 1 : 2, 2));
	for (unsigned i = 0; i < bits / 8; i++)
		hi = hi << 8 | p->addr[i];
	return and2(Z3_mk_eq(z, v_l3, num(p->family == 4 ? 1 : 2, 2)),
		    Z3_mk_eq(z, Z3_mk_extract(z, 127, 128 - p->plen, addr),
			     Z3_mk_extract(z, bits - 1, bits - p->plen, num(hi, bits))));
}

static Z3_ast set_of(const struct xset *s, Z3_ast field, bool addr)
{
	Z3_ast r = Z3_mk_false(z);

	for (size_t i = 0; addr && i < s->npfx; i++)
		r = or2(r, prefix(field, &s->pfx[i]));
	for (size_t i = 0; !addr && i < s->nports; i++)
		r = or2(r, and2(Z3_mk_bvuge(z, field, num(s->ports[i].lo, 16)),
				Z3_mk_bvule(z, field, num(s->ports[i].hi, 16))));
	return r;
}

static Z3_ast expr(const struct expr *e)
{
	const struct xset *s = e->u.prim.set;

	switch (e->kind) {
	case E_AND: return and2(expr(e->u.bin.lhs), expr(e->u.bin.rhs));
	case E_OR: return or2(expr(e->u.bin.lhs), expr(e->u.bin.rhs));
	case E_NOT: return Z3_mk_not(z, expr(e->u.operand));
	case E_IPV4: return Z3_mk_eq(z, v_l3, num(1, 2));
	case E_IPV6: return Z3_mk_eq(z, v_l3, num(2, 2));
	case E_PROTO: return Z3_mk_eq(z, v_proto, num(e->u.prim.num, 8));
	case E_TTL: return Z3_mk_bvult(z, v_ttl, num(e->u.prim.num, 8));
	case E_ADDR:
		return e->u.prim.dir == DIR_SRC ? set_of(s, v_src, true)
		       : e->u.prim.dir == DIR_DST ? set_of(s, v_dst, true)
						 : or2(set_of(s, v_src, true), set_of(s, v_dst, true));
	case E_PORT:
		return and2(v_ports, e->u.prim.dir == DIR_SRC ? set_of(s, v_sport, false)
				     : e->u.prim.dir == DIR_DST ? set_of(s, v_dport, false)
				     : or2(set_of(s, v_sport, false), set_of(s, v_dport, false)));
	default:
		fprintf(stderr, "prototype: no encoding for '%s'\n", expr_kind_name(e->kind));
		exit(2);
	}
}

static Z3_ast dropped(const struct program *p)
{
	Z3_ast v = p->default_verdict == VERDICT_DROP ? Z3_mk_true(z) : Z3_mk_false(z);

	for (size_t i = p->nrules; i-- > 0;) {
		const struct rule *r = p->rules[i];

		if (r->action != ACT_COUNT)
			v = Z3_mk_ite(z, r->match ? expr(r->match) : Z3_mk_true(z),
				      r->action == ACT_DROP ? Z3_mk_true(z) : Z3_mk_false(z), v);
	}
	return v;
}

static Z3_ast match_of(const struct rule *r)
{
	return r->match ? expr(r->match) : Z3_mk_true(z);
}

static int lint_z3(const struct program *p)
{
	Z3_solver s = Z3_mk_solver(z);
	int n = 0;

	Z3_solver_inc_ref(z, s);
	for (size_t i = 0; i < p->nrules; i++) {
		Z3_ast m = match_of(p->rules[i]);

		Z3_solver_push(z, s);
		Z3_solver_assert(z, s, m);
		n += Z3_solver_check(z, s) == Z3_L_FALSE;
		Z3_solver_pop(z, s, 1);
		if (p->rules[i]->action != ACT_COUNT)
			Z3_solver_assert(z, s, Z3_mk_not(z, m));
	}
	Z3_solver_dec_ref(z, s);
	return n;
}

static BDD match_bdd(const struct rule *r, struct diag *d)
{
	BDD m = bddtrue;

	if (r->match && fmodel_expr(r->match, d, "bench", &m) < 0)
		exit(2);
	return m;
}

static int lint_bdd(const struct program *p, struct diag *d)
{
	BDD left = bddtrue;
	int n = 0;

	for (size_t i = 0; i < p->nrules; i++) {
		BDD m = match_bdd(p->rules[i], d);

		n += fm_disjoint(m, left);
		if (p->rules[i]->action != ACT_COUNT)
			left = fm_and_take(left, fm_not_take(fm_ref(m)));
		bdd_delref(m);
	}
	bdd_delref(left);
	return n;
}

static int lint_boxes(const struct program *p, struct diag *d)
{
	BDD *m = calloc(p->nrules + 1, sizeof(BDD));
	struct fm_box *b = calloc(p->nrules + 1, sizeof(*b));
	int n = 0;

	if (!m || !b)
		abort();
	for (size_t i = 0; i < p->nrules; i++) {
		BDD hit;

		m[i] = match_bdd(p->rules[i], d);
		fm_box_of(p->rules[i]->match, &b[i]);
		hit = fm_ref(m[i]);
		for (size_t j = 0; j < i && hit != bddfalse; j++)
			if (p->rules[j]->action != ACT_COUNT && fm_meet(&b[j], &b[i]))
				hit = fm_and_take(hit, fm_not_take(fm_ref(m[j])));
		hit = fm_and_take(hit, fm_ref(fmodel_universe()));
		n += hit == bddfalse;
		bdd_delref(hit);
	}
	for (size_t i = 0; i < p->nrules; i++)
		bdd_delref(m[i]);
	free(m);
	free(b);
	return n;
}

static void z3_start(void)
{
	z = Z3_mk_context(Z3_mk_config());
	v_l3 = bv("l3", 2), v_proto = bv("proto", 8), v_src = bv("src", 128);
	v_dst = bv("dst", 128), v_sport = bv("sport", 16), v_dport = bv("dport", 16);
	v_ttl = bv("ttl", 8);
	v_ports = Z3_mk_const(z, Z3_mk_string_symbol(z, "ports"), Z3_mk_bool_sort(z));
}

static int lint_main(const char *path)
{
	struct arena a;
	struct diag d;
	struct program *p;
	double t0;
	int n;

	arena_init(&a);
	diag_init(&d, stderr);
	if (!(p = frontend_compile_file(&a, &d, path, NULL)))
		return 2;
	z3_start();
	t0 = cpu();
	n = lint_z3(p);
	printf("z3 %.3f %d\n", cpu() - t0, n);
	fmodel_reserve(p->nrules);
	fmodel_open();
	t0 = cpu();
	n = lint_bdd(p, &d);
	printf("bdd %.3f %d\n", cpu() - t0, n);
	t0 = cpu();
	n = lint_boxes(p, &d);
	printf("bdd-boxes %.3f %d\n", cpu() - t0, n);
	return 0;
}

int main(int argc, char **argv)
{
	struct arena a;
	struct diag d;
	struct program *p[2];
	struct fprog f[2] = { { 0 }, { 0 } };
	Z3_config cfg = Z3_mk_config();
	Z3_solver s;
	double t0;
	bool equal;

	if (argc == 3 && !strcmp(argv[1], "--lint"))
		return lint_main(argv[2]);
	if (argc != 3) {
		fprintf(stderr, "usage: xdpc-analysis-z3 OLD.xf NEW.xf | --lint RULES.xf\n");
		return 2;
	}
	arena_init(&a);
	diag_init(&d, stderr);
	for (int i = 0; i < 2; i++)
		if (!(p[i] = frontend_compile_file(&a, &d, argv[1 + i], NULL)))
			return 2;
	z = Z3_mk_context(cfg);
	v_l3 = bv("l3", 2), v_proto = bv("proto", 8), v_src = bv("src", 128);
	v_dst = bv("dst", 128), v_sport = bv("sport", 16), v_dport = bv("dport", 16);
	v_ttl = bv("ttl", 8);
	v_ports = Z3_mk_const(z, Z3_mk_string_symbol(z, "ports"), Z3_mk_bool_sort(z));
	t0 = cpu();
	s = Z3_mk_solver(z);
	Z3_solver_inc_ref(z, s);
	Z3_solver_assert(z, s, Z3_mk_xor(z, dropped(p[0]), dropped(p[1])));
	equal = Z3_solver_check(z, s) == Z3_L_FALSE;
	printf("z3 %.3f %s\n", cpu() - t0, equal ? "unsat" : "sat");
	t0 = cpu();
	for (int i = 0; i < 2; i++)
		if (fprog_build(&f[i], p[i], &d, "bench") < 0)
			return 2;
	equal = f[0].drop == f[1].drop;
	printf("bdd %.3f %s\n", cpu() - t0, equal ? "equal" : "differ");
	return 0;
}
