/* Diagnostics as data: one struct diag_msg per diagnostic (severity,
 * location, notes, hint), rendered as text or as JSON.
 *
 * Text, as the parts arrive: FILE:LINE:COL: error: message, then the
 * source line and a caret under the span; a hint ends the message line
 * after "; ". A runtime diagnostic (no place in a rule file) reads
 * "xdpc: message", each note "xdpc:   note", the hint "xdpc:   hint: ...".
 * JSON: one object per line (JSON Lines) once the diagnostic is complete,
 * i.e. when the next one starts or at diag_flush() (docs/runtime.md).
 * Compilation goes on after an error (up to a cap) so one run reports
 * several. */
#ifndef XDPC_DIAG_H
#define XDPC_DIAG_H

#include "source.h"

#include <stdbool.h>
#include <stdio.h>

enum diag_level { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE };
enum diag_format { DIAG_TEXT, DIAG_JSON };

/* A location that outlives its source (a JSON diagnostic is written
 * after the parts arrive): FILE NULL when it has no place in a file. */
struct diag_span {
	char *file;
	uint32_t line, col, end_line, end_col;
};

struct diag_note {
	struct diag_span at;
	char *message;
};

struct diag_msg {
	enum diag_level level;
	bool runtime;             /* an error of the runtime, not of a rule file */
	struct diag_span at;
	char *message;
	struct diag_note *notes;
	size_t nnotes;
	char *hint;               /* what to do, or NULL */
};

struct diag {
	FILE *out;          /* where rendered diagnostics go; NULL = silent */
	unsigned errors, warnings;
	unsigned max_errors; /* 0 = default cap */
	int color;
	enum diag_format format;
	bool runtime;       /* the last diagnostic begun was a runtime one */
};

/* The format every diag_init() after this call uses: chosen once per
 * process, by --diag-format. */
void diag_set_format(enum diag_format f);
void diag_init(struct diag *d, FILE *out);
/* The process's sink for runtime errors, on stderr. */
struct diag *diag_stderr(void);

void diag_report(struct diag *d, enum diag_level lvl, struct loc loc,
		 const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* The same with a hint (text: "message; HINT"). */
void diag_report_hint(struct diag *d, enum diag_level lvl, struct loc loc,
		      const char *hint, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
/* An error whose hint is "did you mean 'SUGGESTION'?" (text: the
 * message, then "; did you mean 'SUGGESTION'?"). */
void diag_error_suggest(struct diag *d, struct loc loc, const char *suggestion,
			const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* An error that has no place in a rule file (missing input file, I/O). */
void diag_plain(struct diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* A runtime diagnostic, and a note or the hint of the last one begun. */
void diag_sys(struct diag *d, enum diag_level lvl, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_sys_note(struct diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* A note at FILE:LINE (text: "xdpc:   FILE:LINE: MSG"). */
void diag_sys_note_at(struct diag *d, const char *file, unsigned line, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void diag_sys_hint(struct diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Writes the JSON diagnostic still being completed, if any. */
void diag_flush(void);
/* True once the error cap is reached: passes should stop early. */
int diag_too_many(const struct diag *d);

#define diag_error(d, loc, ...) diag_report((d), DIAG_ERROR, (loc), __VA_ARGS__)
#define diag_warning(d, loc, ...) diag_report((d), DIAG_WARNING, (loc), __VA_ARGS__)
#define diag_note(d, loc, ...) diag_report((d), DIAG_NOTE, (loc), __VA_ARGS__)
#define diag_error_hint(d, loc, hint, ...) \
	diag_report_hint((d), DIAG_ERROR, (loc), (hint), __VA_ARGS__)

#endif
