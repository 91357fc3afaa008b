#include "plan.h"

#include "budget.h"
#include "meta.h"

#include <stdlib.h>
#include <string.h>

/* Rules left after grouping go to a multi-field classifier when at least
 * this many fit one: below, rule-by-rule code is faster (docs/design.md,
 * "Multi-field classifier")... */
#define PLAN_CLS_MIN 128
/* ...except from this many on when no box narrows an address past its
 * first 32-bit word (cls_narrows_past_word0: IPv4, and IPv6 prefixes of
 * at most /32), whose boxes are short and a leaf's first one sits in the
 * leaf (cg_cls.c): part 5's IPv4 sets of 100 rules took 0.36-0.45 of
 * their time on the frames matching nothing or the last rule and
 * 0.62-0.78 on the stream; acl6's, whose boxes are 19 words, 0.48-0.52
 * and 1.20 (bench/README.md, part 5 follow-up 15). */
#define PLAN_CLS_MIN_WORD0 32
/* Below this many candidates one tree takes them all (cls_categories()):
 * with walk steps of ~40 instructions a walk saved is worth the wide
 * rules' repeats up to here (docs/design.md, "Categories"). */
#define PLAN_CATEGORY_MIN 1024
/* Count rules go to a counting classifier (cls.h) when at least this many
 * fit one: alone, each costs its test on every frame that reaches it, but
 * a test that fails at its first conjunct is cheap. With walk steps of
 * ~40 instructions, ClassBench-like sets of 1,000 rules (89-120 count
 * rules) cost 18-30% less per frame with the tree; at 300 rules (32-39)
 * 0-25% more. */
#define PLAN_COUNT_CLS_MIN 64
/* Count candidates from PLAN_COUNT_CATEGORY_MIN on go to one counting
 * tree only when it repeats its boxes at most PLAN_COUNT_REPEAT_MAX times
 * over (leaf entries per box), and from PLAN_COUNT_CATEGORY_ALL on never:
 * wide count boxes (a count rule shadows none) repeat in so many leaves
 * that categories cost less, their walks sharing one call (cg_cls.c).
 * fw4 at 10,000 rules, 1,008 count rules: one tree of 44,647 nodes and
 * 81,602 leaf entries, or three of 667 nodes in all. Part 5's sets at
 * 10,000 rules repeat 6-81 times over; with categories the frame matching
 * nothing read 0.76-1.01 of one tree's time, the stream 0.91-1.00
 * (bench/README.md, part 5 follow-up 11). Rules that repeat little gain
 * nothing from categories but walks. */
#define PLAN_COUNT_CATEGORY_MIN 256
#define PLAN_COUNT_CATEGORY_ALL 4096
#define PLAN_COUNT_REPEAT_MAX 4

/* Action bits of a code, as cg_internal.h's CG_XDP_DROP / CG_XDP_PASS. */
unsigned plan_rule_code(const struct rule *r)
{
	return (unsigned)(r->index + 1) << 2 | (r->action == ACT_DROP ? 1u : 2u);
}

/* ---- items ---- */

/* Classifiers for the rules MEMBER[0..n): one if its tables fit, else the
 * two halves, down to MIN rules, while *MAPS (one per classifier) last;
 * the rules left over are tested alone, as are those of a deciding
 * classifier under PLAN_CLS_MIN rules whose boxes are long. */
static void plan_cls(struct arena *a, const struct program *p, const size_t *member, size_t n,
		     bool counting, size_t min, size_t *maps, struct ptrvec *out)
{
	struct cls *c;

	if (n < min || *maps == 0)
		return;
	c = cls_build(a, p, member, n, counting);
	if (c && !counting && n < PLAN_CLS_MIN && cls_narrows_past_word0(c))
		return;   /* too few for its long boxes: tested alone */
	if (c) {
		ptrvec_push(a, out, c);
		--*maps;
		return;
	}
	plan_cls(a, p, member, n / 2, counting, min, maps, out);
	plan_cls(a, p, member + n / 2, n - n / 2, counting, min, maps, out);
}

