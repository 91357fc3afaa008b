/* The exact lint, on the frame model of --diff (fprog.h): rules no frame
 * reaches (naming the earlier rules that decide their frames), deciding
 * rules whose removal changes no verdict and no counter, and notes where a
 * pass lets through frames a later drop matches (or a drop removes frames a
 * later pass matches). Rules lint.c already warns about are left to it.
 * Time is bounded: past the budget it stops with a note. */
#include "lint_exact.h"

#include "check.h"
#include "eval.h"
#include "fprog.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_NAMED 5

enum verdict_kind { F_NONE, F_NEVER, F_UNREACHED, F_REDUNDANT, F_HOLE };

struct finding {
	enum verdict_kind kind;
	int by;              /* F_REDUNDANT: a later rule deciding its frames alike
			      * (-1: the default); F_HOLE: the later rule */
};

struct lint {
	struct diag *d;
	const struct program *p;
	struct fprog fp;
	struct finding *fnd;
	double deadline;
	bool stopped;
	size_t done;         /* rules from here on were judged */
};

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static bool over_budget(struct lint *l, size_t i)
{
	if (!l->stopped && now() > l->deadline) {
		diag_note(l->d, l->p->rules[i]->action_loc,
			  "exact lint stopped here: over its time budget (raise it with --lint-budget SECONDS)");
		l->stopped = true;
	}
	return l->stopped;
}

static bool silenced(const struct rule *r)
{
	size_t len;
	const char *line = source_line(r->action_loc.src, r->action_loc.line, &len);

	for (size_t i = 0; line && i + 9 <= len; i++)
		if (!memcmp(line + i, "xdpc:hole", 9))
			return true;
	return false;
}

static const char *action_name(const struct rule *r)
{
	return r->action == ACT_DROP ? "drop" : r->action == ACT_PASS ? "pass" : "count";
}

/* The rule after I that decides the frame F (-1: the default). */
static int decider_after(const struct program *p, size_t i, const struct pkt_facts *f)
{
	for (size_t j = i + 1; j < p->nrules; j++)
		if (p->rules[j]->action != ACT_COUNT &&
		    (!p->rules[j]->match || eval_expr(p->rules[j]->match, f)))
			return (int)j;
	return -1;
}

/* The first later rule of the other action, reached by some frame, that
 * matches some of the frames HIT (rule I decides); -1 if none. */
static int hole_with(struct lint *l, size_t i, BDD hit)
{
	const struct program *p = l->p;
	enum action other = p->rules[i]->action == ACT_PASS ? ACT_DROP : ACT_PASS;

	for (size_t j = i + 1; j < p->nrules; j++)
		if (p->rules[j]->action == other && l->fnd[j].kind != F_UNREACHED &&
		    l->fnd[j].kind != F_NEVER && !fm_disjoint(hit, l->fp.match[j]))
			return (int)j;
	return -1;
}

/* One rule, with DROP_AFTER and COUNT_AFTER describing the rules after it
 * (the frames they would drop, and those a later count rule would see). */
static void judge(struct lint *l, size_t k, BDD drop_after, BDD count_after, BDD others)
{
	const struct rule *r = l->p->rules[k];
	struct finding *f = &l->fnd[k];
	BDD hit = fprog_hit(&l->fp, k), differs;
	struct pkt_facts w;

	if (hit == bddfalse) {
		f->kind = fm_disjoint(l->fp.match[k], fmodel_universe()) ? F_NEVER : F_UNREACHED;
		return;
	}
	if (r->action == ACT_COUNT) {
		bdd_delref(hit);
		return;
	}
	differs = fm_or_take(fm_ref(r->action == ACT_DROP ? bdd_not(drop_after) : drop_after),
			     fm_ref(count_after));
	if (fm_disjoint(hit, differs)) {
		fmodel_pick(hit, &w);
		f->kind = F_REDUNDANT;
		f->by = decider_after(l->p, k, &w);
	} else if (!fm_disjoint(hit, others) && !silenced(r)) {
		f->by = hole_with(l, k, hit);
		f->kind = f->by >= 0 ? F_HOLE : F_NONE;
	}
	bdd_delref(differs);
	bdd_delref(hit);
}

