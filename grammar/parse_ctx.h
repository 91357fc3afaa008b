/* What the generated lexer and parser share: the scanner state and the
 * parse context. compiler/parse.c drives them; nothing here knows about
 * includes or meaning. */
#ifndef XDPC_PARSE_CTX_H
#define XDPC_PARSE_CTX_H

#include "arena.h"
#include "ast.h"
#include "diag.h"
#include "source.h"

struct lexer {
	const struct source *src;
	const char *cur;        /* next character to scan */
	const char *lim;        /* the terminating NUL of src->text */
	const char *line_begin; /* first character of the current line */
	uint32_t line;
};

struct parse_ctx {
	struct lexer lx;
	struct arena *a;
	struct diag *d;
	struct ptrvec *stmts;   /* statements of this one file, in order */
	struct loc last_tok;    /* the most recent token, for end-of-file errors */
	struct loc prev_tok;    /* the token before it: where a missing ';' belongs */
};

void lexer_init(struct lexer *lx, const struct source *src);
/* Parses one source into ctx->stmts; returns 0 when no syntax error occurred. */
int parse_source(struct parse_ctx *ctx);

#endif
