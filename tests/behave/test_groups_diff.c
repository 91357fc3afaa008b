/* Rule groups, differentially: every program is loaded twice, grouped
 * (similar rules as one lookup) and with no_group (rule by rule),
 * and both run on the same frames as the reference evaluator. Verdicts are
 * compared frame by frame and every counter after the run. The programs
 * are made to tempt wrong merges: overlapping prefixes and port ranges
 * across rules, shadowed rules, interleaved drop and pass, both address
 * families in one group, guards that differ slightly, count rules between
 * members, members scattered between rules that decide first, composite
 * keys with duplicates, programs long enough for several rule functions.
 * A mismatch prints the program, the frame in hex and which build
 * disagreed.
 *
 * XDPC_SEED=N picks the seed; XDPC_GROUP_PROGRAMS=N the number of random
 * programs (default 40). */
#include "groups.h"
#include "kdiff.h"
#include "keyframes.h"

#include <stdlib.h>

/* ---- programs ---- */

static const char *const sets_decl =
	"set nets { 10.1.0.0/16, 2001:db8:1::/48, 192.0.2.0/25 };\n"
	"set ports { 50-60, 80, 443, 1000-1023 };\n";

static const char *const fixed_programs[] = {
	/* overlapping prefixes, shadowed rules, interleaved actions */
	"pass src 10.1.2.0/24; drop src 10.0.0.0/8; pass src 10.1.0.0/16;"
	" drop src 10.1.2.3; drop src 0.0.0.0/0; pass src 10.1.2.3;",
	/* both families in one run, /0 catch-alls of each */
	"drop dst 2001:db8::/32; pass dst 10.0.0.0/8; drop dst { 192.0.2.0/24, 2001:db8:1::/48 };"
	" pass dst ::/0; drop dst 0.0.0.0/0; pass dst 2001:db8::1;",
	/* overlapping port ranges and a named set */
	"pass udp dport 50-60; drop udp dport 53; drop udp dport 1-100; pass udp dport in ports;"
	" drop udp dport 65535; drop udp dport 0;",
	"drop sport 1-65535; pass sport 0; drop sport 0; pass sport 80;",
	/* protocols */
	"drop proto 6; pass proto 17; drop proto 6; pass icmp; drop proto 255; pass proto 50;",
	/* guards that differ slightly: three runs, not one */
	"drop tcp dport 22; drop tcp dport 23; pass tcp dport 22; drop tcp dport 80;"
	"drop udp dport 22; drop udp dport 23; pass udp dport 53; drop udp dport 80;"
	"drop tcp dport 22 len > 100; pass tcp dport 80 len > 100; drop tcp dport 443 len > 100;"
	" drop tcp dport 1-1000 len > 100;",
	/* count rules between runs; count by the key */
	"count by sport; drop sport 1; drop sport 2; pass sport 53; drop sport 3;"
	" count sport 1-1000; drop sport 5; pass sport 6; drop sport 53; drop sport 7;"
	" count by dst; default drop;",
	/* guard on the family with mixed-family keys: no IPv6 key can match */
	"drop ipv4 src 2001:db8::/32; drop ipv4 src 10.0.0.0/8; pass ipv4 src 10.1.0.0/16;"
	" drop ipv4 src ::/0; drop ipv4 src in nets;",
	/* destinations with set keys, sets overlapping each other */
	"drop dst in nets udp; pass dst 10.1.2.0/24 udp; drop dst 10.0.0.0/8 udp;"
	" pass dst 2001:db8::/32 udp; drop dst ::/0 udp; default drop;",
	/* members of one group far apart, single rules between them that
	 * decide first for some frames (the group must not jump ahead) */
	"drop udp dport 80; pass src 10.1.2.3; drop udp dport 53; pass udp dport 53;"
	" drop tcp dport 80; count udp; drop udp dport 81; pass src 10.0.0.0/8 udp dport 80;"
	" drop udp dport 443; drop tcp dport 443; drop udp dport 1-100; pass udp dport 22;"
	" drop udp dport 22; drop tcp dport 22; pass tcp dport 80;",
	/* composite keys: duplicates, shadowing by a rule of another shape,
	 * the same address with other ports, both actions */
	"drop src 10.1.2.3 udp sport 53; pass src 10.1.2.3 udp sport 53; drop src 10.1.2.0 udp sport 53;"
	" pass src 10.1.2.3 udp; drop src 10.1.2.3 udp sport 54; drop src 192.0.2.7 udp sport 53;"
	" pass udp sport 53; drop src 10.1.2.0 udp sport 54; drop src 192.0.2.7 udp sport 80;"
	" pass src 192.0.2.7 tcp sport 80; drop src 192.0.2.7 tcp sport 81;",
	/* five-field composites and protocol/port pairs, one group each */
	"drop src 10.1.2.3 dst 192.0.2.7 tcp sport 80 dport 53; pass udp dport 53;"
	" drop src 10.1.2.3 dst 192.0.2.7 udp sport 80 dport 53; drop tcp dport 53;"
	" drop src 192.0.2.7 dst 10.1.2.3 udp sport 53 dport 80; pass udp dport 80;"
	" drop src 0.0.0.0 dst 255.255.255.255 udp sport 0 dport 65535; drop udp dport 0;"
	" drop src 10.1.2.3 dst 192.0.2.7 udp sport 80 dport 54; pass tcp dport 22; default drop;",
	/* a run that decides everything, then rules that never run */
	"pass src 0.0.0.0/0; drop src 10.0.0.0/8; pass src ::/0; drop src 2001:db8::/32;"
	" drop; pass;",
};

