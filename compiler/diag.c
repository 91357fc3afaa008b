#include "diag.h"

#include <stdarg.h>
#include <stdio.h>

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
	fprintf(out, "%s%.*s%s\n", cut_left ? "..." : "",
		(int)(cut_right ? LINE_SHOWN : len - (first - 1)), line + first - 1,
		cut_right ? "..." : "");
	if (cut_left)
		fputs("   ", out);
	/* Tabs stay tabs so the caret lines up under the source text. */
	for (uint32_t i = first; i < loc.col; i++)
		fputc(i - 1 < len && line[i - 1] == '\t' ? '\t' : ' ', out);
	fputc('^', out);
	last = loc.end_line == loc.line ? loc.end_col : (uint32_t)len;
	if (last > first - 1 + LINE_SHOWN)
		last = first - 1 + LINE_SHOWN;
	for (uint32_t i = loc.col + 1; i <= last; i++)
		fputc('~', out);
	fputc('\n', out);
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
	if (loc.src)
		fprintf(d->out, "%s:%u:%u: ", loc.src->path, loc.line, loc.col);
	fprintf(d->out, "%s: ", level_name[lvl]);
	va_start(ap, fmt);
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
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
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
}
