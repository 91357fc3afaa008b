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
static int move_table(struct carry *c, int from, int to, bool every_key)
{
	struct table_snapshot t = { 0 };
	int err = 0;

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

/* Whether some rule of M derives its counter from table T. */
static bool holds_counter(const struct xdpc_meta *m, unsigned t)
{
	for (size_t i = 0; i < m->nrules; i++)
		if (m->rules[i].derived_table == (int)t)
			return true;
	return false;
}

/* Whether old rule J's counter was the sum of old table OT, which moves
 * into the table a new rule of the same text derives its counter from
 * (so OT's rule has the same text as that table's: ot is a complete
 * table with no condition, if it is not J's own). */
static bool was_sum(const struct xdpc_meta *om, size_t j, unsigned ot)
{
	if (meta_rule_derived(&om->rules[j]))
		return om->rules[j].derived_table == (int)ot;
	if (om->tables[ot].rule == j)
		return true;    /* the same complete table: the same sum */
	/* an object compiled before deciding rules were derived: its rule
	 * J still counted exactly the frames OT did when the new filter's
	 * reasons hold in the old one too (meta.h); J has no condition, as
	 * its text is the new rule's */
	if (om->tables[ot].rule > j)
		return false;
	for (size_t k = 0; k < j; k++)
		if (strcmp(om->rules[k].action, "count"))
			return false;
	return true;
}

/* Rules pair up by text, and their tables with them; then each new rule
 * gets its counter from its old one. A derived rule's counter moves with
 * the table it derives from, which moves once, with its own rule,
 * however many rules derive from it: such a rule keeps its counter only
 * if the old one was the sum of the same table. A rule the old filter
 * derived and the new one counts by itself starts at that table's sum.
 * Several moves may read one old table; each writes its own key. */
static int plan(struct carry *c, const struct filter *old, const struct filter *new)
{
	const struct xdpc_meta *om = &old->meta, *nm = &new->meta;
	char *taken = calloc(om->nrules + 1, 1);
	long *from = calloc(nm->nrules + 1, sizeof(*from));
	long *table_from = calloc(nm->ntables + 1, sizeof(*table_from));
	union table_key ok, nk;
	int err = 0;

	if (!taken || !from || !table_from) {
		err = -ENOMEM;
		goto out;
	}
	memset(&ok, 0, sizeof(ok));
	memset(&nk, 0, sizeof(nk));
	for (size_t t = 0; t < nm->ntables; t++)
		table_from[t] = -1;
	for (size_t i = 0; i < nm->nrules; i++) {
		const struct meta_table *ot, *nt;

		if ((from[i] = same_rule(om, &nm->rules[i], taken)) < 0)
			continue;
		ot = meta_table_of_rule(om, (unsigned)from[i]);
		nt = meta_table_of_rule(nm, (unsigned)i);
		if (ot && nt && !strcmp(ot->key, nt->key))
			table_from[nt->index] = ot->index;
	}
	for (size_t i = 0; !err && i < nm->nrules; i++) {
		const struct meta_rule *nr = &nm->rules[i];
		const struct meta_table *nt = meta_table_of_rule(nm, (unsigned)i);
		long j = from[i];

		if (j < 0)
			continue;
		ok.num = (__u32)j;
		nk.num = (__u32)i;
		if (meta_rule_derived(nr)) {
			long t = table_from[nr->derived_table];

			if (t >= 0 && was_sum(om, (size_t)j, (unsigned)t))
				c->rules_kept++;
		} else if (meta_rule_derived(&om->rules[j])) {
			err = add_move(c, old->table_fds[om->rules[j].derived_table], new->rules_fd,
				       &ok, &nk, true);
			c->rules_kept++;
		} else {
			err = add_move(c, old->rules_fd, new->rules_fd, &ok, &nk, false);
			c->rules_kept++;
		}
		if (!err && nt && table_from[nt->index] >= 0) {
			long t = table_from[nt->index];

			err = move_table(c, old->table_fds[t], new->table_fds[nt->index],
					 holds_counter(nm, nt->index) ||
						 holds_counter(om, (unsigned)t));
		}
	}
	/* the default verdict's counter, when the default stayed the same */
	if (!err && om->default_drop == nm->default_drop) {
		ok.num = (__u32)om->nrules;
		nk.num = (__u32)nm->nrules;
		err = add_move(c, old->rules_fd, new->rules_fd, &ok, &nk, false);
	}
out:
	free(taken);
	free(from);
	free(table_from);
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
