#include "carry.h"
#include "diag.h"

#include "bpf_sync.h"
#include "meta.h"
#include "percpu_add.h"
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
	unsigned key_size;            /* of new_fd's keys */
	union table_key old_key, new_key;
	/* The old value is the sum of every entry of old_fd, per CPU: the
	 * counter of a rule the old filter derived from its table (meta.h),
	 * for a new filter that counts it by itself. */
	bool old_sum;
	struct xdpc_counter *snap;    /* per CPU, as copied (zeros: after) */
};

/* A table copied only where it had counted something: keys it counts
 * first between the copy and the swap are found after the swap. */
struct late_keys {
	int old_fd, new_fd;
	unsigned key_size;
	struct table_snapshot copied; /* sorted */
};

struct carry {
	struct moved *m;
	size_t n, cap;
	struct late_keys *late;
	size_t nlate;
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

/* Records a move whose snapshot is zero: a key the old filter counted
 * first after the copy. */
static struct moved *record(struct carry *c, int old_fd, int new_fd, unsigned key_size,
			    const union table_key *ok, const union table_key *nk, bool old_sum)
{
	struct moved *mv;

	if (c->n == c->cap) {
		size_t ncap = c->cap ? c->cap * 2 : 64;
		void *p = realloc(c->m, ncap * sizeof(*c->m));

		if (!p)
			return NULL;
		c->m = p;
		c->cap = ncap;
	}
	mv = &c->m[c->n];
	memset(mv, 0, sizeof(*mv));
	mv->old_fd = old_fd;
	mv->new_fd = new_fd;
	mv->key_size = key_size;
	mv->old_key = *ok;
	mv->new_key = *nk;
	mv->old_sum = old_sum;
	if (!(mv->snap = calloc(1, percpu_buf_size(sizeof(struct xdpc_counter)))))
		return NULL;
	c->n++;
	return mv;
}

/* Before the swap: copies the old value into the new map, which no
 * program counts into yet, so a plain write is exact. */
static int add_move(struct carry *c, int old_fd, int new_fd, unsigned key_size,
		    const union table_key *ok, const union table_key *nk, bool old_sum)
{
	struct moved *mv = record(c, old_fd, new_fd, key_size, ok, nk, old_sum);
	int err;

	if (!mv)
		return -ENOMEM;
	if ((err = read_old(mv, mv->snap))) {
		free(mv->snap);
		c->n--;
		return err == -ENOENT ? 0 : err;    /* evicted meanwhile: nothing to move */
	}
	return bpf_map_update_elem(new_fd, nk, mv->snap, BPF_ANY) ? -errno : 0;
}

static unsigned key_size_of(int fd)
{
	struct bpf_map_info info;
	__u32 len = sizeof(info);

	memset(&info, 0, sizeof(info));
	return bpf_obj_get_info_by_fd(fd, &info, &len) ? 0 : info.key_size;
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

/* EVERY_KEY: also the keys nothing counted in yet (all of an array), where
 * the table holds a rule's counter, so the sums match. Other tables move
 * what they counted, and after the swap the keys first counted since. */
static int move_table(struct carry *c, int from, int to, bool every_key)
{
	unsigned ks = key_size_of(to);
	struct table_snapshot t = { 0 };
	int err = 0;

	if (!ks || ks > sizeof(union table_key))
		return -EINVAL;
	if (every_key) {
		union table_key k, next;

		memset(&k, 0, sizeof(k));
		for (void *prev = NULL; !err && !bpf_map_get_next_key(from, prev, &next); prev = &k) {
			k = next;
			err = add_move(c, from, to, ks, &k, &k, false);
		}
		return err;
	}
	err = stats_read_table(from, &t);
	for (size_t i = 0; !err && i < t.n; i++)
		err = add_move(c, from, to, ks, &t.e[i].key, &t.e[i].key, false);
	if (!err) {
		void *p = realloc(c->late, (c->nlate + 1) * sizeof(*c->late));

		if (!p)
			err = -ENOMEM;
		else {
			c->late = p;
			c->late[c->nlate++] = (struct late_keys){ from, to, ks, t };
			return 0;
		}
	}
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
				       sizeof(__u32), &ok, &nk, true);
			c->rules_kept++;
		} else {
			err = add_move(c, old->rules_fd, new->rules_fd, sizeof(__u32), &ok, &nk,
				       false);
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
		err = add_move(c, old->rules_fd, new->rules_fd, sizeof(__u32), &ok, &nk, false);
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
		diag_sys(diag_stderr(), DIAG_ERROR, "cannot carry counters over: %s", strerror(-err));
		carry_free(c);
		return NULL;
	}
	return c;
}

