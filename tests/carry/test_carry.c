/* Counter carry-over (runtime/carry.c) between filters whose rule
 * counters live in one counter block per CPU (meta.h): a PERCPU_ARRAY
 * block, or an ARRAY with an entry per CPU, either replacing either. Rules
 * pair up by text; the reported counters must be the same before and
 * after the swap, and so must what the old filter counts in between; so
 * must a count-by table's, in a map of its own or in the block.
 * Real maps, no program: carry.c only reads and writes maps. */
#include "bpfrun.h"
#include "carry.h"
#include "stats.h"
#include "tcheck.h"

#include <bpf/bpf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const xdp1_rules =
	"rule\t0\t1\tcount\t0\tcount by proto;\n"
	"rule\t1\t2\tdrop\t-\tdrop;\n"
	"table\t0\t0\tproto\txdpc_t0_proto\n";

/* The same with the proto table in the block, after the rules and the
 * default (meta.h), as the compiler lays it out. */
static const char *const xdp1_block_rules =
	"rule\t0\t1\tcount\t0\tcount by proto;\n"
	"rule\t1\t2\tdrop\t-\tdrop;\n"
	"table\t0\t0\tproto\txdpc_rules\t3\t256\n";

/* A filter of the given metadata, in a PERCPU block or an ARRAY one, and
 * one proto table (a map, unless the metadata puts it in the block). */
static int make_filter(struct filter *f, const char *rules, bool percpu)
{
	char text[1024];
	unsigned vs;

	filter_init(f);
	snprintf(text, sizeof(text), "xdpc-meta\t%d\ndefault\tpass\n%s", XDPC_META_VERSION,
		 rules);
	if (meta_parse(&f->meta, text, strlen(text), "test"))
		return -1;
	vs = (unsigned)(meta_block_counters(&f->meta) * sizeof(struct xdpc_counter));
	f->rules_fd = bpf_map_create(percpu ? BPF_MAP_TYPE_PERCPU_ARRAY : BPF_MAP_TYPE_ARRAY,
				     "xdpc_rules", 4, vs, percpu ? 1 : (__u32)percpu_ncpus(), NULL);
	f->table_fds = malloc(sizeof(int));
	if (!f->table_fds)
		return -1;
	f->table_fds[0] = -1;
	if (f->meta.ntables && meta_table_has_map(&f->meta.tables[0]))
		f->table_fds[0] = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "xdpc_t0_proto", 4,
						 sizeof(struct xdpc_counter), 256, NULL);
	return f->rules_fd < 0 || (f->meta.ntables && meta_table_has_map(&f->meta.tables[0]) &&
				   f->table_fds[0] < 0) ? -1 : 0;
}

/* Adds PACKETS frames of 100 bytes each on CPU to FD[KEY], as a program
 * running on that CPU would. */
static void count(int fd, __u32 key, int cpu, __u64 packets)
{
	struct xdpc_counter *v = calloc(1, percpu_buf_size(sizeof(*v)));

	if (!v || bpf_map_lookup_elem(fd, &key, v)) {
		CHECKF(0, "cannot read key %u", key);
		free(v);
		return;
	}
	v[cpu].packets += packets;
	v[cpu].bytes += packets * 100;
	CHECK_EQ(bpf_map_update_elem(fd, &key, v, BPF_ANY), 0);
	free(v);
}

/* The same for counter RULE of F's block. */
static void count_rule(const struct filter *f, unsigned rule, int cpu, __u64 packets)
{
	struct block_copy b;

	if (block_read(f->rules_fd, &b) || rule >= b.n) {
		CHECKF(0, "cannot read counter %u", rule);
		free(b.v);
		return;
	}
	b.v[(size_t)cpu * b.n + rule].packets += packets;
	b.v[(size_t)cpu * b.n + rule].bytes += packets * 100;
	CHECK_EQ(block_write(f->rules_fd, &b), 0);
	free(b.v);
}

/* Frames of protocol PROTO on CPU as filter F counts them: in the proto
 * table, by rule 0 and by the deciding rule DECIDER. */
static void frame(struct filter *f, __u32 proto, int cpu, __u64 packets, unsigned decider)
{
	if (meta_table_has_map(&f->meta.tables[0]))
		count(f->table_fds[0], proto, cpu, packets);
	else
		count_rule(f, (unsigned)f->meta.tables[0].first + proto, cpu, packets);
	count_rule(f, 0, cpu, packets);
	count_rule(f, decider, cpu, packets);
}

