/* Source files of one compilation and the locations that point into them. */
#ifndef XDPC_SOURCE_H
#define XDPC_SOURCE_H

#include "fileio.h"

#include <stddef.h>
#include <stdint.h>

struct arena;

struct source {
	const char *path;   /* as the user or the include named it */
	const char *text;   /* NUL-terminated contents */
	size_t len;
	size_t *line_start; /* byte offset of each line; nlines entries */
	size_t nlines;
	const struct source *included_from;
};

/* A span in one source: first character to last character, 1-based. */
struct loc {
	const struct source *src;
	uint32_t line, col;
	uint32_t end_line, end_col;
	uint32_t off, end_off;   /* byte offsets: first char, one past the last */
};

/* Reads PATH into the arena through the file layer (a regular file under
 * FILE_TEXT_MAX); NULL with WHY set on failure. */
struct source *source_load(struct arena *a, const char *path,
			   char why[FILE_WHY_LEN]);
/* Wraps an in-memory buffer (tests, fuzzing, stdin). */
struct source *source_from_string(struct arena *a, const char *name,
				  const char *text, size_t len);
/* The text of line LINE without its newline; *len receives its length. */
const char *source_line(const struct source *s, uint32_t line, size_t *len);
/* The span from the start of A to the end of B. */
struct loc loc_join(struct loc a, struct loc b);

#endif
