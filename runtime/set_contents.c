#include "set_contents.h"
#include "diag.h"

#include "fileio.h"
#include "setfile.h"
#include "termsafe.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Printing every bad line of a million-line file helps nobody. */
#define MAX_FILE_ERRORS 20

int contents_init(struct set_contents *c, bool ports)
{
	memset(c, 0, sizeof(*c));
	c->ports = ports;
	c->sorted = true;
	if (ports && !(c->member = calloc(PORT_COUNT, 1)))
		return -ENOMEM;
	return 0;
}

void contents_free(struct set_contents *c)
{
	free(c->keys);
	free(c->member);
	memset(c, 0, sizeof(*c));
}

/* Family first, then address, then length: the order `list` prints. */
static int key_cmp(const void *a, const void *b)
{
	const struct xdpc_lpm_key *x = a, *y = b;
	int d;

	if (x->family != y->family)
		return x->family < y->family ? -1 : 1;
	if ((d = memcmp(x->addr, y->addr, sizeof(x->addr))))
		return d;
	return x->prefixlen < y->prefixlen ? -1 : x->prefixlen > y->prefixlen;
}

/* Appends are cheap; sorting (and dropping duplicates) waits until a
 * lookup or a reader needs it. */
static void sort_keys(struct set_contents *c)
{
	size_t out = 0;

	if (c->sorted)
		return;
	qsort(c->keys, c->n, sizeof(*c->keys), key_cmp);
	for (size_t i = 0; i < c->n; i++)
		if (out == 0 || key_cmp(&c->keys[out - 1], &c->keys[i]))
			c->keys[out++] = c->keys[i];
	c->n = out;
	c->sorted = true;
}

static struct xdpc_lpm_key *find_key(struct set_contents *c, const struct xdpc_lpm_key *k)
{
	sort_keys(c);
	return c->n ? bsearch(k, c->keys, c->n, sizeof(*k), key_cmp) : NULL;
}

int contents_add(struct set_contents *c, const struct set_elem *e)
{
	if (c->ports) {
		memset(c->member + e->lo, 1, (size_t)e->hi - e->lo + 1);
		return 0;
	}
	if (c->n == c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 64;
		void *p = realloc(c->keys, cap * sizeof(*c->keys));

		if (!p)
			return -ENOMEM;
		c->keys = p;
		c->cap = cap;
	}
	c->keys[c->n++] = e->key;
	c->sorted = c->n == 1 || (c->sorted && key_cmp(&c->keys[c->n - 2], &e->key) < 0);
	return 0;
}

void contents_remove(struct set_contents *c, const struct set_elem *e)
{
	struct xdpc_lpm_key *k;

	if (c->ports) {
		memset(c->member + e->lo, 0, (size_t)e->hi - e->lo + 1);
		return;
	}
	if ((k = find_key(c, &e->key))) {
		memmove(k, k + 1, (size_t)(c->keys + c->n - (k + 1)) * sizeof(*k));
		c->n--;
	}
}

bool contents_has(struct set_contents *c, const struct set_elem *e)
{
	if (!c->ports)
		return find_key(c, &e->key) != NULL;
	for (unsigned p = e->lo; p <= e->hi; p++)
		if (!c->member[p])
			return false;
	return true;
}

size_t contents_size(struct set_contents *c)
{
	size_t n = 0;

	if (!c->ports) {
		sort_keys(c);
		return c->n;
	}
	for (unsigned p = 0; p < PORT_COUNT; p++)
		n += c->member[p];
	return n;
}

int contents_from_meta(struct set_contents *c, const struct xdpc_meta *m,
		       const struct meta_set *s, const char *from)
{
	char why[ELEM_WHY_LEN];
	struct set_elem e;

	for (size_t i = 0; i < m->nelems; i++) {
		if (m->elems[i].set_id != s->id)
			continue;
		/* the compiler masked host bits already; 1 cannot happen */
		if (elem_parse(m->elems[i].value, s->ports, &e, why) < 0) {
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: initial element of set %s: %s", from, s->name, why);
			return -1;
		}
		if (contents_add(c, &e)) {
			diag_sys(diag_stderr(), DIAG_ERROR, "out of memory");
			return -1;
		}
	}
	return 0;
}

int contents_rebase(struct set_contents *c, struct set_contents *old_file,
		    struct set_contents *new_file)
{
	struct set_elem e = { .port = c->ports };

