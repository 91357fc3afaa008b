/* The multi-field classifier (cls.h), differentially: each program is
 * loaded with its plan (a classifier takes the multi-field rules) and with
 * no_group (rule by rule), and both run on the same frames as the
 * reference evaluator, one BPF_PROG_TEST_RUN per frame. Verdicts are
 * compared frame by frame and every counter (every rule's, the default's,
 * every count-by table) after the run. The programs are built to tempt
 * wrong merges: nested and overlapping prefixes of both families, nested
 * and adjacent port ranges, interleaved drop/pass/count rules, shadowed
 * rules, residual tests (ttl, tcp flags, `not`), `or` of conjunctions and
 * sets of several elements. Every program must get a classifier (the plan
 * is asked), so the test cannot pass by testing rules one by one. Every
 * third program is count-heavy, and its count rules must be counted by a
 * classifier, whose counters are compared like every other: half count
 * rules, which ride in the deciding trees (cls.h; some in several trees,
 * each leaving its word in the frame's struct), or nine tenths, too few
 * deciding rules for a tree, which get counting trees of their own (some
 * several, walked in one call). In one program two classifiers with
 * residual tests of their own share a call, and each must read its own
 * bits (cg_cls.c); in another, residual tests split the classifiers into
 * more trees than may carry riders, and the plan must fall back to a
 * counting tree. Two programs of 60 IPv4 rules get a classifier below
 * the usual bound (plan.c, PLAN_CLS_MIN_WORD0). Every third program has
 * no residual tests: the trees
 * of its IPv4-only ones hold each leaf's first box in the leaf's node
 * (cg_cls.c), where the others read every box from the box table.
 * Every other program's planned build keeps its boxes in lists
 * (cg_options.cls_box_lists), where the others have a box per list entry
 * (cg_cls.c): both layouts of the box table meet every kind of program.
 *
 * XDPC_SEED=N picks the seed; XDPC_CLS_PROGRAMS=N the number of random
 * programs (default 24). */
#include "kdiff.h"
#include "keyframes.h"
#include "kplan.h"

#include <stdlib.h>

/* ---- programs ---- */

/* Prefixes nested in and next to the frames' addresses (keyframes.h). */
static const char *const v4[] = {
	"10.0.0.0/8", "10.1.0.0/16", "10.1.2.0/24", "10.1.2.3", "10.1.2.0/31", "10.1.3.0/24",
	"10.1.2.128/25", "192.0.2.0/24", "192.0.2.0/25", "192.0.2.128/25", "198.51.100.1",
	"0.0.0.0/0", "0.0.0.0/1", "128.0.0.0/1", "11.0.0.0/8", "8.8.8.8", "127.255.255.255",
	"128.0.0.0/31",
};
static const char *const v6[] = {
	"2001:db8::/32", "2001:db8::1", "2001:db8:1::/48", "2001:db8:1::/64", "2001:db8::/64",
	"2001:db8:1:ffff::/64", "::/0", "2001:db8:ffff:ffff::/64", "::ffff:0:0/96",
	"2001:db8::/127", "7fff:ffff:ffff:fffd::/64", "7fff:ffff:ffff:fff0::/61",
	/* last: top words at 7fffffff and above (V6_LOW leaves them out) */
	"7fff:ffff:ffff:ffff::/64", "7fff:ffff:ffff:fffe::/63",
	"7fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "fe80::/10", "8000::/1",
};
#define V6_LOW (NELEM(v6) - 5)
static const char *const ports[] = {
	"53", "80", "443", "0", "65535", "1-100", "50-60", "52-54", "54-59", "60-61",
	"1000-1023", "1024-65535", "0-1023", "22-23", "79-81", "100-101", "{ 22, 80, 443 }",
	"{ 50-53, 60-100 }",
};
static const char *const residuals[] = {
	"ttl < 64", "not dport 53", "tcp flags syn", "len > 100", "not src 10.1.2.0/24",
	"ipv4", "not frag",
};

