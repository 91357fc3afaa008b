#include "carry.h"

#include "meta.h"
#include "stats.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* One key of one map whose per-CPU value moves from old to new. */
struct moved {
	int old_fd, new_fd;
	union table_key old_key, new_key;
	/* The old value is the sum of every entry of old_fd, per CPU: the
	 * counter of a rule the old filter derived from its table (meta.h),
	 * for a new filter that counts it by itself. */
	bool old_sum;
	struct xdpc_counter *snap;    /* per CPU, as copied */
};

struct carry {
	struct moved *m;
	size_t n, cap;
	size_t rules_kept;
};

static int sum_entries(int fd, struct xdpc_counter *sum)
{
	size_t sz = percpu_buf_size(sizeof(struct xdpc_counter));
	struct xdpc_counter *v = malloc(sz);
	union table_key k, next;
	int err = 0;

	if (!v)
		return -ENOMEM;
	memset(sum, 0, sz);
	memset(&k, 0, sizeof(k));
	for (void *prev = NULL; !err && !bpf_map_get_next_key(fd, prev, &next); prev = &k) {
		k = next;
		if (bpf_map_lookup_elem(fd, &k, v)) {
			err = errno == ENOENT ? 0 : -errno;
			continue;
		}
		for (int cpu = 0; cpu < percpu_ncpus(); cpu++) {
			sum[cpu].packets += v[cpu].packets;
			sum[cpu].bytes += v[cpu].bytes;
		}
	}
	free(v);
	return err;
}

static int read_old(const struct moved *mv, struct xdpc_counter *v)
{
	if (mv->old_sum)
		return sum_entries(mv->old_fd, v);
	return bpf_map_lookup_elem(mv->old_fd, &mv->old_key, v) ? -errno : 0;
}

static int add_move(struct carry *c, int old_fd, int new_fd, const union table_key *ok,
		    const union table_key *nk, bool old_sum)
{
	size_t sz = percpu_buf_size(sizeof(struct xdpc_counter));
	struct moved *mv;
	int err;

	if (c->n == c->cap) {
		size_t ncap = c->cap ? c->cap * 2 : 64;
		void *p = realloc(c->m, ncap * sizeof(*c->m));

		if (!p)
			return -ENOMEM;
		c->m = p;
		c->cap = ncap;
	}
	mv = &c->m[c->n];
	memset(mv, 0, sizeof(*mv));
	mv->old_fd = old_fd;
	mv->new_fd = new_fd;
	mv->old_key = *ok;
	mv->new_key = *nk;
	mv->old_sum = old_sum;
	if (!(mv->snap = calloc(1, sz)))
		return -ENOMEM;
	if ((err = read_old(mv, mv->snap))) {
		free(mv->snap);
		return err == -ENOENT ? 0 : err;    /* evicted meanwhile: nothing to move */
	}
	c->n++;
	/* the new program is not attached yet: nothing counts into it */
	return bpf_map_update_elem(new_fd, nk, mv->snap, BPF_ANY) ? -errno : 0;
}

/* The rule of OLD with the same action and text, not taken yet; or -1. */
static long same_rule(const struct xdpc_meta *old, const struct meta_rule *r, char *taken)
{
	for (size_t j = 0; j < old->nrules; j++)
		if (!taken[j] && !strcmp(old->rules[j].text, r->text) &&
		    !strcmp(old->rules[j].action, r->action)) {
			taken[j] = 1;
			return (long)j;
		}
	return -1;
}

/* EVERY_KEY: also the keys nothing counted in yet (all of an array), so
 * that the catch-up adds frames of a key first seen between the copy and
 * the swap. Needed where the table holds a rule's counter; otherwise such
 * a table leaves them out, as it always has. */
