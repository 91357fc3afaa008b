/* Multi-field rule sets, differentially: random ClassBench-like sets in
 * tight mode (tests/lib/classgen.h: few addresses and ports, so prefixes
 * nest and touch and port ranges nest and abut, both families, rules
 * without addresses) with rules joined by `or` and `not`, shadowed
 * duplicates with the other action, count rules and count-by tables
 * between them, interleaved pass and drop. Each set is compiled grouped,
 * with --no-group (and every eighth at -O0), loaded into the kernel and
 * run (BPF_PROG_TEST_RUN, repeat = 1) on frames at every rule's edges:
 * first and last address of each prefix and one beyond, range ends and
 * one beyond, the other protocol; plus random frames. Verdicts are
 * compared frame by frame with the reference evaluator and every counter
 * after the run (kdiff.h).
 *
 * XDPC_SEED=N picks the first seed; XDPC_CLASS_PROGRAMS=N the number of
 * sets (default 32). */
#include "classgen.h"
#include "kdiff.h"
#include "keyframes.h"

#include <stdlib.h>

#define MAX_FRAMES 700

static const char *const mixes[] = { "acl", "fw", "ipc" };

/* ---- rule text ---- */

/* Appends rule I of R (N rules) to P as a plain conjunction, an `or` of
 * two rules' matches, a conjunction with another's (or a port range)
 * negated, or the rule followed by a copy with another action, which it
 * shadows. */
static size_t put_rule(char *p, size_t cap, const struct classgen_rule *r, size_t n, size_t i,
		       uint64_t *s)
{
	char a[256], b[256];
	const char *act = classgen_action_name(r[i].action);
	size_t j = (size_t)(*s % n);

	*s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
	classgen_match_text(a, sizeof(a), &r[i]);
	classgen_match_text(b, sizeof(b), &r[j]);
	if (!*a || !*b)
		return (size_t)snprintf(p, cap, "%s%s%s;\n", act, *a ? " " : "", a);
	switch (*s >> 60) {
	case 0:
	case 1:
		return (size_t)snprintf(p, cap, "%s (%s) or (%s);\n", act, a, b);
	case 2:
		return (size_t)snprintf(p, cap, "%s %s not (%s);\n", act, a, b);
	case 3:
		return (size_t)snprintf(p, cap, "%s %s not dport 53-80;\n", act, a);
	case 4:
		/* the rule twice, the second time with another action: shadowed */
		return (size_t)snprintf(p, cap, "%s %s;\n%s %s;\n", act, a,
					r[i].action == CLASSGEN_DROP ? "pass" : "drop", a);
	default:
		return (size_t)snprintf(p, cap, "%s %s;\n", act, a);
	}
}

static char *set_text(const struct classgen_rule *r, size_t n, uint64_t seed)
{
	size_t cap = n * 600 + 256, len = 0;
	char *p = malloc(cap);
	uint64_t s = seed | 1;

	if (!p)
		abort();
	p[0] = 0;
	for (size_t i = 0; i < n; i++) {
		len += put_rule(p + len, cap - len, r, n, i, &s);
		/* not by port: 64K-entry arrays take long to read back */
		if (i % 9 == 4)
			len += (size_t)snprintf(p + len, cap - len, "count by %s;\n",
						i % 2 ? "proto" : "src");
	}
	if (seed & 2)
		len += (size_t)snprintf(p + len, cap - len, "default drop;\n");
	return p;
}

/* ---- frames ---- */

/* T as a frame, with a VLAN tag now and then and a little payload. */
static void tuple_frame(const struct classgen_tuple *t, uint64_t *s, struct frame *f)
{
	classgen_frame(t, *s % 8 == 0 ? 7 : 0, *s % 24, f);
	*s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
}

/* Edge frames of every rule, in both families for rules without an
 * address, frames inside random rules, then NOISE's random frames (all of
 * them: at most 100). */
static size_t set_frames(const struct classgen_rule *r, size_t n, uint64_t seed,
			 const struct kf_corpus *noise, struct frame *f)
{
	struct classgen_tuple t[16];
	uint64_t s = seed ^ 0xf4a3e;
	size_t nf = 0;

	for (size_t i = 0; i < n && nf < MAX_FRAMES - 200; i++) {
		for (int fam = 4; fam <= 6; fam += 2) {
			size_t k;

			if (r[i].fam && r[i].fam != fam)
				continue;
			k = classgen_edges(&r[i], fam, &s, t, 16);
			for (size_t j = 0; j < k && nf < MAX_FRAMES - 200; j++)
				tuple_frame(&t[j], &s, &f[nf++]);
		}
	}
	while (nf < MAX_FRAMES - 100) {
		struct classgen_tuple in;

		classgen_inside(&r[s % n], s % 2 ? 4 : 6, &s, &in);
		tuple_frame(&in, &s, &f[nf++]);
	}
	memcpy(f + nf, noise->f, noise->n * sizeof(*f));
	return nf + noise->n;
}

