/* `set NAME from "FILE";`: the address sets of public blocklists, one
 * address or prefix per line, `#` comments and blank lines allowed. Bad
 * lines are reported as FILE:LINE:COL with the line and a caret. */
#include "check.h"
#include "setfile.h"
#include "termsafe.h"

#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>

/* Host-bit warnings past this many are summed up in one line: a list of a
 * million entries must not print a million warnings. */
#define MAX_HOST_BIT_WARNINGS 5

static struct loc token_loc(const struct source *s, uint32_t line, size_t line_off,
			    size_t start, size_t end)
{
	struct loc l = { .src = s, .line = line, .end_line = line };

	l.col = (uint32_t)(start - line_off) + 1;
	l.end_col = (uint32_t)(end - line_off);
	l.off = (uint32_t)start;
	l.end_off = (uint32_t)end;
	return l;
}

/* Parses TEXT[0..n) ("192.0.2.0/24", "2001:db8::1") into V. */
static int parse_entry(const char *text, size_t n, struct value *v, struct loc loc)
{
	char buf[64];
	const char *slash = memchr(text, '/', n);
	size_t alen = slash ? (size_t)(slash - text) : n;

	memset(v, 0, sizeof(*v));
	v->loc = loc;
	v->u.addr.plen = -1;
	v->u.addr.plen_loc = loc;
	if (alen == 0 || alen >= sizeof(buf))
		return -1;
	memcpy(buf, text, alen);
	buf[alen] = '\0';
	if (memchr(buf, ':', alen)) {
		v->kind = V_ADDR6;
		if (inet_pton(AF_INET6, buf, v->u.addr.bytes) != 1)
			return -1;
	} else {
		v->kind = V_ADDR4;
		if (inet_pton(AF_INET, buf, v->u.addr.bytes) != 1)
			return -1;
	}
	if (slash) {
		const char *p = slash + 1;
		unsigned long len = 0;

		if (p == text + n)
			return -1;
		for (; p < text + n; p++) {
			if (*p < '0' || *p > '9' || len > 1000)
				return -1;
			len = len * 10 + (unsigned long)(*p - '0');
		}
		v->u.addr.plen = (int)len;
		v->u.addr.plen_loc.col = loc.col + (uint32_t)alen + 1;
	}
	return 0;
}

/* Appends the prefix of the element IT (already a valid token) to SET. */
static void add_entry(struct arena *a, struct diag *d, const struct source *s,
		      const struct setfile_item *it, struct xset *set, size_t *cap,
		      size_t *host_bits)
{
	struct loc loc = token_loc(s, it->line, it->line_off, it->start, it->end);
	struct prefix *p;
	struct value v;

	if (parse_entry(s->text + it->start, it->end - it->start, &v, loc) != 0) {
		char safe[128], tok[64];
		size_t n = it->end - it->start < sizeof(tok) ? it->end - it->start : sizeof(tok) - 1;

		memcpy(tok, s->text + it->start, n);
		tok[n] = '\0';
		diag_error(d, loc, "malformed address or prefix '%s'", term_safe(tok, safe, sizeof(safe)));
		return;
	}
	if (set->npfx == *cap) {
		struct prefix *grown = ARENA_ARRAY(a, struct prefix, *cap * 2);

		memcpy(grown, set->pfx, *cap * sizeof(*grown));
		set->pfx = grown;
		*cap *= 2;
	}
	p = &set->pfx[set->npfx];
	if (check_prefix(d, &v, p, *host_bits < MAX_HOST_BIT_WARNINGS) != 0)
		return;
	/* Masking changed the address: host bits were set. */
	if (memcmp(p->addr, v.u.addr.bytes, sizeof(p->addr)) != 0)
		(*host_bits)++;
	set->npfx++;
}

struct xset *check_set_file(struct arena *a, struct diag *d,
			    const struct set_decl *sd)
{
	char why[FILE_WHY_LEN];
	struct source *s = source_load(a, sd->from_path, why);
	struct setfile_scan scan;
	struct setfile_item it;
	struct xset *set;
	size_t cap, host_bits = 0;
	unsigned errors_before = d->errors;

	if (!s) {
		diag_error(d, sd->from_loc, "%s", why);
		return NULL;
	}
	set = ARENA_NEW(a, struct xset);
	set->kind = SET_ADDR;
	set->loc = sd->name_loc;
	/* one element per line at most: no growing copies of a big list */
	cap = s->nlines + 1;
	set->pfx = ARENA_ARRAY(a, struct prefix, cap);
	setfile_begin(&scan, s->text, s->len);
	while (!diag_too_many(d) && setfile_next(&scan, &it)) {
		if (it.bad)
			diag_error(d, token_loc(s, it.line, it.line_off, it.start, it.end), "%s", it.msg);
		else
			add_entry(a, d, s, &it, set, &cap, &host_bits);
	}
	if (host_bits > MAX_HOST_BIT_WARNINGS)
		diag_warning(d, sd->from_loc, "%zu prefixes in '%s' have host bits set (first %d shown)",
			     host_bits, sd->from_file, MAX_HOST_BIT_WARNINGS);
	if (d->errors != errors_before)
		return NULL;
	if (set->npfx == 0 && !sd->dynamic) {
		diag_error(d, sd->from_loc, "set file '%s' holds no addresses", sd->from_file);
		return NULL;
	}
	return set;
}
