/* --diff and the exact lint (compiler/semdiff.c, lint_exact.c):
 * - equivalent rewrites (reordered disjoint rules, a set against the same
 *   prefixes spelled out, merged ranges) report no difference;
 * - planted changes each report a difference with a witness;
 * - differential: random rule-set pairs; every witness runs in the kernel
 *   under both compiled programs and gets the two verdicts claimed; the
 *   diff's three ways (whole, focused, rule pair by rule pair) agree;
 * - lint: shadowing by several earlier rules together (the rules a warning
 *   names, checked in the model: each decides a frame of the rule, together
 *   they match all of them), a near miss that is
 *   not shadowed, a rule whose removal changes nothing, a silenced hole;
 * - transport payload tests (docs/language.md, "Payload bytes"): fixed
 *   offsets, masks, `!=`, `contains`, nested and shifted patterns, offsets
 *   near the frame's end, in all of the above;
 * - rate limits (docs/analysis.md, "Rate states"): planted changes, the
 *   lint, and random pairs with rate rules. The evaluator checks each
 *   witness in the rate states it assumes, and each witness frame in every
 *   combination of the pair's rate states against the model; the kernel
 *   checks the witnesses whose states a fresh or a once-primed bucket
 *   gives (rates of 1/hour, burst 1: the second frame is over).
 * Kernel parts need root: skip (77) without it unless CI=true. */
#include "eval.h"
#include "kprog.h"
#include "lint_exact.h"
#include "semdiff.h"

#include <stdlib.h>

static struct arena arena;
/* random pairs per differential; XDPC_SEMDIFF_PAIRS=N changes it */
static int npairs = 40;

static struct program *compile_text(const char *text)
{
	struct diag d;
	struct program *p;

	diag_init(&d, NULL);
	p = frontend_compile_string(&arena, &d, "<test>", text, strlen(text), NULL);
	if (!p) {
		fprintf(stderr, "test bug: cannot compile: %s\n", text);
		exit(2);
	}
	return p;
}

/* Runs --diff's engine on two texts; fills SD. */
static int diff(const char *a, const char *b, struct semdiff *sd, struct fprog *fa, struct fprog *fb)
{
	struct diag d;

	diag_init(&d, stderr);
	memset(fa, 0, sizeof(*fa));
	memset(fb, 0, sizeof(*fb));
	if (semdiff_build(fa, compile_text(a), fb, compile_text(b), &d, "test", SD_AUTO) < 0)
		return -1;
	return semdiff_run(sd, fa, fb, 32);
}

static void done(struct semdiff *sd, struct fprog *fa, struct fprog *fb)
{
	semdiff_free(sd);
	fprog_free(fa);
	fprog_free(fb);
}

static void equivalent(const char *a, const char *b)
{
	struct semdiff sd;
	struct fprog fa, fb;

	CHECKF(diff(a, b, &sd, &fa, &fb) == 0, "%s", a);
	CHECKF(sd.nchanges == 0 && sd.ncounts == 0, "not equivalent (%zu kinds, %zu counters):\n  %s\n  %s",
	       sd.nchanges, sd.ncounts, a, b);
	done(&sd, &fa, &fb);
}

/* The kernel's state for witness W of FP's program, made real: the rate
 * rules the frame meets before its decider are under (a fresh bucket), and
 * a deciding rate rule is over. A bucket of 1/hour, burst 1 is over after
 * one frame, so running W once first (PRIME) makes the first rate rule it
 * meets over. -1 when W assumes states that neither gives: an under rate
 * rule before an over one. */
static int kernel_state(const struct fprog *fp, const struct sd_witness *w, bool *prime)
{
	struct eval_result r = semdiff_eval(fp, w);
	size_t end = r.rule < 0 ? fp->p->nrules : (size_t)r.rule;
	bool met = false;

	for (size_t i = 0; i < end; i++) {
		const struct rule *x = fp->p->rules[i];

		met |= x->rate && (!x->match || eval_expr(x->match, &w->facts));
	}
	*prime = r.rule >= 0 && fp->p->rules[r.rule]->rate;
	return *prime && met ? -1 : 0;
}

/* Witnesses run in the kernel, primed runs among them, and witnesses whose
 * states no bucket gives (kernel_state). */
static size_t kernel_checked, kernel_primed, kernel_unreal;

/* Runs W in the kernel under TEXT, in the rate states it assumes for FP;
 * false when they cannot be made real (kernel_state). A program with rates
 * is loaded afresh for each witness, so no bucket carries over. */
static bool witness_run(struct kprog *k, const char *text, const struct fprog *fp,
			const struct sd_witness *w, uint32_t *act)
{
	struct frame fr;
	bool prime;

	if (kernel_state(fp, w, &prime) < 0)
		return false;
	frame_init(&fr);
	memcpy(fr.buf, w->bytes, w->facts.len);
	fr.len = w->facts.len;
	if (fp->p->nrated) {
		kprog_free(k);
		if (kprog_load(k, text, 2) < 0)
			return false;
	}
	if (prime) {
		kprog_run(k, &fr);
		kernel_primed++;
	}
	*act = kprog_run(k, &fr);
	return true;
}


/* Every witness runs in the kernel under both programs with the verdicts
 * the diff claims (those whose rate states it can make real). */
static void witnesses_in_kernel(const char *a, const char *b, const struct semdiff *sd,
				const struct fprog *fa, const struct fprog *fb)
{
	struct kprog ka, kb;

	if (kprog_load(&ka, a, 2) < 0)
		return;
	if (kprog_load(&kb, b, 2) < 0) {
		kprog_free(&ka);
		return;
	}
	for (size_t i = 0; i < sd->nchanges; i++) {
		const struct sd_change *c = &sd->changes[i];
		uint32_t va, vb;

		if (c->w.facts.len < PKT_ETH_LEN || c->w.facts.len > 3000)
			continue;   /* BPF_PROG_TEST_RUN takes neither */
		if (!witness_run(&ka, a, fa, &c->w, &va) || !witness_run(&kb, b, fb, &c->w, &vb)) {
			kernel_unreal++;
			continue;
		}
		kernel_checked++;
		CHECKF(va == (c->old_verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS),
		       "old verdict of a witness:\n  %s\n  %s", a, b);
		CHECKF(vb == (c->new_verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS),
		       "new verdict of a witness:\n  %s\n  %s", a, b);
	}
	kprog_free(&ka);
	kprog_free(&kb);
}

/* The frame of W in every combination of the pair's rate states (up to
 * 2^10): the evaluator's verdicts differ exactly where the model says
 * the verdict changes. Outside the focus both drop sets are empty, and
 * there the verdicts are equal. */
static void all_rate_states(const struct fprog *fa, const struct fprog *fb,
			    const struct sd_witness *w, const char *a, const char *b)
{
	size_t n = fb->nrates;
	bool *oa = calloc(fa->p->nrules + 1, sizeof(bool)), *ob = calloc(fb->p->nrules + 1, sizeof(bool));
	enum fm_rate_state *st = calloc(n + 1, sizeof(*st));
	BDD changed = bdd_addref(bdd_xor(fa->drop, fb->drop));
	BDD point = fmodel_point(&w->facts), frame, vars;
	int *idx = calloc(n + 1, sizeof(int));

	for (size_t s = 0; s < n; s++)
		idx[s] = fm_base(FM_RATE) + (int)s;
	vars = bdd_addref(bdd_makeset(idx, (int)n));
	frame = fm_ref(bdd_exist(point, vars));   /* the rate states left free */
	bdd_delref(point);
	for (size_t m = 0; n <= 10 && m < (size_t)1 << n; m++) {
		BDD pt = fm_ref(frame);
		bool model, real;

		for (size_t s = 0; s < n; s++) {
			BDD v = fmodel_rate_over(s);

			st[s] = m >> s & 1 ? FM_RATE_OVER : FM_RATE_UNDER;
			pt = fm_and_take(pt, m >> s & 1 ? v : fm_not_take(v));
		}
		for (size_t i = 0; i < fa->p->nrules; i++)
			oa[i] = fprog_rate_over(fa, i, st);
		for (size_t i = 0; i < fb->p->nrules; i++)
			ob[i] = fprog_rate_over(fb, i, st);
		model = !fm_disjoint(pt, changed);
		real = eval_frame_forced(fa->p, w->bytes, w->facts.len, NULL, oa).verdict !=
		       eval_frame_forced(fb->p, w->bytes, w->facts.len, NULL, ob).verdict;
		CHECKF(model == real, "rate states %zx: model says %s, evaluator %s:\n%s---\n%s", m,
		       model ? "changed" : "same", real ? "changed" : "same", a, b);
		bdd_delref(pt);
	}
	bdd_delref(frame);
	bdd_delref(vars);
	bdd_delref(changed);
	free(idx);
	free(st);
	free(oa);
	free(ob);
}

