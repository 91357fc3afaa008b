#include "parse.h"

#include "parse_ctx.h"
#include "termsafe.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define MAX_INCLUDE_DEPTH 16

static int parse_file(struct arena *a, struct diag *d, const struct source *src,
		      const struct include_policy *pol, struct ptrvec *out, int depth);

static int same_file(const char *a, const char *b)
{
	char ra[PATH_MAX], rb[PATH_MAX];

	if (!realpath(a, ra) || !realpath(b, rb))
		return strcmp(a, b) == 0;
	return strcmp(ra, rb) == 0;
}

/* The include's source, or NULL after reporting why at AT. */
static struct source *open_include(struct arena *a, struct diag *d, struct loc at,
				   const struct source *from, const char *name,
				   const struct include_policy *pol)
{
	char why[FILE_WHY_LEN], safe[256];
	bool missing;
	const char *path = include_resolve(a, pol, from, name, true, &missing, why);
	struct source *s;

	if (!path) {
		if (missing)
			diag_error(d, at, "cannot open include file '%s': %s",
				   term_safe(name, safe, sizeof(safe)), why);
		else
			diag_error(d, at, "include refused: %s", why);
		return NULL;
	}
	if (!(s = source_load(a, path, why)))
		diag_error(d, at, "%s", why);
	return s;
}

/* `set NAME from "FILE"`: the file is found and vetted here, with the
 * includes, and read by check_set_file(). */
static void resolve_set_file(struct arena *a, struct diag *d, struct stmt *st,
			     const struct source *from, const struct include_policy *pol)
{
	struct set_decl *sd = &st->u.set;
	char why[FILE_WHY_LEN], safe[256];
	bool missing;

	sd->from_path = include_resolve(a, pol, from, sd->from_file, false, &missing, why);
	if (sd->from_path)
		return;
	if (missing)
		diag_error(d, sd->from_loc, "cannot read set file '%s': %s",
			   term_safe(sd->from_file, safe, sizeof(safe)), why);
	else
		diag_error(d, sd->from_loc, "set file refused: %s", why);
}

static int splice_include(struct arena *a, struct diag *d, struct stmt *inc,
			  const struct source *from, const struct include_policy *pol,
			  struct ptrvec *out, int depth)
{
	const char *name = inc->u.include.path;
	struct loc at = inc->u.include.path_loc;
	struct source *s;

	if (name[0] == '\0') {
		diag_error(d, at, "include of an empty file name");
		return -1;
	}
	if (!(s = open_include(a, d, at, from, name, pol)))
		return -1;
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
	return parse_file(a, d, s, pol, out, depth + 1);
}

static int parse_file(struct arena *a, struct diag *d, const struct source *src,
		      const struct include_policy *pol, struct ptrvec *out, int depth)
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
		if (s->kind == S_SET && s->u.set.from_file && !diag_too_many(d))
			resolve_set_file(a, d, s, src, pol);
		if (s->kind == S_INCLUDE && !diag_too_many(d))
			splice_include(a, d, s, src, pol, out, depth);
	}
	return d->errors == errors_before ? 0 : -1;
}

int parse_with_includes(struct arena *a, struct diag *d,
			const struct source *src, const struct include_policy *pol,
			struct ptrvec *out)
{
	return parse_file(a, d, src, pol, out, 0);
}
