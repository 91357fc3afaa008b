/* Sampled frames in dry runs (`xdpc --test`): which frame of the capture
 * each `sample` rule would send. The kernel engine reads what the program
 * put into its ring buffer after each test run, with xdpc kept on one CPU
 * so the per-CPU one-in-N counters see every frame in order; the
 * evaluator engine models the same counters (and R/s on the capture's
 * time stamps). */
#ifndef XDPC_DRYRUN_SAMPLE_H
#define XDPC_DRYRUN_SAMPLE_H

#include "ast.h"
#include "eval.h"

#include <stddef.h>
#include <stdint.h>

struct ring_buffer;

struct dry_sample {
	unsigned long frame;     /* 1-based, as in the capture */
	int rule;
};

struct dry_samples {
	struct dry_sample *v;
	size_t n, cap;
	unsigned long frame;     /* the frame being run */
	/* kernel engine */
	struct ring_buffer *rb;
	void *saved_cpus;        /* cpu_set_t: the CPUs to go back to */
	/* evaluator engine: per sampler */
	uint64_t *seen, *tat, *before;
};

/* Kernel engine: read RING_FD (the program's xdpc_samples; -1: nothing
 * samples) after each frame. 0, or -1 after printing why. */
int dry_samples_kernel_start(struct dry_samples *s, int ring_fd);
/* After the test run of frame FRAME: what the program sampled. */
void dry_samples_kernel_frame(struct dry_samples *s, unsigned long frame);
/* Evaluator engine: before the first frame. */
void dry_samples_eval_start(struct dry_samples *s, const struct program *p);
/* After eval of frame FRAME (RES, counters C, at TS_NS capture time). */
void dry_samples_eval_frame(struct dry_samples *s, const struct program *p,
			    const struct eval_counters *c, struct eval_result res,
			    unsigned long frame, uint64_t ts_ns);
/* Stops reading (restores the CPUs); the samples stay. */
void dry_samples_stop(struct dry_samples *s);
void dry_samples_free(struct dry_samples *s);

#endif
