#include "include_policy.h"

#include "termsafe.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

char *include_dir_of(struct arena *a, const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return arena_strdup(a, ".");
	return arena_strndup(a, path, (size_t)(slash - path) + (slash == path));
}

/* Whether the real path FILE lies inside directory DIR (after symlinks). */
static bool inside(const char *file, const char *dir)
{
	char root[PATH_MAX];
	size_t n;

	if (!dir || !realpath(dir, root))
		return false;
	n = strlen(root);
	if (n == 1)
		return true;   /* "/" holds everything */
	return strncmp(file, root, n) == 0 && file[n] == '/';
}

static bool allowed(const struct include_policy *p, const char *real)
{
	if (p->any_path || inside(real, p->main_dir) || inside(real, p->stdlib_dir))
		return true;
	for (size_t i = 0; i < p->ndirs; i++)
		if (inside(real, p->dirs[i]))
			return true;
	return false;
}

static size_t candidates(struct arena *a, const struct include_policy *p,
			 const struct source *from, const char *name, bool search,
			 const char **out)
{
	size_t n = 0;

	if (name[0] == '/') {
		out[n++] = name;
		return n;
	}
	out[n++] = strchr(from->path, '/') ?
		arena_printf(a, "%s/%s", include_dir_of(a, from->path), name) : name;
	if (!search)
		return n;
	for (size_t i = 0; i < p->ndirs; i++)
		out[n++] = arena_printf(a, "%s/%s", p->dirs[i], name);
	if (p->stdlib_dir)
		out[n++] = arena_printf(a, "%s/%s", p->stdlib_dir, name);
	return n;
}

const char *include_resolve(struct arena *a, const struct include_policy *p,
			    const struct source *from, const char *name, bool search,
			    bool *missing, char why[FILE_WHY_LEN])
{
	const char **cands = ARENA_ARRAY(a, const char *, p->ndirs + 3);
	size_t n = candidates(a, p, from, name, search, cands);
	char real[PATH_MAX], safe[256], rsafe[256];
	int err = ENOENT;

	*missing = true;
	for (size_t i = 0; i < n; i++) {
		if (!realpath(cands[i], real)) {
			if (errno != ENOENT)
				err = errno;
			continue;
		}
		if (allowed(p, real))
			return cands[i];
		*missing = false;
		snprintf(why, FILE_WHY_LEN,
			 "'%s' resolves to '%s', outside the rule file's directory, the -I "
			 "directories and the stdlib; add its directory with -I DIR, or pass "
			 "--allow-any-path to trust every path in these rules",
			 term_safe(name, safe, sizeof(safe)), term_safe(real, rsafe, sizeof(rsafe)));
		return NULL;
	}
	snprintf(why, FILE_WHY_LEN, "%s", strerror(err));
	return NULL;
}
