/* The maps of a program's rate limits (compiler/meta.h: xdpc_rate_N,
 * xdpc_clock) and their `rate` metadata records. */
#ifndef XDPC_RATE_MAPS_H
#define XDPC_RATE_MAPS_H

#include "meta_read.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct rate_record {
	unsigned rule;
	char map[32];
	char key[8];          /* rule src dst sport dport */
	unsigned plen;
	bool bytes;
	uint64_t rate, period_ns, burst, burst_ns;
};

/* The `rate` records of M's text, in order (malloc'd, *n of them); 0, or
 * -1 after printing what is wrong. */
int rate_records(const struct xdpc_meta *m, struct rate_record **out, size_t *n);

/* An fd of the map NAME that program PROG_FD uses, or -errno. */
int rate_map_fd(int prog_fd, const char *name);

/* Sets the clock of the program's rate limits (CLOCK_FD: its xdpc_clock)
 * to NS for the frames that follow; 0 or -errno. */
int rate_clock_set(int clock_fd, uint64_t ns);

#endif