static struct xdpc_counter reported(const struct filter *f, unsigned rule)
{
	struct snapshot s;
	struct xdpc_counter c = { 0, 0 };

	if (stats_read(f, &s)) {
		CHECKF(0, "stats_read fails");
		return c;
	}
	c = s.rules[rule];
	stats_free(&s);
	return c;
}

/* What F reports for protocol PROTO in its proto table. */
static __u64 reported_proto(const struct filter *f, __u32 proto)
{
	struct snapshot s;
	union table_key k;
	const struct table_entry *e;
	__u64 n = 0;

	if (stats_read(f, &s)) {
		CHECKF(0, "stats_read fails");
		return 0;
	}
	memset(&k, 0, sizeof(k));
	k.num = proto;
	if ((e = table_find(&s.tables[0], &k))) {
		n = e->c.packets;
		CHECKF(e->c.bytes == n * 100, "proto %u: %llu bytes for %llu packets", proto,
		       (unsigned long long)e->c.bytes, (unsigned long long)n);
	}
	stats_free(&s);
	return n;
}

#define CHECK_RULE(f, rule, p, what)                                                   \
	CHECKF(reported(f, rule).packets == (p) && reported(f, rule).bytes == (p) * 100, \
	       "%s: rule %u %llu/%llu, want %llu/%llu", what, rule,                     \
	       (unsigned long long)reported(f, rule).packets,                           \
	       (unsigned long long)reported(f, rule).bytes, (unsigned long long)(p),    \
	       (unsigned long long)(p) * 100)

/* `count by proto; drop;` replaced by itself, from one block layout to
 * another, its table in a map (TABLES xdp1_rules) or in the block. */
static void swap_xdp1(bool old_percpu, bool new_percpu, const char *tables)
{
	int last = percpu_ncpus() - 1;
	struct filter old, new;
	struct carry *c;
	char what[64];

	snprintf(what, sizeof(what), "%s -> %s, table in %s", old_percpu ? "percpu" : "array",
		 new_percpu ? "percpu" : "array", tables == xdp1_rules ? "a map" : "the block");
	if (make_filter(&old, tables, old_percpu) || make_filter(&new, tables, new_percpu)) {
		CHECKF(0, "cannot set up the maps");
		goto out;
	}
	frame(&old, 6, 0, 3, 1);
	frame(&old, 17, 0, 2, 1);
	frame(&old, 6, last, 1, 1);
	CHECK_RULE(&old, 0, 6, what);
	CHECK_RULE(&old, 1, 6, what);
	c = carry_copy(&old, &new);
	CHECK(c != NULL);
	if (!c)
		goto out;
	CHECKF(carry_rules_kept(c) == 2, "%s: %zu rules kept", what, carry_rules_kept(c));
	/* the old filter still runs between the copy and the swap, also
	 * with a key of the table not seen before */
	frame(&old, 6, last, 4, 1);
	frame(&old, 1, 0, 1, 1);
	CHECK_EQ(carry_settle(c), 0);
	carry_free(c);
	CHECK_RULE(&new, 0, 11, what);
	CHECK_RULE(&new, 1, 11, what);
	CHECK_RULE(&new, 2, 0, what);
	CHECKF(reported_proto(&new, 6) == 8, "%s: tcp", what);
	CHECKF(reported_proto(&new, 17) == 2, "%s: udp", what);
	CHECKF(reported_proto(&new, 1) == 1, "%s: icmp", what);
	CHECKF(reported_proto(&new, 47) == 0, "%s: gre", what);
	/* and counting goes on from there */
	frame(&new, 17, last, 1, 1);
	CHECK_RULE(&new, 0, 12, what);
	CHECK_RULE(&new, 1, 12, what);
	CHECKF(reported_proto(&new, 17) == 3, "%s: udp after", what);
out:
	filter_close(&old);
	filter_close(&new);
}

/* `count by proto; drop tcp; drop;` and `count by proto; drop;`, one
 * replacing the other: rules move to other counters of the block. */
static const char *const tcp_rules =
	"rule\t0\t1\tcount\t0\tcount by proto;\n"
	"rule\t1\t2\tdrop\t-\tdrop tcp;\n"
	"rule\t2\t3\tdrop\t-\tdrop;\n"
	"table\t0\t0\tproto\txdpc_t0_proto\n";

