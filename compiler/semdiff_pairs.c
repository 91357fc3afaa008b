/* The kinds of change of two programs, found rule pair by rule pair.
 *
 * A kind of change is a pair (old deciding rule, new deciding rule) of
 * different verdicts with some frame both decide. The chains of
 * fprog_reach hold, for every rule, every frame no earlier rule took: on
 * 10,000 unrelated ClassBench-like rules each chain grows to millions of
 * nodes. Here each rule's frames are built from its own match, less only
 * the earlier rules whose boxes meet it (fprog_left_by), and a pair's
 * frames are the meet of the two. The defaults' frames (what no rule
 * decides) are never built: a rule's frames that the other program's
 * rules leave to its default are its frames less those rules'. So it needs
 * the two defaults to be alike; semdiff_build() sees to that.
 *
 * It finds the same kinds, with the same frames, as the chains do (the
 * differential in tests/behave/test_semdiff.c compares them). */
#include "semdiff_int.h"

#include "eval.h"

#include <stdlib.h>
#include <string.h>

static bool decides(const struct rule *r)
{
	return r->action != ACT_COUNT;
}

static enum verdict verdict_of(const struct program *p, size_t i)
{
	if (i == p->nrules)
		return p->default_verdict;
	return p->rules[i]->action == ACT_DROP ? VERDICT_DROP : VERDICT_PASS;
}

/* Adds the kind (I of A, K of B; nrules: the default) with FRAMES
 * (consumed, not empty); kept in SD with a witness while fewer than
 * MAX_KINDS are, else only counted. 1: past MAX_COUNTED more, the search
 * stops (as the chains' does: the count only says how big the change is). */
static int add_pair(struct semdiff *sd, const struct fprog *a, size_t i, const struct fprog *b,
		    size_t k, BDD frames, size_t max_kinds)
{
	int old_rule = i == a->p->nrules ? -1 : (int)i, new_rule = k == b->p->nrules ? -1 : (int)k;
	struct eval_result ra, rb;
	struct sd_change c;

	if (sd->nchanges >= max_kinds) {
		bdd_delref(frames);
		if (sd->more == MAX_COUNTED) {
			sd->more_at_least = true;
			return 1;
		}
		sd->more++;
		return 0;
	}
	memset(&c, 0, sizeof(c));
	c.frames = frames;
	if (sd_witness_of(frames, &c.w) < 0) {
		bdd_delref(frames);
		return -1;
	}
	ra = semdiff_eval(a, &c.w);
	rb = semdiff_eval(b, &c.w);
	if (ra.rule != old_rule || rb.rule != new_rule || ra.verdict == rb.verdict) {
		bdd_delref(frames);
		sd_witness_free(&c.w);
		return sd_model_disagrees("a witness's deciding rules");
	}
	c.old_rule = old_rule;
	c.new_rule = new_rule;
	c.old_verdict = ra.verdict;
	c.new_verdict = rb.verdict;
	sd_keep(sd, &c);
	return 0;
}

/* add_pair with FRAMES (consumed) cut to the universe first. */
static int add_cut(struct semdiff *sd, const struct fprog *a, size_t i, const struct fprog *b,
		   size_t k, BDD frames, size_t max_kinds)
{
	frames = fm_and_take(frames, fm_ref(fmodel_universe()));
	if (frames == bddfalse)
		return 0;
	return add_pair(sd, a, i, b, k, frames, max_kinds);
}

/* The kinds whose old rule is I of A (HA: its frames, not cut to the
 * universe): with each rule K of B of the other verdict whose box meets
 * I's, and with B's default. A pair's frames are those of HA that K
 * matches, less B's rules before K: only the rules whose boxes meet both
 * I's and K's can take any, so B's rules are never built whole. */
static int pairs_of(struct semdiff *sd, const struct fprog *a, size_t i, BDD ha,
		    const struct fprog *b, size_t max_kinds)
{
	enum verdict v = verdict_of(a->p, i);
	size_t nb = b->p->nrules;
	int rc;

	for (size_t k = 0; k < nb; k++) {
		struct fm_box box;
		BDD both;

		if (!fprog_may_take(b, k, &a->box[i]) || verdict_of(b->p, k) == v)
			continue;
		both = fm_ref(bdd_and(ha, b->match[k]));
		box = a->box[i];
		fm_box_and(&box, &b->box[k]);
		both = fprog_left_by(b, k, both, &box);
		if (both != bddfalse && (rc = add_cut(sd, a, i, b, k, both, max_kinds)) != 0)
			return rc;
	}
	if (b->p->default_verdict != v) {
		BDD left = fprog_left_by(b, nb, fm_ref(ha), &a->box[i]);

		if (left != bddfalse && (rc = add_cut(sd, a, i, b, nb, left, max_kinds)) != 0)
			return rc;
	}
	return 0;
}

int sd_pairs(struct semdiff *sd, const struct fprog *a, const struct fprog *b,
	     size_t max_kinds)
{
	size_t na = a->p->nrules, nb = b->p->nrules;
	int rc = 0;

	for (size_t i = 0; i < na && rc == 0; i++) {
		BDD ha;

		if (!decides(a->p->rules[i]))
			continue;
		ha = fprog_own(a, i);
		if (ha != bddfalse)
			rc = pairs_of(sd, a, i, ha, b, max_kinds);
		bdd_delref(ha);
	}
	/* A's default against B's rules: B's rule's frames less A's rules */
	for (size_t k = 0; k < nb && rc == 0; k++) {
		BDD left;

		if (!decides(b->p->rules[k]) || verdict_of(b->p, k) == a->p->default_verdict)
			continue;
		left = fprog_left_by(a, na, fprog_own(b, k), &b->box[k]);
		if (left != bddfalse)
			rc = add_cut(sd, a, na, b, k, left, max_kinds);
	}
	return rc < 0 ? -1 : 0;
}
