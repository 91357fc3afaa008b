/* A checked program over the frame model: for every rule, the frames it
 * matches and the frames that reach it; the frames no rule decides; the
 * frames dropped. Shared by --diff and the exact lint.
 *
 * The frames a rule decides (reach AND match) are computed only on demand
 * (fprog_hit): a rule that tests fields other rules do not (a `count dst`
 * after thousands of `src` rules) makes that set as big as the reach set,
 * while reach and the verdict need one cheap step per rule each. */
#ifndef XDPC_FPROG_H
#define XDPC_FPROG_H

#include "fmodel.h"
#include "fmodel_meet.h"

#include <stdbool.h>

struct fprog {
	const struct program *p;
	BDD *match;     /* nrules: frames the rule matches (not cut to the universe);
			 * a rate-limited rule's only where its rate state is over */
	int *rate;      /* nrules: a rate-limited rule's rate state (fmodel_rate_over), else -1 */
	size_t nrates;  /* rate states used: these and the paired program's */
	BDD *reach;     /* nrules + 1: frames of the universe that reach rule i;
			 * reach[nrules]: those no rule decides */
	BDD drop;       /* frames of the universe the program drops */
	struct fm_box *box;  /* nrules: a box around each rule's match */
	bool chains;    /* reach and drop were built (fprog_reach) */
};

/* 0, or -1 after a located error (a primitive the model cannot represent:
 * WHAT names the analysis). Starts the model if needed. */
int fprog_build(struct fprog *fp, const struct program *p, struct diag *d,
		const char *what);
void fprog_free(struct fprog *fp);

/* fprog_build in two steps. The match sets alone: 0, or -1 as above. */
int fprog_matches(struct fprog *fp, const struct program *p, struct diag *d,
		  const char *what);
/* The same, for the second program of a pair: a rate-limited rule takes the
 * rate state of its twin in WITH (fprog_twin), the others new ones. */
int fprog_matches_paired(struct fprog *fp, const struct program *p, struct diag *d,
			 const char *what, const struct fprog *with);
/* Then the reach and drop sets, cut to the frames of FOCUS: a caller that
 * knows every frame outside it is of no interest need not build the rest.
 * SKIP (or NULL) marks rules that match no frame of FOCUS: they are left
 * out of the chains, which is exact and saves their steps. */
void fprog_reach(struct fprog *fp, BDD focus, const bool *skip);

/* After fprog_reach: the frames rule I decides or counts (I == nrules:
 * those the default verdict decides); a new reference. */
BDD fprog_hit(const struct fprog *fp, size_t i);

/* Whether rule J decides frames (a count rule takes none from the rules
 * after it) and its box meets XBOX: only such a rule can take a frame of
 * a set XBOX is a box around. */
bool fprog_may_take(const struct fprog *fp, size_t j, const struct fm_box *xbox);
/* The rules before rule I that may take some of its frames, in order: a
 * new array, their number in *N. */
size_t *fprog_takers_of(const struct fprog *fp, size_t i, size_t *n);
/* Whether rule J's match (without its rate) holds for the frame F, as the
 * evaluator reads it. */
bool fprog_matches_frame(const struct fprog *fp, size_t j, const struct pkt_facts *f);
/* Whether rule J takes (decides or counts) the frame F in the rate states
 * STATE (fmodel_nrates() entries; NULL: none over): its match holds, as
 * the evaluator reads it, and a rate-limited rule is over its rate. */
bool fprog_takes(const struct fprog *fp, size_t j, const struct pkt_facts *f,
		 const enum fm_rate_state *state);
/* The first of the N rules LIST that takes F in STATE; -1 if none. */
int fprog_first_taker(const struct fprog *fp, const size_t *list, size_t n,
		      const struct pkt_facts *f, const enum fm_rate_state *state);
/* X (consumed) less the frames of the N rules RULES match. */
BDD fprog_minus(const struct fprog *fp, BDD x, const size_t *rules, size_t n);
/* X (consumed, not cut to the universe) less the frames that the deciding
 * rules before I (I == nrules: all of them) take. Only rules whose boxes
 * meet XBOX, a box around X, are asked: on ClassBench-like files a rule
 * meets few others, so the result is built from small sets, where the
 * chains of fprog_reach hold every rule's frames at once. */
BDD fprog_left_by(const struct fprog *fp, size_t i, BDD x, const struct fm_box *xbox);
/* The frames rule I decides or counts, built from its own match that way
 * (fprog_left_by), not cut to the universe: cut, a set holds a copy of its
 * address part per length class, and every step after would pay for it,
 * so callers cut last. A new reference. */
BDD fprog_own(const struct fprog *fp, size_t i);

/* Rules pair across programs by their text, as counters do: without a
 * `sample` clause (sampling changes no counter and no verdict), the K-th
 * rule of one text with the K-th of the other program. */
bool fprog_same_text(const struct rule *a, const struct rule *b);
/* How many rules before rule I of P have its text. */
int fprog_occurrence(const struct program *p, size_t i);
/* The K-th rule of P with R's text (its index in *AT), or NULL. */
const struct rule *fprog_twin(const struct program *p, const struct rule *r, int k, size_t *at);
/* fprog_twin for every rule of A at once, by sorting the texts of both
 * programs (the one-by-one walk is quadratic): TWIN[i] is the index in B
 * of rule i's twin, or -1. A new array (free it). */
long *fprog_twins(const struct program *a, const struct program *b);

/* Whether rule I of FP is over its rate in the rate states STATE
 * (fmodel_nrates() entries, or NULL: none over); false for a rule without
 * a rate. */
bool fprog_rate_over(const struct fprog *fp, size_t i, const enum fm_rate_state *state);

#endif
