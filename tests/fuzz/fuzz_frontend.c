/* libFuzzer harness over lexer + parser + checks + AST dump: any input must
 * be handled without a crash, a sanitizer report or a leak. */
#include "arena.h"
#include "ast_dump.h"
#include "frontend.h"

#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	struct arena a;
	struct diag d;
	struct program *p;
	/* Includes resolve against the real stdlib so `include "bogons.xf"`
	 * is exercised too. */
	struct frontend_opts o = { .stdlib_dir = XDPC_FUZZ_STDLIB };

	if (!sink)
		sink = fopen("/dev/null", "w");
	arena_init(&a);
	diag_init(&d, sink);
	p = frontend_compile_string(&a, &d, "fuzz.xf", (const char *)data, size, &o);
	if (p)
		ast_dump_program(sink, p);
	arena_free(&a);
	return 0;
}