static void check_counts(const struct semdiff *sd, const struct fprog *fa, const struct fprog *fb,
			 const char *a, const char *b);

static void different(const char *a, const char *b, bool counters_only)
{
	struct semdiff sd;
	struct fprog fa, fb;

	CHECKF(diff(a, b, &sd, &fa, &fb) == 0, "%s", a);
	if (counters_only)
		CHECKF(sd.nchanges == 0 && sd.ncounts > 0, "no counter change:\n  %s\n  %s", a, b);
	else
		CHECKF(sd.nchanges > 0, "no difference found:\n  %s\n  %s", a, b);
	for (size_t i = 0; i < sd.nchanges; i++) {
		const struct sd_change *c = &sd.changes[i];

		CHECK(c->old_verdict != c->new_verdict);
		CHECK(semdiff_eval(&fa, &c->w).verdict == c->old_verdict);
		CHECK(semdiff_eval(&fb, &c->w).verdict == c->new_verdict);
		all_rate_states(&fa, &fb, &c->w, a, b);
	}
	check_counts(&sd, &fa, &fb, a, b);
	witnesses_in_kernel(a, b, &sd, &fa, &fb);
	done(&sd, &fa, &fb);
}

/* Count rules of one text pair in order: the second `count udp` of each
 * file changes, the first does not. */
static void count_twins(void)
{
	const char *a = "count udp; pass udp dport 53; count udp; count tcp;";
	const char *b = "count udp; pass udp dport 54; count udp; count icmp;";
	struct semdiff sd;
	struct fprog fa, fb;

	CHECK(diff(a, b, &sd, &fa, &fb) == 0);
	CHECKF(sd.nchanges == 0 && sd.ncounts == 3, "%zu kinds, %zu counters", sd.nchanges, sd.ncounts);
	CHECK(sd.ncounts == 3 && sd.counts[0].old_rule == fa.p->rules[2] &&
	      sd.counts[0].new_rule == fb.p->rules[2] && sd.counts[0].gained != bddfalse &&
	      sd.counts[0].lost != bddfalse);
	/* in one file only: drawn frames prove each counts something */
	CHECK(sd.ncounts == 3 && sd.counts[1].old_rule == fa.p->rules[3] && !sd.counts[1].new_rule &&
	      sd.counts[1].lost != bddfalse && sd.counts[1].gained == bddfalse);
	CHECK(sd.ncounts == 3 && sd.counts[2].new_rule == fb.p->rules[3] && !sd.counts[2].old_rule &&
	      sd.counts[2].gained != bddfalse && sd.counts[2].lost == bddfalse);
	check_counts(&sd, &fa, &fb, a, b);
	done(&sd, &fa, &fb);
	/* behind rate rules: the preferred frame is taken (192.0.2.1), and a
	 * random draw gets through only in rate states where none is over */
	a = "drop udp dport 53 rate over 10/s; drop udp dport 53 rate over 20/s;"
	    "drop udp dport 53 rate over 30/s; drop udp dport 53 rate over 40/s;"
	    "drop udp src 192.0.2.0/24;";
	b = "drop udp dport 53 rate over 10/s; drop udp dport 53 rate over 20/s;"
	    "drop udp dport 53 rate over 30/s; drop udp dport 53 rate over 40/s;"
	    "drop udp src 192.0.2.0/24; count udp dport 53;";
	CHECK(diff(a, b, &sd, &fa, &fb) == 0);
	CHECKF(sd.nchanges == 0 && sd.ncounts == 1 && sd.counts[0].gained != bddfalse,
	       "%zu kinds, %zu counters", sd.nchanges, sd.ncounts);
	check_counts(&sd, &fa, &fb, a, b);
	/* a draw got through (the set of one frame is one path; the exact set
	 * has many), and the witness assumes the four rates under, nothing of
	 * the others */
	CHECKF(sd.ncounts == 1 && bdd_pathcount(sd.counts[0].gained) == 1,
	       "no draw was counted: %.0f paths", sd.ncounts ? bdd_pathcount(sd.counts[0].gained) : 0);
	for (size_t s = 0; sd.ncounts == 1 && s < fmodel_nrates(); s++)
		CHECKF(sd.counts[0].w.rate[s] == (s < 4 ? FM_RATE_UNDER : FM_RATE_ANY),
		       "rate state %zu: %d", s, sd.counts[0].w.rate[s]);
	done(&sd, &fa, &fb);
	/* one counting nothing (after `drop tcp`) is no change */
	equivalent("drop tcp; count tcp dport 80;", "drop tcp;");
}

static void rewrites(void)
{
	equivalent("drop udp dport 53; pass tcp dport 22; drop src 192.0.2.0/24 udp;",
		   "pass tcp dport 22; drop src 192.0.2.0/24 udp; drop udp dport 53;");
	equivalent("set s { 192.0.2.0/25, 192.0.2.128/25, 2001:db8::/33, 2001:db8:8000::/33 }; drop src in s;",
		   "drop src 192.0.2.0/24; drop src 2001:db8::/32;");
	equivalent("drop tcp dport 1000-1999; drop tcp dport 2000-2999;", "drop tcp dport 1000-2999;");
	equivalent("drop udp or tcp;", "drop proto 6; drop proto 17;");
	equivalent("count tcp; drop udp;", "count tcp; drop udp; drop udp dport 53;");
	equivalent("drop len < 14;", "drop not ether type 0 len < 14; drop len 0-13;");
	equivalent("pass ipv4 ipv6; default drop;", "default drop;");
	/* transport payload: the same bytes spelled differently */
	equivalent("drop payload 0 \"ab\";", "drop payload 0 \"a\" and payload 1 \"b\";");
	equivalent("drop payload 0 0x41/0xff;", "drop payload 0 \"A\";");
	equivalent("drop payload contains \"ab\" depth 2;", "drop payload 0 \"ab\";");
	equivalent("drop payload contains \"ab\" depth 4;",
		   "drop payload 0 \"ab\"; drop payload 1 \"ab\"; drop payload 2 \"ab\";");
	equivalent("drop payload 0 0x6162/0xffff;", "drop payload 0 0x61 payload 1 0x62;");
	equivalent("drop payload 0 0x40/0xc0 payload 0 0x01/0x01;", "drop payload 0 0x41/0xc1;");
	equivalent("drop payload 1 != \"b\";", "drop payload 1 0 / 0 not payload 1 \"b\";");
	equivalent("drop payload 0 \"abc\" payload contains \"bc\" depth 3;", "drop payload 0 \"abc\";");
	equivalent("drop payload 0 \"a\"; drop payload 0 != \"a\";", "drop payload 0 0 / 0;");
	equivalent("drop payload contains \"a\" depth 1;", "drop payload 0 0x61;");
	equivalent("drop udp payload 0 \"a\" tcp;", "");
	/* network header bytes: the fields the model holds, read as bytes */
	equivalent("drop payload nh 8 0x01;", "drop ipv4 ttl 1; drop ipv6 src 100::/8;");
	equivalent("drop payload nh 8 0x20 payload nh 9 0x01;",
		   "drop ipv6 src 2001::/16; drop ipv4 ttl 32 proto 1;");
	equivalent("drop ipv4 payload nh 6 0x20/0x20;", "drop ipv4 flags mf;");
	equivalent("drop ipv4 payload nh 6 0x1f/0x1f payload nh 7 0xff;", "drop ipv4 fragoff 8191;");
	equivalent("drop ipv6 payload nh 4 0x0014;", "drop ipv6 ip length 60;");
	equivalent("drop ipv6 payload nh 4 0x00/0xff;", "drop ipv6 ip length 40-295;");
	equivalent("drop ipv4 payload nh 2 0x05dc;", "drop ipv4 ip length 1500;");
	equivalent("drop payload nh 1 0xb8 ipv4;", "drop ipv4 ip dscp 46 ip ecn 0;");
	equivalent("drop payload nh 0 0x0b/0x0f payload nh 1 0x80/0xf0 ipv6;",
		   "drop ipv6 ip dscp 46 ip ecn 0;");
	equivalent("drop payload nh 1 0x0a/0x0f payload nh 2 0xbcde ipv6;", "drop ipv6 flowlabel 0xabcde;");
	equivalent("drop ipv4 payload nh 12 != 0xc0000201;", "drop ipv4 not src 192.0.2.1;");
	equivalent("drop not (ipv6 and payload nh 6 0x11) ipv4;", "drop ipv4;");
	equivalent("drop payload nh 0 0x60/0xf0;", "drop ipv6;");
	equivalent("drop ipv6 payload nh 7 1;", "drop ipv6 ttl 1;");
	equivalent("drop ipv6 payload nh 24 0x20010db8;", "drop ipv6 dst 2001:db8::/32;");
	equivalent("drop ipv4 payload nh 4 0x1234; drop ipv4 payload nh 4 != 0x1234;", "drop ipv4;");
	/* the IPv4 IHL: 5..15, and no IPv6 header has version 4 */
	equivalent("drop ipv4 payload nh 0 0x45;", "drop ipv4 payload nh 0 0x05/0x0f;");
	equivalent("drop payload nh 0 0x44;", "");
	equivalent("drop payload nh 0 0x40/0xf0;", "drop ipv4;");
	equivalent("drop ipv4 payload nh 0 0x45; drop ipv4 payload nh 0 != 0x45;", "drop ipv4;");
	/* the TCP data offset: any value in a whole header; below 5 no payload
	 * (ipv4: an IPv6 TCP header past byte 16383 has ports, and no
	 * `payload th` test reads it) */
	equivalent("drop ipv4 tcp dport 80 payload th 12 0x00/0x80; drop ipv4 tcp dport 80 payload th 12 0x80/0x80;",
		   "drop ipv4 tcp dport 80;");
	equivalent("drop tcp dport 80 payload th 12 0x30/0xf0 payload 0 \"a\";", "");
	equivalent("drop ipv4 tcp dport 80 payload th 12 0x40/0xf0 or ipv4 tcp dport 80 payload th 12 0x00/0xc0;",
		   "drop ipv4 tcp dport 80 payload th 12 != 0x80/0x80 payload th 12 != 0x50/0xf0 "
		   "payload th 12 != 0x60/0xe0;");
	/* transport header bytes, where the header is whole (and starts where
	 * tests read it: not past byte 16383, behind a 16 KiB IPv6 chain) */
	equivalent("drop tcp dport 80 payload th 13 0x02/0x12 len < 9000;",
		   "drop tcp dport 80 tcp flags syn / syn,ack len < 9000;");
	equivalent("drop ipv4 udp dport 53 payload th 0 0x0035;", "drop ipv4 udp dport 53 sport 53;");
	equivalent("drop ipv4 udp dport 53 payload th 4 0x0008;", "drop ipv4 udp dport 53 udp length 8;");
	equivalent("drop ipv4 icmp type 8 payload th 1 0;", "drop ipv4 icmp type 8 icmp code 0;");
	equivalent("drop ipv4 tcp flags syn payload th 14 0x0000;", "drop ipv4 tcp flags syn tcp window 0;");
	equivalent("drop ipv6 icmpv6 type 128 payload th 0 0x80 len < 2000;", "drop ipv6 icmpv6 type 128 len < 2000;");
	equivalent("drop ipv4 tcp dport 80 payload th 4 0x00000000;",
		   "drop ipv4 tcp dport 80 payload th 4 0x0000 payload th 6 0x0000;");
	equivalent("drop ipv4 udp dport 53 payload th 6 0x0000; drop ipv4 udp dport 53 payload th 6 != 0x0000;",
		   "drop ipv4 udp dport 53;");
}

