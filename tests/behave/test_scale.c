/* Scale: 2,000 distinct rules (every primitive kind, 40 count-by tables, a
 * 5,000-prefix set and a 1,000-port set) must compile and pass the kernel
 * verifier; a few frames then check it still agrees with the evaluator.
 * Prints the verifier's processed-instruction count. */
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

int main(void)
{
	int rc = bpfrun_require_privileges();
	struct kprog k;
	char *text;
	struct frame f;
	clock_t t0;

	if (rc)
		return rc;
	text = program_text();
	t0 = clock();
	if (kprog_load(&k, text, 2) == 0) {
		struct eval_counters *ec = eval_counters_new(k.prog);
		const char *src[] = { "10.0.5.1", "10.7.208.1", "192.0.2.9", "3.21.39.4" };

		printf("%d rules: compiled and loaded in %.1f s (CPU), verifier processed %u insns\n",
		       NRULES, (double)(clock() - t0) / CLOCKS_PER_SEC, k.run.verified_insns);
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
	return TC_DONE();
}
