/* --explain: one frame's way through a program, as the reference
 * evaluator sees it (explain.c). */
#ifndef XDPC_EXPLAIN_H
#define XDPC_EXPLAIN_H

#include "eval.h"

#include <stdio.h>

/* The layers pkt_parse() found in the LEN bytes at D (facts F), and where
 * and why parsing stopped. */
void explain_parse(FILE *out, const uint8_t *d, size_t len, const struct pkt_facts *f);
/* Every rule up to the deciding one, each primitive's value, the counters
 * touched, the verdict; returns the evaluator's result. */
struct eval_result explain_rules(FILE *out, const struct program *p, const struct pkt_facts *f);

/* A frame described in words, e.g. "udp 192.0.2.1:53 > 198.51.100.2:4444
 * len 600 vlan 10", as facts for the witness builder; 0, or -1 with a
 * message in ERR. */
int explain_describe(const char *text, struct pkt_facts *f, char *err, size_t errlen);

#endif