/* Keys the old filter first counted between the copy and the swap. */
static int find_late_keys(struct carry *c)
{
	for (size_t i = 0; i < c->nlate; i++) {
		const struct late_keys *l = &c->late[i];
		struct table_snapshot now = { 0 };
		int err = stats_read_table(l->old_fd, &now);

		for (size_t e = 0; !err && e < now.n; e++)
			if (!table_find(&l->copied, &now.e[e].key) &&
			    !record(c, l->old_fd, l->new_fd, l->key_size, &now.e[e].key,
				    &now.e[e].key, false))
				err = -ENOMEM;
		free(now.e);
		if (err)
			return err;
	}
	return 0;
}

/* D[k] = what the old filter counted on CPU k since MV's copy; false when
 * nothing. A per-CPU value that shrank was evicted from an LRU table and
 * created again: only what it holds now is known to be new. */
static bool deltas(const struct moved *mv, struct xdpc_counter *d)
{
	bool any = false;

	if (read_old(mv, d))
		return false;
	for (int k = 0; k < percpu_ncpus(); k++) {
		if (d[k].packets >= mv->snap[k].packets) {
			d[k].packets -= mv->snap[k].packets;
			d[k].bytes -= mv->snap[k].bytes;
		}
		any |= d[k].packets != 0;
	}
	return any;
}

/* Adds the deltas CPU by CPU (few moves have any, and xdpc moves CPU once
 * per CPU). Returns the packets that could not be added, *WHY the first
 * reason. */
static __u64 add_deltas(struct carry *c, struct xdpc_counter **d, bool *has, int *why)
{
	struct percpu_adder *a = percpu_adder_open();
	__u64 lost = 0;
	int err = a ? 0 : -ENOMEM;

	for (int k = 0; k < percpu_ncpus(); k++)
		for (size_t i = 0; i < c->n; i++) {
			const struct moved *mv = &c->m[i];

			if (!has[i] || !d[i][k].packets)
				continue;
			if (a)
				err = percpu_add(a, mv->new_fd, &mv->new_key, mv->key_size, k, &d[i][k]);
			if (err) {
				lost += d[i][k].packets;
				*why = *why ? *why : err;
			}
		}
	percpu_adder_close(a);
	return lost;
}

int carry_settle(struct carry *c)
{
	struct xdpc_counter **d = calloc(c->n + 1, sizeof(*d));
	bool *has = calloc(c->n + 1, sizeof(*has));
	size_t sz = percpu_buf_size(sizeof(struct xdpc_counter));
	int err = 0, why = 0;
	__u64 lost;

	if (!d || !has)
		err = -ENOMEM;
	/* from here on the old filter's counters are final */
	if (!err && (why = bpf_sync_programs())) {
		diag_sys(diag_stderr(), DIAG_WARNING, "cannot wait for the old filter to finish (%s); counters "
			"it counts after a pause of 20 ms are lost", strerror(-why));
		usleep(20000);    /* a NAPI poll keeps its program for one batch */
		why = 0;
	}
	if (!err)
		err = find_late_keys(c);
	for (size_t i = 0; !err && i < c->n; i++) {
		if (!(d[i] = malloc(sz)))
			err = -ENOMEM;
		else
			has[i] = deltas(&c->m[i], d[i]);
	}
	if (!err && (lost = add_deltas(c, d, has, &why)))
		diag_sys(diag_stderr(), DIAG_WARNING, "%llu frames the old filter counted during the swap could "
			"not be carried over: %s%s", (unsigned long long)lost, strerror(-why),
			why == -EAGAIN ? " (xdpc may not run on every CPU: see its cpuset)" : "");
	for (size_t i = 0; d && i < c->n; i++)
		free(d[i]);
	free(d);
	free(has);
	return err;
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
	for (size_t i = 0; i < c->nlate; i++)
		free(c->late[i].copied.e);
	free(c->m);
	free(c->late);
	free(c);
}
