/* What semdiff.c shares with semdiff_pairs.c, its other way to find the
 * kinds of change. */
#ifndef XDPC_SEMDIFF_INT_H
#define XDPC_SEMDIFF_INT_H

#include "semdiff.h"

/* Kinds of change counted past those kept: beyond, the count says "at least". */
#define MAX_COUNTED 1000

void *sd_xrealloc(void *p, size_t n);
/* A frame of SET with its bytes and the rate states it assumes; -1 when
 * the builder fails (a model bug). */
int sd_witness_of(BDD set, struct sd_witness *w);
void sd_witness_free(struct sd_witness *w);
/* Appends C (its frames and witness set) to SD's kinds, with the rate
 * states all its frames share. */
void sd_keep(struct semdiff *sd, struct sd_change *c);
/* Prints an internal error about WHAT; -1. */
int sd_model_disagrees(const char *what);

/* The kinds of change of A and B found rule pair by rule pair, without
 * the chains of fprog_reach (semdiff_pairs.c); -1 after an internal error. */
int sd_pairs(struct semdiff *sd, const struct fprog *a, const struct fprog *b,
	     size_t max_kinds);

#endif