static size_t put(char *p, size_t cap, size_t n, const char *s)
{
	size_t l = strlen(s);

	if (n + l + 1 < cap) {
		memcpy(p + n, s, l + 1);
		n += l;
	}
	return n;
}

/* The families of a program's addresses: both, IPv4 only, or IPv6 below
 * 8000::/1 only. Single-family trees split on that family's 32-bit words
 * only (cls.h), mixed ones on both; the frames keep every family and
 * address, so IPv6 frames meet IPv4-only trees and the reverse. */
enum fam_mode { FAM_BOTH, FAM_V4, FAM_V6_LOW };
static enum fam_mode fam_mode;
static bool plain;   /* no residual tests */

static const char *pick_addr(int six)
{
	return !six ? PICK(v4) : fam_mode == FAM_V6_LOW ? v6[rnd(V6_LOW)] : PICK(v6);
}

/* One conjunction of 1 to 5 key fields and, sometimes, a residual test. */
static size_t conjunction(char *p, size_t cap, size_t n)
{
	int six = fam_mode == FAM_BOTH ? rnd(4) == 0 : fam_mode == FAM_V6_LOW, any = 0;
	char buf[128];

	if (rnd(3)) {
		snprintf(buf, sizeof(buf), " src %s", pick_addr(six));
		n = put(p, cap, n, buf);
		any = 1;
	}
	if (rnd(2)) {
		snprintf(buf, sizeof(buf), " dst %s", pick_addr(six));
		n = put(p, cap, n, buf);
		any = 1;
	}
	if (rnd(4)) {
		n = put(p, cap, n, rnd(2) ? " tcp" : " udp");
		if (rnd(2))
			n = put(p, cap, n, " sport "), n = put(p, cap, n, PICK(ports));
		if (rnd(3))
			n = put(p, cap, n, " dport "), n = put(p, cap, n, PICK(ports));
		any = 1;
	} else if (rnd(3) == 0) {
		n = put(p, cap, n, rnd(2) ? " proto 47" : " icmp");
		any = 1;
	}
	if (!any)
		n = put(p, cap, n, " udp dport 53");
	if (rnd(8) == 0 && !plain)
		n = put(p, cap, n, " "), n = put(p, cap, n, PICK(residuals));
	return n;
}

/* NRULES random rules, COUNT_TENTHS tenths of them count rules (most of
 * them members of a counting classifier, cls.h). */
static char *gen_program(unsigned nrules, unsigned count_tenths)
{
	size_t cap = 256 * (size_t)nrules + 256, n = 0;
	char *p = malloc(cap);

	if (!p)
		abort();
	p[0] = '\0';
	for (unsigned i = 0; i < nrules; i++) {
		unsigned kind = rnd(10);

		n = put(p, cap, n, kind < count_tenths ? "count" : rnd(2) ? "drop" : "pass");
		if (rnd(12) == 0) {   /* an `or` of two conjunctions */
			n = put(p, cap, n, " (");
			n = conjunction(p, cap, n);
			n = put(p, cap, n, ") or (");
			n = conjunction(p, cap, n);
			n = put(p, cap, n, ")");
		} else {
			n = conjunction(p, cap, n);
		}
		n = put(p, cap, n, ";\n");
		if (rnd(40) == 0)
			n = put(p, cap, n, "count by proto;\n");
	}
	if (rnd(2))
		n = put(p, cap, n, "default drop;\n");
	return p;
}

/* 1,040 rules in two halves, interleaved: a source address and no
 * destination, residual test `len > N`; a destination and no source,
 * `len < N`; 8 distinct tests each. Each half is its own category
 * (cls_categories(): a wide destination, a wide source; a few rules land
 * in the other's), so the plan makes two classifiers, whose walks share
 * one call (cg_cls_run(): their bits fit its 32), the second's bits
 * after the first's. Every fourth rule is followed by a count rule without
 * a residual test, of either half in turn, which rides in that half's
 * tree: the two trees' riders each leave their own word in the frame's struct
 * (cg_cls.c). The addresses are /32s, half of them the frames'
 * (keyframes.h), so no address is wide. */
