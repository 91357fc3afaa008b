#include "testrun_limit.h"
#include "diag.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <linux/bpf.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The packet offset the verifier allows at most. */
#define PROBE_MAX 0xffff

static struct bpf_insn insn(__u8 code, __u8 dst, __u8 src, __s16 off, __s32 imm)
{
	return (struct bpf_insn){ .code = code, .dst_reg = dst, .src_reg = src,
				  .off = off, .imm = imm };
}

/* A program returning XDP_PASS when data + LEN <= data_end: it sees LEN
 * bytes of linear data. */
static int load_probe(unsigned len)
{
	struct bpf_insn p[] = {
		insn(BPF_LDX | BPF_W | BPF_MEM, 2, 1, 0, 0),        /* r2 = ctx->data */
		insn(BPF_LDX | BPF_W | BPF_MEM, 3, 1, 4, 0),        /* r3 = ctx->data_end */
		insn(BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, XDP_DROP),
		insn(BPF_ALU64 | BPF_ADD | BPF_K, 2, 0, 0, (__s32)len),
		insn(BPF_JMP | BPF_JGT | BPF_X, 2, 3, 1, 0),        /* past the end */
		insn(BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, XDP_PASS),
		insn(BPF_JMP | BPF_EXIT, 0, 0, 0, 0),
	};

	return bpf_prog_load(BPF_PROG_TYPE_XDP, "xdpc_tr_probe", "GPL", p,
			     sizeof(p) / sizeof(p[0]), NULL);
}

/* 1: a LEN-byte frame is seen whole, 0: it is not, -1: the probe failed. */
static int seen_whole(unsigned len, unsigned char *frame)
{
	int fd = load_probe(len), err;
	LIBBPF_OPTS(bpf_test_run_opts, t, .data_in = frame, .data_size_in = len,
		    .repeat = 1);

	if (fd < 0) {
		diag_sys(diag_stderr(), DIAG_ERROR, "cannot load the test-run size probe: %s", strerror(-fd));
		return -1;
	}
	err = bpf_prog_test_run_opts(fd, &t);
	if (err)
		err = errno;
	close(fd);
	if (err == EINVAL || err == ENOMEM || err == E2BIG)
		return 0;    /* too long for a test run at all */
	if (err) {
		diag_sys(diag_stderr(), DIAG_ERROR, "the test-run size probe failed: %s", strerror(err));
		return -1;
	}
	return t.retval == XDP_PASS;
}

size_t testrun_max_linear(void)
{
	unsigned char *frame = calloc(PROBE_MAX, 1);
	unsigned lo = 14, hi = PROBE_MAX;   /* lo is seen whole; is hi? */
	int r;

	if (!frame || (r = seen_whole(lo, frame)) <= 0) {
		free(frame);
		return 0;
	}
	if ((r = seen_whole(hi, frame)) != 0) {
		free(frame);
		return r > 0 ? hi : 0;
	}
	while (hi - lo > 1) {    /* lo seen whole, hi not */
		unsigned mid = lo + (hi - lo) / 2;

		if ((r = seen_whole(mid, frame)) < 0) {
			free(frame);
			return 0;
		}
		*(r ? &lo : &hi) = mid;
	}
	free(frame);
	return lo;
}
