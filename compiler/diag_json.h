/* The JSON rendering of diagnostics (diag.h): the diagnostic being
 * completed is kept as a struct diag_msg until the next one begins or
 * diag_flush(), then written as one line. Each function takes ownership
 * of the strings passed in. */
#ifndef XDPC_DIAG_JSON_H
#define XDPC_DIAG_JSON_H

#include "diag.h"

void diag_json_begin(FILE *out, enum diag_level lvl, bool runtime, struct loc loc,
		     char *msg, char *hint);
/* A note of the diagnostic being completed; a note alone when there is none. */
void diag_json_note(FILE *out, struct loc loc, char *msg);
/* A note at FILE:LINE, no column. */
void diag_json_note_at(FILE *out, const char *file, unsigned line, char *msg);
void diag_json_hint(FILE *out, char *hint);
/* MSG as one JSON object on a line of OUT. */
void diag_json_write(FILE *out, const struct diag_msg *m);

#endif
