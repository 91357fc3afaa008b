/* Loading a compiled object into the kernel, not yet attached anywhere. */
#ifndef XDPC_LOAD_H
#define XDPC_LOAD_H

#include "filter.h"

#include <stdbool.h>
#include <stddef.h>

/* Load IMAGE (an ELF object made by xdpc; NAME is for messages): verify
 * the program, create its maps, bind a metadata map to it, and fill its
 * dynamic sets with their initial elements. Returns 0,
 * or -errno after printing why. Prints libbpf's details only when VERBOSE,
 * except warnings (the verifier log on failure). */
int load_filter(struct filter *f, const void *image, size_t size,
		const char *name, bool verbose);

/* A two-instruction XDP program (returns XDP_PASS): its fd, or -errno.
 * Loading it first tells "not allowed" apart from "program rejected". */
int load_tiny_xdp(void);

#endif
