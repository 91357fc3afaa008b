/* Helpers shared by the evaluator tests: compile rule text once (cached by
 * text), and run a program on the first N bytes of a built frame. */
#ifndef XDPC_TESTS_EVALUTIL_H
#define XDPC_TESTS_EVALUTIL_H

#include "eval.h"
#include "frames.h"
#include "frontend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct arena eu_arena;

static inline struct program *compile(const char *text)
{
	static struct {
		const char *text;
		struct program *p;
	} cache[1024];
	static size_t ncache;
	struct program *p;
	struct diag d;

	for (size_t i = 0; i < ncache; i++)
		if (strcmp(cache[i].text, text) == 0)
			return cache[i].p;
	if (!eu_arena.head)
		arena_init(&eu_arena);
	diag_init(&d, NULL);   /* lint warnings are not this test's business */
	p = frontend_compile_string(&eu_arena, &d, "<test>", text, strlen(text), NULL);
	if (!p) {
		fprintf(stderr, "test bug: cannot compile: %s\n", text);
		diag_init(&d, stderr);
		frontend_compile_string(&eu_arena, &d, "<test>", text, strlen(text), NULL);
		exit(2);
	}
	if (ncache < sizeof(cache) / sizeof(cache[0])) {
		cache[ncache].text = arena_strdup(&eu_arena, text);
		cache[ncache++].p = p;
	}
	return p;
}

/* Runs P on the first N bytes of FR, copied to a buffer of exactly N bytes
 * so that ASan builds catch any read past the frame. */
static inline struct eval_result run_n(const struct program *p, const struct frame *fr,
				size_t n, struct eval_counters *c)
{
	uint8_t *b = malloc(n ? n : 1);
	struct eval_result r;

	memcpy(b, fr->buf, n);
	r = eval_frame(p, b, n, c);
	free(b);
	return r;
}

/* Whether the match expression EXPR holds for the first N bytes of FR. */
static inline bool holds_n(const char *expr, const struct frame *fr, size_t n)
{
	char text[512];

	snprintf(text, sizeof(text), "drop %s;", expr);
	return run_n(compile(text), fr, n, NULL).verdict == VERDICT_DROP;
}

static inline bool holds(const char *expr, const struct frame *fr)
{
	return holds_n(expr, fr, fr->len);
}

static inline void eu_done(void)
{
	if (eu_arena.head)
		arena_free(&eu_arena);
}

#endif
