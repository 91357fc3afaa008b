/* One bump allocator per compilation: everything the front end and the
 * lowering allocate lives here and is freed at once by arena_free(). */
#ifndef XDPC_ARENA_H
#define XDPC_ARENA_H

#include <stddef.h>

struct arena_chunk;

struct arena {
	struct arena_chunk *head;
};

void arena_init(struct arena *a);
void arena_free(struct arena *a);
/* Zeroed memory; aborts on out-of-memory (a compiler cannot continue). */
void *arena_alloc(struct arena *a, size_t size);
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_strdup(struct arena *a, const char *s);
char *arena_printf(struct arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#define ARENA_NEW(a, type) ((type *)arena_alloc((a), sizeof(type)))
#define ARENA_ARRAY(a, type, n) ((type *)arena_alloc((a), sizeof(type) * (n)))

/* A growable array of pointers backed by the arena (old storage is simply
 * abandoned to the arena when it grows). */
struct ptrvec {
	void **v;
	size_t n, cap;
};
void ptrvec_push(struct arena *a, struct ptrvec *pv, void *p);

#endif
