/* Rules whose counter is the sum of a complete count-by table (meta.h):
 * their own, or for the deciding rule of `count by proto; drop;` an
 * earlier rule's. The code counts them once per frame, not twice; the
 * metadata says which rules they are; the runtime reads the metadata and
 * sums the table into the rule's counter. No kernel needed. */
#include "codegen.h"
#include "frontend.h"
#include "meta_read.h"
#include "stats.h"
#include "tcheck.h"

#include <stdlib.h>
#include <string.h>

static struct arena arena;

static struct cg_buffer build(const char *text, int opt, enum cg_output what)
{
	struct cg_buffer out = { NULL, 0 };
	struct cg_options o;
	struct program *p;
	struct diag d;

	diag_init(&d, stderr);
	p = frontend_compile_string(&arena, &d, "<test>", text, strlen(text), NULL);
	cg_options_init(&o);
	o.opt_level = opt;
	if (!p || cg_compile(p, &o, what, &out, &d) < 0) {
		fprintf(stderr, "test bug: cannot compile: %s\n", text);
		exit(2);
	}
	return out;
}

static unsigned occurrences(const char *hay, const char *needle)
{
	unsigned n = 0;

	for (const char *s = hay; (s = strstr(s, needle)); s += strlen(needle))
		n++;
	return n;
}

/* Places in the BPF assembly that add to xdpc_rules: calls of xdpc_count
 * plus inlined copies of it (each looks the map up once), without the
 * body of xdpc_count itself when it is emitted. */
static unsigned rule_count_sites(const char *text, int opt)
{
	struct cg_buffer s = build(text, opt, CG_OUT_ASM);
	unsigned n = occurrences(s.data, "call xdpc_count\n") +
		     occurrences(s.data, "= xdpc_rules ll\n") -
		     (strstr(s.data, "\nxdpc_count:\n") ? 1 : 0);

	cg_buffer_free(&s);
	return n;
}

static void test_code(void)
{
	static const char *const keys[] = { "proto", "vlan", "sport", "dport", "src", "dst" };
	struct cg_buffer s;

	/* the xdp1 benchmark: one lookup per frame, of the proto table, as in
	 * the hand-written C; the drop rule's counter is that table's sum */
	s = build("count by proto; drop;", 2, CG_OUT_ASM);
	CHECK_EQ(occurrences(s.data, "call 1\n"), 1);
	CHECK_EQ(occurrences(s.data, "= xdpc_t0_proto ll\n"), 1);
	CHECK_EQ(occurrences(s.data, "= xdpc_rules ll\n"), 0);
	cg_buffer_free(&s);

	/* a count-by rule adds one counting site to `drop;` unless its table
	 * is complete, inlined (-O2) or not (-O0); a complete one also takes
	 * the drop rule's, which is only visible once inlined (-O0 keeps the
	 * call, behind a test of the rule) */
	for (int opt = 0; opt <= 2; opt += 2) {
		unsigned base = rule_count_sites("drop;", opt);

		CHECK_EQ(rule_count_sites("count; drop;", opt), base + 1);
		for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
			char text[64];
			unsigned want = base + 1;

			if (!strcmp(keys[i], "proto"))
				want = opt ? base - 1 : base;
			snprintf(text, sizeof(text), "count by %s; drop;", keys[i]);
			CHECKF(rule_count_sites(text, opt) == want, "-O%d %s: %u sites, want %u",
			       opt, text, rule_count_sites(text, opt), want);
		}
	}
}

/* Which rules of TEXT's object are derived, from which tables: WANT holds
 * a table index per rule, -1 for a rule that counts by itself. */
static void check_derived(const char *text, const int *want, size_t n)
{
	struct cg_buffer obj = build(text, 2, CG_OUT_OBJECT);
	struct xdpc_meta m;

	CHECK_EQ(meta_read_elf(&m, obj.data, obj.len, "test"), 0);
	CHECKF(m.nrules == n, "%s: %zu rules", text, m.nrules);
	for (size_t i = 0; i < m.nrules && i < n; i++)
		CHECKF(m.rules[i].derived_table == want[i],
		       "%s: rule %zu (%s) derived %d from table %d, want %d", text, i,
		       m.rules[i].text, meta_rule_derived(&m.rules[i]), m.rules[i].derived_table, want[i]);
	meta_free(&m);
	cg_buffer_free(&obj);
}

#define DERIVED(text, ...)                                                     \
	do {                                                                   \
		static const int want_[] = { __VA_ARGS__ };                    \
		check_derived(text, want_, sizeof(want_) / sizeof(want_[0]));  \
	} while (0)

/* A deciding rule is derived exactly when every frame reaches it and was
 * counted once in a complete table first. */
