#ifndef XDPC_BENCH_XB_LOAD_H
#define XDPC_BENCH_XB_LOAD_H

#include <stdint.h>

struct bpf_object;

/* Opens and loads PATH; PROG_NAME NULL takes the first program. Returns 0
 * or a negative errno; on failure xb_load_log() holds libbpf's messages
 * (with the verifier's log). */
int xb_load_object(const char *path, const char *prog_name,
		   struct bpf_object **obj, int *prog_fd);
const char *xb_load_log(void);

/* Fills dynamic set 0's LPM trie from a prefix file; the count, or -1. */
long xb_fill_lpm(struct bpf_object *obj, const char *path);

/* An XDP program that only returns ACTION (a file descriptor, or -1). */
int xb_load_action_prog(uint32_t action);

/* Bytes of locked memory the kernel charges for a program or map FD. */
uint64_t xb_fd_memlock(int fd);

#endif
