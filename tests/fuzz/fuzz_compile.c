/* libFuzzer compile-and-load harness: any rule text the front end accepts
 * (its budget checks included) must compile and pass the kernel's
 * verifier. A program over a budget must have been refused by the front
 * end with a located error; code generation failing, or the verifier
 * rejecting a program, is a finding. Needs root: without it the run skips
 * (exit 77), or fails under CI=true. */
#include "fuzz_root.h"
#include "codegen.h"
#include "frontend.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_require_root();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	struct frontend_opts o = { .stdlib_dir = XDPC_FUZZ_STDLIB };
	struct arena a;
	struct diag d;
	struct program *p;
	struct cg_buffer obj;
	struct bpfrun run;

	if (!sink)
		sink = fopen("/dev/null", "w");
	arena_init(&a);
	diag_init(&d, sink);
	p = frontend_compile_string(&a, &d, "fuzz.xf", (const char *)data, size, &o);
	if (!p) {
		arena_free(&a);
		return 0;
	}
	diag_init(&d, stderr);
	if (cg_compile(p, NULL, CG_OUT_OBJECT, &obj, &d) < 0) {
		fprintf(stderr, "fuzz_compile: the front end accepted it, code generation failed\n");
		abort();
	}
	if (bpfrun_load(&run, obj.data, obj.len) < 0) {
		fprintf(stderr, "fuzz_compile: the verifier rejects it:\n%s\n", run.error);
		abort();
	}
	bpfrun_close(&run);
	cg_buffer_free(&obj);
	arena_free(&a);
	return 0;
}
