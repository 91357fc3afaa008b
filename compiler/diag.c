#include "diag.h"

#include "diag_json.h"
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

static enum diag_format default_format = DIAG_TEXT;

void diag_set_format(enum diag_format f)
{
	default_format = f;
	if (f == DIAG_JSON)
		atexit(diag_flush);   /* whatever path the process leaves by */
}

void diag_init(struct diag *d, FILE *out)
{
	d->out = out;
	d->errors = 0;
	d->warnings = 0;
	d->max_errors = DEFAULT_MAX_ERRORS;
	d->color = 0;
	d->format = default_format;
	d->runtime = false;
}

struct diag *diag_stderr(void)
{
	static struct diag d;
	static bool ready;

	if (!ready) {
		diag_init(&d, stderr);
		d.max_errors = 0;
		ready = true;
	}
	d.format = default_format;
	return &d;
}

int diag_too_many(const struct diag *d)
{
	return d->max_errors && d->errors >= d->max_errors;
}

/* A source line longer than this is shown as a window around the caret
 * (a rule of a million alternatives is one line). */
#define LINE_SHOWN 160
#define LINE_BEFORE 60

/* The line under the source line: the caret at LOC's column and tildes
 * to its end. Built whole and written once: stderr is unbuffered, and a
 * call per column is a write(2) per column. */
static void render_caret_line(FILE *out, struct loc loc, const char *line, size_t len,
			      uint32_t first, int cut_left)
{
	char caret[3 + 4 * LINE_SHOWN + LINE_SHOWN + 2];
	size_t o = 0;
	uint32_t last;

	if (cut_left)
		o += (size_t)snprintf(caret, sizeof(caret), "   ");
	/* Tabs stay tabs and escaped bytes take their four columns, so the
	 * caret lines up under the source text. */
	for (uint32_t i = first; i < loc.col && o + 4 < sizeof(caret); i++) {
		unsigned char c = i - 1 < len ? (unsigned char)line[i - 1] : ' ';
		const char *pad = c == '\t' ? "\t" : term_escaped(c) ? "    " : " ";

		memcpy(caret + o, pad, strlen(pad));
		o += strlen(pad);
	}
	caret[o++] = '^';
	last = loc.end_line == loc.line ? loc.end_col : (uint32_t)len;
	if (last > first - 1 + LINE_SHOWN)
		last = first - 1 + LINE_SHOWN;
	for (uint32_t i = loc.col + 1; i <= last && o + 2 < sizeof(caret); i++)
		caret[o++] = '~';
	caret[o++] = '\n';
	fwrite(caret, 1, o, out);
}

static void render_caret(FILE *out, struct loc loc)
{
	size_t len;
	const char *line = source_line(loc.src, loc.line, &len);
	uint32_t first = 1;   /* the first column shown, 1-based */
	int cut_left, cut_right;

	if (len > LINE_SHOWN && loc.col > LINE_BEFORE)
		first = loc.col - LINE_BEFORE;
	cut_left = first > 1;
	cut_right = len - (first - 1) > LINE_SHOWN;
	if (cut_left)
		fputs("...", out);
	term_write(out, line + first - 1, cut_right ? LINE_SHOWN : len - (first - 1));
	fputs(cut_right ? "...\n" : "\n", out);
	render_caret_line(out, loc, line, len, first, cut_left);
}

/* The formatted message in a new string; NULL when out of memory. */
static char *format_message(const char *fmt, va_list ap)
{
	va_list again;
	char *buf;
	int n;

	va_copy(again, ap);
	n = vsnprintf(NULL, 0, fmt, ap);
	buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
	if (buf)
		vsnprintf(buf, (size_t)n + 1, fmt, again);
	va_end(again);
	return buf;
}

/* In a variadic function whose last named parameter is FMT: MSG =
 * format_message() of FMT and the arguments after it. */
#define FORMAT_ARGS(msg, fmt)                                                 \
	do {                                                                  \
		va_list ap_;                                                  \
		va_start(ap_, fmt);                                           \
		(msg) = format_message(fmt, ap_);                             \
		va_end(ap_);                                                  \
	} while (0)

/* MSG and a newline, made safe for a terminal. */
static void write_line(FILE *out, const char *msg, const char *hint)
{
	msg = msg ? msg : "(out of memory)";
	term_write(out, msg, strlen(msg));
	if (hint) {
		fputs("; ", out);
		term_write(out, hint, strlen(hint));
	}
	fputc('\n', out);
}

static void render_located(const struct diag *d, enum diag_level lvl, struct loc loc,
			   const char *msg, const char *hint)
{
	if (loc.src) {
		term_write(d->out, loc.src->path, strlen(loc.src->path));
		fprintf(d->out, ":%u:%u: ", loc.line, loc.col);
	}
	fprintf(d->out, "%s: ", level_name[lvl]);
	write_line(d->out, msg, hint);
	if (loc.src && loc.line)
		render_caret(d->out, loc);
}

/* Counts the diagnostic; false when it is not to be shown at all. */
static bool count(struct diag *d, enum diag_level lvl)
{
	if (lvl == DIAG_ERROR) {
		if (diag_too_many(d))
			return false;
		d->errors++;
	} else if (lvl == DIAG_WARNING) {
		d->warnings++;
	}
	return d->out != NULL;
}

