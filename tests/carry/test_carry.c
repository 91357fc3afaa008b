/* Counter carry-over (runtime/carry.c) between filters that keep the
 * counters of `count by proto; drop;` differently: in the proto table only
 * (`derived` records, meta.h: the count rule's, and the drop rule's since
 * every frame it decides was counted there first), or also in xdpc_rules
 * (objects of older compilers). The reported counters must be the same
 * before and after the swap, and so must what the old filter counts in
 * between; a rule whose new counter is a table's sum it was not before
 * does not count as kept. Real per-CPU maps, no program: carry.c only
 * reads and writes maps. */
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

/* How an object of `count by proto; drop;` keeps its counters: compiled
 * before derived records, before derived deciding rules, now; and the
 * drop rule alone (no compiler does that, a reader must still cope). */
static const char *const xdp1_kinds[] = {
	"",
	"derived\t0\t0\n",
	"derived\t0\t0\nderived\t1\t0\n",
	"derived\t1\t0\n",
};
#define NKINDS (sizeof(xdp1_kinds) / sizeof(xdp1_kinds[0]))

/* A filter of the given metadata: NRULES rules (+ the default) and one
 * proto table. */
static int make_filter(struct filter *f, const char *rules, const char *tail, unsigned nrules)
{
	char text[1024];

	filter_init(f);
	snprintf(text, sizeof(text), "xdpc-meta\t1\ndefault\tpass\n%s%s", rules, tail);
	if (meta_parse(&f->meta, text, strlen(text), "test"))
		return -1;
	f->rules_fd = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "xdpc_rules", 4,
				     sizeof(struct xdpc_counter), nrules + 1, NULL);
	f->table_fds = malloc(sizeof(int));
	if (!f->table_fds)
		return -1;
	f->table_fds[0] = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "xdpc_t0_proto", 4,
					 sizeof(struct xdpc_counter), 256, NULL);
	return f->rules_fd < 0 || f->table_fds[0] < 0 ? -1 : 0;
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

/* Frames of protocol PROTO on CPU as filter F counts them: in the proto
 * table (rule 0), by rule 0 and by the deciding rule DECIDER unless they
 * are derived. */
