#include "source.h"

#include "arena.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static void index_lines(struct arena *a, struct source *s)
{
	size_t n = 1;

	for (size_t i = 0; i < s->len; i++)
		if (s->text[i] == '\n')
			n++;
	s->line_start = ARENA_ARRAY(a, size_t, n);
	s->nlines = 0;
	s->line_start[s->nlines++] = 0;
	for (size_t i = 0; i < s->len; i++)
		if (s->text[i] == '\n' && s->nlines < n)
			s->line_start[s->nlines++] = i + 1;
}

struct source *source_from_string(struct arena *a, const char *name,
				  const char *text, size_t len)
{
	struct source *s = ARENA_NEW(a, struct source);

	s->path = arena_strdup(a, name);
	s->text = arena_strndup(a, text, len);
	s->len = len;
	index_lines(a, s);
	return s;
}

struct source *source_load(struct arena *a, const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0;
	struct source *s;

	if (!f)
		return NULL;
	for (;;) {
		if (cap - len < 4096) {
			size_t ncap = cap ? cap * 2 : 8192;
			char *nbuf = arena_alloc(a, ncap + 1);

			if (len)
				memcpy(nbuf, buf, len);
			buf = nbuf;
			cap = ncap;
		}
		size_t got = fread(buf + len, 1, cap - len, f);

		len += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		int e = errno ? errno : EIO;

		fclose(f);
		errno = e;
		return NULL;
	}
	fclose(f);
	buf[len] = '\0';
	s = ARENA_NEW(a, struct source);
	s->path = arena_strdup(a, path);
	s->text = buf;
	s->len = len;
	index_lines(a, s);
	return s;
}

const char *source_line(const struct source *s, uint32_t line, size_t *len)
{
	size_t start, end;

	if (!s || line == 0 || line > s->nlines) {
		*len = 0;
		return "";
	}
	start = s->line_start[line - 1];
	end = start;
	while (end < s->len && s->text[end] != '\n' && s->text[end] != '\r')
		end++;
	*len = end - start;
	return s->text + start;
}

struct loc loc_join(struct loc a, struct loc b)
{
	struct loc r = a;

	if (a.src == b.src && (b.end_line > a.end_line ||
			       (b.end_line == a.end_line && b.end_col > a.end_col))) {
		r.end_line = b.end_line;
		r.end_col = b.end_col;
		r.end_off = b.end_off;
	}
	return r;
}