size_t plan_table_maps(const struct plan *pl)
{
	size_t n = 0;

	for (size_t i = 0; i < pl->prog->ntables; i++)
		n += pl->table_first[i] < 0;
	return n;
}

/* Maps the program uses besides its classifiers: the rules map, .rodata,
 * count-by tables, dynamic sets, a rate limit's table each plus the clock
 * (cg_rate.c), and the sampling ring and counters plus the samplers' rate
 * map when one samples by rate (cg_sample.c). budget.c reports excess. */
static size_t fixed_maps(const struct plan *pl)
{
	const struct program *p = pl->prog;
	size_t used = 2 + plan_table_maps(pl);
	bool by_rate = false;

	for (size_t i = 0; i < p->nsets; i++)
		used += p->sets[i]->dynamic;
	if (p->nrated)
		used += p->nrated + 1;
	for (size_t i = 0; i < p->nsamplers; i++)
		by_rate |= p->samplers[i]->sample->kind == SAMPLE_RATE;
	if (p->nsamplers)
		used += 2 + by_rate;
	return used;
}

/* Maps left for classifiers. */
static size_t maps_left(const struct plan *pl)
{
	size_t used = fixed_maps(pl);

	return used < BUDGET_MAX_MAPS ? BUDGET_MAX_MAPS - used : 0;
}

/* A category too small for a tree of its own joins the biggest one:
 * its few wide rules cost less repeated there than a walk of their own.
 * Too small is under MIN rules or an eighth of all: acl4 at 100,000
 * rules (a category of 3,895), 10,000 (396) and ipc4 at 10,000 (1,069)
 * run 8-25% faster merged; fw4's 1,475 of 8,992 (a sixth) merged
 * made 2.5 million leaf entries of 5,543 boxes and ran 50% slower. */
#define PLAN_CATEGORY_SHARE 8
static void merge_small_categories(unsigned *cat, size_t n, size_t min)
{
	size_t count[CLS_CATEGORIES] = { 0 };
	unsigned big = 0;

	for (size_t i = 0; i < n; i++)
		count[cat[i]]++;
	for (unsigned k = 1; k < CLS_CATEGORIES; k++)
		if (count[k] > count[big])
			big = k;
	if (min < n / PLAN_CATEGORY_SHARE)
		min = n / PLAN_CATEGORY_SHARE;
	for (size_t i = 0; i < n; i++)
		if (count[cat[i]] < min)
			cat[i] = big;
}

/* One tree of the rules P->rules[MEMBER[0..n)] if it repeats its boxes
 * at most PLAN_COUNT_REPEAT_MAX times over, else NULL. */
static struct cls *tree_repeating_little(struct arena *a, const struct program *p,
					 const size_t *member, size_t n)
{
	struct cls *c = cls_build(a, p, member, n, true);

	return c && c->nleaf <= PLAN_COUNT_REPEAT_MAX * c->nbox ? c : NULL;
}

static int cmp_first(const void *pa, const void *pb)
{
	const struct cls *x = *(struct cls *const *)pa, *y = *(struct cls *const *)pb;

	return x->first < y->first ? -1 : x->first > y->first;
}

/* Classifiers of the rules not GROUPED that fit one: deciding ones, with
 * RIDERS the count rules that fit a counting one riding along (cls.h), or
 * with COUNTING the counting ones, into *OUT; *MAPS is what is left of
 * the map budget. */
