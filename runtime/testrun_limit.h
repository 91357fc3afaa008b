/* How long a frame BPF_PROG_TEST_RUN shows an XDP program whole. Past a
 * page minus headroom and tailroom (3,520 bytes on x86-64), the kernel puts
 * the rest of the frame in fragments that xdpc's programs do not read, so
 * a dry run gives such frames to the reference evaluator instead. */
#ifndef XDPC_TESTRUN_LIMIT_H
#define XDPC_TESTRUN_LIMIT_H

#include <stddef.h>

/* The largest frame length whose every byte the program sees, measured on
 * this kernel with tiny probe programs; 0 after printing why. */
size_t testrun_max_linear(void);

#endif