static const char *const guards[] = {
	"", "tcp ", "udp ", "ipv4 ", "ipv6 ", "ipv4 tcp ", "len > 80 ", "not frag ",
};
static const char *const v4pfx[] = {
	"10.0.0.0/8", "10.1.0.0/16", "10.1.2.0/24", "10.1.2.3", "10.1.2.128/25",
	"0.0.0.0/0", "192.0.2.0/24", "192.0.2.7", "11.0.0.0/8", "255.255.255.255",
	"8.0.0.0/6",
};
static const char *const v6pfx[] = {
	"2001:db8::/32", "2001:db8:1::/48", "2001:db8::1", "::/0", "fe80::/10",
	"2001:db8:1:ffff::/64", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "2001:db8::/31",
};

static void addr_key(char *out, size_t cap)
{
	unsigned n = rnd(5) == 0 ? 2 + rnd(2) : 1;
	size_t len = 0;

	if (rnd(10) == 0) {
		snprintf(out, cap, "in nets");
		return;
	}
	if (n > 1)
		len += (size_t)snprintf(out + len, cap - len, "{ ");
	for (unsigned i = 0; i < n; i++)
		len += (size_t)snprintf(out + len, cap - len, "%s%s", i ? ", " : "",
					rnd(3) ? PICK(v4pfx) : PICK(v6pfx));
	if (n > 1)
		snprintf(out + len, cap - len, " }");
}

static void port_key(char *out, size_t cap)
{
	uint16_t a = kf_port(), b = kf_port();

	switch (rnd(6)) {
	case 0:
		snprintf(out, cap, "%u-%u", a < b ? a : b, a < b ? b : a);
		break;
	case 1:
		snprintf(out, cap, "in ports");
		break;
	case 2:
		snprintf(out, cap, "{ %u, %u }", a, b);
		break;
	default:
		snprintf(out, cap, "%u", a);
		break;
	}
}

