#include "frontend.h"

#include "check.h"
#include "parse.h"

#include <errno.h>
#include <string.h>

#ifndef XDPC_STDLIB_DIR
#define XDPC_STDLIB_DIR "/usr/share/xdpc/stdlib"
#endif

const char *frontend_default_stdlib_dir(void)
{
	return XDPC_STDLIB_DIR;
}

static struct program *compile_source(struct arena *a, struct diag *d,
				      const struct source *src,
				      const struct frontend_opts *o)
{
	struct ptrvec stmts = { 0 };
	const char *stdlib = o && o->stdlib_dir ? o->stdlib_dir : XDPC_STDLIB_DIR;
	struct program *p;

	parse_with_includes(a, d, src, stdlib, &stmts);
	/* Checking after syntax errors would only add noise about the statements
	 * the parser skipped. */
	if (d->errors)
		return NULL;
	p = check_program(a, d, &stmts);
	return d->errors ? NULL : p;
}

struct program *frontend_compile_file(struct arena *a, struct diag *d,
				      const char *path,
				      const struct frontend_opts *o)
{
	struct source *src = source_load(a, path);

	if (!src) {
		diag_plain(d, "cannot read '%s': %s", path, strerror(errno));
		return NULL;
	}
	return compile_source(a, d, src, o);
}

struct program *frontend_compile_string(struct arena *a, struct diag *d,
					const char *name, const char *text,
					size_t len, const struct frontend_opts *o)
{
	return compile_source(a, d, source_from_string(a, name, text, len), o);
}
