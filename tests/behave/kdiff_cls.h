/* Differential runs of the classifier test (main has kdiff.h for groups): several
 * builds of one program run the same frames as the reference evaluator,
 * verdicts compared frame by frame and every counter after the run. A
 * mismatch prints the program, the frame in hex and which build
 * disagreed. */
#ifndef XDPC_TESTS_KDIFF_CLS_H
#define XDPC_TESTS_KDIFF_CLS_H

#include "kcompare.h"
#include "keyframes.h"

static void kdiff_reproducer(const char *text, const struct frame *f, const char *what)
{
	fprintf(stderr, "MISMATCH (%s)\n--- program ---\n%s\n", what, text);
	if (!f)
		return;
	fprintf(stderr, "--- frame (%zu bytes) ---\n", f->len);
	for (size_t i = 0; i < f->len; i++)
		fprintf(stderr, "%02x%s", f->buf[i], i + 1 == f->len || i % 32 == 31 ? "\n" : " ");
}

/* Runs the corpus through the NB loaded builds K (named NAMES) and the
 * evaluator; adds the frames to *FRAMES. 0 when everything agrees. */
static int kdiff_run(struct kprog *k, unsigned nb, const char *const *names, const char *text,
		     const struct kf_corpus *c, unsigned long long *frames)
{
	struct eval_counters *ec = eval_counters_new(k[0].prog);
	int bad = 0;

	for (size_t i = 0; i < c->n && !bad; i++) {
		const struct frame *f = &c->f[i];
		struct eval_result er = eval_frame(k[0].prog, f->buf, f->len, ec);
		uint32_t want = er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS;

		++*frames;
		for (unsigned b = 0; b < nb && !bad; b++) {
			uint32_t act = kprog_run(&k[b], f);

			CHECKF(act == want, "frame %zu: %s action %u, evaluator %u", i, names[b],
			       act, want);
			if (act != want) {
				kdiff_reproducer(text, f, names[b]);
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

#endif
