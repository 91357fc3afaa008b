/* The foreground view: a live table every interval until SIGINT/SIGTERM,
 * or until the device goes away. */
#ifndef XDPC_WATCH_H
#define XDPC_WATCH_H

#include "report.h"

/* Returns when a stop signal arrives (0), when the device IFINDEX that
 * LINK_FD holds was deleted (-ENODEV) or left this network namespace
 * (-EXDEV), or with -errno when counters could not be read. */
int watch_until_signal(const struct report_ctx *r, double interval, int link_fd,
		       int ifindex);

/* Work done while waiting between refreshes (reading samples): WAIT blocks
 * at most TIMEOUT_MS (a stop signal cuts it short) and returns 0, or
 * -errno to stop the view with that error. */
struct watch_idle {
	int (*wait)(void *arg, int timeout_ms);
	void *arg;
};
/* watch_until_signal(), calling IDLE (NULL: none) instead of sleeping. */
int watch_until_signal_idle(const struct report_ctx *r, double interval, int link_fd,
			    int ifindex, const struct watch_idle *idle);

#endif
