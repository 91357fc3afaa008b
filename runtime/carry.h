/* Carrying counters over when a pinned filter is replaced: rules whose
 * text did not change keep their packets and bytes (and their count-by
 * tables), so replacing a rule file does not reset what still applies.
 *
 * carry_copy runs before the swap (the new program sees no traffic yet, so
 * plain copies are exact); carry_catch_up runs after it and adds what the
 * old program counted in between. */
#ifndef XDPC_CARRY_H
#define XDPC_CARRY_H

#include "filter.h"

struct carry;

/* Returns NULL only when out of memory or on map errors (printed). */
struct carry *carry_copy(const struct filter *old, const struct filter *new);
void carry_catch_up(struct carry *c);
/* How many rules of the new filter kept their counters. */
size_t carry_rules_kept(const struct carry *c);
void carry_free(struct carry *c);

#endif
