/* Counter carry-over (runtime/carry.c) between filters that keep a
 * `count by proto` rule's counter differently: in its table only (a
 * `derived` record, meta.h) or also in xdpc_rules (objects of older
 * compilers). The reported counters must be the same before and after
 * the swap, and so must what the old filter counts in between. Real
 * per-CPU maps, no program: carry.c only reads and writes maps. */
#include "bpfrun.h"
#include "carry.h"
#include "stats.h"
#include "tcheck.h"

#include <bpf/bpf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const meta_head =
	"xdpc-meta\t1\ndefault\tpass\n"
	"rule\t0\t1\tcount\t0\tcount by proto;\n"
	"rule\t1\t2\tdrop\t-\tdrop;\n"
	"table\t0\t0\tproto\txdpc_t0_proto\n";

static int make_filter(struct filter *f, int derived)
{
	char text[512];

	filter_init(f);
	snprintf(text, sizeof(text), "%s%s", meta_head, derived ? "derived\t0\t0\n" : "");
	if (meta_parse(&f->meta, text, strlen(text), "test"))
		return -1;
	f->rules_fd = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "xdpc_rules", 4,
				     sizeof(struct xdpc_counter), 3, NULL);
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

/* One frame as the filter F counts a frame of protocol PROTO on CPU. */
static void frame(struct filter *f, __u32 proto, int cpu, __u64 packets)
{
	count(f->table_fds[0], proto, cpu, packets);
	if (!f->meta.rules[0].derived)
		count(f->rules_fd, 0, cpu, packets);
	count(f->rules_fd, 1, cpu, packets);
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

static void swap(int old_derived, int new_derived)
{
	int last = percpu_ncpus() - 1;
	struct filter old, new;
	struct carry *c;

	if (make_filter(&old, old_derived) || make_filter(&new, new_derived)) {
		CHECKF(0, "cannot set up the maps");
		goto out;
	}
	frame(&old, 6, 0, 3);
	frame(&old, 17, 0, 2);
	frame(&old, 6, last, 1);
	CHECK_EQ(reported(&old, 0).packets, 6);
	c = carry_copy(&old, &new);
	CHECK(c != NULL);
	if (!c)
		goto out;
	CHECK_EQ(carry_rules_kept(c), 2);
	/* the old filter still runs between the copy and the swap */
	frame(&old, 6, last, 4);
	frame(&old, 1, 0, 1);
	carry_catch_up(c);
	carry_free(c);
	CHECKF(reported(&new, 0).packets == 11 && reported(&new, 0).bytes == 1100,
	       "derived %d -> %d: count by proto %llu/%llu after the swap, want 11/1100",
	       old_derived, new_derived, (unsigned long long)reported(&new, 0).packets,
	       (unsigned long long)reported(&new, 0).bytes);
	CHECK_EQ(reported(&new, 1).packets, 11);
	/* a derived rule's own entry stays zero, whatever the old one held */
	if (new_derived)
		CHECK_EQ(raw(&new, 0).packets, 0);
	/* and counting goes on from there */
	frame(&new, 17, last, 1);
	CHECK_EQ(reported(&new, 0).packets, 12);
out:
	filter_close(&old);
	filter_close(&new);
}

int main(void)
{
	int rc = bpfrun_require_privileges();

	if (rc)
		return rc;
	for (int old_derived = 0; old_derived <= 1; old_derived++)
		for (int new_derived = 0; new_derived <= 1; new_derived++)
			swap(old_derived, new_derived);
	return TC_DONE();
}
