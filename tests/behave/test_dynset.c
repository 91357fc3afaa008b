/* Dynamic sets in the kernel (meta.h: xdpc_dN, an ARRAY_OF_MAPS whose
 * slot 0 holds an LPM trie or a port array). The object must load with the
 * maps in that shape and its metadata must list the sets and their initial
 * elements. With the inner maps filled with the initial elements (as the
 * runtime does at attach) the program must agree with the evaluator; after
 * the whole contents are replaced by a new inner map, with the evaluator on
 * the same rules whose sets start with the new contents; with slot 0 empty,
 * no element matches. Verdicts frame by frame, every counter after. */
#define _GNU_SOURCE   /* memmem */
#include "kcompare.h"
#include "keyframes.h"

#include <string.h>

/* Rules around the sets; %s are the sets' elements. Dynamic-set rules sit
 * next to a groupable run and inside `or`/`not`. */
static const char *const rules_fmt =
	"dynamic set bad { %s };\n"
	"dynamic set dp { %s };\n"
	"dynamic set none { };\n"
	"count by src;\n"
	"drop src in bad tcp;\n"
	"pass dst in none;\n"
	"drop udp dport in dp;\n"
	"count host in bad;\n"
	"drop src 10.1.2.3; pass src 10.2.0.0/16; drop src 192.0.2.0/24; drop src 8.8.8.8;\n"
	"pass port in dp or not dst in bad;\n"
	"drop dst in bad sport in dp;\n"
	"default drop;\n";

static const char *const bad0 = "10.0.0.0/8, 2001:db8::/32, 192.0.2.7, 0.0.0.0/32";
static const char *const dp0 = "53, 1000-1023, 65535";
static const char *const bad1 = "10.1.2.0/24, 2001:db8:1::/48, 198.51.100.1, ::/0";
static const char *const dp1 = "0-22, 443";

static char *program(const char *bad, const char *dp)
{
	size_t n = strlen(rules_fmt) + strlen(bad) + strlen(dp) + 1;
	char *t = malloc(n);

	if (!t)
		abort();
	snprintf(t, n, rules_fmt, bad, dp);
	return t;
}

static void reproducer(const char *what, const char *text, const struct frame *f)
{
	fprintf(stderr, "MISMATCH (%s)\n--- program (kernel sets hold these elements) ---\n%s",
		what, text);
	if (!f)
		return;
	fprintf(stderr, "--- frame (%zu bytes) ---\n", f->len);
	for (size_t i = 0; i < f->len; i++)
		fprintf(stderr, "%02x%s", f->buf[i], i + 1 == f->len || i % 32 == 31 ? "\n" : " ");
}

/* Runs the corpus on K and on the evaluator with program REF (the same
 * rules, sets holding what K's maps hold now). */
static void compare(struct kprog *k, const char *ref_text, const struct kf_corpus *c,
		    const char *what)
{
	struct arena a;
	struct diag d;
	struct program *ref;
	struct eval_counters *ec;
	int bad = 0;

	arena_init(&a);
	diag_init(&d, stderr);
	ref = frontend_compile_string(&a, &d, "<ref>", ref_text, strlen(ref_text), NULL);
	CHECKF(ref != NULL, "reference program does not compile: %s", ref_text);
	if (!ref) {
		arena_free(&a);
		return;
	}
	CHECK(bpfrun_reset(&k->run) == 0);
	ec = eval_counters_new(ref);
	for (size_t i = 0; i < c->n && !bad; i++) {
		struct eval_result er = eval_frame(ref, c->f[i].buf, c->f[i].len, ec);
		uint32_t want = er.verdict == VERDICT_DROP ? XDP_DROP : XDP_PASS;
		uint32_t act = kprog_run(k, &c->f[i]);

		CHECKF(act == want, "%s: frame %zu: kernel %u, evaluator %u", what, i, act, want);
		if (act != want) {
			reproducer(what, ref_text, &c->f[i]);
			bad = 1;
		}
	}
	if (!bad) {
		int same = kprog_counters_equal(k, ec);

		CHECKF(same, "%s: counters differ from the evaluator's", what);
		if (!same)
			reproducer(what, ref_text, NULL);
	}
	eval_counters_free(ec);
	arena_free(&a);
}

enum { MAP_ARRAY = 2, MAP_LPM_TRIE = 11, F_NO_PREALLOC = 1 };