/* The rate states a kind of change and its witness assume. */
static void rate_states_named(void)
{
	struct semdiff sd;
	struct fprog fa, fb;

	/* removed: frames change only where its rate is exceeded */
	CHECK(diff("drop udp rate over 10/s; drop tcp;", "drop tcp;", &sd, &fa, &fb) == 0);
	CHECK(sd.nchanges == 1 && fa.rate[0] == 0 && fb.rate[0] == -1 && fb.nrates == 1);
	CHECK(sd.nchanges == 1 && sd.changes[0].rate[0] == FM_RATE_OVER &&
	      sd.changes[0].w.rate[0] == FM_RATE_OVER);
	done(&sd, &fa, &fb);
	/* one text in both files: one state; the change is elsewhere and
	 * assumes none of it */
	CHECK(diff("drop udp rate over 10/s; drop tcp;", "drop udp rate over 10/s;", &sd, &fa, &fb) == 0);
	CHECK(fa.rate[0] == 0 && fb.rate[0] == 0 && fb.nrates == 1);
	CHECK(sd.nchanges == 1 && sd.changes[0].rate[0] == FM_RATE_ANY && sd.changes[0].w.facts.proto == 6);
	done(&sd, &fa, &fb);
	/* the k-th rule of a text pairs with the k-th: the second copy is new */
	CHECK(diff("pass udp rate over 10/s; drop udp;",
		   "pass udp rate over 10/s; pass udp rate over 10/s; drop udp;", &sd, &fa, &fb) == 0);
	CHECK(fb.rate[0] == 0 && fb.rate[1] == 1 && fb.nrates == 2);
	CHECK(sd.nchanges == 1 && sd.changes[0].rate[0] == FM_RATE_UNDER &&
	      sd.changes[0].rate[1] == FM_RATE_OVER && sd.changes[0].new_rule == 1);
	done(&sd, &fa, &fb);
}

/* Rate limits: a rule decides only the frames over its rate; every
 * combination of rate states is possible; a rule of one text in both
 * files is in one state. */
static void rate_planted(void)
{
	const char *r = "drop udp sport 53 rate over 2000/s per src; pass tcp rate over 10/s; drop tcp;";

	equivalent(r, r);
	equivalent("drop udp rate over 10/s; drop udp;", "drop udp;");
	equivalent("drop udp rate over 10/s sample 1/100; drop tcp;", "drop udp rate over 10/s; drop tcp;");
	equivalent("drop udp dport 53 rate over 10/s; drop udp;", "drop udp;");
	equivalent("pass udp rate over 10/s; pass udp; default drop;", "pass udp; default drop;");
	different("drop udp rate over 1/hour burst 1;", "", false);             /* removed */
	different("drop tcp;", "drop udp rate over 1/hour burst 1; drop tcp;", false);   /* added */
	different("drop udp rate over 1/hour burst 1;", "drop udp;", false);    /* rate taken off */
	different("drop udp rate over 1/hour burst 1;",
		  "drop udp rate over 2/hour burst 1;", false);                   /* rate changed */
	different("drop udp rate over 1/hour burst 1;",
		  "drop udp rate over 1/hour burst 1 per src;", false);           /* key changed */
	different("pass udp rate over 1/hour burst 1; drop udp;", "drop udp;", false);
	different("pass udp rate over 1/hour burst 1; default drop;", "default drop;", false);
	different("pass udp rate over 1/hour burst 1; drop udp dport 53;",
		  "drop udp dport 53; pass udp rate over 1/hour burst 1;", false);
	equivalent("drop udp rate over 10/s; drop udp dport 53;",
		   "drop udp dport 53; drop udp rate over 10/s;");
	/* the rate rule decides some frames, so a later count rule sees fewer */
	different("pass udp rate over 1/hour burst 1; count udp; pass;", "count udp; pass;", true);
	equivalent("pass udp rate over 10/s; count tcp; pass;", "count tcp; pass;");
	rate_states_named();
}

