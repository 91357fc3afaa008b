/* Witness frames: bytes for a point of the frame model (fmodel.h). */
#ifndef XDPC_FWITNESS_H
#define XDPC_FWITNESS_H

#include "pkt.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Writes F->len bytes into BUF (CAP bytes) and returns F->len, or 0 when F
 * is not a point of the universe (a caller bug) or does not fit. */
size_t fwitness_build(const struct pkt_facts *f, uint8_t *buf, size_t cap);
/* fwitness_build(), then pkt_parse() of the result must give the same
 * point of the model; 0 when it does not. */
size_t fwitness_checked(const struct pkt_facts *f, uint8_t *buf, size_t cap);
/* fwitness_checked(), and in GOT what pkt_parse() read from BUF (the same
 * point, its payload in BUF): for callers that go on with the frame. */
size_t fwitness_parsed(const struct pkt_facts *f, uint8_t *buf, size_t cap, struct pkt_facts *got);
/* Whether A and B are the same point of the model (fields the evaluator
 * does not read, such as the inner VLAN ID, are ignored). */
bool fwitness_same(const struct pkt_facts *a, const struct pkt_facts *b);

#endif