static char *gen_resid_program(void)
{
	size_t cap = 96 * 1300, n = 0;
	char *p = malloc(cap), buf[96], addr[32];

	if (!p)
		abort();
	p[0] = '\0';
	for (unsigned i = 0; i < 1040; i++) {
		const char *a = kf_v4[1 + rnd(NELEM(kf_v4) - 1)];   /* not 0.0.0.0 */

		if (rnd(2)) {
			snprintf(addr, sizeof(addr), "10.1.%u.%u", rnd(4), rnd(256));
			a = addr;
		}
		snprintf(buf, sizeof(buf), "%s %s %s %s dport %s len %c %u;\n",
			 rnd(2) ? "drop" : "pass", i % 2 ? "dst" : "src", a,
			 rnd(2) ? "udp" : "tcp", PICK(ports), i % 2 ? '<' : '>',
			 (i % 2 ? 60 : 50) + 9 * (i / 2 % 8));
		n = put(p, cap, n, buf);
		if (i % 4 == 3) {
			snprintf(buf, sizeof(buf), "count %s %s %s dport %s;\n",
				 i % 8 == 3 ? "dst" : "src", a, rnd(2) ? "udp" : "tcp", PICK(ports));
			n = put(p, cap, n, buf);
		}
	}
	return p;
}

/* 1,152 rules: 1,024 deciding ones in 8 blocks of 128, each block with
 * 32 distinct `ttl <` tests of its own, and a plain count rule after
 * every eighth. No tree takes more than 32 distinct residual tests, so
 * the plan splits them in halves down to 8 classifiers; with riders in
 * every one, more than the 4 trees that may carry them (plan.c), so the
 * plan builds them again without riders and gives the count rules a
 * counting tree. */
static char *gen_split_program(void)
{
	size_t cap = 112 * 1152, n = 0;
	char *p = malloc(cap), buf[112];

	if (!p)
		abort();
	p[0] = '\0';
	for (unsigned i = 0; i < 1024; i++) {
		snprintf(buf, sizeof(buf), "%s src %s udp dport %s ttl < %u;\n",
			 rnd(2) ? "drop" : "pass", kf_v4[rnd(NELEM(kf_v4))], PICK(ports),
			 i / 128 * 31 + i % 32 + 2);
		n = put(p, cap, n, buf);
		if (i % 8 == 7) {
			snprintf(buf, sizeof(buf), "count dst %s udp dport %s;\n",
				 kf_v4[rnd(NELEM(kf_v4))], PICK(ports));
			n = put(p, cap, n, buf);
		}
	}
	return p;
}

/* ---- comparison ---- */


enum { PLANNED, LINEAR, NBUILDS };
static const char *const build_names[NBUILDS] = { "planned", "--no-group" };

static unsigned long long frames_run, members_seen, riders_seen, counting_seen;
static unsigned most_counting_trees, most_riding_trees;   /* in one program */
/* deciding IPv4 trees without residual tests: their leaves hold their
 * first box (cg_cls.c) */
static unsigned plain_v4_trees;
/* programs run, and those with classifiers whose planned build kept every
 * box in lists (cg_options.cls_box_lists): every other program, so that
 * both of cg_cls.c's box layouts meet every kind of program */
static unsigned programs_run, list_programs;

struct members {
	size_t deciding, riders, counting;
	unsigned many_resid;   /* deciding classifiers of 6 residual tests or more */
	unsigned counting_trees, riding_trees, deciding_trees;
};

/* Of the last program diff_program() ran. */
static unsigned last_many_resid;
static size_t last_riders, last_deciding_trees, last_members;

static void add_members(const struct cls *k, void *ctx)
{
	struct members *m = ctx;

	*(k->counting ? &m->counting : &m->deciding) += k->count - k->riders;
	m->riders += k->riders;
	m->many_resid += !k->counting && k->nresid >= 6;
	plain_v4_trees += !k->counting && !k->nresid && fam_mode == FAM_V4;
	m->counting_trees += k->counting;
	m->deciding_trees += !k->counting;
	m->riding_trees += k->riders > 0;
}