static void planted(void)
{
	different("drop udp dport 53;", "drop udp dport 54;", false);
	different("drop src 192.0.2.0/24;", "drop src 192.0.2.0/25;", false);
	different("drop tcp flags syn;", "drop tcp flags syn,ack;", false);
	different("pass tcp dport 22; drop tcp;", "drop tcp; pass tcp dport 22;", false);
	different("drop vlan 10;", "drop vlan 11;", false);
	different("drop ttl < 2;", "drop ttl < 3;", false);
	different("drop ipv6 proto 59;", "drop ipv6 not tcp not udp not icmpv6;", false);
	different("drop udp dport 53;", "drop udp dport 53; default drop;", false);
	different("drop frag;", "drop frag udp;", false);
	different("count udp; drop udp dport 53;", "drop udp dport 53; count udp;", true);
	equivalent("count tcp; drop udp dport 53;", "drop udp dport 53; count tcp;");
	different("drop udp; count udp;", "count udp; drop udp;", true);
	/* issue 12's header fields and masked TCP flags */
	different("drop ip dscp 46;", "drop ip dscp 47;", false);
	different("drop ip ecn 3;", "drop ip ecn > 1;", false);
	different("drop ipv6 flowlabel < 100;", "drop ipv6 flowlabel < 99;", false);
	different("drop tcp window 0;", "drop tcp window < 2;", false);
	different("drop icmp type 8;", "drop icmp type 8 icmp code 0;", false);
	different("drop icmpv6 type 128;", "drop icmp type 128;", false);
	different("drop tcp flags syn;", "drop tcp flags syn / syn,ack;", false);
	equivalent("drop tcp flags syn / syn,ack;", "drop tcp flags syn not tcp flags ack;");
	equivalent("drop ip dscp 0-63;", "drop ip;");
	equivalent("drop tcp window > 65534;", "drop tcp window 65535;");
	/* lengths and the IPv4 fragment word: plain fields, the word tied to frag */
	different("drop ip length > 1000;", "drop ip length > 1001;", false);
	different("drop udp length 8;", "drop udp length 9;", false);
	different("drop ipv4 flags df;", "drop ipv4 flags df / df,mf;", false);
	equivalent("drop ipv4 flags mf not frag;", "");
	equivalent("pass ipv4 fragoff > 0 not frag; drop udp;", "drop udp;");
	equivalent("drop ipv6 ip length < 40;", "");
	/* sampling copies frames out; it never changes a verdict or a counter */
	equivalent("drop udp sample 1/100;", "drop udp;");
	equivalent("count tcp sample 10/s snaplen 64; pass tcp;", "count tcp; pass tcp;");
	/* transport payload: planted changes, each with a witness run in the kernel */
	different("drop payload 0 \"ab\";", "drop payload 0 \"abc\";", false);
	different("drop payload 0 \"ab\";", "drop payload 1 \"ab\";", false);
	different("drop payload 0 \"ab\";", "drop payload contains \"ab\" depth 3;", false);
	different("drop payload contains \"abc\" depth 5;", "drop payload contains \"abc\" depth 6;", false);
	different("drop payload 2 != \"x\";", "drop not payload 2 \"x\";", false);
	different("drop payload 0 0x40/0xf0;", "drop payload 0 0x40/0xe0;", false);
	different("drop udp payload 7 \"z\";", "drop udp payload 7 \"z\" len > 60;", false);
	different("drop payload 0 0 / 0;", "drop tcp;", false);
	different("count payload contains \"b\" depth 3;", "count payload contains \"b\" depth 2;", true);
	/* network header bytes: planted changes */
	different("drop payload nh 8 0x01;", "drop ipv4 ttl 1;", false);
	different("drop ipv4 payload nh 4 0x1234;", "drop ipv4 payload nh 4 0x1235;", false);
	different("drop ipv6 payload nh 4 0x0014;", "drop ipv6 ip length 20;", false);
	different("drop payload nh 1 0xb8;", "drop ip dscp 46 ip ecn 0;", false);
	different("count payload nh 12 0xc0/0xff;", "count src 192.0.0.0/8;", true);
	/* the IHL: the kernel finds the transport header after the options */
	different("drop ipv4 payload nh 0 0x45;", "drop ipv4;", false);
	different("drop ipv4 udp dport 53 payload nh 0 0x46;", "drop ipv4 udp dport 53 payload nh 0 0x4f;", false);
	different("count ipv4 tcp flags syn payload nh 0 0x45;", "count ipv4 tcp flags syn;", true);
	/* the data offset: SYNs without options; the payload after them */
	different("drop tcp flags syn / syn,ack payload th 12 0x50/0xf0;", "drop tcp flags syn / syn,ack;", false);
	different("drop tcp dport 80 payload th 12 0x50/0xf0 payload 0 \"GET\";",
		  "drop tcp dport 80 payload th 12 0x60/0xf0 payload 0 \"GET\";", false);
	different("count tcp dport 80 payload th 12 0x40/0xf0;", "count tcp dport 80 payload th 12 0x30/0xf0;", true);
	/* transport header bytes: planted changes; the first one's frames are
	 * IPv6 with the TCP header past byte 16383, where no test reads it */
	different("drop tcp dport 80 payload th 13 0x02/0x12;", "drop tcp dport 80 tcp flags syn / syn,ack;", false);
	different("drop ipv4 udp dport 53 payload th 0 0x0035;", "drop ipv4 udp dport 53 payload th 0 0x0036;", false);
	different("count tcp dport 80 payload th 13 0x02/0x02;", "count tcp dport 80 payload th 13 0x12/0x12;", true);
	/* the header's free fields: the kernel reads the witness's bytes */
	different("drop ipv4 tcp dport 80 payload th 8 0x00000000;", "drop ipv4 tcp dport 80 payload th 8 0x00000001;", false);
	different("drop ipv4 tcp dport 80 payload th 4 0x8000/0x8000;", "drop ipv4 tcp dport 80;", false);
	different("drop ipv4 tcp dport 80 payload th 18 0x0001;", "drop ipv4 tcp dport 80;", false);
	different("drop ipv4 udp dport 53 payload th 6 0x0000;", "drop ipv4 udp dport 53;", false);
	different("drop ipv4 icmp type 8 payload th 2 0x1234;", "drop ipv4 icmp type 8;", false);
	rate_planted();
	count_twins();
}

/* Random rules over a few fields, pairs that differ by one mutation. */
static const char *const prims[] = {
	"tcp", "udp", "icmp", "ipv6", "ipv4", "frag", "vlan", "vlan 5", "arp",
	"src 192.0.2.0/24", "src 192.0.2.128/25", "dst 198.51.100.0/24", "src 2001:db8::/32",
	"dport 53", "dport 50-60", "sport 1-1023", "port 80", "len < 100", "len > 1000",
	"ttl < 5", "tcp flags syn", "not tcp flags ack", "proto 59", "ether type 0x88cc",
	"not ip", "host 203.0.113.0/24",
};

static unsigned rnd(unsigned n)
{
	static uint64_t s = 0x1234567887654321ull;

	s ^= s << 13;
	s ^= s >> 7;
	s ^= s << 17;
	return (unsigned)(s >> 33) % n;
}

static const char *const field_prims[] = {
	"ip dscp 46", "ip dscp > 10", "ip ecn 3", "ip ecn 0", "ipv6 flowlabel 5",
	"ipv6 flowlabel < 100", "tcp window 0", "tcp window > 1000", "icmp type 8",
	"icmp code 0", "icmpv6 type 128", "icmpv6 code 1", "tcp flags syn / syn,ack",
	"tcp flags fin / fin,rst", "tcp", "udp", "ipv6", "dport 53", "len < 100",
	/* the lengths and IPv4 fragment word, modelled as plain fields */
	"ip length 60", "ip length > 1000", "udp length 8", "udp length < 100",
	"ipv4 flags df", "ipv4 flags mf", "ipv4 flags df / df,mf", "ipv4 fragoff 0", "ipv4 fragoff > 100", "frag",
};

/* Transport payload tests at positions 0-23 (the span main() reserves):
 * nested and shifted patterns, masks, `!=`, contains against fixed
 * offsets, and lengths that put the tested bytes near the frame's end. */
static const char *const payload_prims[] = {
	"payload 0 \"ab\"", "payload 0 \"abc\"", "payload 1 \"b\"", "payload 1 \"bc\"",
	"payload 0 != \"a\"", "payload 2 != \"c\"", "payload 0 0x60/0xe0", "payload 1 0x62/0xff",
	"payload 3 0x0102", "payload 3 0x0100/0xff00", "payload 20 \"xyz\"", "payload 21 != \"y\"",
	"payload contains \"ab\" depth 4", "payload contains \"abc\" depth 6",
	"payload contains \"bc\" depth 3", "payload contains \"b\" depth 8",
	"payload contains \"\\0\\0\" depth 12", "payload contains \"yz\" depth 24",
	"tcp", "udp", "ipv6", "vlan", "dport 53", "len < 60", "len 60-70", "len > 1000",
	"tcp flags syn", "frag",
};

/* Header bytes the model holds: both families' readings of one network
 * header offset (nh 8: the IPv4 TTL, the IPv6 source's first byte), tests
 * that read an IPv4-only byte behind their family, and transport header
 * bytes behind tests that make the header whole. */
static const char *const hdr_prims[] = {
	"payload nh 8 0x01", "payload nh 8 != 0x40", "payload nh 9 6", "payload nh 9 0x11",
	"payload nh 12 0xc0000201", "payload nh 12 0xc0/0xff", "payload nh 16 0xc6336401",
	"payload nh 1 0xb8", "payload nh 1 0x00/0xfc", "payload nh 2 0x0032", "payload nh 0 0x60/0xf0",
	"(ipv4 and payload nh 6 0x20/0x20)", "(ipv4 and payload nh 4 0x0000)",
	"(ipv6 and payload nh 4 0x00/0xff)", "(ipv4 and payload nh 6 0x00/0x1f payload nh 7 0)",
	"payload nh 7 0x01", "(ipv6 and payload nh 24 0x20/0xff)",
	"(tcp dport 80 and payload th 13 0x02/0x12)", "(udp dport 53 and payload th 0 0x0035)",
	"(icmp type 8 and payload th 1 0)", "(tcp dport 80 payload th 14 0xffff)", "dport 53",
	"(tcp dport 80 and payload th 4 0x00000000)", "(udp dport 53 and payload th 6 0x0000)",
	"(tcp dport 80 and payload th 16 0x00/0x01)",
	"ttl < 5", "ipv4", "ipv6", "tcp", "src 192.0.2.0/24", "ip length 60", "ipv4 flags mf",
	"len < 100", "vlan", "frag",
	/* the IPv4 IHL (IPv6: version 6 and the traffic class's top) */
	"payload nh 0 0x45", "(ipv4 and payload nh 0 != 0x45)", "payload nh 0 0x06/0x0e",
	/* the TCP data offset */
	"(tcp dport 80 and payload th 12 0x50/0xf0)", "(tcp dport 80 and payload th 12 0x80/0x80)",
};

