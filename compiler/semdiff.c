#include "semdiff.h"
#include "semdiff_int.h"

#include "eval.h"
#include "fmodel_meet.h"
#include "fwitness.h"

#include <stdlib.h>
#include <string.h>

void *sd_xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);

	if (!q) {
		fputs("xdpc: out of memory\n", stderr);
		exit(2);
	}
	return q;
}

int sd_witness_of(BDD set, struct sd_witness *w)
{
	struct pkt_facts got;

	w->bytes = sd_xrealloc(NULL, FM_MAX_LEN);
	w->rate = sd_xrealloc(NULL, fmodel_nrates() * sizeof(*w->rate));
	fmodel_pick_rates(set, &w->facts, w->rate);
	if (fwitness_parsed(&w->facts, w->bytes, FM_MAX_LEN, &got) != w->facts.len) {
		fputs("xdpc: internal error: the witness builder cannot realise a frame of the model\n",
		      stderr);
		return -1;
	}
	/* the payload as the frame has it: a pick's bytes live in a buffer
	 * the next pick overwrites */
	w->facts.data = w->bytes;
	w->facts.payload = got.payload;
	w->facts.payload_off = got.payload_off;
	return 0;
}

int sd_model_disagrees(const char *what)
{
	fprintf(stderr, "xdpc: internal error: the reference evaluator disagrees with the frame model about %s\n",
		what);
	return -1;
}

struct eval_result semdiff_eval(const struct fprog *fp, const struct sd_witness *w)
{
	bool *over = sd_xrealloc(NULL, fp->p->nrules * sizeof(bool));
	struct eval_result r;

	for (size_t i = 0; i < fp->p->nrules; i++)
		over[i] = fprog_rate_over(fp, i, w->rate);
	r = eval_frame_forced(fp->p, w->bytes, w->facts.len, NULL, over);
	free(over);
	return r;
}

void sd_witness_free(struct sd_witness *w)
{
	free(w->bytes);
	free(w->rate);
}

void sd_keep(struct semdiff *sd, struct sd_change *c)
{
	c->rate = sd_xrealloc(NULL, fmodel_nrates() * sizeof(*c->rate));
	fmodel_rate_states(c->frames, c->rate);
	sd->changes = sd_xrealloc(sd->changes, (sd->nchanges + 1) * sizeof(*c));
	sd->changes[sd->nchanges++] = *c;
}

/* X cut to the frames rule RULE of FP decides (-1: its default); the
 * small sets first, so the big reach set is only walked where X is. */
static BDD within_hit(BDD x, const struct fprog *fp, int rule)
{
	size_t i = rule < 0 ? fp->p->nrules : (size_t)rule;

	if (rule >= 0)
		x = fm_and_take(x, fm_ref(fp->match[i]));
	return fm_and_take(x, fm_ref(fp->reach[i]));
}

/* Splits the next kind off LEFT; kept in SD when STORE, else only counted. */
static int one_change(struct semdiff *sd, const struct fprog *a, const struct fprog *b,
		      BDD *left, bool store)
{
	struct sd_change c;
	struct eval_result ra, rb;

	memset(&c, 0, sizeof(c));
	if (sd_witness_of(*left, &c.w) < 0)
		return -1;
	ra = semdiff_eval(a, &c.w);
	rb = semdiff_eval(b, &c.w);
	if (ra.verdict == rb.verdict) {
		sd_witness_free(&c.w);
		return sd_model_disagrees("a witness's verdicts");
	}
	c.old_rule = ra.rule;
	c.new_rule = rb.rule;
	c.old_verdict = ra.verdict;
	c.new_verdict = rb.verdict;
	c.frames = within_hit(within_hit(fm_ref(*left), a, ra.rule), b, rb.rule);
	if (c.frames == bddfalse) {
		sd_witness_free(&c.w);
		return sd_model_disagrees("a witness's deciding rules");
	}
	*left = fm_and_take(*left, fm_not_take(fm_ref(c.frames)));
	if (!store) {
		bdd_delref(c.frames);
		sd_witness_free(&c.w);
		sd->more++;
		return 0;
	}
	sd_keep(sd, &c);
	return 0;
}

