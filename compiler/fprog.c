#include "fprog.h"

#include "eval.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

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

/* The length of R's text that pairs it: without a `sample` clause and
 * the ';'. */
static size_t text_len(const struct rule *r)
{
	const char *s = r->sample ? strstr(r->text, " sample ") : NULL;
	size_t n = s ? (size_t)(s - r->text) : strlen(r->text);

	while (n && (r->text[n - 1] == ';' || r->text[n - 1] == ' '))
		n--;
	return n;
}

bool fprog_same_text(const struct rule *a, const struct rule *b)
{
	size_t n = text_len(a);

	return n == text_len(b) && !memcmp(a->text, b->text, n);
}

int fprog_occurrence(const struct program *p, size_t i)
{
	int k = 0;

	for (size_t j = 0; j < i; j++)
		k += fprog_same_text(p->rules[j], p->rules[i]);
	return k;
}

const struct rule *fprog_twin(const struct program *p, const struct rule *r, int k, size_t *at)
{
	for (size_t i = 0; i < p->nrules; i++)
		if (fprog_same_text(p->rules[i], r) && k-- == 0) {
			*at = i;
			return p->rules[i];
		}
	return NULL;
}

struct text_at {
	const struct rule *r;
	size_t len, at;
	int prog;
};

/* By text, then program, then place: each text's rules of A in order,
 * then those of B. */
static int by_text(const void *x, const void *y)
{
	const struct text_at *a = x, *b = y;
	int c = a->len != b->len ? (a->len < b->len ? -1 : 1) : memcmp(a->r->text, b->r->text, a->len);

	if (c)
		return c;
	if (a->prog != b->prog)
		return a->prog - b->prog;
	return a->at < b->at ? -1 : a->at > b->at;
}

static bool by_text_same(const struct text_at *a, const struct text_at *b)
{
	return a->len == b->len && !memcmp(a->r->text, b->r->text, a->len);
}

long *fprog_twins(const struct program *a, const struct program *b)
{
	size_t n = a->nrules + b->nrules;
	struct text_at *t = xcalloc(n, sizeof(*t));
	long *twin = xcalloc(a->nrules, sizeof(long));

	for (size_t i = 0; i < n; i++) {
		const struct program *p = i < a->nrules ? a : b;

		t[i].prog = i >= a->nrules;
		t[i].at = t[i].prog ? i - a->nrules : i;
		t[i].r = p->rules[t[i].at];
		t[i].len = text_len(t[i].r);
	}
	qsort(t, n, sizeof(*t), by_text);
	for (size_t s = 0, e; s < n; s = e) {
		size_t na = 0;

		for (e = s; e < n && by_text_same(&t[s], &t[e]); e++)
			na += !t[e].prog;
		/* the k-th of A with the k-th of B */
		for (size_t k = 0; k < na; k++)
			twin[t[s + k].at] = s + na + k < e ? (long)t[s + na + k].at : -1;
	}
	free(t);
	return twin;
}

bool fprog_rate_over(const struct fprog *fp, size_t i, const enum fm_rate_state *state)
{
	return fp->rate[i] >= 0 && state && state[fp->rate[i]] == FM_RATE_OVER;
}

/* Rule I's rate state: its twin's in WITH, else the next new one. Two
 * rules of one text in OLD and NEW are assumed in the same state for the
 * frame (docs/analysis.md, "Rate states"). */
static int rate_state(struct fprog *fp, size_t i, const struct fprog *with)
{
	size_t at;

	if (with && fprog_twin(with->p, fp->p->rules[i], fprog_occurrence(fp->p, i), &at) &&
	    with->rate[at] >= 0)
		return with->rate[at];
	return (int)fp->nrates++;
}

/* Rule I's match, cut to the frames over its rate for a rate-limited rule
 * (the frames under it go on as if it did not match). */
