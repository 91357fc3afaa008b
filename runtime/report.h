/* Printing counters: a plain table, JSON, Prometheus text exposition, and
 * the live view of a foreground attach (rates between two snapshots). */
#ifndef XDPC_REPORT_H
#define XDPC_REPORT_H

#include "confirm.h"
#include "filter.h"
#include "stats.h"

#include <stdio.h>

struct report_ctx {
	const char *dev;
	const char *mode;             /* native / generic */
	const struct filter *f;
	const struct confirm_state *pending;  /* a change awaiting --confirm */
	const char *netns;            /* a netns label when set (--serve) */
};

void report_table(FILE *out, const struct report_ctx *r, const struct snapshot *s);
void report_json(FILE *out, const struct report_ctx *r, const struct snapshot *s);
void report_prometheus(FILE *out, const struct report_ctx *r, const struct snapshot *s);
/* N filters in one exposition: each family's samples together, under one
 * HELP and TYPE, as the text format requires. */
void report_prometheus_many(FILE *out, const struct report_ctx *r, const struct snapshot *s,
			    size_t n);
/* Rates from PREV to CUR, totals from CUR; TOP entries of each table. */
void report_live(FILE *out, const struct report_ctx *r, const struct snapshot *prev,
		 const struct snapshot *cur, unsigned top);

/* "17 (udp)", "192.0.2.1", "vlan 100"...: a table key for people. */
void format_key(char *buf, size_t len, const char *kind, const struct table_snapshot *t,
		const union table_key *k, int with_name);

#endif
