/* Code generation: a checked program -> LLVM IR (built with the LLVM C API)
 * -> a BPF ELF object holding one XDP program, its maps (with BTF) and the
 * metadata section described in meta.h.
 *
 * Every output is produced in memory; file_write() (fileio.h) puts a buffer
 * on disk atomically. Errors are reported through struct diag and make the call
 * return -1. */
#ifndef XDPC_CODEGEN_H
#define XDPC_CODEGEN_H

#include "ast.h"
#include "diag.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct cg_options {
	int opt_level;          /* 0 or 2 (default 2) */
	uint32_t table_size;    /* max entries of count-by src/dst tables */
	const char *source_name; /* for metadata and debug info; NULL: the
				  * program's top-level file */
	bool no_group;          /* test rules one by one, never as a rule
				 * group's single lookup (groups.h) */
	bool no_hash;           /* search address sets as intervals, never
				 * as hash tables (phash.h): keeps the search
				 * tested on shapes the tables would take */
	bool cls_box_lists;     /* keep every classifier's boxes in lists,
				 * never a box per list entry (cg_cls.c):
				 * keeps the lists' scan tested on sets
				 * small enough to take the other layout */
};

enum cg_output {
	CG_OUT_OBJECT,   /* BPF ELF object (relocatable, for libbpf) */
	CG_OUT_LLVM_IR,  /* textual IR: as generated at -O0, optimised at -O2 */
	CG_OUT_ASM,      /* BPF assembly text */
};

struct cg_buffer {
	char *data;      /* malloc'd; for text outputs NUL-terminated */
	size_t len;      /* bytes, without the terminating NUL */
};

void cg_options_init(struct cg_options *o);

/* Compiles P into OUT (which the caller frees with cg_buffer_free). */
int cg_compile(const struct program *p, const struct cg_options *o,
	       enum cg_output what, struct cg_buffer *out, struct diag *d);
void cg_buffer_free(struct cg_buffer *b);

#endif
