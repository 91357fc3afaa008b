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
	struct xdpc_counter *snap;    /* per CPU, as copied (zeros: after) */
};

/* A table copied only where it had counted something: keys it counts
 * first between the copy and the swap are found after the swap. */
struct late_keys {
	int old_fd, new_fd;
	unsigned key_size;
	struct table_snapshot copied; /* sorted */
};

/* Rule counters: counter FROM of the old block becomes counter TO of the
 * new one, every CPU's copy. */
struct pair {
	unsigned from, to;
};

struct carry {
	struct moved *m;              /* table entries */
	size_t n, cap;
	int old_block, new_block;
	struct block_copy snap;       /* the old block as copied */
	struct block_copy blk;        /* the new block's layout */
	struct pair *pairs;
	size_t npairs;
	struct late_keys *late;
	size_t nlate;
	size_t rules_kept;
};

static int read_old(const struct moved *mv, struct xdpc_counter *v)
{
	return bpf_map_lookup_elem(mv->old_fd, &mv->old_key, v) ? -errno : 0;
}

/* Records a move whose snapshot is zero: a key the old filter counted
 * first after the copy. */
static struct moved *record(struct carry *c, int old_fd, int new_fd, unsigned key_size,
			    const union table_key *ok, const union table_key *nk)
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
	if (!(mv->snap = calloc(1, percpu_buf_size(sizeof(struct xdpc_counter)))))
		return NULL;
	c->n++;
	return mv;
}

/* Before the swap: copies the old value into the new map, which no
 * program counts into yet, so a plain write is exact. */
