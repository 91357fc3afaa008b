/* Rate limits in the kernel (docs/language.md "Rate limits"): exact
 * verdicts and buckets on a clock the test sets (the xdpc_clock map, as
 * dry runs do), the kernel's own clock when it is not set, and a
 * differential run against the reference evaluator (eval_rate.c) with
 * random frames at random times, every bucket compared at the end. */
#include "eval.h"
#include "eval_rate.h"
#include "kprog.h"
#include "trand.h"

#include <stdlib.h>

/* libbpf's (its header's uapi enum clashes with kprog.h's XDP_* macros) */
int bpf_map_update_elem(int fd, const void *key, const void *value, uint64_t flags);
int bpf_map_lookup_elem(int fd, const void *key, void *value);
#define BPF_ANY 0

#define MS 1000000ull

static void set_clock(struct kprog *k, uint64_t ns)
{
	struct xdpc_clock v = { 1, ns };
	uint32_t key = 0;
	int fd = bpfrun_map_fd(&k->run, XDPC_CLOCK_MAP);

	CHECKF(fd >= 0 && bpf_map_update_elem(fd, &key, &v, BPF_ANY) == 0,
	       "cannot set xdpc_clock");
}

static void udp4(struct frame *f, const char *src, uint16_t dport, size_t payload)
{
	frame_init(f);
	frame_eth(f, NULL, NULL);
	frame_ipv4(f, src, "198.51.100.1");
	frame_udp(f, 4444, dport);
	frame_payload(f, NULL, payload);
}

static void udp6(struct frame *f, const char *src)
{
	frame_init(f);
	frame_eth(f, NULL, NULL);
	frame_ipv6(f, src, "2001:db8::53");
	frame_udp(f, 4444, 53);
}

/* Runs F at NS in the kernel and the evaluator; both must say DROP. */
static void step(struct kprog *k, struct eval_counters *ec, const struct frame *f, uint64_t ns,
		 bool drop, const char *what)
{
	uint32_t act;
	struct eval_result er;

	set_clock(k, ns);
	act = kprog_run(k, f);
	eval_counters_set_time(ec, ns);
	er = eval_frame(k->prog, f->buf, f->len, ec);
	CHECKF(act == (drop ? XDP_DROP : XDP_PASS), "%s at %llu ns: kernel %u, want %s", what,
	       (unsigned long long)ns, act, drop ? "drop" : "pass");
	CHECKF((er.verdict == VERDICT_DROP) == drop, "%s at %llu ns: evaluator", what,
	       (unsigned long long)ns);
}


/* 10/s, burst 3: three at once, the fourth over; 100 ms later one more. */
static void test_whole_rule(int opt)
{
	struct kprog k;
	struct eval_counters *ec;
	struct frame f;

	if (kprog_load(&k, "drop udp rate over 10/s burst 3;", opt) < 0)
		return;
	ec = eval_counters_new(k.prog);
	udp4(&f, "192.0.2.1", 53, 10);
	for (int i = 0; i < 3; i++)
		step(&k, ec, &f, 1000 * MS, false, "burst");
	step(&k, ec, &f, 1000 * MS, true, "past the burst");
	step(&k, ec, &f, 1099 * MS, true, "before a token is back");
	step(&k, ec, &f, 1100 * MS, false, "a token back");
	step(&k, ec, &f, 1100 * MS, true, "and used");
	step(&k, ec, &f, 900 * MS, true, "time going back refills nothing");
	step(&k, ec, &f, 5000 * MS, false, "full again");
	CHECK_EQ(kprog_rule(&k, 0).packets, 4);
	CHECK_EQ(eval_rule_counter(ec, 0)->packets, 4);
	eval_counters_free(ec);
	kprog_free(&k);
}

