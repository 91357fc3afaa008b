/* Sampled frames (docs/language.md, "Sampling frames") in the kernel: rules
 * with `sample` are compiled, loaded and run on frames with
 * BPF_PROG_TEST_RUN; the records in the xdpc_samples ring buffer are read
 * back with libbpf and checked: which frames, which rule, the frame's
 * length, the bytes kept. The process stays on one CPU, so the per-CPU
 * one-in-N counters see every frame. */
#define _GNU_SOURCE
/* libbpf's headers first: they declare the XDP actions kprog.h defines */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "kprog.h"

#include <sched.h>
#include <stdlib.h>
#include <time.h>

#define MAX_SEEN 2048

struct seen {
	struct xdpc_sample h;
	uint8_t data[XDPC_SNAPLEN_MAX];
};

static struct seen seen[MAX_SEEN];
static size_t nseen;

static int on_sample(void *ctx, void *data, size_t size)
{
	struct xdpc_sample h;

	(void)ctx;
	CHECK(size >= sizeof(h));
	if (size < sizeof(h) || nseen == MAX_SEEN)
		return 0;
	memcpy(&h, data, sizeof(h));
	CHECKF(h.caplen <= size - sizeof(h), "caplen %u, record %zu", h.caplen, size);
	seen[nseen].h = h;
	memcpy(seen[nseen].data, (uint8_t *)data + sizeof(h),
	       h.caplen <= size - sizeof(h) ? h.caplen : 0);
	nseen++;
	return 0;
}

/* Reads every record now in the ring into seen[] (cleared first). */
static void drain(struct kprog *k)
{
	int fd = bpfrun_map_fd(&k->run, XDPC_SAMPLES_MAP);
	struct ring_buffer *rb;

	nseen = 0;
	CHECK(fd >= 0);
	if (fd < 0)
		return;
	rb = ring_buffer__new(fd, on_sample, NULL, NULL);
	CHECK(rb != NULL);
	if (!rb)
		return;
	CHECK(ring_buffer__consume(rb) >= 0);
	ring_buffer__free(rb);
}

static uint64_t lost(struct kprog *k)
{
	int fd = bpfrun_map_fd(&k->run, XDPC_SAMPLE_N_MAP);
	int ncpu = libbpf_num_possible_cpus();
	uint64_t *v = calloc((size_t)ncpu, sizeof(*v)), sum = 0;
	uint32_t key = (uint32_t)k->prog->nsamplers;

	if (fd >= 0 && v && bpf_map_lookup_elem(fd, &key, v) == 0)
		for (int i = 0; i < ncpu; i++)
			sum += v[i];
	else
		CHECKF(0, "cannot read %s", XDPC_SAMPLE_N_MAP);
	free(v);
	return sum;
}

static void udp_frame(struct frame *f, uint16_t dport, size_t payload)
{
	frame_init(f);
	frame_eth(f, NULL, NULL);
	frame_ipv4(f, "192.0.2.1", "198.51.100.2");
	frame_udp(f, 4444, dport);
	frame_payload(f, NULL, payload);
}

static void tcp_frame(struct frame *f)
{
	frame_init(f);
	frame_eth(f, NULL, NULL);
	frame_ipv6(f, "2001:db8::1", "2001:db8::2");
	frame_tcp(f, 5555, 80, 0x02);
}

static void check_record(const struct seen *s, uint32_t rule, const struct frame *f,
			 uint32_t snaplen)
{
	uint32_t want = f->len < snaplen ? (uint32_t)f->len : snaplen;

	CHECK_EQ(s->h.rule, rule);
	CHECK_EQ(s->h.len, f->len);
	CHECK_EQ(s->h.caplen, want);
	CHECK(s->h.tstamp_ns != 0);
	CHECKF(!memcmp(s->data, f->buf, want), "rule %u: sampled bytes differ", rule);
}

/* One in 3 of the frames the rule decides: its 3rd and 6th, whatever runs
 * between them. */
static void one_in_n(void)
{
	struct kprog k;
	struct frame dns, other;

	if (kprog_load(&k, "drop udp dport 53 sample 1/3;", 2) < 0)
		return;
	udp_frame(&dns, 53, 40);
	tcp_frame(&other);
	for (int i = 0; i < 7; i++) {
		CHECK_EQ(kprog_run(&k, &dns), XDP_DROP);
		CHECK_EQ(kprog_run(&k, &other), XDP_PASS);
	}
	drain(&k);
	CHECK_EQ(nseen, 2);
	for (size_t i = 0; i < nseen; i++)
		check_record(&seen[i], 0, &dns, XDPC_SNAPLEN_DEFAULT);
	CHECK_EQ(lost(&k), 0);
	kprog_free(&k);
}

