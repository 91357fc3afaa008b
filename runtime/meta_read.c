#include "meta_read.h"
#include "diag.h"

#include "meta.h"

#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 8

static int bad(const char *from, unsigned lineno, const char *what)
{
	diag_sys(diag_stderr(), DIAG_ERROR, "%s: metadata line %u: %s", from, lineno, what);
	return -1;
}

/* Splits LINE in place at TABs; the last field takes the rest of the line
 * once MAX fields are reached, so rule text may hold anything but TAB. */
static int split(char *line, char **f, int max)
{
	int n = 0;

	f[n++] = line;
	while (n < max) {
		char *tab = strchr(f[n - 1], '\t');

		if (!tab)
			break;
		*tab = '\0';
		f[n++] = tab + 1;
	}
	return n;
}

static int parse_uint(const char *s, unsigned *out)
{
	char *end;
	unsigned long v;

	if (!*s || *s == '-' || *s == '+')
		return -1;
	v = strtoul(s, &end, 10);
	if (*end || v > 0xffffffffUL)
		return -1;
	*out = (unsigned)v;
	return 0;
}

static void *grow(void *arr, size_t n, size_t elem)
{
	/* doubling at powers of two keeps appends amortised O(1) */
	if (n && (n & (n - 1)))
		return arr;
	return realloc(arr, (n ? n * 2 : 4) * elem);
}

static int add_rule(struct xdpc_meta *m, char **f, const char *from, unsigned ln)
{
	struct meta_rule r = { 0 };
	void *p;

	if (parse_uint(f[1], &r.index) || parse_uint(f[2], &r.line))
		return bad(from, ln, "rule index and line must be numbers");
	if (!strcmp(f[4], "-")) {
		r.table = -1;
	} else {
		unsigned t;

		if (parse_uint(f[4], &t) || t > 1u << 20)
			return bad(from, ln, "rule table must be a number or -");
		r.table = (int)t;
	}
	if (r.index != m->nrules)
		return bad(from, ln, "rule records must come in index order");
	r.action = f[3];
	r.text = f[5];
	if (!(p = grow(m->rules, m->nrules, sizeof(r))))
		return bad(from, ln, "out of memory");
	m->rules = p;
	m->rules[m->nrules++] = r;
	return 0;
}

static int add_table(struct xdpc_meta *m, char **f, int n, const char *from, unsigned ln)
{
	struct meta_table t = { .first = -1 };
	void *p;

	if (n != 5 && n != 7)
		return bad(from, ln, "a table record needs 5 or 7 fields");
	if (parse_uint(f[1], &t.index) || parse_uint(f[2], &t.rule))
		return bad(from, ln, "table index and rule must be numbers");
	if (n == 7) {
		unsigned first;

		if (strcmp(f[4], XDPC_RULES_MAP) || parse_uint(f[5], &first) ||
		    parse_uint(f[6], &t.count) || !t.count || first > 1u << 24 || t.count > 1u << 24)
			return bad(from, ln, "a table in the counter block needs its first counter "
				   "and its number of counters");
		t.first = first;
	}
	if (t.index != m->ntables)
		return bad(from, ln, "table records must come in index order");
	t.key = f[3];
	t.map_name = f[4];
	if (!(p = grow(m->tables, m->ntables, sizeof(t))))
		return bad(from, ln, "out of memory");
	m->tables = p;
	m->tables[m->ntables++] = t;
	return 0;
}

static int add_set(struct xdpc_meta *m, char **f, int n, const char *from, unsigned ln)
{
	struct meta_set st = { .map_name = NULL };
	void *p;

	if (n != 5 && !(n == 7 && !strcmp(f[5], "dynamic")))
		return bad(from, ln, "a set record needs 5 fields, or 7 ending in dynamic MAPNAME");
	if (parse_uint(f[1], &st.id) || parse_uint(f[4], &st.entries))
		return bad(from, ln, "set id and entries must be numbers");
	if (strcmp(f[3], "addr") && strcmp(f[3], "port"))
		return bad(from, ln, "set kind must be addr or port");
	st.name = f[2];
	st.ports = !strcmp(f[3], "port");
	if (n == 7)
		st.map_name = f[6];
	if (!(p = grow(m->sets, m->nsets, sizeof(st))))
		return bad(from, ln, "out of memory");
	m->sets = p;
	m->sets[m->nsets++] = st;
	return 0;
}

static int add_elem(struct xdpc_meta *m, char **f, int n, const char *from, unsigned ln)
{
	struct meta_elem e;
	void *p;

	if (n != 3 || parse_uint(f[1], &e.set_id) || !*f[2])
		return bad(from, ln, "an elem record needs a set id and a value");
	e.value = f[2];
	if (!(p = grow(m->elems, m->nelems, sizeof(e))))
		return bad(from, ln, "out of memory");
	m->elems = p;
	m->elems[m->nelems++] = e;
	return 0;
}

