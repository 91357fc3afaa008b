/* The classifier walk's cut (cg_cut.c): on bench-shaped rule sets
 * (tests/lib/classgen.h, ClassBench-like acl, fw and ipc mixes, both
 * families, a few thousand rules each), whose trees are deep and split an
 * address word at the root, so the cut's cells hold thresholds and the
 * walk goes on below them; most of their cuts take more than 12 bits.
 * classdiff's small tight sets mostly cut on the protocol or family,
 * whose cells are single values.
 *
 * Frames: every rule's edges (each field at its first and last value and
 * one beyond), the same frames with an address word snapped to the first
 * and last value of a cut's cell (its low 12 to 28 bits cleared and set:
 * a cut takes 12 to 20 bits of one word, or fewer of each of two),
 * frames inside random rules, the bench's miss and last-rule probes.
 * A cell's word also carries its earliest rule, on which a walk is
 * skipped (cg_cls.h): the cell ends try its bounds, and the fw mix's
 * three trees a skip followed by another tree's walk.
 * Each is run in the kernel (BPF_PROG_TEST_RUN, repeat = 1) and its
 * verdict compared with the reference evaluator's, then every counter.
 * XDPC_CLS_CUT_RULES=N changes the rules per set (default 2,500). */
#include <bpf/btf.h>   /* before kprog.h, whose XDP_* are macros */
#include <bpf/libbpf.h>

#include "classgen.h"
#include "kcompare.h"
#include "kplan.h"

#include <stdlib.h>
#include <string.h>

#define MAX_FRAMES 12000
/* The low bits a cut leaves in an address word (cg_cut.c), as frames
 * snap them: 32 - 20 to 32 - 4, two at a time. */
#define CELL_LOW_MIN 12
#define CELL_LOW_MAX 28

static const char *const mixes[] = { "acl", "fw", "ipc" };

static char *set_text(const struct classgen_rule *r, size_t n)
{
	size_t cap = n * 200 + 64, len = 0;
	char *p = malloc(cap);

	if (!p)
		abort();
	for (size_t i = 0; i < n; i++) {
		classgen_rule_text(p + len, cap - len, &r[i]);
		len += strlen(p + len);
		len += (size_t)snprintf(p + len, cap - len, "\n");
	}
	snprintf(p + len, cap - len, "default drop;\n");
	return p;
}

/* Word W (0 most significant) of address A of family FAM, as the
 * classifier's key holds it, set to V. */
static void set_word(struct setmix_addr *a, int fam, unsigned w, uint32_t v)
{
	if (fam == 4) {
		a->lo = v;
		return;
	}
	if (w < 2)
		a->hi = w ? (a->hi & ~0xffffffffULL) | v : (a->hi & 0xffffffffULL) | (uint64_t)v << 32;
	else
		a->lo = w == 3 ? (a->lo & ~0xffffffffULL) | v :
				 (a->lo & 0xffffffffULL) | (uint64_t)v << 32;
}

static uint32_t get_word(const struct setmix_addr *a, int fam, unsigned w)
{
	if (fam == 4)
		return (uint32_t)a->lo;
	return (uint32_t)((w < 2 ? a->hi : a->lo) >> (w % 2 ? 0 : 32));
}

/* T with one address word at the first and last value of a cell that
 * leaves LOW bits: up to 2 frames per word of both addresses into OUT. */
static size_t cell_ends(const struct classgen_tuple *t, unsigned low, struct classgen_tuple *out)
{
	unsigned words = t->fam == 4 ? 1 : 4;
	size_t n = 0;

	for (int field = 0; field < 2; field++)
		for (unsigned w = 0; w < words; w++) {
			uint32_t v = get_word(field ? &t->dst : &t->src, t->fam, w);
			uint32_t m = (1u << low) - 1;

			out[n] = *t;
			set_word(field ? &out[n].dst : &out[n].src, t->fam, w, v & ~m);
			n++;
			out[n] = *t;
			set_word(field ? &out[n].dst : &out[n].src, t->fam, w, v | m);
			n++;
		}
	return n;
}

static size_t set_frames(const struct classgen_rule *r, size_t n, int fam, uint64_t seed,
			 struct frame *f)
{
	struct classgen_tuple t[16], ends[16];
	uint64_t s = seed ^ 0x5eed;
	size_t nf = 0;

	classgen_miss(fam, &t[0]);
	classgen_frame(&t[0], 0, 0, &f[nf++]);
	classgen_last(fam, &t[0]);
	classgen_frame(&t[0], 0, 0, &f[nf++]);
	for (size_t i = 0; i < n && nf + 16 + 16 < MAX_FRAMES - 500; i++) {
		size_t k = classgen_edges(&r[i], r[i].fam ? r[i].fam : fam, &s, t, 16);

		for (size_t j = 0; j < k; j++)
			classgen_frame(&t[j], 0, 0, &f[nf++]);
		if (k) {
			unsigned low = CELL_LOW_MIN + 2 * (unsigned)(i % ((CELL_LOW_MAX - CELL_LOW_MIN) / 2 + 1));
			size_t e = cell_ends(&t[s % k], low, ends);

			for (size_t j = 0; j < e; j++)
				classgen_frame(&ends[j], 0, 0, &f[nf++]);
		}
	}
	while (nf < MAX_FRAMES) {
		const struct classgen_rule *x = &r[s % n];

		classgen_inside(x, x->fam ? x->fam : fam, &s, &t[0]);
		classgen_frame(&t[0], 0, 0, &f[nf++]);
	}
	return nf;
}