	if (c->ports) {
		for (unsigned p = 0; p < PORT_COUNT; p++)
			if (old_file->member[p] != new_file->member[p])
				c->member[p] = new_file->member[p];
		return 0;
	}
	sort_keys(old_file);
	sort_keys(new_file);
	for (size_t i = 0; i < old_file->n; i++) {
		e.key = old_file->keys[i];
		if (!find_key(new_file, &e.key))
			contents_remove(c, &e);
	}
	for (size_t i = 0; i < new_file->n; i++) {
		e.key = new_file->keys[i];
		if (!find_key(old_file, &e.key) && contents_add(c, &e))
			return -ENOMEM;
	}
	return 0;
}

/* One line's complaint, at most MAX_FILE_ERRORS of them. */
static void complain(const char *path, const struct setfile_item *it, const char *why,
		     size_t *errors)
{
	if ((*errors)++ < MAX_FILE_ERRORS)
		diag_sys(diag_stderr(), DIAG_ERROR, "%s:%u:%zu: %s", path, it->line,
			it->start - it->line_off + 1, why);
}

/* Adds the element IT names; 0, or -1 when it is bad (counted). */
static int add_item(struct set_contents *c, const char *path, const char *text,
		    const struct setfile_item *it, size_t *errors, size_t *masked)
{
	char tok[128], why[ELEM_WHY_LEN], safe[ELEM_WHY_LEN + 64];
	size_t n = it->end - it->start;
	struct set_elem e;
	int rc;

	if (n >= sizeof(tok)) {
		complain(path, it, "element too long", errors);
		return -1;
	}
	memcpy(tok, text + it->start, n);
	tok[n] = '\0';
	rc = elem_parse(tok, c->ports, &e, why);
	if (rc == 1 && (*masked)++ < 5) {
		term_safe(why, safe, sizeof(safe));
		diag_sys(diag_stderr(), DIAG_WARNING, "%s:%u: warning: %s", path, it->line, safe);
	}
	if (rc < 0) {
		complain(path, it, term_safe(why, safe, sizeof(safe)), errors);
		return -1;
	}
	if (contents_add(c, &e)) {
		diag_sys(diag_stderr(), DIAG_ERROR, "out of memory");
		(*errors)++;
		return -ENOMEM;
	}
	return 0;
}

int contents_from_text(struct set_contents *c, const char *path, const char *text,
		       size_t len)
{
	struct setfile_scan scan;
	struct setfile_item it;
	size_t errors = 0, masked = 0;
	char name[256];

	path = term_safe(path, name, sizeof(name));
	setfile_begin(&scan, text, len);
	while (setfile_next(&scan, &it)) {
		if (it.bad)
			complain(path, &it, it.msg, &errors);
		else if (add_item(c, path, text, &it, &errors, &masked) == -ENOMEM)
			break;
	}
	if (errors > MAX_FILE_ERRORS)
		diag_sys(diag_stderr(), DIAG_NOTE, "%s: %zu bad lines in all", path, errors);
	if (masked > 5)
		diag_sys(diag_stderr(), DIAG_WARNING, "%s: %zu prefixes had host bits set (first 5 shown)",
			path, masked);
	return errors ? -1 : 0;
}

int contents_from_file(struct set_contents *c, const char *path)
{
	char why[FILE_WHY_LEN], *text;
	size_t len;
	int rc;

	if (file_read(path, FILE_TEXT_MAX, &text, &len, why) != 0) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s", why);
		return -1;
	}
	rc = contents_from_text(c, path, text, len);
	free(text);
	return rc;
}

void contents_print(struct set_contents *c, FILE *out)
{
	char buf[64];

	if (!c->ports) {
		sort_keys(c);
		for (size_t i = 0; i < c->n; i++) {
			elem_format_key(&c->keys[i], buf, sizeof(buf));
			fprintf(out, "%s\n", buf);
		}
		return;
	}
	for (unsigned p = 0; p < PORT_COUNT; p++) {
		unsigned hi = p;

		if (!c->member[p])
			continue;
		while (hi + 1 < PORT_COUNT && c->member[hi + 1])
			hi++;
		if (hi == p)
			fprintf(out, "%u\n", p);
		else
			fprintf(out, "%u-%u\n", p, hi);
		p = hi;
	}
}
