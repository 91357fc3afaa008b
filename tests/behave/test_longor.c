/* Issue 10 defect 6: long `or` rules compiled for 47 s and aborted in LLVM
 * ("Branch target out of insn range"), or were rejected by the verifier
 * ("8193 jumps is too complex"). Now:
 *  - alternatives of one field fold into one set: 10,000 `src`, 10,000
 *    `dport` and 3,000 `host` (IPv4 and IPv6) alternatives compile, load
 *    and agree with the evaluator;
 *  - alternatives that cannot fold are bounded by BUDGET_RULE_COST: a rule
 *    just within it, for each of the costliest shapes, must load (the
 *    estimate is conservative); one just over it is a --check error
 *    (tests/diag/budget-d6-rule-too-big). */
#include "kprog.h"
#include "budget.h"
#include "eval.h"

#include <stdlib.h>

typedef void (*alt_fn)(char *buf, size_t len, unsigned i);

static void alt_src(char *b, size_t n, unsigned i)
{
	snprintf(b, n, "src 10.%u.%u.%u", i >> 16 & 255, i >> 8 & 255, i & 255);
}

static void alt_dport(char *b, size_t n, unsigned i)
{
	snprintf(b, n, "dport %u", 1 + i * 3);
}

static void alt_host(char *b, size_t n, unsigned i)
{
	if (i % 2)
		snprintf(b, n, "host 2001:db8::%x", i);
	else
		snprintf(b, n, "host 10.%u.%u.%u", i >> 16 & 255, i >> 8 & 255, i & 255);
}

/* shapes that do not fold, each costing (per budget.c) what COST says */
static void alt_src_dport(char *b, size_t n, unsigned i)
{
	snprintf(b, n, "(src 10.%u.%u.%u and dport %u)", i >> 16 & 255, i >> 8 & 255,
		 i & 255, 1 + i);
}

static void alt_host6_ttl(char *b, size_t n, unsigned i)
{
	snprintf(b, n, "(host 2001:db8::%x and ttl %u)", i, i % 256);
}

static void alt_mac_len(char *b, size_t n, unsigned i)
{
	snprintf(b, n, "(ether src 02:00:00:00:%02x:%02x and len > %u)", i >> 8 & 255,
		 i & 255, i % 1500);
}

static void alt_not_vlan(char *b, size_t n, unsigned i)
{
	snprintf(b, n, "not (vlan %u and proto %u)", i % 4096, i % 256);
}

static char *or_rule(const char *pre, alt_fn alt, unsigned n)
{
	size_t cap = (size_t)n * 64 + 64, len = 0;
	char *s = malloc(cap), one[96];

	if (!s)
		abort();
	len += (size_t)snprintf(s, cap, "drop %s(", pre);
	for (unsigned i = 0; i < n; i++) {
		alt(one, sizeof(one), i);
		len += (size_t)snprintf(s + len, cap - len, "%s%s", i ? " or " : "", one);
	}
	snprintf(s + len, cap - len, ");\ncount;\n");
	return s;
}

/* Frames from and to addresses and ports around the alternatives: the
 * kernel and the evaluator must agree on each, and on every counter. */
static void agree(struct kprog *k, const char *name, unsigned n)
{
	struct eval_counters *ec = eval_counters_new(k->prog);
	unsigned picks[] = { 0, 1, n / 2, n - 2, n - 1, n, n + 7 };
	unsigned drops = 0, bad = 0;

	for (size_t j = 0; j < sizeof(picks) / sizeof(picks[0]); j++) {
		for (int v6 = 0; v6 < 2; v6++) {
			unsigned i = picks[j];
			char src[64], dst[64];
			struct frame f;
			struct eval_result er;
			uint32_t act;

			frame_init(&f);
			frame_eth(&f, NULL, NULL);
			if (v6) {
				snprintf(src, sizeof(src), "2001:db8::%x", i);
				frame_ipv6(&f, src, "2001:db8::ffff:1");
			} else {
				snprintf(src, sizeof(src), "10.%u.%u.%u", i >> 16 & 255, i >> 8 & 255,
					 i & 255);
				snprintf(dst, sizeof(dst), "192.0.2.%u", i % 200);
				frame_ipv4(&f, src, dst);
			}
			frame_udp(&f, 999, (uint16_t)(1 + i * 3));
			er = eval_frame(k->prog, f.buf, f.len, ec);
			act = kprog_run(k, &f);
			drops += er.verdict == VERDICT_DROP;
			bad += act != (er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS);
		}
	}
	for (uint32_t r = 0; r <= k->prog->nrules; r++)
		bad += kprog_rule(k, r).packets != eval_rule_counter(ec, r)->packets;
	CHECKF(bad == 0, "%s: the kernel and the evaluator disagree %u times", name, bad);
	printf("%-34s loads: %u verified insns, %u of 14 frames dropped\n", name,
	       k->run.verified_insns, drops);
	eval_counters_free(ec);
}

static void load_case(const char *name, const char *pre, alt_fn alt, unsigned n,
		      int min_drops)
{
	char *text = or_rule(pre, alt, n);
	struct kprog k;

	if (kprog_load(&k, text, 2) == 0) {
		if (min_drops)
			CHECKF(k.prog->nsets == 1, "%s: %zu sets, not one folded set", name,
			       k.prog->nsets);
		agree(&k, name, n);
	} else {
		CHECKF(0, "%s does not load", name);
	}
	kprog_free(&k);
	free(text);
}

int main(void)
{
	int rc = bpfrun_require_privileges();
	/* budget.c's cost of one alternative of each shape */
	struct {
		const char *name;
		alt_fn alt;
		unsigned cost;
	} shapes[] = {
		{ "src and dport within budget", alt_src_dport, 8 },
		{ "host6 and ttl within budget", alt_host6_ttl, 8 },
		{ "ether src and len within budget", alt_mac_len, 4 },
		{ "not (vlan and proto) within budget", alt_not_vlan, 4 },
	};

	if (rc)
		return rc;
	load_case("10,000 src alternatives", "", alt_src, 10000, 1);
	load_case("10,000 dport alternatives", "udp and ", alt_dport, 10000, 1);
	load_case("3,000 host alternatives (v4+v6)", "", alt_host, 3000, 1);
	for (size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); s++)
		load_case(shapes[s].name, "", shapes[s].alt,
			  (BUDGET_RULE_COST - 6) / shapes[s].cost, 0);
	return TC_DONE();
}
