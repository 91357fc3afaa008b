/* A checked program over the frame model: for every rule, the frames it
 * matches and the frames that reach it and match (the frames it decides,
 * or for a count rule the frames it counts); the frames no rule decides;
 * the frames dropped. Shared by --diff and the exact lint. */
#ifndef XDPC_FPROG_H
#define XDPC_FPROG_H

#include "fmodel.h"

struct fprog {
	const struct program *p;
	BDD *match;     /* nrules: frames of the universe the rule matches */
	BDD *hit;       /* nrules: frames that reach the rule and match it */
	BDD rest;       /* frames no rule decides: the default verdict's */
	BDD drop;       /* frames the program drops */
};

/* 0, or -1 after a located error (a primitive the model cannot represent:
 * WHAT names the analysis). Starts the model if needed. */
int fprog_build(struct fprog *fp, const struct program *p, struct diag *d,
		const char *what);
void fprog_free(struct fprog *fp);

/* The frames rule I (or the default, I == nrules) decides with a verdict. */
BDD fprog_decided(const struct fprog *fp, size_t i);

#endif
