/* Verifier acceptance at 100,000 multi-field rules (issue 11): a
 * ClassBench-like rule set (nested source and destination prefixes of
 * both families, protocols, exact ports and ranges, drop and pass mixed)
 * must plan into classifiers, compile, pass the kernel verifier and run;
 * frames then agree with the reference evaluator in verdict and in every
 * rule's counter. Prints the compile time, the plan's classifiers and the
 * verifier's processed-instruction count. XDPC_CLS_SCALE=N changes the
 * number of rules. */
#include "kcompare.h"
#include "plan.h"
#include "trand.h"

#include <stdio.h>

#include <stdlib.h>
#include <time.h>

static size_t put_prefix(char *p, size_t cap, size_t n, int six, uint32_t net)
{
	static const unsigned len4[] = { 32, 32, 32, 28, 24, 24, 20, 16, 8 };
	static const unsigned len6[] = { 128, 64, 56, 48, 32 };
	uint32_t a = net ^ rnd(4096);

	if (six)
		return n + (size_t)snprintf(p + n, cap - n, "2001:db8:%x:%x::%x/%u", net >> 16,
					    net & 0xffff, rnd(65536), PICK(len6));
	{
		unsigned l = PICK(len4);
		uint32_t m = l == 32 ? ~0u : ~0u << (32 - l);

		a &= m;
		return n + (size_t)snprintf(p + n, cap - n, "%u.%u.%u.%u/%u", a >> 24,
					    a >> 16 & 255, a >> 8 & 255, a & 255, l);
	}
}

static char *program_text(unsigned nrules)
{
	static const char *const dports[] = { "22", "25", "53", "80", "443", "8080",
					      "1024-65535", "0-1023", "6000-6063" };
	size_t cap = (size_t)nrules * 120 + 4096, n = 0;
	char *p = malloc(cap);
	uint32_t nets[512];

	if (!p)
		abort();
	for (size_t i = 0; i < NELEM(nets); i++)
		nets[i] = (uint32_t)rnd(1u << 31) << 1 | 1;
	for (unsigned i = 0; i < nrules; i++) {
		int six = rnd(7) == 0;

		n += (size_t)snprintf(p + n, cap - n, "%s", rnd(5) < 3 ? "drop" : "pass");
		if (rnd(10)) {
			n += (size_t)snprintf(p + n, cap - n, " src ");
			n = put_prefix(p, cap, n, six, PICK(nets));
		}
		if (rnd(10) || p[n - 1] == 'p' || p[n - 1] == 's') {   /* never neither */
			n += (size_t)snprintf(p + n, cap - n, " dst ");
			n = put_prefix(p, cap, n, six, PICK(nets));
		}
		n += (size_t)snprintf(p + n, cap - n, " %s", rnd(3) ? "tcp" : "udp");
		if (rnd(8) == 0)
			n += (size_t)snprintf(p + n, cap - n, " sport 1024-65535");
		if (rnd(4)) {
			if (rnd(4))
				n += (size_t)snprintf(p + n, cap - n, " dport %s", PICK(dports));
			else {
				unsigned lo = 1024 + rnd(60000);

				n += (size_t)snprintf(p + n, cap - n, " dport %u-%u", lo, lo + rnd(2000));
			}
		}
		n += (size_t)snprintf(p + n, cap - n, ";\n");
	}
	/* the frames below: one matches this last rule, one nothing */
	n += (size_t)snprintf(p + n, cap - n,
			      "drop src 203.0.113.250 dst 192.0.2.77 udp sport 7 dport 9;\n");
	return p;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void frame_of(struct frame *f, const char *src, const char *dst, int six)
{
	frame_init(f);
	frame_eth(f, NULL, NULL);
	if (six)
		frame_ipv6(f, src, dst);
	else
		frame_ipv4(f, src, dst);
	frame_udp(f, 7, 9);
}

int main(void)
{
	const char *env = getenv("XDPC_CLS_SCALE");
	unsigned nrules = env ? (unsigned)atoi(env) : 100000;
	struct kprog k;
	struct eval_counters *ec;
	struct frame f[4];
	struct arena a;
	struct diag d;
	struct plan pl;
	size_t members = 0;
	double t0;
	char *text;
	int rc = bpfrun_require_privileges();

	if (rc)
		return rc;
	rng_state = 0x853c49e6748fea9bULL;
	text = program_text(nrules);
	t0 = now();
	if (kprog_load(&k, text, 2) < 0) {
		free(text);
		return TC_DONE();
	}
	printf("%u rules: compiled and loaded in %.1f s, %u verified insns\n", nrules + 1,
	       now() - t0, k.run.verified_insns);
	arena_init(&a);
	diag_init(&d, NULL);
	CHECK(plan_build(&a, k.prog, NULL, &pl, &d) == 0);
	for (size_t i = 0; i < pl.ncls; i++)
		members += pl.cls[i]->count;
	printf("%zu classifiers hold %zu rules\n", pl.ncls, members);
	CHECKF(members >= nrules / 2, "only %zu of %u rules in classifiers", members, nrules);
	arena_free(&a);

	frame_of(&f[0], "203.0.113.250", "192.0.2.77", 0);   /* the last rule */
	frame_of(&f[1], "192.0.2.1", "198.51.100.1", 0);     /* no rule names these */
	frame_of(&f[2], "2001:db9::1", "2001:db9::2", 1);
	frame_of(&f[3], "203.0.113.250", "192.0.2.78", 0);
	ec = eval_counters_new(k.prog);
	for (size_t i = 0; i < NELEM(f); i++) {
		struct eval_result er = eval_frame(k.prog, f[i].buf, f[i].len, ec);
		uint32_t want = er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS;

		CHECKF(kprog_run(&k, &f[i]) == want, "frame %zu: kernel and evaluator differ", i);
	}
	CHECKF(kprog_counters_equal(&k, ec), "counters differ from the evaluator's");
	printf("the last rule counted %llu frame(s), as the evaluator did\n",
	       (unsigned long long)kprog_rule(&k, nrules).packets);
	eval_counters_free(ec);
	kprog_free(&k);
	free(text);
	return TC_DONE();
}
