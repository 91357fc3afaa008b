/* Reading the metadata text that every compiled object carries (format in
 * compiler/meta.h), from an ELF image or from text fetched elsewhere. */
#ifndef XDPC_META_READ_H
#define XDPC_META_READ_H

#include <stdbool.h>
#include <stddef.h>

struct meta_rule {
	unsigned index, line;
	char *action;      /* as written by the compiler: drop, pass, count... */
	int table;         /* table index, or -1 */
	char *text;        /* the rule's source text */
	const char *file;  /* the file LINE is in: an included file's, or the source's */
};

struct meta_table {
	unsigned index, rule;
	char *key;         /* proto src dst sport dport vlan icmp_type */
	char *map_name;    /* its own map, or the counter block's */
	long first;        /* in the block: entry K is counter first + K; else -1 */
	unsigned count;    /* in the block: its counters */
};

/* Whether table T is a map of its own (else counters of the block). */
static inline bool meta_table_has_map(const struct meta_table *t)
{
	return t->first < 0;
}

/* A named or inline set; only dynamic ones have a map and elements. */
struct meta_set {
	unsigned id;
	char *name;        /* "-" for inline sets */
	bool ports;        /* kind: port set, else address set */
	unsigned entries;  /* elements as compiled */
	char *map_name;    /* xdpc_dN of a dynamic set, NULL for a static one */
};

/* An initial element of a dynamic set, as the compiler wrote it. */
struct meta_elem {
	unsigned set_id;
	char *value;       /* PREFIX or LO-HI */
};

/* A rule that sends samples (meta.h's `sample` record). */
struct meta_sample {
	unsigned rule;
	bool rate;         /* at most N per second, else one in N */
	unsigned long long n;
	unsigned snaplen;
};

struct xdpc_meta {
	char *text;        /* the raw section text, NUL-terminated */
	size_t text_len;
	char *fields;      /* a split copy of text; the strings below point in */
	const char *source;
	bool default_drop;
	struct meta_rule *rules;
	size_t nrules;
	struct meta_table *tables;
	size_t ntables;
	struct meta_set *sets;
	size_t nsets;
	struct meta_elem *elems;
	size_t nelems;
	struct meta_sample *samples;   /* `sample` records, in sampler order */
	size_t nsamples;
};

/* Each returns 0, or -1 after printing what is wrong to stderr. */
int meta_parse(struct xdpc_meta *m, const char *text, size_t len, const char *from);
int meta_read_elf(struct xdpc_meta *m, const void *image, size_t size, const char *from);
void meta_free(struct xdpc_meta *m);

const struct meta_table *meta_table_of_rule(const struct xdpc_meta *m, unsigned rule);
/* The counters of the block: every rule's, the default's, and those of
 * the tables it holds. */
size_t meta_block_counters(const struct xdpc_meta *m);
/* The set named NAME (never an inline one), or NULL. */
const struct meta_set *meta_set_named(const struct xdpc_meta *m, const char *name);

#endif