static void test_deciders(void)
{
	DERIVED("count by proto; drop;", 0, 0);
	DERIVED("count by proto; count by src; pass;", 0, -1, 0);
	DERIVED("count by src; count by proto; pass;", -1, 1, 1);
	DERIVED("count; count by proto ipv4; count by proto; drop; drop tcp;", -1, 0, 1, 1, -1);
	/* two proto tables count every frame: the first one is taken */
	DERIVED("count by proto; count by proto; pass;", 0, 1, 0);
	/* only the first deciding rule can be; nothing reaches the others */
	DERIVED("count by proto; drop; pass;", 0, 0, -1);
	/* conditional */
	DERIVED("count by proto; drop tcp;", 0, -1);
	DERIVED("count by proto; drop tcp; drop;", 0, -1, -1);
	/* a frame may be decided before it */
	DERIVED("drop tcp; count by proto; pass;", -1, 0, -1);
	/* the table counts tcp frames only */
	DERIVED("count by proto tcp; drop;", 0, -1);
	/* tables that leave frames out or evict */
	DERIVED("count by vlan; drop;", -1, -1);
	DERIVED("count by src; count by dport; drop;", -1, -1, -1);
	/* no table at all */
	DERIVED("count; drop;", -1, -1);
	DERIVED("drop;", -1);
	DERIVED("count by proto; default drop;", 0);

	/* the code agrees: the pass rule of the first program is not
	 * counted, the drop rules of the others are (one site each, and the
	 * vlan rule's own) */
	CHECK_EQ(rule_count_sites("count by proto; count by src; pass;", 2), 1);
	CHECK_EQ(rule_count_sites("count by proto; drop tcp;", 2), rule_count_sites("drop tcp;", 2));
	CHECK_EQ(rule_count_sites("count by proto tcp; drop;", 2), rule_count_sites("drop;", 2));
	CHECK_EQ(rule_count_sites("count by vlan; drop;", 2), rule_count_sites("drop;", 2) + 1);
}

static void test_metadata(void)
{
	const char *text = "count by vlan; count by proto ipv4; count by src; drop udp;"
			   " count by proto; count by dport; count by sport; count by dst;";
	struct cg_buffer obj = build(text, 2, CG_OUT_OBJECT);
	struct xdpc_meta m;

	CHECK_EQ(meta_read_elf(&m, obj.data, obj.len, "test"), 0);
	CHECK_EQ(m.nrules, 8);
	for (size_t i = 0; i < m.nrules; i++) {
		int proto = m.rules[i].table >= 0 &&
			    !strcmp(m.tables[m.rules[i].table].key, "proto");

		CHECKF(meta_rule_derived(&m.rules[i]) == proto, "rule %zu (%s): derived %d", i,
		       m.rules[i].text, meta_rule_derived(&m.rules[i]));
	}
	CHECK(meta_rule_derived(&m.rules[1]) && meta_rule_derived(&m.rules[4]));
	meta_free(&m);
	cg_buffer_free(&obj);
}

static void test_parse(void)
{
	const char *head = "xdpc-meta\t1\ndefault\tpass\n"
			   "rule\t0\t1\tcount\t0\tcount by proto;\n"
			   "rule\t1\t2\tcount\t1\tcount by proto;\n"
			   "rule\t2\t3\tdrop\t-\tdrop;\n"
			   "table\t0\t0\tproto\txdpc_t0_proto\n"
			   "table\t1\t1\tproto\txdpc_t1_proto\n";
	static const struct {
		const char *tail;
		int rc, from[3];    /* the table each rule derives from, or -1 */
	} cases[] = {
		{ "", 0, { -1, -1, -1 } },             /* an older object */
		{ "derived\t1\t1\n", 0, { -1, 1, -1 } },
		{ "derived\t0\t0\nderived\t1\t1\n", 0, { 0, 1, -1 } },
		/* a deciding rule, from an earlier rule's table, as its owner */
		{ "derived\t0\t0\nderived\t2\t0\n", 0, { 0, -1, 0 } },
		{ "derived\t2\t1\n", 0, { -1, -1, 1 } },
		/* any earlier table will do: the conditions are not here */
		{ "derived\t1\t0\n", 0, { -1, 0, -1 } },
		{ "derived\t2\t0\nderived\t2\t0\n", 0, { -1, -1, 0 } },
		{ "derived\t0\t1\n", -1, { 0 } },     /* a later rule's table */
		{ "derived\t2\t0\nderived\t2\t1\n", -1, { 0 } },  /* two sums */
		{ "derived\t3\t0\n", -1, { 0 } },     /* no such rule */
		{ "derived\t0\t2\n", -1, { 0 } },     /* no such table */
		{ "derived\t0\n", -1, { 0 } },
		{ "derived\t0\tx\n", -1, { 0 } },
	};
	char text[1024];
	struct xdpc_meta m;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int rc;

		snprintf(text, sizeof(text), "%s%s", head, cases[i].tail);
		rc = meta_parse(&m, text, strlen(text), "test");
		CHECKF(rc == cases[i].rc, "case %zu: meta_parse %d", i, rc);
		if (rc)
			continue;
		for (int r = 0; r < 3; r++)
			CHECKF(meta_rule_derived(&m.rules[r]) == (cases[i].from[r] >= 0) &&
			       m.rules[r].derived_table == cases[i].from[r],
			       "case %zu: rule %d derived %d from %d", i, r, meta_rule_derived(&m.rules[r]),
			       m.rules[r].derived_table);
		meta_free(&m);
	}
	/* a record before the rule it names */
	snprintf(text, sizeof(text), "xdpc-meta\t1\nderived\t0\t0\n%s", head + strlen("xdpc-meta\t1\n"));
	CHECK_EQ(meta_parse(&m, text, strlen(text), "test"), 0);
	CHECK(m.nrules == 3 && meta_rule_derived(&m.rules[0]));
	meta_free(&m);
}

