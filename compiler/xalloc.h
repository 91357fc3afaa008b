/* Allocation that cannot fail quietly: out of memory, the compiler says
 * so and aborts (no caller can do better mid-pass). A size of 0 asks for
 * 1 byte, so a NULL result always means failure. Plain C, header only:
 * the front end, code generator and analyses all use it. */
#ifndef XDPC_XALLOC_H
#define XDPC_XALLOC_H

#include <stdio.h>
#include <stdlib.h>

static inline void *xalloc_checked(void *p)
{
	if (!p) {
		fputs("xdpc: out of memory\n", stderr);
		abort();
	}
	return p;
}

static inline void *xmalloc(size_t n)
{
	return xalloc_checked(malloc(n ? n : 1));
}

static inline void *xcalloc(size_t n, size_t size)
{
	return xalloc_checked(calloc(n ? n : 1, size ? size : 1));
}

static inline void *xrealloc(void *p, size_t size)
{
	return xalloc_checked(realloc(p, size ? size : 1));
}

#endif
