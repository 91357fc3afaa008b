/* Diagnostics: rendered as FILE:LINE:COL: error: message, then the source
 * line and a caret under the span. Compilation goes on after an error (up to
 * a cap) so one run reports several. */
#ifndef XDPC_DIAG_H
#define XDPC_DIAG_H

#include "source.h"

#include <stdio.h>

enum diag_level { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE };

struct diag {
	FILE *out;          /* where rendered diagnostics go; NULL = silent */
	unsigned errors, warnings;
	unsigned max_errors; /* 0 = default cap */
	int color;
};

void diag_init(struct diag *d, FILE *out);
void diag_report(struct diag *d, enum diag_level lvl, struct loc loc,
		 const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* An error that has no place in a rule file (missing input file, I/O). */
void diag_plain(struct diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* True once the error cap is reached: passes should stop early. */
int diag_too_many(const struct diag *d);

#define diag_error(d, loc, ...) diag_report((d), DIAG_ERROR, (loc), __VA_ARGS__)
#define diag_warning(d, loc, ...) diag_report((d), DIAG_WARNING, (loc), __VA_ARGS__)
#define diag_note(d, loc, ...) diag_report((d), DIAG_NOTE, (loc), __VA_ARGS__)

#endif
