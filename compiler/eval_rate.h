/* Rate limits in the reference evaluator (eval_rate.c specifies the
 * arithmetic): every rate-limited rule's buckets, by key. */
#ifndef XDPC_EVAL_RATE_H
#define XDPC_EVAL_RATE_H

#include "ast.h"
#include "meta.h"
#include "pkt.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct eval_rates;
struct eval_rates *eval_rates_new(const struct program *p);
void eval_rates_clear(struct eval_rates *r);
void eval_rates_free(struct eval_rates *r);

/* The bucket key of F for rate limit RL, as the kernel's map takes it. */
void eval_rate_key(const struct rate_limit *rl, const struct pkt_facts *f,
		   struct xdpc_addr_key *k);
/* Whether F, at NOW nanoseconds, is beyond rule R's rate; takes it into
 * R's bucket. Without RS every frame meets a full bucket. */
bool eval_rate_over(struct eval_rates *rs, const struct rule *r, const struct pkt_facts *f,
		    uint64_t now);
/* Iterates rate limit MAP's buckets in first-seen order: *cursor = 0 first. */
bool eval_rates_next(const struct eval_rates *rs, size_t map, size_t *cursor,
		     const struct xdpc_addr_key **key, const struct xdpc_rate_val **val);

#endif
