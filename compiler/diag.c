#include "diag.h"

#include "termsafe.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_MAX_ERRORS 20

static const char *const level_name[] = {
	[DIAG_ERROR] = "error",
	[DIAG_WARNING] = "warning",
	[DIAG_NOTE] = "note",
};

void diag_init(struct diag *d, FILE *out)
{
	d->out = out;
	d->errors = 0;
	d->warnings = 0;
	d->max_errors = DEFAULT_MAX_ERRORS;
	d->color = 0;
}

int diag_too_many(const struct diag *d)
{
	return d->max_errors && d->errors >= d->max_errors;
}

/* A source line longer than this is shown as a window around the caret
 * (a rule of a million alternatives is one line). */
#define LINE_SHOWN 160
#define LINE_BEFORE 60

static void render_caret(FILE *out, struct loc loc)
{
	size_t len;
	const char *line = source_line(loc.src, loc.line, &len);
	uint32_t first = 1, last;   /* columns shown, 1-based */
	int cut_left, cut_right;

	if (len > LINE_SHOWN && loc.col > LINE_BEFORE)
		first = loc.col - LINE_BEFORE;
	cut_left = first > 1;
	cut_right = len - (first - 1) > LINE_SHOWN;
	if (cut_left)
		fputs("...", out);
	term_write(out, line + first - 1, cut_right ? LINE_SHOWN : len - (first - 1));
	fputs(cut_right ? "...\n" : "\n", out);
	if (cut_left)
		fputs("   ", out);
	/* Tabs stay tabs and escaped bytes take their four columns, so the
	 * caret lines up under the source text. */
	for (uint32_t i = first; i < loc.col; i++) {
		unsigned char c = i - 1 < len ? (unsigned char)line[i - 1] : ' ';

		fputs(c == '\t' ? "\t" : term_escaped(c) ? "    " : " ", out);
	}
	fputc('^', out);
	last = loc.end_line == loc.line ? loc.end_col : (uint32_t)len;
	if (last > first - 1 + LINE_SHOWN)
		last = first - 1 + LINE_SHOWN;
	for (uint32_t i = loc.col + 1; i <= last; i++)
		fputc('~', out);
	fputc('\n', out);
}

/* The formatted message and a newline, with rule text and file names in
 * it made safe for a terminal. */
static void write_message(FILE *out, const char *fmt, va_list ap)
{
	char small[512], *buf = small;
	va_list again;
	int n;

	va_copy(again, ap);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	if (n >= (int)sizeof(small) && (buf = malloc((size_t)n + 1)))
		vsnprintf(buf, (size_t)n + 1, fmt, again);
	va_end(again);
	if (!buf)
		buf = small;   /* out of memory: the cut message is still worth showing */
	if (n > 0)
		term_write(out, buf, buf == small && n >= (int)sizeof(small) ? sizeof(small) - 1
									    : (size_t)n);
	fputc('\n', out);
	if (buf != small)
		free(buf);
}

void diag_report(struct diag *d, enum diag_level lvl, struct loc loc,
		 const char *fmt, ...)
{
	va_list ap;

	if (lvl == DIAG_ERROR) {
		if (diag_too_many(d))
			return;
		d->errors++;
	} else if (lvl == DIAG_WARNING) {
		d->warnings++;
	}
	if (!d->out)
		return;
	if (loc.src) {
		term_write(d->out, loc.src->path, strlen(loc.src->path));
		fprintf(d->out, ":%u:%u: ", loc.line, loc.col);
	}
	fprintf(d->out, "%s: ", level_name[lvl]);
	va_start(ap, fmt);
	write_message(d->out, fmt, ap);
	va_end(ap);
	if (loc.src && loc.line)
		render_caret(d->out, loc);
	if (lvl == DIAG_ERROR && diag_too_many(d))
		fprintf(d->out, "xdpc: too many errors, stopping\n");
}

void diag_plain(struct diag *d, const char *fmt, ...)
{
	va_list ap;

	d->errors++;
	if (!d->out)
		return;
	fprintf(d->out, "xdpc: error: ");
	va_start(ap, fmt);
	write_message(d->out, fmt, ap);
	va_end(ap);
}
