/* The exact lint, on the frame model of --diff (fprog.h): rules no frame
 * reaches (naming the earlier rules that decide their frames), deciding
 * rules whose removal changes no verdict and no counter, and notes where a
 * pass lets through frames a later drop matches (or a drop removes frames a
 * later pass matches). Rules lint.c already warns about are left to it.
 * Time is bounded: past the budget it stops with a note. */
#include "lint_exact.h"

#include "check.h"
#include "eval.h"
#include "fmodel.h"
#include "fmodel_meet.h"
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
	struct fprog fp;     /* its match sets (not cut to the universe), rate states */
	BDD *match;          /* fp.match: a rate-limited rule's only where it is over */
	struct fm_box *box;  /* fp.box: rules whose boxes miss share no frame */
	struct finding *fnd;
	double deadline;
	bool stopped;
	size_t done;         /* rules from here on were judged */
};

static void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size);

	if (!p)
		abort();
	return p;
}

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

/* Rule J can decide or count some of the frames rule K matches, as far as
 * their boxes tell. */
static bool meets(const struct lint *l, size_t j, size_t k)
{
	return fm_meet(&l->box[j], &l->box[k]);
}

/* The rule after I that decides the frame F in the rate states STATE (-1:
 * the default). */
static int decider_after(const struct lint *l, size_t i, const struct pkt_facts *f,
			 const enum fm_rate_state *state)
{
	const struct program *p = l->p;

	for (size_t j = i + 1; j < p->nrules; j++)
		if (p->rules[j]->action != ACT_COUNT &&
		    (!p->rules[j]->match || eval_expr(p->rules[j]->match, f)) &&
		    (!p->rules[j]->rate || fprog_rate_over(&l->fp, j, state)))
			return (int)j;
	return -1;
}

/* The frames rule K decides or counts: those of the universe it matches
 * that no earlier deciding rule takes. Only the earlier rules whose boxes
 * meet K's can take any of them. The universe comes last: it ties the
 * length to the headers above the addresses in the variable order, and
 * every step taken under it copies the address part once per length class
 * (3,000 ClassBench fw rules: 49 s with it first, 11 s last). */
static BDD hit_of(const struct lint *l, size_t k)
{
	return fm_and_take(fprog_own(&l->fp, k), fm_ref(fmodel_universe()));
}

/* Whether some frame of HIT (rule K decides) would get another verdict, or
 * be seen by a count rule, without K: the rules after K, in order, take
 * what is left of HIT; the default takes the rest. */
static bool removal_differs(const struct lint *l, size_t k, BDD hit)
{
	const struct program *p = l->p;
	enum action act = p->rules[k]->action;
	BDD rest = fm_ref(hit);
	bool differs = false;

	for (size_t j = k + 1; j < p->nrules && rest != bddfalse && !differs; j++) {
		if (!meets(l, j, k))
			continue;
		if (p->rules[j]->action == act)
			rest = fm_diff_take(rest, fm_ref(l->match[j]));
		else
			differs = !fm_disjoint(rest, l->match[j]);   /* counted, or the other verdict */
	}
	if (!differs && rest != bddfalse)
		differs = (act == ACT_DROP) != (p->default_verdict == VERDICT_DROP);
	bdd_delref(rest);
	return differs;
}

/* The first later rule of the other action, reached by some frame, that
 * matches some of the frames HIT (rule I decides); -1 if none. */
static int hole_with(struct lint *l, size_t i, BDD hit)
{
	const struct program *p = l->p;
	enum action other = p->rules[i]->action == ACT_PASS ? ACT_DROP : ACT_PASS;

	for (size_t j = i + 1; j < p->nrules; j++)
		if (p->rules[j]->action == other && l->fnd[j].kind != F_UNREACHED &&
		    l->fnd[j].kind != F_NEVER && meets(l, j, i) && !fm_disjoint(hit, l->match[j]))
			return (int)j;
	return -1;
}

