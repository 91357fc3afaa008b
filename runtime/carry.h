/* Carrying counters over when a pinned filter is replaced: rules whose
 * text did not change keep their packets and bytes (and their count-by
 * tables), so replacing a rule file does not reset what still applies.
 *
 * carry_copy runs before the swap (the new program sees no traffic yet, so
 * plain copies are exact); carry_settle runs after it: it waits until no
 * CPU runs the old program any more, and adds what that counted since the
 * copy, exactly (percpu_add.h), while the new program counts on. */
#ifndef XDPC_CARRY_H
#define XDPC_CARRY_H

#include "filter.h"

struct carry;

/* Returns NULL only when out of memory or on map errors (printed). */
struct carry *carry_copy(const struct filter *old, const struct filter *new);
/* 0, or -errno after printing why (counters may then be short). */
int carry_settle(struct carry *c);
/* How many rules of the new filter kept their counters. */
size_t carry_rules_kept(const struct carry *c);
void carry_free(struct carry *c);

#endif