/* ---- what the sets contain ---- */

static unsigned long long nested_pfx, nested_ranges, adjacent_ranges;

static int pfx_within(const struct setmix_pfx *in, const struct setmix_pfx *out, int fam)
{
	struct classgen_rule probe = { .fam = fam, .src = *out, .sport_hi = 65535, .dport_hi = 65535 };
	struct classgen_tuple t = { .fam = fam, .src = in->a, .proto = 17 };

	return in->plen > out->plen && out->plen > 0 && classgen_matches(&probe, &t);
}

/* Counts nested prefixes and nested and adjacent port ranges between
 * rules: the test asserts that the sets tempt wrong merges at all. */
static void tally(const struct classgen_rule *r, size_t n)
{
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n; j++) {
			if (i == j)
				continue;
			if (r[i].fam && r[i].fam == r[j].fam &&
			    (pfx_within(&r[i].src, &r[j].src, r[i].fam) ||
			     pfx_within(&r[i].dst, &r[j].dst, r[i].fam)))
				nested_pfx++;
			if (r[i].dport_hi - r[i].dport_lo < 65535 && r[j].dport_hi - r[j].dport_lo < 65535) {
				if (r[i].dport_lo >= r[j].dport_lo && r[i].dport_hi <= r[j].dport_hi &&
				    (r[i].dport_lo != r[j].dport_lo || r[i].dport_hi != r[j].dport_hi))
					nested_ranges++;
				if (r[i].dport_hi + 1 == r[j].dport_lo)
					adjacent_ranges++;
			}
		}
}

int main(void)
{
	const char *seed_env = getenv("XDPC_SEED");
	const char *np = getenv("XDPC_CLASS_PROGRAMS");
	unsigned nprog = np ? (unsigned)atoi(np) : 32, failures = 0;
	uint64_t seed0 = seed_env ? strtoull(seed_env, NULL, 0) : 11;
	struct frame *f = malloc(MAX_FRAMES * sizeof(*f));
	struct kf_corpus noise = { 0 };
	int rc = bpfrun_require_privileges();

	if (rc || !f) {
		free(f);
		return rc ? rc : 1;
	}
	rng_state = seed0 * 0x9e3779b97f4a7c15ULL | 1;   /* keyframes.h's random frames */
	printf("seeds %llu..%llu\n", (unsigned long long)seed0,
	       (unsigned long long)(seed0 + nprog - 1));
	for (unsigned i = 0; i < nprog && failures < 3; i++) {
		uint64_t seed = seed0 + i;
		struct classgen_opts o = { mixes[i % 3], i % 2 ? 6 : 4, 0, seed, true };
		struct classgen_rule *r;
		size_t nf;
		char *text;

		/* small sets mostly; now and then one long enough for several
		 * rule functions */
		o.n = i % 8 == 5 ? 150 + seed % 100 : 6 + seed % 40;
		r = malloc(o.n * sizeof(*r));
		if (!r || classgen_gen(&o, r) < 0)
			abort();
		tally(r, o.n);
		text = set_text(r, o.n, seed);
		kf_corpus_build(&noise, 100);
		nf = set_frames(r, o.n, seed, &noise, f);
		if (kdiff_program(text, f, nf, i % 8 == 0, NULL)) {
			fprintf(stderr, "(seed %llu, mix %s, IPv%d first, %zu rules)\n",
				(unsigned long long)seed, o.mix, o.fam, o.n);
			failures++;
		}
		free(text);
		free(r);
	}
	printf("%llu frames run; between rules: %llu nested prefixes, %llu nested and "
	       "%llu adjacent port ranges\n", kdiff_frames_run, nested_pfx, nested_ranges,
	       adjacent_ranges);
	CHECKF(nested_pfx >= nprog && nested_ranges >= nprog / 2 && adjacent_ranges >= nprog / 4,
	       "the sets do not tempt wrong merges enough");
	free(noise.f);
	free(f);
	return TC_DONE();
}
