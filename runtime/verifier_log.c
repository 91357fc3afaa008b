#include "verifier_log.h"

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
