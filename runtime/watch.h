/* The foreground view: a live table every interval until SIGINT/SIGTERM. */
#ifndef XDPC_WATCH_H
#define XDPC_WATCH_H

#include "report.h"

/* Returns when a stop signal arrives. 0, or -errno when counters could not
 * be read. */
int watch_until_signal(const struct report_ctx *r, double interval);

#endif
