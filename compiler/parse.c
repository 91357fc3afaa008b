#include "parse.h"

#include "parse_ctx.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define MAX_INCLUDE_DEPTH 16

static int parse_file(struct arena *a, struct diag *d, const struct source *src,
		      const char *stdlib_dir, struct ptrvec *out, int depth);

static char *dir_of(struct arena *a, const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return arena_strdup(a, ".");
	return arena_strndup(a, path, (size_t)(slash - path) + (slash == path));
}

static int same_file(const char *a, const char *b)
{
	char ra[PATH_MAX], rb[PATH_MAX];

	if (!realpath(a, ra) || !realpath(b, rb))
		return strcmp(a, b) == 0;
	return strcmp(ra, rb) == 0;
}

/* Looks for the include next to the including file, then in the stdlib. */
static struct source *open_include(struct arena *a, const struct source *from,
				   const char *name, const char *stdlib_dir,
				   int *err)
{
	const char *cands[2];
	int n = 0;
	struct source *s;

	if (name[0] == '/') {
		cands[n++] = name;
	} else {
		cands[n++] = strchr(from->path, '/') ?
			arena_printf(a, "%s/%s", dir_of(a, from->path), name) : name;
		if (stdlib_dir)
			cands[n++] = arena_printf(a, "%s/%s", stdlib_dir, name);
	}
	*err = ENOENT;
	for (int i = 0; i < n; i++) {
		s = source_load(a, cands[i]);
		if (s)
			return s;
		if (errno != ENOENT)
			*err = errno;
	}
	return NULL;
}

static int splice_include(struct arena *a, struct diag *d, struct stmt *inc,
			  const struct source *from, const char *stdlib_dir,
			  struct ptrvec *out, int depth)
{
	const char *name = inc->u.include.path;
	struct loc at = inc->u.include.path_loc;
	struct source *s;
	int err;

	if (name[0] == '\0') {
		diag_error(d, at, "include of an empty file name");
		return -1;
	}
	s = open_include(a, from, name, stdlib_dir, &err);
	if (!s) {
		diag_error(d, at, "cannot open include file '%s': %s", name,
			   strerror(err));
		return -1;
	}
	for (const struct source *up = from; up; up = up->included_from) {
		if (same_file(up->path, s->path)) {
			diag_error(d, at, "include cycle: '%s' includes itself%s",
				   name, up == from ? "" : " through other files");
			return -1;
		}
	}
	if (depth >= MAX_INCLUDE_DEPTH) {
		diag_error(d, at, "includes nested more than %d deep",
			   MAX_INCLUDE_DEPTH);
		return -1;
	}
	s->included_from = from;
	return parse_file(a, d, s, stdlib_dir, out, depth + 1);
}

static int parse_file(struct arena *a, struct diag *d, const struct source *src,
		      const char *stdlib_dir, struct ptrvec *out, int depth)
{
	struct ptrvec stmts = { 0 };
	struct parse_ctx ctx = { .a = a, .d = d, .stmts = &stmts };
	unsigned errors_before = d->errors;

	lexer_init(&ctx.lx, src);
	ctx.last_tok.src = src;
	ctx.last_tok.line = ctx.last_tok.end_line = 1;
	parse_source(&ctx);
	for (size_t i = 0; i < stmts.n; i++) {
		struct stmt *s = stmts.v[i];

		ptrvec_push(a, out, s);
		if (s->kind == S_INCLUDE && !diag_too_many(d))
			splice_include(a, d, s, src, stdlib_dir, out, depth);
	}
	return d->errors == errors_before ? 0 : -1;
}

int parse_with_includes(struct arena *a, struct diag *d,
			const struct source *src, const char *stdlib_dir,
			struct ptrvec *out)
{
	return parse_file(a, d, src, stdlib_dir, out, 0);
}
