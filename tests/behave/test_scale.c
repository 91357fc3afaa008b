/* Scale: 2,000 distinct rules (every primitive kind, 40 count-by tables, a
 * 5,000-prefix set and a 1,000-port set) must compile and pass the kernel
 * verifier at -O2 and -O0; a few frames then check it still agrees with the
 * evaluator. Then 10,000-rule programs: uniform port rules and address rules
 * (rule groups: one lookup each), the same without groups, and 10,000
 * mixed rules that do not group. Prints compile time and the verifier's
 * processed-instruction count of each. */
#define _GNU_SOURCE   /* memmem */
#include "kprog.h"
#include "eval.h"

#include <stdlib.h>
#include <time.h>

#define NRULES 2000

static char *program_text(void)
{
	size_t cap = 1 << 20, n = 0;
	char *p = malloc(cap);
	unsigned tables = 0;

	n += (size_t)snprintf(p + n, cap - n, "set big {");
	for (unsigned i = 0; i < 5000; i++)
		n += (size_t)snprintf(p + n, cap - n, "%s %u.%u.%u.0/24", i ? "," : "",
				      1 + i % 200, (i * 7) % 256, (i * 13) % 256);
	n += (size_t)snprintf(p + n, cap - n, " };\nset ports {");
	for (unsigned i = 0; i < 1000; i++)
		n += (size_t)snprintf(p + n, cap - n, "%s %u", i ? "," : "", 1 + i * 61);
	n += (size_t)snprintf(p + n, cap - n, " };\n");
	for (unsigned i = 0; i < NRULES; i++) {
		const char *count = tables < 40 && i % 10 == 3 ? (tables++, "count by src") : "count";

		switch (i % 8) {
		case 0:
			n += (size_t)snprintf(p + n, cap - n, "drop src 10.%u.%u.0/24 tcp dport %u;\n",
					      i / 256, i % 256, i + 1);
			break;
		case 1:
			n += (size_t)snprintf(p + n, cap - n, "count udp sport %u-%u;\n", i, i + 10);
			break;
		case 2:
			n += (size_t)snprintf(p + n, cap - n, "drop dst 2001:db8:%x::/48 or vlan %u;\n",
					      i, i % 4096);
			break;
		case 3:
			n += (size_t)snprintf(p + n, cap - n, "%s ttl %u;\n", count, i % 256);
			break;
		case 4:
			n += (size_t)snprintf(p + n, cap - n,
					      "drop tcp flags syn,ack dst in big len > %u;\n", i);
			break;
		case 5:
			n += (size_t)snprintf(p + n, cap - n,
					      "pass ether src 02:00:00:%02x:%02x:01 not ip;\n",
					      i / 256, i % 256);
			break;
		case 6:
			n += (size_t)snprintf(p + n, cap - n,
					      "drop ipv6 host 2001:db8::%x dport in ports;\n", i);
			break;
		default:
			n += (size_t)snprintf(p + n, cap - n,
					      "count host { 192.0.2.%u, 2001:db8::%x } frag;\n",
					      i % 256, i);
			break;
		}
	}
	return p;
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Compiles TEXT with O, loads it into K and prints the numbers. */
static int scale_load(struct kprog *k, const char *name, const char *text,
		      const struct cg_options *o)
{
	struct diag d;
	struct cg_buffer obj;
	double t0, t1, t2;

	memset(k, 0, sizeof(*k));
	arena_init(&k->arena);
	diag_init(&d, stderr);
	t0 = now();
	k->prog = frontend_compile_string(&k->arena, &d, "<scale>", text, strlen(text), NULL);
	CHECKF(k->prog != NULL, "%s: front end rejects it", name);
	if (!k->prog)
		return -1;
	t1 = now();
	if (cg_compile(k->prog, o, CG_OUT_OBJECT, &obj, &d) < 0) {
		CHECKF(0, "%s: code generation fails", name);
		return -1;
	}
	t2 = now();
	/* every function is nounwind: no unwind tables in a BPF object */
	CHECKF(!memmem(obj.data, obj.len, ".eh_frame", strlen(".eh_frame")), "%s: the object has .eh_frame", name);
	if (bpfrun_load(&k->run, obj.data, obj.len) < 0) {
		CHECKF(0, "%s: the kernel rejects it (-O%d%s):\n%s", name, o->opt_level,
		       o->no_group ? ", no groups" : "", k->run.error);
		cg_buffer_free(&obj);
		return -1;
	}
	k->loaded = 1;
	printf("%-28s -O%d%-10s front end %5.2f s, code generation %5.2f s, load %5.2f s, "
	       "verifier %7u insns, object %zu KB\n", name, o->opt_level,
	       o->no_group ? " no-group" : "", t1 - t0, t2 - t1, now() - t2,
	       k->run.verified_insns, obj.len / 1024);
	fflush(stdout);
	cg_buffer_free(&obj);
	return 0;
}

/* N rules of KIND: "port" (udp dport), "addr" (src prefixes), both with a
 * pass among drops now and then, or "mixed" (five shapes that do not
 * group). */
static char *uniform_text(unsigned n, const char *kind)
{
	size_t cap = (size_t)n * 64 + 64, len = 0;
	char *p = malloc(cap);

	if (!p)
		abort();
	p[0] = '\0';
	for (unsigned i = 0; i < n; i++) {
		const char *act = i % 7 == 3 ? "pass" : "drop";

		if (kind[0] == 'p')
			len += (size_t)snprintf(p + len, cap - len, "%s udp dport %u;\n", act,
						1 + i % 65535);
		else if (kind[0] == 'a')
			len += (size_t)snprintf(p + len, cap - len, "%s src %u.%u.%u.0/24;\n", act,
						10 + i / 65536, i / 256 % 256, i % 256);
		else
			switch (i % 5) {
			case 0:
				len += (size_t)snprintf(p + len, cap - len,
							"drop tcp dport %u src 10.%u.%u.0/24;\n",
							1 + i % 65535, i / 256 % 256, i % 256);
				break;
			case 1:
				len += (size_t)snprintf(p + len, cap - len, "count ttl %u;\n", i % 256);
				break;
			case 2:
				len += (size_t)snprintf(p + len, cap - len, "pass udp sport %u len > %u;\n",
							i % 65535, i % 1500);
				break;
			case 3:
				len += (size_t)snprintf(p + len, cap - len,
							"drop dst 2001:db8:%x::/48 or vlan %u;\n", i,
							i % 4096);
				break;
			default:
				len += (size_t)snprintf(p + len, cap - len,
							"drop ether src 02:00:00:%02x:%02x:01 not ip;\n",
							i / 256 % 256, i % 256);
				break;
			}
	}
	return p;
}

/* A few frames of each kind against the evaluator, verdicts and the
 * rule counters. */
static void spot_check(struct kprog *k, const char *name)
{
	struct eval_counters *ec = eval_counters_new(k->prog);
	struct frame f;
	int bad = 0;

	for (unsigned i = 0; i < 64; i++) {
		char src[32];
		struct eval_result er;

		snprintf(src, sizeof(src), "10.%u.%u.9", i * 37 % 256, i * 101 % 256);
		frame_init(&f);
		frame_eth(&f, NULL, NULL);
		frame_ipv4(&f, src, "192.0.2.1");
		if (i % 2)
			frame_udp(&f, (uint16_t)(i * 991), (uint16_t)(1 + i * 1013 % 12000));
		else
			frame_tcp(&f, (uint16_t)(i * 991), (uint16_t)(1 + i * 1013 % 12000), 0x10);
		er = eval_frame(k->prog, f.buf, f.len, ec);
		bad |= kprog_run(k, &f) != (er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS);
	}
	for (uint32_t r = 0; r <= k->prog->nrules && !bad; r++)
		bad |= kprog_rule(k, r).packets != eval_rule_counter(ec, r)->packets;
	CHECKF(!bad, "%s: the kernel and the evaluator disagree", name);
	eval_counters_free(ec);
}

/* N rules of KIND ("port", "addr", "mixed"), named "N WHAT rules" */
static void big_case(unsigned n, const char *kind, const char *what, int opt, bool no_group)
{
	char *text = uniform_text(n, kind);
	struct cg_options o;
	struct kprog k;
	char name[64];

	snprintf(name, sizeof(name), "%u %s rules", n, what);
	cg_options_init(&o);
	o.opt_level = opt;
	o.no_group = no_group;
	if (scale_load(&k, name, text, &o) == 0)
		spot_check(&k, name);
	kprog_free(&k);
	free(text);
}

int main(void)
{
	/* the 10,000-rule programs; XDPC_SCALE_RULES=N changes it */
	const char *env = getenv("XDPC_SCALE_RULES");
	unsigned big = env && atoi(env) > 0 ? (unsigned)atoi(env) : 10000;
	int rc = bpfrun_require_privileges();
	struct kprog k;
	char *text;
	struct frame f;
	struct cg_options o;

	if (rc)
		return rc;
	big_case(10, "port", "port", 2, false);
	text = program_text();
	cg_options_init(&o);
	o.opt_level = 0;
	if (scale_load(&k, "2,000 mixed rules", text, &o) == 0)
		spot_check(&k, "2,000 mixed rules -O0");
	kprog_free(&k);
	o.opt_level = 2;
	if (scale_load(&k, "2,000 mixed rules", text, &o) == 0) {
		struct eval_counters *ec = eval_counters_new(k.prog);
		const char *src[] = { "10.0.5.1", "10.7.208.1", "192.0.2.9", "3.21.39.4" };

		CHECK(k.prog->nrules == NRULES);
		for (unsigned i = 0; i < 4; i++) {
			for (unsigned dport = 1; dport < 3000; dport += 97) {
				struct eval_result er;

				frame_init(&f);
				frame_eth(&f, NULL, NULL);
				frame_ipv4(&f, src[i], "3.21.39.4");
				frame_tcp(&f, 1000, (uint16_t)dport, 0x12);
				er = eval_frame(k.prog, f.buf, f.len, ec);
				CHECK_EQ(kprog_run(&k, &f),
					 er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS);
			}
		}
		for (uint32_t r = 0; r <= NRULES; r++)
			CHECK_EQ(kprog_rule(&k, r).packets, eval_rule_counter(ec, r)->packets);
		eval_counters_free(ec);
	}
	kprog_free(&k);
	free(text);
	big_case(big, "port", "port", 2, false);
	big_case(big, "port", "port", 0, false);
	big_case(big, "addr", "address", 2, false);
	big_case(big, "port", "port", 2, true);
	big_case(big, "mixed", "mixed", 2, false);
	return TC_DONE();
}
