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
#include "fwitness.h"
#include "pkt.h"
#include "xalloc.h"

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
	size_t sample_from;  /* draw frames for rules meeting this many earlier ones */
	bool reads_hdr;      /* some rule reads network or transport header bytes */
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

/* Rule J can decide or count some of the frames rule K matches, as far as
 * their boxes tell. */
static bool meets(const struct lint *l, size_t j, size_t k)
{
	return fm_meet(&l->box[j], &l->box[k]);
}

static bool reads_hdr(const struct expr *e)
{
	if (!e)
		return false;
	switch (e->kind) {
	case E_AND: case E_OR: return reads_hdr(e->u.bin.lhs) || reads_hdr(e->u.bin.rhs);
	case E_NOT: return reads_hdr(e->u.operand);
	case E_PAYLOAD: return e->u.prim.pay->base != PB_PAYLOAD;
	default: return false;
	}
}

/* A picked point as the frame the witness builder makes of it: the
 * evaluator reads `payload nh` and `payload th` bytes from the frame (at
 * its L4 offset), which a pick alone does not have. The frame is the same
 * point of the model. */
static void framed(const struct lint *l, struct pkt_facts *f)
{
	static uint8_t frame[FM_MAX_LEN + 1];

	if (l->reads_hdr && fwitness_build(f, frame, sizeof(frame)) == f->len)
		pkt_parse(frame, f->len, f);
}

/* The rule after I that decides the frame F in the rate states STATE (-1:
 * the default). */