static void swap_tcp(int removed)
{
	struct filter old, new;
	struct carry *c;
	const char *what = removed ? "drop tcp removed" : "drop tcp added";

	if (removed ? make_filter(&old, tcp_rules, true) ||
			      make_filter(&new, xdp1_rules, false)
		    : make_filter(&old, xdp1_rules, false) ||
			      make_filter(&new, tcp_rules, true)) {
		CHECKF(0, "cannot set up the maps");
		goto out;
	}
	/* 3 tcp frames, 4 udp */
	frame(&old, 6, 0, 3, 1);
	frame(&old, 17, 0, 4, removed ? 2 : 1);
	c = carry_copy(&old, &new);
	CHECK(c != NULL);
	if (!c)
		goto out;
	frame(&old, 17, 0, 1, removed ? 2 : 1);
	CHECK_EQ(carry_settle(c), 0);
	CHECKF(carry_rules_kept(c) == 2, "%s: %zu rules kept", what, carry_rules_kept(c));
	CHECK_RULE(&new, 0, 8, what);
	if (removed) {
		CHECK_RULE(&new, 1, 5, what);     /* `drop;` dropped the udp frames */
	} else {
		CHECK_RULE(&new, 1, 0, what);
		CHECK_RULE(&new, 2, 8, what);
		frame(&new, 17, 0, 1, 2);
		CHECK_RULE(&new, 2, 9, what);
	}
	carry_free(c);
out:
	filter_close(&old);
	filter_close(&new);
}

/* `drop;` alone, then `count by proto; drop;`: the new table starts
 * empty, the drop rule keeps its counter. */
static void swap_new_table(void)
{
	static const char *const drop_rules = "rule\t0\t1\tdrop\t-\tdrop;\n";
	struct filter old, new;
	struct carry *c;

	if (make_filter(&old, drop_rules, true) || make_filter(&new, xdp1_rules, true)) {
		CHECKF(0, "cannot set up the maps");
		goto out;
	}
	count_rule(&old, 0, 0, 5);
	c = carry_copy(&old, &new);
	CHECK(c != NULL);
	if (!c)
		goto out;
	CHECK_EQ(carry_settle(c), 0);
	CHECKF(carry_rules_kept(c) == 1, "new table: %zu rules kept", carry_rules_kept(c));
	carry_free(c);
	CHECK_RULE(&new, 1, 5, "new table");
	frame(&new, 6, 0, 2, 1);
	CHECK_RULE(&new, 0, 2, "new table");
	CHECK_RULE(&new, 1, 7, "new table");
out:
	filter_close(&old);
	filter_close(&new);
}

/* The proto table moves from the block to a map of its own (TO_MAP) or
 * back: the rules keep their counters, the table starts from zero (with
 * a warning), and nothing fails. */
static void swap_moved_table(int to_map)
{
	struct filter old, new;
	struct carry *c;
	const char *what = to_map ? "table to a map" : "table into the block";

	if (make_filter(&old, to_map ? xdp1_block_rules : xdp1_rules, true) ||
	    make_filter(&new, to_map ? xdp1_rules : xdp1_block_rules, true)) {
		CHECKF(0, "cannot set up the maps");
		goto out;
	}
	frame(&old, 6, 0, 3, 1);
	c = carry_copy(&old, &new);
	CHECK(c != NULL);
	if (!c)
		goto out;
	frame(&old, 6, 0, 1, 1);
	CHECK_EQ(carry_settle(c), 0);
	CHECKF(carry_rules_kept(c) == 2, "%s: %zu rules kept", what, carry_rules_kept(c));
	carry_free(c);
	CHECK_RULE(&new, 0, 4, what);
	CHECK_RULE(&new, 1, 4, what);
	CHECKF(reported_proto(&new, 6) == 0, "%s: tcp %llu", what,
	       (unsigned long long)reported_proto(&new, 6));
	frame(&new, 6, 0, 2, 1);
	CHECKF(reported_proto(&new, 6) == 2, "%s: tcp after", what);
out:
	filter_close(&old);
	filter_close(&new);
}

/* Metadata of the layout before counter blocks is refused; a block table
 * overlapping the rules' counters too. */
