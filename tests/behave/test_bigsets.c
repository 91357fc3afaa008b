/* Big address sets in the kernel: sets with enough intervals for the
 * indexed search (compiler/cg_search.c: a bucket of the address's first
 * word picks where a short branch-free search starts) give the verdicts of
 * the reference evaluator. Sets: random prefixes of both families, the
 * bench's even /31 and /64 runs, prefixes at 0.0.0.0 and 255.255.255.255 /
 * :: and ffff:...:ffff, adjacent and nested prefixes, /0 with a big set of
 * the other family, a cluster with outliers (everything in one bucket),
 * clusters that share one first word, a heavy bucket among even ones.
 * The bench's mixes (tests/lib/setmix.h): blocklist-shaped IPv4 (issue
 * 15's mix, an aggregated list) and IPv6 sets with nesting and hot
 * regions, also probed where the bench's frames land.
 * Probes: each prefix's first and last address and their neighbours,
 * addresses aligned to every power of two near them (every bucket
 * boundary of any shift), 0, the top, random addresses. Each set is also
 * compiled to IR to check which lookup it gets (a plain search, the
 * index, or for IPv6 a hash table per prefix length: compiler/phash.h),
 * so the test keeps testing each path; a set of a few IPv6 lengths
 * tests the hash tables at the ends of the space and with lengths
 * expanded into longer ones.
 *
 * XDPC_SEED=N picks the seed. */
#include "kcompare.h"
#include "setmix.h"
#include "trand.h"

#include <arpa/inet.h>
#include <stdlib.h>

struct pfx {
	int fam;
	uint8_t a[16];
	unsigned plen;
};

struct pset {
	struct pfx *p;
	size_t n, cap;
	struct setmix_probes probes[2];   /* extra probes of IPv4, IPv6 */
};

static void add(struct pset *s, int fam, const uint8_t *a, unsigned plen)
{
	struct pfx *p;

	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->p = realloc(s->p, s->cap * sizeof(*s->p));
		if (!s->p)
			abort();
	}
	p = &s->p[s->n++];
	memset(p, 0, sizeof(*p));
	p->fam = fam;
	memcpy(p->a, a, fam == 4 ? 4 : 16);
	p->plen = plen;
	/* no host bits: the front end would warn about each */
	for (unsigned i = 0; i < 16; i++) {
		if (plen <= 8 * i)
			p->a[i] = 0;
		else if (plen < 8 * i + 8)
			p->a[i] &= (uint8_t)(0xff00 >> (plen - 8 * i));
	}
}