#define NPRIMS(a) (sizeof(a) / sizeof((a)[0]))

/* Rates a kernel bucket makes real in one frame (witness_run). */
static const char *const rates[] = {
	" rate over 1/hour burst 1", " rate over 1/hour burst 1 per src",
	" rate over 1/hour burst 1 per dport",
};

/* A random rule; with RATE, a third of the drop and pass rules are rate
 * limited. */
static void random_rule(char *out, size_t n, const char *const *ps, size_t nps, bool rate)
{
	static const char *const acts[] = { "drop", "pass", "count" };
	unsigned act = rnd(3);
	int len = snprintf(out, n, "%s", acts[act]);

	for (unsigned k = rnd(3) + 1; k; k--) {
		/* drawn in turn: as arguments their order would be the compiler's,
		 * and gcc and clang would test different lists */
		const char *prim = ps[rnd((unsigned)nps)];
		bool negated = rnd(4) == 0;

		len += snprintf(out + len, n - (size_t)len, " %s%s", negated ? "not " : "", prim);
	}
	if (rate && act != 2 && rnd(3) == 0)
		len += snprintf(out + len, n - (size_t)len, "%s", rates[rnd(NPRIMS(rates))]);
	snprintf(out + len, n - (size_t)len, ";\n");
}

/* RULE with its rate taken off, or a rate put on (a count rule stays). */
static void toggle_rate(char *rule, size_t n)
{
	char *r = strstr(rule, " rate ");

	if (r)
		snprintf(r, n - (size_t)(r - rule), ";\n");
	else if (strncmp(rule, "count", 5))
		snprintf(strchr(rule, ';'), n - (size_t)(strchr(rule, ';') - rule), "%s;\n",
			 rates[rnd(NPRIMS(rates))]);
}

/* The union of the frames of SD's kinds (all kept: max_kinds is large). */
static BDD kinds_union(const struct semdiff *sd)
{
	BDD u = bddfalse;

	for (size_t i = 0; i < sd->nchanges; i++)
		u = fm_or_take(u, fm_ref(sd->changes[i].frames));
	return u;
}

/* The kind (OLD, NEW) of SD, or NULL. */
static const struct sd_change *kind(const struct semdiff *sd, int old_rule, int new_rule)
{
	for (size_t i = 0; i < sd->nchanges; i++)
		if (sd->changes[i].old_rule == old_rule && sd->changes[i].new_rule == new_rule)
			return &sd->changes[i];
	return NULL;
}

/* --diff's three ways find exactly the same: the chains over every frame
 * (0), the chains cut to where the rules between the shared first and last
 * runs match (1), and rule pair by rule pair from each rule's own frames
 * (2: not when the defaults differ, where it takes the chains). The same
 * kinds of change with the same frames, and the same counter changes
 * (BDDs are canonical, so equal sets are equal nodes). */
static void engines_agree(const char *a, const char *b)
{
	static const enum sd_mode modes[3] = { SD_WHOLE, SD_AUTO, SD_PAIRS };
	struct program *pa = compile_text(a), *pb = compile_text(b);
	struct fprog f[3][2];
	struct semdiff sd[3];
	BDD changed[3];
	struct diag d;

	diag_init(&d, stderr);
	memset(f, 0, sizeof(f));
	for (int k = 0; k < 3; k++) {
		if (semdiff_build(&f[k][0], pa, &f[k][1], pb, &d, "test", modes[k]) < 0 ||
		    semdiff_run(&sd[k], &f[k][0], &f[k][1], 4096) < 0) {
			CHECKF(0, "diff %d failed:\n%s---\n%s", k, a, b);
			return;
		}
		changed[k] = kinds_union(&sd[k]);
	}
	CHECKF(f[2][0].chains == (pa->default_verdict != pb->default_verdict),
	       "pair by pair taken %s:\n%s---\n%s", f[2][0].chains ? "not" : "", a, b);
	CHECKF(changed[0] == bdd_xor(f[0][0].drop, f[0][1].drop), "kinds miss changed frames:\n%s---\n%s",
	       a, b);
	for (int k = 1; k < 3; k++) {
		CHECKF(changed[0] == changed[k], "diff %d finds other frames:\n%s---\n%s", k, a, b);
		CHECKF(sd[0].nchanges == sd[k].nchanges, "diff %d finds %zu kinds, not %zu:\n%s---\n%s",
		       k, sd[k].nchanges, sd[0].nchanges, a, b);
		for (size_t i = 0; i < sd[k].nchanges; i++) {
			const struct sd_change *c = &sd[k].changes[i];
			const struct sd_change *w = kind(&sd[0], c->old_rule, c->new_rule);

			CHECKF(w && w->frames == c->frames, "diff %d: kind %d -> %d %s:\n%s---\n%s", k,
			       c->old_rule, c->new_rule, w ? "has other frames" : "is not there", a, b);
		}
		CHECKF(sd[0].ncounts == sd[k].ncounts,
		       "diff %d finds %zu counter changes, not %zu:\n%s---\n%s", k, sd[k].ncounts,
		       sd[0].ncounts, a, b);
		for (size_t i = 0; i < sd[0].ncounts && i < sd[k].ncounts; i++)
			CHECKF(sd[0].counts[i].gained == sd[k].counts[i].gained &&
			       sd[0].counts[i].lost == sd[k].counts[i].lost,
			       "counter change %zu differs in diff %d:\n%s---\n%s", i, k, a, b);
	}
	for (int k = 0; k < 3; k++) {
		bdd_delref(changed[k]);
		done(&sd[k], &f[k][0], &f[k][1]);
	}
}

/* Whether the count rule R of FP counts the witness W, in its rate states,
 * as the evaluator runs it. */
static bool counts(const struct fprog *fp, const struct rule *r, const struct sd_witness *w)
{
	struct eval_counters *c;
	bool *over, got = false;

	if (!r)
		return false;
	c = eval_counters_new(fp->p);
	over = calloc(fp->p->nrules, sizeof(bool));
	for (size_t i = 0; i < fp->p->nrules; i++)
		over[i] = fprog_rate_over(fp, i, w->rate);
	eval_frame_forced(fp->p, w->bytes, w->facts.len, c, over);
	for (size_t i = 0; i < fp->p->nrules; i++)
		if (fp->p->rules[i] == r)
			got = eval_rule_counter(c, i)->packets > 0;
	free(over);
	eval_counters_free(c);
	return got;
}

/* Every counter change's witness is counted by the side it is claimed for
 * (gained: the new rule; else lost: the old one) and not by the other. */
static void check_counts(const struct semdiff *sd, const struct fprog *fa, const struct fprog *fb,
			 const char *a, const char *b)
{
	for (size_t i = 0; i < sd->ncounts; i++) {
		const struct sd_count *c = &sd->counts[i];
		bool gain = c->gained != bddfalse;
		bool old = counts(fa, c->old_rule, &c->w), new = counts(fb, c->new_rule, &c->w);

		CHECKF(gain ? new && !old : old && !new, "counter change %zu's witness (%s) is "
		       "counted by old %d, new %d:\n%s---\n%s", i, gain ? "gained" : "lost", old, new,
		       a, b);
	}
}

/* Witnesses of a pair: the evaluator and the kernel give the verdicts
 * claimed. Returns how many there were. */
static size_t check_pair(const char *a, const char *b)
{
	struct semdiff sd;
	struct fprog fa, fb;
	size_t n;

	if (diff(a, b, &sd, &fa, &fb) != 0) {
		CHECKF(0, "%s", a);
		return 0;
	}
	for (size_t i = 0; i < sd.nchanges; i++) {
		const struct sd_change *c = &sd.changes[i];

		CHECKF(semdiff_eval(&fa, &c->w).verdict == c->old_verdict, "evaluator, old:\n%s", a);
		CHECKF(semdiff_eval(&fb, &c->w).verdict == c->new_verdict, "evaluator, new:\n%s", b);
		all_rate_states(&fa, &fb, &c->w, a, b);
	}
	check_counts(&sd, &fa, &fb, a, b);
	witnesses_in_kernel(a, b, &sd, &fa, &fb);
	n = sd.nchanges;
	done(&sd, &fa, &fb);
	return n;
}