struct roots {
	unsigned n, deepest;
};

static void add_root(const struct cls *k, void *ctx)
{
	struct roots *r = ctx;

	if (k->nnodes > 1 && CLS_NODE_DIM(k->node[1]) < CD_SPORT) {
		r->n++;
		if (k->depth > r->deepest)
			r->deepest = k->depth;
	}
}

/* Classifiers of PROG whose root splits an address word, and the deepest
 * of them: the sets must exercise the cut's cells. */
static unsigned address_roots(const struct program *prog, unsigned *deepest)
{
	struct roots r = { 0, 0 };

	kplan_each_cls(prog, add_root, &r);
	*deepest = r.deepest;
	return r.n;
}

/* Cuts of K's object wider than 2^12 words (the lengths BTF gives its
 * xdpc_cN_cut arrays), and how many cuts there are into *ALL. */
static unsigned wide_cuts(const struct kprog *k, unsigned *all)
{
	const struct btf *btf = bpf_object__btf(k->run.obj);
	unsigned n = btf ? btf__type_cnt(btf) : 0, wide = 0;

	*all = 0;
	for (unsigned id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id), *a;
		const char *name = btf__name_by_offset(btf, t->name_off);
		size_t len = name ? strlen(name) : 0;

		if (!btf_is_var(t) || len < 4 || strcmp(name + len - 4, "_cut"))
			continue;
		(*all)++;
		a = btf__type_by_id(btf, t->type);
		wide += btf_is_array(a) && btf_array(a)->nelems > (1u << 12);
	}
	return wide;
}

int main(void)
{
	const char *env = getenv("XDPC_CLS_CUT_RULES");
	size_t nrules = env ? (size_t)atoi(env) : 2500;
	struct frame *f = malloc(MAX_FRAMES * sizeof(*f));
	unsigned long long frames = 0;
	unsigned deep_roots = 0, wide = 0, cuts = 0;
	int rc = bpfrun_require_privileges();

	if (rc || !f) {
		free(f);
		return rc ? rc : 1;
	}
	for (unsigned i = 0; i < 6; i++) {
		struct classgen_opts o = { mixes[i % 3], i < 3 ? 4 : 6, nrules, 41 + i, false };
		struct classgen_rule *r = malloc(nrules * sizeof(*r));
		struct eval_counters *ec;
		struct kprog k;
		unsigned roots, deepest, all, bad = 0;
		size_t nf;
		char *text;

		if (!r || classgen_gen(&o, r) < 0)
			abort();
		text = set_text(r, nrules);
		if (kprog_load(&k, text, 2) < 0) {
			CHECKF(0, "%s%d: %zu rules did not load", o.mix, o.fam, nrules);
			free(text);
			free(r);
			continue;
		}
		roots = address_roots(k.prog, &deepest);
		wide += wide_cuts(&k, &all);
		cuts += all;
		if (deepest >= 4)
			deep_roots++;
		nf = set_frames(r, nrules, o.fam, o.seed, f);
		ec = eval_counters_new(k.prog);
		for (size_t j = 0; j < nf; j++) {
			struct eval_result er = eval_frame(k.prog, f[j].buf, f[j].len, ec);
			uint32_t want = er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS;

			if (kprog_run(&k, &f[j]) != want && bad++ < 3)
				CHECKF(0, "%s%d: frame %zu: the kernel and the evaluator differ", o.mix,
				       o.fam, j);
		}
		CHECKF(bad == 0, "%s%d: %u of %zu frames differ", o.mix, o.fam, bad, nf);
		CHECKF(kprog_counters_equal(&k, ec), "%s%d: counters differ from the evaluator's",
		       o.mix, o.fam);
		printf("%s%d: %zu rules, %u classifiers rooted on an address word (deepest %u), "
		       "%zu frames agree: %s\n", o.mix, o.fam, nrules, roots, deepest, nf,
		       bad ? "NO" : "yes");
		frames += nf;
		eval_counters_free(ec);
		kprog_free(&k);
		free(text);
		free(r);
	}
	CHECKF(deep_roots >= 3, "only %u sets have a tree of depth 4 or more rooted on an address",
	       deep_roots);
	CHECKF(wide >= 3, "only %u of %u cuts take more than 12 bits", wide, cuts);
	printf("%u of %u cuts take more than 12 bits\n", wide, cuts);
	printf("%llu frames run\n", frames);
	free(f);
	return TC_DONE();
}