/* Count rules sample what they count (every 2nd), deciding rules what they
 * decide; snaplen cuts long frames, the length stays the frame's. */
static void count_and_decide(int opt)
{
	struct kprog k;
	struct frame big, tcp;
	size_t udps = 0, tcps = 0;

	if (kprog_load(&k, "count udp sample every 2 snaplen 20;\n"
			   "drop tcp sample 1/1 snaplen 1024;\n"
			   "count udp sample 1/1;\n", opt) < 0)
		return;
	udp_frame(&big, 9, 300);
	tcp_frame(&tcp);
	for (int i = 0; i < 4; i++)
		CHECK_EQ(kprog_run(&k, &big), XDP_PASS);
	CHECK_EQ(kprog_run(&k, &tcp), XDP_DROP);
	drain(&k);
	/* rule 0: frames 2 and 4 (20 bytes each); rule 2: all four; rule 1: the TCP one */
	CHECK_EQ(nseen, 7);
	for (size_t i = 0; i < nseen; i++) {
		if (seen[i].h.rule == 0) {
			check_record(&seen[i], 0, &big, 20);
			udps++;
		} else if (seen[i].h.rule == 2) {
			check_record(&seen[i], 2, &big, XDPC_SNAPLEN_DEFAULT);
		} else {
			check_record(&seen[i], 1, &tcp, 1024);
			tcps++;
		}
	}
	CHECK_EQ(udps, 2);
	CHECK_EQ(tcps, 1);
	kprog_free(&k);
}

/* A full ring loses samples and counts each lost one. */
static void ring_full(void)
{
	struct kprog k;
	struct frame f;
	const unsigned n = 1200;   /* more records of 1048 bytes than 1 MiB holds */

	if (kprog_load(&k, "drop udp sample every 1 snaplen 1024;", 2) < 0)
		return;
	udp_frame(&f, 7, 1200);
	for (unsigned i = 0; i < n; i++)
		CHECK_EQ(kprog_run(&k, &f), XDP_DROP);
	drain(&k);
	CHECK(nseen > 0 && nseen < n);
	CHECK_EQ(nseen + lost(&k), n);
	if (nseen)
		check_record(&seen[nseen - 1], 0, &f, 1024);
	kprog_free(&k);
}

static uint64_t now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000000000ull + (uint64_t)t.tv_nsec;
}

/* At most R per second: a burst of R, then one per 1/R s. The bound is
 * taken from the time the runs really took, never assumed. */
static void rate(void)
{
	struct kprog k;
	struct frame f;
	uint64_t t0, ms;

	if (kprog_load(&k, "drop udp sample 2/s;", 2) < 0)
		return;
	udp_frame(&f, 7, 10);
	t0 = now_ns();
	for (int i = 0; i < 50; i++)
		CHECK_EQ(kprog_run(&k, &f), XDP_DROP);
	ms = (now_ns() - t0) / 1000000;
	drain(&k);
	/* the first frame always gets one; 2 (burst) + 2 per second after */
	CHECKF(nseen >= 2 && nseen <= 2 + 2 * (ms / 1000 + 1), "%zu samples in %llu ms",
	       nseen, (unsigned long long)ms);
	kprog_free(&k);
}

/* Programs that do not sample have none of the maps. */
static void no_sampling(void)
{
	struct kprog k;

	if (kprog_load(&k, "drop udp dport 53; count tcp;", 2) < 0)
		return;
	CHECK(bpfrun_map_fd(&k.run, XDPC_SAMPLES_MAP) < 0);
	CHECK(bpfrun_map_fd(&k.run, XDPC_SAMPLE_N_MAP) < 0);
	CHECK(bpfrun_map_fd(&k.run, XDPC_SAMPLE_RATE_MAP) < 0);
	kprog_free(&k);
}

int main(void)
{
	cpu_set_t one;
	int rc = bpfrun_require_privileges();

	if (rc)
		return rc;
	CPU_ZERO(&one);
	CPU_SET(sched_getcpu() < 0 ? 0 : sched_getcpu(), &one);
	if (sched_setaffinity(0, sizeof(one), &one)) {
		perror("sched_setaffinity");
		return 1;
	}
	one_in_n();
	count_and_decide(2);
	count_and_decide(0);
	ring_full();
	rate();
	no_sampling();
	return TC_DONE();
}
