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

int fprog_build(struct fprog *fp, const struct program *p, struct diag *d,
		const char *what)
{
	BDD reach;

	fmodel_open();
	fp->p = p;
	fp->match = xcalloc(p->nrules, sizeof(BDD));
	fp->hit = xcalloc(p->nrules, sizeof(BDD));
	fp->drop = bddfalse;
	fp->rest = bddfalse;
	reach = fm_ref(fmodel_universe());
	for (size_t i = 0; i < p->nrules; i++) {
		const struct rule *r = p->rules[i];
		BDD m = bddtrue;

		if (r->match && fmodel_expr(r->match, d, what, &m) < 0) {
			bdd_delref(reach);
			fprog_free(fp);
			return -1;
		}
		fp->match[i] = fm_and_take(m, fm_ref(fmodel_universe()));
		fp->hit[i] = fm_ref(bdd_and(reach, fp->match[i]));
		if (r->action == ACT_COUNT)
			continue;
		if (r->action == ACT_DROP)
			fp->drop = fm_or_take(fp->drop, fm_ref(fp->hit[i]));
		reach = fm_and_take(reach, fm_not_take(fm_ref(fp->match[i])));
	}
	fp->rest = reach;
	if (p->default_verdict == VERDICT_DROP)
		fp->drop = fm_or_take(fp->drop, fm_ref(reach));
	return 0;
}

BDD fprog_decided(const struct fprog *fp, size_t i)
{
	return i < fp->p->nrules ? fp->hit[i] : fp->rest;
}

void fprog_free(struct fprog *fp)
{
	if (!fp->p)
		return;
	for (size_t i = 0; i < fp->p->nrules; i++) {
		if (fp->match[i])
			bdd_delref(fp->match[i]);
		if (fp->hit[i])
			bdd_delref(fp->hit[i]);
	}
	bdd_delref(fp->rest);
	bdd_delref(fp->drop);
	free(fp->match);
	free(fp->hit);
	fp->p = NULL;
}