static int move_table(struct carry *c, const struct filter *old, const struct filter *new,
		      const struct meta_table *ot, const struct meta_table *nt, bool every_key)
{
	int from = old->table_fds[ot->index], to = new->table_fds[nt->index];
	struct table_snapshot t = { 0 };
	int err = 0;

	if (strcmp(ot->key, nt->key))
		return 0;
	if (every_key) {
		union table_key k, next;

		memset(&k, 0, sizeof(k));
		for (void *prev = NULL; !err && !bpf_map_get_next_key(from, prev, &next); prev = &k) {
			k = next;
			err = add_move(c, from, to, &k, &k, false);
		}
		return err;
	}
	err = stats_read_table(from, &t);
	for (size_t i = 0; !err && i < t.n; i++)
		err = add_move(c, from, to, &t.e[i].key, &t.e[i].key, false);
	free(t.e);
	return err;
}

static int plan(struct carry *c, const struct filter *old, const struct filter *new)
{
	const struct xdpc_meta *om = &old->meta, *nm = &new->meta;
	char *taken = calloc(om->nrules + 1, 1);
	union table_key ok, nk;
	int err = 0;

	if (!taken)
		return -ENOMEM;
	memset(&ok, 0, sizeof(ok));
	memset(&nk, 0, sizeof(nk));
	for (size_t i = 0; !err && i < nm->nrules; i++) {
		long j = same_rule(om, &nm->rules[i], taken);
		const struct meta_table *ot, *nt;

		if (j < 0)
			continue;
		ok.num = (__u32)j;
		nk.num = (__u32)i;
		ot = meta_table_of_rule(om, (unsigned)j);
		nt = meta_table_of_rule(nm, (unsigned)i);
		/* A derived rule's counter moves with its table (same text, so
		 * same key). When only the old one is derived (the new object
		 * is older), its counter is that table's sum. */
		if (!nm->rules[i].derived) {
			bool sum = om->rules[j].derived && ot;

			err = add_move(c, sum ? old->table_fds[ot->index] : old->rules_fd,
				       new->rules_fd, &ok, &nk, sum);
		}
		c->rules_kept++;
		if (!err && ot && nt)
			err = move_table(c, old, new, ot, nt,
					 nm->rules[i].derived || om->rules[j].derived);
	}
	/* the default verdict's counter, when the default stayed the same */
	if (!err && om->default_drop == nm->default_drop) {
		ok.num = (__u32)om->nrules;
		nk.num = (__u32)nm->nrules;
		err = add_move(c, old->rules_fd, new->rules_fd, &ok, &nk, false);
	}
	free(taken);
	return err;
}

struct carry *carry_copy(const struct filter *old, const struct filter *new)
{
	struct carry *c = calloc(1, sizeof(*c));
	int err;

	if (!c)
		return NULL;
	if ((err = plan(c, old, new))) {
		fprintf(stderr, "xdpc: cannot carry counters over: %s\n", strerror(-err));
		carry_free(c);
		return NULL;
	}
	return c;
}

void carry_catch_up(struct carry *c)
{
	size_t sz = percpu_buf_size(sizeof(struct xdpc_counter));
	struct xdpc_counter *now = malloc(sz), *cur = malloc(sz);
	int ncpus = percpu_ncpus();

	if (!now || !cur)
		goto out;
	/* Let programs still running the old code on other CPUs finish: a
	 * NAPI poll keeps its program for at most one batch. */
	usleep(20000);
	for (size_t i = 0; i < c->n; i++) {
		struct moved *mv = &c->m[i];
		bool grew = false;

		if (read_old(mv, now))
			continue;
		for (int k = 0; k < ncpus; k++)
			grew |= now[k].packets != mv->snap[k].packets;
		if (!grew || bpf_map_lookup_elem(mv->new_fd, &mv->new_key, cur))
			continue;
		/* a read-modify-write: increments the new program makes between
		 * these two calls on that CPU would be lost, a window of
		 * microseconds, and only for counters that moved meanwhile */
		for (int k = 0; k < ncpus; k++) {
			cur[k].packets += now[k].packets - mv->snap[k].packets;
			cur[k].bytes += now[k].bytes - mv->snap[k].bytes;
		}
		bpf_map_update_elem(mv->new_fd, &mv->new_key, cur, BPF_ANY);
	}
out:
	free(now);
	free(cur);
}

size_t carry_rules_kept(const struct carry *c)
{
	return c->rules_kept;
}

void carry_free(struct carry *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->n; i++)
		free(c->m[i].snap);
	free(c->m);
	free(c);
}
