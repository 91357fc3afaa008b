/* The front end as one call: read a rule file (with its includes), parse,
 * check. Returns the checked program, or NULL when any error was reported
 * through D. Everything lives in arena A. */
#ifndef XDPC_FRONTEND_H
#define XDPC_FRONTEND_H

#include "arena.h"
#include "ast.h"
#include "diag.h"

#include <stdbool.h>

struct frontend_opts {
	const char *stdlib_dir;  /* NULL: the built-in default (XDPC_STDLIB_DIR) */
	const char *const *include_dirs;   /* -I DIR, searched in order */
	size_t ninclude_dirs;
	bool any_path;           /* --allow-any-path: includes and set files
				    may be read from anywhere */
};

struct program *frontend_compile_file(struct arena *a, struct diag *d,
				      const char *path,
				      const struct frontend_opts *o);
struct program *frontend_compile_string(struct arena *a, struct diag *d,
					const char *name, const char *text,
					size_t len, const struct frontend_opts *o);
const char *frontend_default_stdlib_dir(void);

#endif