/* Applied as read: rule and set records come first (meta.h). */
static int add_from(struct xdpc_meta *m, char **f, int n, const char *from, unsigned ln)
{
	unsigned id;

	if (n == 4 && !strcmp(f[1], "rule") && !parse_uint(f[2], &id) && id < m->nrules) {
		m->rules[id].file = f[3];
		return 0;
	}
	if (n >= 2 && strcmp(f[1], "rule"))
		return 0;   /* a kind of from record for newer readers */
	return bad(from, ln, "a from rule record needs INDEX PATH");
}

static int add_sample(struct xdpc_meta *m, char **f, int n, const char *from, unsigned ln)
{
	struct meta_sample s;
	char *end;
	void *p;

	if (n != 5 || parse_uint(f[1], &s.rule) || parse_uint(f[4], &s.snaplen) ||
	    (strcmp(f[2], "every") && strcmp(f[2], "rate")))
		return bad(from, ln, "a sample record needs a rule, every|rate, N and a snaplen");
	s.rate = !strcmp(f[2], "rate");
	s.n = strtoull(f[3], &end, 10);
	if (*end || !*f[3])
		return bad(from, ln, "a sample record's N must be a number");
	if (!(p = grow(m->samples, m->nsamples, sizeof(s))))
		return bad(from, ln, "out of memory");
	m->samples = p;
	m->samples[m->nsamples++] = s;
	return 0;
}

static int parse_line(struct xdpc_meta *m, char *line, unsigned ln,
		      const char *from, bool *seen_magic)
{
	char *f[MAX_FIELDS] = { 0 };  /* gcc -O3 cannot see that split() fills what is read */
	int n;

	if (!*line)
		return 0;
	if (!strncmp(line, "rule\t", 5)) {
		if (split(line, f, 6) != 6)
			return bad(from, ln, "a rule record needs 6 fields");
		return add_rule(m, f, from, ln);
	}
	n = split(line, f, MAX_FIELDS);
	if (!strcmp(f[0], "xdpc-meta")) {
		unsigned v;

		if (n != 2 || parse_uint(f[1], &v))
			return bad(from, ln, "malformed version record");
		if (v < XDPC_META_OLDEST) {
			/* version 1 kept counters at other places (meta.h) */
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: compiled by an older xdpc (metadata "
				 "version %u, this xdpc reads %d), whose counters it cannot read: "
				 "compile the rules again; for a filter attached by it, detach "
				 "it and attach the rules again", from, v, XDPC_META_VERSION);
			return -1;
		}
		if (v > XDPC_META_VERSION)
			return bad(from, ln, "metadata version not understood by this xdpc");
		*seen_magic = true;
	} else if (!strcmp(f[0], "source") && n == 2) {
		m->source = f[1];
	} else if (!strcmp(f[0], "default")) {
		if (n != 2 || (strcmp(f[1], "pass") && strcmp(f[1], "drop")))
			return bad(from, ln, "default must be pass or drop");
		m->default_drop = !strcmp(f[1], "drop");
	} else if (!strcmp(f[0], "table")) {
		return add_table(m, f, n, from, ln);
	} else if (!strcmp(f[0], "set")) {
		return add_set(m, f, n, from, ln);
	} else if (!strcmp(f[0], "elem")) {
		return add_elem(m, f, n, from, ln);
	} else if (!strcmp(f[0], "from")) {
		return add_from(m, f, n, from, ln);
	} else if (!strcmp(f[0], "sample")) {
		return add_sample(m, f, n, from, ln);
	}
	return 0;   /* unknown record types are for newer readers */
}

static const struct meta_set *set_by_id(const struct xdpc_meta *m, unsigned id)
{
	for (size_t i = 0; i < m->nsets; i++)
		if (m->sets[i].id == id)
			return &m->sets[i];
	return NULL;
}

/* Whether block table I's counters overlap the rules', the default's or
 * an earlier table's. */
static bool block_overlap(const struct xdpc_meta *m, size_t i)
{
	const struct meta_table *t = &m->tables[i];

	if (t->first < (long)m->nrules + 1)
		return true;
	for (size_t j = 0; j < i; j++) {
		const struct meta_table *u = &m->tables[j];

		if (u->first >= 0 && t->first < u->first + (long)u->count &&
		    u->first < t->first + (long)t->count)
			return true;
	}
	return false;
}

