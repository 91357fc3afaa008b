/* Dynamic sets in the kernel (compiler/meta.h, xdpc_dN): an outer
 * ARRAY_OF_MAPS whose slot 0 holds the set's current contents as an inner
 * map (LPM trie for addresses, ARRAY of 65536 bytes for ports).
 *
 * Whole contents change by building a complete new inner map and swapping
 * slot 0 in one update: packets see the old set or the new one, never a
 * mix. Single elements change in place in the current inner map. */
#ifndef XDPC_DYNSET_H
#define XDPC_DYNSET_H

#include "filter.h"
#include "set_contents.h"

/* fd of dynamic set S's outer map, found among the maps F's program uses
 * (so it works for a just loaded filter and an attached one); -errno. */
int dynset_outer_fd(const struct filter *f, const struct meta_set *s);
/* fd of the inner map in slot 0 now; -ENOENT when the slot is empty. */
int dynset_inner_fd(int outer);
/* The contents of inner map INNER into C (initialised by the caller). */
int dynset_read(int inner, struct set_contents *c);
/* Build a new inner map holding exactly C and swap it into slot 0. NAME is
 * for messages. 0, or -errno after printing why (-ENOSPC: too many
 * elements for the trie; nothing changed then). */
int dynset_publish(int outer, struct set_contents *c, const char *name);
/* Single changes in the live inner map. add: 0, or -EEXIST when already
 * in (exactly that prefix), -ENOSPC when the trie is full. del: 0, or
 * -ENOENT when not in. has: 1, 0 or -errno. */
int dynset_add(int inner, const struct set_elem *e);
int dynset_del(int inner, const struct set_elem *e);
int dynset_has(int inner, const struct set_elem *e);
/* Most elements INNER can hold (LPM trie max entries, or 65536 ports). */
unsigned dynset_capacity(int inner);

#endif