/* A run of LEN rules keyed on one field with one guard. */
static size_t gen_run(char *p, size_t cap, unsigned len)
{
	static const char *const fields[] = { "src", "dst", "sport", "dport", "proto" };
	static const unsigned protos[] = { 1, 6, 17, 50, 58, 255 };
	unsigned fi = rnd(NELEM(fields));
	const char *field = fields[fi], *guard = PICK(guards);
	size_t n = 0;

	for (unsigned i = 0; i < len; i++) {
		char key[256];

		if (fi < 2)
			addr_key(key, sizeof(key));
		else if (fi < 4)
			port_key(key, sizeof(key));
		else
			snprintf(key, sizeof(key), "%u", PICK(protos));
		n += (size_t)snprintf(p + n, cap - n, "%s %s%s %s;\n", rnd(3) ? "drop" : "pass",
				      guard, field, key);
	}
	return n;
}

static char *gen_program(void)
{
	size_t cap = 1 << 16, n = 0;
	char *p = malloc(cap);
	unsigned parts = 1 + rnd(4);

	if (!p)
		abort();
	n += (size_t)snprintf(p + n, cap - n, "%s", sets_decl);
	for (unsigned i = 0; i < parts; i++) {
		/* long runs too: port runs of 32 or more get a direct table */
		n += gen_run(p + n, cap - n, rnd(4) ? 3 + rnd(10) : 32 + rnd(40));
		switch (rnd(4)) {
		case 0:
			n += (size_t)snprintf(p + n, cap - n, "count by %s;\n",
					      PICK(((const char *const[]){ "proto", "src", "sport" })));
			break;
		case 1:
			n += (size_t)snprintf(p + n, cap - n, "count udp;\n");
			break;
		default:
			break;
		}
	}
	if (rnd(2))
		n += (size_t)snprintf(p + n, cap - n, "default drop;\n");
	return p;
}

/* Rules of a few shapes in random order, keys from small pools: groups
 * whose members are scattered between other rules, composite keys,
 * duplicates and shadowed members; long enough (sometimes) to span
 * several rule functions, so the earliest code crosses chunk calls. */
static char *gen_mixed(void)
{
	static const char *const v4x[] = { "10.1.2.3", "192.0.2.7", "10.1.2.0", "255.255.255.255",
					   "198.51.100.1", "0.0.0.0" };
	static const char *const protos[] = { "tcp", "udp" };
	size_t cap = 1 << 17, n = 0;
	char *p = malloc(cap);
	unsigned nrules = rnd(3) ? 20 + rnd(60) : 300 + rnd(500);

	if (!p)
		abort();
	n += (size_t)snprintf(p + n, cap - n, "%s", sets_decl);
	for (unsigned i = 0; i < nrules && n + 256 < cap; i++) {
		const char *act = rnd(3) ? "drop" : "pass";

		switch (rnd(10)) {
		case 0:
		case 1:
			n += (size_t)snprintf(p + n, cap - n, "%s %s dport %u;\n", act, PICK(protos),
					      kf_port());
			break;
		case 2:
		case 3:
			n += (size_t)snprintf(p + n, cap - n, "%s src %s udp sport %u;\n", act,
					      PICK(v4x), kf_port());
			break;
		case 4:
			n += (size_t)snprintf(p + n, cap - n, "%s src %s dst %s %s sport %u dport %u;\n",
					      act, PICK(v4x), PICK(v4x), PICK(protos), kf_port(),
					      kf_port());
			break;
		case 5:
			n += (size_t)snprintf(p + n, cap - n, "%s src %s;\n", act,
					      rnd(2) ? PICK(v4pfx) : PICK(v6pfx));
			break;
		case 6:
			n += (size_t)snprintf(p + n, cap - n, "%s dst %s tcp;\n", act, PICK(v4x));
			break;
		case 7: {
			uint16_t a = kf_port(), b = kf_port();

			n += (size_t)snprintf(p + n, cap - n, "%s udp dport %u-%u;\n", act,
					      a < b ? a : b, a < b ? b : a);
			break;
		}
		case 8:
			n += (size_t)snprintf(p + n, cap - n, "%s %s len > %u;\n",
					      rnd(4) ? "count" : act, PICK(protos), 40 + rnd(100));
			break;
		default:
			n += (size_t)snprintf(p + n, cap - n, "%s %ssport %u;\n", act, PICK(guards),
					      kf_port());
			break;
		}
	}
	if (rnd(2))
		n += (size_t)snprintf(p + n, cap - n, "default drop;\n");
	return p;
}