/* Backwards, so that what the later rules do is one running set each. */
static void scan_back(struct lint *l)
{
	const struct program *p = l->p;
	BDD drop_after = fm_ref(p->default_verdict == VERDICT_DROP ? fmodel_universe() : bddfalse);
	BDD count_after = bddfalse, drops = bddfalse, passes = bddfalse;
	const struct rule *dec;

	for (size_t k = p->nrules; k-- > 0 && !over_budget(l, k);) {
		const struct rule *r = p->rules[k];
		BDD m = l->fp.match[k];

		if (lint_syntactic(p, k, &dec) == LINT_OK)
			judge(l, k, drop_after, count_after, r->action == ACT_PASS ? drops : passes);
		l->done = k;
		if (r->action == ACT_COUNT) {
			count_after = fm_or_take(count_after, fm_ref(m));
			continue;
		}
		if (r->action == ACT_DROP)
			drop_after = fm_or_take(fm_ref(m), drop_after);
		else
			drop_after = fm_and_take(fm_not_take(fm_ref(m)), drop_after);
		count_after = fm_and_take(fm_not_take(fm_ref(m)), count_after);
		if (r->action == ACT_DROP)
			drops = fm_or_take(drops, fm_ref(m));
		else
			passes = fm_or_take(passes, fm_ref(m));
	}
	bdd_delref(drop_after);
	bdd_delref(count_after);
	bdd_delref(drops);
	bdd_delref(passes);
}

static void report_unreached(struct lint *l, size_t i)
{
	const struct program *p = l->p;
	char names[512];
	size_t len = 0, n = 0;

	names[0] = 0;
	bool cut = false;

	for (size_t j = 0; j < i && !(cut = now() > l->deadline); j++) {
		BDD x;
		bool covers;

		if (p->rules[j]->action == ACT_COUNT || fm_disjoint(l->fp.match[j], l->fp.match[i]))
			continue;
		x = fm_and_take(fm_ref(bdd_and(l->fp.match[j], l->fp.match[i])), fm_ref(l->fp.reach[j]));
		covers = x != bddfalse;
		bdd_delref(x);
		if (!covers)
			continue;
		if (n++ < MAX_NAMED && len < sizeof(names))
			len += (size_t)snprintf(names + len, sizeof(names) - len, "%s line %u (%s)",
						n > 1 ? "," : "", p->rules[j]->action_loc.line,
						p->rules[j]->text);
	}
	diag_warning(l->d, p->rules[i]->action_loc,
		     "rule is never reached: %s decide%s every frame it matches:%s%s",
		     n == 1 ? "an earlier rule" : "earlier rules together", n == 1 ? "s" : "",
		     names, n > MAX_NAMED || cut ? ", ..." : "");
}

static void report_redundant(struct lint *l, size_t i)
{
	const struct program *p = l->p;
	int by = l->fnd[i].by;

	if (p->rules[i]->sample)
		return;   /* its samples would go */
	if (by >= 0)
		diag_warning(l->d, p->rules[i]->action_loc,
			     "removing this rule changes nothing: the rules after it give its frames the same verdict and counters (e.g. line %u: %s)",
			     p->rules[by]->action_loc.line, p->rules[by]->text);
	else
		diag_warning(l->d, p->rules[i]->action_loc,
			     "removing this rule changes nothing: its frames get the default verdict, %s, anyway",
			     p->default_verdict == VERDICT_DROP ? "drop" : "pass");
}

static void report_hole(struct lint *l, size_t i)
{
	const struct rule *r = l->p->rules[i], *j = l->p->rules[l->fnd[i].by];

	diag_note(l->d, r->action_loc,
		  "this %s decides some frames that the %s at line %u (%s) matches; "
		  "append '# xdpc:hole' to the line if that is intended",
		  action_name(r), action_name(j), j->action_loc.line, j->text);
}

static void report(struct lint *l)
{
	const struct program *p = l->p;

	for (size_t i = l->done; i < p->nrules; i++) {
		const struct rule *r = p->rules[i];

		switch (l->fnd[i].kind) {
		case F_NEVER:
			diag_warning(l->d, r->match ? r->match->loc : r->action_loc,
				     "this rule can never match: no frame has what its conditions ask for");
			break;
		case F_UNREACHED: report_unreached(l, i); break;
		case F_REDUNDANT: report_redundant(l, i); break;
		case F_HOLE: report_hole(l, i); break;
		case F_NONE: break;
		}
	}
}

void lint_exact(struct diag *d, const struct program *p, double budget)
{
	struct lint l = { .d = d, .p = p, .deadline = now() + budget, .done = p->nrules };
	struct diag quiet;

	for (size_t i = 0; i < p->nrules; i++) {
		const struct expr *e = p->rules[i]->match ? fmodel_unsupported(p->rules[i]->match) : NULL;

		if (e) {
			diag_note(d, e->loc, "exact lint skipped: it cannot yet reason about this '%s'",
				  expr_kind_name(e->kind));
			return;
		}
	}
	diag_init(&quiet, NULL);
	if (fprog_build(&l.fp, p, &quiet, "the exact lint") < 0)
		return;
	l.fnd = calloc(p->nrules ? p->nrules : 1, sizeof(*l.fnd));
	if (!l.fnd)
		abort();
	scan_back(&l);
	l.deadline = now() + budget;   /* naming the rules behind unreached ones */
	report(&l);
	free(l.fnd);
	fprog_free(&l.fp);
}