static void find_classifiers(struct arena *a, const struct program *p, const bool *grouped,
			     bool counting, bool riders, size_t *maps, struct ptrvec *out)
{
	size_t *all = calloc(p->nrules + 1, sizeof(*all)), nall = 0;
	size_t *cand = malloc((p->nrules + 1) * sizeof(*cand)), n;
	unsigned *cat = malloc((p->nrules + 1) * sizeof(*cat));
	size_t min = counting ? PLAN_COUNT_CLS_MIN : PLAN_CLS_MIN_WORD0;
	size_t merge = counting ? PLAN_COUNT_CLS_MIN : PLAN_CLS_MIN;
	struct cls *one = NULL;

	if (!all || !cand || !cat)
		abort();
	for (size_t i = 0; i < p->nrules; i++) {
		const struct rule *r = p->rules[i];
		bool fits = counting ? cls_count_fits(r) :
				       cls_rule_fits(r) || (riders && cls_count_fits(r));

		if (!grouped[i] && fits)
			all[nall++] = i;
	}
	if (counting && *maps >= CLS_CATEGORIES && nall >= PLAN_COUNT_CATEGORY_MIN &&
	    nall < PLAN_COUNT_CATEGORY_ALL)
		one = tree_repeating_little(a, p, all, nall);
	if (one) {   /* built already: the tree plan_cls() would build */
		ptrvec_push(a, out, one);
		--*maps;
	} else {
		cls_categories(p, all, nall, cat);
		/* one tree for all when maps are short, or when the rules are
		 * few enough that repeating wide ones costs less than more walks */
		if (*maps < CLS_CATEGORIES ||
		    nall < (counting ? PLAN_COUNT_CATEGORY_MIN : PLAN_CATEGORY_MIN))
			memset(cat, 0, nall * sizeof(*cat));
		merge_small_categories(cat, nall, merge);
		for (unsigned k = 0; k < CLS_CATEGORIES; k++) {
			n = 0;
			for (size_t i = 0; i < nall; i++)
				if (cat[i] == k)
					cand[n++] = all[i];
			plan_cls(a, p, cand, n, counting, min, maps, out);
		}
	}
	free(cat);
	free(cand);
	free(all);
	if (out->n)   /* by first member, the order of the items */
		qsort(out->v, out->n, sizeof(*out->v), cmp_first);
}

/* The deciding classifiers. Count rules ride along (cls.h) when at least
 * PLAN_CLS_MIN deciding rules fit one (else the count rules' own trees
 * cost no more) and PLAN_COUNT_CLS_MIN count rules (fewer cost less
 * tested alone than a call), and when at most PLAN_RIDING_MAX trees carry
 * them (one a category; more only when a tree over its limits is split):
 * each such tree keeps a word of the frame's struct (cg_cls.c), on the
 * stack, which the verifier bounds for the whole call chain. Riders cost
 * no walk of their own: part 5's sets at 10,000 rules ran 12-36% faster
 * with them than with counting trees (bench/README.md, part 5 follow-up
 * 12). */
#define PLAN_RIDING_MAX CLS_CATEGORIES
static void find_deciding(struct arena *a, const struct program *p, const bool *grouped,
			  size_t *maps, struct ptrvec *out)
{
	size_t left = *maps, deciding = 0, counting = 0, riding = 0;

	for (size_t i = 0; i < p->nrules; i++) {
		deciding += !grouped[i] && cls_rule_fits(p->rules[i]);
		counting += !grouped[i] && cls_count_fits(p->rules[i]);
	}
	if (deciding >= PLAN_CLS_MIN && counting >= PLAN_COUNT_CLS_MIN) {
		find_classifiers(a, p, grouped, false, true, maps, out);
		for (size_t k = 0; k < out->n; k++)
			riding += ((struct cls *)out->v[k])->riders > 0;
		if (riding <= PLAN_RIDING_MAX)
			return;
		out->n = 0;
		*maps = left;
	}
	find_classifiers(a, p, grouped, false, false, maps, out);
}

