/* --stats: the keys of each rate limit that are near or over it. */
#ifndef XDPC_RATE_REPORT_H
#define XDPC_RATE_REPORT_H

#include "filter.h"

#include <stdio.h>

/* For each rate-limited rule of F: how many keys its table holds, and
 * those that have frames over the rate or less than a quarter of their
 * burst left, most frames over first (at most 10). */
void report_rates(FILE *out, const struct filter *f);

#endif