static int verdicts(struct semdiff *sd, const struct fprog *a, const struct fprog *b,
		    size_t max_kinds)
{
	BDD left = fm_ref(bdd_xor(a->drop, b->drop));

	/* Past the kinds shown, counting more only says how big the change is. */
	while (left != bddfalse && sd->more < MAX_COUNTED)
		if (one_change(sd, a, b, &left, sd->nchanges < max_kinds) < 0) {
			bdd_delref(left);
			return -1;
		}
	sd->more_at_least = left != bddfalse;
	bdd_delref(left);
	return 0;
}

/* The frames count rule I of FP counts: cut to the universe with the
 * chains; without, built from its own match and not cut (the difference
 * of two such sets is small, and cutting it is cheaper than cutting each).
 * The N rules FIRST are subtracted first: rules known to take some of its
 * frames often take all of them, and then the rest costs nothing. */
static BDD counted(const struct fprog *fp, size_t i, const size_t *first, size_t n)
{
	if (fp->chains)
		return fprog_hit(fp, i);
	return fprog_left_by(fp, i, fprog_minus(fp, fm_ref(fp->match[i]), first, n), &fp->box[i]);
}

/* A count rule in one program only changes its counter exactly when it
 * counts some frame, and one frame proves it: drawn from the rule's match,
 * the most ordinary one first (the frame the whole set would give, when it
 * is counted), then a few at random, each run through the program, every
 * rate under (a rate over only takes frames from the rules after it). The
 * set itself means subtracting every earlier deciding rule that may take
 * the rule's frames, seconds each behind thousands of wide rules (most of
 * the diff of two unrelated ClassBench fw files: bench/README.md,
 * "Counters by drawn frames"). The frame's point, with the earlier rate
 * rules that match it under (count rules have no rate; the other states
 * are free), or bddfalse when no draw is counted (then the set decides). */
#define COUNT_DRAWS 8

/* The draws' deciding rules, for counted() when none is counted. */
struct takers {
	size_t rule[COUNT_DRAWS + 1], n;
};

/* The frame F, which none of the N rules EARLIER takes in its states, as
 * a set: the rate rules among them that match it under (taking it is what
 * over means), every other state free. Into STATE. */
static BDD counted_point(const struct fprog *fp, const struct pkt_facts *f, const size_t *earlier,
			 size_t n, enum fm_rate_state *state)
{
	for (size_t s = 0; s < fmodel_nrates(); s++)
		state[s] = FM_RATE_ANY;
	for (size_t k = 0; k < n; k++)
		if (fp->rate[earlier[k]] >= 0 && fprog_matches_frame(fp, earlier[k], f))
			state[fp->rate[earlier[k]]] = FM_RATE_UNDER;
	return fmodel_point_rates(f, state);
}

static BDD counted_drawn(const struct fprog *fp, size_t i, struct takers *tk)
{
	static uint8_t frame[FM_MAX_LEN + 1];
	uint64_t rng = 0x9e3779b97f4a7c15ull ^ (uint64_t)i * 0xff51afd7ed558ccdull;
	enum fm_rate_state *state = sd_xrealloc(NULL, (fmodel_nrates() + 1) * sizeof(*state));
	size_t *earlier, n;
	BDD base, got = bddfalse;

	/* only the earlier deciding rules whose boxes meet its can take a frame */
	earlier = fprog_takers_of(fp, i, &n);
	base = fm_and_take(fm_ref(fp->match[i]), fm_ref(fmodel_universe()));
	for (int t = 0; t <= COUNT_DRAWS && base != bddfalse && got == bddfalse; t++) {
		struct pkt_facts pick, f;
		int by;

		if (t == 0)
			fmodel_pick_rates(base, &pick, state);
		else
			fmodel_pick_random_under(base, &pick, state, &rng);
		if (fwitness_parsed(&pick, frame, sizeof(frame), &f) != pick.len)
			break;   /* the model's bug: the set will say it */
		by = fprog_first_taker(fp, earlier, n, &f, state);
		if (by < 0)
			got = counted_point(fp, &f, earlier, n, state);
		else if (tk->n == 0 || tk->rule[tk->n - 1] != (size_t)by)
			tk->rule[tk->n++] = (size_t)by;
	}
	free(earlier);
	free(state);
	bdd_delref(base);
	return got;
}

