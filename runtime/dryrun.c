#include "dryrun.h"

#include "eval.h"
#include "load.h"
#include "testrun_limit.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <linux/bpf.h>
#include <linux/capability.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

bool dryrun_kernel_allowed(void)
{
	struct __user_cap_header_struct h = { .version = _LINUX_CAPABILITY_VERSION_3 };
	struct __user_cap_data_struct d[2];
	const int cap_bpf = 39;   /* CAP_BPF, newer than some uapi headers */

	memset(d, 0, sizeof(d));
	if (syscall(SYS_capget, &h, d) != 0)
		return geteuid() == 0;
	return (d[cap_bpf / 32].effective & (1u << (cap_bpf % 32))) ||
	       (d[CAP_SYS_ADMIN / 32].effective & (1u << (CAP_SYS_ADMIN % 32)));
}

/* Counts the frame CAP read last (LEN bytes of it) and writes it out. */
static void record(struct dry_run *r, const struct dry_opts *o, const struct capture *cap,
		   enum verdict v, int rule, size_t len)
{
	unsigned long index = cap->index;

	r->frames++;
	r->verdicts[v]++;
	if (o->dropped && v == VERDICT_DROP)
		capture_out_write(o->dropped, cap, len);
	if (o->passed && v == VERDICT_PASS)
		capture_out_write(o->passed, cap, len);
	if (!o->record_frames)
		return;
	if (r->ndetail == r->cap_detail) {
		size_t cap = r->cap_detail ? r->cap_detail * 2 : 256;
		struct dry_frame *d = realloc(r->detail, cap * sizeof(*d));

		if (!d) {
			fprintf(stderr, "xdpc: out of memory\n");
			abort();
		}
		r->detail = d;
		r->cap_detail = cap;
	}
	r->detail[r->ndetail++] = (struct dry_frame){ index, v, rule };
}

/* The evaluator's counters in the same shape the kernel's maps are read
 * into, so one report serves both engines. */
static void add_eval_counters(struct snapshot *s, const struct eval_counters *c)
{
	for (size_t i = 0; i <= s->nrules; i++) {   /* the default's too */
		const struct xdpc_counter *v = eval_rule_counter(c, i);

		s->rules[i].packets += v->packets;
		s->rules[i].bytes += v->bytes;
	}
	for (size_t t = 0; t < s->ntables; t++) {
		struct table_snapshot *ts = &s->tables[t];
		size_t cursor = 0;
		const void *key;
		const struct xdpc_counter *val;

		ts->by_addr = eval_table_key_size(c, t) != sizeof(uint32_t);
		while (eval_table_next(c, t, &cursor, &key, &val)) {
			const struct table_entry *old;
			struct table_entry e;

			memset(&e, 0, sizeof(e));
			memcpy(&e.key, key, eval_table_key_size(c, t));
			old = NULL;
			for (size_t i = 0; i < ts->n && !old; i++)
				if (!memcmp(&ts->e[i].key, &e.key, sizeof(e.key)))
					old = &ts->e[i];
			if (old) {
				((struct table_entry *)old)->c.packets += val->packets;
				((struct table_entry *)old)->c.bytes += val->bytes;
				continue;
			}
			ts->e = realloc(ts->e, (ts->n + 1) * sizeof(*ts->e));
			if (!ts->e) {
				fprintf(stderr, "xdpc: out of memory\n");
				abort();
			}
			e.c = *val;
			ts->e[ts->n++] = e;
		}
		table_sort(ts);
	}
}

static void snapshot_alloc(struct snapshot *s, const struct program *p)
{
	memset(s, 0, sizeof(*s));
	/* As stats_read() does: nrules rules, and one more counter after them
	 * for the default verdict. */
	s->nrules = p->nrules;
	s->ntables = p->ntables;
	s->rules = calloc(s->nrules + 1, sizeof(*s->rules));
	s->tables = calloc(s->ntables ? s->ntables : 1, sizeof(*s->tables));
	if (!s->rules || !s->tables) {
		fprintf(stderr, "xdpc: out of memory\n");
		abort();
	}
	for (size_t t = 0; t < p->ntables; t++) {
		enum count_key k = p->tables[t]->key;

		s->tables[t].by_addr = k == KEY_SRC || k == KEY_DST;
	}
}

static int run_eval(struct dry_run *r, struct capture *cap, const struct dry_opts *o)
{
	struct eval_counters *c = eval_counters_new(r->prog);
	size_t len;
	int rc;

	dry_samples_eval_start(&r->samples, r->prog);
	while ((rc = capture_next(cap, &len)) == 1) {
		struct eval_result res = eval_frame(r->prog, cap->frame, len, c);
		uint64_t ts = (uint64_t)cap->ts.tv_sec * 1000000000ull +
			      (uint64_t)cap->ts.tv_usec * 1000ull;

		dry_samples_eval_frame(&r->samples, r->prog, c, res, cap->index, ts);
		record(r, o, cap, res.verdict, res.rule, len);
	}
	add_eval_counters(&r->counters, c);
	eval_counters_free(c);
	return rc;
}

