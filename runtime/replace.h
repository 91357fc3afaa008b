/* Swapping one pinned filter for another behind the device's link, in one
 * step, keeping dynamic sets' contents and counters (docs/runtime.md): a
 * replace by --attach --pin, and the rollback of an unconfirmed one. */
#ifndef XDPC_REPLACE_H
#define XDPC_REPLACE_H

#include "filter.h"

/* Swap TO in for FROM (running behind LINK_FD on DEV) and pin TO's maps in
 * place of FROM's; prints what happened. 0, or -errno after printing why
 * (nothing changed, unless the swap itself was done: then only pinning
 * failed, also printed). */
int replace_filter(const char *dev, const char *mode, int link_fd,
		   const struct filter *from, const struct filter *to);

#endif