static void add4(struct pset *s, uint32_t v, unsigned plen)
{
	uint8_t a[4] = { (uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v };

	add(s, 4, a, plen);
}

static void add6(struct pset *s, uint64_t hi, uint64_t lo, unsigned plen)
{
	uint8_t a[16];

	for (int i = 0; i < 8; i++) {
		a[i] = (uint8_t)(hi >> (56 - 8 * i));
		a[8 + i] = (uint8_t)(lo >> (56 - 8 * i));
	}
	add(s, 6, a, plen);
}

static uint64_t rnd64(void)
{
	/* one call per statement: C leaves the order of operands open, and
	 * the sets must be the same whichever compiler built the test */
	uint64_t a = (uint64_t)rnd(1u << 31) << 33;
	uint64_t b = (uint64_t)rnd(1u << 31) << 11;

	return a ^ b ^ rnd(1u << 11);
}

/* ---- addresses as 128-bit numbers (hi, lo) ---- */

struct a128 {
	uint64_t hi, lo;
};

static struct a128 to128(const struct pfx *p)
{
	struct a128 r = { 0, 0 };

	for (int i = 0; i < (p->fam == 4 ? 4 : 8); i++)
		r.hi = r.hi << 8 | p->a[i];
	if (p->fam == 6)
		for (int i = 8; i < 16; i++)
			r.lo = r.lo << 8 | p->a[i];
	return r;
}

static struct a128 add128(struct a128 x, int64_t d, int fam)
{
	if (fam == 4) {
		x.hi = (uint32_t)(x.hi + (uint64_t)d);
		return x;
	}
	if (d >= 0) {
		uint64_t lo = x.lo + (uint64_t)d;

		x.hi += lo < x.lo;
		x.lo = lo;
	} else {
		uint64_t lo = x.lo - (uint64_t)-d;

		x.hi -= lo > x.lo;
		x.lo = lo;
	}
	return x;
}

/* The last address of a prefix of PLEN bits starting at X. */
static struct a128 last_of(struct a128 x, unsigned plen, int fam)
{
	if (fam == 4) {
		x.hi |= plen >= 32 ? 0 : 0xffffffffULL >> plen;
		return x;
	}
	if (plen < 64) {
		x.hi |= ~0ULL >> plen;
		x.lo = ~0ULL;
	} else if (plen < 128) {
		x.lo |= ~0ULL >> (plen - 64);
	}
	return x;
}

/* X with the bits below 2^J cleared (ALIGN 0) or set (ALIGN 1); J counts
 * from the address's last bit. */
static struct a128 aligned(struct a128 x, unsigned j, int set, int fam)
{
	if (fam == 4) {
		uint64_t m = j >= 32 ? 0xffffffffULL : (1ULL << j) - 1;

		x.hi = set ? x.hi | m : x.hi & ~m;
		return x;
	}
	if (j >= 64) {
		uint64_t m = j >= 128 ? ~0ULL : (1ULL << (j - 64)) - 1;

		x.hi = set ? x.hi | m : x.hi & ~m;
		x.lo = set ? ~0ULL : 0;
	} else {
		uint64_t m = (1ULL << j) - 1;

		x.lo = set ? x.lo | m : x.lo & ~m;
	}
	return x;
}

static void fmt(char *buf, struct a128 x, int fam)
{
	uint8_t a[16];

	if (fam == 4) {
		for (int i = 0; i < 4; i++)
			a[i] = (uint8_t)(x.hi >> (24 - 8 * i));
		inet_ntop(AF_INET, a, buf, INET6_ADDRSTRLEN);
		return;
	}
	for (int i = 0; i < 8; i++) {
		a[i] = (uint8_t)(x.hi >> (56 - 8 * i));
		a[8 + i] = (uint8_t)(x.lo >> (56 - 8 * i));
	}
	inet_ntop(AF_INET6, a, buf, INET6_ADDRSTRLEN);
}

/* ---- one set ---- */

static char *set_text(const struct pset *s)
{
	size_t cap = 64 + s->n * 48, len = 0;
	char *t = malloc(cap), a[INET6_ADDRSTRLEN];

	if (!t)
		abort();
	len += (size_t)snprintf(t + len, cap - len, "set big {");
	for (size_t i = 0; i < s->n; i++) {
		inet_ntop(s->p[i].fam == 4 ? AF_INET : AF_INET6, s->p[i].a, a, sizeof(a));
		len += (size_t)snprintf(t + len, cap - len, "%s %s/%u", i ? "," : "", a,
					s->p[i].plen);
	}
	snprintf(t + len, cap - len, " };\ndrop src in big;\n");
	return t;
}

/* Whether the IR of TEXT (options O) holds NEEDLE; -1 if it does not
 * compile. */
static int ir_has(const char *text, const struct cg_options *o, const char *needle)
{
	struct arena a;
	struct diag d;
	struct program *p;
	struct cg_buffer ir;
	int found = -1;

	arena_init(&a);
	diag_init(&d, stderr);
	p = frontend_compile_string(&a, &d, "<test>", text, strlen(text), NULL);
	if (p && cg_compile(p, o, CG_OUT_LLVM_IR, &ir, &d) == 0) {
		found = strstr(ir.data, needle) != NULL;
		cg_buffer_free(&ir);
	}
	arena_free(&a);
	return found;
}

/* How set 0 of a family is looked up, as its IR shows: a plain search,
 * the indexed search, or hash tables per prefix length
 * (compiler/phash.h). ANY: not checked. */
/* HASH: every table read; ROOT: through a root table (phash.h) */
enum lookup { ANY = -1, PLAIN, INDEX, HASH, ROOT };
static const char *const lookup_names[] = { "a plain search", "an index", "hash tables",
					    "hash tables with a root" };

static int lookup_of(const char *text, const struct cg_options *o, int fam)
{
	int idx = ir_has(text, o, fam == 4 ? "@xdpc_set0_ip4_idx" : "@xdpc_set0_ip6_idx");
	int hash = ir_has(text, o, fam == 4 ? "@xdpc_set0_ip4_len" : "@xdpc_set0_ip6_len");
	int root = ir_has(text, o, fam == 4 ? "xdpc_set0_ip4.marker" : "xdpc_set0_ip6.marker");

	if (idx < 0 || hash < 0 || root < 0)
		return -2;
	return hash ? (root ? ROOT : HASH) : idx ? INDEX : PLAIN;
}

static unsigned nframes;

static void probe(struct kprog *k, struct eval_counters *ec, const char *name,
		  struct a128 x, int fam, int *bad)
{
	char src[INET6_ADDRSTRLEN];
	struct frame f;
	struct eval_result er;
	uint32_t act;

	fmt(src, x, fam);
	frame_init(&f);
	frame_eth(&f, NULL, NULL);
	if (fam == 4)
		frame_ipv4(&f, src, "192.0.2.1");
	else
		frame_ipv6(&f, src, "2001:db8::1");
	frame_udp(&f, 1234, 53);
	er = eval_frame(k->prog, f.buf, f.len, ec);
	act = kprog_run(k, &f);
	nframes++;
	if (act != (er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS) && *bad < 5) {
		(*bad)++;
		CHECKF(0, "%s: source %s: kernel %u, evaluator %s", name, src, act,
		       er.verdict == VERDICT_DROP ? "drop" : "pass");
	}
}

/* Runs the probes of family FAM of S through K. */
static void probe_family(struct kprog *k, struct eval_counters *ec, const char *name,
			 const struct pset *s, int fam, int *bad)
{
	static const int64_t near[] = { -1, 0, 1 };
	unsigned bits = fam == 4 ? 32 : 128;
	size_t every = 1, nfam = 0;

	for (size_t i = 0; i < s->n; i++)
		nfam += s->p[i].fam == fam;
	if (nfam > 500)   /* keep the run short: a sample of the prefixes */
		every = nfam / 500;
	probe(k, ec, name, (struct a128){ 0, 0 }, fam, bad);
	probe(k, ec, name, (struct a128){ fam == 4 ? 0xffffffffULL : ~0ULL, fam == 4 ? 0 : ~0ULL },
	      fam, bad);
	for (size_t i = 0, seen = 0; i < s->n; i++) {
		struct a128 first, last;
		unsigned j;

		if (s->p[i].fam != fam || seen++ % every)
			continue;
		first = to128(&s->p[i]);
		last = last_of(first, s->p[i].plen, fam);
		for (unsigned e = 0; e < 3; e++) {
			probe(k, ec, name, add128(first, near[e], fam), fam, bad);
			probe(k, ec, name, add128(last, near[e], fam), fam, bad);
		}
		/* bucket boundaries near the prefix, for whatever shift */
		j = 1 + rnd(bits - 1);
		probe(k, ec, name, add128(aligned(first, j, 0, fam), -1, fam), fam, bad);
		probe(k, ec, name, aligned(first, j, 0, fam), fam, bad);
		probe(k, ec, name, aligned(last, j, 1, fam), fam, bad);
		probe(k, ec, name, add128(aligned(last, j, 1, fam), 1, fam), fam, bad);
	}
	for (int i = 0; i < SETMIX_NPROBES; i++) {
		const struct setmix_probes *pr = &s->probes[fam == 6];

		if (pr->have[i])
			probe(k, ec, name, (struct a128){ fam == 4 ? pr->at[i].lo : pr->at[i].hi,
							  fam == 4 ? 0 : pr->at[i].lo }, fam, bad);
	}
	for (unsigned r = 0; r < 300; r++) {
		struct a128 x;

		x.hi = rnd64();
		x.lo = rnd64();

		if (fam == 4) {
			x.hi >>= 32;
			x.lo = 0;
		}
		probe(k, ec, name, x, fam, bad);
	}
}

/* Compiles and loads TEXT with O (at -O2, and at -O0 too with BOTH_OPT),
 * checks how set 0 of each family is looked up (WANT4, WANT6: enum
 * lookup) and compares the probes of S's prefixes with the evaluator. */
static void run_opts(const char *name, const char *text, struct pset *s, int want4, int want6,
		     int both_opt, struct cg_options o)
{

	for (int fam = 4; fam <= 6; fam += 2) {
		int want = fam == 4 ? want4 : want6, got = lookup_of(text, &o, fam);

		CHECKF(got >= 0, "%s: does not compile", name);
		if (want >= 0 && got >= 0)
			CHECKF(got == want, "%s: IPv%d set looked up by %s, not %s", name, fam,
			       lookup_names[got], lookup_names[want]);
	}
	for (int opt = 2; opt >= (both_opt ? 0 : 2); opt -= 2) {
		struct kprog k;
		int bad = 0;

		o.opt_level = opt;
		if (kprog_load_opts(&k, text, &o) == 0) {
			struct eval_counters *ec = eval_counters_new(k.prog);

			probe_family(&k, ec, name, s, 4, &bad);
			probe_family(&k, ec, name, s, 6, &bad);
			CHECKF(kprog_counters_equal(&k, ec),
			       "%s -O%d: counters differ from the evaluator", name, opt);
			eval_counters_free(ec);
			CHECKF(!bad, "%s -O%d: verdicts differ from the evaluator", name, opt);
		}
		kprog_free(&k);
	}
}

/* run_opts with the default options but NO_GROUP. Frees TEXT and S's
 * prefixes. */
static void run_text(const char *name, char *text, struct pset *s, int want4, int want6,
		     int both_opt, bool no_group)
{
	struct cg_options o;

	cg_options_init(&o);
	o.no_group = no_group;
	run_opts(name, text, s, want4, want6, both_opt, o);
	free(text);
	free(s->p);
	memset(s, 0, sizeof(*s));
}

static void run_set(const char *name, struct pset *s, int want4, int want6, int both_opt)
{
	run_text(name, set_text(s), s, want4, want6, both_opt, false);
}

/* run_set, then again searched as intervals (no hash tables), looked up
 * by SEARCH4 and SEARCH6 then: shapes built for the search, which the
 * tables would take. */
static void run_both(const char *name, struct pset *s, int want4, int want6, int search4,
		     int search6, int both_opt)
{
	struct cg_options o;
	char *text = set_text(s), searched[96];

	cg_options_init(&o);
	o.no_hash = true;
	snprintf(searched, sizeof(searched), "%s, searched", name);
	run_opts(searched, text, s, search4, search6, both_opt, o);
	run_text(name, text, s, want4, want6, both_opt, false);
}

/* More big sets than search functions (cg_internal.h, CG_MAX_SEARCH_FNS):
 * the last ones are searched inline in the rule functions. Rule by rule:
 * grouped, the rules would become one rule-group lookup, no set search. */
static void many_sets(void)
{
	enum { NSETS = 52, PER_SET = 80 };
	struct pset all = { 0 };
	size_t cap = NSETS * (PER_SET * 24 + PER_SET / 8 * 48 + 64), len = 0;
	char *text = malloc(cap), a[INET6_ADDRSTRLEN];

	if (!text)
		abort();
	for (unsigned i = 0; i < NSETS; i++) {
		len += (size_t)snprintf(text + len, cap - len, "set s%u {", i);
		for (unsigned j = 0; j < PER_SET; j++) {
			add4(&all, (uint32_t)rnd64(), 32);
			inet_ntop(AF_INET, all.p[all.n - 1].a, a, sizeof(a));
			len += (size_t)snprintf(text + len, cap - len, "%s %s", j ? "," : "", a);
		}
		/* and /64s: IPv6 hash tables, looked up inline too */
		for (unsigned j = 0; j < PER_SET / 8; j++) {
			add6(&all, 0x20010db800000000ULL | (rnd64() >> 32), 0, 64);
			inet_ntop(AF_INET6, all.p[all.n - 1].a, a, sizeof(a));
			len += (size_t)snprintf(text + len, cap - len, ", %s/64", a);
		}
		len += (size_t)snprintf(text + len, cap - len, " };\n");
	}
	for (unsigned i = 0; i < NSETS; i++)
		len += (size_t)snprintf(text + len, cap - len, "drop src in s%u;\n", i);
	{
		struct cg_options o;

		cg_options_init(&o);
		o.no_group = true;
		CHECKF(ir_has(text, &o, "@xdpc_set51_ip4_len32") == 1 &&
		       ir_has(text, &o, "@xdpc_set51_ip4_search") == 0 &&
		       ir_has(text, &o, "@xdpc_set51_ip6_len64") == 1 &&
		       ir_has(text, &o, "@xdpc_set51_ip6_search") == 0,
		       "52 sets: the last set's hash tables are not looked up inline");
		o.no_hash = true;
		CHECKF(ir_has(text, &o, "@xdpc_set51_ip4_idx") == 1 &&
		       ir_has(text, &o, "@xdpc_set51_ip4_search") == 0,
		       "52 sets: the last set is not searched inline with its index");
		run_opts("52 sets, searched", text, &all, INDEX, ANY, 0, o);
	}
	run_text("52 sets", text, &all, HASH, HASH, 0, true);
}

/* The bench's blocklist shapes (tests/lib/setmix.h): overlapping, nested
 * and clustered prefixes, both families in one set, probed also where the
 * bench's frames land (dense and sparse regions, hits and misses). */
static void mixes(void)
{
	/* even6 is one length: one table, no root */
	static const struct { const char *v4, *v6; size_t n; int want6; } runs[] = {
		{ "mix4", "mix6", 3000, ROOT }, { "drop4", "mix6", 20000, ROOT },
		{ "mix4", "even6", 300, HASH }, { "drop4", "even6", 5000, HASH },
	};

	for (size_t r = 0; r < sizeof(runs) / sizeof(runs[0]); r++) {
		const char *mix[2] = { runs[r].v4, runs[r].v6 };
		struct setmix_pfx *p = malloc(runs[r].n * sizeof(*p));
		struct pset s = { 0 };
		char name[64];

		if (!p)
			abort();
		for (int f = 0; f < 2; f++) {
			setmix_gen(mix[f], runs[r].n, rng_state + r, p);
			for (size_t i = 0; i < runs[r].n; i++) {
				if (f == 0)
					add4(&s, (uint32_t)p[i].a.lo, p[i].plen);
				else
					add6(&s, p[i].a.hi, p[i].a.lo, p[i].plen);
			}
			setmix_probes(p, runs[r].n, f ? 6 : 4, &s.probes[f]);
		}
		free(p);
		snprintf(name, sizeof(name), "%s + %s of %zu", mix[0], mix[1], runs[r].n);
		run_set(name, &s, ANY, runs[r].want6, 0);
	}
}

/* ---- the sets ---- */

static void random_v4(struct pset *s, size_t n, uint32_t base, unsigned spread_bits,
		      unsigned minlen)
{
	for (size_t i = 0; i < n; i++) {
		uint64_t off = spread_bits ? rnd64() >> (64 - spread_bits) : 0;
		unsigned plen = minlen + rnd(33 - minlen);

		add4(s, (uint32_t)(base + off), plen);
	}
}

static void random_v6(struct pset *s, size_t n, uint64_t hi, unsigned spread_bits,
		      unsigned minlen)
{
	for (size_t i = 0; i < n; i++) {
		uint64_t off = spread_bits ? rnd64() >> (64 - spread_bits) : 0;

		uint64_t lo = rnd64();

		add6(s, hi + off, lo, minlen + rnd(129 - minlen));
	}
}

/* N prefixes of the lengths LENS (ending in 0) spread as random_v6. */
static void lens_v6(struct pset *s, size_t n, uint64_t hi, unsigned spread_bits,
		    const unsigned *lens)
{
	size_t nlens = 0;

	while (lens[nlens])
		nlens++;
	for (size_t i = 0; i < n; i++) {
		uint64_t off = spread_bits ? rnd64() >> (64 - spread_bits) : 0;

		uint64_t lo = rnd64();

		add6(s, hi + off, lo, lens[rnd(nlens)]);
	}
}

/* Hash tables per prefix length (compiler/phash.h): a few lengths, some
 * of which can only be expanded into a longer one (47 into 48, 126 and
 * 127 into 128: eight lengths, at most six tables), tables of one-word
 * keys shifted (20, 48) and whole (64), of two-word keys shifted (96)
 * and whole (128), clustered and spread, at both ends of the space; read
 * through a root (/48) and, another set, all read. */
static void hashed(struct pset *s)
{
	static const unsigned spread[] = { 20, 48, 64, 96, 128, 0 };
	static const unsigned close[] = { 47, 48, 126, 127, 128, 0 };
	static const unsigned no_root[] = { 20, 65, 96, 128, 0 };

	lens_v6(s, 1500, 0, 64, spread);
	lens_v6(s, 1500, 0x20010db800000000ULL, 16, close);
	add6(s, 0, 0, 128);
	add6(s, 0, 2, 127);
	add6(s, ~0ULL, ~0ULL, 128);
	add6(s, ~0ULL, ~0ULL - 3, 126);
	add6(s, ~0ULL << 44, 0, 20);
	add6(s, 0, 0x100000000ULL, 96);
	random_v4(s, 1000, 0, 32, 20);
	run_set("few lengths, hashed", s, ROOT, ROOT, 1);

	/* no root: the only one-word table has none shorter, so every
	 * table is read */
	lens_v6(s, 3000, 0, 64, no_root);
	add6(s, ~0ULL, ~0ULL, 128);
	add6(s, 0, 0, 65);
	random_v4(s, 1000, 0, 32, 20);
	run_set("few lengths, no root", s, ROOT, HASH, 1);
}

int main(void)
{
	int rc = bpfrun_require_privileges();
	const char *seed = getenv("XDPC_SEED");
	struct pset s = { 0 };

	if (rc)
		return rc;
	rng_state = seed ? strtoull(seed, NULL, 0) : 0x2545f4914f6cdd1dULL;

	/* random prefixes over the whole space, both families */
	random_v4(&s, 3000, 0, 32, 12);
	random_v6(&s, 3000, 0, 64, 16);
	run_set("random", &s, INDEX, INDEX, 0);

	/* the bench's sets: even runs that never merge */
	for (uint32_t i = 0; i < 4000; i++) {
		add4(&s, 0xf0000000u + 4 * i, 31);
		add6(&s, 0x20010db800000000ULL | (uint64_t)(2 * i), 0, 64);
	}
	run_both("even /31 and /64 runs", &s, HASH, HASH, INDEX, INDEX, 0);

	/* both ends of the space, adjacent and nested prefixes, among
	 * enough spread ones to be indexed */
	add4(&s, 0, 32);
	add4(&s, 1, 32);
	add4(&s, 0, 24);          /* holds the two above */
	add4(&s, 0x00000100, 32);  /* right after it: merges */
	add4(&s, 0xffffffff, 32);
	add4(&s, 0xffffff00, 25);
	add4(&s, 0xffffff80, 26);  /* adjacent to the /25: merges */
	add4(&s, 0x0a000000, 25);
	add4(&s, 0x0a000080, 25);  /* adjacent */
	add4(&s, 0x0a010000, 16);
	add4(&s, 0x0a010200, 24);  /* nested */
	add4(&s, 0x80000000, 32);
	add4(&s, 0x7fffffff, 32);  /* adjacent across 2^31 */
	add6(&s, 0, 0, 128);
	add6(&s, 0, 1, 128);
	add6(&s, ~0ULL, ~0ULL, 128);
	add6(&s, ~0ULL, 0, 64);
	add6(&s, ~0ULL - 1, ~0ULL, 128);  /* adjacent to the /64 above */
	add6(&s, 0x8000000000000000ULL, 0, 1);
	add6(&s, 0x7fffffffffffffffULL, ~0ULL, 128);  /* adjacent across 2^127 */
	add6(&s, 0x20010db800000000ULL, 0, 32);
	add6(&s, 0x20010db800010000ULL, 0, 48);  /* nested */
	random_v4(&s, 2000, 0, 32, 32);
	random_v6(&s, 2000, 0, 64, 128);
	run_both("ends, adjacent, nested", &s, HASH, ROOT, INDEX, INDEX, 1);

	/* /0 of one family with a big set of the other */
	add4(&s, 0, 0);
	random_v4(&s, 100, 0, 32, 8);
	random_v6(&s, 2000, 0x20010db800000000ULL, 32, 40);
	run_set("0.0.0.0/0 and IPv6", &s, PLAIN, INDEX, 0);
	add6(&s, 0, 0, 0);
	random_v6(&s, 100, 0, 64, 8);
	random_v4(&s, 2000, 0xc0000000u, 28, 20);
	run_both("::/0 and IPv4", &s, ROOT, PLAIN, INDEX, PLAIN, 0);

	/* a cluster plus outliers at both ends: one bucket holds all but
	 * the outliers, so an index cannot pay */
	add4(&s, 0, 32);
	add4(&s, 0xffffffff, 32);
	random_v4(&s, 1500, 0x0a141000, 12, 32);
	add6(&s, 0, 0, 128);
	add6(&s, ~0ULL, ~0ULL, 128);
	random_v6(&s, 1500, 0x20010db800000000ULL, 12, 64);
	run_both("cluster with outliers", &s, HASH, PLAIN, PLAIN, PLAIN, 0);

	/* clusters without outliers: indexed over the cluster; IPv6 keys
	 * sharing one first word cannot be told apart by the index */
	random_v4(&s, 2000, 0x0a141000, 12, 32);
	random_v6(&s, 2000, 0x20010db800000007ULL, 0, 65);
	run_both("clusters", &s, HASH, PLAIN, INDEX, PLAIN, 0);

	/* even spread and one heavy bucket: more steps after the index */
	random_v4(&s, 3000, 0, 32, 32);
	random_v4(&s, 150, 0x0a000000, 8, 32);
	random_v6(&s, 3000, 0x2000000000000000ULL, 60, 64);
	random_v6(&s, 150, 0x2400000000000000ULL, 0, 128);
	run_both("heavy bucket", &s, HASH, INDEX, INDEX, INDEX, 0);

	hashed(&s);

	mixes();

	many_sets();

	printf("%u frames\n", nframes);
	return TC_DONE();
}