static int add_count(struct semdiff *sd, const struct fprog *a, size_t i,
		     const struct fprog *b, size_t j)
{
	const struct rule *ro = a ? a->p->rules[i] : NULL, *rn = b ? b->p->rules[j] : NULL;
	struct sd_count c;
	struct takers ta = { { 0 }, 0 }, tb = { { 0 }, 0 };

	memset(&c, 0, sizeof(c));
	c.old_rule = ro;
	c.new_rule = rn;
	c.lost = !rn ? counted_drawn(a, i, &ta) : bddfalse;
	c.gained = !ro ? counted_drawn(b, j, &tb) : bddfalse;
	if (c.gained != bddfalse || c.lost != bddfalse) {
		/* in one program only, and it counts a frame */
	} else if (ro && rn && a->match[i] == b->match[j] && a->chains) {
		/* the same frames match: only who reaches the rule can differ */
		c.gained = fm_and_take(fm_ref(bdd_apply(b->reach[j], a->reach[i], bddop_diff)),
				       fm_ref(b->match[j]));
		c.lost = fm_and_take(fm_ref(bdd_apply(a->reach[i], b->reach[j], bddop_diff)),
				     fm_ref(a->match[i]));
	} else {
		BDD ho = ro ? counted(a, i, ta.rule, ta.n) : bddfalse;
		BDD hn = rn ? counted(b, j, tb.rule, tb.n) : bddfalse;

		c.gained = fm_ref(bdd_apply(hn, ho, bddop_diff));
		c.lost = fm_ref(bdd_apply(ho, hn, bddop_diff));
		bdd_delref(ho);
		bdd_delref(hn);
		if (!(a ? a : b)->chains) {
			c.gained = fm_and_take(c.gained, fm_ref(fmodel_universe()));
			c.lost = fm_and_take(c.lost, fm_ref(fmodel_universe()));
		}
	}
	if (c.gained == bddfalse && c.lost == bddfalse)
		return 0;
	if (sd_witness_of(c.gained != bddfalse ? c.gained : c.lost, &c.w) < 0)
		return -1;
	sd->counts = sd_xrealloc(sd->counts, (sd->ncounts + 1) * sizeof(c));
	sd->counts[sd->ncounts++] = c;
	return 0;
}

/* Count rules pair by text (fprog_twin): a rule's partner is its twin
 * when that is a count rule. */
static int counters(struct semdiff *sd, const struct fprog *a, const struct fprog *b)
{
	long *ab = fprog_twins(a->p, b->p), *ba = fprog_twins(b->p, a->p);
	int rc = 0;

	for (size_t i = 0; i < a->p->nrules && rc == 0; i++) {
		bool paired = ab[i] >= 0 && b->p->rules[ab[i]]->action == ACT_COUNT;

		if (a->p->rules[i]->action == ACT_COUNT)
			rc = add_count(sd, a, i, paired ? b : NULL, paired ? (size_t)ab[i] : 0);
	}
	for (size_t j = 0; j < b->p->nrules && rc == 0; j++) {
		bool paired = ba[j] >= 0 && a->p->rules[ba[j]]->action == ACT_COUNT;

		if (b->p->rules[j]->action == ACT_COUNT && !paired)
			rc = add_count(sd, NULL, 0, b, j);
	}
	free(ab);
	free(ba);
	return rc;
}

/* ---- the focus: where two programs can differ at all ---- */

/* Past this many rules between the shared first and last runs, the union
 * of their frames costs more than building every set. */
#define MAX_FOCUS_RULES 1024

static bool same_rule(const struct fprog *a, size_t i, const struct fprog *b, size_t j)
{
	const struct rule *x = a->p->rules[i], *y = b->p->rules[j];

	return x->action == y->action && a->match[i] == b->match[j] &&
	       !strcmp(x->text, y->text);
}

