#include "fprog.h"

#include <stdlib.h>

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);

	if (!p) {
		fputs("xdpc: out of memory\n", stderr);
		exit(2);
	}
	return p;
}

/* The verdict, from the last rule back: a deciding rule's frames get its
 * verdict, the others whatever the rules after it give them. Cut to the
 * focus from the start, so that no step builds frames outside it. */
static BDD drop_set(const struct fprog *fp, BDD focus, const bool *skip)
{
	const struct program *p = fp->p;
	BDD v = p->default_verdict == VERDICT_DROP ? fm_ref(focus) : bddfalse;

	for (size_t i = p->nrules; i-- > 0;) {
		const struct rule *r = p->rules[i];

		if (skip && skip[i])
			continue;
		if (r->action == ACT_DROP)
			v = fm_or_take(fm_ref(bdd_and(fp->match[i], focus)), v);
		else if (r->action == ACT_PASS)
			v = fm_diff_take(v, fm_ref(fp->match[i]));
	}
	return fm_and_take(v, fm_ref(fmodel_universe()));
}

int fprog_matches(struct fprog *fp, const struct program *p, struct diag *d,
		  const char *what)
{
	fmodel_open();
	fp->p = p;
	fp->match = xcalloc(p->nrules, sizeof(BDD));
	fp->reach = xcalloc(p->nrules + 1, sizeof(BDD));
	fp->drop = bddfalse;
	for (size_t i = 0; i < p->nrules; i++) {
		const struct rule *r = p->rules[i];

		fp->match[i] = bddtrue;
		if (r->rate) {
			/* which frames it takes depends on time and on the frames
			 * before: no set of frames describes it */
			diag_error(d, r->rate->loc, "%s cannot reason about rate limits: what "
				   "the rule takes depends on time", what);
			fprog_free(fp);
			return -1;
		}
		if (r->match && fmodel_expr(r->match, d, what, &fp->match[i]) < 0) {
			fprog_free(fp);
			return -1;
		}
	}
	return 0;
}

void fprog_reach(struct fprog *fp, BDD focus, const bool *skip)
{
	const struct program *p = fp->p;
	BDD reach = fm_and_take(fm_ref(fmodel_universe()), fm_ref(focus));

	for (size_t i = 0; i < p->nrules; i++) {
		fp->reach[i] = fm_ref(reach);
		if (p->rules[i]->action != ACT_COUNT && !(skip && skip[i]))
			reach = fm_diff_take(reach, fm_ref(fp->match[i]));
	}
	fp->reach[p->nrules] = reach;
	fp->drop = drop_set(fp, focus, skip);
}

int fprog_build(struct fprog *fp, const struct program *p, struct diag *d,
		const char *what)
{
	if (fprog_matches(fp, p, d, what) < 0)
		return -1;
	fprog_reach(fp, bddtrue, NULL);
	return 0;
}

BDD fprog_hit(const struct fprog *fp, size_t i)
{
	if (i == fp->p->nrules)
		return fm_ref(fp->reach[i]);
	return fm_ref(bdd_and(fp->reach[i], fp->match[i]));
}

void fprog_free(struct fprog *fp)
{
	if (!fp->p)
		return;
	for (size_t i = 0; i < fp->p->nrules; i++)
		bdd_delref(fp->match[i]);
	for (size_t i = 0; i <= fp->p->nrules; i++)
		bdd_delref(fp->reach[i]);
	bdd_delref(fp->drop);
	free(fp->match);
	free(fp->reach);
	fp->p = NULL;
}
