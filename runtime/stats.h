/* Reading a filter's counters: per-CPU values summed into one snapshot. */
#ifndef XDPC_STATS_H
#define XDPC_STATS_H

#include "filter.h"
#include "meta.h"

#include <stdbool.h>
#include <time.h>

union table_key {
	__u32 num;                    /* proto, vlan, port */
	struct xdpc_addr_key addr;    /* src, dst */
};

struct table_entry {
	union table_key key;
	struct xdpc_counter c;
};

struct table_snapshot {
	bool by_addr;                 /* key.addr, else key.num */
	struct table_entry *e;        /* only entries that counted something */
	size_t n;
};

struct snapshot {
	struct timespec at;           /* CLOCK_MONOTONIC */
	struct xdpc_counter *rules;   /* meta.nrules + 1: the last is the default */
	struct table_snapshot *tables;/* meta.ntables */
	size_t nrules, ntables;
};

/* 0, or -errno. Rules the metadata marks `derived` get the sum of the
 * table they derive from (stats_derive), so S holds every rule's counter
 * as meta.h defines it. */
int stats_read(const struct filter *f, struct snapshot *s);
/* Sets each derived rule of M to the sum of its table in S: its own, or
 * (a deciding rule) an earlier rule's, which may be derived from it too. */
void stats_derive(const struct xdpc_meta *m, struct snapshot *s);
void stats_free(struct snapshot *s);
/* One count-by table: its counted entries, sorted by key (so table_find
 * can bisect). 0 or -errno; free t->e. */
int stats_read_table(int fd, struct table_snapshot *t);

/* Bytes of one per-CPU value buffer for VALUE_SIZE, and the CPU count. */
size_t percpu_buf_size(unsigned value_size);
int percpu_ncpus(void);
/* The sum over CPUs of the counter at KEY; 0 or -errno. */
int percpu_read(int fd, const void *key, struct xdpc_counter *sum);

/* Sorts T's entries by key, the order table_find() bisects. */
void table_sort(struct table_snapshot *t);
const struct table_entry *table_find(const struct table_snapshot *t,
				     const union table_key *k);
double seconds_between(const struct timespec *a, const struct timespec *b);

#endif