/* One rule; the rules after it are judged already. */
static void judge(struct lint *l, size_t k)
{
	const struct rule *r = l->p->rules[k];
	struct finding *f = &l->fnd[k];
	BDD hit = hit_of(l, k);
	struct pkt_facts w;
	enum fm_rate_state *state;

	if (hit == bddfalse) {
		f->kind = fm_disjoint(l->match[k], fmodel_universe()) ? F_NEVER : F_UNREACHED;
		return;
	}
	if (r->action != ACT_COUNT && !removal_differs(l, k, hit)) {
		state = xcalloc(fmodel_nrates(), sizeof(*state));
		fmodel_pick_rates(hit, &w, state);
		f->kind = F_REDUNDANT;
		f->by = decider_after(l, k, &w, state);
		free(state);
	} else if (r->action != ACT_COUNT && !r->rate && !silenced(r)) {
		/* a rate rule's hole in later rules is its purpose: it takes
		 * the frames over the rate from them */
		f->by = hole_with(l, k, hit);
		f->kind = f->by >= 0 ? F_HOLE : F_NONE;
	}
	bdd_delref(hit);
}

/* Backwards, so that a hole is only reported with a rule some frame reaches. */
static void scan_back(struct lint *l)
{
	const struct program *p = l->p;
	const struct rule *dec;

	for (size_t k = p->nrules; k-- > 0 && !over_budget(l, k);) {
		if (lint_syntactic(p, k, &dec) == LINT_OK)
			judge(l, k);
		l->done = k;
	}
}

static void report_unreached(struct lint *l, size_t i)
{
	const struct program *p = l->p;
	char names[512];
	size_t len = 0, n = 0;
	BDD left = fm_ref(l->match[i]);
	bool cut = false;

	names[0] = 0;
	/* LEFT: the frames of rule I the rules before J leave undecided (not
	 * cut to the universe, as in hit_of; a rule is named when it decides
	 * some frame of the universe from LEFT) */
	for (size_t j = 0; j < i && left != bddfalse && n <= MAX_NAMED &&
			   !(cut = now() > l->deadline); j++) {
		BDD took;
		bool named;

		if (p->rules[j]->action == ACT_COUNT || !meets(l, j, i) ||
		    fm_disjoint(l->match[j], left))
			continue;
		took = fm_and_take(fm_ref(bdd_and(l->match[j], left)), fm_ref(fmodel_universe()));
		named = took != bddfalse;
		bdd_delref(took);
		left = fm_diff_take(left, fm_ref(l->match[j]));
		if (named && n++ < MAX_NAMED && len < sizeof(names))
			len += (size_t)snprintf(names + len, sizeof(names) - len, "%s line %u (%s)",
						n > 1 ? "," : "", p->rules[j]->action_loc.line,
						p->rules[j]->text);
	}
	bdd_delref(left);
	if (n == 0)
		diag_warning(l->d, p->rules[i]->action_loc,
			     "rule is never reached: earlier rules together decide every frame it "
			     "matches (the time budget ran out before naming them)");
	else
		diag_warning(l->d, p->rules[i]->action_loc,
			     "rule is never reached: %s decide%s every frame it matches:%s%s",
			     n == 1 ? "an earlier rule" : "earlier rules together",
			     n == 1 ? "s" : "", names, n > MAX_NAMED || cut ? ", ..." : "");
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

/* The match sets and boxes of every rule; -1 if the model refuses one. */
static int build(struct lint *l)
{
	const struct program *p = l->p;
	struct diag quiet;

	diag_init(&quiet, NULL);
	fmodel_reserve(p->nrules);
	fmodel_reserve_program(p);
	if (fprog_matches(&l->fp, p, &quiet, "the exact lint") < 0)
		return -1;
	l->match = l->fp.match;
	l->box = l->fp.box;
	return 0;
}

static void release(struct lint *l)
{
	fprog_free(&l->fp);
	free(l->fnd);
}

void lint_exact(struct diag *d, const struct program *p, double budget)
{
	double start = now();
	/* the scan stops at 80% of the budget, so that naming the rules behind
	 * unreached ones still fits in it */
	struct lint l = { .d = d, .p = p, .deadline = start + 0.8 * budget, .done = p->nrules };

	for (size_t i = 0; i < p->nrules; i++) {
		const struct expr *e = p->rules[i]->match ? fmodel_unsupported(p->rules[i]->match) : NULL;

		if (e) {
			char why[256];

			fmodel_refusal(e, why, sizeof(why));
			diag_note(d, e->loc, "exact lint skipped: it %s", why);
			return;
		}
	}
	l.fnd = xcalloc(p->nrules, sizeof(*l.fnd));
	if (build(&l) == 0) {
		scan_back(&l);
		l.deadline = start + budget;
		report(&l);
	}
	release(&l);
}