/* Marks in SKIP the rules of FP that share no frame with any of the boxes
 * CHANGED[0..N-1]. */
static bool *skip_list(const struct fprog *fp, const struct fm_box *changed, size_t n)
{
	bool *skip = sd_xrealloc(NULL, fp->p->nrules * sizeof(bool) + 1);

	for (size_t i = 0; i < fp->p->nrules; i++) {
		size_t k = 0;

		while (k < n && !fm_meet(&fp->box[i], &changed[k]))
			k++;
		skip[i] = k == n;
	}
	return skip;
}

/* The rules of FP from FROM to TO (exclusive) into FOCUS and CHANGED. */
static void add_changed(const struct fprog *fp, size_t from, size_t to, BDD *focus,
			struct fm_box *changed, size_t *n)
{
	for (size_t i = from; i < to; i++) {
		*focus = fm_or_take(*focus, fm_ref(fp->match[i]));
		changed[(*n)++] = fp->box[i];
	}
}

int semdiff_build(struct fprog *a, const struct program *pa, struct fprog *b,
		  const struct program *pb, struct diag *d, const char *what, enum sd_mode mode)
{
	size_t head = 0, tail = 0, na = pa->nrules, nb = pb->nrules, n = 0;
	struct fm_box *changed;
	bool *skip_a, *skip_b;
	BDD focus = bddfalse;

	if (fprog_matches(a, pa, d, what) < 0)
		return -1;
	if (fprog_matches_paired(b, pb, d, what, a) < 0) {
		fprog_free(a);
		return -1;
	}
	while (head < na && head < nb && same_rule(a, head, b, head))
		head++;
	while (tail < na - head && tail < nb - head &&
	       same_rule(a, na - 1 - tail, b, nb - 1 - tail))
		tail++;
	if (mode == SD_WHOLE || pa->default_verdict != pb->default_verdict) {
		fprog_reach(a, bddtrue, NULL);
		fprog_reach(b, bddtrue, NULL);
		return 0;
	}
	/* many rules between the runs: the chains would hold them all at
	 * once; semdiff_run goes rule pair by rule pair instead */
	if (mode == SD_PAIRS || (na - head - tail) + (nb - head - tail) > MAX_FOCUS_RULES)
		return 0;
	/* A frame no rule between the runs matches meets the same rules in
	 * both programs, in the same order: only the frames those rules match
	 * can differ, and a rule whose box meets none of theirs has no frame
	 * there. Counters pair by their text, and one text means one match
	 * within a program: a count rule between the runs puts all its
	 * partners' frames inside the focus, and without one the runs' count
	 * rules pair with their copies. */
	changed = sd_xrealloc(NULL, ((na - head - tail) + (nb - head - tail) + 1) * sizeof(*changed));
	add_changed(a, head, na - tail, &focus, changed, &n);
	add_changed(b, head, nb - tail, &focus, changed, &n);
	skip_a = skip_list(a, changed, n);
	skip_b = skip_list(b, changed, n);
	fprog_reach(a, focus, skip_a);
	fprog_reach(b, focus, skip_b);
	bdd_delref(focus);
	free(skip_a);
	free(skip_b);
	free(changed);
	return 0;
}

int semdiff_run(struct semdiff *sd, const struct fprog *a, const struct fprog *b,
		size_t max_kinds)
{
	memset(sd, 0, sizeof(*sd));
	if ((a->chains ? verdicts(sd, a, b, max_kinds) : sd_pairs(sd, a, b, max_kinds)) < 0)
		return -1;
	return counters(sd, a, b);
}

void semdiff_free(struct semdiff *sd)
{
	for (size_t i = 0; i < sd->nchanges; i++) {
		bdd_delref(sd->changes[i].frames);
		free(sd->changes[i].rate);
		sd_witness_free(&sd->changes[i].w);
	}
	for (size_t i = 0; i < sd->ncounts; i++) {
		bdd_delref(sd->counts[i].gained);
		bdd_delref(sd->counts[i].lost);
		sd_witness_free(&sd->counts[i].w);
	}
	free(sd->changes);
	free(sd->counts);
	memset(sd, 0, sizeof(*sd));
}
