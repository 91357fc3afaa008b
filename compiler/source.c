#include "source.h"

#include "arena.h"

#include <stdlib.h>
#include <string.h>

/* The next newline at or after P, or NULL (memchr: a set file of a
 * million lines is 25 MB). */
static const char *next_nl(const struct source *s, const char *p)
{
	return memchr(p, '\n', s->len - (size_t)(p - s->text));
}

static void index_lines(struct arena *a, struct source *s)
{
	size_t n = 1;

	for (const char *p = s->text; (p = next_nl(s, p)); p++)
		n++;
	s->line_start = ARENA_ARRAY(a, size_t, n);
	s->nlines = 0;
	s->line_start[s->nlines++] = 0;
	for (const char *p = s->text; (p = next_nl(s, p)) && s->nlines < n; p++)
		s->line_start[s->nlines++] = (size_t)(p - s->text) + 1;
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

struct source *source_load(struct arena *a, const char *path,
			   char why[FILE_WHY_LEN])
{
	struct source *s;
	char *data;
	size_t len;

	if (file_read(path, FILE_TEXT_MAX, &data, &len, why) != 0)
		return NULL;
	s = source_from_string(a, path, data, len);
	free(data);
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