static void check_shape(struct kprog *k, const char *outer, uint32_t type, uint32_t key,
			uint32_t max, uint32_t flags)
{
	struct bpfrun_shape s;

	CHECKF(bpfrun_dynset_shape(&k->run, outer, &s) == 0, "%s", k->run.error);
	CHECK_EQ(s.type, type);
	CHECK_EQ(s.key_size, key);
	CHECK_EQ(s.value_size, 1);
	CHECK_EQ(s.max_entries, max);
	CHECK_EQ(s.map_flags, flags);
}

/* The metadata records the runtime reads (meta.h), as bytes of the
 * object's .xdpc.meta section. */
static void check_meta(const struct program *p)
{
	static const char *const want[] = {
		"set\t0\tbad\taddr\t4\tdynamic\txdpc_d0\n", "set\t1\tdp\tport\t3\tdynamic\txdpc_d1\n",
		"set\t2\tnone\taddr\t0\tdynamic\txdpc_d2\n", "elem\t0\t10.0.0.0/8\n",
		"elem\t0\t2001:db8::/32\n", "elem\t0\t192.0.2.7/32\n", "elem\t0\t0.0.0.0/32\n",
		"elem\t1\t53-53\n", "elem\t1\t1000-1023\n", "elem\t1\t65535-65535\n",
	};
	struct cg_buffer obj;
	struct diag d;

	diag_init(&d, stderr);
	CHECK(cg_compile(p, NULL, CG_OUT_OBJECT, &obj, &d) == 0);
	if (!obj.data)
		return;
	for (size_t i = 0; i < NELEM(want); i++)
		CHECKF(memmem(obj.data, obj.len, want[i], strlen(want[i])),
		       "metadata lacks: %s", want[i]);
	cg_buffer_free(&obj);
}

int main(void)
{
	int rc = bpfrun_require_privileges();
	struct kf_corpus c = { 0 };
	char *t0, *t1, *tnone;

	if (rc)
		return rc;
	rng_state = 0xd1a5e7;
	kf_corpus_build(&c, 2000);
	t0 = program(bad0, dp0);
	t1 = program(bad1, dp1);
	tnone = program("", dp1);
	for (int opt = 0; opt <= 2; opt += 2) {
		struct kprog k;
		int fd;

		/* kprog_load gives the sets their initial contents */
		if (kprog_load(&k, t0, opt) < 0) {
			kprog_free(&k);
			continue;
		}
		if (opt == 2) {
			check_shape(&k, "xdpc_d0", MAP_LPM_TRIE, 24, 65536, F_NO_PREALLOC);
			check_shape(&k, "xdpc_d1", MAP_ARRAY, 4, 65536, 0);
			check_meta(k.prog);
		}
		compare(&k, t0, &c, opt ? "initial contents -O2" : "initial contents -O0");

		/* replace both sets' contents by new inner maps */
		fd = bpfrun_dynset_new_inner(&k.run, "xdpc_d0");
		CHECKF(fd >= 0, "%s", k.run.error);
		if (fd >= 0) {
			struct arena a;
			struct diag d;
			struct program *p1;

			arena_init(&a);
			diag_init(&d, stderr);
			p1 = frontend_compile_string(&a, &d, "<t1>", t1, strlen(t1), NULL);
			CHECK(kprog_fill_set(fd, p1->sets[0]) == 0);
			CHECK(bpfrun_dynset_swap(&k.run, "xdpc_d0", fd) == 0);
			close(fd);
			fd = bpfrun_dynset_new_inner(&k.run, "xdpc_d1");
			CHECK(fd >= 0 && kprog_fill_set(fd, p1->sets[1]) == 0);
			CHECK(fd >= 0 && bpfrun_dynset_swap(&k.run, "xdpc_d1", fd) == 0);
			if (fd >= 0)
				close(fd);
			arena_free(&a);
			compare(&k, t1, &c, "replaced contents");
		}

		/* no map in slot 0: the set matches nothing (an empty port set
		 * cannot be written, so the port set is checked on one frame) */
		CHECK(bpfrun_dynset_clear(&k.run, "xdpc_d0") == 0);
		compare(&k, tnone, &c, "address set's slot empty");
		{
			struct frame f;

			frame_init(&f);
			frame_eth(&f, NULL, NULL);
			frame_ipv4(&f, "1.1.1.1", "2.2.2.2");
			frame_udp(&f, 5000, 443);
			CHECK_EQ(kprog_run(&k, &f), XDP_DROP);   /* 443 in dp */
			CHECK(bpfrun_dynset_clear(&k.run, "xdpc_d1") == 0);
			CHECK_EQ(kprog_run(&k, &f), XDP_PASS);   /* `not dst in bad` */
		}
		kprog_free(&k);
	}
	free(t0);
	free(t1);
	free(tnone);
	free(c.f);
	return TC_DONE();
}
