/* The one grammar of set files, read by both `set NAME from "FILE"`
 * (compiler) and `xdpc --set DEV NAME replace FILE` (runtime): each line
 * holds blanks, at most one element, blanks, and an optional `#` comment.
 * A NUL byte anywhere, a control character in an element, or text after
 * the element makes the line bad. What an element means is the caller's. */
#ifndef XDPC_SETFILE_H
#define XDPC_SETFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct setfile_item {
	bool bad;            /* a malformed line: MSG says why */
	const char *msg;
	uint32_t line;       /* 1-based */
	size_t line_off;     /* the line's first byte */
	size_t start, end;   /* the element, or the bad bytes */
};

struct setfile_scan {
	const char *text;
	size_t len, pos;
	uint32_t line;
};

void setfile_begin(struct setfile_scan *s, const char *text, size_t len);
/* The next element or bad line; false at the end. */
bool setfile_next(struct setfile_scan *s, struct setfile_item *it);

#endif
