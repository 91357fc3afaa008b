/* xdpc RULES.xf [-o OUT] [--emit-llvm | -S] [-O0|-O2]: compile only. */
#include "commands.h"
#include "diag.h"

#include "codegen.h"
#include "fileio.h"
#include "frontend.h"
#include "rules_object.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Without -o: the rule file's base name with the output's extension, in
 * the current directory, as a C compiler does. */
static char *default_output(const char *rules, enum emit_kind emit)
{
	const char *base = strrchr(rules, '/');
	const char *ext = emit == EMIT_LLVM ? ".ll" : emit == EMIT_ASM ? ".s" : ".o";
	size_t n;
	char *out;

	base = base ? base + 1 : rules;
	n = strlen(base);
	if (n > 3 && strcmp(base + n - 3, ".xf") == 0)
		n -= 3;
	out = malloc(n + strlen(ext) + 1);
	if (!out)
		return NULL;
	memcpy(out, base, n);
	strcpy(out + n, ext);
	return out;
}

int cmd_compile(const struct cli *c)
{
	static const enum cg_output what[] = {
		[EMIT_OBJECT] = CG_OUT_OBJECT, [EMIT_LLVM] = CG_OUT_LLVM_IR,
		[EMIT_ASM] = CG_OUT_ASM,
	};
	struct frontend_opts fo;
	struct cg_buffer out = { 0 };
	struct cg_options o;
	struct program *p;
	struct arena a;
	struct diag d;
	char *path = NULL, why[FILE_WHY_LEN];
	int rc = 1;

	rules_frontend_options(c, &fo);
	arena_init(&a);
	diag_init(&d, stderr);
	p = frontend_compile_file(&a, &d, c->rules, &fo);
	if (!p)
		goto out;
	rules_cg_options(c, &o);
	if (cg_compile(p, &o, what[c->emit], &out, &d) != 0)
		goto out;
	path = c->output ? strdup(c->output) : default_output(c->rules, c->emit);
	if (!path) {
		diag_sys(diag_stderr(), DIAG_ERROR, "out of memory");
		goto out;
	}
	if (file_write(path, out.data, out.len, why) == 0)
		rc = 0;
	else
		diag_plain(&d, "%s", why);
out:
	free(path);
	cg_buffer_free(&out);
	arena_free(&a);
	return rc;
}