/* NPAIRS random pairs over the primitives PS that differ by one mutation;
 * returns the witnesses seen. */
static size_t differential(const char *const *ps, size_t nps, bool rate)
{
	char a[4096], b[4096], rules[8][160], extra[160];
	size_t witnesses = 0;

	for (int t = 0; t < npairs; t++) {
		size_t la = 0, lb = 0;
		/* the mutation: 0 replaces rule CHANGE, 1 drops it, 2 inserts one
		 * before it, 3 (with rates) takes its rate off or puts one on */
		unsigned n = rnd(6) + 2, change = rnd(n), how = rnd(rate ? 4 : 3);

		for (unsigned i = 0; i < n; i++)
			random_rule(rules[i], sizeof(rules[i]), ps, nps, rate);
		for (unsigned i = 0; i < n; i++) {
			la += (size_t)snprintf(a + la, sizeof(a) - la, "%s", rules[i]);
			if (i == change && how == 0)
				random_rule(rules[i], sizeof(rules[i]), ps, nps, rate);
			if (i == change && how == 3)
				toggle_rate(rules[i], sizeof(rules[i]));
			if (i == change && how == 2) {
				random_rule(extra, sizeof(extra), ps, nps, rate);
				lb += (size_t)snprintf(b + lb, sizeof(b) - lb, "%s", extra);
			}
			if (i != change || how != 1)
				lb += (size_t)snprintf(b + lb, sizeof(b) - lb, "%s", rules[i]);
		}
		b[lb] = 0;
		if (rnd(3) == 0)
			snprintf(b + lb, sizeof(b) - lb, "default drop;\n");
		engines_agree(a, b);
		witnesses += check_pair(a, b);
		/* and against an unrelated list: nothing shared to focus on */
		lb = 0;
		for (unsigned i = rnd(6) + 2; i; i--) {
			random_rule(extra, sizeof(extra), ps, nps, rate);
			lb += (size_t)snprintf(b + lb, sizeof(b) - lb, "%s", extra);
		}
		engines_agree(a, b);
	}
	return witnesses;
}

/* The lint's output for TEXT. */
static char *lint_drawing(const char *text, size_t sample_from);

/* The lint's output for TEXT, as `xdpc --check` draws frames; valid until
 * the next call. */
static const char *lint(const char *text)
{
	static char *last;

	free(last);
	last = lint_drawing(text, LINT_SAMPLE_FROM);
	return last;
}

/* The lint's output for TEXT has WANT (NULL: anything) and not UNWANTED. */
static void lint_expect(const char *text, const char *want, const char *unwanted)
{
	const char *out = lint(text);

	CHECKF((!want || strstr(out, want)) && (!unwanted || !strstr(out, unwanted)),
	       "lint of\n%swants '%s', not '%s':\n%s", text, want ? want : "",
	       unwanted ? unwanted : "", out);
}

/* Rate limits: a rate rule decides only the frames over its rate. */
static void rate_lints(void)
{
	lint_expect("drop udp;\ndrop udp dport 53 rate over 10/s;\n",
		    "<test>:2:1: warning: rule is never reached: earlier rules decide every "
		    "frame it matches; line 1 (drop udp;) matches them all", NULL);
	lint_expect("drop udp dport 53 rate over 10/s;\ndrop udp dport 53;\n", NULL, "never reached");
	lint_expect("pass udp rate over 10/s;\npass udp rate over 10/s;\ndrop udp;\n", NULL,
		    "warning");
	/* removal judged over every rate state */
	lint_expect("drop tcp dport 22;\ndrop tcp rate over 10/s;\n", NULL, "removing");
	lint_expect("drop tcp dport 22;\ndrop tcp rate over 10/s;\ndrop tcp;\n",
		    "<test>:1:1: warning: removing this rule changes nothing: the rules after it "
		    "give its frames the same verdict and counters (e.g. line 3", NULL);
	lint_expect("drop udp rate over 10/s;\ndrop udp;\n",
		    "<test>:1:1: warning: removing this rule changes nothing", "never reached");
	lint_expect("drop udp rate over 10/s;\n", NULL, "<test>");
	/* a rate rule carves its frames over the rate out of later rules by
	 * design: no hole note for it; a hole in a later rate rule is one */
	lint_expect("drop icmp rate over 100/s;\npass icmp;\ndrop;\n", "<test>:2:1: note",
		    "<test>:1:1: note");
	lint_expect("pass tcp dport 22;\ndrop tcp rate over 10/s;\n",
		    "<test>:1:1: note: this pass decides some frames that the drop at line 2", NULL);
}

/* TEXT's third rule is shadowed by its first two together, and named so. */
static void shadowed_by_two(const char *text)
{
	const char *out = lint(text);

	CHECKF(strstr(out, "<test>:3:1: warning: rule is never reached") &&
	       strstr(out, "line 1") && strstr(out, "line 2") && strstr(out, "together match them all"),
	       "%s", out);
}

static void lints(void)
{
	const char *out;

	out = lint("drop udp src 192.0.2.0/25;\ndrop udp src 192.0.2.128/25;\ndrop udp src 192.0.2.0/24 dport 53;\n");
	CHECKF(strstr(out, "<test>:3:1: warning: rule is never reached: earlier rules decide every "
			   "frame it matches; line 1 (drop udp src 192.0.2.0/25;), line 2 (drop "
			   "udp src 192.0.2.128/25;) together match them all"), "%s", out);
	/* the names are a small cover: the narrow rules the wide one covers
	 * are left out (the old walk in file order named five of them, "...") */
	out = lint("drop udp src 192.0.2.1;\ndrop udp src 192.0.2.2;\ndrop udp src 192.0.2.3;\n"
		   "drop udp src 192.0.2.4;\ndrop udp src 192.0.2.5;\ndrop udp src 192.0.2.6;\n"
		   "drop udp src 192.0.2.0/24;\ndrop udp src 192.0.2.0/24 dport 53;\n");
	CHECKF(strstr(out, "<test>:8:1: warning: rule is never reached: earlier rules decide every "
			   "frame it matches; line 7 (drop udp src 192.0.2.0/24;) matches them all"),
	       "%s", out);
	out = lint("drop udp src 192.0.2.0/25;\ndrop udp src 192.0.2.128/26;\ndrop udp src 192.0.2.0/24 dport 53;\n");
	CHECKF(!strstr(out, "never reached"), "near miss reported: %s", out);
	out = lint("drop tcp dport 22;\ndrop tcp;\n");
	CHECKF(strstr(out, "<test>:1:1: warning: removing this rule changes nothing"), "%s", out);
	out = lint("drop tcp dport 22;\ncount tcp dport 22;\ndrop tcp;\n");
	CHECKF(!strstr(out, "removing"), "a count rule between makes it matter: %s", out);
	out = lint("pass tcp dport 22;\ndrop tcp;\n");
	CHECKF(strstr(out, "<test>:1:1: note: this pass decides some frames that the drop at line 2"), "%s", out);
	out = lint("pass tcp dport 22;   # xdpc:hole\ndrop tcp;\n");
	CHECKF(!strstr(out, "note"), "silenced note printed: %s", out);
	out = lint("drop ipv4 len < 30;\n");
	CHECKF(strstr(out, "this rule can never match: no frame has"), "%s", out);
	/* transport payload: a broader earlier test shadows; a shifted one does not */
	out = lint("drop payload 0 \"ab\";\ndrop udp payload 0 \"abc\";\n");
	CHECKF(strstr(out, "<test>:2:1: warning: rule is never reached") && strstr(out, "line 1"), "%s", out);
	out = lint("drop payload 0 \"ab\";\ndrop udp payload 1 \"abc\";\n");
	CHECKF(!strstr(out, "never reached"), "near miss reported: %s", out);
	out = lint("drop payload contains \"ab\" depth 4;\ndrop tcp payload 2 \"ab\";\n");
	CHECKF(strstr(out, "<test>:2:1: warning: rule is never reached"), "%s", out);
	out = lint("drop payload contains \"ab\" depth 4;\ndrop tcp payload 3 \"ab\";\n");
	CHECKF(!strstr(out, "never reached"), "near miss reported: %s", out);
	out = lint("drop payload 0 0x40/0xc0;\ndrop payload 0 \"A\";\ndrop payload 0 \"a\";\n");
	CHECKF(strstr(out, "<test>:2:1: warning: rule is never reached") &&
	       strstr(out, "<test>:3:1: warning: rule is never reached"), "%s", out);
	out = lint("drop payload 5 \"a\" payload 5 \"b\";\n");
	CHECKF(strstr(out, "this rule can never match"), "%s", out);
	/* network header bytes: shadowed through two earlier rules, one per family */
	shadowed_by_two("drop ipv4 ttl < 2;\ndrop ipv6 src 100::/8;\ndrop payload nh 8 0x01;\n");
	out = lint("drop ipv4 ttl < 2;\ndrop ipv6 src 100::/9;\ndrop payload nh 8 0x01;\n");
	CHECKF(!strstr(out, "never reached"), "near miss reported: %s", out);
	/* the IHL: no options and some options together cover IPv4 */
	shadowed_by_two("drop ipv4 payload nh 0 0x45;\ndrop ipv4 payload nh 0 != 0x45;\ndrop ipv4 udp;\n");
	out = lint("drop ipv4 payload nh 0 0x45;\ndrop ipv4 payload nh 0 0x46;\ndrop ipv4 udp;\n");
	CHECKF(!strstr(out, "never reached"), "near miss reported: %s", out);
	/* the data offset: with and without TCP options cover TCP */
	shadowed_by_two("drop tcp dport 80 payload th 12 0x50/0xf0;\ndrop tcp dport 80 payload th 12 != 0x50/0xf0;\n"
			"drop ipv4 tcp dport 80 tcp flags syn;\n");
	out = lint("drop tcp dport 80 payload th 12 0x50/0xf0;\ndrop tcp dport 80 payload th 12 0x60/0xf0;\n"
		   "drop ipv4 tcp dport 80 tcp flags syn;\n");
	CHECKF(!strstr(out, "never reached"), "near miss reported: %s", out);
	out = lint("drop payload nh 8 0x01 ipv6 payload nh 8 0x02;\n");
	CHECKF(strstr(out, "this rule can never match"), "%s", out);
	out = lint("drop ipv4 tcp flags syn / syn,ack;\ndrop ipv4 tcp dport 80 payload th 13 0x02/0x12;\n");
	CHECKF(strstr(out, "<test>:2:1: warning: rule is never reached"), "%s", out);
	out = lint("drop ipv4 tcp flags syn / syn,ack;\ndrop ipv4 tcp dport 80 payload th 13 0x02/0x02;\n");
	CHECKF(!strstr(out, "never reached"), "near miss reported: %s", out);
	out = lint("drop udp;\ndrop payload nh 6 0x11;\n");
	CHECKF(strstr(out, "<test>:2:6: note: exact lint skipped: it cannot yet reason about "
			   "'payload nh 6' where the rule allows IPv6 frames"), "%s", out);
	rate_lints();
	/* what the lint cannot model: one note, with the diff's reason */
	out = lint("drop udp;\ndrop tcp payload th 13 0x02;\n");
	CHECKF(strstr(out, "<test>:2:10: note: exact lint skipped: it cannot yet reason about "
			   "'payload th 13' where the rule allows frames whose transport header "
			   "is cut short"), "%s", out);
}

