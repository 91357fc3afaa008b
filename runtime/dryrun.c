#include "dryrun.h"
#include "diag.h"

#include "eval.h"
#include "load.h"
#include "rate_maps.h"
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
			diag_sys(diag_stderr(), DIAG_ERROR, "out of memory");
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
				diag_sys(diag_stderr(), DIAG_ERROR, "out of memory");
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
		diag_sys(diag_stderr(), DIAG_ERROR, "out of memory");
		abort();
	}
	for (size_t t = 0; t < p->ntables; t++) {
		enum count_key k = p->tables[t]->key;

		s->tables[t].by_addr = k == KEY_SRC || k == KEY_DST;
	}
}

/* Rate limits run on the capture's clock: its time stamps, in ns. */
static uint64_t capture_ns(const struct capture *cap)
{
	return (uint64_t)cap->ts.tv_sec * 1000000000u + (uint64_t)cap->ts.tv_usec * 1000u;
}

static int run_eval(struct dry_run *r, struct capture *cap, const struct dry_opts *o)
{
	struct eval_counters *c = eval_counters_new(r->prog);
	size_t len;
	int rc;

	dry_samples_eval_start(&r->samples, r->prog);
	while ((rc = capture_next(cap, &len)) == 1) {
		uint64_t ts = capture_ns(cap);
		struct eval_result res;

		eval_counters_set_time(c, ts);
		res = eval_frame(r->prog, cap->frame, len, c);

		dry_samples_eval_frame(&r->samples, r->prog, c, res, cap->index, ts);
		record(r, o, cap, res.verdict, res.rule, len);
	}
	add_eval_counters(&r->counters, c);
	eval_counters_free(c);
	return rc;
}

/* Rule counters before and after one frame tell which rule decided it:
 * the first drop or pass rule whose packet count moved, none when the
 * default's did. */
static int deciding_rule(const struct program *p, int rules_fd, uint64_t *before)
{
	struct block_copy b;
	int decided = -1;

	if (block_read(rules_fd, &b))
		return -1;
	for (unsigned i = 0; i < p->nrules + 1 && i < b.n; i++) {
		uint64_t now = block_sum(&b, i).packets;

		if (now != before[i] && decided < 0 && i < p->nrules &&
		    p->rules[i]->action != ACT_COUNT)
			decided = (int)i;
		before[i] = now;
	}
	free(b.v);
	return decided;
}

static int run_kernel(struct dry_run *r, struct capture *cap, const void *image,
		      size_t image_len, const struct dry_opts *o)
{
	struct filter f;
	struct eval_counters *fallback = eval_counters_new(r->prog);
	uint64_t *before = calloc(r->prog->nrules + 1, sizeof(*before));
	size_t len, whole = testrun_max_linear();
	int rc, clock_fd = -1;

	filter_init(&f);
	if (!before || !whole || load_filter(&f, image, image_len, "dry run", false) != 0) {
		free(before);
		eval_counters_free(fallback);
		filter_close(&f);
		return -1;
	}
	r->kernel_whole = whole;
	rc = dry_samples_kernel_start(&r->samples, f.samples_fd);
	if (rc >= 0 && r->prog->nrated &&
	    (clock_fd = rate_map_fd(f.prog_fd, XDPC_CLOCK_MAP)) < 0) {
		fprintf(stderr, "xdpc: cannot find the program's clock for its rate limits: %s\n",
			strerror(-clock_fd));
		rc = -1;
		goto out;
	}
	while (rc >= 0 && (rc = capture_next(cap, &len)) == 1) {
		LIBBPF_OPTS(bpf_test_run_opts, t, .data_in = cap->frame,
			    .data_size_in = (__u32)len, .repeat = 1);
		int err;
		enum verdict v;
		int rule;

		/* Frames the kernel would not show the program whole (docs/dry-run.md):
		 * the evaluator, and the report says how many. */
		if (len < 14 || len > whole) {
			struct eval_result res;

			eval_counters_set_time(fallback, capture_ns(cap));
			res = eval_frame(r->prog, cap->frame, len, fallback);

			r->fallback++;
			record(r, o, cap, res.verdict, res.rule, len);
			continue;
		}
		if (clock_fd >= 0 && (err = rate_clock_set(clock_fd, capture_ns(cap)))) {
			fprintf(stderr, "xdpc: cannot set the rate limits' clock: %s\n",
				strerror(-err));
			rc = -1;
			break;
		}
		err = bpf_prog_test_run_opts(f.prog_fd, &t);
		if (err) {
			diag_sys(diag_stderr(), DIAG_ERROR, "BPF_PROG_TEST_RUN failed on frame %lu (%zu bytes): %s",
				cap->index, len, strerror(errno));
			rc = -1;
			break;
		}
		if (t.retval != XDP_DROP && t.retval != XDP_PASS) {
			diag_sys(diag_stderr(), DIAG_ERROR, "the program returned %u on frame %lu; expected XDP_DROP or XDP_PASS",
				t.retval, cap->index);
			rc = -1;
			break;
		}
		dry_samples_kernel_frame(&r->samples, cap->index);
		v = t.retval == XDP_DROP ? VERDICT_DROP : VERDICT_PASS;
		rule = o->record_frames ? deciding_rule(r->prog, f.rules_fd, before) : -1;
		record(r, o, cap, v, rule, len);
	}
	if (rc == 0) {
		struct snapshot s;

		if (stats_read(&f, &s) != 0) {
			diag_sys(diag_stderr(), DIAG_ERROR, "cannot read the program's counters");
			rc = -1;
		} else {
			stats_free(&r->counters);
			r->counters = s;
			add_eval_counters(&r->counters, fallback);
		}
	}
out:
	dry_samples_stop(&r->samples);
	if (clock_fd >= 0)
		close(clock_fd);
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
