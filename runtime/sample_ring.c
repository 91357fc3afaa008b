#include "sample_ring.h"

#include "meta.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int64_t ns_of(clockid_t clk)
{
	struct timespec t;

	clock_gettime(clk, &t);
	return (int64_t)t.tv_sec * 1000000000ll + t.tv_nsec;
}

/* `FILE:LINE: TEXT` of every rule, the packets' comments. */
static char **rule_comments(const struct xdpc_meta *m)
{
	char **c = calloc(m->nrules + 1, sizeof(*c));

	for (size_t i = 0; c && i < m->nrules; i++) {
		const struct meta_rule *r = &m->rules[i];
		size_t n = strlen(m->source ? m->source : "") + strlen(r->text) + 32;

		if (!(c[i] = malloc(n)))
			break;
		snprintf(c[i], n, "%s:%u: %s", m->source ? m->source : "?", r->line, r->text);
	}
	return c;
}

static void free_comments(char **c, size_t n)
{
	for (size_t i = 0; c && i < n; i++)
		free(c[i]);
	free(c);
}

static int on_record(void *arg, void *data, size_t size)
{
	struct sample_capture *s = arg;
	struct xdpc_sample h;
	const char *comment = NULL;

	if (size < sizeof(h)) {
		s->bad++;
		return 0;
	}
	memcpy(&h, data, sizeof(h));
	if (h.caplen > size - sizeof(h)) {
		s->bad++;
		return 0;
	}
	if (h.rule < s->f->meta.nrules && s->comments)
		comment = s->comments[h.rule];
	pcapng_write(&s->out, (uint64_t)((int64_t)h.tstamp_ns + s->mono_to_real),
		     (const uint8_t *)data + sizeof(h), h.caplen, h.len, comment);
	return 0;
}

/* The last xdpc_sample_n entry, summed over CPUs (0 if unreadable). */
static uint64_t lost_now(const struct sample_capture *s)
{
	uint32_t key = (uint32_t)s->f->meta.nsamples;
	int ncpu = libbpf_num_possible_cpus();
	uint64_t *v, sum = 0;

	if (s->n_fd < 0 || ncpu <= 0 || !(v = calloc((size_t)ncpu, sizeof(*v))))
		return 0;
	if (bpf_map_lookup_elem(s->n_fd, &key, v) == 0)
		for (int i = 0; i < ncpu; i++)
			sum += v[i];
	free(v);
	return sum;
}

static uint32_t max_snaplen(const struct xdpc_meta *m)
{
	uint32_t n = 0;

	for (size_t i = 0; i < m->nsamples; i++)
		if (m->samples[i].snaplen > n)
			n = m->samples[i].snaplen;
	return n;
}

int sample_capture_open(struct sample_capture *s, const struct filter *f, int ring_fd,
			const char *path, const char *dev)
{
	memset(s, 0, sizeof(*s));
	s->f = f;
	s->n_fd = f->sample_n_fd;
	s->lost_before = lost_now(s);
	s->mono_to_real = ns_of(CLOCK_REALTIME) - ns_of(CLOCK_MONOTONIC);
	s->comments = rule_comments(&f->meta);
	if (!s->comments) {
		fprintf(stderr, "xdpc: out of memory\n");
		return -1;
	}
	s->rb = ring_buffer__new(ring_fd, on_record, s, NULL);
	if (!s->rb) {
		fprintf(stderr, "xdpc: %s: cannot read the samples' ring buffer: %s\n", dev,
			strerror(errno));
		free_comments(s->comments, f->meta.nrules);
		return -1;
	}
	if (pcapng_open(&s->out, path, max_snaplen(&f->meta), dev)) {
		ring_buffer__free(s->rb);
		free_comments(s->comments, f->meta.nrules);
		return -1;
	}
	return 0;
}

int sample_capture_wait(struct sample_capture *s, int timeout_ms)
{
	int n = ring_buffer__poll(s->rb, timeout_ms);

	if (n < 0 && n != -EINTR)
		return n;
	/* the clocks drift apart (NTP): follow the offset */
	s->mono_to_real = ns_of(CLOCK_REALTIME) - ns_of(CLOCK_MONOTONIC);
	if (n > 0)
		pcapng_flush(&s->out);
	return 0;
}

int sample_capture_idle(void *arg, int timeout_ms)
{
	return sample_capture_wait(arg, timeout_ms);
}

uint64_t sample_capture_lost(const struct sample_capture *s)
{
	uint64_t now = lost_now(s);

	return now > s->lost_before ? now - s->lost_before : 0;
}

int sample_capture_close(struct sample_capture *s, bool commit, const char *dev)
{
	const char *name = s->out.out.f.name;
	uint64_t lost;
	int rc;

	ring_buffer__consume(s->rb);
	lost = sample_capture_lost(s);
	ring_buffer__free(s->rb);
	free_comments(s->comments, s->f->meta.nrules);
	if (s->bad)
		fprintf(stderr, "xdpc: %s: %llu malformed sample records skipped\n", dev,
			(unsigned long long)s->bad);
	if (commit)
		fprintf(stderr, "xdpc: %s: %llu sampled frames written to %s; %llu lost to a "
			"full ring buffer%s\n", dev, (unsigned long long)s->out.packets, name,
			(unsigned long long)lost,
			lost ? " (read faster, or sample less)" : "");
	rc = pcapng_close(&s->out, commit);
	memset(s, 0, sizeof(*s));
	return rc;
}