/* ---- comparison ---- */

static unsigned long long groups_seen;

static size_t count_groups(const struct program *p)
{
	struct arena a;
	struct rule_groups g;

	arena_init(&a);
	find_rule_groups(&a, p, 4, &g);
	arena_free(&a);
	return g.n;
}

static void add_groups(const struct program *p)
{
	groups_seen += count_groups(p);
}

/* 0 when all builds agree with the evaluator on every frame and counter
 * (kdiff.h). */
static int diff_program(const char *text, const struct kf_corpus *c, int with_o0)
{
	return kdiff_program(text, c->f, c->n, with_o0, add_groups);
}

/* Ten long port runs: the first ones get direct 64K tables, the later
 * ones (over the program's budget for them) searched tables. */
static char *long_port_runs(void)
{
	size_t cap = 1 << 16, n = 0;
	char *p = malloc(cap);

	if (!p)
		abort();
	n += (size_t)snprintf(p + n, cap - n, "%s", sets_decl);
	for (unsigned r = 0; r < 10; r++) {
		for (unsigned i = 0; i < 40; i++) {
			uint16_t a = kf_port(), b = kf_port();

			if (i % 3 == 0)
				n += (size_t)snprintf(p + n, cap - n, "%s %s dport %u-%u;\n",
						      rnd(3) ? "drop" : "pass", r % 2 ? "tcp" : "udp",
						      a < b ? a : b, a < b ? b : a);
			else
				n += (size_t)snprintf(p + n, cap - n, "%s %s dport %u;\n",
						      rnd(3) ? "drop" : "pass", r % 2 ? "tcp" : "udp", a);
		}
	}
	return p;
}

int main(void)
{
	const char *seed = getenv("XDPC_SEED");
	const char *np = getenv("XDPC_GROUP_PROGRAMS");
	unsigned nprog = np ? (unsigned)atoi(np) : 40, failures = 0;
	struct kf_corpus c = { 0 };
	int rc = bpfrun_require_privileges();

	if (rc)
		return rc;
	rng_state = seed ? strtoull(seed, NULL, 0) : 0x9e3779b97f4a7c15ULL;
	if (!rng_state)
		rng_state = 1;
	printf("seed %llu\n", (unsigned long long)rng_state);
	kf_corpus_build(&c, 1500);
	for (size_t i = 0; i < NELEM(fixed_programs); i++) {
		char text[4096];
		struct kprog probe;

		snprintf(text, sizeof(text), "%s%s", sets_decl, fixed_programs[i]);
		failures += (unsigned)diff_program(text, &c, 1);
		/* the hand-written programs are there to be grouped */
		if (kprog_load(&probe, text, 2) == 0)
			CHECKF(count_groups(probe.prog) > 0, "no group in: %s", text);
		kprog_free(&probe);
	}
	{
		char *text = long_port_runs();

		failures += (unsigned)diff_program(text, &c, 1);
		free(text);
	}
	for (unsigned i = 0; i < nprog && failures < 3; i++) {
		char *text = i % 2 ? gen_mixed() : gen_program();

		failures += (unsigned)diff_program(text, &c, i % 8 == 0);
		free(text);
		if (i % 10 == 9)
			kf_corpus_build(&c, 1500);
	}
	printf("%llu frames run, %llu groups in the programs\n", kdiff_frames_run, groups_seen);
	CHECKF(groups_seen >= nprog / 2, "only %llu groups formed", groups_seen);
	free(c.f);
	return TC_DONE();
}
