/* libFuzzer frame fuzzer: each input is one frame, run through a fixed set
 * of programs in the kernel (BPF_PROG_TEST_RUN) and through the reference
 * evaluator (compiler/eval.c, its own frame parser); the verdicts and the
 * rule counters must agree after every frame, and every counter (count-by
 * tables too) every FULL_EVERY frames: reading a per-CPU table of 65,536
 * ports costs seconds.
 * Needs root: without it the run skips (exit 77), or fails under CI=true. */
#include "fuzz_root.h"
#include "kcompare.h"

#include <stdlib.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Every primitive, groups, sets big and small, dynamic sets, count-by
 * tables of every key, `count by proto; drop;`. */
static const char *const programs[] = {
	"drop tcp dport 22 src 198.51.100.0/24; count udp; pass ipv6 frag;\n"
	"drop len > 1000; count by proto icmp; drop vlan 7 or ether type arp;\n"
	"count by src tcp flags syn,ack; drop ttl < 5 not arp; default pass;\n",
	"dynamic set blk { 203.0.113.0/24, 2001:db8::/32 };\n"
	"set p { 53, 123, 1000-2000 };\n"
	"drop src in blk; count by dport udp port in p; count by sport tcp;\n"
	"drop host 192.0.2.1 or host 2001:db8::1 or dst 198.51.100.7;\n"
	"pass ether src 02:00:00:00:00:01; count by vlan vlan; drop icmpv6;\n"
	"count by dst ip; default drop;\n",
	"drop udp dport 1; drop udp dport 2; drop udp dport 3; pass udp dport 4;\n"
	"drop udp dport 5; drop src 192.0.2.0/25; drop src 192.0.2.128/26;\n"
	"drop src 2001:db8::/64; pass src 2001:db8:1::/48; drop src 10.0.0.0/8;\n"
	"drop tcp src 198.51.100.1 dport 80; drop tcp src 198.51.100.2 dport 80;\n"
	"drop tcp src 198.51.100.3 dport 443; drop tcp src 198.51.100.4 dport 8080;\n",
	"count by proto; drop;\n",
	("drop not (ipv4 or ipv6) or len < 60 or (tcp and not tcp flags fin);\n"
	 "drop frag; count ether dst 02:00:00:00:00:02 ttl 1-64; pass;\n"),
};
#define NPROG (sizeof(programs) / sizeof(programs[0]))

#define FULL_EVERY 256

static struct kprog progs[NPROG];
static struct eval_counters *counters[NPROG];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	fuzz_require_root();
	for (size_t i = 0; i < NPROG; i++) {
		if (kprog_load(&progs[i], programs[i], 2) < 0) {
			fprintf(stderr, "fuzz_frames: program %zu does not load\n", i);
			exit(1);
		}
		counters[i] = eval_counters_new(progs[i].prog);
	}
	return 0;
}

static bool rules_equal(struct kprog *k, const struct eval_counters *ec)
{
	for (uint32_t r = 0; r <= k->prog->nrules; r++) {
		struct xdpc_counter kc = kprog_rule(k, r);
		const struct xdpc_counter *e = eval_rule_counter(ec, r);

		if (kc.packets != e->packets || kc.bytes != e->bytes)
			return false;
	}
	return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static unsigned long runs;
	struct frame f;
	bool full;

	/* BPF_PROG_TEST_RUN refuses frames under 14 bytes and clips at a page */
	if (size < 14 || size > 3000)
		return -1;
	frame_init(&f);
	memcpy(f.buf, data, size);
	f.len = size;
	full = ++runs % FULL_EVERY == 0;
	for (size_t i = 0; i < NPROG; i++) {
		struct eval_result er = eval_frame(progs[i].prog, data, size, counters[i]);
		uint32_t act = kprog_run(&progs[i], &f);

		if (act != (er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS) ||
		    !rules_equal(&progs[i], counters[i]) ||
		    (full && !kprog_counters_equal(&progs[i], counters[i]))) {
			fprintf(stderr, "fuzz_frames: program %zu: kernel %u, evaluator %s%s\n", i,
				act, er.verdict == VERDICT_DROP ? "drop" : "pass",
				tc_failed ? " (a kernel run failed)" : "; counters differ");
			abort();
		}
	}
	return 0;
}
