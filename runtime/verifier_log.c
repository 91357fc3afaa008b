#include "verifier_log.h"

#include <stdlib.h>
#include <string.h>

#define LOG_BEGIN "-- BEGIN PROG LOAD LOG --"
#define LOG_END "-- END PROG LOAD LOG --"

/* The start of the last TAIL lines of LOG..END (END after a newline). */
static const char *tail_start(const char *log, const char *end, unsigned tail)
{
	const char *t = end;
	unsigned n = 0;

	while (t > log) {
		if (t[-1] == '\n' && t != end && ++n == tail)
			return t;
		t--;
	}
	return log;
}

void verifier_log_print(FILE *out, const char *msg, unsigned tail)
{
	const char *begin = strstr(msg, LOG_BEGIN);
	const char *log = begin ? strchr(begin, '\n') : NULL;
	const char *end = log ? strstr(log, LOG_END) : NULL;
	const char *t;
	size_t left_out = 0;

	if (!end) {
		fputs(msg, out);
		return;
	}
	log++;
	t = tail_start(log, end, tail);
	for (const char *c = log; c < t; c++)
		left_out += *c == '\n';
	fwrite(msg, 1, (size_t)(log - msg), out);
	if (left_out)
		fprintf(out, "[%zu earlier lines of the verifier's log left out; -v shows them]\n",
			left_out);
	fputs(t, out);
}

/* cg_debug.c names a file DIR/BASE; DIR is "." for a bare name and a
 * directory that does not exist when line text is left out. */
static const char *compiler_name(const char *f)
{
	static const char no_text[] = "<no line text>/";

	if (!strncmp(f, no_text, sizeof(no_text) - 1))
		f += sizeof(no_text) - 1;
	if (!strncmp(f, "./", 2))
		f += 2;
	return f;
}

/* "; TEXT @ FILE:LINE" from S to EOL; false when S is no such line. */
static bool parse_linfo(const char *s, const char *eol, char *file, size_t filelen,
			unsigned *line)
{
	const char *at = NULL, *colon = NULL;
	char name[4096];
	size_t n;

	if (s[0] != ';' || s[1] != ' ')
		return false;
	for (const char *p = s; p + 2 < eol; p++)
		if (p[0] == ' ' && p[1] == '@' && p[2] == ' ')
			at = p + 3;
	if (!at)
		return false;
	for (const char *p = at; p < eol; p++)
		if (*p == ':')
			colon = p;
	if (!colon || colon == at || (n = (size_t)(colon - at)) >= sizeof(name))
		return false;
	memcpy(name, at, n);
	name[n] = '\0';
	*line = (unsigned)strtoul(colon + 1, NULL, 10);
	snprintf(file, filelen, "%s", compiler_name(name));
	return *line > 0;
}

bool verifier_log_where(const char *msg, char *file, size_t filelen, unsigned *line)
{
	const char *begin = strstr(msg, LOG_BEGIN);
	const char *end = begin ? strstr(begin, LOG_END) : NULL;
	bool found = false;

	if (!end)
		return false;
	for (const char *s = strchr(begin, '\n'); s && s < end; s = strchr(s, '\n')) {
		const char *eol;

		s++;
		eol = strchr(s, '\n');
		if (!eol || eol > end)
			eol = end;
		found |= parse_linfo(s, eol, file, filelen, line);
	}
	return found;
}
