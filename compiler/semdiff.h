/* --diff: the exact difference of two checked programs over every frame of
 * the model, in kinds (old deciding rule, new deciding rule), each with a
 * witness frame that the reference evaluator confirms; and the count rules
 * (paired by their text) that would see different frames. */
#ifndef XDPC_SEMDIFF_H
#define XDPC_SEMDIFF_H

#include "eval.h"
#include "fprog.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct sd_witness {
	struct pkt_facts facts;
	uint8_t *bytes;          /* malloc'd, facts.len bytes */
	enum fm_rate_state *rate;  /* malloc'd, fmodel_nrates(): the rate states it assumes */
};

struct sd_change {
	int old_rule, new_rule;  /* rule indexes; -1: the default verdict */
	enum verdict old_verdict, new_verdict;
	BDD frames;              /* every frame of this kind */
	enum fm_rate_state *rate;  /* malloc'd, fmodel_nrates(): those all its frames share */
	struct sd_witness w;
};

struct sd_count {
	const struct rule *old_rule, *new_rule;  /* one may be NULL */
	/* frames the new rule counts and the old did not, and back; for a count
	 * rule in one program only, a nonempty one may hold just the frame
	 * that proves the change (semdiff.c, counted_drawn) */
	BDD gained, lost;
	struct sd_witness w;     /* one frame of gained, else of lost */
};

struct semdiff {
	struct sd_change *changes;
	size_t nchanges;
	size_t more;             /* kinds left out after max_kinds */
	bool more_at_least;      /* counting them stopped: there are more */
	struct sd_count *counts;
	size_t ncounts;
};

enum sd_mode {
	SD_WHOLE,    /* the reach and drop chains over every frame */
	SD_AUTO,     /* the chains cut to the focus, or rule pair by rule pair */
	SD_PAIRS,    /* rule pair by rule pair when the defaults are alike (tests) */
};

/* Builds A and B (fprog.h) for a diff of PA against PB; 0, or -1 after a
 * located error. SD_AUTO: when the programs share a first and a last run
 * of identical rules, only the frames the rules between them match can
 * differ, and the sets are built only there; with many rules between the
 * runs, and alike defaults, the kinds are found pair by pair from each
 * rule's own frames (docs/analysis.md). */
int semdiff_build(struct fprog *a, const struct program *pa, struct fprog *b,
		  const struct program *pb, struct diag *d, const char *what, enum sd_mode mode);

/* Fills SD; 0, or -1 after printing an internal error (a witness the
 * evaluator does not classify as the model says). */
int semdiff_run(struct semdiff *sd, const struct fprog *a, const struct fprog *b,
		size_t max_kinds);
void semdiff_free(struct semdiff *sd);

/* The reference evaluator's verdict on witness W under FP's program, each
 * rate limit in the state W assumes (under where it assumes none: W lies
 * in its set either way, and a full bucket is under). */
struct eval_result semdiff_eval(const struct fprog *fp, const struct sd_witness *w);

#endif