/* What the plan of P hands to classifiers. */
static struct members cls_members(const struct program *p)
{
	struct members m = { 0 };

	kplan_each_cls(p, add_members, &m);
	last_many_resid = m.many_resid;
	last_riders = m.riders;
	last_deciding_trees = m.deciding_trees;
	last_members = m.deciding;
	if (m.counting_trees > most_counting_trees)
		most_counting_trees = m.counting_trees;
	if (m.riding_trees > most_riding_trees)
		most_riding_trees = m.riding_trees;
	return m;
}

/* What a program's plan must have: deciding classifiers, and with
 * W_RIDERS count rules riding in them, or with W_COUNTING counting ones. */
enum want { W_DECIDING, W_RIDERS, W_COUNTING };

/* 0 when both builds agree with the evaluator on every frame and counter. */
static int diff_program(const char *text, const struct kf_corpus *c, enum want want)
{
	struct kprog k[NBUILDS];
	struct members m;
	bool lists = programs_run++ % 2 == 1;
	int bad = 0;

	for (unsigned b = 0; b < NBUILDS; b++) {
		struct cg_options o;

		cg_options_init(&o);
		o.no_group = b == LINEAR;
		o.cls_box_lists = b == PLANNED && lists;
		if (kprog_load_opts(&k[b], text, &o) < 0) {
			kdiff_reproducer(text, NULL, build_names[b]);
			for (unsigned j = 0; j <= b; j++)
				kprog_free(&k[j]);
			return 1;
		}
	}
	m = cls_members(k[0].prog);
	list_programs += lists && m.deciding + m.riders + m.counting > 0;
	CHECKF(want == W_COUNTING || m.deciding > 0, "no classifier in a program of %zu rules",
	       k[0].prog->nrules);
	CHECKF(want != W_RIDERS || m.riders > 0, "no riders in a program of %zu rules",
	       k[0].prog->nrules);
	CHECKF(want != W_COUNTING || m.counting > 0,
	       "no counting classifier in a program of %zu rules", k[0].prog->nrules);
	members_seen += m.deciding;
	riders_seen += m.riders;
	counting_seen += m.counting;
	bad = kdiff_run(k, NBUILDS, build_names, text, c->f, c->n, &frames_run);
	for (unsigned b = 0; b < NBUILDS; b++)
		kprog_free(&k[b]);
	return bad;
}

/* Hand-written: shadowing across families and ranges, a catch-all box
 * that ends every leaf, adjacent ranges, duplicates; padded with random
 * rules so that the plan builds a classifier. */
static const char *const fixed_heads[] = {
	"pass src 10.1.2.0/24 udp dport 53; drop src 10.0.0.0/8 udp dport 1-100;"
	" pass src 10.1.2.3 udp dport 50-60; drop src 0.0.0.0/0 udp;"
	" pass src 10.1.2.3 udp dport 53;\n",
	"drop tcp dport 52-54; pass tcp dport 54-59; drop tcp dport 55; pass tcp dport 60-61;"
	" drop tcp sport 0 dport 0; pass tcp sport 65535 dport 65535;\n",
	"count dst 2001:db8::/32; drop src 2001:db8:1::/48 dst ::/0 udp;"
	" pass src 2001:db8::/32 udp sport 53; drop dst 2001:db8::1 tcp dport 1-65535;"
	" drop src 2001:db8::/127 dst 2001:db8::/32;\n",
	"drop (src 10.1.2.0/24 tcp dport 80) or (dst 192.0.2.0/25 udp);"
	" pass src { 10.1.2.3, 2001:db8::1 } dport { 53, 80 } udp; drop udp dport 53 ttl < 64;"
	" pass udp not dport 53 src 10.0.0.0/8;\n",
};

