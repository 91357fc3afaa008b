#include "frontend.h"

#include "check.h"
#include "parse.h"

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
	struct include_policy pol = {
		.stdlib_dir = o && o->stdlib_dir ? o->stdlib_dir : XDPC_STDLIB_DIR,
		.dirs = o ? o->include_dirs : NULL,
		.ndirs = o ? o->ninclude_dirs : 0,
		.any_path = o && o->any_path,
		.main_dir = include_dir_of(a, src->path),
	};
	struct program *p;

	parse_with_includes(a, d, src, &pol, &stmts);
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
	char why[FILE_WHY_LEN];
	struct source *src = source_load(a, path, why);

	if (!src) {
		diag_plain(d, "%s", why);
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
