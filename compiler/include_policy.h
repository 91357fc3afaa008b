/* Which files `include` and `set from` may read. A rule file may come from
 * someone else (a CI job checking contributed rules runs xdpc as root), so
 * a name resolves like a C compiler's #include -- next to the including
 * file, then each -I directory, then the stdlib -- and the file found must
 * lie, after symlinks, inside the main rule file's directory, a -I
 * directory or the stdlib. --allow-any-path lifts that last rule. */
#ifndef XDPC_INCLUDE_POLICY_H
#define XDPC_INCLUDE_POLICY_H

#include "arena.h"
#include "fileio.h"
#include "source.h"

#include <stdbool.h>

struct include_policy {
	const char *const *dirs;   /* -I, searched in order */
	size_t ndirs;
	const char *stdlib_dir;
	bool any_path;             /* --allow-any-path */
	const char *main_dir;      /* the main rule file's directory */
};

/* The path to open for NAME named in FROM: searched (SEARCH) or next to
 * FROM only (set files). NULL with WHY set and *MISSING true when no
 * candidate exists, false when one exists but is outside the roots. */
const char *include_resolve(struct arena *a, const struct include_policy *p,
			    const struct source *from, const char *name, bool search,
			    bool *missing, char why[FILE_WHY_LEN]);
/* "dir" of "dir/file"; "." for a bare name. */
char *include_dir_of(struct arena *a, const char *path);

#endif