static void test_snapshot(void)
{
	const char *text = "xdpc-meta\t1\ndefault\tpass\n"
			   "rule\t0\t1\tcount\t0\tcount by proto;\n"
			   "rule\t1\t2\tcount\t1\tcount by vlan;\n"
			   "rule\t2\t3\tdrop\t-\tdrop;\n"
			   "table\t0\t0\tproto\txdpc_t0_proto\n"
			   "table\t1\t1\tvlan\txdpc_t1_vlan\n"
			   "derived\t0\t0\n";
	struct xdpc_counter rules[4] = { { 99, 99 }, { 5, 500 }, { 7, 700 }, { 1, 60 } };
	struct table_entry proto[3] = {
		{ .key.num = 0, .c = { 1, 60 } },
		{ .key.num = 6, .c = { 2, 200 } },
		{ .key.num = 17, .c = { 4, 440 } },
	};
	struct table_entry vlan[1] = { { .key.num = 100, .c = { 3, 300 } } };
	struct table_snapshot tables[2] = { { false, proto, 3 }, { false, vlan, 1 } };
	struct snapshot s = { .rules = rules, .tables = tables, .nrules = 3, .ntables = 2 };
	struct xdpc_meta m;

	CHECK_EQ(meta_parse(&m, text, strlen(text), "test"), 0);
	stats_derive(&m, &s);
	/* whatever the map entry held, the derived rule is its table's sum */
	CHECK_EQ(rules[0].packets, 7);
	CHECK_EQ(rules[0].bytes, 700);
	/* the others, the default among them, are what they were */
	CHECK_EQ(rules[1].packets, 5);
	CHECK_EQ(rules[2].packets, 7);
	CHECK_EQ(rules[3].packets, 1);
	CHECK_EQ(vlan[0].c.packets, 3);
	meta_free(&m);

	/* an empty table sums to zero */
	tables[0].n = 0;
	CHECK_EQ(meta_parse(&m, text, strlen(text), "test"), 0);
	stats_derive(&m, &s);
	CHECK_EQ(rules[0].packets, 0);
	CHECK_EQ(rules[0].bytes, 0);
	meta_free(&m);
}

/* Two rules read as one table's sum, neither of them its own: each gets
 * the whole sum, and the table stays as it was. */
static void test_snapshot_shared(void)
{
	const char *text = "xdpc-meta\t1\ndefault\tpass\n"
			   "rule\t0\t1\tcount\t0\tcount by proto;\n"
			   "rule\t1\t2\tcount\t1\tcount by src;\n"
			   "rule\t2\t3\tpass\t-\tpass;\n"
			   "table\t0\t0\tproto\txdpc_t0_proto\n"
			   "table\t1\t1\tsrc\txdpc_t1_src\n"
			   "derived\t0\t0\n"
			   "derived\t2\t0\n";
	struct xdpc_counter rules[4] = { { 0, 0 }, { 9, 900 }, { 0, 0 }, { 0, 0 } };
	struct table_entry proto[2] = {
		{ .key.num = 6, .c = { 2, 200 } },
		{ .key.num = 17, .c = { 7, 700 } },
	};
	struct table_entry src[1] = { { .key.num = 0, .c = { 9, 900 } } };
	struct table_snapshot tables[2] = { { false, proto, 2 }, { true, src, 1 } };
	struct snapshot s = { .rules = rules, .tables = tables, .nrules = 3, .ntables = 2 };
	struct xdpc_meta m;

	CHECK_EQ(meta_parse(&m, text, strlen(text), "test"), 0);
	stats_derive(&m, &s);
	CHECK(rules[0].packets == 9 && rules[0].bytes == 900);
	CHECK(rules[2].packets == 9 && rules[2].bytes == 900);
	CHECK(rules[1].packets == 9 && rules[3].packets == 0);
	CHECK(proto[0].c.packets == 2 && proto[1].c.packets == 7 && s.tables[0].n == 2);
	meta_free(&m);
}

int main(void)
{
	arena_init(&arena);
	test_code();
	test_deciders();
	test_metadata();
	test_parse();
	test_snapshot();
	test_snapshot_shared();
	arena_free(&arena);
	return TC_DONE();
}
