#include "diag_json.h"

#include "json.h"

#include <stdlib.h>
#include <string.h>

static const char *const severity[] = {
	[DIAG_ERROR] = "error",
	[DIAG_WARNING] = "warning",
	[DIAG_NOTE] = "note",
};

static struct diag_msg pending;
static FILE *pending_out;

static struct diag_span span_of(struct loc loc)
{
	struct diag_span s = { 0 };

	if (!loc.src)
		return s;
	s.file = strdup(loc.src->path);
	s.line = loc.line;
	s.col = loc.col;
	s.end_line = loc.end_line ? loc.end_line : loc.line;
	s.end_col = loc.end_col ? loc.end_col : loc.col;
	return s;
}

static void write_span(FILE *out, const struct diag_span *s)
{
	fputs("\"file\":", out);
	if (!s->file) {
		fputs("null,\"line\":null,\"col\":null,\"end_line\":null,\"end_col\":null", out);
		return;
	}
	json_string(out, s->file);
	if (!s->col) {   /* a line, no column: the verifier's line info */
		fprintf(out, ",\"line\":%u,\"col\":null,\"end_line\":%u,\"end_col\":null",
			s->line, s->end_line);
		return;
	}
	fprintf(out, ",\"line\":%u,\"col\":%u,\"end_line\":%u,\"end_col\":%u", s->line,
		s->col, s->end_line, s->end_col);
}

static void write_text(FILE *out, const char *s)
{
	if (s)
		json_string(out, s);
	else
		fputs("null", out);
}

void diag_json_write(FILE *out, const struct diag_msg *m)
{
	fprintf(out, "{\"severity\":\"%s\",\"origin\":\"%s\",", severity[m->level],
		m->runtime ? "runtime" : "rules");
	write_span(out, &m->at);
	fputs(",\"message\":", out);
	write_text(out, m->message ? m->message : "(out of memory)");
	fputs(",\"notes\":[", out);
	for (size_t i = 0; i < m->nnotes; i++) {
		fputs(i ? ",{" : "{", out);
		write_span(out, &m->notes[i].at);
		fputs(",\"message\":", out);
		write_text(out, m->notes[i].message ? m->notes[i].message : "(out of memory)");
		fputc('}', out);
	}
	fputs("],\"hint\":", out);
	write_text(out, m->hint);
	fputs("}\n", out);
	fflush(out);
}

static void msg_free(struct diag_msg *m)
{
	free(m->at.file);
	free(m->message);
	for (size_t i = 0; i < m->nnotes; i++) {
		free(m->notes[i].at.file);
		free(m->notes[i].message);
	}
	free(m->notes);
	free(m->hint);
	memset(m, 0, sizeof(*m));
}

void diag_flush(void)
{
	if (!pending_out)
		return;
	diag_json_write(pending_out, &pending);
	msg_free(&pending);
	pending_out = NULL;
}

void diag_json_begin(FILE *out, enum diag_level lvl, bool runtime, struct loc loc,
		     char *msg, char *hint)
{
	diag_flush();
	pending.level = lvl;
	pending.runtime = runtime;
	pending.at = span_of(loc);
	pending.message = msg;
	pending.hint = hint;
	pending_out = out;
}

void diag_json_note(FILE *out, struct loc loc, char *msg)
{
	struct diag_note *n;

	if (pending_out != out) {
		diag_json_begin(out, DIAG_NOTE, false, loc, msg, NULL);
		return;
	}
	n = realloc(pending.notes, (pending.nnotes + 1) * sizeof(*n));
	if (!n) {
		free(msg);
		return;
	}
	pending.notes = n;
	n[pending.nnotes].at = span_of(loc);
	n[pending.nnotes++].message = msg;
}

void diag_json_note_at(FILE *out, const char *file, unsigned line, char *msg)
{
	diag_json_note(out, (struct loc){ 0 }, msg);
	if (pending_out == out && pending.nnotes && (pending.notes[pending.nnotes - 1].at.file =
							     strdup(file)))
		pending.notes[pending.nnotes - 1].at.line = pending.notes[pending.nnotes - 1]
								    .at.end_line = line;
}

void diag_json_hint(FILE *out, char *hint)
{
	if (pending_out != out) {
		diag_json_begin(out, DIAG_NOTE, true, (struct loc){ 0 }, hint, NULL);
		return;
	}
	free(pending.hint);
	pending.hint = hint;
}
