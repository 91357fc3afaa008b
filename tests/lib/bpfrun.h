/* Test helper: load a compiled xdpc object into the kernel with libbpf, run
 * its XDP program on one frame (BPF_PROG_TEST_RUN, repeat = 1) and read
 * counters back, summed over CPUs.
 *
 *	struct bpfrun r;
 *	if (bpfrun_load(&r, obj, len) < 0) fail(r.error);
 *	bpfrun_run(&r, frame, n, &action);
 *	bpfrun_rule_counter(&r, 0, &c);
 *	bpfrun_close(&r);
 */
#ifndef XDPC_TESTS_BPFRUN_H
#define XDPC_TESTS_BPFRUN_H

#include "meta.h"

#include <stddef.h>
#include <stdint.h>

struct bpf_object;

struct bpfrun {
	struct bpf_object *obj;
	int prog_fd;
	uint32_t verified_insns;   /* the verifier's processed-insn count */
	char error[4096];          /* why the last call failed (with libbpf's
				    * log, e.g. the verifier's complaint) */
};

/* 0 when the kernel can run the tests here (root, BPF usable); otherwise
 * prints why and returns 77 (skip), or 1 when env CI=true (CI must not
 * skip silently). */
int bpfrun_require_privileges(void);

int bpfrun_load(struct bpfrun *r, const void *obj, size_t len);
/* Before OBJ's load: a counter block too large for per-CPU values is an
 * ARRAY whose object says 1 entry (meta.h); it gets one per possible CPU,
 * as `xdpc --attach` gives it, or every CPU but the first would take the
 * program's fallback to entry 0 (a second lookup). */
void bpfrun_size_block(struct bpf_object *obj);
void bpfrun_close(struct bpfrun *r);

/* Runs the program on LEN bytes (at least 14: the kernel's minimum for an
 * XDP test run); *ACTION receives the XDP action. */
int bpfrun_run(struct bpfrun *r, const void *frame, size_t len, uint32_t *action);

/* The map named NAME (a file descriptor), or -1. */
int bpfrun_map_fd(struct bpfrun *r, const char *name);
/* Sum over CPUs of the struct xdpc_counter at KEY; a key missing from a
 * hash map reads as zero. */
int bpfrun_counter(struct bpfrun *r, const char *map, const void *key,
		   struct xdpc_counter *out);
/* Counter IDX of the counter block (meta.h's xdpc_rules: rule IDX's, the
 * default's at nrules, then the tables the block holds), summed over
 * CPUs. */
int bpfrun_rule_counter(struct bpfrun *r, uint32_t idx, struct xdpc_counter *out);
/* Every counter of the block, summed over CPUs: *OUT (malloc'ed, the
 * caller frees it) of *N. */
int bpfrun_block(struct bpfrun *r, struct xdpc_counter **out, size_t *n);
/* Visits every key of a per-CPU counter map whose sum is not zero. */
int bpfrun_each_counter(struct bpfrun *r, const char *map,
			void (*fn)(const void *key, const struct xdpc_counter *c,
				   void *arg),
			void *arg);
/* Zeroes every counter of every map (between independent runs). */
int bpfrun_reset(struct bpfrun *r);

/* Dynamic sets (meta.h: OUTER = xdpc_dN, an ARRAY_OF_MAPS whose slot 0
 * holds the set). The inner map now in slot 0, as a new descriptor the
 * caller closes; -1 when the slot is empty. */
int bpfrun_dynset_inner(struct bpfrun *r, const char *outer);
/* The inner map's type (enum bpf_map_type), sizes and flags. */
struct bpfrun_shape {
	uint32_t type, key_size, value_size, max_entries, map_flags;
};
int bpfrun_dynset_shape(struct bpfrun *r, const char *outer, struct bpfrun_shape *s);
/* A new, empty map of the same shape as OUTER's current inner map. */
int bpfrun_dynset_new_inner(struct bpfrun *r, const char *outer);
/* Puts map INNER_FD in slot 0 (what a replacement of the whole set does). */
int bpfrun_dynset_swap(struct bpfrun *r, const char *outer, int inner_fd);
/* Empties slot 0: the set then matches nothing. */
int bpfrun_dynset_clear(struct bpfrun *r, const char *outer);
/* Adds a prefix (ADDR in network order; IPv4 in addr[0..3]) to an LPM
 * trie inner map, or the ports LO..HI to a port array; 0 or -errno. */
int bpfrun_lpm_add(int fd, uint8_t family, const uint8_t addr[16], unsigned plen);
int bpfrun_ports_add(int fd, uint16_t lo, uint16_t hi);

#endif