static int check_tables(struct xdpc_meta *m, const char *from)
{
	for (size_t i = 0; i < m->ntables; i++) {
		const struct meta_table *t = &m->tables[i];

		if (t->rule >= m->nrules) {
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: metadata table %zu names rule %u, which does not exist",
				from, i, t->rule);
			return -1;
		}
		if (t->first >= 0 && block_overlap(m, i)) {
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: metadata table %zu overlaps other counters "
				 "of the block", from, i);
			return -1;
		}
	}
	/* elements may come before or after their set record */
	for (size_t i = 0; i < m->nelems; i++) {
		const struct meta_set *s = set_by_id(m, m->elems[i].set_id);

		if (!s || !s->map_name) {
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: metadata element of set %u, which is not a "
				"dynamic set", from, m->elems[i].set_id);
			return -1;
		}
	}
	return 0;
}

int meta_parse(struct xdpc_meta *m, const char *text, size_t len, const char *from)
{
	bool seen_magic = false;
	unsigned ln = 0;
	char *next;

	memset(m, 0, sizeof(*m));
	m->source = "?";
	/* the section may be NUL-padded; the text ends at the first NUL */
	len = strnlen(text, len);
	m->text = strndup(text, len);
	m->fields = strndup(text, len);
	if (!m->text || !m->fields) {
		meta_free(m);
		return bad(from, 0, "out of memory");
	}
	m->text_len = len;
	for (next = m->fields; next; ) {
		char *cur = next, *nl = strchr(cur, '\n');

		next = nl ? nl + 1 : NULL;
		if (nl)
			*nl = '\0';
		if (parse_line(m, cur, ++ln, from, &seen_magic))
			goto fail;
	}
	if (!seen_magic) {
		bad(from, 1, "no 'xdpc-meta' version record");
		goto fail;
	}
	if (check_tables(m, from))
		goto fail;
	for (size_t i = 0; i < m->nrules; i++)
		if (!m->rules[i].file)
			m->rules[i].file = m->source;
	return 0;
fail:
	meta_free(m);
	return -1;
}

/* Finds the metadata section of an ELF object held in memory. */
int meta_read_elf(struct xdpc_meta *m, const void *image, size_t size, const char *from)
{
	Elf *elf;
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	int rc = -1;

	memset(m, 0, sizeof(*m));
	if (elf_version(EV_CURRENT) == EV_NONE)
		return bad(from, 0, "libelf is unusable");
	elf = elf_memory((char *)image, size);
	if (!elf || elf_kind(elf) != ELF_K_ELF || elf_getshdrstrndx(elf, &shstrndx)) {
		diag_sys(diag_stderr(), DIAG_ERROR, "%s: not an ELF object: %s", from, elf_errmsg(-1));
		goto out;
	}
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *name;
		Elf_Data *data;

		if (!gelf_getshdr(scn, &sh) ||
		    !(name = elf_strptr(elf, shstrndx, sh.sh_name)) ||
		    strcmp(name, XDPC_META_SECTION))
			continue;
		data = elf_getdata(scn, NULL);
		if (!data || !data->d_buf || sh.sh_type != SHT_PROGBITS) {
			diag_sys(diag_stderr(), DIAG_ERROR, "%s: section %s is empty", from, XDPC_META_SECTION);
			goto out;
		}
		rc = meta_parse(m, data->d_buf, data->d_size, from);
		goto out;
	}
	diag_sys(diag_stderr(), DIAG_ERROR, "%s: no %s section: this object was not made by xdpc",
		from, XDPC_META_SECTION);
out:
	if (elf)
		elf_end(elf);
	return rc;
}

void meta_free(struct xdpc_meta *m)
{
	free(m->text);
	free(m->fields);
	free(m->rules);
	free(m->tables);
	free(m->sets);
	free(m->elems);
	free(m->samples);
	memset(m, 0, sizeof(*m));
}

size_t meta_block_counters(const struct xdpc_meta *m)
{
	size_t n = m->nrules + 1;

	for (size_t i = 0; i < m->ntables; i++)
		if (m->tables[i].first >= 0 && (size_t)m->tables[i].first + m->tables[i].count > n)
			n = (size_t)m->tables[i].first + m->tables[i].count;
	return n;
}

const struct meta_table *meta_table_of_rule(const struct xdpc_meta *m, unsigned rule)
{
	for (size_t i = 0; i < m->ntables; i++)
		if (m->tables[i].rule == rule)
			return &m->tables[i];
	return NULL;
}

const struct meta_set *meta_set_named(const struct xdpc_meta *m, const char *name)
{
	for (size_t i = 0; i < m->nsets; i++)
		if (strcmp(m->sets[i].name, "-") && !strcmp(m->sets[i].name, name))
			return &m->sets[i];
	return NULL;
}