static int add_move(struct carry *c, int old_fd, int new_fd, unsigned key_size,
		    const union table_key *ok, const union table_key *nk)
{
	struct moved *mv = record(c, old_fd, new_fd, key_size, ok, nk);
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

/* Moves what a table counted, and after the swap the keys first counted
 * since. */
static int move_table(struct carry *c, int from, int to)
{
	unsigned ks = key_size_of(to);
	struct table_snapshot t = { 0 };
	int err = 0;

	if (!ks || ks > sizeof(union table_key))
		return -EINVAL;
	err = stats_read_table(from, &t);
	for (size_t i = 0; !err && i < t.n; i++)
		err = add_move(c, from, to, ks, &t.e[i].key, &t.e[i].key);
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

static int add_pair(struct carry *c, unsigned from, unsigned to)
{
	void *p = realloc(c->pairs, (c->npairs + 1) * sizeof(*c->pairs));

	if (!p)
		return -ENOMEM;
	c->pairs = p;
	c->pairs[c->npairs++] = (struct pair){ from, to };
	return 0;
}

/* Before the swap: the old block's paired counters into the new block,
 * which no program counts into yet, every CPU's copy at once. */
static int copy_block(struct carry *c, const struct filter *old, const struct filter *new)
{
	struct block_copy nb;
	int err;

	c->old_block = old->rules_fd;
	c->new_block = new->rules_fd;
	if ((err = block_read(old->rules_fd, &c->snap)) || (err = block_read(new->rules_fd, &nb)))
		return err;
	c->blk = nb;
	c->blk.v = NULL;
	if (c->snap.n != meta_block_counters(&old->meta) || nb.n != meta_block_counters(&new->meta))
		err = -EINVAL;   /* not the blocks the metadata describes */
	for (size_t i = 0; !err && i < c->npairs; i++)
		for (int k = 0; k < percpu_ncpus(); k++)
			nb.v[(size_t)k * nb.n + c->pairs[i].to] =
				c->snap.v[(size_t)k * c->snap.n + c->pairs[i].from];
	if (!err)
		err = block_write(new->rules_fd, &nb);
	free(nb.v);
	return err;
}

/* Table OT of the old filter becomes NT of the new one: map to map, or
 * counters of the old block to those of the new one. A table that moved
 * between a map and the block (the rule count crossed what a per-CPU
 * block holds) starts from zero. */
static int move_any_table(struct carry *c, const struct filter *old, const struct meta_table *ot,
			  const struct filter *new, const struct meta_table *nt)
{
	int err = 0;

	if (meta_table_has_map(ot) && meta_table_has_map(nt))
		return move_table(c, old->table_fds[ot->index], new->table_fds[nt->index]);
	if (!meta_table_has_map(ot) && !meta_table_has_map(nt) && ot->count == nt->count) {
		for (unsigned k = 0; !err && k < nt->count; k++)
			err = add_pair(c, (unsigned)ot->first + k, (unsigned)nt->first + k);
		return err;
	}
	diag_sys(diag_stderr(), DIAG_WARNING, "the `count by %s` table of line %u starts from zero: "
		 "it moved between the counter block and a map of its own", nt->key,
		 new->meta.rules[nt->rule].line);
	return 0;
}

/* Rules pair up by text, and their tables with them; then each new rule
 * gets its counter from its old one, and its table's entries from the
 * old table's. */
static int plan(struct carry *c, const struct filter *old, const struct filter *new)
{
	const struct xdpc_meta *om = &old->meta, *nm = &new->meta;
	char *taken = calloc(om->nrules + 1, 1);
	int err = 0;

	if (!taken)
		return -ENOMEM;
	for (size_t i = 0; !err && i < nm->nrules; i++) {
		const struct meta_table *ot, *nt;
		long j = same_rule(om, &nm->rules[i], taken);

		if (j < 0)
			continue;
		err = add_pair(c, (unsigned)j, (unsigned)i);
		c->rules_kept++;
		ot = meta_table_of_rule(om, (unsigned)j);
		nt = meta_table_of_rule(nm, (unsigned)i);
		if (!err && ot && nt && !strcmp(ot->key, nt->key))
			err = move_any_table(c, old, ot, new, nt);
	}
	/* the default verdict's counter, when the default stayed the same */
	if (!err && om->default_drop == nm->default_drop)
		err = add_pair(c, (unsigned)om->nrules, (unsigned)nm->nrules);
	if (!err && old->rules_fd >= 0 && new->rules_fd >= 0)
		err = copy_block(c, old, new);
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
				    &now.e[e].key))
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

/* What the old filter counted since the copy in each paired counter, per
 * CPU (zero for a counter that shrank: it cannot). NULL when out of memory
 * or the old block is gone. */
static struct block_copy *block_deltas(const struct carry *c)
{
	struct block_copy *now = calloc(1, sizeof(*now));

	if (!now || !c->snap.v || block_read(c->old_block, now) || now->n != c->snap.n) {
		if (now)
			free(now->v);
		free(now);
		return NULL;
	}
	for (size_t i = 0; i < (size_t)percpu_ncpus() * now->n; i++) {
		struct xdpc_counter *d = &now->v[i];
		const struct xdpc_counter *s = &c->snap.v[i];

		if (d->packets >= s->packets) {
			d->packets -= s->packets;
			d->bytes -= s->bytes;
		} else {
			d->packets = d->bytes = 0;
		}
	}
	return now;
}

static void add_one(struct percpu_adder *a, int fd, const void *key, unsigned ks, unsigned off,
		    int cpu, const struct xdpc_counter *d, __u64 *lost, int *why)
{
	int err = a ? percpu_add(a, fd, key, ks, off, cpu, d) : -ENOMEM;

	if (err) {
		*lost += d->packets;
		*why = *why ? *why : err;
	}
}

/* Adds the deltas CPU by CPU (few moves have any, and xdpc moves CPU once
 * per CPU). Returns the packets that could not be added, *WHY the first
 * reason. */
static __u64 add_deltas(struct carry *c, struct xdpc_counter **d, bool *has,
			const struct block_copy *bd, int *why)
{
	struct percpu_adder *a = percpu_adder_open();
	__u64 lost = 0;

	for (int k = 0; k < percpu_ncpus(); k++) {
		__u32 key = block_key(&c->blk, k);

		for (size_t i = 0; i < c->n; i++) {
			const struct moved *mv = &c->m[i];

			if (has[i] && d[i][k].packets)
				add_one(a, mv->new_fd, &mv->new_key, mv->key_size, 0, k, &d[i][k],
					&lost, why);
		}
		for (size_t i = 0; bd && i < c->npairs; i++) {
			const struct xdpc_counter *v = &bd->v[(size_t)k * bd->n + c->pairs[i].from];

			if (v->packets)
				add_one(a, c->new_block, &key, sizeof(key),
					block_offset(c->pairs[i].to), k, v, &lost, why);
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
	struct block_copy *bd = NULL;
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
	if (!err && c->npairs && c->snap.v && !(bd = block_deltas(c)))
		err = -ENOMEM;
	if (!err && (lost = add_deltas(c, d, has, bd, &why)))
		diag_sys(diag_stderr(), DIAG_WARNING, "%llu frames the old filter counted during the swap could "
			"not be carried over: %s%s", (unsigned long long)lost, strerror(-why),
			why == -EAGAIN ? " (xdpc may not run on every CPU: see its cpuset)" : "");
	for (size_t i = 0; d && i < c->n; i++)
		free(d[i]);
	free(d);
	free(has);
	if (bd)
		free(bd->v);
	free(bd);
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
	free(c->pairs);
	free(c->snap.v);
	free(c);
}