/* With a classifier coming, a group costs a lookup per frame for rules
 * the classifier takes at little extra cost: groups of fewer than a
 * quarter of the classifier's candidates whose members all fit it are
 * dissolved (at most 4 groups stay beside it). Since a walk step costs
 * ~40 instructions, a sixteenth kept groups that cost more than they
 * saved: acl4's 681-rule composite-key group at 10,000 rules, 185 ->
 * 165 ns/frame dissolved; at 1,000 rules 172 -> 135. Big groups stay: a
 * tree of their keys would be deeper than the rest of the classifier. */
#define PLAN_GROUP_KEEP_SHARE 4
static void dissolve_small_groups(struct plan *pl)
{
	const struct program *p = pl->prog;
	size_t ncand = 0, keep = 0, min;

	for (size_t i = 0; i < p->nrules; i++)
		ncand += cls_rule_fits(p->rules[i]);
	if (ncand < PLAN_CLS_MIN_WORD0)
		return;
	min = ncand / PLAN_GROUP_KEEP_SHARE > BUDGET_GROUP_MIN ? ncand / PLAN_GROUP_KEEP_SHARE :
							       BUDGET_GROUP_MIN;
	for (size_t g = 0; g < pl->groups.n; g++) {
		const struct rule_group *gr = &pl->groups.v[g];
		bool fits = true;

		for (size_t j = 0; j < gr->count && fits; j++)
			fits = cls_rule_fits(p->rules[gr->member[j]]);
		if (gr->count >= min || !fits)
			pl->groups.v[keep++] = *gr;
	}
	pl->groups.n = keep;
}

/* TAKEN[i] = whether a group of PL has rule i. */
static void mark_grouped(const struct plan *pl, bool *taken)
{
	memset(taken, 0, (pl->prog->nrules + 1) * sizeof(*taken));
	for (size_t g = 0; g < pl->groups.n; g++)
		for (size_t j = 0; j < pl->groups.v[g].count; j++)
			taken[pl->groups.v[g].member[j]] = true;
}

static void build_items(struct arena *a, struct plan *pl)
{
	const struct program *p = pl->prog;
	bool *taken = ARENA_ARRAY(a, bool, p->nrules + 1);
	struct rule_groups found = { 0 };
	size_t gi = 0, ci = 0;

	if (!pl->no_group) {
		find_rule_groups(a, p, BUDGET_GROUP_MIN, &pl->groups);
		found.n = pl->groups.n;
		found.v = ARENA_ARRAY(a, struct rule_group, found.n + 1);
		memcpy(found.v, pl->groups.v, found.n * sizeof(*found.v));
		dissolve_small_groups(pl);
	}
	mark_grouped(pl, taken);
	if (!pl->no_group) {
		size_t maps = maps_left(pl);
		struct ptrvec out = { 0 }, kout = { 0 };

		find_deciding(a, p, taken, &maps, &out);
		if (!out.n && pl->groups.n != found.n) {
			/* no classifier took the dissolved groups' rules (too
			 * few for their long boxes, or no map left): the
			 * groups, as found */
			pl->groups = found;
			mark_grouped(pl, taken);
		}
		pl->cls = (struct cls **)out.v;
		pl->ncls = out.n;
		for (size_t k = 0; k < pl->ncls; k++)   /* riders too */
			for (size_t j = 0; j < pl->cls[k]->count; j++)
				taken[pl->cls[k]->member[j]] = true;
		pl->rider_slot = ARENA_ARRAY(a, int, pl->ncls + 1);
		for (size_t k = 0; k < pl->ncls; k++)
			pl->rider_slot[k] = pl->cls[k]->riders ? (int)pl->nriding++ : -1;
		find_classifiers(a, p, taken, true, false, &maps, &kout);
		pl->kcls = (struct cls **)kout.v;
		pl->nkcls = kout.n;
	}
	for (size_t k = 0; k < pl->nkcls; k++)
		for (size_t j = 0; j < pl->kcls[k]->count; j++)
			taken[pl->kcls[k]->member[j]] = true;
	pl->item = ARENA_ARRAY(a, struct plan_item, p->nrules + 1);
	for (size_t i = 0; i < p->nrules; i++) {
		struct plan_item *it = &pl->item[pl->nitems];

		if (gi < pl->groups.n && pl->groups.v[gi].first == i) {
			*it = (struct plan_item){ PLAN_GROUP, i, &pl->groups.v[gi], NULL, (int)gi,
						  budget_group_cost(&pl->groups.v[gi]) };
			gi++;
		} else if (ci < pl->ncls && pl->cls[ci]->first == i) {
			*it = (struct plan_item){ PLAN_CLS, i, NULL, pl->cls[ci], (int)ci,
						  budget_cls_cost(pl->cls[ci]) };
			ci++;
		} else if (!taken[i]) {
			*it = (struct plan_item){ PLAN_RULE, i, NULL, NULL, 0,
						  budget_rule_cost(p->rules[i]) };
		} else {
			continue;
		}
		pl->cost += it->cost;
		pl->nitems++;
	}
}