/* The lint's output for TEXT, drawing frames for rules meeting at least
 * SAMPLE_FROM earlier ones; a new string. */
static char *lint_drawing(const char *text, size_t sample_from)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&buf, &len);
	struct diag d;

	diag_init(&d, m);
	lint_exact_drawing(&d, compile_text(text), 60, sample_from);
	fclose(m);
	return buf;
}

static size_t count_of(const char *s, const char *what)
{
	size_t n = 0;

	for (; (s = strstr(s, what)); s++)
		n++;
	return n;
}

/* The rule of P on line LINE (one rule a line in these lists). */
static size_t rule_on(const struct program *p, unsigned line)
{
	for (size_t i = 0; i < p->nrules; i++)
		if (p->rules[i]->action_loc.line == line)
			return i;
	return SIZE_MAX;
}

/* Each "never reached" warning of OUT (the lint of TEXT) names rules that
 * hold what it claims, in the model: every rule named decides a frame of
 * the unreached one, and, unless the list ends in "...", together they
 * match all its frames. How many warnings were checked. */
static size_t names_hold(const char *text, const char *out)
{
	static const char claim[] = ": warning: rule is never reached: earlier rules decide every "
				    "frame it matches;";
	struct program *p = compile_text(text);
	struct fprog fp = { 0 };
	struct diag d;
	size_t checked = 0;

	diag_init(&d, NULL);
	if (fprog_matches(&fp, p, &d, "test") < 0)
		return 0;
	for (const char *w = out; (w = strstr(w, claim)); w++) {
		const char *bol = w, *eol = strchr(w, '\n') ? strchr(w, '\n') : w + strlen(w);
		unsigned line;
		size_t i, n = 0;
		BDD left;

		while (bol > out && bol[-1] != '\n')
			bol--;
		if (sscanf(bol, "<test>:%u:", &line) != 1 || (i = rule_on(p, line)) == SIZE_MAX) {
			CHECKF(false, "cannot read the warning's line: %.*s", (int)(eol - bol), bol);
			continue;
		}
		left = fm_and_take(fm_ref(fp.match[i]), fm_ref(fmodel_universe()));
		for (const char *at = w + sizeof(claim) - 1; (at = strstr(at, " line ")) && at < eol; at++) {
			size_t j = rule_on(p, (unsigned)atoi(at + 6));
			BDD decided;

			if (j == SIZE_MAX || j >= i) {
				CHECKF(false, "names a rule not before it: %.*s", (int)(eol - bol), bol);
				break;
			}
			decided = fprog_left_by(&fp, j, fm_and_take(fm_ref(fp.match[i]),
								     fm_ref(fp.match[j])), &fp.box[j]);
			decided = fm_and_take(decided, fm_ref(fmodel_universe()));
			CHECKF(decided != bddfalse, "line %u decides no frame of line %u:\n%s%.*s",
			       p->rules[j]->action_loc.line, line, text, (int)(eol - bol), bol);
			bdd_delref(decided);
			left = fm_diff_take(left, fm_ref(fp.match[j]));
			n++;
		}
		if (!strstr(w, ", ...") || strstr(w, ", ...") > eol)
			CHECKF(n > 0 && left == bddfalse, "the rules named leave frames of line %u:\n%s%.*s",
			       line, text, (int)(eol - bol), bol);
		bdd_delref(left);
		checked++;
	}
	fprog_free(&fp);
	return checked;
}

/* Frames drawn settle a rule only with proof, so drawing for every rule
 * and for none give the same findings, on random lists long enough for
 * rules to meet many earlier ones; the last 8 lists have rate rules, whose
 * drawn frames carry drawn rate states. */
static void drawing_agrees(void)
{
	const char *const *sets[] = { prims, field_prims, payload_prims, hdr_prims };
	const size_t sizes[] = { NPRIMS(prims), NPRIMS(field_prims), NPRIMS(payload_prims),
				 NPRIMS(hdr_prims) };
	size_t unreached = 0, redundant = 0, holes = 0, named = 0;
	char text[8192], rule[256];

	for (int t = 0; t < 32; t++) {
		size_t len = 0, set = t < 24 ? (size_t)t % 4 : 0;
		char *always, *never;

		for (unsigned i = 24 + rnd(24); i; i--) {
			random_rule(rule, sizeof(rule), sets[set], sizes[set], t >= 24);
			len += (size_t)snprintf(text + len, sizeof(text) - len, "%s", rule);
		}
		if (rnd(2))
			snprintf(text + len, sizeof(text) - len, "default drop;\n");
		always = lint_drawing(text, 0);
		never = lint_drawing(text, SIZE_MAX);
		CHECKF(!strcmp(always, never), "drawing frames changed the lint of\n%s:\n%s\nagainst\n%s",
		       text, always, never);
		unreached += count_of(never, "never reached");
		named += names_hold(text, never);
		redundant += count_of(never, "removing this rule");
		holes += count_of(never, "decides some frames that");
		free(always);
		free(never);
	}
	printf("lint drawing frames or not: 32 lists agree (%zu unreached, %zu of them naming rules "
	       "checked, %zu redundant, %zu holes)\n", unreached, named, redundant, holes);
	/* the lists give every finding, many times */
	CHECKF(unreached >= 30 && redundant >= 8 && holes >= 30 && named == unreached,
	       "%zu unreached (%zu names checked), %zu redundant, %zu holes", unreached, named,
	       redundant, holes);
}

static bool unsupported(const char *text)
{
	char why[512];

	return fmodel_unsupported(compile_text(text)->rules[0]->match, why, sizeof(why)) != NULL;
}