static void frame(struct filter *f, __u32 proto, int cpu, __u64 packets, unsigned decider)
{
	count(f->table_fds[0], proto, cpu, packets);
	if (!meta_rule_derived(&f->meta.rules[0]))
		count(f->rules_fd, 0, cpu, packets);
	if (!meta_rule_derived(&f->meta.rules[decider]))
		count(f->rules_fd, decider, cpu, packets);
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

static struct xdpc_counter raw(const struct filter *f, __u32 rule)
{
	struct xdpc_counter c = { 0, 0 };

	CHECK_EQ(percpu_read(f->rules_fd, &rule, &c), 0);
	return c;
}

#define CHECK_RULE(f, rule, p, what)                                                   \
	CHECKF(reported(f, rule).packets == (p) && reported(f, rule).bytes == (p) * 100, \
	       "%s: rule %u %llu/%llu, want %llu/%llu", what, rule,                     \
	       (unsigned long long)reported(f, rule).packets,                           \
	       (unsigned long long)reported(f, rule).bytes, (unsigned long long)(p),    \
	       (unsigned long long)(p) * 100)

/* `count by proto; drop;` replaced by itself, kept as OLD_KIND and as
 * NEW_KIND. */
static void swap_xdp1(size_t old_kind, size_t new_kind)
{
	int last = percpu_ncpus() - 1;
	struct filter old, new;
	struct carry *c;
	char what[64];

	snprintf(what, sizeof(what), "kind %zu -> %zu", old_kind, new_kind);
	if (make_filter(&old, xdp1_rules, xdp1_kinds[old_kind], 2) ||
	    make_filter(&new, xdp1_rules, xdp1_kinds[new_kind], 2)) {
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
	carry_settle(c);
	carry_free(c);
	CHECK_RULE(&new, 0, 11, what);
	CHECK_RULE(&new, 1, 11, what);
	/* a derived rule's own entry stays zero, whatever the old one held */
	for (__u32 r = 0; r < 2; r++)
		if (meta_rule_derived(&new.meta.rules[r]))
			CHECKF(raw(&new, r).packets == 0, "%s: rule %u's entry %llu", what, r,
			       (unsigned long long)raw(&new, r).packets);
	/* and counting goes on from there */
	frame(&new, 17, last, 1, 1);
	CHECK_RULE(&new, 0, 12, what);
	CHECK_RULE(&new, 1, 12, what);
out:
	filter_close(&old);
	filter_close(&new);
}

/* `count by proto; drop tcp; drop;` (the last drop not derived: frames
 * may be decided before it) and `count by proto; drop;` (derived), one
 * replacing the other. */
static const char *const tcp_rules =
	"rule\t0\t1\tcount\t0\tcount by proto;\n"
	"rule\t1\t2\tdrop\t-\tdrop tcp;\n"
	"rule\t2\t3\tdrop\t-\tdrop;\n"
	"table\t0\t0\tproto\txdpc_t0_proto\n";

static void swap_tcp(int to_derived)
{
	struct filter old, new;
	struct carry *c;
	const char *what = to_derived ? "drop tcp removed" : "drop tcp added";

	if (to_derived ? make_filter(&old, tcp_rules, "derived\t0\t0\n", 3) ||
				 make_filter(&new, xdp1_rules, xdp1_kinds[2], 2)
		       : make_filter(&old, xdp1_rules, xdp1_kinds[2], 2) ||
				 make_filter(&new, tcp_rules, "derived\t0\t0\n", 3)) {
		CHECKF(0, "cannot set up the maps");
		goto out;
	}
	/* 3 tcp frames, 4 udp */
	frame(&old, 6, 0, 3, 1);
	frame(&old, 17, 0, 4, to_derived ? 2 : 1);
	c = carry_copy(&old, &new);
	CHECK(c != NULL);
	if (!c)
		goto out;
	frame(&old, 17, 0, 1, to_derived ? 2 : 1);
	carry_settle(c);
	if (to_derived) {
		/* `drop;` dropped 5 frames, but its counter is now the table's
		 * sum, 8: it keeps no counter of its own to carry */
		CHECKF(carry_rules_kept(c) == 1, "%s: %zu rules kept", what, carry_rules_kept(c));
		CHECK_RULE(&new, 0, 8, what);
		CHECK_RULE(&new, 1, 8, what);
		CHECK_EQ(raw(&new, 1).packets, 0);
	} else {
		/* the derived `drop;` dropped all 8, read from the old table */
		CHECKF(carry_rules_kept(c) == 2, "%s: %zu rules kept", what, carry_rules_kept(c));
		CHECK_RULE(&new, 0, 8, what);
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
 * empty, and with it the drop rule's counter. */
static void swap_new_table(void)
{
	static const char *const drop_rules = "rule\t0\t1\tdrop\t-\tdrop;\n";
	struct filter old, new;
	struct carry *c;
	__u32 key = 0;

	if (make_filter(&old, drop_rules, "", 1) ||
	    make_filter(&new, xdp1_rules, xdp1_kinds[2], 2)) {
		CHECKF(0, "cannot set up the maps");
		goto out;
	}
	close(old.table_fds[0]);    /* only the new filter has a table */
	count(old.rules_fd, key, 0, 5);
	c = carry_copy(&old, &new);
	CHECK(c != NULL);
	if (!c)
		goto out;
	carry_settle(c);
	CHECKF(carry_rules_kept(c) == 0, "new table: %zu rules kept", carry_rules_kept(c));
	carry_free(c);
	CHECK_RULE(&new, 1, 0, "new table");
	frame(&new, 6, 0, 2, 1);
	CHECK_RULE(&new, 0, 2, "new table");
	CHECK_RULE(&new, 1, 2, "new table");
out:
	filter_close(&old);
	filter_close(&new);
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
	if (make_filter(f, src_rules, "", 1))
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
	for (size_t o = 0; o < NKINDS; o++)
		for (size_t n = 0; n < NKINDS; n++)
			swap_xdp1(o, n);
	swap_tcp(1);
	swap_tcp(0);
	swap_new_table();
	swap_src_table();
	return TC_DONE();
}
