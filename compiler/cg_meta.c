/* The metadata section of meta.h: text records, emitted through module
 * inline assembly so the section is non-allocated ("" flags) and never
 * becomes a map. */
#include "cg_internal.h"
#include "meta.h"
#include "plan.h"
#include "xalloc.h"

#include <arpa/inet.h>
#include <stdarg.h>
#include <stdbool.h>
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
	b->s = xrealloc(b->s, b->cap);
}

static void sb_printf(struct strbuf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void sb_printf(struct strbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	/* formatted in place; again after growing when it did not fit */
	sb_grow(b, 64);
	va_start(ap, fmt);
	n = vsnprintf(b->s + b->n, b->cap - b->n, fmt, ap);
	va_end(ap);
	if ((size_t)n >= b->cap - b->n) {
		sb_grow(b, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
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

/* Rules of included files, under their own file. (Not sets: a set's
 * file is most often the stdlib's, an install path that would make every
 * object depend on where xdpc is installed.) */
static void from_records(struct strbuf *m, const struct program *p)
{
	for (size_t i = 0; i < p->nrules; i++) {
		const struct source *s = p->rules[i]->action_loc.src;

		if (s && s->included_from) {
			sb_printf(m, "from\trule\t%d\t", p->rules[i]->index);
			sb_field(m, s->path);
			sb_printf(m, "\n");
		}
	}
}

static void meta_text(struct cg *c, struct strbuf *m, bool with_elems, bool with_text)
{
	const struct program *p = c->prog;

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
		sb_field(m, r->text && with_text ? r->text : "");
		sb_printf(m, "\n");
	}
	for (size_t i = 0; i < p->ntables; i++) {
		const struct rule *r = p->tables[i];

		long first = c->plan->table_first[i];

		sb_printf(m, "table\t%zu\t%d\t%s\t", i, r->index, count_key_name(r->key));
		if (first >= 0)
			sb_printf(m, "%s\t%ld\t%u\n", XDPC_RULES_MAP, first,
				  count_key_domain(r->key));
		else
			sb_printf(m, "xdpc_t%zu_%s\n", i, count_key_name(r->key));
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
	for (size_t i = 0; with_elems && i < p->nsets; i++)
		if (p->sets[i]->dynamic)
			elem_records(m, p->sets[i]);
	for (size_t i = 0; i < p->nrated; i++) {
		const struct rate_limit *rl = p->rated[i]->rate;

		sb_printf(m, "rate\t%d\t" XDPC_RATE_MAP_PREFIX "%zu\t%s\t%u\t%s\t%llu\t%llu\t"
			  "%llu\t%llu\n", p->rated[i]->index, i, rate_key_name(rl->key),
			  rl->key_plen, rl->bytes ? "bytes" : "packets",
			  (unsigned long long)rl->rate, (unsigned long long)rl->period_ns,
			  (unsigned long long)rl->burst_units, (unsigned long long)rl->burst_ns);
	}
	from_records(m, p);
	for (size_t i = 0; i < p->nsamplers; i++) {
		char rec[96];

		cg_sample_meta(p, rec, sizeof(rec), i);
		sb_printf(m, "%s", rec);
	}
}

/* Text bytes of the BTF copy: each 4 take an 8-byte enumerator. */
#define META_BTF_TEXT_MAX (4u << 20)

/* The text (without the elements of dynamic sets: only xdpc's loader
 * fills sets, from the section) as BTF: enum types XDPC_META_BTF_ENUM<N>,
 * 4 bytes of text per enumerator value, NUL-padded. Every loader hands
 * the object's BTF to the kernel, which keeps it with the program, so the
 * text reaches it without a map or an instruction. The unused globals
 * that carry the types cost a tiny read-only map. */
static void build_btf_copy(struct cg *c)
{
	struct strbuf m = { 0 };
	LLVMMetadataRef u32 = LLVMDIBuilderCreateBasicType(c->di, "unsigned int", 12, 32,
							   0x08, 0);
	size_t words, done = 0;

	meta_text(c, &m, false, true);
	if (m.n > META_BTF_TEXT_MAX) {
		/* the kernel refuses BTF over 16 MiB (E2BIG), and then the
		 * whole program: 100,000 rules' texts alone spell 20 MiB of
		 * enumerators. The section keeps the texts; the copy keeps
		 * every record without them. */
		m.n = 0;
		meta_text(c, &m, false, false);
	}
	words = m.n / 4 + 1;       /* at least one NUL */
	sb_grow(&m, 4);
	memset(m.s + m.n, 0, 4);
	for (unsigned e = 0; done < words; e++) {
		size_t n = words - done < XDPC_META_BTF_WORDS ? words - done : XDPC_META_BTF_WORDS;
		LLVMMetadataRef *vals = xcalloc(n, sizeof(*vals)), type;
		char name[32];
		LLVMValueRef gv;

		for (size_t i = 0; i < n; i++) {
			const unsigned char *b = (const unsigned char *)m.s + 4 * (done + i);
			uint32_t v = b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
				     (uint32_t)b[3] << 24;

			vals[i] = LLVMDIBuilderCreateEnumerator(c->di, "m", 1, v, 1);
		}
		snprintf(name, sizeof(name), "%s%u", XDPC_META_BTF_ENUM, e);
		type = LLVMDIBuilderCreateEnumerationType(c->di, c->di_cu, name, strlen(name),
							  c->di_file, 0, 32, 32, vals,
							  (unsigned)n, u32);
		gv = LLVMAddGlobal(c->mod, c->i32, name);
		LLVMSetInitializer(gv, cg_const(c, c->i32, 0));
		LLVMSetGlobalConstant(gv, 1);
		LLVMSetSection(gv, XDPC_META_DATA_SECTION);
		LLVMSetAlignment(gv, 4);
		cg_debug_global(c, gv, name, type, 0);
		free(vals);
		done += n;
	}
	free(m.s);
}

/* `.ascii "..."` of the N bytes at S, escaped for the assembler; written
 * byte by byte, not through sb_printf (100,000 rules' metadata is ~10 MB). */
static void ascii_line(struct strbuf *b, const char *s, size_t n)
{
	static const char head[] = "\t.ascii \"";

	sb_grow(b, sizeof(head) + 4 * n + 2);
	memcpy(b->s + b->n, head, sizeof(head) - 1);
	b->n += sizeof(head) - 1;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];

		if (ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\') {
			b->s[b->n++] = (char)ch;
			continue;
		}
		b->s[b->n++] = '\\';
		b->s[b->n++] = (char)('0' + (ch >> 6));
		b->s[b->n++] = (char)('0' + (ch >> 3 & 7));
		b->s[b->n++] = (char)('0' + (ch & 7));
	}
	b->s[b->n++] = '"';
	b->s[b->n++] = '\n';
	b->s[b->n] = '\0';
}

void cg_meta_build(struct cg *c, bool btf_copy)
{
	struct strbuf m = { 0 }, a = { 0 };

	meta_text(c, &m, true, true);
	sb_printf(&a, "\t.pushsection %s,\"\",@progbits\n", XDPC_META_SECTION);
	for (size_t i = 0; i < m.n; i += 64)
		ascii_line(&a, m.s + i, m.n - i < 64 ? m.n - i : 64);
	sb_printf(&a, "\t.popsection\n");
	LLVMSetModuleInlineAsm2(c->mod, a.s, a.n);
	if (btf_copy)
		build_btf_copy(c);
	free(m.s);
	free(a.s);
}