static int decider_after(const struct lint *l, size_t i, const struct pkt_facts *f,
			 const enum fm_rate_state *state)
{
	const struct program *p = l->p;

	for (size_t j = i + 1; j < p->nrules; j++)
		if (p->rules[j]->action != ACT_COUNT && fprog_takes(&l->fp, j, f, state))
			return (int)j;
	return -1;
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

/* Whether rule I can carve a hole in later rules at all: a count rule
 * decides nothing, a rate rule's hole in later rules is its purpose (it
 * takes the frames over the rate from them), and `# xdpc:hole` silences. */
static bool wants_hole(const struct rule *r)
{
	return r->action != ACT_COUNT && !r->rate && !silenced(r);
}

/* Whether the later rule J, of the other action than rule I and reached by
 * some frame, can share frames with I as far as their boxes tell. */
static bool hole_candidate(const struct lint *l, size_t i, size_t j)
{
	enum action other = l->p->rules[i]->action == ACT_PASS ? ACT_DROP : ACT_PASS;

	return l->p->rules[j]->action == other && l->fnd[j].kind != F_UNREACHED &&
	       l->fnd[j].kind != F_NEVER && meets(l, j, i);
}

/* The first later rule of the other action, reached by some frame, that
 * matches some of the frames HIT (rule I decides); -1 if none. */
static int hole_with(struct lint *l, size_t i, BDD hit)
{
	for (size_t j = i + 1; j < l->p->nrules; j++)
		if (hole_candidate(l, i, j) && !fm_disjoint(hit, l->match[j]))
			return (int)j;
	return -1;
}

/* ---- drawn frames: a concrete frame proves what a set would ----
 *
 * A wide rule late in a file meets thousands of earlier rules, and the set
 * of frames it decides holds a copy of the address part per rule it meets:
 * on ClassBench-like fw files building those sets was most of the lint's
 * time (bench/README.md, "Drawn frames settle the wide rules"). Most such
 * rules decide some frames, and their removal changes some verdict; a few random frames of the rule's match,
 * run through the rules as the evaluator runs them, usually show both, and
 * a frame shown is proof. The set is built only when the frames drawn do
 * not settle it; the earlier rules that decided them are subtracted first,
 * so that a rule they cover becomes empty in a few steps. */
#define SAMPLES 8

struct sampled {
	bool reached;        /* a frame drawn is decided by the rule */
	bool differs;        /* and removing the rule changes its verdict or counters */
};

static uint64_t rng_of(size_t k)
{
	return 0x9e3779b97f4a7c15ull * (k + 1) | 1;   /* the same frames on every run */
}

/* Whether removing rule K changes what happens to F, a frame K decides in
 * the rate states STATE: a count rule after it would see F, or the rule
 * deciding F without K (or the default) gives another verdict. */
static bool point_differs(const struct lint *l, size_t k, const struct pkt_facts *f,
			  const enum fm_rate_state *state)
{
	const struct program *p = l->p;
	enum action act = p->rules[k]->action;

	for (size_t j = k + 1; j < p->nrules; j++) {
		if (!meets(l, j, k) || !fprog_takes(&l->fp, j, f, state))
			continue;
		return p->rules[j]->action != act;
	}
	return (act == ACT_DROP) != (p->default_verdict == VERDICT_DROP);
}

/* Draws frames of BASE (rule K's match in the universe) and runs each
 * through EARLIER; moves the rules that decide them to its front. */
static struct sampled sample_rule(const struct lint *l, size_t k, BDD base, size_t *earlier,
				  size_t n)
{
	struct sampled s = { false, false };
	uint64_t rng = rng_of(k);
	size_t front = 0;
	enum fm_rate_state *state = xcalloc(fmodel_nrates(), sizeof(*state));

	for (int i = 0; i < SAMPLES && !(s.reached && s.differs); i++) {
		struct pkt_facts f;
		int by;

		fmodel_pick_random_rates(base, &f, state, &rng);
		framed(l, &f);
		if (!fprog_takes(&l->fp, k, &f, state))
			continue;   /* never: the model and the evaluator agree */
		/* those moved to the front first */
		by = fprog_first_taker(&l->fp, earlier, n, &f, state);
		if (by < 0) {
			s.reached = true;
			s.differs = s.differs || point_differs(l, k, &f, state);
			continue;
		}
		for (size_t at = front; at < n; at++)
			if (earlier[at] == (size_t)by) {
				memmove(earlier + front + 1, earlier + front, (at - front) * sizeof(*earlier));
				earlier[front++] = (size_t)by;
				break;
			}
	}
	free(state);
	return s;
}

/* The rules of LIST (N) whose boxes meet BOX, into OUT; how many. */
static size_t meeting(const struct lint *l, const size_t *list, size_t n, const struct fm_box *box,
		      size_t *out)
{
	size_t m = 0;

	for (size_t e = 0; e < n; e++)
		if (fm_meet(&l->box[list[e]], box))
			out[m++] = list[e];
	return m;
}

/* The frames of BASE (rule I's match in the universe) that rule J
 * matches, and in BOTH (room for N) the rules of EARLIER, I's, whose
 * boxes meet both rules' boxes: only those can take any of them. */
static BDD frames_with(const struct lint *l, size_t i, BDD base, size_t j, const size_t *earlier,
		       size_t n, size_t *both, size_t *nboth)
{
	struct fm_box box = l->box[i];

	fm_box_and(&box, &l->box[j]);
	*nboth = meeting(l, earlier, n, &box, both);
	return fm_ref(bdd_and(base, l->match[j]));
}

/* Draws up to SAMPLES frames of INTER (frames_with() of rules I and J);
 * true when one of them is decided by I (no rule of BOTH takes it) and,
 * with MUST_DIFFER, removing I changes what happens to it. */
static bool shown_in(const struct lint *l, size_t i, size_t j, BDD inter, const size_t *both,
		     size_t nboth, bool must_differ, uint64_t *rng)
{
	enum fm_rate_state *state = xcalloc(fmodel_nrates(), sizeof(*state));
	bool shown = false;

	for (int t = 0; t < SAMPLES && inter != bddfalse && !shown; t++) {
		struct pkt_facts f;

		fmodel_pick_random_rates(inter, &f, state, rng);
		framed(l, &f);
		shown = fprog_first_taker(&l->fp, both, nboth, &f, state) < 0 &&
			fprog_takes(&l->fp, i, &f, state) && fprog_takes(&l->fp, j, &f, state) &&
			(!must_differ || point_differs(l, i, &f, state));
	}
	free(state);
	return shown;
}

/* Whether some frame rule K decides would fare otherwise without K, shown
 * by drawing frames K and one of the first later rules of another action
 * (or count rules) match: false proves nothing. */
#define DIFFER_TRIES 32
static bool differs_sampled(const struct lint *l, size_t k, BDD base, const size_t *earlier,
			    size_t n)
{
	const struct program *p = l->p;
	uint64_t rng = rng_of(k) ^ 1;
	size_t *both = xcalloc(n, sizeof(*both)), nboth;
	bool shown = false;
	int tries = 0;

	for (size_t j = k + 1; j < p->nrules && !shown && tries < DIFFER_TRIES; j++) {
		BDD inter;

		if (p->rules[j]->action == p->rules[k]->action || !meets(l, j, k))
			continue;
		tries++;
		inter = frames_with(l, k, base, j, earlier, n, both, &nboth);
		shown = shown_in(l, k, j, inter, both, nboth, true, &rng);
		bdd_delref(inter);
	}
	free(both);
	return shown;
}

/* hole_with() for a rule I whose frames were not built: for each later
 * rule J in turn, whether I decides some frame J matches, from the frames
 * both match less the earlier rules meeting both boxes (a frame drawn
 * that none of them takes settles it first). */
static int hole_sampled(const struct lint *l, size_t i, BDD base, const size_t *earlier, size_t n)
{
	uint64_t rng = rng_of(i);
	size_t *both = xcalloc(n, sizeof(*both)), nboth;
	int hole = -1;

	for (size_t j = i + 1; j < l->p->nrules && hole < 0; j++) {
		BDD inter;

		if (!hole_candidate(l, i, j))
			continue;
		inter = frames_with(l, i, base, j, earlier, n, both, &nboth);
		if (shown_in(l, i, j, inter, both, nboth, false, &rng)) {
			hole = (int)j;
		} else {
			BDD left = fprog_minus(&l->fp, fm_ref(inter), both, nboth);

			if (left != bddfalse)
				hole = (int)j;
			bdd_delref(left);
		}
		bdd_delref(inter);
	}
	free(both);
	return hole;
}

/* One rule; the rules after it are judged already. */
static void judge(struct lint *l, size_t k)
{
	const struct program *p = l->p;
	const struct rule *r = p->rules[k];
	struct finding *f = &l->fnd[k];
	size_t n, *earlier = fprog_takers_of(&l->fp, k, &n);
	struct pkt_facts w;
	enum fm_rate_state *state;
	BDD hit;

	if (n >= l->sample_from) {
		BDD base = fm_and_take(fm_ref(l->match[k]), fm_ref(fmodel_universe()));
		struct sampled s = { false, false };
		bool settled;

		if (base != bddfalse)
			s = sample_rule(l, k, base, earlier, n);
		if (s.reached && !s.differs && r->action != ACT_COUNT)
			s.differs = differs_sampled(l, k, base, earlier, n);
		settled = s.reached && (s.differs || r->action == ACT_COUNT);
		if (settled && wants_hole(r)) {
			f->by = hole_sampled(l, k, base, earlier, n);
			f->kind = f->by >= 0 ? F_HOLE : F_NONE;
		}
		bdd_delref(base);
		if (settled) {
			free(earlier);
			return;
		}
	}
	/* the frames K decides or counts; the universe comes last: it ties
	 * the length to the headers above the addresses in the variable
	 * order, and every step taken under it copies the address part once
	 * per length class (bench/README.md has the figures) */
	hit = fm_and_take(fprog_minus(&l->fp, fm_ref(l->match[k]), earlier, n),
			  fm_ref(fmodel_universe()));
	free(earlier);
	if (hit == bddfalse) {
		f->kind = fm_disjoint(l->match[k], fmodel_universe()) ? F_NEVER : F_UNREACHED;
		return;
	}
	if (r->action != ACT_COUNT && !removal_differs(l, k, hit)) {
		state = xcalloc(fmodel_nrates(), sizeof(*state));
		fmodel_pick_rates(hit, &w, state);
		framed(l, &w);
		f->kind = F_REDUNDANT;
		f->by = decider_after(l, k, &w, state);
		free(state);
	} else if (wants_hole(r)) {
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

static int by_index(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

/* Whether ALL (rule I's frames) are all matched by the N rules NAMED but
 * NAMED[SKIP]. */
static bool covered_without(const struct lint *l, BDD all_of_i, const size_t *named, size_t n,
			    size_t skip)
{
	BDD left = fm_ref(all_of_i);
	bool all;

	for (size_t k = 0; k < n && left != bddfalse; k++)
		if (k != skip)
			left = fm_diff_take(left, fm_ref(l->match[named[k]]));
	all = left == bddfalse;
	bdd_delref(left);
	return all;
}

/* Drops from the cover NAMED (N rules) of ALL, rule I's frames, each rule
 * the others cover without: an early narrow rule drawn first is dropped
 * for a wide one drawn later. How many are left. */
static size_t pruned(const struct lint *l, BDD all_of_i, size_t *named, size_t n)
{
	for (size_t k = 0; k < n && n > 1;) {
		if (covered_without(l, all_of_i, named, n, k))
			memmove(named + k, named + k + 1, (--n - k) * sizeof(*named));
		else
			k++;
	}
	return n;
}

/* Names the rules behind unreached rule I: a frame of what is left of its
 * match (at first all of it) is drawn and run through the earlier rules;
 * the one that decides it is named and its frames taken from what is
 * left, until nothing is. Each rule named decides a frame of I, and
 * together they match all of I's frames (a rule before them may decide
 * some of those: the names are a cover, in file order, not every rule
 * that decides one; a rule the others cover without is dropped). Asking
 * every earlier rule that meets I whether it takes some of what is left
 * costs thousands of set tests a rule where a wide rule meets thousands
 * (bench/README.md, "Naming the rules behind unreached rules"). */
static void report_unreached(struct lint *l, size_t i)
{
	const struct program *p = l->p;
	char names[4096];
	size_t len = 0, n = 0, named[MAX_NAMED + 1], ntakers;
	size_t *takers = fprog_takers_of(&l->fp, i, &ntakers);
	enum fm_rate_state *state = xcalloc(fmodel_nrates(), sizeof(*state));
	BDD all = fm_and_take(fm_ref(l->match[i]), fm_ref(fmodel_universe()));
	BDD left = fm_ref(all);
	bool cut = false, disagree = false, complete;

	while (left != bddfalse && n <= MAX_NAMED && !(cut = now() > l->deadline)) {
		struct pkt_facts f;
		int by;

		fmodel_pick_rates(left, &f, state);
		framed(l, &f);
		by = fprog_first_taker(&l->fp, takers, ntakers, &f, state);
		if (by < 0) {
			disagree = cut = true;   /* never: the model and the evaluator agree */
			break;
		}
		named[n++] = (size_t)by;
		left = fm_diff_take(left, fm_ref(l->match[by]));
	}
	complete = left == bddfalse;
	bdd_delref(left);
	free(state);
	free(takers);
	if (complete) {
		n = pruned(l, all, named, n);
		cut = false;
	}
	bdd_delref(all);
	qsort(named, n < MAX_NAMED ? n : MAX_NAMED, sizeof(*named), by_index);
	names[0] = 0;
	for (size_t k = 0; k < n && k < MAX_NAMED && len < sizeof(names); k++)
		len += (size_t)snprintf(names + len, sizeof(names) - len, "%s line %u (%s)",
					k ? "," : "", p->rules[named[k]]->action_loc.line,
					p->rules[named[k]]->text);
	if (n == 0)
		diag_warning(l->d, p->rules[i]->action_loc,
			     "rule is never reached: earlier rules decide every frame it matches "
			     "(%s)", disagree ? "xdpc could not name them: the frame model and the "
					       "evaluator disagree, please report it"
					     : "the time budget ran out before naming them");
	else
		diag_warning(l->d, p->rules[i]->action_loc,
			     "rule is never reached: earlier rules decide every frame it matches;%s%s %s",
			     names, n > MAX_NAMED || cut ? ", ..." : "",
			     n == 1 && !cut ? "matches them all" : "together match them all");
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
	for (size_t i = 0; i < p->nrules; i++)
		l->reads_hdr = l->reads_hdr || reads_hdr(p->rules[i]->match);
	return 0;
}

/* The model refused a rule: say which primitive, and why. */
static void skipped(struct diag *d, const struct program *p)
{
	for (size_t i = 0; i < p->nrules; i++) {
		char why[1024];
		const struct expr *e = p->rules[i]->match ?
				       fmodel_unsupported(p->rules[i]->match, why, sizeof(why)) : NULL;

		if (e) {
			diag_note(d, e->loc, "exact lint skipped: it %s", why);
			return;
		}
	}
}

static void release(struct lint *l)
{
	fprog_free(&l->fp);
	free(l->fnd);
}

void lint_exact(struct diag *d, const struct program *p, double budget)
{
	lint_exact_drawing(d, p, budget, LINT_SAMPLE_FROM);
}

void lint_exact_drawing(struct diag *d, const struct program *p, double budget,
			size_t sample_from)
{
	double start = now();
	/* the scan stops at 80% of the budget, so that naming the rules behind
	 * unreached ones still fits in it */
	struct lint l = { .d = d, .p = p, .deadline = start + 0.8 * budget, .done = p->nrules,
			  .sample_from = sample_from };

	l.fnd = xcalloc(p->nrules, sizeof(*l.fnd));
	if (build(&l) == 0) {
		scan_back(&l);
		l.deadline = start + budget;
		report(&l);
	} else {
		skipped(d, p);
	}
	release(&l);
}
