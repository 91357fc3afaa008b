#include "stats.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

int percpu_ncpus(void)
{
	static int n;

	if (!n)
		n = libbpf_num_possible_cpus();
	return n;
}

size_t percpu_buf_size(unsigned value_size)
{
	/* the kernel lays per-CPU values out 8-byte aligned */
	return (size_t)percpu_ncpus() * ((value_size + 7) & ~7u);
}

int percpu_read(int fd, const void *key, struct xdpc_counter *sum)
{
	struct xdpc_counter *v = malloc(percpu_buf_size(sizeof(*v)));

	memset(sum, 0, sizeof(*sum));
	if (!v)
		return -ENOMEM;
	if (bpf_map_lookup_elem(fd, key, v)) {
		int err = -errno;

		free(v);
		return err;
	}
	for (int c = 0; c < percpu_ncpus(); c++) {
		sum->packets += v[c].packets;
		sum->bytes += v[c].bytes;
	}
	free(v);
	return 0;
}

static int add_entry(struct table_snapshot *t, size_t *cap, const union table_key *k,
		     const struct xdpc_counter *c)
{
	if (t->n == *cap) {
		size_t ncap = *cap ? *cap * 2 : 64;
		void *p = realloc(t->e, ncap * sizeof(*t->e));

		if (!p)
			return -ENOMEM;
		t->e = p;
		*cap = ncap;
	}
	t->e[t->n].key = *k;
	t->e[t->n++].c = *c;
	return 0;
}

static size_t key_size(const struct table_snapshot *t)
{
	return t->by_addr ? sizeof(struct xdpc_addr_key) : sizeof(__u32);
}

static int cmp_num(const void *a, const void *b)
{
	const struct table_entry *x = a, *y = b;

	return x->key.num < y->key.num ? -1 : x->key.num > y->key.num;
}

static int cmp_addr(const void *a, const void *b)
{
	const struct table_entry *x = a, *y = b;

	return memcmp(&x->key.addr, &y->key.addr, sizeof(x->key.addr));
}

static int (*cmp_for(const struct table_snapshot *t))(const void *, const void *)
{
	return t->by_addr ? cmp_addr : cmp_num;
}

void table_sort(struct table_snapshot *t)
{
	if (t->n)
		qsort(t->e, t->n, sizeof(*t->e), cmp_for(t));
}

static int read_entries(int fd, struct table_snapshot *t)
{
	struct bpf_map_info info = { 0 };
	__u32 len = sizeof(info);
	union table_key k, next;
	struct xdpc_counter c;
	size_t cap = 0;
	int err = 0;

	if (bpf_obj_get_info_by_fd(fd, &info, &len))
		return -errno;
	t->by_addr = info.key_size == sizeof(struct xdpc_addr_key);
	memset(&k, 0, sizeof(k));
	if (info.type == BPF_MAP_TYPE_PERCPU_ARRAY) {
		for (k.num = 0; k.num < info.max_entries && !err; k.num++)
			if (!(err = percpu_read(fd, &k, &c)) && c.packets)
				err = add_entry(t, &cap, &k, &c);
		return err;
	}
	/* hash tables: walk the keys; an entry evicted meanwhile is skipped */
	for (void *prev = NULL; !err && !bpf_map_get_next_key(fd, prev, &next); prev = &k) {
		k = next;
		err = percpu_read(fd, &k, &c);
		if (err == -ENOENT)
			err = 0;
		else if (!err && c.packets)
			err = add_entry(t, &cap, &k, &c);
	}
	return err;
}

int stats_read_table(int fd, struct table_snapshot *t)
{
	int err = read_entries(fd, t);

	if (!err)
		table_sort(t);
	return err;
}

int block_read(int fd, struct block_copy *b)
{
	struct bpf_map_info info = { 0 };
	__u32 len = sizeof(info);
	int ncpus = percpu_ncpus();

	memset(b, 0, sizeof(*b));
	if (bpf_obj_get_info_by_fd(fd, &info, &len))
		return -errno;
	if (info.value_size % sizeof(struct xdpc_counter) || ncpus < 1)
		return -EINVAL;
	b->n = info.value_size / sizeof(struct xdpc_counter);
	b->percpu = info.type == BPF_MAP_TYPE_PERCPU_ARRAY;
	if (!(b->v = calloc((size_t)ncpus * b->n + 1, sizeof(*b->v))))
		return -ENOMEM;
	for (__u32 k = 0; k < (b->percpu ? 1 : info.max_entries) && (int)k < ncpus; k++)
		if (bpf_map_lookup_elem(fd, &k, b->v + (size_t)k * b->n)) {
			int err = -errno;

			free(b->v);
			b->v = NULL;
			return err;
		}
	return 0;
}