static int rule_match(struct fprog *fp, size_t i, struct diag *d, const char *what,
		      const struct fprog *with)
{
	const struct rule *r = fp->p->rules[i];

	fp->match[i] = bddtrue;
	fp->rate[i] = -1;
	if (r->match && fmodel_expr(r->match, d, what, &fp->match[i]) < 0)
		return -1;
	if (!r->rate)
		return 0;
	fp->rate[i] = rate_state(fp, i, with);
	if ((size_t)fp->rate[i] >= fmodel_nrates()) {
		/* a library user that opened the model before reserving */
		diag_error(d, r->rate->loc, "%s cannot reason about this rate limit: the frame "
			   "model was opened without a rate state for it (fmodel_reserve_rates)", what);
		return -1;
	}
	fp->match[i] = fm_and_take(fp->match[i], fmodel_rate_over((size_t)fp->rate[i]));
	return 0;
}

int fprog_matches_paired(struct fprog *fp, const struct program *p, struct diag *d,
			 const char *what, const struct fprog *with)
{
	fmodel_open();
	fp->p = p;
	fp->match = xcalloc(p->nrules, sizeof(BDD));
	fp->reach = xcalloc(p->nrules + 1, sizeof(BDD));
	fp->rate = xcalloc(p->nrules, sizeof(int));
	fp->box = xcalloc(p->nrules, sizeof(*fp->box));
	fp->nrates = with ? with->nrates : 0;
	fp->drop = bddfalse;
	fp->chains = false;
	for (size_t i = 0; i < p->nrules; i++) {
		fm_box_of(p->rules[i]->match, &fp->box[i]);
		if (rule_match(fp, i, d, what, with) < 0) {
			fprog_free(fp);
			return -1;
		}
	}
	return 0;
}

int fprog_matches(struct fprog *fp, const struct program *p, struct diag *d,
		  const char *what)
{
	return fprog_matches_paired(fp, p, d, what, NULL);
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
	fp->chains = true;
}

int fprog_build(struct fprog *fp, const struct program *p, struct diag *d,
		const char *what)
{
	if (fprog_matches(fp, p, d, what) < 0)
		return -1;
	fprog_reach(fp, bddtrue, NULL);
	return 0;
}

bool fprog_may_take(const struct fprog *fp, size_t j, const struct fm_box *xbox)
{
	return fp->p->rules[j]->action != ACT_COUNT && fm_meet(&fp->box[j], xbox);
}

size_t *fprog_takers_of(const struct fprog *fp, size_t i, size_t *n)
{
	size_t *list = xcalloc(i, sizeof(size_t));

	*n = 0;
	for (size_t j = 0; j < i; j++)
		if (fprog_may_take(fp, j, &fp->box[i]))
			list[(*n)++] = j;
	return list;
}

bool fprog_matches_frame(const struct fprog *fp, size_t j, const struct pkt_facts *f)
{
	const struct expr *e = fp->p->rules[j]->match;

	return !e || eval_expr(e, f);
}

bool fprog_takes(const struct fprog *fp, size_t j, const struct pkt_facts *f,
		 const enum fm_rate_state *state)
{
	return fprog_matches_frame(fp, j, f) && (fp->rate[j] < 0 || fprog_rate_over(fp, j, state));
}

int fprog_first_taker(const struct fprog *fp, const size_t *list, size_t n,
		      const struct pkt_facts *f, const enum fm_rate_state *state)
{
	for (size_t k = 0; k < n; k++)
		if (fprog_takes(fp, list[k], f, state))
			return (int)list[k];
	return -1;
}

BDD fprog_minus(const struct fprog *fp, BDD x, const size_t *rules, size_t n)
{
	for (size_t k = 0; k < n && x != bddfalse; k++)
		x = fm_diff_take(x, fm_ref(fp->match[rules[k]]));
	return x;
}

BDD fprog_left_by(const struct fprog *fp, size_t i, BDD x, const struct fm_box *xbox)
{
	for (size_t j = 0; j < i && x != bddfalse; j++)
		if (fprog_may_take(fp, j, xbox))
			x = fm_diff_take(x, fm_ref(fp->match[j]));
	return x;
}

BDD fprog_own(const struct fprog *fp, size_t i)
{
	return fprog_left_by(fp, i, fm_ref(fp->match[i]), &fp->box[i]);
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
	free(fp->rate);
	free(fp->box);
	fp->p = NULL;
}
