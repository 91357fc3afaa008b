/* Behaviour-test helpers: compile rule text with the real front end and
 * code generator, load the object into the kernel, run frames, read the
 * counters. Failures are reported through tcheck.h. */
#ifndef XDPC_TESTS_KPROG_H
#define XDPC_TESTS_KPROG_H

#include "bpfrun.h"
#include "codegen.h"
#include "frames.h"
#include "frontend.h"
#include "meta_read.h"
#include "tcheck.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define XDP_DROP 1
#define XDP_PASS 2

struct kprog {
	struct arena arena;
	struct program *prog;
	struct bpfrun run;
	struct xdpc_meta meta;   /* the object's, as the runtime reads it */
	int loaded;
};

/* Fills the inner map of dynamic set S from SRC's elements (a set of the
 * same kind; NULL: S's own, its initial contents), as the runtime does at
 * attach. INNER_FD: the map to fill. */
static inline int kprog_fill_set(int inner_fd, const struct xset *src)
{
	for (size_t i = 0; i < src->npfx; i++)
		if (bpfrun_lpm_add(inner_fd, src->pfx[i].family, src->pfx[i].addr,
				   src->pfx[i].plen) < 0)
			return -1;
	for (size_t i = 0; i < src->nports; i++)
		if (bpfrun_ports_add(inner_fd, src->ports[i].lo, src->ports[i].hi) < 0)
			return -1;
	return 0;
}

/* Gives every dynamic set of K its initial contents (what the evaluator
 * assumes); ONLY: just that set. */
static inline int kprog_fill_dynsets(struct kprog *k, const struct xset *only)
{
	for (size_t i = 0; i < k->prog->nsets; i++) {
		const struct xset *s = k->prog->sets[i];
		char outer[32];
		int fd, rc;

		if (!s->dynamic || (only && only != s))
			continue;
		snprintf(outer, sizeof(outer), "xdpc_d%d", s->id);
		fd = bpfrun_dynset_inner(&k->run, outer);
		if (fd < 0)
			return -1;
		rc = kprog_fill_set(fd, s);
		close(fd);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/* Compiles TEXT with options O (NULL: defaults) and loads it; 0 on
 * success. Dynamic sets start with their initial contents. */
static inline int kprog_load_opts(struct kprog *k, const char *text,
				  const struct cg_options *o)
{
	struct diag d;
	struct cg_buffer obj;

	memset(k, 0, sizeof(*k));
	arena_init(&k->arena);
	diag_init(&d, NULL);
	k->prog = frontend_compile_string(&k->arena, &d, "<test>", text, strlen(text), NULL);
	CHECKF(k->prog != NULL, "front end rejects: %s", text);
	if (!k->prog)
		return -1;
	diag_init(&d, stderr);
	if (cg_compile(k->prog, o, CG_OUT_OBJECT, &obj, &d) < 0) {
		CHECKF(0, "code generation fails: %s", text);
		return -1;
	}
	if (meta_read_elf(&k->meta, obj.data, obj.len, "<test>") < 0) {
		CHECKF(0, "unreadable metadata: %s", text);
		cg_buffer_free(&obj);
		return -1;
	}
	if (bpfrun_load(&k->run, obj.data, obj.len) < 0) {
		CHECKF(0, "the kernel rejects -O%d%s: %s\n%s", o ? o->opt_level : 2,
		       o && o->no_group ? " --no-group" : "", text, k->run.error);
		cg_buffer_free(&obj);
		return -1;
	}
	cg_buffer_free(&obj);
	k->loaded = 1;
	if (kprog_fill_dynsets(k, NULL) < 0) {
		CHECKF(0, "cannot fill the dynamic sets: %s\n%s", text, k->run.error);
		return -1;
	}
	return 0;
}

/* Compiles TEXT at OPT (0 or 2) and loads it; 0 on success. */
static inline int kprog_load(struct kprog *k, const char *text, int opt)
{
	struct cg_options o;

	cg_options_init(&o);
	o.opt_level = opt;
	return kprog_load_opts(k, text, &o);
}

static inline void kprog_free(struct kprog *k)
{
	if (k->loaded)
		bpfrun_close(&k->run);
	meta_free(&k->meta);
	arena_free(&k->arena);
	k->loaded = 0;
}

/* The XDP action for the first N bytes of F, or 0 if the run failed. */
static inline uint32_t kprog_run_n(struct kprog *k, const struct frame *f, size_t n)
{
	uint32_t act = 0;

	if (bpfrun_run(&k->run, f->buf, n, &act) < 0)
		CHECKF(0, "%s", k->run.error);
	return act;
}

static inline uint32_t kprog_run(struct kprog *k, const struct frame *f)
{
	return kprog_run_n(k, f, f->len);
}

/* Rule IDX's counter (IDX nrules: the default's), from the block. */
static inline struct xdpc_counter kprog_rule(struct kprog *k, uint32_t idx)
{
	struct xdpc_counter c;

	if (bpfrun_rule_counter(&k->run, idx, &c) < 0)
		CHECKF(0, "%s", k->run.error);
	return c;
}

static inline void kprog_add(const void *key, const struct xdpc_counter *c, void *arg)
{
	struct xdpc_counter *sum = arg;

	(void)key;
	sum->packets += c->packets;
	sum->bytes += c->bytes;
}

/* Visits every entry of count-by table T whose sum is not zero: its map's
 * keys, or the block's counters that hold the table (key: __u32). */
static inline int kprog_each_entry(struct kprog *k, size_t t,
				   void (*fn)(const void *key, const struct xdpc_counter *c,
					      void *arg),
				   void *arg)
{
	const struct meta_table *mt = &k->meta.tables[t];
	struct xdpc_counter *v;
	size_t n;

	if (meta_table_has_map(mt))
		return bpfrun_each_counter(&k->run, mt->map_name, fn, arg);
	if (bpfrun_block(&k->run, &v, &n) < 0 || (size_t)mt->first + mt->count > n) {
		free(v);
		return -1;
	}
	for (uint32_t key = 0; key < mt->count; key++)
		if (v[mt->first + key].packets || v[mt->first + key].bytes)
			fn(&key, &v[mt->first + key], arg);
	free(v);
	return 0;
}

/* The sum of every entry of table T. */
static inline struct xdpc_counter kprog_table_sum(struct kprog *k, size_t t)
{
	struct xdpc_counter sum = { 0, 0 };

	if (t >= k->meta.ntables || kprog_each_entry(k, t, kprog_add, &sum) < 0)
		CHECKF(0, "cannot sum table %zu: %s", t, k->run.error);
	return sum;
}

/* Entry KEY of count-by table T (an address key for src and dst tables,
 * else __u32). */
static inline struct xdpc_counter kprog_table(struct kprog *k, size_t t, const void *key)
{
	const struct meta_table *mt = t < k->meta.ntables ? &k->meta.tables[t] : NULL;
	struct xdpc_counter c = { 0, 0 };
	uint32_t n;

	if (!mt) {
		CHECKF(0, "no table %zu", t);
	} else if (meta_table_has_map(mt)) {
		if (bpfrun_counter(&k->run, mt->map_name, key, &c) < 0)
			CHECKF(0, "%s", k->run.error);
	} else {
		memcpy(&n, key, sizeof(n));
		if (n >= mt->count || bpfrun_rule_counter(&k->run, (uint32_t)mt->first + n, &c) < 0)
			CHECKF(0, "no entry %u in table %zu: %s", n, t, k->run.error);
	}
	return c;
}

#endif
