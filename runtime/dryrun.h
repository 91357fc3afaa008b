/* Dry runs: a compiled rule set run over every frame of a capture, in the
 * kernel with BPF_PROG_TEST_RUN or in user space with the reference
 * evaluator, giving verdict totals, every rule's counters and every
 * count-by table. */
#ifndef XDPC_DRYRUN_H
#define XDPC_DRYRUN_H

#include "ast.h"
#include "capture.h"
#include "dryrun_sample.h"
#include "stats.h"

#include <stdbool.h>
#include <stddef.h>

enum dry_engine { ENGINE_KERNEL, ENGINE_EVAL };

struct dry_frame {
	unsigned long index;     /* 1-based, as in the capture */
	enum verdict verdict;
	int rule;                /* deciding rule index, -1: the default */
};

struct dry_run {
	enum dry_engine engine;
	const struct program *prog;
	unsigned long frames;
	unsigned long verdicts[2];   /* by enum verdict */
	/* Frames the kernel's test run cannot take (shorter than an Ethernet
	 * header, longer than a page of XDP data): run by the evaluator. */
	unsigned long fallback;
	size_t kernel_whole;         /* longest frame the kernel shows whole */
	struct snapshot counters;    /* rules: nrules + 1; tables by index */
	struct dry_frame *detail;    /* when recording details */
	size_t ndetail, cap_detail;
	struct dry_samples samples;  /* `sample` rules: which frames */
};

struct dry_opts {
	bool record_frames;              /* fill detail (for -v / JSON) */
	struct capture_out *dropped, *passed;
};

/* Runs PROG over the capture at PATH. For ENGINE_KERNEL, IMAGE is the
 * compiled object. Returns 0, or -1 after printing why. */
int dryrun(struct dry_run *r, enum dry_engine engine, const struct program *prog,
	   const void *image, size_t image_len, const char *path,
	   const struct dry_opts *o);
void dryrun_free(struct dry_run *r);

/* Whether this process may load BPF programs (CAP_BPF or CAP_SYS_ADMIN). */
bool dryrun_kernel_allowed(void);

#endif