/* th bytes, and nh bytes the model does not hold: refused, located. */
static void refusals(void)
{
	struct program *p = compile_text("drop udp;\ndrop tcp payload th 13 0x02;\n");
	struct fprog fp = { 0 };
	char buf[1024] = { 0 };
	FILE *m = fmemopen(buf, sizeof(buf) - 1, "w");
	struct diag d;

	diag_init(&d, m);
	CHECK(fprog_build(&fp, p, &d, "--diff") < 0);
	fclose(m);
	CHECKF(strstr(buf, "<test>:2:10: error: --diff cannot yet reason about 'payload th 13' "
			   "where the rule allows frames whose transport header is cut short"), "%s", buf);
	CHECK(!unsupported("drop payload nh 8 0x01;"));
	CHECK(unsupported("drop payload nh 6 0x11;"));   /* not reserved: see header_fields() */
	CHECK(unsupported("drop ipv6 payload nh 6 0x11;"));
	CHECK(!unsupported("drop ipv4 payload nh 6 0x11;"));
	CHECK(unsupported("drop ipv4 payload nh 10 0;"));
	CHECK(unsupported("drop ipv6 payload nh 40 0;"));
	CHECK(!unsupported("drop payload nh 0 0x45;"));
	CHECK(unsupported("drop ipv4 payload nh 20 0x94;"));   /* options */
	CHECK(!unsupported("drop tcp dport 80 payload th 12 0x50/0xf0;"));
	CHECK(unsupported("drop tcp dport 80 payload th 12 0x01/0x01;"));   /* reserved bits */
}

/* Without root the kernel parts cannot run: skip, or fail under CI=true. */
static int no_root(void)
{
	if (getenv("CI") && !strcmp(getenv("CI"), "true")) {
		fprintf(stderr, "FAIL: kernel parts need root and CI=true forbids skipping\n");
		return 1;
	}
	printf("SKIP: kernel parts need root (CAP_BPF)\n");
	return 77;
}

/* --header-fields: header fields held on demand besides the IHL and the
 * data offset: IPv6's first next header (`payload nh 6`), TCP's reserved
 * bits (`payload th 12`'s low nibble) and the IPv4 header checksum, in a
 * model that holds them and no payload positions (the first next header
 * and payload positions together cost the universe twice the time:
 * bench/README.md). */
static const char *const field_prims2[] = {
	"(ipv6 and payload nh 6 0)", "(ipv6 and payload nh 6 != 6)", "payload nh 6 0x2c",
	"(ipv6 and payload nh 6 43)", "(ipv6 and payload nh 6 0x30/0xf0)", "payload nh 6 51",
	"(ipv4 and payload nh 10 0x0000)", "(ipv4 and payload nh 10 0x80/0x80)",
	"(tcp dport 80 and payload th 12 0x01/0x01)", "(tcp dport 80 and payload th 12 0x52)",
	"ipv6", "frag", "tcp", "udp", "dport 80", "proto 59", "len < 100", "src 2001:db8::/32",
	"(ipv6 and ttl < 5)", "icmpv6", "ipv4",
};

static int header_fields(void)
{
	fmodel_reserve_field(FM_NH1);
	fmodel_reserve_field(FM_DOFF);   /* tests of all of byte 12 */
	fmodel_reserve_field(FM_TCPRES);
	fmodel_reserve_field(FM_IP4SUM);
	fmodel_open();
	CHECK(!unsupported("drop payload nh 6 0x11;"));
	CHECK(!unsupported("drop ipv6 payload nh 6 0x11;"));
	CHECK(unsupported("drop ipv6 payload nh 40 0;"));   /* the chain's bytes */
	CHECK(!unsupported("drop ipv4 tcp dport 80 payload th 12 0x01/0x01;"));
	CHECK(!unsupported("drop payload nh 10 0;"));
	CHECK(unsupported("drop ipv4 payload nh 20 0x94;"));   /* options */
	/* the checksum and the reserved bits: any value where their header is */
	equivalent("drop ipv4 payload nh 10 0x1234; drop ipv4 payload nh 10 != 0x1234;", "drop ipv4;");
	equivalent("drop ipv4 tcp dport 80 payload th 12 0x00/0x0f; "
		   "drop ipv4 tcp dport 80 payload th 12 != 0x00/0x0f;", "drop ipv4 tcp dport 80;");
	equivalent("drop ipv4 tcp dport 80 payload th 12 0x5a;",
		   "drop ipv4 tcp dport 80 payload th 12 0x50/0xf0 payload th 12 0x0a/0x0f;");
	/* the protocol where it walks nothing; a whole fragment header first
	 * makes a fragment */
	equivalent("drop ipv6 payload nh 6 6 dport 80;", "drop ipv6 tcp dport 80 not payload nh 6 0 "
		   "not payload nh 6 43 not payload nh 6 44 not payload nh 6 51 not payload nh 6 60;");
	equivalent("drop ipv6 not frag payload nh 6 44 tcp;", "");
	equivalent("drop ipv6 payload nh 6 17 not udp;", "");
	equivalent("drop ipv6 payload nh 6 0; drop ipv6 payload nh 6 != 0;", "drop ipv6;");
	/* no chain and one behind it cover IPv6; a near miss */
	shadowed_by_two("drop ipv6 payload nh 6 6;\ndrop ipv6 payload nh 6 != 6;\ndrop ipv6 tcp dport 80;\n");
	CHECKF(!strstr(lint("drop ipv6 payload nh 6 6;\ndrop ipv6 payload nh 6 0;\ndrop ipv6 tcp dport 80;\n"),
		       "never reached"), "near miss reported");
	if (geteuid() != 0)
		return no_root();
	/* planted: a hop-by-hop or routing header before TCP; AH first in a
	 * fragment; a count */
	different("drop ipv6 tcp dport 80 payload nh 6 0;", "drop ipv6 tcp dport 80;", false);
	different("drop ipv6 payload nh 6 43;", "drop ipv6 payload nh 6 60;", false);
	different("drop ipv6 frag payload nh 6 51;", "drop ipv6 frag;", false);
	different("count ipv6 udp payload nh 6 != 17;", "count ipv6 udp;", true);
	/* a zero checksum; TCP's AE bit (RFC 9768), byte 12's lowest */
	different("drop ipv4 payload nh 10 0;", "drop ipv4;", false);
	different("drop ipv4 payload nh 10 0x1234;", "drop ipv4 payload nh 10 0x1235;", false);
	different("drop ipv4 tcp dport 80 payload th 12 0x01/0x01;", "drop ipv4 tcp dport 80;", false);
	different("count ipv4 tcp dport 80 payload th 12 0x00/0x0f;", "count ipv4 tcp dport 80;", true);
	CHECK(differential(field_prims2, NPRIMS(field_prims2), false) >= (size_t)npairs / 2);
	arena_free(&arena);
	return TC_DONE();
}

int main(int argc, char **argv)
{
	const char *np = getenv("XDPC_SEMDIFF_PAIRS");

	if (np && atoi(np) > 0)
		npairs = atoi(np);
	arena_init(&arena);
	if (argc > 1 && !strcmp(argv[1], "--header-fields"))
		return header_fields();
	fmodel_reserve_payload_span(24);   /* every payload position tested here */
	fmodel_reserve_rates(40);          /* rate states: more than any pair here has */
	fmodel_reserve_field(FM_IHL);              /* `payload nh 0` tests of the IHL */
	fmodel_reserve_field(FM_DOFF);             /* `payload th 12`: the TCP data offset */
	fmodel_open();
	rewrites();
	lints();
	drawing_agrees();
	refusals();
	if (geteuid() != 0)
		return no_root();
	planted();
	differential(prims, NPRIMS(prims), false);
	/* issue 12's header fields and masked TCP flags; the pairs differ
	 * often enough for the test to mean something: half of them at least */
	CHECK(differential(field_prims, NPRIMS(field_prims), false) >= (size_t)npairs / 2);
	CHECK(differential(payload_prims, NPRIMS(payload_prims), false) >= (size_t)npairs / 2);
	CHECK(differential(hdr_prims, NPRIMS(hdr_prims), false) >= (size_t)npairs / 2);
	/* rate limits: pairs with rate rules, a rate taken off or put on */
	kernel_checked = kernel_primed = kernel_unreal = 0;
	CHECK(differential(prims, NPRIMS(prims), true) >= (size_t)npairs / 2);
	printf("rate pairs: %zu witnesses run in the kernel (%zu programs primed to be over), "
	       "%zu assume states a bucket cannot give\n", kernel_checked, kernel_primed, kernel_unreal);
	CHECK(kernel_checked > kernel_unreal && kernel_primed > 0);
	arena_free(&arena);
	return TC_DONE();
}