/* per src, per src/24, per dport: each key its own bucket of 1. */
static void test_keys(int opt)
{
	static const struct {
		const char *rules;
		const char *a, *b;      /* two frames' sources */
		uint16_t pa, pb;        /* and destination ports */
		bool shared;            /* one bucket for both */
	} cases[] = {
		{ "drop rate over 1/s burst 1 per src;", "192.0.2.1", "192.0.2.2", 53, 53, false },
		{ "drop rate over 1/s burst 1 per src;", "192.0.2.1", "192.0.2.1", 53, 54, true },
		{ "drop ipv4 rate over 1/s burst 1 per src/24;", "192.0.2.1", "192.0.2.200", 1, 2,
		  true },
		{ "drop ipv4 rate over 1/s burst 1 per src/24;", "192.0.2.1", "192.0.3.1", 1, 1,
		  false },
		{ "drop ipv4 rate over 1/s burst 1 per src/31;", "192.0.2.2", "192.0.2.3", 1, 1,
		  true },
		{ "drop rate over 1/s burst 1 per dst;", "192.0.2.1", "192.0.2.2", 1, 1, true },
		{ "drop rate over 1/s burst 1 per dport;", "192.0.2.1", "192.0.2.1", 53, 54, false },
		{ "drop rate over 1/s burst 1 per dport;", "192.0.2.1", "192.0.2.9", 53, 53, true },
		{ "drop rate over 1/s burst 1 per sport;", "192.0.2.1", "192.0.2.9", 53, 54, true },
		{ "drop rate over 1/s burst 1;", "192.0.2.1", "192.0.2.9", 53, 54, true },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct kprog k;
		struct eval_counters *ec;
		struct frame a, b;

		if (kprog_load(&k, cases[i].rules, opt) < 0)
			continue;
		ec = eval_counters_new(k.prog);
		udp4(&a, cases[i].a, cases[i].pa, 0);
		udp4(&b, cases[i].b, cases[i].pb, 0);
		step(&k, ec, &a, 7 * MS, false, cases[i].rules);
		step(&k, ec, &b, 7 * MS, cases[i].shared, cases[i].rules);
		step(&k, ec, &a, 7 * MS, true, cases[i].rules);
		eval_counters_free(ec);
		kprog_free(&k);
	}
}

/* IPv6 per /64; ARP has no address: all such frames share one bucket. */
static void test_v6_and_keyless(int opt)
{
	struct kprog k;
	struct eval_counters *ec;
	struct frame a, b, c, arp;

	if (kprog_load(&k, "drop ipv6 rate over 1/s burst 1 per src/64;", opt) == 0) {
		ec = eval_counters_new(k.prog);
		udp6(&a, "2001:db8:1:2::1");
		udp6(&b, "2001:db8:1:2:ffff::9");
		udp6(&c, "2001:db8:1:3::1");
		step(&k, ec, &a, MS, false, "v6 a");
		step(&k, ec, &b, MS, true, "v6 b, same /64");
		step(&k, ec, &c, MS, false, "v6 c, another /64");
		eval_counters_free(ec);
		kprog_free(&k);
	}
	if (kprog_load(&k, "drop rate over 1/s burst 1 per src;", opt) == 0) {
		ec = eval_counters_new(k.prog);
		frame_init(&arp);
		frame_eth(&arp, NULL, NULL);
		frame_arp(&arp);
		step(&k, ec, &arp, MS, false, "first ARP");
		step(&k, ec, &arp, MS, true, "second ARP: the keyless bucket");
		eval_counters_free(ec);
		kprog_free(&k);
	}
}

/* Bytes: 1000 bytes/s, burst 1000 bytes; 100-byte frames. */
static void test_bytes(int opt)
{
	struct kprog k;
	struct eval_counters *ec;
	struct frame f, big;

	if (kprog_load(&k, "drop rate over 1000 bytes/s burst 1000;", opt) < 0)
		return;
	ec = eval_counters_new(k.prog);
	udp4(&f, "192.0.2.1", 53, 100 - 42);
	udp4(&big, "192.0.2.1", 53, 1200 - 42);
	CHECK_EQ(f.len, 100);
	step(&k, ec, &big, 0, true, "a frame bigger than the burst");
	for (int i = 0; i < 10; i++)
		step(&k, ec, &f, 0, false, "ten 100-byte frames fit");
	step(&k, ec, &f, 0, true, "the eleventh does not");
	step(&k, ec, &f, 100 * MS, false, "100 ms: 100 bytes back");
	eval_counters_free(ec);
	kprog_free(&k);
}

/* Without xdpc_clock set, bpf_ktime_get_ns(): 1/hour with a burst of 2
 * lets two frames through and drops the third, at any speed. */
static void test_kernel_clock(int opt)
{
	struct kprog k;
	struct frame f;

	if (kprog_load(&k, "drop rate over 1/hour burst 2;", opt) < 0)
		return;
	udp4(&f, "192.0.2.1", 53, 0);
	CHECK_EQ(kprog_run(&k, &f), XDP_PASS);
	CHECK_EQ(kprog_run(&k, &f), XDP_PASS);
	CHECK_EQ(kprog_run(&k, &f), XDP_DROP);
	CHECK_EQ(kprog_rule(&k, 0).packets, 1);
	kprog_free(&k);
}

/* ---- differential ---- */

static const char *const diff_rules[] = {
	"count by src;\ndrop udp rate over 50/s burst 5 per src;\npass udp;\ndrop;",
	"drop ipv4 rate over 3000 bytes/s burst 2 kbytes per src/24;\n"
	"drop ipv6 rate over 20/s burst 4 per src/48;",
	"pass tcp rate over 100/s burst 2 per dport;\ndrop tcp;\ndrop udp rate over 5/s "
	"per dst;",
	"drop rate over 7/s burst 3 per sport;\ncount by proto;\ndrop udp rate over 1/s;",
	"drop udp dport 53 rate over 2000/minute burst 10 per src;\ndefault drop;\n"
	"pass rate over 40/s burst 8;",
};

