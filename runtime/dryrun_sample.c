#define _GNU_SOURCE
#include "dryrun_sample.h"

#include "meta.h"

#include <bpf/libbpf.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NS_PER_SEC 1000000000ull

static void add(struct dry_samples *s, unsigned long frame, int rule)
{
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 64;
		struct dry_sample *v = realloc(s->v, cap * sizeof(*v));

		if (!v) {
			fprintf(stderr, "xdpc: out of memory\n");
			abort();
		}
		s->v = v;
		s->cap = cap;
	}
	s->v[s->n++] = (struct dry_sample){ frame, rule };
}

static int on_record(void *arg, void *data, size_t size)
{
	struct dry_samples *s = arg;
	struct xdpc_sample h;

	if (size >= sizeof(h)) {
		memcpy(&h, data, sizeof(h));
		add(s, s->frame, (int)h.rule);
	}
	return 0;
}

int dry_samples_kernel_start(struct dry_samples *s, int ring_fd)
{
	cpu_set_t one, *saved;
	int cpu = sched_getcpu();

	if (ring_fd < 0)
		return 0;
	/* one CPU: the one-in-N counters are per CPU */
	if ((saved = malloc(sizeof(*saved))) &&
	    sched_getaffinity(0, sizeof(*saved), saved) == 0) {
		CPU_ZERO(&one);
		CPU_SET(cpu < 0 ? 0 : cpu, &one);
		if (sched_setaffinity(0, sizeof(one), &one) == 0)
			s->saved_cpus = saved;
	}
	if (!s->saved_cpus) {
		free(saved);
		fprintf(stderr, "xdpc: note: cannot keep the dry run on one CPU; one-in-N "
			"samples may differ from a run on one CPU\n");
	}
	s->rb = ring_buffer__new(ring_fd, on_record, s, NULL);
	if (!s->rb) {
		fprintf(stderr, "xdpc: cannot read the program's samples\n");
		return -1;
	}
	return 0;
}

void dry_samples_kernel_frame(struct dry_samples *s, unsigned long frame)
{
	if (!s->rb)
		return;
	s->frame = frame;
	ring_buffer__consume(s->rb);
}

void dry_samples_eval_start(struct dry_samples *s, const struct program *p)
{
	size_t n = p->nsamplers ? p->nsamplers : 1;

	s->seen = calloc(n, sizeof(*s->seen));
	s->tat = calloc(n, sizeof(*s->tat));
	s->before = calloc(n, sizeof(*s->before));
	if (!s->seen || !s->tat || !s->before) {
		fprintf(stderr, "xdpc: out of memory\n");
		abort();
	}
}

/* The kernel's decision (cg_sample.c), on the capture's clock. */
static int take(struct dry_samples *s, const struct sample *smp, size_t i, uint64_t now)
{
	uint64_t t, start;

	if (smp->kind == SAMPLE_EVERY) {
		if (++s->seen[i] < smp->n)
			return 0;
		s->seen[i] = 0;
		return 1;
	}
	t = NS_PER_SEC / smp->n;
	start = s->tat[i] > now ? s->tat[i] : now;
	if (start - now > NS_PER_SEC - t)
		return 0;
	s->tat[i] = start + t;
	return 1;
}

void dry_samples_eval_frame(struct dry_samples *s, const struct program *p,
			    const struct eval_counters *c, struct eval_result res,
			    unsigned long frame, uint64_t ts_ns)
{
	/* count rules first, then the deciding rule, as the program does */
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < p->nsamplers; i++) {
			const struct rule *r = p->samplers[i];
			int fired;

			if ((r->action == ACT_COUNT) != (pass == 0))
				continue;
			if (pass == 0) {
				uint64_t now = eval_rule_counter(c, (size_t)r->index)->packets;

				fired = now != s->before[i];
				s->before[i] = now;
			} else {
				fired = res.rule == r->index;
			}
			if (fired && take(s, r->sample, i, ts_ns))
				add(s, frame, r->index);
		}
}

void dry_samples_stop(struct dry_samples *s)
{
	if (s->rb) {
		ring_buffer__free(s->rb);
		s->rb = NULL;
	}
	if (s->saved_cpus)
		sched_setaffinity(0, sizeof(cpu_set_t), s->saved_cpus);
	free(s->saved_cpus);
	s->saved_cpus = NULL;
}

void dry_samples_free(struct dry_samples *s)
{
	dry_samples_stop(s);
	free(s->v);
	free(s->seen);
	free(s->tat);
	free(s->before);
	memset(s, 0, sizeof(*s));
}
