/* The dynamic sets of a freshly loaded filter, filled before any packet
 * can meet them: with the initial elements its rule file gave, or, when it
 * replaces a running filter, with what that filter's sets hold now. */
#ifndef XDPC_DYNSET_INIT_H
#define XDPC_DYNSET_INIT_H

#include "filter.h"

/* Every dynamic set of F from its elem records. 0 or -errno (printed). */
int dynset_fill_initial(const struct filter *f, const char *from);

/* Each dynamic set of NEW that OLD has too (same name, same kind) gets
 * OLD's current contents, rebased on the edits between the two rule
 * files (contents_rebase). Call before the swap. Returns how many sets
 * were carried over, or -errno (printed): then do not swap, or run-time
 * changes would be lost. */
int dynset_carry(const struct filter *old, const struct filter *new);

#endif