/* The deciding rule of M whose counter is a table's sum (meta.h), or -1.
 * The compiler derives at most one, and then it decides every frame. */
static int derived_decider(const struct xdpc_meta *m)
{
	for (size_t i = 0; i < m->nrules; i++)
		if (meta_rule_derived(&m->rules[i]) && strcmp(m->rules[i].action, "count"))
			return (int)i;
	return -1;
}

/* Rule counters before and after one frame tell which rule decided it:
 * the first drop or pass rule whose packet count moved. The raw map,
 * without stats_read()'s derived counters, tells it sooner: no other
 * rule's entry moves for a frame, so the deciding rule is one without an
 * entry of its own, DERIVED, if there is one; else the default, whose
 * entry moves. */
static int deciding_rule(const struct program *p, int rules_fd, int derived, uint64_t *before)
{
	int decided = -1;
	bool moved = false;

	for (uint32_t i = 0; i < p->nrules + 1; i++) {
		struct xdpc_counter now;

		if (percpu_read(rules_fd, &i, &now) != 0)
			continue;
		if (now.packets != before[i] && (i == p->nrules || p->rules[i]->action != ACT_COUNT)) {
			if (decided < 0 && i < p->nrules)
				decided = (int)i;
			moved = true;
		}
		before[i] = now.packets;
	}
	return moved ? decided : derived;
}

static int run_kernel(struct dry_run *r, struct capture *cap, const void *image,
		      size_t image_len, const struct dry_opts *o)
{
	struct filter f;
	struct eval_counters *fallback = eval_counters_new(r->prog);
	uint64_t *before = calloc(r->prog->nrules + 1, sizeof(*before));
	size_t len, whole = testrun_max_linear();
	int rc, derived;

	filter_init(&f);
	if (!before || !whole || load_filter(&f, image, image_len, "dry run", false) != 0) {
		free(before);
		eval_counters_free(fallback);
		filter_close(&f);
		return -1;
	}
	derived = derived_decider(&f.meta);
	r->kernel_whole = whole;
	rc = dry_samples_kernel_start(&r->samples, f.samples_fd);
	while (rc >= 0 && (rc = capture_next(cap, &len)) == 1) {
		LIBBPF_OPTS(bpf_test_run_opts, t, .data_in = cap->frame,
			    .data_size_in = (__u32)len, .repeat = 1);
		int err;
		enum verdict v;
		int rule;

		/* Frames the kernel would not show the program whole (docs/dry-run.md):
		 * the evaluator, and the report says how many. */
		if (len < 14 || len > whole) {
			struct eval_result res = eval_frame(r->prog, cap->frame, len, fallback);

			r->fallback++;
			record(r, o, cap, res.verdict, res.rule, len);
			continue;
		}
		err = bpf_prog_test_run_opts(f.prog_fd, &t);
		if (err) {
			fprintf(stderr, "xdpc: BPF_PROG_TEST_RUN failed on frame %lu (%zu bytes): %s\n",
				cap->index, len, strerror(errno));
			rc = -1;
			break;
		}
		if (t.retval != XDP_DROP && t.retval != XDP_PASS) {
			fprintf(stderr, "xdpc: the program returned %u on frame %lu; expected XDP_DROP or XDP_PASS\n",
				t.retval, cap->index);
			rc = -1;
			break;
		}
		dry_samples_kernel_frame(&r->samples, cap->index);
		v = t.retval == XDP_DROP ? VERDICT_DROP : VERDICT_PASS;
		rule = o->record_frames ? deciding_rule(r->prog, f.rules_fd, derived, before) : -1;
		record(r, o, cap, v, rule, len);
	}
	if (rc == 0) {
		struct snapshot s;

		if (stats_read(&f, &s) != 0) {
			fprintf(stderr, "xdpc: cannot read the program's counters\n");
			rc = -1;
		} else {
			stats_free(&r->counters);
			r->counters = s;
			add_eval_counters(&r->counters, fallback);
		}
	}
	dry_samples_stop(&r->samples);
	free(before);
	eval_counters_free(fallback);
	filter_close(&f);
	return rc;
}

int dryrun(struct dry_run *r, enum dry_engine engine, const struct program *prog,
	   const void *image, size_t image_len, const char *path,
	   const struct dry_opts *o)
{
	struct capture cap;
	int rc;

	memset(r, 0, sizeof(*r));
	r->engine = engine;
	r->prog = prog;
	snapshot_alloc(&r->counters, prog);
	if (capture_open(&cap, path) != 0)
		return -1;
	rc = engine == ENGINE_KERNEL ? run_kernel(r, &cap, image, image_len, o)
				     : run_eval(r, &cap, o);
	capture_close(&cap);
	return rc < 0 ? -1 : 0;
}

void dryrun_free(struct dry_run *r)
{
	stats_free(&r->counters);
	dry_samples_free(&r->samples);
	free(r->detail);
	memset(r, 0, sizeof(*r));
}