int block_write(int fd, const struct block_copy *b)
{
	struct bpf_map_info info = { 0 };
	__u32 len = sizeof(info);

	if (bpf_obj_get_info_by_fd(fd, &info, &len))
		return -errno;
	if (info.value_size != b->n * sizeof(struct xdpc_counter))
		return -EINVAL;
	for (__u32 k = 0; k < (b->percpu ? 1 : info.max_entries) && (int)k < percpu_ncpus(); k++)
		if (bpf_map_update_elem(fd, &k, b->v + (size_t)k * b->n, BPF_ANY))
			return -errno;
	return 0;
}

struct xdpc_counter block_sum(const struct block_copy *b, unsigned i)
{
	struct xdpc_counter sum = { 0, 0 };

	for (int k = 0; k < percpu_ncpus() && i < b->n; k++) {
		sum.packets += b->v[(size_t)k * b->n + i].packets;
		sum.bytes += b->v[(size_t)k * b->n + i].bytes;
	}
	return sum;
}

__u32 block_key(const struct block_copy *b, int cpu)
{
	return b->percpu ? 0 : (__u32)cpu;
}

unsigned block_offset(unsigned i)
{
	return i * (unsigned)sizeof(struct xdpc_counter);
}

/* Table T's entries that counted something, from the block B. */
static int block_table(const struct block_copy *b, const struct meta_table *t,
		       struct table_snapshot *ts)
{
	size_t cap = 0;
	int err = 0;

	for (unsigned k = 0; !err && k < t->count; k++) {
		struct xdpc_counter c = block_sum(b, (unsigned)t->first + k);
		union table_key key;

		memset(&key, 0, sizeof(key));
		key.num = k;
		if (c.packets)
			err = add_entry(ts, &cap, &key, &c);
	}
	return err;
}

/* Rule counters, and the tables the block holds, from the filter's block
 * (fd -1: a map another loader left out, as the code never uses it). */
static int read_block(const struct filter *f, struct snapshot *s)
{
	struct block_copy b;
	int err;

	if (f->rules_fd < 0)
		return 0;
	if ((err = block_read(f->rules_fd, &b)))
		return err;
	if (b.n != meta_block_counters(&f->meta))
		err = -EINVAL;   /* not the block the metadata describes */
	for (unsigned i = 0; !err && i <= s->nrules; i++)
		s->rules[i] = block_sum(&b, i);
	for (size_t t = 0; !err && t < s->ntables; t++)
		if (!meta_table_has_map(&f->meta.tables[t]))
			err = block_table(&b, &f->meta.tables[t], &s->tables[t]);
	free(b.v);
	return err;
}

int stats_read(const struct filter *f, struct snapshot *s)
{
	int err = 0;

	memset(s, 0, sizeof(*s));
	clock_gettime(CLOCK_MONOTONIC, &s->at);
	s->nrules = f->meta.nrules;
	s->ntables = f->meta.ntables;
	s->rules = calloc(s->nrules + 1, sizeof(*s->rules));
	s->tables = calloc(s->ntables + 1, sizeof(*s->tables));
	if (!s->rules || !s->tables)
		err = -ENOMEM;
	if (!err)
		err = read_block(f, s);
	for (size_t t = 0; !err && t < s->ntables; t++)
		if (f->table_fds[t] >= 0)
			err = stats_read_table(f->table_fds[t], &s->tables[t]);
	if (err)
		stats_free(s);
	return err;
}

void stats_free(struct snapshot *s)
{
	for (size_t t = 0; s->tables && t < s->ntables; t++)
		free(s->tables[t].e);
	free(s->tables);
	free(s->rules);
	memset(s, 0, sizeof(*s));
}

const struct table_entry *table_find(const struct table_snapshot *t,
				     const union table_key *k)
{
	struct table_entry probe;

	if (!t->n)
		return NULL;
	memset(&probe, 0, sizeof(probe));
	memcpy(&probe.key, k, key_size(t));
	return bsearch(&probe, t->e, t->n, sizeof(*t->e), cmp_for(t));
}

double seconds_between(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}