static void report(struct diag *d, enum diag_level lvl, struct loc loc, char *hint,
		   char *msg)
{
	if (!count(d, lvl)) {
		free(hint);
		free(msg);
		return;
	}
	if (lvl != DIAG_NOTE)
		d->runtime = false;
	if (d->format == DIAG_JSON) {
		if (lvl == DIAG_NOTE)
			diag_json_note(d->out, loc, msg);
		else
			diag_json_begin(d->out, lvl, false, loc, msg, hint);
		if (lvl == DIAG_ERROR && diag_too_many(d))
			diag_json_note(d->out, (struct loc){ 0 },
				       strdup("too many errors, stopping"));
		return;
	}
	render_located(d, lvl, loc, msg, hint);
	if (lvl == DIAG_ERROR && diag_too_many(d))
		fprintf(d->out, "xdpc: too many errors, stopping\n");
	free(hint);
	free(msg);
}

void diag_report(struct diag *d, enum diag_level lvl, struct loc loc,
		 const char *fmt, ...)
{
	char *msg;

	FORMAT_ARGS(msg, fmt);
	report(d, lvl, loc, NULL, msg);
}

void diag_report_hint(struct diag *d, enum diag_level lvl, struct loc loc,
		      const char *hint, const char *fmt, ...)
{
	char *msg;

	FORMAT_ARGS(msg, fmt);
	report(d, lvl, loc, hint ? strdup(hint) : NULL, msg);
}

void diag_error_suggest(struct diag *d, struct loc loc, const char *suggestion,
			const char *fmt, ...)
{
	static const char pre[] = "did you mean '", post[] = "'?";
	char *hint = malloc(sizeof(pre) + strlen(suggestion) + sizeof(post));
	char *msg;

	if (hint)
		strcat(strcat(strcpy(hint, pre), suggestion), post);
	FORMAT_ARGS(msg, fmt);
	report(d, DIAG_ERROR, loc, hint, msg);
}

void diag_plain(struct diag *d, const char *fmt, ...)
{
	char *msg;

	d->errors++;
	FORMAT_ARGS(msg, fmt);
	d->runtime = false;
	if (d->out && d->format == DIAG_JSON) {
		diag_json_begin(d->out, DIAG_ERROR, false, (struct loc){ 0 }, msg, NULL);
		return;
	}
	if (d->out) {
		fprintf(d->out, "xdpc: error: ");
		write_line(d->out, msg, NULL);
	}
	free(msg);
}

void diag_sys(struct diag *d, enum diag_level lvl, const char *fmt, ...)
{
	char *msg;

	FORMAT_ARGS(msg, fmt);
	if (lvl == DIAG_ERROR)
		d->errors++;
	else if (lvl == DIAG_WARNING)
		d->warnings++;
	d->runtime = true;
	/* a runtime note ("nothing changed") belongs to the error before it */
	if (d->out && d->format == DIAG_JSON && lvl == DIAG_NOTE) {
		diag_json_note(d->out, (struct loc){ 0 }, msg);
		return;
	}
	if (d->out && d->format == DIAG_JSON) {
		diag_json_begin(d->out, lvl, true, (struct loc){ 0 }, msg, NULL);
		return;
	}
	if (d->out) {
		fputs("xdpc: ", d->out);
		write_line(d->out, msg, NULL);
	}
	free(msg);
}

/* The parts of a runtime diagnostic after its first line. */
enum sys_part { SYS_NOTE, SYS_NOTE_AT, SYS_HINT };

static void sys_part(struct diag *d, enum sys_part part, const char *file, unsigned line,
		     char *msg)
{
	if (d->out && d->format == DIAG_JSON) {
		if (part == SYS_HINT)
			diag_json_hint(d->out, msg);
		else if (part == SYS_NOTE_AT)
			diag_json_note_at(d->out, file, line, msg);
		else
			diag_json_note(d->out, (struct loc){ 0 }, msg);
		return;
	}
	if (d->out) {
		fputs(part == SYS_HINT ? "xdpc:   hint: " : "xdpc:   ", d->out);
		if (part == SYS_NOTE_AT) {
			term_write(d->out, file, strlen(file));
			fprintf(d->out, ":%u: ", line);
		}
		write_line(d->out, msg, NULL);
	}
	free(msg);
}

void diag_sys_note(struct diag *d, const char *fmt, ...)
{
	char *msg;

	FORMAT_ARGS(msg, fmt);
	sys_part(d, SYS_NOTE, NULL, 0, msg);
}

void diag_sys_note_at(struct diag *d, const char *file, unsigned line, const char *fmt, ...)
{
	char *msg;

	FORMAT_ARGS(msg, fmt);
	sys_part(d, SYS_NOTE_AT, file, line, msg);
}

void diag_sys_hint(struct diag *d, const char *fmt, ...)
{
	char *msg;

	FORMAT_ARGS(msg, fmt);
	sys_part(d, SYS_HINT, NULL, 0, msg);
}
