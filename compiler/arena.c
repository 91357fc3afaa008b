#include "arena.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define CHUNK_DEFAULT (64 * 1024)
/* Chunks double up to this; from a huge page up they are huge-page
 * aligned and advised as such (fewer page faults and TLB misses when a
 * 100,000-rule program's AST is first touched). */
#define CHUNK_MAX ((size_t)8 << 20)
#define HUGE_PAGE ((size_t)2 << 20)

struct arena_chunk {
	struct arena_chunk *next;
	size_t size, used;
	max_align_t data[];
};

void arena_init(struct arena *a)
{
	a->head = NULL;
}

void arena_free(struct arena *a)
{
	struct arena_chunk *c = a->head;

	while (c) {
		struct arena_chunk *next = c->next;
		free(c);
		c = next;
	}
	a->head = NULL;
}

/* SIZE bytes, not cleared. */
static void *alloc_raw(struct arena *a, size_t size)
{
	const size_t align = sizeof(max_align_t);
	struct arena_chunk *c = a->head;
	void *p;

	size = (size + align - 1) & ~(align - 1);
	if (size == 0)
		size = align;
	if (!c || c->size - c->used < size) {
		size_t grow = c ? (c->size + sizeof(*c)) * 2 - sizeof(*c) : CHUNK_DEFAULT;
		size_t csize, total;

		if (grow > CHUNK_MAX)
			grow = CHUNK_MAX;
		csize = size > grow ? size : grow;
		total = sizeof(*c) + csize;
		if (total >= HUGE_PAGE) {
			total = (total + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
			c = xalloc_checked(aligned_alloc(HUGE_PAGE, total));
			madvise(c, total, MADV_HUGEPAGE);
			csize = total - sizeof(*c);
		} else {
			c = xmalloc(total);
		}
		c->size = csize;
		c->used = 0;
		c->next = a->head;
		a->head = c;
	}
	p = (char *)c->data + c->used;
	c->used += size;
	return p;
}

void *arena_alloc(struct arena *a, size_t size)
{
	void *p = alloc_raw(a, size);

	memset(p, 0, size);
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	/* every byte is written: no clearing (a 25 MB set file) */
	char *d = alloc_raw(a, n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

char *arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

char *arena_printf(struct arena *a, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *d;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		n = 0;
	d = arena_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(d, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return d;
}

void ptrvec_push(struct arena *a, struct ptrvec *pv, void *p)
{
	if (pv->n == pv->cap) {
		size_t cap = pv->cap ? pv->cap * 2 : 8;
		void **v = ARENA_ARRAY(a, void *, cap);

		if (pv->n)
			memcpy(v, pv->v, pv->n * sizeof(void *));
		pv->v = v;
		pv->cap = cap;
	}
	pv->v[pv->n++] = p;
}