static const char *const srcs4[] = { "192.0.2.1", "192.0.2.2", "192.0.2.130", "198.51.100.9" };
static const char *const srcs6[] = { "2001:db8::1", "2001:db8:0:1::1", "2001:db8:1::5" };
static const uint16_t dports[] = { 53, 80, 443 };

static void random_frame(struct frame *f)
{
	unsigned kind = rnd(8);

	frame_init(f);
	frame_eth(f, NULL, NULL);
	if (kind == 0) {
		frame_arp(f);
		return;
	}
	if (kind < 5)
		frame_ipv4(f, PICK(srcs4), PICK(srcs4));
	else
		frame_ipv6(f, PICK(srcs6), PICK(srcs6));
	if (rnd(2))
		frame_udp(f, PICK(dports), PICK(dports));
	else
		frame_tcp(f, PICK(dports), PICK(dports), 0x02);
	frame_payload(f, NULL, rnd(300));
}


/* Every bucket the evaluator has, the kernel has with the same state. */
static void compare_buckets(struct kprog *k, const struct eval_counters *ec, const char *rules)
{
	const struct eval_rates *rs = eval_counters_rates(ec);

	for (size_t m = 0; m < k->prog->nrated; m++) {
		char name[32];
		size_t cur = 0, n = 0;
		const struct xdpc_addr_key *key;
		const struct xdpc_rate_val *ev;
		int fd;

		snprintf(name, sizeof(name), XDPC_RATE_MAP_PREFIX "%zu", m);
		fd = bpfrun_map_fd(&k->run, name);
		CHECKF(fd >= 0, "no map %s", name);
		while (eval_rates_next(rs, m, &cur, &key, &ev)) {
			struct xdpc_rate_val kv;

			n++;
			CHECKF(bpf_map_lookup_elem(fd, key, &kv) == 0, "%s: a bucket the kernel lacks "
			       "(family %u)\n%s", name, key->family, rules);
			CHECKF(kv.tat == ev->tat && kv.over == ev->over, "%s: kernel tat %llu over %llu, "
			       "evaluator tat %llu over %llu\n%s", name, (unsigned long long)kv.tat,
			       (unsigned long long)kv.over, (unsigned long long)ev->tat,
			       (unsigned long long)ev->over, rules);
		}
		CHECKF(n > 0, "%s: no bucket was used\n%s", name, rules);
	}
}

static void test_differential(int opt, unsigned frames)
{
	for (size_t r = 0; r < NELEM(diff_rules); r++) {
		struct kprog k;
		struct eval_counters *ec;
		uint64_t ns = 1000 * MS;
		unsigned bad = 0;

		if (kprog_load(&k, diff_rules[r], opt) < 0)
			continue;
		ec = eval_counters_new(k.prog);
		rng_state = 0x9e3779b97f4a7c15ull + r;
		for (unsigned i = 0; i < frames; i++) {
			struct frame f;
			uint32_t act;
			struct eval_result er;

			random_frame(&f);
			/* mostly bursts, sometimes pauses, rarely a step back */
			ns += rnd(4) ? rnd(20) * MS / 4 : rnd(3) ? rnd(500) * MS : 0;
			if (rnd(50) == 0)
				ns -= rnd(10) * MS;
			set_clock(&k, ns);
			act = kprog_run(&k, &f);
			eval_counters_set_time(ec, ns);
			er = eval_frame(k.prog, f.buf, f.len, ec);
			if (act != (er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS) && bad++ < 3)
				CHECKF(0, "frame %u at %llu ns: kernel %u, evaluator %s\n%s", i,
				       (unsigned long long)ns, act,
				       er.verdict == VERDICT_DROP ? "drop" : "pass", diff_rules[r]);
		}
		CHECKF(bad == 0, "%u of %u frames disagree\n%s", bad, frames, diff_rules[r]);
		for (uint32_t i = 0; i <= k.prog->nrules; i++)
			CHECKF(kprog_rule(&k, i).packets == eval_rule_counter(ec, i)->packets,
			       "rule %u: kernel %llu, evaluator %llu\n%s", i,
			       (unsigned long long)kprog_rule(&k, i).packets,
			       (unsigned long long)eval_rule_counter(ec, i)->packets, diff_rules[r]);
		compare_buckets(&k, ec, diff_rules[r]);
		eval_counters_free(ec);
		kprog_free(&k);
	}
}

int main(void)
{
	int rc = bpfrun_require_privileges();

	if (rc)
		return rc;
	for (int opt = 0; opt <= 2; opt += 2) {
		test_whole_rule(opt);
		test_keys(opt);
		test_v6_and_keyless(opt);
		test_bytes(opt);
		test_kernel_clock(opt);
		test_differential(opt, opt ? 3000 : 500);
	}
	return TC_DONE();
}
