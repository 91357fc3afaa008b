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

/* 0, or -errno. */
int stats_read(const struct filter *f, struct snapshot *s);
void stats_free(struct snapshot *s);
/* One count-by table: its counted entries, sorted by key (so table_find
 * can bisect). 0 or -errno; free t->e. */
int stats_read_table(int fd, struct table_snapshot *t);

/* Bytes of one per-CPU value buffer for VALUE_SIZE, and the CPU count. */
size_t percpu_buf_size(unsigned value_size);
int percpu_ncpus(void);
/* The sum over CPUs of the counter at KEY; 0 or -errno. */
int percpu_read(int fd, const void *key, struct xdpc_counter *sum);

/* Every CPU's copy of a counter block (meta.h's xdpc_rules): counter I
 * of CPU K at v[K * n + I]. */
struct block_copy {
	struct xdpc_counter *v;
	unsigned n;                   /* counters in the block */
	bool percpu;                  /* PERCPU_ARRAY, else ARRAY by CPU */
};
/* Reads block FD (CPUs an ARRAY lacks read as zero); 0 or -errno.
 * Free b->v. */
int block_read(int fd, struct block_copy *b);
/* Writes B into block FD, every CPU's copy; 0 or -errno. */
int block_write(int fd, const struct block_copy *b);
/* Counter I summed over the CPUs. */
struct xdpc_counter block_sum(const struct block_copy *b, unsigned i);
/* The key of CPU's copy (0 in a PERCPU_ARRAY), and the byte offset of
 * counter I in the value. */
__u32 block_key(const struct block_copy *b, int cpu);
unsigned block_offset(unsigned i);

/* Sorts T's entries by key, the order table_find() bisects. */
void table_sort(struct table_snapshot *t);
const struct table_entry *table_find(const struct table_snapshot *t,
				     const union table_key *k);
double seconds_between(const struct timespec *a, const struct timespec *b);

#endif
