/* The metadata section of meta.h: text records, emitted through module
 * inline assembly so the section is non-allocated ("" flags) and never
 * becomes a map. */
#include "cg_derived.h"
#include "cg_internal.h"
#include "meta.h"

#include <arpa/inet.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct strbuf {
	char *s;
	size_t n, cap;
};

static void sb_grow(struct strbuf *b, size_t more)
{
	if (b->n + more + 1 <= b->cap)
		return;
	b->cap = (b->n + more + 1) * 2;
	b->s = realloc(b->s, b->cap);
	if (!b->s)
		abort();
}

static void sb_printf(struct strbuf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void sb_printf(struct strbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	sb_grow(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->n += (size_t)n;
}

/* A field may not hold the record separators. */
static void sb_field(struct strbuf *b, const char *s)
{
	sb_grow(b, strlen(s));
	for (; *s; s++)
		b->s[b->n++] = (*s == '\t' || *s == '\n' || *s == '\r') ? ' ' : *s;
	b->s[b->n] = '\0';
}

static const char *action_name(enum action a)
{
	return a == ACT_DROP ? "drop" : a == ACT_PASS ? "pass" : "count";
}

/* The initial elements of a dynamic set: PREFIX (ADDR/LEN) or LO-HI. */
static void elem_records(struct strbuf *m, const struct xset *s)
{
	char addr[INET6_ADDRSTRLEN];

	for (size_t i = 0; i < s->nports; i++)
		sb_printf(m, "elem\t%d\t%u-%u\n", s->id, s->ports[i].lo, s->ports[i].hi);
	for (size_t i = 0; i < s->npfx; i++) {
		const struct prefix *p = &s->pfx[i];

		inet_ntop(p->family == 4 ? AF_INET : AF_INET6, p->addr, addr, sizeof(addr));
		sb_printf(m, "elem\t%d\t%s/%u\n", s->id, addr, p->plen);
	}
}

static void meta_text(struct cg *c, struct strbuf *m)
{
	const struct program *p = c->prog;
	int decider, table;

	sb_printf(m, "xdpc-meta\t%d\nsource\t", XDPC_META_VERSION);
	sb_field(m, c->source_name);
	sb_printf(m, "\ndefault\t%s\n", p->default_verdict == VERDICT_DROP ? "drop" : "pass");
	for (size_t i = 0; i < p->nrules; i++) {
		const struct rule *r = p->rules[i];

		sb_printf(m, "rule\t%d\t%u\t%s\t", r->index, r->action_loc.line,
			  action_name(r->action));
		if (r->key != KEY_NONE)
			sb_printf(m, "%d\t", r->table);
		else
			sb_printf(m, "-\t");
		sb_field(m, r->text ? r->text : "");
		sb_printf(m, "\n");
	}
	for (size_t i = 0; i < p->ntables; i++) {
		const struct rule *r = p->tables[i];

		sb_printf(m, "table\t%zu\t%d\t%s\txdpc_t%zu_%s\n", i, r->index,
			  count_key_name(r->key), i, count_key_name(r->key));
	}
	for (size_t i = 0; i < p->nsets; i++) {
		const struct xset *s = p->sets[i];

		sb_printf(m, "set\t%d\t", s->id);
		sb_field(m, s->name ? s->name : "-");
		sb_printf(m, "\t%s\t%zu", s->kind == SET_ADDR ? "addr" : "port",
			  s->kind == SET_ADDR ? s->npfx : s->nports);
		if (s->dynamic)
			sb_printf(m, "\tdynamic\txdpc_d%d", s->id);
		sb_printf(m, "\n");
	}
	for (size_t i = 0; i < p->nsets; i++)
		if (p->sets[i]->dynamic)
			elem_records(m, p->sets[i]);
	/* last, so that everything before reads as in older objects */
	for (size_t i = 0; i < p->ntables; i++)
		if (cg_derived_own(p->tables[i]))
			sb_printf(m, "derived\t%d\t%zu\n", p->tables[i]->index, i);
	if ((decider = cg_derived_decider(p, &table)) >= 0)
		sb_printf(m, "derived\t%d\t%d\n", decider, table);
}

void cg_meta_build(struct cg *c)
{
	struct strbuf m = { 0 }, a = { 0 };

	meta_text(c, &m);
	sb_printf(&a, "\t.pushsection %s,\"\",@progbits\n", XDPC_META_SECTION);
	for (size_t i = 0; i < m.n; i += 64) {
		sb_printf(&a, "\t.ascii \"");
		for (size_t j = i; j < m.n && j < i + 64; j++) {
			unsigned char ch = (unsigned char)m.s[j];

			if (ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\')
				sb_printf(&a, "%c", ch);
			else
				sb_printf(&a, "\\%03o", ch);
		}
		sb_printf(&a, "\"\n");
	}
	sb_printf(&a, "\t.popsection\n");
	LLVMSetModuleInlineAsm2(c->mod, a.s, a.n);
	free(m.s);
	free(a.s);
}
