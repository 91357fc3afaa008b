/* Folding: the address or port tests of one `or` chain that look at the
 * same field become one test of an inline set: `src A or src B` is
 * `src {A, B}`. The meaning is the same (a set matches when any element
 * does), but a long alternation of one field compiles to one set test
 * instead of a jump per alternative, which the verifier (8,192 pending
 * jumps) and the BPF backend (jumps of 32,767 instructions) limit.
 *
 * Runs on the tree as written, before checking, so every value is checked
 * and reported exactly as an element of an inline set would be. Named
 * sets (`in NAME`) are never folded: dynamic ones change at run time. */
#ifndef XDPC_FOLD_H
#define XDPC_FOLD_H

#include "ast.h"

void fold_or_chains(struct arena *a, struct expr **root);

#endif
