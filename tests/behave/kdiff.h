/* Differential runs of one program: compiled grouped (-O2), with
 * no_group (rule by rule, -O2) and optionally grouped at -O0, each loaded
 * into the kernel; every frame's verdict is compared with the reference
 * evaluator's, then every counter (rules, default, count-by tables). A
 * mismatch prints the program, the frame in hex and which build
 * disagreed. Shared by the differential tests of rule groups and of
 * multi-field rule sets. */
#ifndef XDPC_TESTS_KDIFF_H
#define XDPC_TESTS_KDIFF_H

#include "kcompare.h"

static inline void kdiff_reproducer(const char *text, const struct frame *f, const char *what)
{
	fprintf(stderr, "MISMATCH (%s)\n--- program ---\n%s\n", what, text);
	if (!f)
		return;
	fprintf(stderr, "--- frame (%zu bytes) ---\n", f->len);
	for (size_t i = 0; i < f->len; i++)
		fprintf(stderr, "%02x%s", f->buf[i], i + 1 == f->len || i % 32 == 31 ? "\n" : " ");
}

enum { KDIFF_GROUPED, KDIFF_UNGROUPED, KDIFF_GROUPED_O0, KDIFF_NBUILDS };
static const char *const kdiff_build_names[KDIFF_NBUILDS] = { "grouped -O2", "--no-group -O2",
							     "grouped -O0" };

/* Frames run so far, over every call. */
static unsigned long long kdiff_frames_run;

/* Runs the N frames F through the NB loaded builds K (named NAMES) and
 * the evaluator, verdicts frame by frame, then every counter; adds the
 * frames to *FRAMES. 0 when everything agrees. */
static inline int kdiff_run(struct kprog *k, unsigned nb, const char *const *names,
			    const char *text, const struct frame *f, size_t n,
			    unsigned long long *frames)
{
	struct eval_counters *ec = eval_counters_new(k[0].prog);
	int bad = 0;

	for (size_t i = 0; i < n && !bad; i++) {
		struct eval_result er = eval_frame(k[0].prog, f[i].buf, f[i].len, ec);
		uint32_t want = er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS;

		++*frames;
		for (unsigned b = 0; b < nb && !bad; b++) {
			uint32_t act = kprog_run(&k[b], &f[i]);

			CHECKF(act == want, "frame %zu: %s action %u, evaluator %u", i, names[b],
			       act, want);
			if (act != want) {
				kdiff_reproducer(text, &f[i], names[b]);
				bad = 1;
			}
		}
	}
	for (unsigned b = 0; b < nb && !bad; b++) {
		int same = kprog_counters_equal(&k[b], ec);

		CHECKF(same, "%s: counters differ from the evaluator's", names[b]);
		if (!same) {
			kdiff_reproducer(text, NULL, names[b]);
			bad = 1;
		}
	}
	eval_counters_free(ec);
	return bad;
}

/* Compiles and loads TEXT as each build (-O0 too with WITH_O0) and runs
 * the N frames F through all of them and the evaluator. 0 when all
 * agree on every verdict and counter. SEEN (may be NULL) is shown the
 * checked program once it loaded. */
static inline int kdiff_program(const char *text, const struct frame *f, size_t n, int with_o0,
				void (*seen)(const struct program *))
{
	struct kprog k[KDIFF_NBUILDS];
	unsigned nb = with_o0 ? KDIFF_NBUILDS : KDIFF_GROUPED_O0;
	int bad;

	for (unsigned b = 0; b < nb; b++) {
		struct cg_options o;

		cg_options_init(&o);
		o.opt_level = b == KDIFF_GROUPED_O0 ? 0 : 2;
		o.no_group = b == KDIFF_UNGROUPED;
		if (kprog_load_opts(&k[b], text, &o) < 0) {
			kdiff_reproducer(text, NULL, kdiff_build_names[b]);
			for (unsigned j = 0; j <= b; j++)
				kprog_free(&k[j]);
			return 1;
		}
	}
	if (seen)
		seen(k[0].prog);
	bad = kdiff_run(k, nb, kdiff_build_names, text, f, n, &kdiff_frames_run);
	for (unsigned b = 0; b < nb; b++)
		kprog_free(&k[b]);
	return bad;
}

#endif