/* ---- chunks ---- */

/* Budget of one rule function, in cost units: bigger programs get bigger
 * chunks so that they stay within BUDGET_MAX_CHUNKS functions. */
#define CHUNK_COST 600

static void build_chunks(struct arena *a, struct plan *pl)
{
	uint64_t cost = 0, per = CHUNK_COST;
	size_t first = 0;

	pl->chunk = ARENA_ARRAY(a, size_t, pl->nitems + 2);
	if (pl->cost / BUDGET_MAX_CHUNKS + 1 > per)
		per = pl->cost / BUDGET_MAX_CHUNKS + 1;
	for (size_t i = 0; i < pl->nitems; i++) {
		if (i > first && cost + pl->item[i].cost > per) {
			pl->chunk[pl->nchunks++] = first;
			first = i;
			cost = 0;
		}
		cost += pl->item[i].cost;
	}
	if (first < pl->nitems)
		pl->chunk[pl->nchunks++] = first;
	pl->chunk[pl->nchunks] = pl->nitems;
}

/* ---- counters ---- */

/* Every rule's counter, the default's, then each count-by table that
 * fits while the block stays per-CPU (proto's 256, icmp-type's 512;
 * never vlan's 4096 or a port's 65,536): counting it then costs no
 * second map lookup per frame. */
static void plan_counters(struct arena *a, struct plan *pl)
{
	const struct program *p = pl->prog;

	pl->ncounters = p->nrules + 1;
	pl->table_first = ARENA_ARRAY(a, long, p->ntables + 1);
	for (size_t i = 0; i < p->ntables; i++) {
		size_t n = count_key_domain(p->tables[i]->key);

		pl->table_first[i] = -1;
		if (n && pl->ncounters + n <= XDPC_BLOCK_PERCPU_MAX) {
			pl->table_first[i] = (long)pl->ncounters;
			pl->ncounters += n;
		}
	}
	pl->block_percpu = pl->ncounters <= XDPC_BLOCK_PERCPU_MAX;
}

static size_t count_maps(const struct plan *pl)
{
	return fixed_maps(pl) + pl->ncls + pl->nkcls;
}

int plan_build(struct arena *a, const struct program *p, const struct plan_options *o,
	       struct plan *pl, struct diag *d)
{
	memset(pl, 0, sizeof(*pl));
	pl->prog = p;
	pl->no_group = o && o->no_group;
	plan_counters(a, pl);
	build_items(a, pl);
	build_chunks(a, pl);
	pl->nmaps = count_maps(pl);
	return budget_check_plan(pl, d);
}

int plan_of(struct arena *a, const struct program *p, const struct plan_options *o,
	    struct plan *pl, struct diag *d)
{
	if (p->plan && !(o && o->no_group)) {
		*pl = *p->plan;
		return 0;
	}
	return plan_build(a, p, o, pl, d);
}