static void old_layout_refused(void)
{
	static const char text[] = "xdpc-meta\t1\ndefault\tpass\n";
	static const char overlap[] = "xdpc-meta\t3\ndefault\tpass\n"
				      "rule\t0\t1\tcount\t0\tcount by proto;\n"
				      "table\t0\t0\tproto\txdpc_rules\t1\t256\n";
	static const char v2[] = "xdpc-meta\t2\ndefault\tpass\n"
				 "rule\t0\t1\tcount\t0\tcount by proto;\n"
				 "table\t0\t0\tproto\txdpc_t0_proto\n";
	struct xdpc_meta m;

	memset(&m, 0, sizeof(m));
	CHECK(meta_parse(&m, text, strlen(text), "old object") != 0);
	meta_free(&m);
	memset(&m, 0, sizeof(m));
	CHECK(meta_parse(&m, overlap, strlen(overlap), "overlapping table") != 0);
	meta_free(&m);
	/* version 2 (every table a map of its own) reads as version 3 */
	memset(&m, 0, sizeof(m));
	CHECK(meta_parse(&m, v2, strlen(v2), "version 2") == 0);
	CHECK(m.ntables == 1 && meta_table_has_map(&m.tables[0]) && meta_block_counters(&m) == 2);
	meta_free(&m);
}

/* `count by src;` (an LRU hash) replaced by itself. Between the copy and
 * the end of the swap the old filter counts a key it had and one it had
 * not, on another CPU; the new one already counts too, a key of its own
 * among them. carry_settle adds the old deltas per CPU with its program
 * (percpu_add.c): nothing may be lost or counted twice. */
static const char *const src_rules =
	"rule\t0\t1\tcount\t0\tcount by src;\n"
	"table\t0\t0\tsrc\txdpc_t0_src\n";

static int make_src_filter(struct filter *f)
{
	if (make_filter(f, src_rules, true))
		return -1;
	close(f->table_fds[0]);
	f->table_fds[0] = bpf_map_create(BPF_MAP_TYPE_LRU_PERCPU_HASH, "xdpc_t0_src",
					 sizeof(struct xdpc_addr_key),
					 sizeof(struct xdpc_counter), 64, NULL);
	return f->table_fds[0] < 0 ? -1 : 0;
}

static struct xdpc_addr_key src_key(__u8 host)
{
	struct xdpc_addr_key k = { .family = 4, .addr = { 192, 0, 2, host } };

	return k;
}

/* PACKETS frames from 192.0.2.HOST on CPU into table FD. */
static void count_src(int fd, __u8 host, int cpu, __u64 packets)
{
	struct xdpc_counter *v = calloc(1, percpu_buf_size(sizeof(*v)));
	struct xdpc_addr_key k = src_key(host);

	if (!v) {
		CHECKF(0, "out of memory");
		return;
	}
	bpf_map_lookup_elem(fd, &k, v);    /* a new key starts at zero */
	v[cpu].packets += packets;
	v[cpu].bytes += packets * 100;
	CHECK_EQ(bpf_map_update_elem(fd, &k, v, BPF_ANY), 0);
	free(v);
}

static __u64 src_packets(int fd, __u8 host)
{
	struct xdpc_addr_key k = src_key(host);
	struct xdpc_counter c = { 0, 0 };

	percpu_read(fd, &k, &c);
	CHECKF(c.bytes == c.packets * 100, "bytes %llu for %llu packets",
	       (unsigned long long)c.bytes, (unsigned long long)c.packets);
	return c.packets;
}

static void swap_src_table(void)
{
	int last = percpu_ncpus() - 1;
	struct filter old, new;
	struct carry *c;

	if (make_src_filter(&old) || make_src_filter(&new)) {
		CHECKF(0, "cannot set up the maps");
		goto out;
	}
	count_src(old.table_fds[0], 1, 0, 3);
	c = carry_copy(&old, &new);
	CHECK(c != NULL);
	if (!c)
		goto out;
	count_src(old.table_fds[0], 1, last, 2);    /* the old filter, still running */
	count_src(old.table_fds[0], 2, last, 4);    /* a key first seen now */
	count_src(new.table_fds[0], 1, 0, 1);       /* the new one, swapped in */
	count_src(new.table_fds[0], 3, last, 5);
	CHECK_EQ(carry_settle(c), 0);
	carry_free(c);
	CHECK_EQ(src_packets(new.table_fds[0], 1), 6);
	CHECK_EQ(src_packets(new.table_fds[0], 2), 4);
	CHECK_EQ(src_packets(new.table_fds[0], 3), 5);
out:
	filter_close(&old);
	filter_close(&new);
}

int main(void)
{
	int rc = bpfrun_require_privileges();

	if (rc)
		return rc;
	for (int o = 0; o < 2; o++)
		for (int n = 0; n < 2; n++) {
			swap_xdp1(o, n, xdp1_rules);
			swap_xdp1(o, n, xdp1_block_rules);
		}
	swap_moved_table(1);
	swap_moved_table(0);
	swap_tcp(1);
	swap_tcp(0);
	swap_new_table();
	swap_src_table();
	old_layout_refused();
	return TC_DONE();
}