int main(void)
{
	const char *seed = getenv("XDPC_SEED");
	const char *np = getenv("XDPC_CLS_PROGRAMS");
	unsigned nprog = np ? (unsigned)atoi(np) : 24, failures = 0;
	struct kf_corpus c = { 0 };
	int rc = bpfrun_require_privileges();

	if (rc)
		return rc;
	rng_state = seed ? strtoull(seed, NULL, 0) : 0x2545f4914f6cdd1dULL;
	if (!rng_state)
		rng_state = 1;
	printf("seed %llu\n", (unsigned long long)rng_state);
	kf_corpus_build(&c, 1500);
	for (size_t i = 0; i < NELEM(fixed_heads); i++) {
		char *tail = gen_program(220, 2);
		size_t len = strlen(fixed_heads[i]) + strlen(tail) + 1;
		char *text = malloc(len);

		if (!text)
			abort();
		snprintf(text, len, "%s%s", fixed_heads[i], tail);
		failures += (unsigned)diff_program(text, &c, W_DECIDING);
		free(text);
		free(tail);
	}
	{
		char *text = gen_resid_program();

		failures += (unsigned)diff_program(text, &c, W_RIDERS);
		CHECKF(last_many_resid >= 2, "%u classifiers of 6 residual tests or more, not 2",
		       last_many_resid);
		free(text);
	}
	{
		char *text = gen_split_program();

		failures += (unsigned)diff_program(text, &c, W_COUNTING);
		CHECKF(last_deciding_trees > 4 && last_riders == 0,
		       "%zu deciding trees, %zu riders: not more than 4 trees, or riders in them",
		       last_deciding_trees, last_riders);
		free(text);
	}
	/* small IPv4 programs: a classifier from 32 rules (plan.c) */
	fam_mode = FAM_V4;
	plain = true;
	for (unsigned i = 0; i < 2; i++) {
		char *text = gen_program(60, 1);

		failures += (unsigned)diff_program(text, &c, W_DECIDING);
		CHECKF(last_deciding_trees > 0 && last_members < 128,
		       "%zu trees of %zu rules in a program of 60", last_deciding_trees,
		       last_members);
		free(text);
	}
	/* every third program count-heavy: most of its count rules are
	 * counted by classifiers, riding in deciding ones or in trees of
	 * their own, interleaved with deciding rules */
	for (unsigned i = 0; i < nprog && failures < 3; i++) {
		enum want want = i % 3 < 2 ? W_DECIDING : i % 6 == 2 ? W_RIDERS : W_COUNTING;
		char *text;

		fam_mode = (enum fam_mode)((i + i / 3) % 3);   /* varies with heavy too */
		plain = i % 3 == 1;
		text = want == W_DECIDING ? gen_program(220 + rnd(200), 2) :
		       gen_program(700 + rnd(200), want == W_RIDERS ? 5 : 9);

		failures += (unsigned)diff_program(text, &c, want);
		free(text);
		if (i % 6 == 5)
			kf_corpus_build(&c, 1500);
	}
	printf("%llu frames run, %llu deciding rules in classifiers, %llu count rules riding "
	       "along, %llu in counting ones; up to %u riding and %u counting trees a program; "
	       "%u deciding IPv4 trees without residual tests; %u of %u programs with their "
	       "boxes in lists\n",
	       frames_run, members_seen, riders_seen, counting_seen, most_riding_trees,
	       most_counting_trees, plain_v4_trees, list_programs, programs_run);
	/* the count-heavy programs' count rules repeat in many leaves of one
	 * tree, so the plan splits them (plan.c): xdpc_k walks several */
	CHECKF(most_counting_trees >= 2, "no program had two counting trees");
	/* riders of several trees: each reads its own word */
	CHECKF(most_riding_trees >= 2, "no program had riders in two trees");
	CHECKF(plain_v4_trees >= 2, "%u deciding IPv4 trees without residual tests, not 2",
	       plain_v4_trees);
	CHECKF(list_programs >= 4, "%u programs with classifiers kept their boxes in lists, not 4",
	       list_programs);
	free(c.f);
	return TC_DONE();
}
