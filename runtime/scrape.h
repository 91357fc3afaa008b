/* One Prometheus scrape of every pinned filter on the host: found afresh,
 * opened, read and closed within the call, so a filter detached between
 * scrapes is never held open and simply drops out of the next one. */
#ifndef XDPC_SCRAPE_H
#define XDPC_SCRAPE_H

#include <stdio.h>

struct scrape_totals {
	unsigned long long scrapes;
	unsigned long long errors;   /* filters found but not readable */
};

/* Writes the exposition to OUT and updates T. 0, or -errno when the pins
 * could not be listed at all (OUT then holds nothing). */
int scrape_write(FILE *out, struct scrape_totals *t);

#endif
