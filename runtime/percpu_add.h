/* Adding to per-CPU counters that a running program is counting into,
 * without losing an increment of either side.
 *
 * A program counts with a load and a store on its own CPU's copy; a write
 * from user space replaces every CPU's copy at once, undoing whatever the
 * program counted between that write and the read before it. Here a tiny
 * XDP program, run with BPF_PROG_TEST_RUN while xdpc is pinned to CPU K,
 * adds to CPU K's copy with one atomic instruction. On CPU K the filter's
 * load-and-store runs in a softirq (or with softirqs off), which process
 * context cannot interrupt, and an interrupt cannot split an atomic add:
 * the two never interleave, and other CPUs never touch CPU K's copy. */
#ifndef XDPC_PERCPU_ADD_H
#define XDPC_PERCPU_ADD_H

#include "meta.h"

struct percpu_adder;

/* NULL after printing why. */
struct percpu_adder *percpu_adder_open(void);
/* Add D to the struct xdpc_counter at byte OFF of CPU's copy of MAP_FD's
 * entry KEY (KEY_SIZE bytes, at most 24), creating the entry in a hash
 * map (OFF 0). A per-CPU map's copy is CPU's value; in an ARRAY counter
 * block (meta.h) it is entry KEY = CPU, which only CPU's program counts
 * into, so the same holds. 0, or -errno: -EAGAIN when xdpc cannot run on
 * CPU. */
int percpu_add(struct percpu_adder *a, int map_fd, const void *key, unsigned key_size,
	       unsigned off, int cpu, const struct xdpc_counter *d);
/* Also lets xdpc run on every CPU it could before. */
void percpu_adder_close(struct percpu_adder *a);

#endif
