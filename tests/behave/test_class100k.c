/* Verifier acceptance at 100,000 multi-field rules (issue 11, "Scale"):
 * a ClassBench-like acl set (tests/lib/classgen.h, IPv4, seed 1, under
 * `default drop;`, the set bench/ part 5 measures) goes through the front
 * end, code generation and the kernel's verifier. The issue allows two
 * outcomes; with the multi-field classifier in, this test requires the
 * first:
 *
 *   LOADED   it compiles and loads; then a frame matching no rule, one
 *            matching only the last rule and 256 frames inside random
 *            rules get the evaluator's verdicts in the kernel
 *            (BPF_PROG_TEST_RUN, repeat = 1), and every rule's counter
 *            equals the evaluator's;
 *   LIMIT    the front end's budget check refuses the set with an error
 *            that names the limit and points at the rule where it was
 *            hit (file:line:col), before any code is generated. This
 *            fails the test (a located, named limit is still checked and
 *            printed); XDPC_REQUIRE_100K=0 accepts it, for a compiler
 *            without the classifier.
 *
 * Anything else fails: a crash, an unlocated error, code generation or
 * the verifier refusing a set the check accepted, a wrong verdict or
 * counter. The outcome is printed on a line of its own. */
#include "classgen.h"
#include "kcompare.h"

#include <stdlib.h>
#include <time.h>

#define NSTREAM 256
#define REQUIRE_LOADED 1

/* 100,000; XDPC_CLASS_RULES=N tries another size (the LOADED path on
 * today's compiler, say). */
static size_t nrules = 100000;

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static char *set_text(const struct classgen_rule *r, size_t n, size_t *len)
{
	char *text = NULL;
	FILE *f = open_memstream(&text, len);

	if (!f || classgen_write(f, r, n) < 0 || fprintf(f, "default drop;\n") < 0 ||
	    fclose(f) != 0)
		abort();
	return text;
}

/* The LIMIT outcome: DIAGS must hold a located error naming a limit. */
static int limit_outcome(const char *diags, int require_loaded)
{
	const char *err = strstr(diags, ": error: "), *start = err;
	unsigned line = 0, col = 0;
	int located;

	while (start && start > diags && start[-1] != '\n')
		start--;
	located = start && sscanf(start, "<class100k>:%u:%u: error:", &line, &col) == 2 &&
		  line >= 1 && line <= nrules + 1;

	CHECKF(located, "the front end refused the set without a located error:\n%s", diags);
	CHECKF(err && strstr(err, "limit"), "the error does not name a limit:\n%s", diags);
	printf("OUTCOME LIMIT: %zu rules are refused at line %u (verifier acceptance NOT "
	       "reached):\n%.*s\n", nrules, line, start ? (int)strcspn(start, "\n") : 0,
	       start ? start : "");
	CHECKF(!require_loaded, "XDPC_REQUIRE_100K: %zu rules must load", nrules);
	return 0;
}

/* The LOADED outcome's frames: verdicts against the evaluator, then
 * every rule's counter. */
static void check_frames(struct kprog *k, const struct classgen_rule *r)
{
	struct eval_counters *ec = eval_counters_new(k->prog);
	struct classgen_tuple t;
	uint64_t s = 7;
	unsigned wrong = 0, bad_counters = 0;

	for (unsigned i = 0; i < NSTREAM + 2; i++) {
		struct frame f;
		struct eval_result er;
		uint32_t want;

		if (i == 0)
			classgen_miss(4, &t);
		else if (i == 1)
			classgen_last(4, &t);
		else
			classgen_inside(&r[s % nrules], 4, &s, &t);
		classgen_frame(&t, 0, 0, &f);
		er = eval_frame(k->prog, f.buf, f.len, ec);
		want = er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS;
		if (i < 2)
			CHECKF(want == (i == 0 ? XDP_DROP : XDP_PASS),
			       "the evaluator misses the %s frame", i ? "last-rule" : "no-rule");
		wrong += kprog_run(k, &f) != want;
	}
	CHECKF(wrong == 0, "%u of %d frames get another verdict in the kernel", wrong, NSTREAM + 2);
	for (uint32_t i = 0; i <= (uint32_t)nrules; i++) {
		struct xdpc_counter c = kprog_rule(k, i);
		const struct xdpc_counter *e = eval_rule_counter(ec, i);

		bad_counters += c.packets != e->packets || c.bytes != e->bytes;
	}
	CHECKF(bad_counters == 0, "%u rule counters differ from the evaluator's", bad_counters);
	eval_counters_free(ec);
}

/* The LOADED path: code generation and the kernel must accept what the
 * check accepted. */
static void load_outcome(struct kprog *k, const struct classgen_rule *r, double t0)
{
	struct cg_options o;
	struct cg_buffer obj;
	struct diag d;
	double t1, t2;

	cg_options_init(&o);
	diag_init(&d, stderr);
	t1 = now();
	if (cg_compile(k->prog, &o, CG_OUT_OBJECT, &obj, &d) < 0) {
		CHECKF(0, "code generation fails on a set the check accepted");
		return;
	}
	t2 = now();
	if (bpfrun_load(&k->run, obj.data, obj.len) < 0) {
		CHECKF(0, "the kernel refuses a set the check accepted:\n%s", k->run.error);
		cg_buffer_free(&obj);
		return;
	}
	k->loaded = 1;
	if (meta_read_elf(&k->meta, obj.data, obj.len, "<class100k>") < 0)
		CHECKF(0, "unreadable metadata");
	printf("OUTCOME LOADED: %zu rules: front end %.1f s, code generation %.1f s, load %.1f s, "
	       "%u verified instructions, object %zu KiB\n", nrules, t1 - t0, t2 - t1, now() - t2,
	       k->run.verified_insns, obj.len / 1024);
	fflush(stdout);
	cg_buffer_free(&obj);
	check_frames(k, r);
}

int main(void)
{
	const char *req = getenv("XDPC_REQUIRE_100K"), *nr = getenv("XDPC_CLASS_RULES");
	int require_loaded = req ? atoi(req) : REQUIRE_LOADED;
	struct classgen_opts o = { "acl", 4, 0, 1, false };
	struct classgen_rule *r;
	char *text, *diags = NULL;
	size_t len, dlen;
	struct kprog k;
	struct diag d;
	FILE *df;
	double t0;
	int rc = bpfrun_require_privileges();

	if (nr && atol(nr) > 0)
		nrules = (size_t)atol(nr);
	o.n = nrules;
	r = malloc(nrules * sizeof(*r));
	if (rc || !r) {
		free(r);
		return rc ? rc : 1;
	}
	classgen_gen(&o, r);
	text = set_text(r, nrules, &len);
	memset(&k, 0, sizeof(k));
	arena_init(&k.arena);
	if (!(df = open_memstream(&diags, &dlen)))
		abort();
	diag_init(&d, df);
	t0 = now();
	k.prog = frontend_compile_string(&k.arena, &d, "<class100k>", text, len, NULL);
	fclose(df);
	if (!k.prog)
		limit_outcome(diags, require_loaded);
	else
		load_outcome(&k, r, t0);
	kprog_free(&k);
	free(diags);
	free(text);
	free(r);
	return TC_DONE();
}
