#include "setfile.h"

#include "termsafe.h"

#include <string.h>

void setfile_begin(struct setfile_scan *s, const char *text, size_t len)
{
	s->text = text;
	s->len = len;
	s->pos = 0;
	s->line = 0;
}

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

static bool bad_at(struct setfile_item *it, size_t at, const char *msg)
{
	it->bad = true;
	it->msg = msg;
	it->start = at;
	it->end = at + 1;
	return true;
}

/* The item of the line [OFF, END), or false for a blank or comment line. */
static bool scan_line(const char *t, size_t off, size_t end, struct setfile_item *it)
{
	const char *nul = memchr(t + off, '\0', end - off);
	size_t p = off, tok;

	if (nul)
		return bad_at(it, (size_t)(nul - t), "NUL byte in a set file");
	while (p < end && blank(t[p]))
		p++;
	if (p == end || t[p] == '#')
		return false;
	for (tok = p; p < end && !blank(t[p]) && t[p] != '#'; p++)
		if (term_escaped((unsigned char)t[p]))
			return bad_at(it, p, "control character in an element");
	it->start = tok;
	it->end = p;
	while (p < end && blank(t[p]))
		p++;
	if (p < end && t[p] != '#')
		return bad_at(it, p, "one element per line; unexpected text after it");
	return true;
}

bool setfile_next(struct setfile_scan *s, struct setfile_item *it)
{
	while (s->pos < s->len) {
		const char *nl = memchr(s->text + s->pos, '\n', s->len - s->pos);
		size_t off = s->pos, end = nl ? (size_t)(nl - s->text) : s->len;
		bool found;

		s->pos = nl ? end + 1 : s->len;
		s->line++;
		memset(it, 0, sizeof(*it));
		it->line = s->line;
		it->line_off = off;
		found = scan_line(s->text, off, end, it);
		if (found)
			return true;
	}
	return false;
}
